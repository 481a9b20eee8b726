import path from "node:path";
import type { Agent } from "@mastra/core/agent";
import { noopLogger } from "@mastra/core/logger";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
const list = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);

/** Where a body holds its function tools: `{ name, description, schema }` of each. */
type Reader = (body: Entry) => { name: string; description: unknown; schema: JsonObject | undefined }[];

/** Chat Completions: `tools: [{ type: "function", function: { name, description, parameters } }]`. */
const chat: Reader = (body) => list(body.tools).map(({ function: fn }) => ({ ...(fn as Entry), schema: (fn as Entry).parameters }) as never);
/** Responses APIs (OpenAI, xAI): `tools: [{ type: "function", name, description, parameters }]`. */
const responses: Reader = (body) => list(body.tools).map((tool) => ({ ...tool, schema: tool.parameters }) as never);
const anthropic: Reader = (body) => list(body.tools).map((tool) => ({ ...tool, schema: tool.input_schema }) as never);
/** Gemini: `tools: [{ functionDeclarations: [...] }]`, with `parameters` (OpenAPI) or `parametersJsonSchema`. */
const gemini =
  (field: "parameters" | "parametersJsonSchema"): Reader =>
  (body) =>
    list(list(body.tools)[0]?.functionDeclarations).map((tool) => ({ ...tool, schema: tool[field] }) as never);

/**
 * The fixture's agents by export, with the target the plugin should name for them, the host the request
 * goes to, and the body's reader. Router strings go through the providers @mastra/core 1.71.0 bundles
 * (ModelsDevGateway.resolveLanguageModel); packages.ts's agents through the pinned packages.
 */
const AGENTS: Record<string, { target: string; host: string; read: Reader }> = {
  openaiAgent: { target: "openai", host: "api.openai.com", read: responses },
  anthropicAgent: { target: "anthropic", host: "api.anthropic.com", read: anthropic },
  googleAgent: { target: "google-parameters", host: "generativelanguage.googleapis.com", read: gemini("parameters") },
  mistralAgent: { target: "mistral", host: "api.mistral.ai", read: chat },
  groqAgent: { target: "groq", host: "api.groq.com", read: chat },
  xaiAgent: { target: "xai", host: "api.x.ai", read: responses },
  deepseekAgent: { target: "deepseek", host: "api.deepseek.com", read: chat },
  openrouterAgent: { target: "openrouter", host: "openrouter.ai", read: chat },
  mistralPackageAgent: { target: "mistral", host: "api.mistral.ai", read: chat },
  groqPackageAgent: { target: "groq", host: "api.groq.com", read: chat },
  deepseekPackageAgent: { target: "deepseek", host: "api.deepseek.com", read: chat },
  googlePackageAgent: { target: "google", host: "generativelanguage.googleapis.com", read: gemini("parametersJsonSchema") },
};

/** The keys the router and the packages read (models-dev gateway `apiKeyEnvVar`s; each package's own default). */
const KEYS = ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "MISTRAL_API_KEY", "GROQ_API_KEY", "XAI_API_KEY", "DEEPSEEK_API_KEY", "OPENROUTER_API_KEY"];

/** Runs `send` with fake keys in the environment and the recording fetch as the global one, restoring both. */
async function offline<T>(fetch: typeof globalThis.fetch, send: () => Promise<T>): Promise<T> {
  // @mastra/core 1.71.0 syncs its provider registry from the network only in `mastra dev` or when asked
  // (dist/provider-registry-*.js: MASTRA_DEV, MASTRA_AUTO_REFRESH_PROVIDERS); otherwise the router reads
  // the registry bundled in dist/provider-registry.json.
  if (process.env.MASTRA_DEV || process.env.MASTRA_AUTO_REFRESH_PROVIDERS === "true") throw new Error("the Mastra registry would sync from the network");
  const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));
  const original = globalThis.fetch;
  for (const key of KEYS) process.env[key] = "test-key";
  globalThis.fetch = fetch;
  try {
    return await send();
  } finally {
    globalThis.fetch = original;
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** One request per agent, all its tools in it; each tool paired with its entry by description (Mastra may rename it). */
async function sendAgent(name: string, agent: Agent): Promise<WireCapture[]> {
  const { target, host, read } = AGENTS[name]!;
  const recorder = recordingFetch();
  const urls: string[] = [];
  const fetch = ((input: unknown, init?: RequestInit) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return recorder.fetch(input as never, init);
  }) as typeof globalThis.fetch;
  agent.__setLogger(noopLogger);
  const thrown = await offline(fetch, () => agent.generate("x").then(() => undefined, (error: unknown) => (error instanceof Error ? error.message : String(error))));
  // Nothing else is fetched: no registry, no other host.
  const stray = urls.filter((url) => new URL(url).host !== host);
  if (urls.length !== 1 || stray.length > 0) throw new Error(`${name}: expected one request to ${host}, saw ${JSON.stringify(urls)}`);
  const entries = recorder.bodies[0] ? read(recorder.bodies[0] as Entry) : [];
  return Object.entries(await agent.listTools()).map(([key, tool]): WireCapture => {
    const entry = entries.find((e) => e.description === (tool as { description?: string }).description);
    if (!entry) return thrown && entries.length === 0 ? { tool: key, target, thrown } : { tool: key, target, dropped: true };
    return { tool: key, target, sent: { name: entry.name, schema: entry.schema ?? {} } };
  });
}

export const suite: WireSuite = {
  label: "Mastra model router (@mastra/core 1.71.0 agents with model strings and provider packages)",
  dir,
  async capture() {
    const modules = { ...(await import("./fixture/agents.js")), ...(await import("./fixture/packages.js")) } as Record<string, Agent>;
    const captured: WireCapture[] = [];
    // One agent at a time: the global fetch and the environment are the process's own.
    for (const [name, agent] of Object.entries(modules)) captured.push(...(await sendAgent(name, agent)));
    return captured;
  },
  rejections: [
    // The Google layer turns each `const` into a one-value `enum`, which the bundled provider sends in `parameters`.
    {
      tool: "rateStay",
      target: "google-parameters",
      code: "unsupported-keyword",
      why: "Gemini's `parameters` (an OpenAPI Schema) take string enum values only: `enum: only allowed for STRING type` (python-genai Schema.enum docstring; src/providers/google-parameters.ts enumValuesMustBeStrings)",
    },
  ],
  knownDifferences: [
    {
      tool: "rooms.list",
      target: "google-parameters",
      reason:
        "@ai-sdk/google 3.0.101 (bundled in @mastra/core 1.71.0) sends a root object without properties as no `parameters` at all (convertJSONSchemaToOpenAPISchema returns undefined), which Gemini reads as a function without parameters; the plugin checks it as the empty object schema",
    },
  ],
};
