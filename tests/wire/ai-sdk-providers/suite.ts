import path from "node:path";
import { createCohere } from "@ai-sdk/cohere";
import { createDeepSeek } from "@ai-sdk/deepseek";
import { createGroq } from "@ai-sdk/groq";
import { createMistral } from "@ai-sdk/mistral";
import { createXai } from "@ai-sdk/xai";
import { createOpenRouter } from "@openrouter/ai-sdk-provider";
import { generateText, type LanguageModel, type Tool } from "ai";
import { createOllama } from "ollama-ai-provider-v2";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
const first = (list: unknown): Entry | undefined => (Array.isArray(list) ? (list[0] as Entry) : undefined);

/** One provider package of the AI SDK: its model over a fake fetch, and where its body holds the tool. */
interface Provider {
  /**
   * The target id, for every tool: the suite lints with these `targets`, which the plugin maps to no
   * `-strict` id for these providers yet. Cohere's package never sends `strict` (so never
   * `cohere-strict`); DeepSeek's reaches `deepseek-strict` only from a /beta base URL, not used here.
   */
  readonly target: string;
  readonly model: (fetch: typeof globalThis.fetch) => LanguageModel;
  /** The tool entry of the body: Chat Completions nest it under `function`, Responses APIs do not. */
  readonly entry: (body: Entry) => Entry | undefined;
}

/** `tools: [{ type: "function", function: { name, description, parameters, strict? } }]`. */
const chatEntry = (body: Entry) => first(body.tools)?.function as Entry | undefined;

const PROVIDERS: readonly Provider[] = [
  // mistral-prepare-tools.ts: `strict` forwarded when set.
  { target: "mistral", model: (fetch) => createMistral({ fetch, apiKey: "x" })("mistral-large-latest"), entry: chatEntry },
  // groq-prepare-tools.ts: `strict` forwarded when set.
  { target: "groq", model: (fetch) => createGroq({ fetch, apiKey: "x" })("openai/gpt-oss-120b"), entry: chatEntry },
  // xai-responses-prepare-tools.ts (the only language model of @ai-sdk/xai 5): `tools: [{ type, name, parameters, strict? }]`.
  { target: "xai", model: (fetch) => createXai({ fetch, apiKey: "x" })("grok-4"), entry: (body) => first(body.tools) },
  // deepseek-prepare-tools.ts: `strict` forwarded, but only to a base URL ending in /beta; the default one throws.
  { target: "deepseek", model: (fetch) => createDeepSeek({ fetch, apiKey: "x" })("deepseek-chat"), entry: chatEntry },
  // cohere-prepare-tools.ts: `strict` never sent.
  { target: "cohere", model: (fetch) => createCohere({ fetch, apiKey: "x" })("command-a-03-2025"), entry: chatEntry },
  // ollama-responses-prepare-tools.ts: `strict` never sent; an object without properties gets `required: []`.
  { target: "ollama", model: (fetch) => createOllama({ fetch })("llama3.1"), entry: chatEntry },
  // OpenRouterChatLanguageModel.getArgs: `strict` never sent.
  { target: "openrouter", model: (fetch) => createOpenRouter({ fetch, apiKey: "x" })("openai/gpt-4o"), entry: chatEntry },
];

async function send(name: string, tool: Tool, provider: Provider): Promise<WireCapture> {
  const recorder = recordingFetch();
  let thrown: string | undefined;
  try {
    await generateText({ model: provider.model(recorder.fetch), tools: { [name]: tool }, prompt: "x", maxRetries: 0 });
  } catch (error) {
    thrown = error instanceof Error ? error.message : String(error);
  }
  const target = provider.target;
  const body = recorder.bodies[0] as Entry | undefined;
  if (!body) return { tool: name, target, thrown: thrown ?? "no request" };
  const entry = provider.entry(body);
  if (!entry) return { tool: name, target, dropped: true };
  return { tool: name, target, sent: { name: entry.name as string, schema: entry.parameters as JsonObject } };
}

/** Every tool of the fixture, by name. */
async function fixtureTools(): Promise<[string, Tool][]> {
  const modules = [await import("./fixture/converted.js"), await import("./fixture/literal.js"), await import("./fixture/strict.js"), await import("./fixture/edges.js")];
  return modules.flatMap((module) => Object.values(module).flatMap((set) => Object.entries(set as Record<string, Tool>)));
}

const LONG_NAME = "look_up_the_weather_forecast_for_a_city_by_its_name_and_country_code";
/** Each provider's name rule as documented or quoted from its API errors: letters, digits, `_`, `-`, at most 64. */
const NAME_RULE: Record<string, string> = {
  mistral: "Mistral: \"Function name … must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64\" (Kochava-Studios/witsy PR #164; shared/reference/providers.md §4)",
  groq: "Groq: name of a-z, A-Z, 0-9, underscores and dashes, at most 64 (groq-sdk 1.6.0 CompletionCreateParams `name`; langgenius/dify#22867)",
  deepseek: "DeepSeek: \"string does not match pattern … '^[a-zA-Z0-9_-]+$'\" (refly-ai/refly#1794), maximum length 64 (api-docs.deepseek.com create-chat-completion)",
};

export const suite: WireSuite = {
  label:
    "AI SDK provider packages (ai 7.0.173; @ai-sdk/mistral 4.0.87, @ai-sdk/groq 4.0.84, @ai-sdk/xai 5.0.12, @ai-sdk/deepseek 3.0.56, @ai-sdk/cohere 4.0.52, ollama-ai-provider-v2 4.0.1, @openrouter/ai-sdk-provider 3.1.0)",
  dir,
  targets: PROVIDERS.map((p) => p.target),
  async capture() {
    const captures: WireCapture[] = [];
    for (const [name, tool] of await fixtureTools()) for (const provider of PROVIDERS) captures.push(await send(name, tool, provider));
    return captures;
  },
  rejections: [
    ...["mistral", "groq", "deepseek"].flatMap((target) =>
      ["fetch.weather", LONG_NAME].map((tool) => ({ tool, target, code: "invalid-name", why: NAME_RULE[target] })),
    ),
    { tool: "lookup", target: "xai", code: "root-not-object", why: `Grok refuses a union root with a non-object branch: "tool parameter root must be an object type (root schema is an anyOf/oneOf union with a non-object branch)" (james-6-23/codex2api#580, 2026-08-26)` },
    { tool: "lookup", target: "deepseek", code: "root-not-object", why: `"schema must be a JSON Schema of 'type: \"object\"', got 'type: null'" (farion1231/cc-switch#5490, deepseek-v4-pro)` },
    { tool: "tag_counts", target: "groq", code: "unsupported-keyword", why: `zod's record with enum keys writes "required" without "properties": Groq answers 400 "'required' present but 'properties' is missing" (usestrix/strix#1088, #1204)` },
    // Observed: @ai-sdk/deepseek throws UnsupportedFunctionalityError before any request (default base URL).
    ...["find_order", "literal_order"].map((tool) => ({ tool, target: "deepseek", code: "sdk", why: "generateText throws \"DeepSeek strict tool calls require a beta base URL ending in `/beta`\" (deepseek-prepare-tools.ts, @ai-sdk/deepseek 3.0.56)" })),
  ],
  knownDifferences: [],
  knownMisses: [],
};

