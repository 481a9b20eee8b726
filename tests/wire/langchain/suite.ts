import path from "node:path";
import { ChatAnthropic } from "@langchain/anthropic";
import { StructuredTool, type StructuredToolInterface } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/** Every tool the fixture exports: tool instances as they are, StructuredTool subclasses instantiated. */
async function fixtureTools(): Promise<StructuredToolInterface[]> {
  const module = (await import("./fixture/tools.js")) as Record<string, unknown>;
  return Object.values(module).map((value) =>
    typeof value === "function" && value.prototype instanceof StructuredTool ? new (value as new () => StructuredToolInterface)() : (value as StructuredToolInterface),
  );
}

interface Tools {
  readonly tools?: readonly Record<string, unknown>[];
}

/** Binds one tool to a chat model and sends one message: the request body the provider would get. */
async function send(target: string, tool: StructuredToolInterface): Promise<WireCapture> {
  const { fetch, bodies } = recordingFetch();
  const model =
    target === "anthropic"
      ? new ChatAnthropic({ model: "claude-sonnet-4-5", apiKey: "x", maxRetries: 0, clientOptions: { fetch } })
      : new ChatOpenAI({ model: "gpt-4o", apiKey: "x", maxRetries: 0, configuration: { fetch } });
  try {
    await model.bindTools([tool]).invoke("x");
  } catch (error) {
    // The fake fetch answers 400: the SDK's error after sending is expected; one before sending is not.
    if (bodies.length === 0) return { tool: tool.name, target, thrown: (error as Error).message };
  }
  // A `strict: true` in the body decides the mode: the strict target is the destination then.
  const [sent] = capturedTools(bodies[0] as Tools);
  return sent ? { ...sent, tool: tool.name } : { tool: tool.name, target, dropped: true };
}

/** One request's tools as the plugin's targets: the body's shape says the provider, `strict: true` the mode. */
function capturedTools(body: Tools): WireCapture[] {
  return (body.tools ?? []).map((sent): WireCapture => {
    if (!("function" in sent)) {
      return { tool: sent.name as string, target: sent.strict === true ? "anthropic-strict" : "anthropic", sent: { name: sent.name as string, schema: sent.input_schema as JsonObject } };
    }
    const fn = sent.function as { name: string; parameters: JsonObject; strict?: boolean };
    return { tool: fn.name, target: fn.strict === true ? "openai-strict" : "openai", sent: { name: fn.name, schema: fn.parameters } };
  });
}

/**
 * The fixture's bound models (bound.ts), invoked as they are: their visible model and bindTools
 * options decide where each tool goes, and the plugin must say the same from the source alone.
 */
async function sendBound(): Promise<WireCapture[]> {
  const { recordWith } = await import("./fixture/wire-fetch.js");
  const bound = (await import("./fixture/bound.js")) as Record<string, { invoke(input: string): Promise<unknown> }>;
  const captures: WireCapture[] = [];
  for (const model of Object.values(bound)) {
    const { fetch, bodies } = recordingFetch();
    recordWith(fetch);
    try {
      await model.invoke("x");
    } catch (error) {
      if (bodies.length === 0) throw error;
    }
    captures.push(...capturedTools(bodies[0] as Tools));
  }
  return captures;
}

const PROVIDERS = "shared/reference/providers.md";
const OPENAI_NAME = `OpenAI function names match ^[a-zA-Z0-9_-]+$ (${PROVIDERS} §1a: openai/openai-python function_definition.py docstring; run-llama/llama_index#16093)`;
const ANTHROPIC_NAME = `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (${PROVIDERS} §2: API reference; netclaw-dev/netclaw#1133)`;
const OPENAI_ROOT = `OpenAI parameters must be "type": "object", even without strict (${PROVIDERS} §1a; alibaba/spring-ai-alibaba#4576)`;
const ANTHROPIC_DROP =
  "ChatAnthropic.bindTools leaves a tool whose input_schema has a top-level oneOf/anyOf/allOf out of the request without an error (captured: tools: [])";
/**
 * google-parameters is not captured: no LangChain Gemini chat model package is a devDependency. These
 * labels come from the documented Gemini rules applied to what `schemaToGeminiParameters` of
 * @langchain/google-common 2.3.2 returns for these tools (run by hand on 2026-12-01: it threw for payment,
 * lookup and shape, and matched the plugin's google-parameters view for every other tool but forecast and
 * set_labels, whose views then lacked zod's output-mode defaults and propertyNames, modelled since).
 */
