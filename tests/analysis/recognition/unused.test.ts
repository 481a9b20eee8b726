import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";

// AI SDK and Mastra tools are values: each is sent when code passes it on. The report says which
// ones nothing in the program reads, and still checks them where they would go.
const tools = `import { tool } from "ai";
import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const weather = tool({ description: "Weather.", inputSchema: z.object({ city: z.string() }) });
export const search = tool({ description: "Search.", inputSchema: z.object({ q: z.string() }) });
export const forgotten = tool({ description: "Never passed on.", inputSchema: z.object({ a: z.string() }) });
const local = tool({ description: "Read in this file.", inputSchema: z.object({ b: z.string() }) });
const localUnused = tool({ description: "Read nowhere.", inputSchema: z.object({ c: z.string() }) });
export const toolbox = { local };
export const calendar = createTool({ id: "calendar", description: "Calendar.", inputSchema: z.object({ d: z.string() }) });
export const renamed = createTool({ id: "renamed", description: "Re-exported under another name.", inputSchema: z.object({ e: z.string() }) });
export default tool({ description: "A default export: what holds it is outside this file.", inputSchema: z.object({ f: z.string() }) });
`;
const uses = `import { generateText } from "ai";
import { weather, search as find } from "./tools.js";
export { renamed as renamedAgain } from "./tools.js";
export const picked = [find];
export async function run(model: Parameters<typeof generateText>[0]["model"]) {
  return generateText({ model, prompt: "x", tools: { weather } });
}
`;
const bulk = `import * as catalog from "./catalog.js";
export const all = Object.values(catalog);
`;
const catalog = `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const fromCatalog = createTool({ id: "from-catalog", description: "Taken by a namespace import.", inputSchema: z.object({ g: z.string() }) });
`;
const loaded = `import { tool } from "ai";
import { z } from "zod";
export const plugin = tool({ description: "Loaded by a path computed at run time.", inputSchema: z.object({ h: z.string() }) });
`;
const loader = `export async function load(name: string) {
  return import(\`./plugins/\${name}.js\`);
}
`;

