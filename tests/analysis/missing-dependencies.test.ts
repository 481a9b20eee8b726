import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import {
  SCHEMA_LIBRARIES,
  declaredPackages,
  missingDependencies,
  missingDependenciesMessage,
  missingDependenciesToReport,
  missingImportsOf,
} from "../../src/analysis/missing-dependencies.js";
import { packageOf } from "../../src/analysis/recognition/imports.js";
import { frameworks } from "../../src/frameworks/index.js";

/**
 * Packages that are not installed, found on real programs over files on disk in the system's temporary
 * directory (no node_modules above it, as in a checkout before its install): a package is missing only
 * when no node_modules holds it and TypeScript cannot resolve it either.
 */

const dir = mkdtempSync(path.join(realpathSync(os.tmpdir()), "missing-dependencies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PACKAGES = [...frameworks.flatMap((f) => f.packages), ...SCHEMA_LIBRARIES];

function write(files: Record<string, string>): string[] {
  return Object.entries(files).map(([name, text]) => {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

const options: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, strict: true, noEmit: true, types: [] };

describe("missing dependencies", () => {
  const [ai, mcp, local, mapped] = write({
    "src/ai.ts": `import { tool } from "ai";\nimport { z } from "zod";\nimport type { Tool } from "ai";\nexport const t = tool({ description: "d", inputSchema: z.object({}) });\nexport type T = Tool;\n`,
    "src/mcp.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { readFileSync } from "node:fs";\nimport left from "left-pad";\nexport const s = new McpServer({ name: "s", version: "1" });\n`,
    // Installed without types: a package directory is there, so installing again would not help.
    "src/local.ts": `import OpenAI from "openai";\nimport { helper } from "./helper.js";\nexport const c = new OpenAI();\n`,
    // A framework's name mapped by the tsconfig's paths to a file of the project, or declared by the
    // project's own `declare module`: TypeScript has a module for it.
    "src/mapped.ts": `import { tool } from "@langchain/core/tools";\nimport { ai } from "@warlock.js/ai";\nexport const t = [tool, ai];\n`,
    "src/warlock.d.ts": `declare module "@warlock.js/ai" {\n  export const ai: unknown;\n}\n`,
    "src/helper.ts": `export const helper = 1;\n`,
    "node_modules/openai/package.json": `{ "name": "openai", "version": "7.0.0", "main": "index.js" }`,
    "vendor/langchain-tools.ts": `export const tool = 1;\n`,
    // The project lists two of the missing packages; the MCP SDK it forgot.
    "package.json": JSON.stringify({ name: "checkout", dependencies: { ai: "7.0.0", zod: "4.0.0" } }),
  });
  const program = ts.createProgram([ai!, mcp!, local!, mapped!, path.join(dir, "src/warlock.d.ts")], { ...options, paths: { "@langchain/core/tools": [path.join(dir, "vendor/langchain-tools.ts")] } });
  const packageNames = new Set(PACKAGES.map(packageOf));
  const isFramework = (name: string) => packageNames.has(name);

  it("names per file the framework and schema-library packages no node_modules holds and TypeScript cannot resolve", () => {
    expect(missingImportsOf(program, program.getSourceFile(ai!)!, isFramework)).toEqual(["ai", "zod"]);
    // `left-pad` is not a framework, `node:fs` is Node's: neither is asked about.
    expect(missingImportsOf(program, program.getSourceFile(mcp!)!, isFramework)).toEqual(["@modelcontextprotocol/sdk"]);
    expect(missingImportsOf(program, program.getSourceFile(local!)!, isFramework)).toEqual([]);
    expect(missingImportsOf(program, program.getSourceFile(mapped!)!, isFramework)).toEqual([]);
    // What the program declares itself: another program of the project may lack the declaration.
    expect([...declaredPackages(program)]).toEqual(["@warlock.js/ai"]);
  });

  it("gathers them once per program, by package, in program order", () => {
    const missing = missingDependencies(program, PACKAGES);
    expect(Object.fromEntries(missing)).toEqual({ ai: [ai], zod: [ai], "@modelcontextprotocol/sdk": [mcp] });
    expect(missingDependencies(program, PACKAGES)).toBe(missing);
    expect(missingDependenciesMessage(missing)).toBe(
      "2 file(s) import packages that are not installed (@modelcontextprotocol/sdk, ai, zod): their tools are found by the imports alone, and schemas that need those types are not read. Run your install first, and add @modelcontextprotocol/sdk to the dependencies: no package.json above those files lists it.",
    );
    expect(missingDependenciesMessage(new Map())).toBeUndefined();
  });

  it("is reported by a rule at the first file that imports one, and at no other file of the program", () => {
    const fresh = ts.createProgram([ai!, mcp!, local!], options);
    // A file that imports nothing missing does not take the report.
    expect(missingDependenciesToReport(fresh, fresh.getSourceFile(local!)!, PACKAGES)).toBeUndefined();
    expect([...missingDependenciesToReport(fresh, fresh.getSourceFile(mcp!)!, PACKAGES)!.keys()]).toEqual(["ai", "zod", "@modelcontextprotocol/sdk"]);
    expect(missingDependenciesToReport(fresh, fresh.getSourceFile(ai!)!, PACKAGES)).toBeUndefined();
    // A new program (the next edit in an editor) is reported again.
    const next = ts.createProgram([ai!, mcp!, local!], options, undefined, fresh);
    expect(missingDependenciesToReport(next, next.getSourceFile(ai!)!, PACKAGES)?.size).toBe(3);
  });
});
