import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { programReachesFrameworks } from "../../../src/analysis/recognition/reachable-frameworks.js";
import { calleeFramework, frameworks } from "../../../src/frameworks/index.js";

/**
 * A program no framework reaches gets no further work: decided from what its files import and which
 * packages' declarations it holds, before any checker call. Each case is a real program over files on disk.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const root = mkdtempSync(path.join(scratch, "reachable-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OPTIONS = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] };

/** A program over `files` (paths relative to a fresh project folder), rooted at its `.ts` files outside node_modules. */
function programOf(name: string, files: Record<string, string>): ts.Program {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries({ "package.json": JSON.stringify({ type: "module" }), ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const roots = Object.keys(files).filter((file) => /\.ts$/.test(file) && !file.startsWith("node_modules/")).map((file) => path.join(dir, file));
  return ts.createProgram(roots, OPTIONS);
}

const kit = (pkg: string, dts: string) => ({
  [`node_modules/${pkg}/package.json`]: JSON.stringify({ name: pkg, version: "1.0.0", types: "index.d.ts" }),
  [`node_modules/${pkg}/index.d.ts`]: dts,
});

describe("programReachesFrameworks", () => {
  it.each([
    ["a library importing only its own files and other packages", false, {
      "src/index.ts": `import { check } from "./check.js";\nimport { isEmail } from "validator";\nexport const run = (s: string) => check(s) && isEmail(s);\n`,
      "src/check.ts": `export const check = (s: string) => s.length > 0;\n// a comment naming @modelcontextprotocol/sdk is not an import\nexport const tool = { name: "x", description: "y", inputSchema: {} };\n`,
      ...kit("validator", "export declare function isEmail(s: string): boolean;\n"),
    }],
    ["a file importing a framework's subpath", true, {
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server: McpServer | undefined = undefined;\n`,
    }],
    ["a framework imported but not installed (a checkout before install)", true, {
      "src/agent.ts": `import { ai } from "@warlock.js/ai";\nexport const t = ai;\n`,
    }],
    ["a framework re-exported by a file", true, {
      "src/index.ts": `export { tool } from "ai";\n`,
    }],
    ["only a package's declarations import the framework (a workspace kit)", true, {
      "src/tools.ts": `import { defineTool } from "@acme/kit";\nexport const t = defineTool;\n`,
      ...kit("@acme/kit", `import type { Tool } from "ai";\nexport declare function defineTool(definition: Tool): Tool;\n`),
    }],
    ["an ambient module declaration of the framework", true, {
      "src/types.d.ts": `declare module "@warlock.js/ai" { export const ai: { tool(definition: object): object }; }\n`,
      "src/index.ts": `export const n = 1;\n`,
    }],
  ] as const)("%s: %s", (name, expected, files) => {
    const program = programOf(name.replace(/\W+/g, "-"), files);
    expect(programReachesFrameworks(program, frameworks)).toBe(expected);
  });

  it("keeps every program open when a user's factory comes from a file of the project", () => {
    const program = programOf("callee-file", { "src/index.ts": `export const n = 1;\n` });
    const withCallee = [...frameworks, calleeFramework({ from: "file", path: "src/define-tool.ts", name: "defineTool", sends: "as-written" }, root)];
    expect([programReachesFrameworks(program, frameworks), programReachesFrameworks(program, withCallee)]).toEqual([false, true]);
  });

  it("counts a user's factory from a package like a framework's package", () => {
    const program = programOf("callee-package", { "src/index.ts": `import { defineTool } from "@acme/tools";\nexport const t = defineTool;\n` });
    const withCallee = [...frameworks, calleeFramework({ from: "package", package: "@acme/tools", name: "defineTool", sends: "as-written" }, root)];
    expect([programReachesFrameworks(program, frameworks), programReachesFrameworks(program, withCallee)]).toEqual([false, true]);
  });
});
