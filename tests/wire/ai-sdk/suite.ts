import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, type LanguageModel, type Tool } from "ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/** One provider of the AI SDK: its model over a fake fetch, and where its request body holds the tool. */
interface Provider {
  /** The target without strict mode; a tool with `strict: true` goes to its `-strict` form where there is one. */
  readonly target: "openai" | "anthropic" | "google";
  readonly model: (fetch: typeof globalThis.fetch) => LanguageModel;
  /** The target id the body's tool entry stands for (strict mode is read from the body itself). */
  readonly read: (body: Record<string, unknown>) => { target: string; tool?: { name: string; schema: JsonObject } };
}

type Entry = Record<string, unknown>;
const first = (list: unknown): Entry | undefined => (Array.isArray(list) ? (list[0] as Entry) : undefined);

const SDK_PROVIDERS: readonly Provider[] = [
  {
    target: "openai",
    // `openai(id)` is the Responses API (AI SDK 5+): `tools: [{ type: "function", name, parameters, strict? }]`.
    model: (fetch) => createOpenAI({ fetch, apiKey: "x" })("gpt-4o"),
    read: (body) => {
      const tool = first(body.tools);
      return { target: tool?.strict === true ? "openai-strict" : "openai", tool: tool && { name: tool.name as string, schema: tool.parameters as JsonObject } };
    },
  },
  {
    target: "anthropic",
    // A model with native structured outputs, so `strict: true` is forwarded (anthropic-prepare-tools.ts).
    model: (fetch) => createAnthropic({ fetch, apiKey: "x" })("claude-sonnet-4-5"),
    read: (body) => {
      const tool = first(body.tools);
      return { target: tool?.strict === true ? "anthropic-strict" : "anthropic", tool: tool && { name: tool.name as string, schema: tool.input_schema as JsonObject } };
    },
  },
  {
    target: "google",
    model: (fetch) => createGoogleGenerativeAI({ fetch, apiKey: "x" })("gemini-2.5-flash"),
    read: (body) => {
      const tool = first(first(body.tools)?.functionDeclarations);
      return { target: "google", tool: tool && { name: tool.name as string, schema: tool.parametersJsonSchema as JsonObject } };
    },
  },
];

/** The target a provider sends this tool to when the request fails before any body exists. */
function targetWithoutBody(provider: Provider, tool: Tool): string {
  const strict = (tool as { strict?: boolean }).strict === true;
  return provider.target + (strict && provider.target !== "google" ? "-strict" : "");
}

async function send(name: string, tool: Tool, provider: Provider): Promise<WireCapture> {
  const recorder = recordingFetch();
  let thrown: string | undefined;
  try {
    await generateText({ model: provider.model(recorder.fetch), tools: { [name]: tool }, prompt: "x", maxRetries: 0 });
  } catch (error) {
    thrown = error instanceof Error ? error.message : String(error);
  }
  const body = recorder.bodies[0] as Record<string, unknown> | undefined;
  if (!body) return { tool: name, target: targetWithoutBody(provider, tool), thrown: thrown ?? "no request" };
  const read = provider.read(body);
  if (!read.tool) return { tool: name, target: targetWithoutBody(provider, tool), dropped: true };
  return { tool: name, target: read.target, sent: read.tool };
}

const PROVIDERS_MD = "shared/reference/providers.md";
const OPENAI_NAME = `OpenAI function names match ^[a-zA-Z0-9_-]+$ (openai/openai-python function_definition.py docstring; ${PROVIDERS_MD} §1a)`;
const ANTHROPIC_NAME = `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (API reference; ${PROVIDERS_MD} §2)`;
const GEMINI_NAME = "Gemini function names match ^[a-zA-Z_][a-zA-Z0-9_.:-]*$ (googleapis/python-genai types.py FunctionDeclaration.name)";
const OPENAI_ROOT = `parameters must be "type": "object", even without strict (users' errors, ${PROVIDERS_MD} §1a)`;
const ANTHROPIC_ROOT = `input_schema.type is the constant "object", and "input_schema does not support oneOf, allOf, or anyOf at the top level" (${PROVIDERS_MD} §2)`;
const GEMINI_ROOT = "parametersJsonSchema must have type object (googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring, 624c8e75)";
const ANTHROPIC_STRICT = `platform.claude.com structured-outputs doc, strict tool use (${PROVIDERS_MD} §2a)`;