describe("tools whose const nothing in the program reads", () => {
  it("are reported as used nowhere, and checked where they would go", async () => {
    const { tools: reported } = await lintProject({ "tools.ts": tools, "uses.ts": uses, "bulk.ts": bulk, "catalog.ts": catalog });
    expect(reported.map((t) => [t.file, t.line, t.name, t.usedNowhere ?? false])).toEqual([
      ["catalog.ts", 3, "from-catalog", false],
      ["tools.ts", 4, "weather", false],
      // An AI SDK tool is named by the key of the tools object that holds it: these have none. `search` and
      // `local` are held only by consts nothing reads (`picked`, `toolbox`): handed on to nothing.
      ["tools.ts", 5, null, true],
      ["tools.ts", 6, null, true],
      ["tools.ts", 7, "local", true],
      ["tools.ts", 8, null, true],
      ["tools.ts", 10, "calendar", true],
      // A re-export only hands the name on; nothing reads it under either name.
      ["tools.ts", 11, "renamed", true],
      ["tools.ts", 12, null, false],
    ]);
    const forgotten = reported.find((t) => t.file === "tools.ts" && t.line === 6)!;
    expect(forgotten.destinations.map((d) => d.target)).toEqual(["openai", "anthropic", "google"]);
    expect(forgotten.via).toMatch(/^used nowhere in this program outside tests; it would go /);
  });

  it("are not claimed unused when the program imports modules by a path computed at run time", async () => {
    const { tools: reported } = await lintProject({ "plugins/plugin.ts": loaded, "loader.ts": loader });
    expect(reported.map((t) => [t.file, t.name, t.usedNowhere ?? false])).toEqual([["plugins/plugin.ts", null, false]]);
  });

  it("are reported as used nowhere when a function the module keeps to itself builds them and nothing calls it", async () => {
    const { tools: reported } = await lintProject({
      "types.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export interface ToolDefinition extends Tool { readonly group?: string }
`,
      "tools/live.ts": `import type { ToolDefinition } from "../types.js";
export function liveTools(): ToolDefinition[] {
  return [{ name: "list_notes", description: "Lists the notes.", inputSchema: { type: "object", properties: {} } }];
}
`,
      "tools/old.ts": `import type { ToolDefinition } from "../types.js";
// Kept to itself and called by nothing: dead.
function oldTools(): ToolDefinition[] {
  return [{ name: "list_notes_v1", description: "Lists the notes (replaced).", inputSchema: { type: "object", properties: {} } }];
}
// Exported, but it only makes the tools for a caller, and the program has none (a re-export hands it on).
export function spareTools(): ToolDefinition[] {
  return [{ name: "list_notes_v0", description: "Lists the notes (spare).", inputSchema: { type: "object", properties: {} } }];
}
`,
      "tools/index.ts": `export * from "./live.js";
export { spareTools as legacyTools } from "./old.js";
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { liveTools } from "./tools/index.js";
const registry = new Map<string, Tool>();
for (const tool of liveTools()) registry.set(tool.name, tool);
export const server = new Server({ name: "notes", version: "1" }, { capabilities: { tools: {} } });
// \`[...registry.values()]\`: the values of the type the Map's iterator yields.
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...registry.values()] }));
`,
    });
    expect(reported.map((t) => [t.file, t.line, t.name, t.usedNowhere ?? false])).toEqual([
      ["tools/live.ts", 3, "list_notes", false],
      ["tools/old.ts", 4, "list_notes_v1", true],
      ["tools/old.ts", 8, "list_notes_v0", true],
    ]);
  });

  it("are reported as used nowhere when an exported factory makes them and nothing calls it, not when an exported function uses them", async () => {
    const { tools: reported } = await lintProject({
      "factories.ts": `import { tool } from "ai";
import { z } from "zod";
export function createSearchTool() {
  return tool({ description: "Searches the web.", inputSchema: z.object({ q: z.string() }) });
}
export const createMailTools = () => {
  const send = tool({ description: "Sends a mail.", inputSchema: z.object({ to: z.string() }) });
  return { send };
};
export function createPageTool() {
  return tool({ description: "Fetches a page.", inputSchema: z.object({ url: z.string() }) });
}
export const createNoteTool = () => tool({ description: "Writes a note.", inputSchema: z.object({ text: z.string() }) });
// Only its type is read: \`typeof\` in a type reads no value.
export type NoteTool = ReturnType<typeof createNoteTool>;
`,
      "route.ts": `import { streamText, tool, type LanguageModel } from "ai";
import { z } from "zod";
import { createPageTool } from "./factories.js";
// A route handler: called by the framework's convention, and the tools are used inside it.
export async function POST(model: LanguageModel) {
  return streamText({ model, prompt: "x", tools: { weather: tool({ description: "Weather.", inputSchema: z.object({ city: z.string() }) }), page: createPageTool() } });
}
`,
    });
    expect(reported.map((t) => [t.file, t.line, t.usedNowhere ?? false])).toEqual([
      ["factories.ts", 4, true],
      ["factories.ts", 7, true],
      ["factories.ts", 11, false],
      ["factories.ts", 13, true],
      ["route.ts", 6, false],
    ]);
  });

  it("are reported as used nowhere when an exported registrar nothing calls registers them on the server it is handed", async () => {
    const registrar = (name: string, tool: string) => `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export default function ${name}(server: McpServer) {
  server.tool("${tool}", "Does ${tool}.", { id: z.string() }, async () => ({ content: [] }));
}
`;
    const { tools: reported } = await lintProject({
      "tools/builds.ts": registrar("addBuildTools", "list_builds"),
      // No module imports this one: its registrar never runs.
      "tools/failures.ts": registrar("addFailureTools", "list_failures"),
      "tools/named.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export function addNamedTools(server: McpServer) {
  server.tool("list_named", "Lists names.", { id: z.string() }, async () => ({ content: [] }));
}
export function addSpareTools(server: McpServer) {
  server.tool("list_spare", "Lists spares.", { id: z.string() }, async () => ({ content: [] }));
}
`,
      // A route called by its framework's convention builds its own server: not a registrar.
      "route.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
export async function POST() {
  const server = new McpServer({ name: "route", version: "1" });
  server.tool("route_tool", "A route's tool.", { id: z.string() }, async () => ({ content: [] }));
  return server;
}
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import registerBuilds from "./tools/builds.js";
import { addNamedTools } from "./tools/named.js";
export const server = new McpServer({ name: "ci", version: "1" });
for (const register of [registerBuilds, addNamedTools]) register(server);
`,
    });
    expect(reported.map((t) => [t.file, t.name, t.usedNowhere ?? false])).toEqual([
      ["route.ts", "route_tool", false],
      ["tools/builds.ts", "list_builds", false],
      ["tools/failures.ts", "list_failures", true],
      ["tools/named.ts", "list_named", false],
      ["tools/named.ts", "list_spare", true],
    ]);
  });

  it("are reported as used nowhere when only tests or an object nothing reads hold them, and tests' own tools count their tests' reads", async () => {
    const { tools: reported } = await lintProject({
      "src/tools.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const chunker = createTool({ id: "chunker", description: "Splits a document into chunks", inputSchema: z.object({ text: z.string() }) });
export const search = createTool({ id: "search", description: "Searches the documents", inputSchema: z.object({ query: z.string() }) });
export const archive = createTool({ id: "archive", description: "Archives a document", inputSchema: z.object({ id: z.string() }) });
`,
      // An object nothing reads hands its tools to nothing; the agent above, read by nothing either, sends its own.
      "src/bundles.ts": `import { archive } from "./tools.js";
export const bundle = { archive };
`,
      "src/agent.ts": `import { Agent } from "@mastra/core/agent";
import { search } from "./tools.js";
export const agent = new Agent({ name: "docs", instructions: "Answer from the documents.", model: "openai/gpt-4o", tools: { search } });
`,
      // The test runs the tool's own execute: nothing sends it anywhere.
      "src/tests/tools.test.ts": `import { chunker } from "../tools.js";
import * as all from "../tools.js";
export const run = () => [chunker.execute, all];
`,
      "src/tests/fixture.test.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
const stub = createTool({ id: "stub", description: "A stub for the tests", inputSchema: z.object({}) });
export const use = () => stub;
`,
    });
    expect(reported.map((t) => [t.file, t.name, t.usedNowhere ?? false])).toEqual([
      ["src/tests/fixture.test.ts", "stub", false],
      ["src/tools.ts", "chunker", true],
      ["src/tools.ts", "search", false],
      ["src/tools.ts", "archive", true],
    ]);
  });

  it("are reported as used nowhere when a path computed at run time is written to name other files", async () => {
    const tool = (name: string) => `import { tool } from "ai";
import { z } from "zod";
export const ${name} = tool({ description: "Searches the web.", inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });
`;
    const { tools: reported } = await lintProject({
      "tools/search.ts": tool("search"),
      "plugins/lookup.ts": tool("lookup"),
      "kit/index.ts": tool("kitSearch"),
      "load.ts": `import path from "node:path";
import { pathToFileURL } from "node:url";
const CONFIG_PATH = pathToFileURL(path.join(process.cwd(), "app.config.ts")).href;
export const loadConfig = () => import(CONFIG_PATH);
export const loadLocale = (lang: string) => import(\`./locales/\${lang}.json\`);
export const loadPlugin = (name: string) => import(\`./plugins/\${name}.js\`);
export const loadKit = () => import(path.join(process.cwd(), "kit"));
`,
    });
    // The plugin loader may load \`plugins/lookup.ts\`, and a folder's path its index: only \`tools/search.ts\` is named by none.
    expect(reported.map((t) => [t.file, t.usedNowhere ?? false])).toEqual([
      ["kit/index.ts", false],
      ["plugins/lookup.ts", false],
      ["tools/search.ts", true],
    ]);
  });

  it("are reported as used nowhere when the program only reads their members: their code runs, the tool is not handed on", async () => {
    const { tools: reported } = await lintProject({
      "web.ts": `import { tool } from "ai";
import { z } from "zod";
export const searchStep = tool({ description: "Search the web for a workflow step.", inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });
export const fetchStep = tool({ description: "Fetch a page for a workflow step.", inputSchema: z.object({ url: z.string() }), execute: async ({ url }) => url });
export const sentTool = tool({ description: "Search the web.", inputSchema: z.object({ q: z.string() }), execute: async ({ q }) => q });
`,
      "step.ts": `import { generateText, type LanguageModel } from "ai";
import { searchStep, fetchStep, sentTool } from "./web.js";
export async function runStep(kind: string, input: { q: string; url: string }) {
  const run = kind === "search" ? searchStep.execute : undefined;
  const fetched = await fetchStep.execute!({ url: input.url }, { toolCallId: "1", messages: [] });
  return [await run?.({ q: input.q }, { toolCallId: "2", messages: [] }), fetched, sentTool.description];
}
export const ask = (model: LanguageModel) => generateText({ model, prompt: "x", tools: { sentTool } });
`,
    });
    expect(reported.map((t) => [t.file, t.line, t.name, t.usedNowhere ?? false])).toEqual([
      ["web.ts", 3, null, true],
      ["web.ts", 4, null, true],
      // Its description is read too, but the tool itself is passed on.
      ["web.ts", 5, "sentTool", false],
    ]);
  });
});

