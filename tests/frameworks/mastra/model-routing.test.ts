import { describe, expect, it } from "vitest";
import { pickedLayer, routerTarget } from "../../../src/frameworks/mastra/model-router.js";
import { describeMessages, lintProject } from "../harness.js";

/**
 * A Mastra tool is judged where the agents holding it send it: the provider their `model` names (a model
 * router string, or an AI SDK provider's model), each through the schema-compat layer Mastra picks for
 * that model. Each case is a small project linted with the real ESLint and TypeScript.
 */

const TOOL = `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const weatherTool = createTool({
  id: "weather-tool",
  description: "Current weather for a city.",
  inputSchema: z.object({ city: z.string().min(2), units: z.enum(["metric", "imperial"]).optional() }),
  execute: async () => "sunny",
});
`;

/** One case: the agents' code (`TOOL` stands for the case's tool, `CASE` for its number) and the destinations expected. */
type Case = readonly [label: string, body: string, expected: readonly string[]];

const DEFAULTS = ["anthropic", "google", "openai"];
const newAgent = (model: string) => `new Agent({ id: "a", name: "a", instructions: "Help.", model: ${model}, tools: { lookup: TOOL } })`;
const agent = (model: string, name = "a") => `export const ${name}CASE = ${newAgent(model)};`;

const CASES: readonly Case[] = [
  ["a Mistral model string", agent(`"mistral/mistral-large-latest"`), ["mistral"]],
  ["a Groq model string", agent(`"groq/llama-3.3-70b-versatile"`), ["groq"]],
  ["an xAI model string", agent(`"xai/grok-4.3"`), ["xai"]],
  ["a DeepSeek model string", agent(`"deepseek/deepseek-v4-flash"`), ["deepseek"]],
  ["an OpenRouter model without a layer", agent(`"openrouter/mistralai/mistral-large"`), ["openrouter"]],
  ["an OpenAI model string", agent(`"openai/gpt-4o"`), ["openai"]],
  ["an Anthropic model string", agent(`"anthropic/claude-sonnet-4-5"`), ["anthropic"]],
  ["a Google model string (the bundled provider sends OpenAPI parameters)", agent(`"google/gemini-2.5-flash"`), ["google-parameters"]],
  ["a model string through a const", `const MODELCASE = "mistral/mistral-small-latest";\n${agent("MODELCASE")}`, ["mistral"]],
  ["an @ai-sdk/mistral model", agent(`mistral("mistral-large-latest")`), ["mistral"]],
  ["an @ai-sdk/groq model", agent(`groq("llama-3.3-70b-versatile")`), ["groq"]],
  ["an @ai-sdk/google model (parametersJsonSchema)", agent(`google("gemini-2.5-flash")`), ["google"]],
  ["two agents, two providers", `${agent(`"mistral/mistral-large-latest"`, "a")}\n${agent(`"groq/llama-3.3-70b-versatile"`, "b")}`, ["groq", "mistral"]],
  ["a model read from the environment keeps the defaults", agent(`process.env.MODEL ?? "mistral/mistral-large-latest"`), DEFAULTS],
  ["one agent read, one not: both", `${agent(`"mistral/mistral-large-latest"`, "a")}\n${agent("process.env.MODEL!", "b")}`, [...DEFAULTS, "mistral"].sort()],
  ["a model chosen by a function keeps the defaults", agent(`({ requestContext }: { requestContext: unknown }) => (requestContext ? "mistral/mistral-large-latest" : "openai/gpt-4o")`), DEFAULTS],
  ["an OpenAI reasoning model (a layer not modelled) keeps the defaults", agent(`"openai/o3-mini"`), DEFAULTS],
  ["OpenRouter to Claude (the Anthropic layer on OpenRouter) keeps the defaults", agent(`"openrouter/anthropic/claude-sonnet-4.5"`), DEFAULTS],
  ["a provider without a target keeps the defaults", agent(`"cerebras/llama3.1-8b"`), DEFAULTS],
  ["`gemini/…`, which the bundled registry does not list, keeps the defaults", agent(`"gemini/gemini-2.5-flash"`), DEFAULTS],
  ["an @ai-sdk/xai model (the router's xAI view is not the pinned package's) keeps the defaults", agent(`xai("grok-4")`), DEFAULTS],
  ["a package model whose id is not read keeps the defaults", `export function makeCASE(id: string) {\n  return ${newAgent("openai(id)")};\n}`, DEFAULTS],
];

/** Every case in one project: tool `t<i>` in tools.ts, its agents in agents.ts. */
const TOOLS = `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
${CASES.map((_, i) => `export const t${i} = createTool({ id: "t${i}", description: "Case ${i}.", inputSchema: z.object({ city: z.string() }), execute: async () => "x" });`).join("\n")}
`;

const AGENTS = `import { Agent } from "@mastra/core/agent";
import { mistral } from "@ai-sdk/mistral";
import { groq } from "@ai-sdk/groq";
import { xai } from "@ai-sdk/xai";
import { openai } from "@ai-sdk/openai";
import { google } from "@ai-sdk/google";
import { ${CASES.map((_, i) => `t${i}`).join(", ")} } from "./tools.js";
${CASES.map(([, body], i) => body.replace(/TOOL/g, `t${i}`).replace(/CASE/g, String(i))).join("\n")}
`;

