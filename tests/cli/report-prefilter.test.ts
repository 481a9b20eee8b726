import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { calleeFramework, frameworks } from "../../src/frameworks/index.js";
import { filesThatMayHoldTools, specifiersOf } from "../../src/cli/prefilter.js";
import { createProgress } from "../../src/cli/progress.js";
import { createTsconfigCover } from "../../src/cli/tsconfig-cover.js";

const root = path.join(import.meta.dirname, "..", "..");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const dir = mkdtempSync(path.join(root, "scratch", "prefilter-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string>): string[] {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return Object.keys(files).map((file) => path.join(dir, file));
}
const names = (files: readonly string[]) => files.map((file) => path.relative(dir, file)).sort();

describe("the report's prefilter", () => {
  it("reads every way a module is named", () => {
    const text = `import a from "a";\nimport type { B } from 'b';\nexport * from "c";\nimport "d";\nconst e = await import("e");\nconst f = require("f");\nexport { g } from "./g.js";`;
    expect(specifiersOf(text)).toEqual(["a", "b", "c", "d", "e", "f", "./g.js"]);
  });

  it("keeps a file importing any package of any framework module, read from the modules", () => {
    const files = tree(
      Object.fromEntries(frameworks.flatMap((f) => f.packages.map((p, i) => [`direct/${f.id}-${i}.ts`, `import { x } from "${p}";\nexport const y = x;\n`]))),
    );
    expect(filesThatMayHoldTools(files, frameworks)).toEqual(files);
  });

  it("follows local imports transitively, and drops files whose imports lead to no framework", () => {
    const files = tree({
      "chain/lib/ai.ts": `export { tool } from "ai";\n`,
      "chain/lib/index.ts": `export * from "./ai.js";\n`,
      "chain/tools.ts": `import { tool } from "./lib/index.js";\nexport const t = tool({ inputSchema: undefined as never });\n`,
      // A user's helper that forwards to server.registerTool, and a file that only calls the helper.
      "chain/seam.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const register = (s: McpServer) => s;\n`,
      "chain/uses-seam.ts": `import { register } from "./seam";\nregister(undefined as never);\n`,
      "chain/cycle-a.ts": `import "./cycle-b.js";\nimport "./lib/ai.js";\n`,
      "chain/cycle-b.ts": `import "./cycle-a.js";\n`,
      "plain/util.ts": `import { z } from "zod";\nimport { readFileSync } from "node:fs";\nimport path from "path";\nimport { readFile } from "fs/promises";\nexport const s = z.string();\n`,
      "plain/uses-util.ts": `import { s } from "./util.js";\nimport { missing } from "./nowhere.js";\nexport const t = s;\n`,
    });
    expect(names(filesThatMayHoldTools(files, frameworks))).toEqual([
      "chain/cycle-a.ts",
      "chain/cycle-b.ts",
      "chain/lib/ai.ts",
      "chain/lib/index.ts",
      "chain/seam.ts",
      "chain/tools.ts",
      "chain/uses-seam.ts",
    ]);
  });

  it("keeps the elements of a catalog a kept file imports, which import no framework themselves", () => {
    const files = tree({
      "catalog/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { tools } from "./tools/index.js";\nexport const s = [McpServer, tools];\n`,
      "catalog/tools/index.ts": `import { search } from "./search.js";\nimport { format } from "../format.js";\nexport const tools = { search, format };\n`,
      "catalog/tools/search.ts": `import { z } from "zod";\nexport const search = { name: "search", description: "Search.", inputSchema: { q: z.string() } };\n`,
      "catalog/format.ts": `export const format = (text: string) => text.trim();\n`,
    });
    // search.ts names a tool's parts; the index and format.ts name none (the index holds no tool of its own).
    expect(names(filesThatMayHoldTools(files, frameworks))).toEqual(["catalog/server.ts", "catalog/tools/search.ts"]);
  });

  it("keeps what may be the user's own code behind a bare specifier: an alias, a linked workspace package", () => {
    const files = tree({
      "bare/alias.ts": `import { tool } from "@/lib/ai";\n`,
      "bare/workspace.ts": `import { tools } from "@acme/kit";\n`,
      "bare/installed.ts": `import { tools } from "@acme/installed";\n`,
      "bare/node_modules/@acme/installed/index.d.ts": `export declare const tools: unknown;\n`,
      "kit/index.ts": `export const tools = [];\n`,
    });
    symlinkSync(path.join(dir, "kit"), path.join(dir, "bare/node_modules/@acme/kit"));
    expect(names(filesThatMayHoldTools(files.slice(0, 3), frameworks))).toEqual(["bare/alias.ts", "bare/workspace.ts"]);
  });

  it("keeps `callees` files, files importing them, and files importing a `callees` package", () => {
    const files = tree({
      "callees/define.ts": `export function defineTool<T>(t: T): T {\n  return t;\n}\n`,
      "callees/tools.ts": `import { defineTool } from "./define.js";\nexport const t = defineTool({});\n`,
      // zod is installed and is no framework: only the callee makes this file a candidate.
      "callees/pkg.ts": `import { strictTool } from "zod";\nexport const t = strictTool({});\n`,
      "callees/other.ts": `export const n = 1;\n`,
    });
    const all = [
      ...frameworks,
      calleeFramework({ from: "file", path: "callees/define.ts", name: "defineTool", sends: "as-written" }, dir),
      calleeFramework({ from: "package", package: "zod", name: "strictTool", sends: "as-written" }, dir),
    ];
    expect(names(filesThatMayHoldTools(files, all))).toEqual(["callees/define.ts", "callees/pkg.ts", "callees/tools.ts"]);
    expect(names(filesThatMayHoldTools(files, frameworks))).toEqual([]);
  });
});

describe("which files a tsconfig covers", () => {
  it("looks at the nearest tsconfig, its references and the ones above", () => {
    const files = tree({
      "cover/tsconfig.json": JSON.stringify({ files: [], references: [{ path: "./pkg" }] }),
      "cover/pkg/tsconfig.json": JSON.stringify({ compilerOptions: { composite: true }, include: ["src"] }),
      "cover/pkg/src/a.ts": "export {};\n",
      "cover/pkg/scripts/b.ts": "export {};\n",
      "cover/examples/c.ts": "export {};\n",
      "cover/nested/tsconfig.json": JSON.stringify({ include: ["only-this.ts"] }),
      "cover/nested/d.ts": "export {};\n",
    });
    const cover = createTsconfigCover();
    const covered = Object.fromEntries(files.filter((f) => f.endsWith(".ts")).map((f) => [path.relative(dir, f), cover.covers(f)]));
    expect(covered).toEqual({ "cover/pkg/src/a.ts": true, "cover/pkg/scripts/b.ts": false, "cover/examples/c.ts": false, "cover/nested/d.ts": false });
  });
});

describe("the progress line", () => {
  it("updates one line on a terminal and clears it at the end", () => {
    const written: string[] = [];
    const progress = createProgress({ isTTY: true, write: (text: string) => written.push(text) });
    progress.update(8, 45);
    progress.update(16, 45);
    progress.end();
    expect(written).toEqual(["\r\x1b[Ktool-schema: 8/45 files", "\r\x1b[Ktool-schema: 16/45 files", "\r\x1b[K"]);
  });

  it("writes nothing when stderr is not a terminal", () => {
    const written: string[] = [];
    const progress = createProgress({ isTTY: false, write: (text: string) => written.push(text) });
    progress.update(1, 2);
    progress.end();
    expect(written).toEqual([]);
  });
});
