import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Tools written as data: a registration or listing written once for a catalog is read once per
 * element, and each tool stands at its own definition. Whole layouts are in tests/corpus/; these are
 * the edge cases of the walk.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const define = `import type { z } from "zod";
export interface ToolDef { name: string; description: string; inputSchema: z.ZodRawShape }
export const defineTool = <T extends ToolDef>(tool: T): T => tool;
`;

describe("catalogs registered in a loop", () => {
  it("names each tool by the key the registration reads, walks a namespace import and a destructured forEach", async () => {
    const { tools, messages } = await lintProject({
      "define.ts": define,
      "tools/weather.ts": `import { z } from "zod";
import { defineTool } from "../define.js";
export const weather = defineTool({ name: "get weather", description: "Weather in a city.", inputSchema: { city: z.string() } });
export const units = ["c", "f"] as const;
`,
      "tools/news.ts": `import { z } from "zod";
import { defineTool } from "../define.js";
export const news = defineTool({ name: "news", description: "Headlines.", inputSchema: { topic: z.string().optional() } });
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as weatherTools from "./tools/weather.js";
import { news } from "./tools/news.js";
const server = new McpServer({ name: "s", version: "1" });
for (const [name, tool] of Object.entries(weatherTools)) {
  if (typeof tool === "object" && "inputSchema" in tool) server.registerTool(name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
[news].forEach(({ name, description, inputSchema }) => server.registerTool(name, { description, inputSchema }, async () => ({ content: [] })));
`,
    });
    // The export's name is the key: "weather", not the definition's own "get weather"; `units` is no tool.
    expect(toolLines(tools)).toEqual(["tools/news.ts:3 server.registerTool() news zod", "tools/weather.ts:3 server.registerTool() weather zod"]);
    expect(tools.map((t) => t.set?.id)).toEqual(["server.ts#server", "server.ts#server"]);
    for (const file of ["server.ts", "tools/weather.ts", "tools/news.ts"]) expect(findingsOf(messages[file])).toEqual([]);
  });

  it("keeps the registration as one unresolved tool, saying why, when the catalog cannot be walked", async () => {
    const { tools, messages } = await lintProject({
      "define.ts": define,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolDef } from "./define.js";
declare function loadTools(): ToolDef[];
const server = new McpServer({ name: "s", version: "1" });
for (const tool of loadTools()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "server.ts:5 server.registerTool() (no name) unresolved: it is registered once for each element of `loadTools()`, which cannot be followed statically: `loadTools()` is not an array or object of tool definitions written in the source; no value of type `ToolDef` is written in the program's sources",
    ]);
    // Said once, by the recommended rule for tools that cannot be followed, not again as an unresolved schema.
    expect(findingsOf(messages["server.ts"])).toEqual(["unfollowed-tools/unfollowed@5:20-5:31"]);
  });

  it("finds a tool once when two catalogs and a typed value hold it", async () => {
    const { tools } = await lintProject({
      "read.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const READ: Tool = { name: "read", description: "Read a file.", inputSchema: { type: "object", properties: { path: { type: "string" } } } };
export const ALL = [READ];
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ALL, READ } from "./read.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [READ, ...ALL.map((tool) => ({ ...tool }))] }));
`,
    });
    expect(toolLines(tools)).toEqual(["read.ts:2 tools/list handler read literal"]);
    expect(tools[0]!.set?.id).toBe("server.ts#server");
  });

  it("reads a base class's field its constructor assigns from a parameter as what each subclass passes up through super()", async () => {
    const { tools, messages } = await lintProject({
      "base.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodObject, ZodRawShape } from "zod";
export abstract class BaseTool<Input extends ZodObject<ZodRawShape>> {
  abstract readonly name: string;
  abstract readonly description: string;
  readonly inputSchema: Input;
  constructor(params: { inputSchema: Input }) {
    this.inputSchema = params.inputSchema;
  }
  installTo(server: McpServer): void {
    server.registerTool(this.name, { description: this.description, inputSchema: this.inputSchema.shape }, async () => ({ content: [] }));
  }
}
export abstract class ApiTool<Input extends ZodObject<ZodRawShape>> extends BaseTool<Input> {
  constructor(params: { inputSchema: Input }, readonly token: string) {
    super(params);
  }
}
`,
      "tools.ts": `import { z } from "zod";
import { ApiTool, BaseTool } from "./base.js";
const LengthInput = z.object({ coordinates: z.array(z.number()), units: z.enum(["km", "mi"]).optional() });
export class LengthTool extends BaseTool<typeof LengthInput> {
  readonly name = "length_tool";
  readonly description = "Measure the length of a line.";
  constructor() {
    super({ inputSchema: LengthInput });
  }
}
export class GeocodeTool extends ApiTool<z.ZodObject<{ query: z.ZodString }>> {
  readonly name = "geocode tool";
  readonly description = "Find a place by its name.";
  constructor(token: string) {
    super({ inputSchema: z.object({ query: z.string().min(1) }) }, token);
  }
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools.ts:4 server.registerTool() length_tool zod", "tools.ts:11 server.registerTool() geocode tool zod"]);
    expect(tools[0]!.schema).toMatchObject({ properties: { coordinates: { type: "array" }, units: { enum: ["km", "mi"] } }, required: ["coordinates"] });
    expect(tools[1]!.schema).toMatchObject({ properties: { query: { type: "string", minLength: 1 } }, required: ["query"] });
    expect(findingsOf(messages["tools.ts"])).toEqual(["invalid-name/invalidName@12:19-12:33"]);
  });

  it("reads a base class's registration of this.* once per concrete subclass, at the subclass", async () => {
    const { tools, messages } = await lintProject({
      "tool.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
export abstract class ToolBase {
  public abstract name: string;
  protected abstract description: string;
  protected abstract argsShape: ZodRawShape;
  register(server: McpServer): void {
    server.tool(this.name, this.description, this.argsShape, async () => ({ content: [] }));
  }
}
`,
      "args.ts": `import { z } from "zod";
export const DbArgs = { database: z.string().describe("Database name") };
// Returns the same schema whatever it is given: read as that schema.
export const collectionArg = () => z.string().describe("Collection name");
`,
      "count.ts": `import { z } from "zod";
import { ToolBase } from "./tool.js";
import { collectionArg, DbArgs } from "./args.js";
export abstract class DbToolBase extends ToolBase {}
export class CountTool extends DbToolBase {
  public name = "count";
  protected description = "Count the documents of a collection";
  protected argsShape = { ...DbArgs, collection: collectionArg(), query: z.object({}).passthrough().optional() };
}
export class DropTool extends DbToolBase {
  public name = "drop collection";
  protected description = "Drop a collection";
  protected argsShape = { ...DbArgs, collection: collectionArg() };
}
`,
    });
    expect(toolLines(tools)).toEqual(["count.ts:5 server.tool() count zod", "count.ts:10 server.tool() drop collection zod"]);
    expect(tools[0]!.schema).toMatchObject({ properties: { database: { type: "string" }, collection: { type: "string", description: "Collection name" } }, required: ["database", "collection"] });
    expect(findingsOf(messages["count.ts"])).toEqual(["invalid-name/invalidName@11:17-11:34"]);
    expect(findingsOf(messages["tool.ts"])).toEqual([]);
  });

  it("reads factories of definitions listed by a factory, registered on a subclass of McpServer", async () => {
    const { tools } = await lintProject({
      "customers.ts": `import { z } from "zod";
export const createCustomerPrompt = (_context = {}) => \`Create a customer.\`;
export const createCustomerParameters = (_context = {}) => z.object({ name: z.string(), email: z.string().optional() });
const tool = (context: { account?: string }) => ({
  method: "create_customer",
  name: "Create Customer",
  description: createCustomerPrompt(context),
  parameters: createCustomerParameters(context),
});
export default tool;
`,
      "tools.ts": `import createCustomerTool from "./customers.js";
export const tools = (context: { account?: string }) => [createCustomerTool(context)];
`,
      "toolkit.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tools } from "./tools.js";
export class Toolkit extends McpServer {
  constructor(account: string) {
    super({ name: "payments", version: "1" });
    tools({ account }).forEach((tool) => {
      this.tool(tool.method, tool.description, tool.parameters.shape, async () => ({ content: [] }));
    });
  }
}
`,
    });
    // Named by what the registration reads (\`method\`, not the display \`name\`), at the factory's literal.
    expect(toolLines(tools)).toEqual(["customers.ts:4 this.tool() create_customer zod"]);
    expect(tools[0]!.set?.id).toBe("toolkit.ts#Toolkit");
  });

  it("takes the values typed with the project's tool interface when the catalog is found at run time", async () => {
    const { tools } = await lintProject({
      "context.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
export interface ToolRegistrationContext { server: McpServer }
export interface ToolDefinition { name: string; description: string; paramsSchema: ZodRawShape }
`,
      "registrar.ts": `import type { ToolDefinition, ToolRegistrationContext } from "./context.js";
declare function discoverTools(pattern: string): Promise<ToolDefinition[]>;
const withErrorHandling = (tool: ToolDefinition): ToolDefinition => tool;
export async function registerTools(context: ToolRegistrationContext): Promise<void> {
  const tools = await discoverTools("**/*-tool.ts");
  tools.map(withErrorHandling).forEach((tool) => context.server.registerTool(tool.name, { description: tool.description, inputSchema: tool.paramsSchema }, async () => ({ content: [] })));
}
`,
      "orders/get-order-tool.ts": `import { z } from "zod";
import type { ToolDefinition } from "../context.js";
const getOrderTool = {
  name: "get_order",
  description: "Get an order by its id.",
  paramsSchema: { orderId: z.string().uuid() },
} satisfies ToolDefinition;
export default getOrderTool;
`,
    });
    // Found by a glob and imported at run time: the value typed \`ToolDefinition\` is the element.
    expect(toolLines(tools)).toEqual(["orders/get-order-tool.ts:3 context.server.registerTool() get_order zod"]);
  });

  it("counts one server's tools across the files of its catalogs, and reports the set once", async () => {
    const catalog = (prefix: string) =>
      `import { z } from "zod";\nimport { defineTool } from "./define.js";\nexport const ${prefix}Tools = [\n` +
      Array.from({ length: 65 }, (_, i) => `  defineTool({ name: "${prefix}_${i}", description: "Tool ${i}.", inputSchema: { q: z.string() } }),\n`).join("") +
      `];\n`;
    const { messages } = await lintProject({
      "define.ts": define,
      "a.ts": catalog("a"),
      "b.ts": catalog("b"),
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { aTools } from "./a.js";
import { bTools } from "./b.js";
const server = new McpServer({ name: "s", version: "1" });
for (const tool of [...aTools, ...bTools]) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
`,
    });
    const counted = (file: string) => messages[file]!.filter((m) => m.ruleId === "tool-schema/too-many-tools").map((m) => `${m.line}:${m.column} ${m.message.slice(0, 60)}`);
    // 130 tools on one server: over OpenAI's 128, reported in the first file holding them, at its first tool.
    expect(counted("a.ts")).toEqual([expect.stringMatching(/^4:3 MCP server `server` holds 130 tools, but a request to OpenAI/)]);
    expect(counted("b.ts")).toEqual([]);
    expect(counted("server.ts")).toEqual([]);
  });
});

describe("catalogs reached through the program's own calls and loops", () => {
  // One object of tools per domain, made by a factory a class's method calls; the server loops over the
  // list of objects, and over the values of each.
  const domains = `import { z } from "zod";
export function makeNoteTools(root: string) {
  return {
    readFile: { title: "read_file", description: "Reads a file under " + root, params: { path: z.string() } },
    listFiles: { title: "list files", description: "Lists the files of a folder", params: { folder: z.string() } },
  };
}
export function makeArchiveTools() {
  return {
    exportNotes: { title: "export_notes", description: "Exports the notes to a file", params: { target: z.string() } },
    importNotes: { title: "import_notes", description: "Imports notes from a file", params: { file: z.string() } },
    prune: { title: "prune_archive", description: "Removes what an export left behind", params: {} },
  };
}
export class Workspace {
  constructor(private readonly root: string) {}
  noteTools() {
    return makeNoteTools(this.root);
  }
  archiveTools() {
    return makeArchiveTools();
  }
}
`;

  it("walks a loop over the values of each object of a list, each made by a method of a class instance", async () => {
    const { tools } = await lintProject({
      "domains.ts": domains,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Workspace } from "./domains.js";
const server = new McpServer({ name: "s", version: "1" });
const workspace = new Workspace("/srv");
const noteSet = workspace.noteTools();
const collections = [noteSet, ...(process.env.ARCHIVE ? [workspace.archiveTools()] : [])];
collections.forEach((collection) => {
  Object.values(collection).forEach((tool) => {
    server.registerTool(tool.title, { description: tool.description, inputSchema: tool.params }, async () => ({ content: [] }));
  });
});
`,
    });
    expect(toolLines(tools)).toEqual([
      "domains.ts:4 server.registerTool() read_file zod",
      "domains.ts:5 server.registerTool() list files zod",
      "domains.ts:10 server.registerTool() export_notes zod",
      "domains.ts:11 server.registerTool() import_notes zod",
      "domains.ts:12 server.registerTool() prune_archive zod",
    ]);
  });

  it("reads the tools a loop over written keys looks up, and no tool at the loop", async () => {
    const { tools } = await lintProject({
      "domains.ts": domains,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Workspace } from "./domains.js";
const server = new McpServer({ name: "s", version: "1" });
const archive = new Workspace("/srv").archiveTools();
(["exportNotes", "importNotes"] as const).map((key) => {
  const entry = archive[key];
  return server.registerTool(entry.title, { description: entry.description, inputSchema: entry.params }, async () => ({ content: [] }));
});
`,
    });
    // The lookup's type holds the two keys' tools only: \`prune_archive\` is not looked up.
    expect(toolLines(tools)).toEqual(["domains.ts:10 server.registerTool() export_notes zod", "domains.ts:11 server.registerTool() import_notes zod"]);
  });

  it("reads a tool made from an entry looked up by a key known at run time once per entry of the catalog", async () => {
    const { tools } = await lintProject({
      "catalog.ts": `import { z } from "zod";
const noteSet = {
  "file-read": { description: "Reads a file of the workspace", inputSchema: z.object({ path: z.string() }) },
  "file-list": { description: "Lists the files of a folder", inputSchema: z.object({ folder: z.string() }) },
};
export const CATALOG = { ...noteSet, "web-search": { description: "Searches the web", inputSchema: z.object({ q: z.string() }) } };
`,
      "engine.ts": `import { tool, type Tool } from "ai";
import { CATALOG } from "./catalog.js";
export function toolFor(name: keyof typeof CATALOG): Tool {
  const match = CATALOG[name];
  return tool({ description: match.description, inputSchema: match.inputSchema });
}
`,
    });
    // Each entry is checked where it is written, under the key it is looked up by; the template is no tool of its own.
    expect(toolLines(tools)).toEqual(["catalog.ts:3 tool() file-read zod", "catalog.ts:4 tool() file-list zod", "catalog.ts:6 tool() web-search zod"]);
  });

  it("keeps a tool one tool where only the code it runs looks an entry up by a run-time key", async () => {
    const { tools } = await lintProject({
      "server.ts": `import { FastMCP } from "fastmcp";
import { z } from "zod";
const FIELDS: Record<string, { field: string }> = { ANIME: { field: "anime" }, MANGA: { field: "manga" } };
const server = new FastMCP({ name: "s", version: "1.0.0" });
server.addTool({
  name: "favourite",
  description: "Marks a title as a favourite",
  parameters: z.object({ type: z.enum(["ANIME", "MANGA"]), id: z.number() }),
  execute: async (args) => {
    const entry = FIELDS[args.type];
    return entry.field;
  },
});
`,
    });
    expect(toolLines(tools)).toEqual(["server.ts:5 server.addTool() favourite zod"]);
  });

  it("reads a function that registers the tool it is given once per element of the loop that calls it", async () => {
    const { tools } = await lintProject({
      "registry.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
interface ToolDefinition { name: string; description: string; schema: z.ZodObject<z.ZodRawShape> }
export class Registry {
  private static tools: ToolDefinition[] = [
    { name: "list-agendas", description: "Lists the agendas of the account", schema: z.object({ account: z.string() }) },
    { name: "get event", description: "Gets one event by its identifier", schema: z.object({ id: z.string() }) },
  ];
  static registerAll(server: McpServer) {
    for (const tool of this.tools) this.registerOne(server, tool);
  }
  private static registerOne(server: McpServer, tool: ToolDefinition) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema.shape }, async () => ({ content: [] }));
  }
}
Registry.registerAll(new McpServer({ name: "agenda", version: "1" }));
`,
    });
    expect(toolLines(tools)).toEqual(["registry.ts:6 this.registerOne() list-agendas zod", "registry.ts:7 this.registerOne() get event zod"]);
  });
});

