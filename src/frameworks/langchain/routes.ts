import type { Binding, OwnStrict } from "./bindings.js";

/**
 * LangChain chat models of other providers' packages, as read in their installed dist code: which
 * converter turns a bound tool into the request's `tools`, what it does with `strict`, and where the
 * request goes. Each was read in one release (`readIn`) with `@langchain/core` 1.4.0 and seen on the
 * wire (tests/wire/langchain-providers); other releases are assumed to do the same.
 *
 * Every one of them sends `tools[].function` (`{ name, description, parameters }`): a zod 3 / zod 4 schema
 * through core's `toJsonSchema`, a JSON Schema as written; so the `langchain` module's `sends` and its
 * all-target transforms hold for them as for ChatOpenAI. An object already in OpenAI's function shape
 * (`{ type: "function", function }`) is sent as written by all of them.
 *
 * Left out: `ChatCohere` (@langchain/cohere 1.0.5, `dist/chat_models.js`): `bindTools` →
 * `_formatToolsToCohere` turns each tool into Cohere's v1 `{ name, description, parameterDefinitions }`
 * (`_convertJsonSchemaToCohereTool`: the root `properties` only, each with a `required` boolean added, no
 * JSON Schema root) and sends it through `CohereClient.chat` (Chat v1), with no `strict`. The `cohere` and
 * `cohere-strict` targets are Chat v2's `function.parameters`, so a tool bound to it keeps the defaults. (A
 * request captured by hand on 2026-12-05 went to `https://api.cohere.com/v1/chat` with `tools[].parameter_definitions`
 * and no `strict`, bindTools' `strict: true` notwithstanding.)
 */

/** How the `strict` of `bindTools(…, { strict })` reaches the request. */
export type StrictHandling =
  /** Not read: the converter takes no `strict`, and the request's fields are listed without one. */
  | "dropped"
  /**
   * As ChatOpenAI's completions API does: `function.strict` = bindTools' `strict`, else the model's
   * `supportsStrictToolCalling`, else an OpenAI-shaped tool's own `function.strict`, else none.
   */
  | "openai-completions";

export interface Route {
  readonly provider: "mistral" | "groq" | "ollama" | "xai" | "deepseek";
  readonly specifier: string;
  readonly className: string;
  /** The plugin target the requests are checked as (ChatDeepSeek: `deepseek-strict` on its beta URL, bindings.ts). */
  readonly target: string;
  readonly readIn: string;
  readonly strict: StrictHandling;
  /** The files read, and what they say. */
  readonly source: string;
}

export const ROUTES: readonly Route[] = [
  {
    provider: "mistral",
    specifier: "@langchain/mistralai",
    className: "ChatMistralAI",
    target: "mistral",
    readIn: "1.2.0",
    strict: "dropped",
    source:
      "@langchain/mistralai 1.2.0 (npm) dist/chat_models.js: bindTools and invocationParams → _convertToolToMistralTool (an OpenAI-shaped tool as written; a LangChain tool as { name, description ?? `Tool: ${name}`, parameters: toJsonSchema(schema) for zod, the schema as written otherwise }); bindTools' kwargs are kept but invocationParams reads no `strict`; sent by @mistralai/mistralai 2.2.1 as tools[].function",
  },
  {
    provider: "groq",
    specifier: "@langchain/groq",
    className: "ChatGroq",
    target: "groq",
    readIn: "1.3.1",
    strict: "dropped",
    source:
      "@langchain/groq 1.3.1 (npm) dist/chat_models.js: bindTools and invocationParams → core's convertToOpenAITool(tool) without fields (function.strict only from an OpenAI-shaped tool's own); invocationParams lists no `strict`",
  },
  {
    provider: "ollama",
    specifier: "@langchain/ollama",
    className: "ChatOllama",
    target: "ollama",
    readIn: "1.3.0",
    strict: "dropped",
    source:
      "@langchain/ollama 1.3.0 (npm) dist/chat_models.js: bindTools and invocationParams → core's convertToOpenAITool(tool) without fields; invocationParams lists no `strict`; sent by ollama 0.6.x to /api/chat as tools[].function",
  },
  {
    provider: "xai",
    specifier: "@langchain/xai",
    className: "ChatXAI",
    target: "xai",
    readIn: "1.4.15",
    strict: "openai-completions",
    source:
      "@langchain/xai 1.4.15 (npm) dist/chat_models/completions.js: ChatXAI extends @langchain/openai's ChatOpenAICompletions; bindTools → formatStructuredToolToXAI (extras.providerToolDefinition as written, else core's convertToOpenAITool), then ChatOpenAICompletions.invocationParams (@langchain/openai 1.6.0 dist/chat_models/completions.js) sets function.strict from bindTools' strict ?? supportsStrictToolCalling; baseURL fixed to https://api.x.ai/v1",
  },
  {
    provider: "deepseek",
    specifier: "@langchain/deepseek",
    className: "ChatDeepSeek",
    target: "deepseek",
    readIn: "1.1.13",
    strict: "openai-completions",
    source:
      "@langchain/deepseek 1.1.13 (npm) dist/chat_models.js: ChatDeepSeek extends ChatOpenAICompletions of its own @langchain/openai 1.5.13 (bindTools and invocationParams of dist/chat_models/base.js and completions.js: function.strict from bindTools' strict ?? supportsStrictToolCalling, an OpenAI-shaped tool's own kept otherwise); baseURL https://api.deepseek.com unless configuration.baseURL is given",
  },
];

export type RouteProvider = Route["provider"];

/** The `function.strict` a route's request carries for a tool of this binding, or undefined when none is sent. */
export function strictSent(provider: RouteProvider, binding: Binding, own: OwnStrict): boolean | undefined {
  const route = ROUTES.find((r) => r.provider === provider);
  if (route?.strict === "openai-completions") return binding.strict ?? binding.modelStrict ?? own.openai;
  return own.openai;
}