export const suite: WireSuite = {
  label: "Vercel AI SDK (ai 7.0.173, @ai-sdk/openai 4.0.118, @ai-sdk/anthropic 4.0.105, @ai-sdk/google 4.0.121)",
  dir,
  async capture() {
    const modules = [await import("./fixture/shapes.js"), await import("./fixture/roots.js"), await import("./fixture/strict.js"), await import("./fixture/more.js"), await import("./fixture/standard-json.js"), await import("./fixture/plain.js")];
    const tools = modules.flatMap((module) => Object.values(module).flatMap((set) => Object.entries(set as Record<string, Tool>)));
    const captures: WireCapture[] = [];
    for (const [name, tool] of tools) for (const provider of SDK_PROVIDERS) captures.push(await send(name, tool, provider));
    return captures;
  },
  rejections: [
    { tool: "set_position", target: "anthropic", code: "unsupported-keyword", why: "Anthropic validates input_schema against JSON Schema draft 2020-12, where \"items\" is one schema: a draft-07 tuple fails the whole request (hyperdxio/hyperdx#2925, AlexGladkov/claude-in-mobile#55)" },
    ...["move_piece", "lookup"].flatMap((tool) => [
      { tool, target: "openai", code: "root-not-object", why: OPENAI_ROOT },
      { tool, target: "anthropic", code: "root-not-object", why: ANTHROPIC_ROOT },
      { tool, target: "google", code: "root-not-object", why: GEMINI_ROOT },
    ]),
    { tool: "fetch.weather", target: "openai", code: "invalid-name", why: OPENAI_NAME },
    { tool: "fetch.weather", target: "anthropic", code: "invalid-name", why: ANTHROPIC_NAME },
    { tool: "get weather", target: "openai", code: "invalid-name", why: OPENAI_NAME },
    { tool: "get weather", target: "anthropic", code: "invalid-name", why: ANTHROPIC_NAME },
    { tool: "get weather", target: "google", code: "invalid-name", why: GEMINI_NAME },
    { tool: "refund", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS_MD} §1c)` },
    { tool: "rename_file", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required"; zod's .default() leaves it out (${PROVIDERS_MD} §1c)` },
    { tool: "rename_file", target: "openai-strict", code: "unsupported-keyword", why: `"'default' is not permitted" in strict mode (${PROVIDERS_MD} §1c)` },
    { tool: "refund", target: "anthropic-strict", code: "unsupported-keyword", why: `"For 'number' type, property 'exclusiveMinimum' is not supported" (${ANTHROPIC_STRICT})` },
    { tool: "rename_file", target: "anthropic-strict", code: "unsupported-keyword", why: `minLength is not supported in strict tools (${ANTHROPIC_STRICT})` },
    { tool: "literal_order", target: "openai-strict", code: "missing-additional-properties-false", why: `strict mode needs additionalProperties: false on every object; jsonSchema() is sent as written (${PROVIDERS_MD} §1c)` },
    { tool: "literal_order", target: "anthropic-strict", code: "missing-additional-properties-false", why: `"For 'object' type, 'additionalProperties' must be explicitly set to false" (${ANTHROPIC_STRICT})` },
    // Observed: generateText throws "TypeError: schema is not a function" before any request.
    ...["openai", "anthropic", "google"].map((target) => ({ tool: "raw_schema", target, code: "sdk", why: "generateText throws TypeError: schema is not a function (asSchema calls a plain object)" })),
    // Observed: sent with { type: "object", properties: {}, additionalProperties: false }: the model is asked for nothing.
    ...["openai", "anthropic", "google"].map((target) => ({ tool: "old_key_search", target, code: "root-not-object", why: "AI SDK 5+ reads inputSchema and ignores parameters: the tool is sent without parameters (observed, ai 7.0.173)" })),
    // Observed: generateText rejects with zod's "Date cannot be represented in JSON Schema" before any request.
    ...["openai", "anthropic", "google"].map((target) => ({ tool: "book_meeting", target, code: "sdk", why: "generateText throws zod's \"Date cannot be represented in JSON Schema\" (zod4Schema converts with zod's default)" })),
  ],
};
