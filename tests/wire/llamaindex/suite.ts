import path from "node:path";
import { Anthropic, AnthropicSession } from "@llamaindex/anthropic";
import { OpenAI } from "@llamaindex/openai";
import type { BaseTool } from "@llamaindex/core/llms";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
type Recorder = ReturnType<typeof recordingFetch>;
type Sent = { readonly name: string; readonly schema: JsonObject } | undefined;

/** What both LLM classes share: a non-streaming `chat()` taking tools. */
interface ChatLLM {
  chat(params: { messages: { role: "user"; content: string }[]; tools: BaseTool[] }): Promise<unknown>;
}

/**
 * The two LLM classes the fixture's tools are given to, each with a client whose `fetch` records the
 * body and answers 400 (no network, no retry), and where that body holds the tool.
 */
const PROVIDERS = [
  {
    target: "openai",
    // Chat Completions: `tools: [{ type: "function", function: { name, description, parameters? } }]`.
    llm: (recorder: Recorder): ChatLLM => new OpenAI({ model: "gpt-4o", apiKey: "x", maxRetries: 0, additionalSessionOptions: { fetch: recorder.fetch } }),
    sent: (body: Entry): Sent => {
      const fn = (body.tools as { function: Entry }[] | undefined)?.[0]?.function;
      return fn ? { name: fn.name as string, schema: (fn.parameters ?? {}) as JsonObject } : undefined;
    },
  },
  {
    target: "anthropic",
    llm: (recorder: Recorder): ChatLLM =>
      new Anthropic({ model: "claude-sonnet-4-0", session: new AnthropicSession({ apiKey: "x", maxRetries: 0, fetch: recorder.fetch }) }),
    sent: (body: Entry): Sent => {
      const tool = (body.tools as Entry[] | undefined)?.[0];
      return tool ? { name: tool.name as string, schema: tool.input_schema as JsonObject } : undefined;
    },
  },
] as const;

/** One `chat()` per tool and provider, so a tool that throws fails alone. */
async function send(tool: BaseTool, provider: (typeof PROVIDERS)[number]): Promise<WireCapture> {
  const name = tool.metadata.name;
  const recorder = recordingFetch();
  try {
    await provider.llm(recorder).chat({ messages: [{ role: "user", content: "x" }], tools: [tool] });
  } catch (error) {
    // The 400 the recorder answers is expected; anything thrown before a request is the SDK's.
    if (recorder.bodies.length === 0) return { tool: name, target: provider.target, thrown: (error as Error).message };
  }
  const body = recorder.bodies[0] as Entry | undefined;
  const sent = body ? provider.sent(body) : undefined;
  if (!sent) return { tool: name, target: provider.target, dropped: true };
  return { tool: name, target: provider.target, sent };
}

const PROVIDERS_MD = "shared/reference/providers.md";
const ANTHROPIC_THROWS = 'chat() throws TypeError "Tool parameters must be an object" before any request (observed, @llamaindex/anthropic 0.3.27)';

export const suite: WireSuite = {
  label: "LlamaIndex.TS (@llamaindex/core 0.6.23, @llamaindex/openai 0.4.23, @llamaindex/anthropic 0.3.27)",
  dir,
  async capture() {
    const { tools } = await import("./fixture/tools.js");
    const captures: WireCapture[] = [];
    for (const tool of tools as BaseTool[]) for (const provider of PROVIDERS) captures.push(await send(tool, provider));
    return captures;
  },
  rejections: [
    { tool: "send email", target: "openai", code: "invalid-name", why: `OpenAI function names match ^[a-zA-Z0-9_-]+$ (${PROVIDERS_MD} §1a)` },
    { tool: "send email", target: "anthropic", code: "invalid-name", why: `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (${PROVIDERS_MD} §2)` },
    { tool: "find_user", target: "openai", code: "root-not-object", why: `the root is an anyOf; parameters must be "type": "object", even without strict (${PROVIDERS_MD} §1a)` },
    { tool: "find_user", target: "anthropic", code: "sdk", why: ANTHROPIC_THROWS },
    { tool: "ping", target: "anthropic", code: "sdk", why: `${ANTHROPIC_THROWS}: the tool has no parameters` },
  ],
  knownDifferences: [
    {
      tool: "ping",
      target: "openai",
      reason: "a tool without parameters is sent without a `parameters` key, which OpenAI reads as an empty parameter list; the plugin checks it as the empty object schema",
    },
  ],
};