describe("values made once per turn of a loop of the program's own", () => {
  // Descriptors of one type, built in loops over lists known at run time, and converted into AI SDK tools
  // where the list arrives as a parameter: each loop stands for as many tools as it has turns.
  const descriptors = `import { z } from "zod";
export interface Descriptor { name: string; description?: string; inputSchema: Record<string, unknown> }
export const ASK: Descriptor = { name: "ask_person", description: "Asks the person at the keyboard", inputSchema: { type: "object", properties: { question: { type: "string" } } } };
const schemas: Record<string, z.ZodType> = { echo: z.object({ text: z.string() }) };
function describeBuiltin(name: string): Descriptor {
  return { name, description: "Runs " + name, inputSchema: z.toJSONSchema(schemas[name]!) as Record<string, unknown> };
}
export function resolve(names: string[], remote: Record<string, { description: string; schema: unknown }>): Descriptor[] {
  const list: Descriptor[] = [ASK];
  for (const name of names) list.push(describeBuiltin(name));
  Object.entries(remote).forEach(([name, entry]) => {
    list.push({ name, description: entry.description, inputSchema: entry.schema as Record<string, unknown> });
  });
  return list;
}
`;
  const runner = `import { jsonSchema, tool, type ToolSet } from "ai";
import type { Descriptor } from "./descriptors.js";
export function toolsOf(given: readonly Descriptor[]): ToolSet {
  const tools: ToolSet = {};
  for (const descriptor of given) {
    tools[descriptor.name] = tool({ description: descriptor.description, inputSchema: jsonSchema(descriptor.inputSchema) });
  }
  return tools;
}
`;

  it("reads the one written descriptor, and says the site is not followed instead of taking each loop for one unnamed tool", async () => {
    const { tools, messages } = await lintProject({ "descriptors.ts": descriptors, "runner.ts": runner });
    expect(toolLines(tools)).toEqual([
      "descriptors.ts:3 tool() ask_person literal",
      "runner.ts:6 tool() (no name) unresolved: `describeBuiltin(name)`, made once for each element of `names`, may reach it, and that collection cannot be followed statically",
    ]);
    expect(tools.filter((t) => t.unfollowed).map((t) => [t.file, t.line])).toEqual([["runner.ts", 6]]);
    const said = (messages["runner.ts"] ?? []).filter((m) => m.ruleId === "tool-schema/unfollowed-tools");
    expect(said.map((m) => [m.line, m.column, m.message])).toEqual([
      [6, 30, "The tools `tool()` takes here are not checked: `describeBuiltin(name)`, made once for each element of `names`, may reach it, and that collection cannot be followed statically. Declare each with the type that reaches here."],
    ]);
  });

  it("reads the list a registration loop goes over, and says so at the loop for what a loop of its own pushes onto it", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
const ping = { name: "ping", description: "Replies with pong", schema: { echo: z.string().optional() } };
export function start(extra: readonly string[]) {
  const list = [ping];
  for (const name of extra) list.push({ name, description: "Runs " + name, schema: {} });
  list.push({ name: "status", description: "Says whether the server is up", schema: {} });
  for (const entry of list) server.registerTool(entry.name, { description: entry.description, inputSchema: entry.schema }, async () => ({ content: [] }));
}
`,
    });
    expect(toolLines(tools)).toEqual([
      "server.ts:4 server.registerTool() ping zod",
      "server.ts:8 server.registerTool() status zod",
      "server.ts:9 server.registerTool() (no name) unresolved: `{ name, description: \"Runs \" + name, schema: {}…`, made once for each element of `extra`, may reach it, and that collection cannot be followed statically",
    ]);
    const said = (messages["server.ts"] ?? []).filter((m) => m.ruleId === "tool-schema/unfollowed-tools");
    expect(said.map((m) => [m.line, m.column])).toEqual([[7, 22]]);
  });
});