describe("Mastra agents' models name their tools' destinations", () => {
  const project = lintProject({ "tools.ts": TOOLS, "agents.ts": AGENTS });

  it.each(CASES.map((c, i) => [...c, i] as const))("%s", async (_label, _body, expected, i) => {
    const { tools } = await project;
    const tool = tools.find((t) => t.file === "tools.ts" && t.description === `Case ${i}.`);
    expect(tool?.destinations.map((d) => d.target).sort()).toEqual(expected);
  });

  it("a tool in the agent's own file goes where that agent's model sends it", async () => {
    const { tools } = await lintProject({
      "agent.ts": `import { Agent } from "@mastra/core/agent";
import { createTool } from "@mastra/core/tools";
import { z } from "zod";
const weatherTool = createTool({ id: "weather-tool", description: "Weather.", inputSchema: z.object({ city: z.string() }), execute: async () => "x" });
export const weatherAgent = new Agent({ id: "w", name: "w", instructions: "x", model: "mistral/mistral-large-latest", tools: { weatherLookup: weatherTool } });
`,
    });
    expect(tools.map((t) => [t.name, t.destinations.map((d) => d.target)])).toEqual([["weatherLookup", ["mistral"]]]);
  });

  it("picks the layer as @mastra/schema-compat 1.3.11 does, and routes a string only where the target has that layer", () => {
    expect(
      (
        [
          ["openai", "gpt-4o"],
          ["openai", "o4-mini"],
          ["groq", "llama-3.3-70b-versatile"],
          ["google", "gemini-2.5-flash"],
          ["openrouter", "google/gemini-2.5-flash"],
          ["anthropic", "claude-sonnet-4-5"],
          ["deepseek", "deepseek-v4-flash"],
          ["deepseek", "deepseek-r1"],
          ["openrouter", "meta-llama/llama-3.3-70b-instruct"],
          ["mistral", "mistral-large-latest"],
        ] as const
      ).map(([provider, model]) => [`${provider}/${model}`, pickedLayer(provider, model) ?? null, routerTarget(`${provider}/${model}`) ?? null]),
    ).toEqual([
      ["openai/gpt-4o", "openai", "openai"],
      ["openai/o4-mini", "openai-reasoning", null],
      ["groq/llama-3.3-70b-versatile", "openai", "groq"],
      ["google/gemini-2.5-flash", "google", "google-parameters"],
      ["openrouter/google/gemini-2.5-flash", "google", null],
      ["anthropic/claude-sonnet-4-5", "anthropic", "anthropic"],
      ["deepseek/deepseek-v4-flash", "deepseek", "deepseek"],
      ["deepseek/deepseek-r1", null, null],
      ["openrouter/meta-llama/llama-3.3-70b-instruct", "meta", null],
      ["mistral/mistral-large-latest", null, "mistral"],
    ]);
  });

  it("sends each routed provider exactly what Mastra and its bundled provider make of the schema", async () => {
    const models = ["mistral/mistral-large-latest", "groq/llama-3.3-70b-versatile", "xai/grok-4.3", "deepseek/deepseek-v4-flash"];
    const { tools } = await lintProject({ "tools.ts": TOOL, "agents.ts": agentsHolding(models) });
    const schemas = Object.fromEntries(tools[0]!.destinations.map((d) => [d.target, d.schema]));
    const $schema = "http://json-schema.org/draft-07/schema#";
    const units = { type: "string", enum: ["metric", "imperial"] };
    expect(schemas).toEqual({
      // No layer: zod's draft-07 conversion, objects closed by Mastra's override.
      mistral: { $schema, type: "object", properties: { city: { type: "string", minLength: 2 }, units }, required: ["city"], additionalProperties: false },
      // The OpenAI layer: every property required, the optional one nullable, minLength described.
      groq: {
        $schema,
        type: "object",
        properties: { city: { type: "string", description: "constraints: minimum length 2" }, units: { anyOf: [units, { type: "null" }] } },
        required: ["city", "units"],
        additionalProperties: false,
        "x-optional": ["units"],
      },
      // The bundled @ai-sdk/xai 3.0.111 leaves out `additionalProperties: false`.
      xai: { $schema, type: "object", properties: { city: { type: "string", minLength: 2 }, units }, required: ["city"] },
      // The DeepSeek layer: the shared handlers only.
      deepseek: { $schema, type: "object", properties: { city: { type: "string", description: "constraints: minimum length 2" }, units }, required: ["city"], additionalProperties: false },
    });
  });

  it("gives no finding for a destination the tool does not reach: Gemini's error is gone for a Mistral agent", async () => {
    // Numbers in an enum: Gemini's `parameters` take string values only; Mistral takes them.
    const tool = TOOL.replace('units: z.enum(["metric", "imperial"]).optional()', "days: z.union([z.literal(1), z.literal(3), z.literal(7)])");
    const lint = async (model: string) => {
      const { messages } = await lintProject({ "tools.ts": tool, "agents.ts": agentsHolding([model]) });
      return describeMessages(messages["tools.ts"] ?? []).filter((m) => !m.startsWith("silent-transform"));
    };
    expect(await lint("google/gemini-2.5-flash")).toEqual(
      [1, 3, 7].map(
        (n, i) =>
          `unsupported-keyword@6:${67 + 14 * i} Branch ${i + 1} of field "days" has enum values that are not strings (${n}), which fails the request to Gemini's parameters field via Mastra. Use z.enum() with string values.`,
      ),
    );
    expect(await lint("mistral/mistral-large-latest")).toEqual([]);
  });
});

/** An agents file whose agents, one per model string, each hold `weatherTool` of tools.ts. */
function agentsHolding(models: readonly string[]): string {
  return `import { Agent } from "@mastra/core/agent";
import { weatherTool } from "./tools.js";
${models.map((model, i) => `export const agent${i} = new Agent({ id: "a${i}", name: "a${i}", instructions: "Help.", model: "${model}", tools: { weatherLookup: weatherTool } });`).join("\n")}
`;
}
