import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { keptResolution, moduleSpecifiers, specifierTargets } from "../../../src/analysis/cache/module-targets.js";

/**
 * The files a specifier brings are read from the program's own module resolution where that is the
 * checker's answer, and asked of the checker where a module is also declared by name. Each case holds
 * them to the checker's answer for every specifier of every file.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const root = mkdtempSync(path.join(scratch, "module-targets-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function programOf(name: string, files: Record<string, string>, options: ts.CompilerOptions): ts.Program {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const roots = Object.keys(files).filter((file) => /\.(c|m)?ts$/.test(file) && !file.includes("node_modules"));
  return ts.createProgram(roots.map((file) => path.join(dir, file)), { strict: true, noEmit: true, skipLibCheck: true, types: [], ...options });
}

/** For each project file, each specifier with the files it brings: the plugin's answer and the checker's. */
function bothAnswers(program: ts.Program): { readonly plugin: string[]; readonly checker: string[] } {
  const checker = program.getTypeChecker();
  const plugin: string[] = [];
  const asked: string[] = [];
  const names = (files: readonly ts.SourceFile[]) => files.map((file) => path.basename(file.fileName)).join(", ");
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile) continue;
    const targets = specifierTargets(program, file);
    for (const specifier of moduleSpecifiers(file)) {
      const key = `${path.basename(file.fileName)} ${specifier.getText()} →`;
      plugin.push(`${key} ${names(targets.get(specifier) ?? [])}`);
      asked.push(`${key} ${names((checker.getSymbolAtLocation(specifier)?.declarations ?? []).map((declaration) => declaration.getSourceFile()))}`);
    }
  }
  return { plugin, checker: asked };
}

const PACKAGE = {
  "node_modules/pkg/package.json": JSON.stringify({ name: "pkg", version: "1.0.0", types: "index.d.ts" }),
  "node_modules/pkg/index.d.ts": "export declare const value: number;\n",
  "node_modules/other/package.json": JSON.stringify({ name: "other", version: "1.0.0", types: "index.d.ts" }),
  "node_modules/other/index.d.ts": "export declare const installed: string;\n",
};

describe("specifierTargets", () => {
  it("gives the checker's answer for imports, re-exports, dynamic imports and import types", () => {
    const program = programOf(
      "plain",
      {
        ...PACKAGE,
        "package.json": JSON.stringify({ type: "module" }),
        "a.ts": 'import { value } from "pkg";\nimport { b } from "./b.js";\nexport * from "./c.js";\nexport const a = value + b;\nexport type T = import("./c.js").C;\nexport const later = () => import("./b.js");\n',
        "b.ts": "export const b = 1;\n",
        "c.ts": "export interface C { readonly c: number }\nexport const c = 2;\n",
        "d.cts": 'import pkg = require("pkg");\nexport const d = pkg.value;\n',
        "e.ts": 'import { nothing } from "./missing.js";\nexport const e = nothing;\n',
      },
      { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext },
    );
    const { plugin, checker } = bothAnswers(program);
    expect(plugin).toEqual(checker);
    expect(plugin.filter((line) => line.startsWith("a.ts "))).toEqual([
      'a.ts "pkg" → index.d.ts',
      'a.ts "./b.js" → b.ts',
      'a.ts "./c.js" → c.ts',
      'a.ts "./c.js" → c.ts',
      'a.ts "./b.js" → b.ts',
    ]);
    expect(plugin).toContain('d.cts "pkg" → index.d.ts');
    expect(plugin).toContain('e.ts "./missing.js" → ');
  });

  it("asks the checker where a module is declared by name: `declare module` over an installed package, and an augmentation", () => {
    const program = programOf(
      "declared",
      {
        ...PACKAGE,
        "a.ts": 'import { value } from "pkg";\nimport { installed, declared } from "other";\nexport const a = [value, installed, declared];\n',
        // Declared by name, with the package installed too: the checker takes the declaration.
        "other.d.ts": 'declare module "other" { export const installed: string; export const declared: boolean; }\n',
        // An augmentation of an installed package: its file is among the module's declarations.
        "augment.ts": 'export {};\ndeclare module "pkg" { export const extra: number; }\n',
      },
      { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    );
    const { plugin, checker } = bothAnswers(program);
    expect(plugin).toEqual(checker);
    expect(plugin).toContain('a.ts "pkg" → index.d.ts, augment.ts');
    expect(plugin).toContain('a.ts "other" → other.d.ts');
  });

  it("reads a resolution the program kept, and nothing for one it never made", () => {
    const program = programOf("kept", { ...PACKAGE, "a.ts": 'import { value } from "pkg";\nexport const a = value;\n' }, { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler });
    const file = program.getSourceFiles().find((source) => source.fileName.endsWith("/a.ts"))!;
    const [specifier] = moduleSpecifiers(file);
    expect(keptResolution(program, file, "pkg", program.getModeForUsageLocation(file, specifier as ts.StringLiteral))).toMatch(/node_modules\/pkg\/index\.d\.ts$/);
    expect(keptResolution(program, file, "other", program.getModeForUsageLocation(file, specifier as ts.StringLiteral))).toBeUndefined();
  });
});
