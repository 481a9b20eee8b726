import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Where a framework takes tools, found by what reaches it: a receiver typed `any` is an instance when
 * the program's calls pass one; a `Tool` value is a tool only where the program lists tools; a list
 * that is empty where it is written and unknown otherwise is said to be unfollowed, not taken as none.
 */
const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null; route: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}`);

describe("a registration on a parameter typed any", () => {
  it("is a site when a call of its function passes a framework instance, and not otherwise", async () => {
    const { tools, messages } = await lintProject({
      "tools/search.ts": `import { SearchArgs } from "./schemas.js";
export function registerSearchTool(server: any) {
  const toolName = "vault.search";
  server.tool(toolName, "Search the vault.", SearchArgs.shape, async () => ({ content: [] }));
}
export function registerLogger(logger: any) {
  // Not an MCP server: nothing passes one here.
  logger.tool("not_a_tool", "A log line.", {}, () => undefined);
}
`,
      "tools/schemas.ts": `import { z } from "zod";
export const SearchArgs = z.object({ query: z.string() });
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerLogger, registerSearchTool } from "./tools/search.js";
const server = new McpServer({ name: "vault", version: "1" });
registerSearchTool(server);
registerLogger(console);
`,
    });
    expect(toolLines(tools)).toEqual(["tools/search.ts:4 server.tool() vault.search zod"]);
    expect(findingsOf(messages["tools/search.ts"])).toEqual(["invalid-name/invalidName@4:15-4:23"]);
  });
});

describe("values typed with MCP's Tool", () => {
  it("are tools where the program lists tools, and only there", async () => {
    const { tools } = await lintProject({
      "definition.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const searchDefinition: Tool = { name: "search", description: "Search.", inputSchema: { type: "object", properties: {} } };
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { searchDefinition } from "./definition.js";
const server = new McpServer({ name: "s", version: "1" });
// Only the description is read from the Tool value: what is registered is this call.
server.tool("search", searchDefinition.description ?? "", {}, async () => ({ content: [] }));
`,
    });
    // An empty shape is a zod 4 object from SDK 1.23.0.
    expect(toolLines(tools)).toEqual(["server.ts:5 server.tool() search zod"]);
  });
});

describe("a list empty where it is written and unknown otherwise", () => {
  it("is reported as unfollowed, not taken for a server without tools", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
export function start(implemented: string[], schemas: Record<string, object>) {
  const names = Array.isArray(implemented) ? implemented : [];
  const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: names.map((name: string) => ({ name, description: \`Tool \${name}\`, inputSchema: { type: "object" as const, ...schemas[name] } })),
  }));
}
`,
    });
    expect(tools).toHaveLength(1);
    expect(findingsOf(messages["server.ts"])).toEqual(["unfollowed-tools/unfollowed@7:12-7:17"]);
  });
});

describe("AI SDK tools named by a tools object in another file", () => {
  it("reports each definition under the key that names it, a computed constant key and a factory's tool included", async () => {
    const { tools } = await lintProject({
      "tools/done.ts": `import { tool } from "ai";
import { z } from "zod";
export const DONE_TOOL_NAME = "doneTool";
export function createDoneTool(opts: { note: string }) {
  return tool({ description: "Mark the work as done.", inputSchema: z.object({ summary: z.string() }), execute: async ({ summary }) => opts.note + summary });
}
`,
      "tools/weather.ts": `import { tool } from "ai";
import { z } from "zod";
export const weatherTool = tool({ description: "Weather in a city.", inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });
`,
      "agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { DONE_TOOL_NAME, createDoneTool } from "./tools/done.js";
import { weatherTool } from "./tools/weather.js";
export async function run(prompt: string) {
  const doneTool = createDoneTool({ note: "done" });
  return generateText({ model: openai("gpt-4o"), prompt, tools: { [DONE_TOOL_NAME]: doneTool, getWeather: weatherTool } });
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools/done.ts:5 tool() doneTool zod", "tools/weather.ts:3 tool() getWeather zod"]);
  });
});
