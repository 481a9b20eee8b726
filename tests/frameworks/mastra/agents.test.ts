import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// An agent sends each tool under its key in the agent's `tools` object, not under the tool's `id`.
const AGENTS = `import { Agent } from "@mastra/core/agent";
import * as agents from "@mastra/core/agent";
import { Tool, createTool } from "@mastra/core/tools";
import { z } from "zod";

const input = z.object({ city: z.string() });
const weatherTool = createTool({ id: "get.weather", description: "Weather", inputSchema: input, execute: async () => ({}) });
const forecast = createTool({ id: "forecast-v2", description: "Forecast", inputSchema: input, execute: async () => ({}) });
const shared = new Tool({ id: "shared_tool", description: "Shared", inputSchema: input, execute: async () => ({}) });
const twoKeys = createTool({ id: "two.keys", description: "Two keys", inputSchema: input, execute: async () => ({}) });
const loose = createTool({ id: "loose", description: "In no agent", inputSchema: input, execute: async () => ({}) });
const registered = createTool({ id: "registered", description: "In a plain object", inputSchema: input, execute: async () => ({}) });

const tools = { forecast, twoKeys };
export const travel = new Agent({
  id: "travel",
  name: "travel",
  instructions: "x",
  model: "openai/gpt-4o",
  tools: { weatherLookup: weatherTool, common: shared, ...tools, "lookup.city": createTool({ id: "city", description: "City", inputSchema: input, execute: async () => ({}) }) },
});
export const other = new agents.Agent({ id: "other", name: "other", instructions: "x", model: "openai/gpt-4o", tools: { common: shared, second: twoKeys } });
export const registry = { registeredTool: registered };
export { loose };
`;

describe("Mastra agents", () => {
  const project = lintProject({ "agents.ts": AGENTS }, { settings: { "tool-schema": { targets: ["openai", "anthropic"] } } });

  it.each([
    ["get.weather", "weatherLookup", "its key in the agent's tools object, through its const"],
    ["forecast-v2", "forecast", "a shorthand key, in a tools object spread into the agent's"],
    ["shared_tool", "common", "the same key in two agents (one reached through a namespace import)"],
    ["two.keys", "two.keys", "different keys in two agents: the id stands"],
    ["loose", "loose", "in no agent: the id"],
    ["registered", "registered", "in an object that is no agent's tools: the id"],
    ["city", "lookup.city", "written inside the agent's tools object"],
  ])("sends the tool with id %s as %s (%s)", async (id, name) => {
    const { tools } = await project;
    const line = AGENTS.split("\n").findIndex((text) => text.includes(`id: "${id}"`)) + 1;
    expect(tools.find((t) => t.line === line)?.name).toBe(name);
  });

  it("reports Mastra's rename where the name sent is written: the key, or the id the agents do not settle", async () => {
    const { messages } = await project;
    // "get.weather" is not renamed: the agent sends it as weatherLookup. The agents' model, "openai/gpt-4o",
    // sends their tools to OpenAI alone (model-router.ts), of the targets listed.
    expect(describeMessages(messages["agents.ts"])).toEqual([
      'silent-transform@10:34 On the way to OpenAI (listed in targets), Mastra\'s agent renames the tool to "two_keys". Make sure the handler copes with it.',
      'silent-transform@20:66 On the way to OpenAI (listed in targets), Mastra\'s agent renames the tool to "lookup_city". Make sure the handler copes with it.',
    ]);
  });
});
