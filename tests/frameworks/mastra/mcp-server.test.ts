import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const SERVER = `import { createTool } from "@mastra/core/tools";
import { Agent } from "@mastra/core/agent";
import { MCPServer } from "@mastra/mcp";
import { z } from "zod";

const search = createTool({ id: "search-tool", description: "Search", inputSchema: z.object({ q: z.string(), page: z.number().optional() }), execute: async () => [] });
const weather = createTool({ id: "weather", description: "Weather", inputSchema: z.object({ city: z.string() }), execute: async () => ({}) });
export const shared = createTool({ id: "shared", description: "Exported too", inputSchema: z.object({ a: z.string() }), execute: async () => ({}) });
const tags = createTool({ id: "tags", description: "Array root", inputSchema: z.array(z.string()) as never, execute: async () => [] });
const rooms = createTool({ id: "rooms", description: "No input", execute: async () => [] });
const lonely = createTool({ id: "lonely", description: "In no server", inputSchema: z.object({ b: z.string() }), execute: async () => ({}) });

export const agent = new Agent({ name: "a", instructions: "i", model: "openai/gpt-4o", tools: { weatherLookup: weather } });
export const server = new MCPServer({ name: "docs", version: "1.0.0", tools: { "search docs": search, weather, shared, tags, rooms } });
export { lonely };
`;

describe("Mastra MCPServer", () => {
  const project = lintProject({ "server.ts": SERVER });

  it.each([
    [6, "search docs", ["mcp"], "only the server holds it: listed under its key, to the MCP host only"],
    [7, "weatherLookup", ["openai", "mcp"], "an agent holds it too: its key names it, its model (openai/gpt-4o) sends it to OpenAI, and the server adds mcp"],
    [8, "shared", ["openai", "anthropic", "google", "mcp"], "exported: it may go anywhere, and the server adds mcp"],
    [9, "tags", ["mcp"], "a non-object root"],
    [10, "rooms", ["mcp"], "no input"],
    [11, "lonely", ["openai", "anthropic", "google"], "in no server: the agent's destinations"],
  ])("line %i: %s goes to %j (%s)", async (line, name, targets) => {
    const { tools } = await project;
    const tool = tools.find((t) => t.line === line);
    expect([tool?.name, tool?.destinations.map((d) => d.target)]).toEqual([name, targets]);
  });

  it("lists what the server's tools/list answers", async () => {
    const { tools } = await project;
    const listed = (line: number) => tools.find((t) => t.line === line)?.destinations.find((d) => d.target === "mcp")?.schema;
    expect(listed(6)).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { q: { type: "string" }, page: { type: "number" } },
      required: ["q"],
      additionalProperties: false,
    });
    expect(listed(10)).toEqual({ type: "object", properties: {} });
  });

  it("reports the server's set, its names and the listing that throws, at exact positions", async () => {
    const { messages } = await project;
    const lines = describeMessages(messages["server.ts"] ?? []).filter((m) => /^(invalid-name|unsendable-tool|duplicate-tool-name)@/.test(m));
    expect(lines.map((m) => m.split(" ")[0])).toEqual(["unsendable-tool@9:81", "invalid-name@14:80"]);
    expect(lines[0]).toContain("does not describe a valid MCP tool\" on tools/list, so the server lists none of its tools: give it an object input");
    expect(lines[1]).toContain('"search docs"');
  });
});

describe("Mastra MCPServer of another file", () => {
  it("lists an imported tool under its key, to MCP clients only unless an agent of the program sends it too", async () => {
    const { tools } = await lintProject({
      "tools.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const lookupTool = createTool({ id: "lookup-id", description: "Look a word up.", inputSchema: z.object({ word: z.string() }), execute: async () => ({}) });
export const weatherTool = createTool({ id: "weather-id", description: "Weather for a city.", inputSchema: z.object({ city: z.string() }), execute: async () => ({}) });
export const unusedTool = createTool({ id: "unused-id", description: "Held by nothing.", inputSchema: z.object({ a: z.string() }), execute: async () => ({}) });
`,
      "server.ts": `import { MCPServer } from "@mastra/mcp";
import { lookupTool, weatherTool } from "./tools.js";
export const server = new MCPServer({ name: "words", version: "1.0.0", tools: { lookup: lookupTool, weather: weatherTool } });
`,
      "agent.ts": `import { Agent } from "@mastra/core/agent";
import { weatherTool } from "./tools.js";
export const agent = new Agent({ name: "a", instructions: "i", model: "openai/gpt-4o", tools: { weatherLookup: weatherTool } });
`,
    });
    expect(tools.map((t) => [t.line, t.name, t.destinations.map((d) => d.target)])).toEqual([
      [3, "lookup", ["mcp"]],
      // The agent's model string sends it to OpenAI alone.
      [4, "weatherLookup", ["openai", "mcp"]],
      [5, "unused-id", ["openai", "anthropic", "google"]],
    ]);
    const listed = tools.find((t) => t.line === 3)?.destinations.find((d) => d.target === "mcp")?.schema;
    expect(listed).toEqual({ $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { word: { type: "string" } }, required: ["word"], additionalProperties: false });
  });
});