describe("the key an AI SDK tool is reported under", () => {
  const calendar = `import { tool } from "ai";
import { z } from "zod";
export const listEventsTool = tool({ description: "Lists events.", inputSchema: z.object({ day: z.string() }) });
// A per-file grouping nothing reads: it sends nothing, so its keys name nothing.
export const calendarTools = { listEvents: listEventsTool };
`;
  const registry = `import { generateText, type LanguageModel } from "ai";
import { listEventsTool } from "./calendar.js";
export const registry = { listCalendarEvents: listEventsTool };
export const run = (model: LanguageModel) => generateText({ model, prompt: "x", tools: registry });
`;

  it.each([
    ["the tool's file first", { "calendar.ts": calendar, "registry.ts": registry }],
    ["the registry first", { "registry.ts": registry, "calendar.ts": calendar }],
  ])("is the key of the object that is read, not of one nothing reads (%s)", async (_order, files) => {
    const { tools: reported } = await lintProject(files, { inOrder: true });
    expect(reported.map((t) => [t.file, t.line, t.name])).toEqual([["calendar.ts", 3, "listCalendarEvents"]]);
  });

  const terminal = `import { tool } from "ai";
import { z } from "zod";
export const runInTerminalTool = tool({ description: "Runs a command.", inputSchema: z.object({ command: z.string() }) });
// A default export of the file's tools: it names them only where a file imports it.
export default { runInTerminal: runInTerminalTool };
`;

  it.each([
    ["nothing imports the default", `import { runInTerminalTool } from "./terminal.js";
export const tools = { run_in_terminal: runInTerminalTool };`, "run_in_terminal"],
    ["a file spreads the default", `import terminalTools from "./terminal.js";
export const tools = { ...terminalTools };`, "runInTerminal"],
  ])("is the key of a default-exported object only when a file imports it (%s)", async (_case, imports, name) => {
    const { tools: reported } = await lintProject({
      "terminal.ts": terminal,
      "agent.ts": `import { generateText, type LanguageModel } from "ai";
${imports}
export const run = (model: LanguageModel) => generateText({ model, prompt: "x", tools });
`,
    });
    expect(reported.map((t) => [t.file, t.line, t.name])).toEqual([["terminal.ts", 3, name]]);
  });
});
