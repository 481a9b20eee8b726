// Where an agent's model sends its tools: a model router string (`"mistral/mistral-large-latest"`) or an
// AI SDK provider's model (`mistral("mistral-large-latest")`), and the schema-compat layer Mastra then picks.
import type ts from "typescript";
import { modelDestinationsOf, targetsFromModels, type ModelSinks } from "../core/model-destinations.js";
import { AI_SDK_TOOL_SINKS } from "../ai-sdk/destinations.js";
import type { ToolSinks } from "../types.js";
import type { Layer } from "./compat.js";

/** The layers of @mastra/schema-compat 1.3.11, in the order @mastra/core 1.71.0 tries them. */
export type PickedLayer = Layer | "openai-reasoning" | "meta";

/**
 * The layer Mastra applies for a model: `CoreToolBuilder.build` (@mastra/core 1.71.0 dist/utils-*.js)
 * lists OpenAI-reasoning, OpenAI, Google, Anthropic, DeepSeek, Meta and uses the first whose
 * `shouldApply()` is true (each read in @mastra/schema-compat 1.3.11 dist/index.js), undefined when
 * none is. `provider` is the model's `provider` (`mistral` for a router string, `openai.responses` for
 * `openai(…)`: only `includes` is asked of it, so the base target id answers the same).
 */
export function pickedLayer(provider: string, modelId: string): PickedLayer | undefined {
  // OpenAISchemaCompatLayer.isReasoningModel
  const reasoning = modelId.includes("o3") || modelId.includes("o4") || modelId.includes("o1");
  const openai = provider.includes("openai") || modelId.includes("openai");
  if (reasoning && openai) return "openai-reasoning";
  if (!reasoning && (openai || provider.includes("groq"))) return "openai";
  if (!modelId.includes("claude") && (provider.includes("google") || modelId.includes("gemini-") || modelId.includes("google"))) return "google";
  if (modelId.includes("claude")) return "anthropic";
  if (modelId.includes("deepseek") && !modelId.includes("r1")) return "deepseek";
  if (modelId.includes("meta")) return "meta";
  return undefined;
}

interface Route {
  /** The target whose view is what this provider receives. */
  readonly target: string;
  /** The layer the plugin applies for that target (index.ts); a model whose layer differs is not routed. */
  readonly layer: Layer | undefined;
}

/**
 * Model router strings, by provider id: `ModelsDevGateway.resolveLanguageModel` (@mastra/core 1.71.0
 * dist/models-dev-*.js) builds each with the AI SDK provider bundled in that file, and the bundled
 * registry (dist/provider-registry.json) lists each of these ids (`gemini`, also in the switch, is not
 * listed: its models fail with "Could not find config for provider gemini"). Only the providers the
 * plugin has targets for; the others (cerebras, togetherai, perplexity, openai-compatible ones) keep
 * the framework's destinations. Bundled versions: @ai-sdk/openai 3.0.88 (`.responses`), anthropic
 * 3.0.103, google 3.0.101 (`.chat`, which sends OpenAPI `parameters`: the `google-parameters` target),
 * mistral 3.0.52, groq 3.0.53, xai 3.0.111 (`.responses`), deepseek 2.0.50, @openrouter/ai-sdk-provider
 * 2.10.0. OpenRouter's layer follows the model it names (`openrouter/anthropic/claude-…` gets the
 * Anthropic one): only its models without a layer are routed.
 */
const ROUTER = new Map<string, Route>([
  ["openai", { target: "openai", layer: "openai" }],
  ["anthropic", { target: "anthropic", layer: "anthropic" }],
  ["google", { target: "google-parameters", layer: "google" }],
  ["mistral", { target: "mistral", layer: undefined }],
  ["groq", { target: "groq", layer: "openai" }],
  ["xai", { target: "xai", layer: undefined }],
  ["deepseek", { target: "deepseek", layer: "deepseek" }],
  ["openrouter", { target: "openrouter", layer: undefined }],
]);

