import path from "node:path";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface FunctionOnWire {
  readonly name: string;
  readonly parameters?: JsonObject;
  readonly strict?: boolean | null;
}

interface Body {
  readonly tools?: { type: string; function?: FunctionOnWire }[];
}

/** The target a request URL's provider gives one function; DeepSeek's strict mode needs /beta and `strict: true`. */
function targetOf(url: URL, fn: FunctionOnWire): string {
  if (url.hostname === "api.groq.com") return "groq";
  if (url.hostname === "api.x.ai") return "xai";
  if (url.hostname === "openrouter.ai") return "openrouter";
  if (url.hostname === "api.deepseek.com") return url.pathname.startsWith("/beta/") && fn.strict === true ? "deepseek-strict" : "deepseek";
  return fn.strict === true ? "openai-strict" : "openai";
}

/** Sends with the real openai client and a fake fetch that also keeps each request's URL. */
async function sendAll(send: (fetch: typeof globalThis.fetch) => Promise<void>): Promise<WireCapture[]> {
  const recorder = recordingFetch();
  const urls: URL[] = [];
  const fetch = ((input: string | URL | Request, init?: RequestInit) => {
    urls.push(new URL(input instanceof Request ? input.url : String(input)));
    return recorder.fetch(input, init);
  }) as typeof globalThis.fetch;
  await send(fetch).catch(() => undefined); // each request is answered 400 once recorded
  return recorder.bodies.flatMap((body, i) =>
    ((body as Body).tools ?? []).map((tool) => {
      const fn = tool.function ?? (tool as unknown as FunctionOnWire);
      return { tool: fn.name, target: targetOf(urls[i]!, fn), sent: { name: fn.name, schema: fn.parameters ?? {} } };
    }),
  );
}

const DEEPSEEK_STRICT = "api-docs.deepseek.com/guides/tool_calls, strict mode (Beta)";

export const suite: WireSuite = {
  label: "OpenAI SDK with another provider's baseURL (openai 7.59.0)",
  dir,
  async capture() {
    const clients = await import("./fixture/clients.js");
    const captures: WireCapture[] = [];
    for (const send of [clients.toGroq, clients.toXai, clients.toDeepseek, clients.toDeepseekBeta, clients.toOpenRouter, clients.fromEnvironment]) captures.push(...(await sendAll(send)));
    return captures;
  },
  rejections: [
    { tool: "groq.search", target: "groq", code: "invalid-name", why: "a-z, A-Z, 0-9, _ and - (groq-sdk 1.6.0 src/resources/shared.ts FunctionDefinition.name; langgenius/dify#22867)" },
    { tool: "ds.lookup", target: "deepseek", code: "invalid-name", why: "`string does not match pattern … '^[a-zA-Z0-9_-]+$'` from DeepSeek (refly-ai/refly#1794)" },
    { tool: "ds_root_array", target: "deepseek", code: "root-not-object", why: "`schema must be a JSON Schema of 'type: \"object\"'` from DeepSeek (farion1231/cc-switch#5490)" },
    { tool: "ds_strict_optional", target: "deepseek-strict", code: "optional-not-required", why: `every property of every object must be required (${DEEPSEEK_STRICT})` },
    { tool: "ds_strict_open", target: "deepseek-strict", code: "missing-additional-properties-false", why: `additionalProperties must be false (${DEEPSEEK_STRICT})` },
    { tool: "ds_strict_min_length", target: "deepseek-strict", code: "unsupported-keyword", why: `string: minLength unsupported (${DEEPSEEK_STRICT})` },
    { tool: "ds_strict_max_items", target: "deepseek-strict", code: "unsupported-keyword", why: `array: maxItems unsupported (${DEEPSEEK_STRICT})` },
    { tool: "ds_strict_uri", target: "deepseek-strict", code: "unsupported-keyword", why: `string formats are email, hostname, ipv4, ipv6 and uuid only (${DEEPSEEK_STRICT})` },
  ],
  knownDifferences: [
    {
      tool: "groq_typed",
      target: "groq",
      reason:
        "a tool declared apart with openai's ChatCompletionTool type keeps the targets its declaration gives (OpenAI's) when a request to another base URL sends it: recognition keeps the first site's targets (src/analysis/recognition/sites.ts)",
    },
    {
      tool: "env_tool",
      target: "groq",
      reason: "a baseURL read from the environment is not followed: the plugin keeps the client's OpenAI targets (docs/frameworks/openai.md, Base URLs)",
    },
  ],
};
