import { describe, expect, it } from "vitest";
import { PROVIDER_PACKAGES } from "../../../src/frameworks/core/model-destinations.js";
import { providerById } from "../../../src/providers/index.js";
import { describeMessages, lintProject } from "../harness.js";

/**
 * An AI SDK tool is judged where the calls that take it send it: the provider package its `model`
 * comes from. Each case is a small project linted with the real ESLint and TypeScript; the table holds
 * the destinations the report lists for the tool named `weather`.
 */

const WEATHER = `import { tool } from "ai";
import { z } from "zod";
export const weather = tool({
  description: "Current weather for a city.",
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
`;

const STRICT_WEATHER = WEATHER.replace('description: "Current weather for a city.",', 'description: "Current weather for a city.",\n  strict: true,');

async function destinationsOf(files: Record<string, string>): Promise<string[]> {
  const { tools } = await lintProject(files);
  const tool = tools.find((t) => t.name === "weather");
  if (!tool) throw new Error(`no weather tool among ${tools.map((t) => t.name).join(", ")}`);
  return tool.destinations.map((d) => d.target).sort();
}

const route = (body: string) => `import { generateText, streamText, ToolLoopAgent, wrapLanguageModel } from "ai";
import { openai, createOpenAI } from "@ai-sdk/openai";
import { anthropic, createAnthropic } from "@ai-sdk/anthropic";
import { google } from "@ai-sdk/google";
import { weather } from "./weather.js";
${body}
`;

const DEFAULTS = ["anthropic", "google", "openai"];

