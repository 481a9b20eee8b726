import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { asSingleRun, parseArgs, report, type ReportResult } from "../../src/cli/report.js";

/**
 * A server in `app/` lists the tools of a sibling workspace package, `shared`, linked under
 * `app/node_modules` with `types` pointing at a `dist/` no install builds. The ESLint config gives no
 * types, so the report reads each tsconfig's files with its own program.
 */

const root = path.join(import.meta.dirname, "..", "..");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const files: Record<string, string> = {
  "eslint.config.mjs": `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser } }];\n`,
  "app/tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
  "app/src/server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TOOLS } from "shared";

export function setup(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
}
`,
  "shared/package.json": JSON.stringify({ name: "shared", type: "module", main: "dist/index.js", types: "dist/index.d.ts" }),
  "shared/tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", strict: true, outDir: "dist", rootDir: "src", types: [] }, include: ["src"] }),
  "shared/src/index.ts": `export * from "./tools.js";\n`,
  "shared/src/tools.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";

export const TOOLS: Tool[] = [
  { name: "search_tabs", description: "Search the open tabs", inputSchema: { type: "object", properties: { query: { type: "string" } } } },
  { name: "close_tab", description: "Close a tab", inputSchema: { type: "object", properties: { id: { type: "number" } } } },
];
`,
};

function project(): string {
  const dir = mkdtempSync(path.join(root, "scratch", "report-unbuilt-"));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  mkdirSync(path.join(dir, "app", "node_modules"), { recursive: true });
  symlinkSync("../../shared", path.join(dir, "app", "node_modules", "shared"));
  return dir;
}

async function reportOn(dir: string): Promise<ReportResult> {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  return asSingleRun(() => report(args, dir));
}

describe("a workspace package whose types are not built", () => {
  it("is read from its sources, and its tools are reported at the listing with where they are written", async () => {
    const result = await reportOn(project());
    expect(result.tools.map((t) => [t.file, t.line, t.writtenIn, t.name, t.route])).toEqual([
      ["app/src/server.ts", 6, "shared/src/tools.ts:4", "search_tabs", "literal"],
      ["app/src/server.ts", 6, "shared/src/tools.ts:5", "close_tab", "literal"],
    ]);
  }, 120_000);
});

describe("a workspace package whose types are not built, under a typed ESLint config", () => {
  it("is read again from its sources for the files that import it, and one note says so", async () => {
    const dir = project();
    writeFileSync(
      path.join(dir, "eslint.config.mjs"),
      `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }];\n`,
    );
    const result = await reportOn(dir);
    expect(result.tools.map((t) => [t.file, t.line, t.writtenIn, t.name, t.route, t.typesFrom])).toEqual([
      ["app/src/server.ts", 6, "shared/src/tools.ts:4", "search_tabs", "literal", "tsconfig"],
      ["app/src/server.ts", 6, "shared/src/tools.ts:5", "close_tab", "literal", "tsconfig"],
    ]);
    expect(result.notes).toEqual([
      "app/tsconfig.json: 1 file(s) import workspace packages whose declared types are not built, themselves or through the project's files they import: read again with this tsconfig's compiler options and those packages' sources",
    ]);
  }, 120_000);

  it("reads again the files that reach the package only through the project's files they import", async () => {
    const dir = project();
    writeFileSync(
      path.join(dir, "eslint.config.mjs"),
      `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }];\n`,
    );
    // The server lists what a Map holds, so only the type says which literals are tools; that type is made
    // in spec.ts from the package's, and neither the server nor the tools' file imports the package.
    writeFileSync(path.join(dir, "shared", "src", "index.ts"), `export type { Tool as ToolSpec } from "@modelcontextprotocol/sdk/types.js";\n`);
    writeFileSync(path.join(dir, "app", "src", "spec.ts"), `import type { ToolSpec } from "shared";\nexport type Spec = ToolSpec & { readonly hidden?: boolean };\n`);
    writeFileSync(
      path.join(dir, "app", "src", "tools.ts"),
      `import type { Spec } from "./spec.js";
export const registry = new Map<string, Spec>();
registry.set("search", { name: "search tabs", description: "Search the open tabs", inputSchema: { type: "object", properties: { query: { type: "string" } } } });
registry.set("close", { name: "close_tab", description: "Close a tab", inputSchema: { type: "object", properties: { id: { type: "number" } } } });
`,
    );
    writeFileSync(
      path.join(dir, "app", "src", "server.ts"),
      `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { registry } from "./tools.js";

export function setup(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...registry.values()] }));
}
`,
    );
    const result = await reportOn(dir);
    expect(result.tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["app/src/tools.ts", 3, "search tabs", "literal"],
      ["app/src/tools.ts", 4, "close_tab", "literal"],
    ]);
    expect(result.notes).toEqual([
      "app/tsconfig.json: 3 file(s) import workspace packages whose declared types are not built, themselves or through the project's files they import: read again with this tsconfig's compiler options and those packages' sources",
    ]);
  }, 120_000);

  it("names the package when its sources cannot be found either", async () => {
    const dir = project();
    writeFileSync(
      path.join(dir, "eslint.config.mjs"),
      `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }];\n`,
    );
    // Types declared under `build/`, which its tsconfig's `outDir` (`dist`) does not build: no source is known for them.
    writeFileSync(path.join(dir, "shared", "package.json"), JSON.stringify({ name: "shared", type: "module", main: "build/index.js", types: "build/index.d.ts" }));
    const result = await reportOn(dir);
    expect(result.tools.map((t) => [t.file, t.line, t.name, t.unresolved])).toEqual([
      [
        "app/src/server.ts",
        6,
        null,
        "the listed tools `TOOLS` have no type: `TOOLS` is imported from `shared`, whose declared types (`build/index.d.ts`) do not exist: build that package, or map `shared` to its sources with `paths` in the tsconfig",
      ],
    ]);
    expect(result.notes).toEqual([
      "`shared` has no types here (its declared `build/index.d.ts` is not built): what app/src/server.ts imports from it has no type, so tools made of it may be missed; build it first, or map it to its sources with `paths`",
      "app/tsconfig.json: 1 file(s) import workspace packages whose declared types are not built, themselves or through the project's files they import: read again with this tsconfig's compiler options and those packages' sources",
    ]);
  }, 120_000);
});
