import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Sources by type: where the list a framework takes cannot be walked as written (names chosen at run
 * time, a Map, an interface method), the tools are the program's values of the type that reaches the
 * registration, as the checker types them; and where neither works, the recommended preset says so.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const spec = `import type { z } from "zod";
export interface ToolSpec { name: string; description: string; schema: z.ZodRawShape; handler: (args: any) => Promise<{ content: [] }> }
export type Registry = Record<string, ToolSpec>;
`;

/** A registry filled at run time from a configuration: only the type says which definitions reach the server. */
const registryServer = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolSpec } from "./spec.js";
declare const enabled: string[];
declare const loaders: Record<string, () => ToolSpec>;
class Registry {
  private readonly tools = new Map<string, ToolSpec>();
  add(tool: ToolSpec): void { this.tools.set(tool.name, tool); }
  all(): ToolSpec[] { return Array.from(this.tools.values()); }
}
const registry = new Registry();
for (const name of enabled) registry.add(loaders[name]!());
const server = new McpServer({ name: "typed", version: "1.0.0" });
for (const tool of registry.all()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, tool.handler);
`;

describe("definitions found by the type that reaches the registration", () => {
  it("finds factories by their return type, satisfies inside Object.freeze, records of the type through an alias, and nothing else", async () => {
    const { tools, messages } = await lintProject({
      "spec.ts": spec,
      "tools/weather.ts": `import { z } from "zod";
import type { ToolSpec } from "../spec.js";
export function weatherTool(apiKey: string): ToolSpec {
  return {
    name: "get_weather",
    description: "Get the current weather for a city.",
    schema: { city: z.string().describe("City name") },
    handler: async () => ({ content: [] as [] }),
  };
}
`,
      "tools/time.ts": `import { z } from "zod";
import type { ToolSpec } from "../spec.js";
export const timeTool = Object.freeze({ name: "get.time", description: "Get the time in a zone.", schema: { zone: z.string() }, handler: async () => ({ content: [] as [] }) } satisfies ToolSpec);
`,
      "tools/more.ts": `import { z } from "zod";
import type { Registry } from "../spec.js";
export const more: Registry = {
  convert: { name: "convert_units", description: "Convert a value between units.", schema: { value: z.number() }, handler: async () => ({ content: [] as [] }) },
};
// Another type: not a tool of this server, though it has the same keys.
export const note = { name: "not_a_tool", description: "A note.", schema: {}, handler: async () => ({ content: [] as [] }) };
`,
      "server.ts": registryServer,
    });
    expect(toolLines(tools)).toEqual([
      "tools/more.ts:4 server.registerTool() convert_units zod",
      "tools/time.ts:3 server.registerTool() get.time zod",
      "tools/weather.ts:4 server.registerTool() get_weather zod",
    ]);
    expect(new Set(tools.map((t) => t.set?.id))).toEqual(new Set(["server.ts#server"]));
    expect(tools[2]!.schema).toMatchObject({ properties: { city: { type: "string", description: "City name" } }, required: ["city"] });
    expect(findingsOf(messages["tools/time.ts"])).toEqual(["invalid-name/invalidName@3:47-3:57"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });

  it("follows an object type inferred from literals through a class's Map, Promise.resolve and a destructured forEach", async () => {
    const { tools } = await lintProject({
      "tools.ts": `import { z } from "zod";