describe("destinations read from the model of the calls that take the tool", () => {
  it.each<[string, string, string[], string?]>([
    ["a provider's model, inline", `await generateText({ model: openai("gpt-4o"), tools: { weather }, prompt: "x" });`, ["openai"]],
    ["strict: true keeps OpenAI in strict mode", `await generateText({ model: openai("gpt-4o"), tools: { weather }, prompt: "x" });`, ["openai-strict"], STRICT_WEATHER],
    ["a provider made by createX, kept in a const", `const claude = createAnthropic({ apiKey: "k" });\nconst model = claude("claude-sonnet-4-5");\nstreamText({ model, tools: { weather }, prompt: "x" });`, ["anthropic"]],
    ["a provider method (openai.chat)", `await generateText({ model: openai.chat("gpt-4o"), tools: { weather }, prompt: "x" });`, ["openai"]],
    ["createX(…)(…) inline", `await generateText({ model: createOpenAI({})("gpt-4o"), tools: { weather }, prompt: "x" });`, ["openai"]],
    ["wrapLanguageModel", `await generateText({ model: wrapLanguageModel({ model: anthropic("claude-sonnet-4-5"), middleware: [] }), tools: { weather }, prompt: "x" });`, ["anthropic"]],
    ["a function of the project returning the model", `function pick() { return google("gemini-2.5-flash"); }\nawait generateText({ model: pick(), tools: { weather }, prompt: "x" });`, ["google"]],
    ["two calls, two providers", `await generateText({ model: openai("gpt-4o"), tools: { weather }, prompt: "x" });\nawait generateText({ model: google("gemini-2.5-flash"), tools: { weather }, prompt: "x" });`, ["google", "openai"]],
    ["an agent class", `export const agent = new ToolLoopAgent({ model: anthropic("claude-sonnet-4-5"), tools: { weather } });`, ["anthropic"]],
    ["a tools object in a const, spread into another", `const base = { weather };\nawait generateText({ model: google("gemini-2.5-flash"), tools: { ...base }, prompt: "x" });`, ["google"]],
    ["a tools object returned by a function of the project", `function toolsFor(user: string) { return { weather, user: weather }; }\nawait generateText({ model: openai("gpt-4o"), tools: toolsFor("u"), prompt: "x" });`, ["openai"]],
    ["a model that cannot be read adds the framework's destinations", `export async function run(model: Parameters<typeof generateText>[0]["model"]) {\n  await generateText({ model, tools: { weather }, prompt: "x" });\n  await generateText({ model: google("gemini-2.5-flash"), tools: { weather }, prompt: "x" });\n}`, DEFAULTS],
    ["a gateway string is not read", `await generateText({ model: "openai/gpt-4o", tools: { weather }, prompt: "x" });`, DEFAULTS],
    ["no call takes the tool", `export const tools = { weather };`, DEFAULTS],
    ...(
      [
        ["@ai-sdk/mistral", "mistral", "mistral", "mistral-large-latest"],
        ["@ai-sdk/groq", "groq", "groq", "llama-3.3-70b-versatile"],
        ["@ai-sdk/xai", "xai", "xai", "grok-4"],
        ["@ai-sdk/deepseek", "deepseek", "deepseek", "deepseek-chat"],
        ["@ai-sdk/cohere", "cohere", "cohere", "command-a-03-2025"],
        ["ollama-ai-provider-v2", "ollama", "ollama", "llama3.1"],
        ["@openrouter/ai-sdk-provider", "openrouter", "openrouter", "openai/gpt-4o"],
      ] as const
    ).map(([pkg, exported, target, model]): [string, string, string[]] => [
      `a model of ${pkg}`,
      `import { ${exported} } from "${pkg}";\nawait generateText({ model: ${exported}("${model}"), tools: { weather }, prompt: "x" });`,
      [target],
    ]),
  ])("%s", async (_label, body, expected, weatherFile = WEATHER) => {
    expect(await destinationsOf({ "weather.ts": weatherFile, "route.ts": route(body) })).toEqual(expected);
  });

  it("maps every provider package to a target the plugin judges", () => {
    expect(Object.entries(PROVIDER_PACKAGES).filter(([, id]) => providerById(id) === undefined)).toEqual([]);
  });

  it("a factory's tool (createDocument({ session }) returning tool(…)) goes where its call's model sends it", async () => {
    const factory = `import { tool } from "ai";
import { z } from "zod";
export const createDocument = ({ session }: { session: string }) =>
  tool({ description: "Create a document for " + session, inputSchema: z.object({ title: z.string() }), execute: async () => session });
`;
    const { tools } = await lintProject({
      "document.ts": factory,
      "route.ts": `import { generateText } from "ai";\nimport { anthropic } from "@ai-sdk/anthropic";\nimport { createDocument } from "./document.js";\nawait generateText({ model: anthropic("claude-sonnet-4-5"), tools: { createDocument: createDocument({ session: "s" }) }, prompt: "x" });\n`,
    });
    expect(tools.map((t) => [t.name, t.destinations.map((d) => d.target)])).toEqual([["createDocument", ["anthropic"]]]);
  });

  it("gives no finding for a destination the tool does not reach, and the finding where it does", async () => {
    // A union beside the object root: Anthropic refuses it at the top level; OpenAI without strict takes it.
    const tool = `import { jsonSchema, tool } from "ai";
export const weather = tool({
  description: "Current weather for a city or a point.",
  inputSchema: jsonSchema<{ city?: string }>({
    type: "object",
    properties: { city: { type: "string" }, lat: { type: "number" } },
    anyOf: [{ required: ["city"] }, { required: ["lat"] }],
  }),
  execute: async () => "sunny",
});
`;
    const lint = async (model: string) => {
      const { messages } = await lintProject({ "weather.ts": tool, "route.ts": route(`await generateText({ model: ${model}, tools: { weather }, prompt: "x" });`) });
      return describeMessages(messages["weather.ts"] ?? []);
    };
    expect(await lint(`openai("gpt-4o")`)).toEqual([]);
    expect(await lint(`anthropic("claude-sonnet-4-5")`)).toEqual([
      'root-not-object@7:5 The schema root uses "anyOf": a union at the top level fails the request to Anthropic via the Vercel AI SDK. Use an object root with the union in a property.',
    ]);
  });

  it("judges a dotted tool name where the model sends it: Groq refuses it, Ollama takes it", async () => {
    const lint = async (imports: string, model: string) => {
      const { messages } = await lintProject({
        "weather.ts": WEATHER,
        "route.ts": route(`${imports}\nawait generateText({ model: ${model}, tools: { "weather.now": weather }, prompt: "x" });`),
      });
      return describeMessages(messages["route.ts"] ?? []).map((m) => m.split(" ")[0]);
    };
    expect(await lint(`import { ollama } from "ollama-ai-provider-v2";`, `ollama("llama3.1")`)).toEqual([]);
    expect(await lint(`import { groq } from "@ai-sdk/groq";`, `groq("llama-3.3-70b-versatile")`)).toEqual(["invalid-name@7:71"]);
  });
});
