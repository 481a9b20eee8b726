import { createRequire } from "node:module";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { zodToJsonSchema } from "zod-to-json-schema";

export const REPO = path.resolve(import.meta.dirname, "../../..");
export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/zod3-chain");

/**
 * Fixtures import zod 3 the way its users do: `import { z } from "zod"` with zod 3 installed.
 * This repository has zod 4 as `zod`, so the test program maps the bare specifier `zod` to the
 * real zod 3.25.76 package installed as `zod3` (its package.json says name "zod", version 3.x,
 * exactly what a zod 3 user has). `zod/v3` and `zod3` resolve as they would for a user.
 */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
  types: [],
  baseUrl: REPO,
  paths: { zod: ["node_modules/zod3/index.d.cts"] },
};

const programs = new Map<string, ts.Program>();

/** A program over some fixture files of this folder, built once per file list per worker. */
export function fixtureProgram(...names: string[]): ts.Program {
  const key = names.join("|");
  let program = programs.get(key);
  if (!program) {
    program = ts.createProgram(names.map((name) => path.join(FIXTURES, name)), COMPILER_OPTIONS);
    programs.set(key, program);
  }
  return program;
}

/** The initializers of a fixture's exported top-level consts, by name, in source order. */
export function exportedInitializers(program: ts.Program, fileName: string, folder = FIXTURES): Map<string, ts.Expression> {
  const sourceFile = program.getSourceFile(path.join(folder, fileName));
  if (!sourceFile) throw new Error(`fixture ${fileName} is not in the program`);
  const out = new Map<string, ts.Expression>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) out.set(declaration.name.text, declaration.initializer);
    }
  }
  return out;
}

const require = createRequire(import.meta.url);
/** What each import specifier of the fixtures is at runtime: zod 3 in every form. */
const RUNTIME_MODULES: Record<string, () => unknown> = {
  zod: () => require("zod3"),
  zod3: () => require("zod3"),
  "zod/v3": () => require("zod/v3"),
};
const loaded = new Map<string, Record<string, unknown>>();

/**
 * Runs a fixture file (the test, never the plugin, runs fixtures) with zod 3 behind its imports,
 * to get the real instances zod-to-json-schema converts: transpiled to CommonJS, evaluated with
 * a `require` that serves the zod 3 packages and the sibling fixtures. Another folder's fixtures
 * can be served other `modules` (zod 4 as `zod`, the converters themselves).
 */
export function loadFixture(fileName: string, folder = FIXTURES, modules: Readonly<Record<string, () => unknown>> = RUNTIME_MODULES): Record<string, unknown> {
  const file = path.join(folder, fileName);
  const known = loaded.get(file);
  if (known) return known;
  const source = fs.readFileSync(file, "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const exports: Record<string, unknown> = {};
  loaded.set(file, exports);
  const fixtureRequire = (specifier: string): unknown => {
    if (modules[specifier]) return modules[specifier]();
    if (specifier.startsWith("./")) return loadFixture(specifier.slice(2).replace(/\.js$/, ".ts"), folder, modules);
    throw new Error(`fixture ${fileName} imports ${specifier}, which the test does not serve`);
  };
  new Function("require", "exports", "module", outputText)(fixtureRequire, exports, { exports });
  return exports;
}

export type Real = { ok: true; text: string } | { ok: false; message: string };

/**
 * What zod-to-json-schema 3.25.2 returns for `zodToJsonSchema(schema)` (default options), under
 * exactly the projection `resolveZod3Chain` documents: the top-level `$schema` key removed, then
 * the JSON text. A result JSON cannot carry (a BigInt) or a converter exception is a failure.
 */
export function realZod3Json(schema: unknown): Real {
  try {
    const json = zodToJsonSchema(schema as Parameters<typeof zodToJsonSchema>[0]) as Record<string, unknown>;
    if (json.$schema !== "http://json-schema.org/draft-07/schema#") throw new Error(`unexpected $schema ${String(json.$schema)}`);
    delete json.$schema;
    return { ok: true, text: JSON.stringify(json) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
