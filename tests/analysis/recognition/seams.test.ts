import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Seams found without configuration: the project's own functions that forward their parameters
 * into a framework's site, and functions another package only declares with a framework's tool
 * types. Layouts of whole code bases are in tests/corpus/; these are the edge cases.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; framework: string; name: string | null; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.framework} ${t.name ?? "(no name)"}${t.unresolved ? ` unresolved: ${t.unresolved}` : ""}`);

describe("seams written in the project", () => {
  it("reads function, const-arrow and same-file seams, ends a seam that calls itself, keeps an uncalled seam's site, and makes no tool of one whose callers would name it and that nothing reads", async () => {
    const { tools, messages } = await lintProject({
      "seams.ts": `import { tool } from "ai";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
export function aiTool(definition: Parameters<typeof tool>[0]) {
  return tool(definition);
}
export const mcpTool = (name: string, config: { description: string; inputSchema: z.ZodRawShape }) => server.registerTool(name, config, async () => ({ content: [] }));
// Calls itself: read once, never looped.
export function looping(name: string, config: { description: string; inputSchema: z.ZodRawShape }): void {
  if (name.length > 99) looping(name, config);
  server.registerTool(name, config, async () => ({ content: [] }));
}
// Never called: its inner site, which names its tool, stays a tool here, explained as unresolved.
export function unused(config: { description: string; inputSchema: z.ZodRawShape }) {
  server.registerTool("unused", config, async () => ({ content: [] }));
}
// Its callers would name the tool, and nothing reads it (only re-exported): a template nobody uses, no tool.
export function template(name: string, description: string) {
  return () => server.tool(name, description, {}, async () => ({ content: [] }));
}
// Its callers would name the tool; never called, but passed on: its site stays a tool here.
export function passedOn(name: string, description: string) {
  return () => server.tool(name, description, {}, async () => ({ content: [] }));
}
export const local = { here: aiTool({ description: "Defined beside the seam.", inputSchema: z.object({ id: z.string() }) }) };
// Only the name comes from a parameter: the tool is written here, and stays a tool here.
export function nameOnly(name: string) {
  server.tool(name, { q: z.string() }, async () => ({ content: [] }));
}
`,
      "tools.ts": `import { z } from "zod";
import { aiTool, looping, mcpTool, passedOn } from "./seams.js";
declare const dynamic: { description: string; inputSchema: z.ZodRawShape };
export const tools = { "bad name": aiTool({ description: "AI SDK tool.", inputSchema: z.object({ q: z.string() }) }) };
mcpTool("mcp_tool", { description: "MCP tool.", inputSchema: { q: z.string() } });
looping("loop_tool", { description: "Loop.", inputSchema: { q: z.string() } });
mcpTool("dynamic_tool", dynamic);
declare function later(register: unknown): void;
later(passedOn);
`,
      "index.ts": `export * from "./seams.js";\n`,
    });
    expect(toolLines(tools)).toEqual([
      "seams.ts:16 server.registerTool() MCP TypeScript SDK 1.x unused unresolved: the tool definition cannot be read: parameter `config` is not static",
      "seams.ts:24 server.tool() MCP TypeScript SDK 1.x (no name)",
      "seams.ts:26 aiTool() Vercel AI SDK here",
      "seams.ts:29 server.tool() MCP TypeScript SDK 1.x (no name)",
      "tools.ts:4 aiTool() Vercel AI SDK bad name",
      "tools.ts:5 mcpTool() MCP TypeScript SDK 1.x mcp_tool",
      "tools.ts:6 looping() MCP TypeScript SDK 1.x loop_tool",
      "tools.ts:7 mcpTool() MCP TypeScript SDK 1.x dynamic_tool unresolved: the tool definition cannot be read: `dynamic` is declared without a value",
    ]);
    // The key names the AI SDK tool; a definition that cannot be read is reported at the seam's call.
    expect(findingsOf(messages["tools.ts"])).toEqual(["invalid-name/invalidName@4:24-4:34", "unresolved-schema/unresolved@7:25-7:32"]);
    expect(findingsOf(messages["seams.ts"])).toEqual(["unresolved-schema/unresolved@16:33-16:39"]);
  });
});

describe("seams another package only declares", () => {
  it("reads a call by the framework type of the declared parameter, at the framework's position", async () => {
    const kit = `import type { Tool } from "ai";
import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
export declare function defineTool<T>(definition: Tool<T>): Tool<T>;
export declare function describeTool(label: string, definition: Tool): Tool;
export interface Kit {
  register(name: string, config: { description?: string; inputSchema?: object }, callback: ToolCallback<any>): void;
}
`;
    const { tools, messages } = await lintProject(
      {
        "tools.ts": `import { defineTool, describeTool, type Kit } from "@acme/tool-kit";
