import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { Agent } from "@mastra/core/agent";
import { noopLogger } from "@mastra/core/logger";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
const first = (list: unknown): Entry | undefined => (Array.isArray(list) ? (list[0] as Entry) : undefined);

/**
 * One provider: an AI SDK model over a fake fetch (Mastra picks its schema-compat layer from the
 * model's provider and id), and where the request body holds the tool. Mastra sends no strict flag.
 */
const PROVIDERS = [
  {
    target: "openai",
    model: (fetch: typeof globalThis.fetch) => createOpenAI({ fetch, apiKey: "x" })("gpt-4o"),
    read: (body: Entry) => {
      const tool = first(body.tools);
      return tool && { name: tool.name as string, schema: tool.parameters as JsonObject };
    },
  },
  {
    target: "anthropic",
    model: (fetch: typeof globalThis.fetch) => createAnthropic({ fetch, apiKey: "x" })("claude-sonnet-4-5"),
    read: (body: Entry) => {
      const tool = first(body.tools);
      return tool && { name: tool.name as string, schema: tool.input_schema as JsonObject };
    },
  },
  {
    target: "google",
    model: (fetch: typeof globalThis.fetch) => createGoogleGenerativeAI({ fetch, apiKey: "x" })("gemini-2.5-flash"),
    read: (body: Entry) => {
      const tool = first(first(body.tools)?.functionDeclarations);
      return tool && { name: tool.name as string, schema: tool.parametersJsonSchema as JsonObject };
    },
  },
];

type MastraTool = { readonly id: string; readonly description?: string };

/** The request body an Agent with these tools sends through one provider, or what it threw first. */
async function requestWith(tools: readonly MastraTool[], provider: (typeof PROVIDERS)[number]): Promise<{ body?: Entry; thrown?: string }> {
  const recorder = recordingFetch();
  let thrown: string | undefined;
  try {
    // Keyed by id: Mastra names a tool by its key in the agent's tools (Agent.listAssignedTools), as the
    // plugin does for an agent it sees; these tools are in none, so the plugin names them by their id.
    // The AI SDK 7 model runs (Mastra wraps it as AISDKV7LanguageModel); Mastra's types name an older spec.
    const model = provider.model(recorder.fetch) as never;
    const agent = new Agent({ id: "wire", name: "wire", instructions: "x", model, tools: Object.fromEntries(tools.map((t) => [t.id, t as never])) });
    agent.__setLogger(noopLogger);
    // The fake 400 is not retryable (APICallError.isRetryable false), so one request is made.
    await agent.generate("x");
  } catch (error) {
    thrown = error instanceof Error ? error.message : String(error);
  }
  return { body: recorder.bodies[0] as Entry | undefined, thrown };
}

/** The tools of a body, one reader per provider: `read` takes a body holding only that tool. */
function toolsIn(body: Entry, provider: (typeof PROVIDERS)[number]): { description: unknown; sent: { name: string; schema: JsonObject } }[] {
  const list = provider.target === "google" ? (first(body.tools)?.functionDeclarations as Entry[]) : (body.tools as Entry[]);
  return (list ?? []).map((tool) => {
    const single: Entry = provider.target === "google" ? { tools: [{ functionDeclarations: [tool] }] } : { tools: [tool] };
    return { description: tool.description, sent: provider.read(single)! };
  });
}

/**
 * All tools go in one request per provider (each has its own description, which pairs it with its
 * entry, since Mastra may rename it); should that request fail before a body exists, each tool is
 * sent alone so the one that fails is found.
 */
async function sendAll(tools: readonly MastraTool[], provider: (typeof PROVIDERS)[number]): Promise<WireCapture[]> {
  const { body } = await requestWith(tools, provider);
  if (!body) {
    const alone = await Promise.all(tools.map((tool) => requestWith([tool], provider).then((r) => ({ tool, ...r }))));
    if (alone.every((r) => !r.body)) return alone.map((r) => ({ tool: r.tool.id, target: provider.target, thrown: r.thrown ?? "no request" }));
    const ok = alone.filter((r) => r.body).map((r) => r.tool);
    const failed = alone.filter((r) => !r.body).map((r): WireCapture => ({ tool: r.tool.id, target: provider.target, thrown: r.thrown ?? "no request" }));
    return [...failed, ...(await sendAll(ok, provider))];
  }
  const entries = toolsIn(body, provider);
  return tools.map((tool): WireCapture => {
    const entry = entries.find((e) => e.description === tool.description);
    return entry ? { tool: tool.id, target: provider.target, sent: entry.sent } : { tool: tool.id, target: provider.target, dropped: true };
  });
}

/**
 * The fixture's agents (agents.ts) as written, each with its model swapped for one over the fake
 * fetch: the name sent is the agent's key for the tool, which is the plugin's name for it.
 */
async function sendAgents(provider: (typeof PROVIDERS)[number]): Promise<WireCapture[]> {
  const agents: Agent[] = Object.values(await import("./fixture/agents.js"));
  const captures: WireCapture[] = [];
  for (const agent of agents) {
    const recorder = recordingFetch();
    agent.__updateModel({ model: provider.model(recorder.fetch) as never });
    agent.__setLogger(noopLogger);
    await agent.generate("x").catch(() => undefined);
    const entries = recorder.bodies[0] ? toolsIn(recorder.bodies[0] as Entry, provider) : [];
    for (const [key, tool] of Object.entries(await agent.listTools())) {
      const entry = entries.find((e) => e.description === (tool as MastraTool).description);
      captures.push(entry ? { tool: key, target: provider.target, sent: entry.sent } : { tool: key, target: provider.target, dropped: true });
    }
  }
  return captures;
}

const PROVIDERS_MD = "shared/reference/providers.md";

export const suite: WireSuite = {
  label: "Mastra (@mastra/core 1.71.0 over ai 7.0.173 providers)",
  dir,
  async capture() {
    const modules = [await import("./fixture/shapes.js"), await import("./fixture/roots.js"), await import("./fixture/more.js")];
    const tools = modules.flatMap((module) => Object.values(module) as MastraTool[]);
    const captured = (await Promise.all(PROVIDERS.map((provider) => sendAll(tools, provider)))).flat();
    // One provider at a time: each swaps the model of the same agents.
    for (const provider of PROVIDERS) captured.push(...(await sendAgents(provider)));
    return captured;
  },
  rejections: [
    // The OpenAI layer wraps the typeless root union as anyOf [union, null]; the Google layer turns its
    // oneOf into anyOf. The Anthropic layer merges it into one object, which Anthropic takes.
    ...["move_piece", "lookup"].flatMap((tool) => [
      { tool, target: "openai", code: "root-not-object", why: `parameters must be "type": "object", even without strict (users' errors, ${PROVIDERS_MD} §1a)` },
      { tool, target: "google", code: "root-not-object", why: "parametersJsonSchema must have type object (googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring, 624c8e75)" },
    ]),
  ],
};
