import path from "node:path";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface FunctionOnWire {
  readonly name: string;
  readonly parameters?: JsonObject;
  readonly strict?: boolean;
}

interface Sent {
  readonly url: string;
  readonly body: { readonly tools?: readonly { readonly function?: FunctionOnWire }[] };
}

/**
 * The plugin's target for a request, by the host the chat model sent it to: every one of these
 * models sends `tools[].function`. DeepSeek's strict mode is its beta base URL with `strict: true`.
 */
function targetOf(url: string, fn: FunctionOnWire): string {
  const { host, pathname } = new URL(url);
  if (host === "api.mistral.ai") return "mistral";
  if (host === "api.groq.com") return "groq";
  if (host === "api.x.ai") return "xai";
  if (host === "api.deepseek.com") return pathname.startsWith("/beta/") && fn.strict === true ? "deepseek-strict" : "deepseek";
  if (host === "127.0.0.1:11434") return "ollama";
  throw new Error(`a request to an unexpected host: ${url}`);
}

function capturesOf(sent: Sent): WireCapture[] {
  return (sent.body.tools ?? []).flatMap((tool) =>
    tool.function ? [{ tool: tool.function.name, target: targetOf(sent.url, tool.function), sent: { name: tool.function.name, schema: tool.function.parameters ?? {} } }] : [],
  );
}

/**
 * Not every model passes a `fetch` on (ChatXAI replaces the `configuration` it is given with its own base
 * URL), so the global `fetch` is replaced while the fixture is imported and invoked, for all alike: it
 * records the URL and body and answers 400, and the models are built with `maxRetries: 0`.
 */
async function sendBound(): Promise<WireCapture[]> {
  const original = globalThis.fetch;
  const requests: Sent[] = [];
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const body = init?.body ?? (input instanceof Request ? await input.text() : undefined);
    requests.push({ url, body: typeof body === "string" ? JSON.parse(body) : {} });
    return new Response(JSON.stringify({ error: { message: "captured by the wire test" } }), { status: 400, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  try {
    const bound = (await import("./fixture/bound.js")) as Record<string, { invoke(input: string): Promise<unknown> }>;
    const captures: WireCapture[] = [];
    for (const model of Object.values(bound)) {
      const before = requests.length;
      try {
        await model.invoke("x");
      } catch (error) {
        // The fake answers 400: an error after sending is expected; one before sending is not.
        if (requests.length === before) throw error;
      }
      if (requests.length !== before + 1) throw new Error(`expected one request, got ${requests.length - before}`);
      captures.push(...capturesOf(requests[before]!));
    }
    return captures;
  } finally {
    globalThis.fetch = original;
  }
}



/** Each provider's name rule as documented or quoted from its API errors (the same sources as tests/wire/ai-sdk-providers). */
export const NAME_RULE: Record<string, string> = {
  mistral: "Mistral: \"Function name … must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64\" (Kochava-Studios/witsy PR #164; shared/reference/providers.md §4)",
  groq: "Groq: name of a-z, A-Z, 0-9, underscores and dashes, at most 64 (groq-sdk 1.6.0 CompletionCreateParams `name`; langgenius/dify#22867)",
  deepseek: "DeepSeek: \"string does not match pattern … '^[a-zA-Z0-9_-]+$'\" (refly-ai/refly#1794), maximum length 64 (api-docs.deepseek.com create-chat-completion)",
};

const DEEPSEEK_STRICT = "api-docs.deepseek.com/guides/tool_calls, strict mode (Beta)";

export const suite: WireSuite = {
  label: "LangChain.js chat models (@langchain/mistralai 1.2.0, groq 1.3.1, ollama 1.3.0, xai 1.4.15, deepseek 1.1.13)",
  dir,
  capture: sendBound,
  rejections: [
    // Sent by ChatMistralAI, ChatGroq and ChatDeepSeek as written (captured).
    ...["mistral", "groq", "deepseek"].map((target) => ({ tool: "search.docs", target, code: "invalid-name", why: NAME_RULE[target]! })),
    { tool: "lookup_user", target: "deepseek", code: "root-not-object", why: `"schema must be a JSON Schema of 'type: \"object\"', got 'type: null'" (farion1231/cc-switch#5490, deepseek-v4-pro); the captured root is an anyOf without "type"` },
    {
      tool: "tag_counts",
      target: "groq",
      code: "unsupported-keyword",
      why: `zod's record with enum keys writes "required" without "properties" (captured): Groq answers 400 "'required' present but 'properties' is missing" (usestrix/strix#1088, #1204)`,
    },
    // Captured: ChatDeepSeek on the beta base URL sends function.strict: true with bindTools' strict.
    { tool: "book_table", target: "deepseek-strict", code: "optional-not-required", why: `${DEEPSEEK_STRICT}: "All properties of every object must be set as required"` },
  ],
};