export const definitions = [
  { name: "search_docs", config: { description: "Search the documentation.", inputSchema: { query: z.string() } }, handler: async () => ({ content: [] as [] }) },
  // A subtype of the first element's type: the array's element type leaves it out, the array does not.
  { name: "read_doc", config: { description: "Read one document.", inputSchema: { query: z.string(), id: z.string() } }, handler: async () => ({ content: [] as [] }) },
];
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { definitions } from "./tools.js";
declare const env: Record<string, string | undefined>;
class Container {
  private readonly byName = new Map<string, (typeof definitions)[number]>();
  constructor() { for (const d of definitions) if (env[d.name]) this.byName.set(d.name, d); }
  enabled() { return [...this.byName.values()]; }
}
export async function start(container: Container) {
  const server = new McpServer({ name: "x", version: "1" });
  const tools = await Promise.resolve(container.enabled());
  tools.forEach(({ name, config, handler }) => server.registerTool(name, config, handler));
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools.ts:3 server.registerTool() search_docs zod", "tools.ts:5 server.registerTool() read_doc zod"]);
  });

  it("lists a low-level server's tools returned by an interface method: Map.set in a constructor and a factory's return type", async () => {
    const { tools, messages } = await lintProject({
      "backend.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export interface Backend { listTools(): Promise<Tool[]> }
export class LocalBackend implements Backend {
  private readonly tools = new Map<string, Tool>();
  constructor() {
    this.tools.set("echo", { name: "echo", description: "Echo the text back.", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } });
  }
  async listTools() { return Array.from(this.tools.values()); }
}
export function remoteTool(): Tool {
  return { name: "remote.fetch", description: "Fetch a remote page.", inputSchema: { type: "object", properties: { url: { type: "string" } } } };
}
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Backend } from "./backend.js";
export function serve(backend: Backend) {
  const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await backend.listTools() }));
  return server;
}
`,
    });
    expect(toolLines(tools)).toEqual(["backend.ts:6 tools/list handler echo literal", "backend.ts:11 tools/list handler remote.fetch literal"]);
    expect(new Set(tools.map((t) => t.set?.id))).toEqual(new Set(["server.ts#server"]));
    expect(findingsOf(messages["backend.ts"])).toEqual(["invalid-name/invalidName@11:18-11:32"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });

  it("lists the literals of the program's subtypes of the listed type: an interface that extends it, an intersection, a subtype of a subtype", async () => {
    const { tools } = await lintProject({
      "types.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export interface ToolDefinition extends Tool { handler?: (args: unknown) => Promise<unknown> }
export interface GroupedTool extends ToolDefinition { group: string }
export type TaggedTool = Tool & { tags: string[] };
`,
      "element-tools.ts": `import type { GroupedTool, TaggedTool, ToolDefinition } from "./types.js";
export function elementTools(): Array<{ tool: ToolDefinition; handler: unknown }> {
  return [{ tool: { name: "list_elements", description: "List the elements.", inputSchema: { type: "object", properties: {} } }, handler: null }];
}
export const grouped: GroupedTool = { name: "group_elements", description: "Group them.", group: "a", inputSchema: { type: "object", properties: {} } };
export const tagged: TaggedTool = { name: "tag_elements", description: "Tag them.", tags: [], inputSchema: { type: "object", properties: {} } };
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
class Registry {
  private readonly tools = new Map<string, Tool>();
  add(tool: Tool) { this.tools.set(tool.name, tool); }
  all(): Tool[] { return Array.from(this.tools.values()); }
}
export function serve(registry: Registry) {
  const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.all() }));
  return server;
}
`,
    });
    expect(toolLines(tools)).toEqual([
      "element-tools.ts:3 tools/list handler list_elements literal",
      "element-tools.ts:5 tools/list handler group_elements literal",
      "element-tools.ts:6 tools/list handler tag_elements literal",
    ]);
  });

  it("lists a tools/list handler's tools by the result type a project function returns, in the server's set but not counted in it", async () => {
    const { tools, messages } = await lintProject({
      "tools/ping.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const tool: Tool = { name: "ping", description: "Check the server is up.", inputSchema: { type: "object", properties: {} } };
`,
      "tools/ping-legacy.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const tool: Tool = { name: "ping", description: "Check the server is up (old clients).", inputSchema: { type: "object", properties: {} } };
`,
      "tools/many.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
${Array.from({ length: 130 }, (_, i) => `export const tool${i}: Tool = { name: "tool_${i}", description: "Tool ${i}.", inputSchema: { type: "object", properties: {} } };`).join("\n")}
`,
      "list.ts": `import type { ListToolsResult, Tool } from "@modelcontextprotocol/sdk/types.js";
const TOOLS: Tool[] = [];
export async function load(files: string[]): Promise<void> {
  for (const file of files) TOOLS.push(((await import(file)) as { tool: Tool }).tool);
}
export async function handleListTools(): Promise<ListToolsResult> {
  return { tools: TOOLS.filter((tool) => tool.name.length > 0) };
}
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handleListTools } from "./list.js";
export const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => {
  return handleListTools();
});
`,
    });
    expect(toolLines(tools.filter((t) => t.name === "ping"))).toEqual(["tools/ping-legacy.ts:2 tools/list handler ping literal", "tools/ping.ts:2 tools/list handler ping literal"]);
    expect(tools.length).toBe(132);
    expect(new Set(tools.map((t) => t.set?.id))).toEqual(new Set(["server.ts#server"]));
    // Which files the server loads is chosen at run time: 132 tools found by type are no proof of a
    // listing over OpenAI's 128, nor the two `ping`s of a duplicate.
    expect(Object.values(messages).flat().map((m) => m.ruleId)).toEqual([]);
  });

  it.each([
    ["called at once", "(e) => pick(e, groups)(server, deps)"],
    ["kept in a const first", "(e) => {\n      const factory = pick(e, groups);\n      return factory(server, deps);\n    }"],
  ])("finds factories without a return type by where they are passed: a field typed as a factory of the listed type, %s", async (_form, callback) => {
    const { tools, messages } = await lintProject({
      "spec.ts": `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
export interface Deps { token: string }
export interface Tool {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, unknown>; required?: string[] };
  handler: (args: unknown) => Promise<{ content: { type: string; text: string }[] }>;
}
export type ToolFactory = (server: Server, deps: Deps) => Tool;
`,
      "tools/open.ts": `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Deps } from "../spec.js";