describe("low-level tools/list handlers", () => {
  it("reads a 2.x Server's \"tools/list\" handler and a 1.x McpServer's own server, one set per server", async () => {
    const { tools, messages } = await lintProject({
      "v2.ts": `import { Server } from "@modelcontextprotocol/server";
const server = new Server({ name: "v2", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler("tools/list", async () => ({
  tools: [{ name: "ping", description: "Ping.", inputSchema: { type: "object", properties: {} } }],
}));
`,
      "v1.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const mcp = new McpServer({ name: "v1", version: "1" });
mcp.server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "pong", description: "Pong.", inputSchema: { type: "object", properties: { n: { type: "integer" } }, required: ["n", "m"] } }],
}));
`,
    });
    expect(toolLines(tools)).toEqual(["v1.ts:5 tools/list handler pong literal", "v2.ts:4 tools/list handler ping literal"]);
    expect(tools.map((t) => t.set?.id)).toEqual(["v1.ts#mcp", "v2.ts#server"]);
    expect(findingsOf(messages["v1.ts"])).toEqual([]);
  });

  it("says a zod schema listed as inputSchema goes out as zod's own fields, with no parameters", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: "raw", description: "Raw.", inputSchema: z.object({ q: z.string() }) as never }] }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "server.ts:5 tools/list handler raw framework",
    ]);
    expect(describeMessages(messages["server.ts"]!)).toEqual([
      'silent-transform@5:109 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP low-level Server lists zod\'s own fields (its "def"), not JSON Schema, so the tool has no parameters (list z.toJSONSchema(schema)). Make sure the handler copes with it.',
      // What is listed is a root "type": "object" with zod's internals beside it and no "properties".
      'unsupported-keyword@5:109 The root is an object without "properties", which fails the request to OpenAI via MCP low-level Server. Pass an input the framework takes, so it lists its properties.',
    ]);
  });
});


describe("elements made by a function that spreads its parameter", () => {
  const META = {
    "tools/meps.ts": `export const getMepsTool = {
  name: "get_meps",
  description: "List the members of parliament.",
  inputSchema: { type: "object" as const, properties: { country: { type: "string" } } },
};
`,
    "tools/votes.ts": `export const getVotesTool = {
  name: "get votes",
  description: "List the votes of a session.",
  inputSchema: { type: "object" as const, properties: { id: { type: "string" } } },
};
`,
    "registry.ts": `import { getMepsTool } from "./tools/meps.js";
import { getVotesTool } from "./tools/votes.js";
interface ToolMetadata { name: string; description: string; inputSchema: { type: "object"; properties: Record<string, object> }; category: string }
function withCategory(meta: Omit<ToolMetadata, "category">, category: string): ToolMetadata {
  return { ...meta, category };
}
function renamed(meta: Omit<ToolMetadata, "category">): ToolMetadata {
  return { ...meta, name: "ep_" + meta.name, category: "x" };
}
export function getToolMetadataArray(): ToolMetadata[] {
  return [withCategory(getMepsTool, "core"), withCategory(getVotesTool, "votes")];
}
export const renamedTools = [renamed(getMepsTool)];
`,
  };

  it("lists each argument as its tool from a handler answering with Promise.resolve, at the argument's definition", async () => {
    const { tools, messages } = await lintProject({
      ...META,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getToolMetadataArray } from "./registry.js";
export class App {
  private server = new Server({ name: "ep", version: "1" }, { capabilities: { tools: {} } });
  setup(): void {
    this.server.setRequestHandler(ListToolsRequestSchema, () => {
      return Promise.resolve({ tools: getToolMetadataArray() });
    });
  }
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools/meps.ts:1 tools/list handler get_meps literal", "tools/votes.ts:1 tools/list handler get votes literal"]);
    expect(findingsOf(messages["tools/votes.ts"])).toEqual(["invalid-name/invalidName@2:9-2:20"]);
  });

  it("reads each element through the function in a registration loop, and keeps a name the function sets over the spread unread", async () => {
    const { tools } = await lintProject({
      ...META,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { getToolMetadataArray, renamedTools } from "./registry.js";
const server = new McpServer({ name: "ep", version: "1" });
for (const tool of getToolMetadataArray()) server.registerTool(tool.name, { description: tool.description }, async () => ({ content: [] }));
const low = new Server({ name: "ep2", version: "1" }, { capabilities: { tools: {} } });
low.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: renamedTools }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "registry.ts:8 tools/list handler (no name) unresolved: the input may come from a part of the definition that is not static: spread of a non-static value: parameter `meta` is not static",
      "tools/meps.ts:1 server.registerTool() get_meps none",
      "tools/votes.ts:1 server.registerTool() get votes none",
    ]);
  });
});
