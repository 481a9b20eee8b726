import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { ANNOTATED_PART, declaredSeams } from "../../../src/analysis/recognition/declared-seams.js";
import { frameworks } from "../../../src/frameworks/index.js";
import { keptTreesHost } from "../cache/kept-trees-host.js";

/**
 * Declared seams are found from a walk of each declaration file that is kept while the language
 * service keeps the file's tree: an edited `.d.ts` (a new tree) must be walked again, an unchanged
 * one gives the same seams in the next program.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(path.join(scratch, "declared-seams-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const OPTIONS = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] };
const kitDir = path.join(dir, "node_modules", "@acme", "kit");
mkdirSync(kitDir, { recursive: true });
writeFileSync(path.join(kitDir, "package.json"), JSON.stringify({ name: "@acme/kit", version: "1.0.0", types: "index.d.ts" }));
writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
writeFileSync(path.join(dir, "tools.ts"), `import { defineTool } from "@acme/kit";\nexport const t = defineTool;\n`);

const host = keptTreesHost(OPTIONS);

/** The names of the declared seams a fresh program finds with this kit declaration. */
function seamsWith(kit: string): { names: string[]; file: ts.SourceFile } {
  writeFileSync(path.join(kitDir, "index.d.ts"), kit);
  const program = ts.createProgram([path.join(dir, "tools.ts")], OPTIONS, host);
  const names = declaredSeams(program, frameworks).map((seam) => (seam.declaration.name as ts.Identifier).text);
  return { names, file: program.getSourceFile(path.join(kitDir, "index.d.ts"))! };
}

describe("declared seams across programs", () => {
  const TOOL = `import type { Tool } from "ai";\nexport declare function defineTool(definition: Tool): Tool;\n`;
  const OBJECT = `import type { Tool } from "ai";\nexport declare function defineTool(definition: object): Tool;\n`;

  it("follows an edit of the declaration file and keeps an unchanged one", () => {
    const first = seamsWith(TOOL);
    expect(first.names).toEqual(["defineTool"]);
    const same = seamsWith(TOOL);
    expect(same.file).toBe(first.file);
    expect(same.names).toEqual(["defineTool"]);
    expect(seamsWith(OBJECT).names).toEqual([]);
    expect(seamsWith(TOOL).names).toEqual(["defineTool"]);
  });

  it("finds a qualified annotation with a comment before it", () => {
    const qualified = `import type * as ai from "ai";\nexport declare function defineTool(definition: /* the SDK's */ ai.Tool): ai.Tool;\n`;
    expect(seamsWith(qualified).names).toEqual(["defineTool"]);
  });
});

describe("the text filter for annotations naming a part's type", () => {
  it("finds `: Tool` and `: ToolCallback` behind comments, and not `: Tools`", () => {
    expect([": Tool", ":/* a */ Tool", ": // c\n  Tool", ": /* x */ /* y */ ToolCallback", ". /** doc */\nTool<x>", ": Tools", ":\tToolbox"].map((text) => ANNOTATED_PART.test(text))).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("gives up on a long run of comments without a match at once (each comment matches one way only)", () => {
    // 60 comments after a colon: the filter's earlier lazy comment pattern tried ~2^60 ways here, as on
    // a 2.8 MB declaration file of JSDoc (googleapis), and never finished.
    expect(ANNOTATED_PART.test(`: ${"/** a */ ".repeat(60)}string`)).toBe(false);
  });
});