/**
 * The id split as `parseModelRouterId` of the models.dev gateway does (@mastra/core 1.71.0
 * dist/models-dev-*.js): the provider before the first `/`, the model after it. Ids of the prefixed
 * gateways (`netlify/…`, `mastra/…`, `azure-openai/…`) name no provider of ROUTER.
 */
export function routerTarget(id: string): string | undefined {
  const slash = id.indexOf("/");
  if (slash <= 0 || slash === id.length - 1) return undefined;
  const [provider, modelId] = [id.slice(0, slash), id.slice(slash + 1)];
  const route = ROUTER.get(provider);
  return route && pickedLayer(provider, modelId) === route.layer ? route.target : undefined;
}

/**
 * Models of the pinned AI SDK provider packages an agent may be given (`model: mistral("…")`), by the
 * package's target: each sends the layer's JSON as it is (seen on the wire, tests/wire/mastra and
 * tests/wire/mastra-models). The pinned @ai-sdk/mistral 4.0.87, groq 4.0.84 and deepseek 3.0.56 build
 * `parameters: tool.inputSchema` as the bundled 3.0.52, 3.0.53 and 2.0.50 do (dist/index.js of each;
 * the wire suite sends the same tools through both and both equal one view). Not routed: xai (the bundled 3.0.111 the router uses drops
 * `additionalProperties: false`, the pinned 5.0.12 does not, and the `xai` view is the router's),
 * OpenRouter, Cohere and Ollama (not seen on the wire with Mastra).
 */
const PACKAGES = new Map<string, Route>([
  ["openai", { target: "openai", layer: "openai" }],
  ["anthropic", { target: "anthropic", layer: "anthropic" }],
  // @ai-sdk/google 4.0.121 sends `parametersJsonSchema`.
  ["google", { target: "google", layer: "google" }],
  ["mistral", { target: "mistral", layer: undefined }],
  ["groq", { target: "groq", layer: "openai" }],
  ["deepseek", { target: "deepseek", layer: "deepseek" }],
]);

/** A package's model whose id is read and whose layer is the one its target has. */
export function packageTarget(target: string, modelId: string | undefined): string | undefined {
  const route = PACKAGES.get(target);
  return route && modelId !== undefined && pickedLayer(target, modelId) === route.layer ? route.target : undefined;
}

const MASTRA_SINKS: ModelSinks = {
  // `new Agent({ id, name, instructions, model, tools })` (@mastra/core/agent, 1.71.0 dist/agent/agent.d.ts).
  sinks: [{ module: "@mastra/core/agent", names: ["Agent"] }],
  toolFactories: [{ module: "@mastra/core/tools", names: ["createTool", "Tool"] }],
  modelString: routerTarget,
  modelCall: packageTarget,
};

/**
 * The agent, for the tools a package makes among those it takes. It also takes the AI SDK's tools
 * (provider tools among them: AI_SDK_TOOL_SINKS), and `@mastra/mcp`'s `MCPClient.listTools()` gives
 * the tools a server lists at run time.
 */
export const MASTRA_TOOL_SINKS: ToolSinks = {
  calls: MASTRA_SINKS.sinks.map((sink) => ({ ...sink, property: "tools" as const })),
  notUserTools: ["ai", ...(AI_SDK_TOOL_SINKS.notUserTools ?? []), "@mastra/mcp"],
  source: `@mastra/core 1.71.0 dist/agent/agent.d.ts (AgentConfig.tools); @mastra/mcp 2.0.0 dist/client/configuration.d.ts (MCPClient.listTools, listToolsets); ${AI_SDK_TOOL_SINKS.source}`,
};

/**
 * The targets the agents holding this tool send it to: only those when every agent's model is read,
 * those and the given ones when one is not, the given ones when no agent holds it (as the AI SDK's
 * `reachedTargets`).
 */
export function agentTargets(program: ts.Program, tool: ts.Node, given: readonly string[]): readonly string[] {
  return targetsFromModels(modelDestinationsOf(program, tool, MASTRA_SINKS), given);
}