import { z } from "zod";
export const tools = {
  lookup: defineTool({ description: "Look up.", inputSchema: z.object({ id: z.string(), page: z.number().optional() }), strict: true, execute: async () => 1 }),
};
// The Tool parameter is not where tool() takes it: not read as a tool.
export const other = describeTool("x", tools.lookup as never);
export function register(kit: Kit) {
  kit.register("kit tool", { description: "Through the kit.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));
}
`,
      },
      {
        extraFiles: {
          "node_modules/@acme/tool-kit/package.json": JSON.stringify({ name: "@acme/tool-kit", version: "1.0.0", types: "index.d.ts" }),
          "node_modules/@acme/tool-kit/index.d.ts": kit,
        },
      },
    );
    expect(toolLines(tools)).toEqual(["tools.ts:4 defineTool() Vercel AI SDK lookup", "tools.ts:9 kit.register() MCP TypeScript SDK 1.x kit tool"]);
    expect(findingsOf(messages["tools.ts"])).toEqual(["optional-not-required/notRequired@4:106-4:116", "invalid-name/invalidName@9:16-9:26"]);
  });
});

describe("a seam that registers in a closure it keeps for later", () => {
  it("reads each call of the outer function as a tool, when the site reads the outer function's parameter", async () => {
    const { tools, messages } = await lintProject({
      "reg.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
export type Props<I extends z.ZodRawShape> = { name: string; description: string; args: I; execute: (a: unknown) => Promise<unknown> };
const setups = new Map<string, (server: McpServer) => void>();
export default function registerTool<I extends z.ZodRawShape>(toolProps: Props<I>): Props<I> {
  const serverSetup = (server: McpServer) => {
    server.registerTool(toolProps.name, { description: toolProps.description, inputSchema: toolProps.args }, async (args) => ({ content: [{ type: "text" as const, text: JSON.stringify(await toolProps.execute(args)) }] }));
  };
  setups.set(toolProps.name, serverSetup);
  return toolProps;
}
export function setupAll(server: McpServer) {
  for (const setup of setups.values()) setup(server);
}
`,
      "tools/create.ts": `import { z } from "zod";
import registerTool from "../reg.js";
export default registerTool({
  name: "create-thing",
  description: "Create a thing.",
  args: { title: z.string().describe("The title") },
  async execute(args) { return args; },
});
`,
      "tools/delete.ts": `import { z } from "zod";
import registerTool from "../reg.js";
export default registerTool({
  name: "delete thing",
  description: "Delete a thing.",
  args: { id: z.string() },
  async execute(args) { return args; },
});
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["tools/create.ts", 3, "create-thing", "zod"],
      ["tools/delete.ts", 3, "delete thing", "zod"],
    ]);
    expect(messages["reg.ts"]).toEqual([]);
    expect(describeMessages(messages["tools/delete.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@4:9"]);
  });
});

describe("a registrar a function of the program makes and returns", () => {
  it("reads each call of the returned closure, by the name its maker's result is held under, once per call over an if/else of two sites", async () => {
    const { tools, messages } = await lintProject({
      "tools.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
export type ToolDefinition<A extends z.ZodRawShape | undefined = undefined> = { name: string; description: string; args?: A; run: () => Promise<string> };
export function createRegisterTool(server: McpServer, allowed?: Set<string>): <A extends z.ZodRawShape | undefined>(tool: ToolDefinition<A>) => void {
  return (tool) => {
    if (allowed && !allowed.has(tool.name)) return;
    if (tool.args) {
      server.tool(tool.name, tool.description, tool.args, async () => ({ content: [{ type: "text" as const, text: await tool.run() }] }));
    } else {
      server.tool(tool.name, tool.description, async () => ({ content: [{ type: "text" as const, text: await tool.run() }] }));
    }
  };
}
`,
      "tools/get-flag.ts": `import { z } from "zod";
import type { ToolDefinition } from "../tools.js";
const args = { key: z.string().describe("The flag key") };
export const tool$getFlag: ToolDefinition<typeof args> = { name: "get-flag", description: "Get a flag.", args, run: async () => "" };
`,
      "tools/list-flags.ts": `import type { ToolDefinition } from "../tools.js";
export const tool$listFlags: ToolDefinition = { name: "list flags", description: "List the flags.", run: async () => "" };
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { createRegisterTool } from "./tools.js";
import { tool$getFlag } from "./tools/get-flag.js";
import { tool$listFlags } from "./tools/list-flags.js";
export function createServer(only?: string[]) {
  const server = new McpServer({ name: "flags", version: "1.0.0" });
  const tool = createRegisterTool(server, only && new Set(only));
  tool(tool$getFlag);
  tool(tool$listFlags);
  return server;
}
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["server.ts", 8, "get-flag", "zod"],
      ["server.ts", 9, "list flags", "none"],
    ]);
    expect(tools[0]!.schema).toMatchObject({ properties: { key: { type: "string", description: "The flag key" } }, required: ["key"] });
    // Without `args`, the call reaches the site that registers no input: no parameters.
    expect(tools[1]!.schema).toEqual({ type: "object", properties: {} });
    expect(messages["tools.ts"]).toEqual([]);
    expect(describeMessages(messages["server.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@9:3"]);
  });
});

describe("a builder whose description is written from its parameter", () => {
  it("makes one tool per call, each named where it is placed and judged with its own arguments", async () => {
    const { tools, messages } = await lintProject({
      "labels.ts": `import { tool, generateText, type LanguageModel } from "ai";
import { z } from "zod";
type Terms = { plural: string };
const labelTerms: Terms = { plural: "labels" };
const categoryTerms: Terms = { plural: "categories" };
function buildListTool({ terms }: { terms: Terms }) {
  return tool({ description: \`List all existing \${terms.plural}.\`, inputSchema: z.object({}), execute: async () => [] });
}
export const listLabelsTool = () => buildListTool({ terms: labelTerms });
export const listCategoriesTool = () => buildListTool({ terms: categoryTerms });
export const run = (model: LanguageModel) => generateText({ model, prompt: "x", tools: { "list labels": listLabelsTool(), listCategories: listCategoriesTool() } });
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["labels.ts", 9, "list labels", "zod"],
      ["labels.ts", 10, "listCategories", "zod"],
    ]);
    expect(describeMessages(messages["labels.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@11:90"]);
  });
});
