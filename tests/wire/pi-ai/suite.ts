import path from "node:path";
import { complete, getModel, type Tool } from "@mariozechner/pi-ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
const first = (list: unknown): Entry | undefined => (Array.isArray(list) ? (list[0] as Entry) : undefined);

/** One provider pi-ai sends to: a model of it, and where its request body holds the tool. */
const PROVIDERS = [
  { target: "anthropic", model: () => getModel("anthropic", "claude-sonnet-4-5"), schema: (body: Entry) => first(body.tools) && { name: first(body.tools)!.name, schema: first(body.tools)!.input_schema } },
  // The "openai" provider is the Responses API: `tools: [{ type: "function", name, parameters, strict: false }]`.
  { target: "openai", model: () => getModel("openai", "gpt-4o"), schema: (body: Entry) => first(body.tools) && { name: first(body.tools)!.name, schema: first(body.tools)!.parameters } },
  {
    target: "google",
    model: () => getModel("google", "gemini-2.5-flash"),
    schema: (body: Entry) => {
      const declaration = first(first(body.tools)?.functionDeclarations);
      return declaration && { name: declaration.name, schema: declaration.parametersJsonSchema };
    },
  },
] as const;

/**
 * The request body of one tool sent alone through `complete()` with `model`, the global `fetch` (which
 * pi-ai's provider SDKs call) replaced by a recorder that answers 400: no network.
 */
export async function requestBody(model: unknown, tool: Tool): Promise<Entry | undefined> {
  const recorder = recordingFetch();
  const original = globalThis.fetch;
  globalThis.fetch = recorder.fetch;
  try {
    await complete(model as never, { messages: [{ role: "user", content: "x", timestamp: 0 }], tools: [tool] }, { apiKey: "x" } as never);
  } finally {
    globalThis.fetch = original;
  }
  return recorder.bodies[0] as Entry | undefined;
}

/** Sends each fixture tool alone to each provider. */
async function send(tool: Tool, provider: (typeof PROVIDERS)[number]): Promise<WireCapture> {
  const body = await requestBody(provider.model(), tool);
  const sent = body && provider.schema(body);
  if (!sent) return { tool: tool.name, target: provider.target, dropped: true };
  return { tool: tool.name, target: provider.target, sent: { name: sent.name as string, schema: sent.schema as JsonObject } };
}

const PROVIDERS_MD = "shared/reference/providers.md";

export const suite: WireSuite = {
  label: "pi-ai (@mariozechner/pi-ai 0.73.1)",
  dir,
  async capture() {
    const { tools } = await import("./fixture/tools.js");
    const captures: WireCapture[] = [];
    for (const tool of tools) for (const provider of PROVIDERS) captures.push(await send(tool, provider));
    return captures;
  },
  rejections: [
    { tool: "send email", target: "openai", code: "invalid-name", why: `OpenAI function names match ^[a-zA-Z0-9_-]+$ (${PROVIDERS_MD} §1a)` },
    { tool: "send email", target: "anthropic", code: "invalid-name", why: `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (${PROVIDERS_MD} §2)` },
    { tool: "send email", target: "google", code: "invalid-name", why: "Gemini function names match ^[a-zA-Z_][a-zA-Z0-9_.:-]*$ (googleapis/python-genai types.py FunctionDeclaration.name)" },
    { tool: "find_user", target: "openai", code: "root-not-object", why: `parameters must be "type": "object", even without strict (${PROVIDERS_MD} §1a)` },
    { tool: "find_user", target: "google", code: "root-not-object", why: "parametersJsonSchema must have type object (googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring, 624c8e75)" },
  ],
};
