import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { mayHoldOrTakeTools } from "../../../src/analysis/recognition/import-reach.js";
import { indexReuseStats } from "../../../src/analysis/recognition/index-reuse.js";
import { frameworks } from "../../../src/frameworks/index.js";
import { lintProject } from "../../frameworks/harness.js";

/**
 * A file whose imports lead to no framework and to no file holding a tool is not analysed: decided per
 * program from the import graph. Each case is a real program over files on disk; `reaching` lists the
 * files that must be kept, every other `.ts` file of the case must not be.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const root = mkdtempSync(path.join(scratch, "import-reach-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const OPTIONS = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] };

function programOf(name: string, files: Record<string, string>, options: ts.CompilerOptions = OPTIONS): { program: ts.Program; dir: string } {
  const dir = path.join(root, name);
  for (const [file, text] of Object.entries({ "package.json": JSON.stringify({ type: "module" }), ...files })) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const roots = Object.keys(files).filter((file) => /\.ts$/.test(file) && !file.startsWith("node_modules/")).map((file) => path.join(dir, file));
  return { program: ts.createProgram(roots, options), dir };
}

const sdk = {
  "node_modules/@modelcontextprotocol/sdk/package.json": JSON.stringify({ name: "@modelcontextprotocol/sdk", version: "1.20.0", exports: { "./server/mcp.js": { types: "./mcp.d.ts" } } }),
  "node_modules/@modelcontextprotocol/sdk/mcp.d.ts": "export declare class McpServer { constructor(info: { name: string; version: string }); registerTool(name: string, config: object, cb: Function): void; tool(...args: unknown[]): void; }\n",
};

const util = `export const slug = (s: string) => s.toLowerCase();\n`;
const service = `import { slug } from "./util.js";\nexport const find = (s: string) => [slug(s)];\n`;

describe("mayHoldOrTakeTools", () => {
  it.each([
    ["a service and its utility, beside a server", ["src/server.ts", "src/main.ts"], {
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { find } from "./service.js";\nexport const server = new McpServer({ name: "s", version: "1" });\nserver.registerTool("find", { description: "Find" }, async () => find("x"));\n`,
      "src/main.ts": `import { server } from "./server.js";\nexport default server;\n`,
      "src/service.ts": service,
      "src/util.ts": util,
      ...sdk,
    }],
    ["names imported through an index that re-exports a framework-typed module beside a utility", ["src/typed.ts", "src/index.ts", "src/uses-typed.ts"], {
      "src/typed.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const serverName = (server: McpServer) => String(server);\n`,
      "src/index.ts": `export * from "./typed.js";\nexport * from "./util.js";\n`,
      "src/uses-util.ts": `import { slug } from "./index.js";\nexport const id = slug("A");\n`,
      "src/uses-typed.ts": `import { serverName } from "./index.js";\nexport const name = serverName;\n`,
      "src/util.ts": util,
      ...sdk,
    }],
    ["a type imported from a framework", ["src/types.ts", "src/uses-types.ts"], {
      "src/types.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport type Server = McpServer;\n`,
      "src/uses-types.ts": `import type { Server } from "./types.js";\nexport const register = (server: Server) => server;\n`,
      "src/util.ts": util,
      ...sdk,
    }],
    ["a framework's method called on an untyped parameter, in a file importing only a utility", ["src/weather.ts", "src/index.ts"], {
      "src/weather.ts": `import { slug } from "./util.js";\n// eslint-disable-next-line\nexport function registerWeather(server: any) { server.tool("weather", slug("Weather"), async () => ({ content: [] })); }\n`,
      "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { registerWeather } from "./weather.js";\nregisterWeather(new McpServer({ name: "w", version: "1" }));\n`,
      "src/util.ts": util,
      ...sdk,
    }],
    ["an element of a catalog another file registers, and the file that spreads it", ["src/catalog.ts", "src/all.ts", "src/server.ts"], {
      "src/catalog.ts": `export const pingTool = { name: "ping", description: "Answer pong", inputSchema: { type: "object" as const, properties: {} } };\n`,
      "src/all.ts": `import { pingTool } from "./catalog.js";\nexport const all = [pingTool];\n`,
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { all } from "./all.js";\nconst server = new McpServer({ name: "s", version: "1" });\nfor (const t of all) server.registerTool(t.name, { description: t.description }, async () => ({ content: [] }));\n`,
      "src/service.ts": service,
      "src/util.ts": util,
      ...sdk,
    }],
    ["modules loaded by import() and require() calls, which import declarations do not show", ["src/server.ts", "src/loader.ts", "src/required.ts", "src/computed.ts"], {
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nexport const server = new McpServer({ name: "s", version: "1" });\n`,
      "src/loader.ts": `export const load = () => import("./server.js");\n`,
      "src/required.ts": `declare const require: (id: string) => unknown;\nexport const load = () => require("./server.js");\n`,
      "src/computed.ts": `export const load = (name: string) => import(\`./\${name}.js\`);\n`,
      "src/lazy-util.ts": `// a comment naming import("./server.js") loads nothing\nexport const load = () => import("./util.js");\n`,
      "src/util.ts": util,
      ...sdk,
    }],
  ])("%s", (name, reaching, files) => {
    const { program, dir } = programOf(name.replace(/\W+/g, "-"), files);
    const own = Object.keys(files).filter((file) => file.endsWith(".ts") && !file.startsWith("node_modules/"));
    const kept = own.filter((file) => mayHoldOrTakeTools(program, program.getSourceFile(path.join(dir, file))!, frameworks));
    expect(kept.sort()).toEqual([...reaching].sort());
  });

  it("keeps every file when a script (no import or export) may hold a tool, since its names are global", () => {
    // A file without import or export is a script where module detection is by syntax alone.
    const { program, dir } = programOf("global-script", {
      "src/tools.ts": `const pingTool = { name: "ping", description: "Answer pong", inputSchema: { type: "object", properties: {} } };\n`,
      "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nnew McpServer({ name: "s", version: "1" }).registerTool("a", { description: "A" }, async () => ({}));\n`,
      "src/util.ts": util,
      ...sdk,
    }, { ...OPTIONS, moduleDetection: ts.ModuleDetectionKind.Legacy });
    expect(mayHoldOrTakeTools(program, program.getSourceFile(path.join(dir, "src/util.ts"))!, frameworks)).toBe(true);
  });
});

describe("a file the import graph leaves out", () => {
  it("still has its tool found when a framework's method is called on an untyped parameter", async () => {
    const { tools } = await lintProject({
      "src/util.ts": util,
      "src/weather.ts": `import { slug } from "./util.js";\n// eslint-disable-next-line @typescript-eslint/no-explicit-any\nexport function registerWeather(server: any) {\n  server.registerTool(slug("Weather"), { description: "Weather for a city" }, async () => ({ content: [] }));\n}\n`,
      "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { registerWeather } from "./weather.js";\nregisterWeather(new McpServer({ name: "w", version: "1.0.0" }));\n`,
    });
    expect(tools.map((tool) => `${path.basename(tool.file)}:${tool.line}`)).toEqual(["weather.ts:4"]);
  });
});

describe("a seam called through an interface declared apart from the framework", () => {
  it("keeps the calling file, whose imports lead to no framework, and finds its tool", async () => {
    const { tools } = await lintProject({
      "src/registry.ts": `export interface Registry {\n  add(name: string, description: string): void;\n}\n`,
      "src/mcp-registry.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport type { Registry } from "./registry.js";\n\nexport class McpRegistry implements Registry {\n  constructor(private readonly server: McpServer) {}\n  add(name: string, description: string): void {\n    this.server.registerTool(name, { description }, async () => ({ content: [] }));\n  }\n}\n`,
      "src/weather.ts": `import type { Registry } from "./registry.js";\n\nexport function registerWeather(registry: Registry) {\n  registry.add("weather", "Weather for a city, by its name");\n}\n`,
      "src/index.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { McpRegistry } from "./mcp-registry.js";\nimport { registerWeather } from "./weather.js";\n\nregisterWeather(new McpRegistry(new McpServer({ name: "w", version: "1.0.0" })));\n`,
    });
    expect(tools.map((tool) => `${path.basename(tool.file)}:${tool.line}:${tool.name}`)).toEqual(["weather.ts:4:weather"]);
  });
});

describe("a file importing only packages", () => {
  const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { all } from "./ping.js";\n\nconst server = new McpServer({ name: "s", version: "1.0.0" });\nfor (const t of all) server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, async () => ({ content: [] }));\n`;
  const ping = `import { z } from "zod";\n\nexport const all = [{ name: "ping", description: "Answer pong to a word", inputSchema: { word: z.string() } }];\n`;

  it("is answered without the program's sink index when its text names no tool part (a config module)", async () => {
    const before = indexReuseStats();
    const { tools, messages } = await lintProject(
      { "src/config.ts": `import { z } from "zod";\n\nexport const config = z.object({ port: z.number() }).parse({ port: 8080 });\n` },
      { extraFiles: { "src/server.ts": server, "src/ping.ts": ping } },
    );
    const after = indexReuseStats();
    expect(after).toEqual(before);
    expect(tools).toEqual([]);
    expect(messages["src/config.ts"]).toEqual([]);
  });

  it("still holds a catalog's element another file registers when its text names one", async () => {
    const { tools } = await lintProject({ "src/ping.ts": ping }, { extraFiles: { "src/server.ts": server } });
    expect(tools.map((tool) => `${path.basename(tool.file)}:${tool.line}:${tool.name}`)).toEqual(["ping.ts:3:ping"]);
  });
});