export function openTicketTool(_server: Server, deps: Deps) {
  return {
    name: "open_ticket",
    description: "Open a support ticket as " + deps.token + ".",
    inputSchema: { type: "object" as const, properties: { title: { type: "string" } }, required: ["title"] },
    handler: async (_args: unknown) => ({ content: [] }),
  };
}
`,
      "tools/close.ts": `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { Deps } from "../spec.js";
export const closeTicketTool = (_server: Server, _deps: Deps) => ({
  name: "close.ticket",
  description: "Close a support ticket.",
  inputSchema: { type: "object" as const, properties: { id: { type: "string" } } },
  handler: async () => ({ content: [] }),
});
export function closeTicketReadOnly(_server: Server, _deps: Deps) {
  return { name: "close_ticket_dry_run", description: "Say what closing a ticket would do.", inputSchema: { type: "object" as const, properties: {} }, handler: async () => ({ content: [] }) };
}
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Deps, ToolFactory } from "./spec.js";
import { openTicketTool } from "./tools/open.js";
import { closeTicketReadOnly, closeTicketTool } from "./tools/close.js";
interface Entry { factory: ToolFactory; group: string; overrides?: Partial<Record<string, ToolFactory>> }
const ALL: Entry[] = [
  { factory: openTicketTool, group: "tickets" },
  { factory: closeTicketTool, group: "tickets", overrides: { readonly: closeTicketReadOnly } },
];
function pick(entry: Entry, groups: string[]): ToolFactory {
  for (const group of groups) if (entry.overrides?.[group]) return entry.overrides[group]!;
  return entry.factory;
}
export function createRegister(deps: Deps, groups: string[]) {
  return (server: Server) => {
    const tools = ALL.filter((e) => groups.includes(e.group)).map(${callback});
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: tools.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
    }));
  };
}
`,
    });
    // The description reads a parameter: it is not known, and the rest of the tool is still checked.
    expect(toolLines(tools)).toEqual([
      "tools/close.ts:3 tools/list handler close.ticket literal",
      "tools/close.ts:10 tools/list handler close_ticket_dry_run literal",
      "tools/open.ts:4 tools/list handler open_ticket literal",
    ]);
    expect(findingsOf(messages["tools/close.ts"])).toEqual(["invalid-name/invalidName@4:9-4:23"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });
});

describe("variants of one catalog entry", () => {
  it("takes the factories of one entry (a default and its overrides) for choices: one name, no duplicate; two entries of one name still are", async () => {
    const { tools, messages } = await lintProject({
      "tools.ts": `import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