const GEMINI_UNION =
  "@langchain/google-common 2.3.2 schemaToGeminiParameters (dist/utils/zod_to_gemini_parameters.js) throws \"Gemini cannot handle union types\" for any anyOf/oneOf but [X, null]: the request is never made";
const GEMINI_NAME = `Gemini function names start with a letter or _, then letters, digits, _ . : - (${PROVIDERS} §3; google-gemini/gemini-cli#2966)`;
const GEMINI_UNKNOWN = (keyword: string) =>
  `Gemini parameters answer "${keyword}" with \`Unknown name "${keyword}" ... Cannot find field\` (${PROVIDERS} §3: openswarm-ai/openswarm#24)`;


export const suite: WireSuite = {
  label: "LangChain.js (@langchain/core 1.4.0, @langchain/openai 1.6.0, @langchain/anthropic 1.5.11)",
  dir,
  async capture() {
    const tools = await fixtureTools();
    const captures: WireCapture[] = [];
    for (const tool of tools) for (const target of ["openai", "anthropic"]) captures.push(await send(target, tool));
    return [...captures, ...(await sendBound())];
  },
  rejections: [
    // bound.ts: bindTools({ strict: true }) on ChatOpenAI sends function.strict: true (captured).
    { tool: "book_flight", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS} §1c)` },
    { tool: "check_in", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS} §1c)` },
    // bound.ts, plain objects: bindTools({ strict: true }) sends function.strict: true; the OpenAI function
    // shape keeps its own strict: true when bindTools gives none (captured).
    { tool: "plain_weather", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS} §1c)` },
    { tool: "plain_note", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS} §1c)` },
    { tool: "plain_news", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in "required" (${PROVIDERS} §1c)` },
    {
      tool: "rate_flight",
      target: "anthropic-strict",
      code: "unsupported-keyword",
      why: `Anthropic strict tools reject numeric bounds: \`For 'integer' type, properties maximum, minimum are not supported\` (${PROVIDERS} §2a); bindTools({ strict: true }) on ChatAnthropic sends strict: true (captured)`,
    },
    {
      tool: "strict_extract",
      target: "anthropic-strict",
      code: "unsupported-keyword",
      why: `minLength is not supported in strict tools (${PROVIDERS} §2a); withStructuredOutput({ strict: true }) on ChatAnthropic sends strict: true (captured)`,
    },
    { tool: "payment", target: "openai", code: "root-not-object", why: OPENAI_ROOT },
    { tool: "payment", target: "anthropic", code: "sdk", why: ANTHROPIC_DROP },
    { tool: "payment", target: "google-parameters", code: "unsendable-tool", why: GEMINI_UNION },
    { tool: "lookup", target: "openai", code: "root-not-object", why: OPENAI_ROOT },
    { tool: "lookup", target: "anthropic", code: "sdk", why: ANTHROPIC_DROP },
    { tool: "lookup", target: "google-parameters", code: "unsendable-tool", why: GEMINI_UNION },
    { tool: "shape", target: "google-parameters", code: "unsendable-tool", why: GEMINI_UNION },
    { tool: "fetch.weather", target: "openai", code: "invalid-name", why: OPENAI_NAME },
    { tool: "fetch.weather", target: "anthropic", code: "invalid-name", why: ANTHROPIC_NAME },
    { tool: "search docs", target: "openai", code: "invalid-name", why: OPENAI_NAME },
    { tool: "search docs", target: "anthropic", code: "invalid-name", why: ANTHROPIC_NAME },
    { tool: "search docs", target: "google-parameters", code: "invalid-name", why: GEMINI_NAME },
    { tool: "set_mode", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("const") },
    { tool: "resize", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("exclusiveMaximum") },
    { tool: "set_labels", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("propertyNames") },
    {
      tool: "strict_search",
      target: "anthropic-strict",
      code: "unsupported-keyword",
      why: `Anthropic strict tools reject numeric bounds: \`For 'integer' type, properties maximum, minimum are not supported\` (${PROVIDERS} §2a); zod's .int() writes the safe-integer minimum and maximum (captured)`,
    },
    {
      tool: "contact",
      target: "google-parameters",
      code: "unsupported-keyword",
      why: `Gemini parameters accept only "enum" and "date-time" as a string format: \`format: only 'enum' and 'date-time' are supported for STRING type\` (${PROVIDERS} §3, user reports)`,
    },
  ],
};