const schema = { type: "object" as const, properties: {} };
export const sessionTool = (_server: Server) => ({ name: "action_session", description: "Act on a session.", inputSchema: schema, handler: async () => ({ content: [] }) });
export const selfSessionTool = (_server: Server) => ({ name: "action_session", description: "Act on this session only.", inputSchema: schema, handler: async () => ({ content: [] }) });
export const healthTool = (_server: Server) => ({ name: "health", description: "Report health.", inputSchema: schema, handler: async () => ({ content: [] }) });
export const healthAgain = (_server: Server) => ({ name: "health", description: "Report health again.", inputSchema: schema, handler: async () => ({ content: [] }) });
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { healthAgain, healthTool, selfSessionTool, sessionTool } from "./tools.js";
interface Tool { name: string; description: string; inputSchema: { type: "object"; properties: Record<string, unknown> }; handler: () => Promise<unknown> }
type Group = "sessions" | "self";
type ToolFactory = (server: Server) => Tool;
interface Entry { factory: ToolFactory; group: Group; overrides?: Partial<Record<Group, ToolFactory>> }
const ALL: Entry[] = [
  { factory: sessionTool, group: "sessions", overrides: { self: selfSessionTool } },
  { factory: healthTool, group: "sessions" },
  { factory: healthAgain, group: "sessions" },
];
export function register(server: Server, group: Group) {
  const tools = ALL.map((entry) => {
    const factory = entry.overrides?.[group] ?? entry.factory;
    return factory(server);
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })) }));
}
`,
    });
    expect(toolLines(tools).map((line) => line.split(" ").slice(0, 1).concat(line.split(" ").slice(-2, -1)).join(" "))).toEqual([
      "tools.ts:3 action_session",
      "tools.ts:4 action_session",
      "tools.ts:5 health",
      "tools.ts:6 health",
    ]);
    expect(findingsOf(messages["tools.ts"])).toEqual(["duplicate-tool-name/duplicate@6:58-6:66"]);
  });
});

describe("lists written in the source, through built-ins", () => {
  it("reads pushes onto a const array, a flattened list of groups, Array.from, Object.freeze and await", async () => {
    const { tools } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const flags: { admin: boolean };
const read = [{ name: "read_file", description: "Read a file.", shape: { path: z.string() } }];
const write = [{ name: "write_file", description: "Write a file.", shape: { path: z.string(), text: z.string() } }];
const all = [read, write].flat();
if (flags.admin) all.push({ name: "delete_file", description: "Delete a file.", shape: { path: z.string() } });
const listed = Object.freeze(Array.from(all));
async function load() {
  return listed;
}
export async function start() {
  const server = new McpServer({ name: "files", version: "1" });
  for (const tool of await load()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.shape }, async () => ({ content: [] }));
}
`,
    });
    expect(toolLines(tools).map((line) => line.split(" ").slice(0, 3).join(" "))).toEqual([
      "server.ts:4 server.registerTool() read_file",
      "server.ts:5 server.registerTool() write_file",
      "server.ts:7 server.registerTool() delete_file",
    ]);
  });
});

describe("tools that cannot be followed", () => {
  it("says once, at the list, that a registration loop over values of no written type is not checked", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
interface PluginTool { name: string; description: string; inputSchema: ZodRawShape }
declare function readPlugins(): string;
const server = new McpServer({ name: "plugins", version: "1" });
for (const tool of JSON.parse(readPlugins()) as PluginTool[]) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
`,
    });
    expect(tools).toHaveLength(1);
    expect(tools[0]!.unresolved).toBe(
      "it is registered once for each element of `JSON.parse(readPlugins())`, which cannot be followed statically: `JSON.parse(readPlugins())` is not an array or object of tool definitions written in the source; no value of type `PluginTool` is written in the program's sources",
    );
    expect(findingsOf(messages["server.ts"])).toEqual(["unfollowed-tools/unfollowed@6:20-6:45"]);
  });

  it("says once, at the listed expression, that a tools/list handler's tools of an untyped value are not checked", async () => {
    const { messages } = await lintProject({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
declare function fetchRemoteTools(): Promise<any[]>;
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await fetchRemoteTools() }));
`,
    });
    const texts = (messages["server.ts"] ?? []).filter((m) => m.ruleId === "tool-schema/unfollowed-tools").map((m) => m.message);
    expect(findingsOf(messages["server.ts"])).toEqual(["unfollowed-tools/unfollowed@5:72-5:96"]);
    expect(texts).toEqual([
      "The tools `tools/list handler` takes here are not checked: the listed tools `await fetchRemoteTools()` are not an array or a `map` written in the source, and no object literal of the program is written with their type (`any`). Declare each with the type that reaches here.",
    ]);
  });

  it("still checks the name of a factory's tool whose schema reads a parameter", async () => {
    const { tools, messages } = await lintProject({
      "tools.ts": `import { z } from "zod";
export function fetchTool(limit: number) {
  return { name: "fetch.page", description: "Fetch a page.", inputSchema: { url: z.string().max(limit) } };
}
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { fetchTool } from "./tools.js";
declare const limit: number;
const server = new McpServer({ name: "x", version: "1" });
for (const t of [fetchTool(limit)]) server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, async () => ({ content: [] }));
`,
    });
    expect(toolLines(tools)).toEqual(["tools.ts:3 server.registerTool() fetch.page unresolved: the maximum length must be a static value: parameter `limit` is not static"]);
    expect(findingsOf(messages["tools.ts"])).toEqual(["invalid-name/invalidName@3:18-3:30", "unresolved-schema/unresolved@3:97-3:102"]);
  });
});

describe("workspace packages reached through their node_modules link", () => {
  it("reads a seam of a workspace package imported by a deep path as the project's own code", async () => {
    const { tools, messages } = await lintProject(
      {
        "apps/web/src/tools.ts": `import { z } from "zod";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerTool } from "@repo/common/src/registration";
const server = new McpServer({ name: "web", version: "1" });
registerTool(server, { name: "open.page", description: "Open a page.", shape: { url: z.string() } });
registerTool(server, { name: "close_page", description: "Close a page.", shape: { id: z.string() } });
`,
      },
      {
        tsconfig: { compilerOptions: { target: "ES2022", module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["apps/web/src/**/*.ts"] },
        extraFiles: {
          "packages/common/package.json": `{ "name": "@repo/common", "version": "1.0.0" }`,
          "packages/common/src/registration.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
export interface ToolDef { name: string; description: string; shape: z.ZodRawShape }
export function registerTool(server: McpServer, def: ToolDef) {
  server.registerTool(def.name, { description: def.description, inputSchema: def.shape }, async () => ({ content: [] }));
}
`,
        },
        // As npm, pnpm and Yarn link a workspace package: TypeScript reaches it through node_modules.
        links: { "node_modules/@repo/common": "../../packages/common" },
      },
    );
    expect(toolLines(tools)).toEqual(["apps/web/src/tools.ts:5 registerTool() open.page zod", "apps/web/src/tools.ts:6 registerTool() close_page zod"]);
    expect(findingsOf(messages["apps/web/src/tools.ts"])).toEqual(["invalid-name/invalidName@5:30-5:41"]);
  });
});

describe("a record of tools a server lists by its keys, built at run time", () => {
  /** The project's own server layer: an identity `tool()`, and a handler naming each tool by its key in the record it is given. */
  const serverLayer = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
export interface Tool { description: string; inputSchema: { type: "object"; properties: Record<string, object> }; execute: (args: any) => Promise<unknown> }
export function tool<T extends Tool>(definition: T): T { return definition; }
export function serve(options: { tools: () => Promise<Record<string, Tool>> }) {
  const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const tools = await options.tools();
    return { tools: Object.entries(tools).map(([name, { description, inputSchema }]) => ({ name, description, inputSchema })) };
  });
  return server;
}
`;
  const wrappers = `import { tool, type Tool } from "./server.js";
export type ScopedTool = Tool & { scope?: { project_id?: string } };
/** Sends the schema without \`project_id\` when the server is scoped to one project. */
export function scoped({ description, inputSchema, execute, scope }: ScopedTool) {
  if (!scope?.project_id) return tool({ description, inputSchema, execute });
  const { project_id: _, ...properties } = inputSchema.properties;
  const narrowed = { ...inputSchema, properties };
  return tool({ description, inputSchema: narrowed, execute: (args: any) => execute({ ...args, ...scope }) });
}
/** Passes the tool on as given, its execute logged. */
export function logged({ description, inputSchema, execute }: Tool) {
  return tool({ description, inputSchema, execute: async (args: any) => execute(args) });
}
`;

  it("names each tool found by its type by the key it is written under, through a making call, an assignment and Map.set; a wrapper's own literal is no tool", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": serverLayer,
      "wrappers.ts": wrappers,
      "project.ts": `import { logged, scoped } from "./wrappers.js";
export function projectTools(projectId?: string) {
  return {
    list_tables: scoped({ description: "List the tables.", inputSchema: { type: "object", properties: { project_id: { type: "string" }, schema: { type: "string" } } }, scope: { project_id: projectId }, execute: async () => [] }),
    "run sql": logged({ description: "Run a query.", inputSchema: { type: "object", properties: { sql: { type: "string" } } }, execute: async () => [] }),
  };
}
`,
      "account.ts": `import { tool, type Tool } from "./server.js";
export function accountTools() {
  const tools: Record<string, Tool> = {};
  tools.get_org = tool({ description: "Get an organisation.", inputSchema: { type: "object", properties: { id: { type: "string" } } }, execute: async () => ({}) });
  tools["delete org"] = tool({ description: "Delete an organisation.", inputSchema: { type: "object", properties: { id: { type: "string" } } }, execute: async () => ({}) });
  const more = new Map<string, Tool>();
  more.set("whoami", tool({ description: "Who is signed in.", inputSchema: { type: "object", properties: {} }, execute: async () => ({}) }));
  return { ...tools, ...Object.fromEntries(more) };
}
`,
      "main.ts": `import { serve } from "./server.js";
import { projectTools } from "./project.js";
import { accountTools } from "./account.js";
declare const flags: { account: boolean; project?: string };
export const server = serve({
  tools: async () => {
    const tools = {};
    if (flags.account) Object.assign(tools, accountTools());
    Object.assign(tools, projectTools(flags.project));
    return tools;
  },
});
`,
    });
    expect(toolLines(tools)).toEqual([
      "account.ts:4 tools/list handler get_org literal",
      "account.ts:5 tools/list handler delete org literal",
      "account.ts:7 tools/list handler whoami literal",
      "project.ts:4 tools/list handler list_tables unresolved: it is passed through `scoped`, which may send `inputSchema` as `narrowed` instead of as written here",
      "project.ts:5 tools/list handler run sql literal",
    ]);
    expect(findingsOf(messages["account.ts"])).toEqual(["invalid-name/invalidName@5:9-5:21"]);
    expect(findingsOf(messages["project.ts"])).toEqual(["unresolved-schema/unresolved@4:18-4:24", "invalid-name/invalidName@5:5-5:14"]);
    expect(messages["project.ts"]!.find((m) => m.ruleId === "tool-schema/unresolved-schema")?.message).toBe(
      "No schema findings for this tool: it is passed through `scoped`, which may send `inputSchema` as `narrowed` instead of as written here.",
    );
    expect(findingsOf(messages["wrappers.ts"])).toEqual([]);
  });
});

describe("a Map of definitions iterated as [name, definition] pairs", () => {
  it("lists each definition registered into a wrapper's Map, found by the Map's value type", async () => {
    const { tools, messages } = await lintProject({
      "types.ts": `export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: { type: "object"; properties: Record<string, object>; required?: string[] };
  handler: (args: unknown) => Promise<unknown>;
}
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ToolDefinition } from "./types.js";
export class ToolServer {
  private readonly server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
  private readonly tools = new Map<string, ToolDefinition>();
  registerTool(definition: ToolDefinition) { this.tools.set(definition.name, definition); }
  listen() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => {
      const tools = [];
      for (const [, definition] of this.tools) tools.push({ name: definition.name, description: definition.description, inputSchema: definition.inputSchema });
      return { tools };
    });
  }
}
`,
      "tools/teams.ts": `import type { ToolDefinition } from "../types.js";
export const listTeams: ToolDefinition = {
  name: "list_teams",
  description: "List the teams of the organisation.",
  inputSchema: { type: "object", properties: { query: { type: "string" } } },
  handler: async () => [],
};
export const addTeam: ToolDefinition = { name: "add team", description: "Add a team.", inputSchema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] }, handler: async () => ({}) };
`,
      "register.ts": `import type { ToolServer } from "./server.js";
import { addTeam, listTeams } from "./tools/teams.js";
export function registerTeamTools(server: ToolServer) {
  server.registerTool(listTeams);
  server.registerTool(addTeam);
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools/teams.ts:2 tools/list handler list_teams literal", "tools/teams.ts:8 tools/list handler add team literal"]);
    expect(findingsOf(messages["tools/teams.ts"])).toEqual(["invalid-name/invalidName@8:48-8:58"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });

  it("reports a finding of a listing's conversion written in another file at the element, never at an offset of the other file", async () => {
    const { messages } = await lintProject({
      "types.ts": `import type { z } from "zod";
export interface ToolDefinition { name: string; description: string; inputSchema: z.ZodTypeAny }
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import type { ToolDefinition } from "./types.js";
const registry = new Map<string, ToolDefinition>();
export function register(definition: ToolDefinition) { registry.set(definition.name, definition); }
const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => {
  const tools = [];
  for (const [, definition] of registry) tools.push({ name: definition.name, description: definition.description, inputSchema: zodToJsonSchema(definition.inputSchema) as { type: "object" } });
  return { tools };
});
`,
      "tools/teams.ts": `import { z } from "zod";
import type { ToolDefinition } from "../types.js";
export const listTeams: ToolDefinition = { name: "list_teams", description: "List the teams.", inputSchema: z.object({ query: z.string() }) };
`,
    });
    // zod-to-json-schema 3.25 given a zod 4 schema returns \`{}\`: the listed root is no object, said at the element's name.
    expect(findingsOf(messages["tools/teams.ts"])).toEqual(["root-not-object/rootNotObject@3:44-3:48"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });
});

describe("definitions a function without a declared type returns", () => {
  it("reads them where the call is passed as the type: an array of entries holding the definition", async () => {
    const { tools } = await lintProject({
      "spec.ts": spec,
      "tools/status.ts": `import { z } from "zod";
export function getStatusTools(prefix: string) {
  return [{ tool: { name: "get_status", description: \`Status of \${prefix}.\`, schema: { verbose: z.boolean() }, handler: async () => ({ content: [] as [] }) }, priority: 1 }];
}
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolSpec } from "./spec.js";
import { getStatusTools } from "./tools/status.js";
class Registry {
  private readonly tools = new Map<string, ToolSpec>();
  registerMany(entries: Array<{ tool: ToolSpec; priority: number }>): void { for (const entry of entries) this.tools.set(entry.tool.name, entry.tool); }
  all(): ToolSpec[] { return [...this.tools.values()]; }
}
const registry = new Registry();
registry.registerMany(getStatusTools("the build"));
const server = new McpServer({ name: "typed", version: "1.0.0" });
for (const tool of registry.all()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, tool.handler);
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([["tools/status.ts", 3, "get_status", "zod"]]);
  });
});

describe("values of the type that are no tool of their own", () => {
  it("takes a base other definitions spread for part of them, and a test's values of the type for data", async () => {
    const { tools } = await lintProject({
      "spec.ts": spec,
      "tools/skills.ts": `import { z } from "zod";
import type { ToolSpec } from "../spec.js";
declare const skillNames: string[];
export const SKILLS_META: ToolSpec = { name: "read_skill", description: "Read a skill.", schema: { skill: z.string() }, handler: async () => ({ content: [] as [] }) };
export function skillsTool(): ToolSpec {
  return { ...SKILLS_META, description: \`Read one of the skills: \${skillNames.join(", ")}.\` };
}
// Spread into a definition with a name of its own: the base stays a tool too.
export const RENAMED: ToolSpec = { name: "read_note", description: "Read a note.", schema: { note: z.string() }, handler: async () => ({ content: [] as [] }) };
export const alias: ToolSpec = { ...RENAMED, name: "read_memo" };
`,
      "tools/skills.test.ts": `import type { ToolSpec } from "../spec.js";
const stub = (name: string): ToolSpec => ({ name, description: "A stub.", schema: {}, handler: async () => ({ content: [] as [] }) });
export const fixtures: ToolSpec[] = [stub("stub_one"), { name: "stub_two", description: "Another stub.", schema: {}, handler: async () => ({ content: [] as [] }) }];
`,
      "server.ts": registryServer,
    });
    expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
      ["tools/skills.ts", 6, "read_skill"],
      ["tools/skills.ts", 9, "read_note"],
      ["tools/skills.ts", 10, "read_memo"],
    ]);
  });
});
