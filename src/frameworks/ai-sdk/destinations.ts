// AI SDK: the calls that send tools to a model and the calls that make a tool, for reading each tool's
// destinations from the models it is given (core/model-destinations.ts).
import type ts from "typescript";
import { modelDestinationsOf, targetsFromModels, type ModelSinks } from "../core/model-destinations.js";
import type { ToolSinks } from "../types.js";

/**
 * `generateText`/`streamText` (and the low-memory variant) take `{ model, tools }`; so do the agent
 * classes `ToolLoopAgent` and `Experimental_Agent` (ai 7.0.173 dist/index.d.ts). A model string goes
 * through the AI Gateway, whose own conversion is not read: it stays unknown.
 */
const AI_SDK_SINKS: ModelSinks = {
  sinks: [{ module: "ai", names: ["generateText", "streamText", "experimental_streamTextLowMemory", "ToolLoopAgent", "Experimental_Agent"] }],
  toolFactories: [{ module: "ai", names: ["tool", "dynamicTool"] }],
};

/**
 * The same calls, for the tools a package makes among those they take. The AI SDK's packages make no
 * tool of the program's besides `tool()`: a provider's tools (`openai.tools.webSearch()`, `type:
 * "provider"`, the provider's own input) and the MCP client's (`type: "dynamic"`, listed at run time).
 */
export const AI_SDK_TOOL_SINKS: ToolSinks = {
  calls: AI_SDK_SINKS.sinks.map((sink) => ({ ...sink, property: "tools" as const })),
  notUserTools: ["@ai-sdk/*", "ollama-ai-provider-v2", "@openrouter/ai-sdk-provider"],
  source:
    "ai 7.0.173 dist/index.d.ts (generateText, streamText, ToolLoopAgent: `tools` of the options); @ai-sdk/provider-utils 5.0.81 dist/index.d.ts (Tool = FunctionTool | DynamicTool | ProviderDefinedTool | ProviderExecutedTool; DynamicTool for 'MCP tools that are not known at development time'); @ai-sdk/mcp 1.x MCPClient.tools()",
};

/**
 * The destinations the models of the calls that take this tool name: only those when every call's
 * model is read, those and the given ones when some call's model is not, the given ones when no call
 * is found (or none of its providers is a target the plugin judges).
 */
export function reachedTargets(program: ts.Program, call: ts.CallExpression, given: readonly string[]): readonly string[] {
  return targetsFromModels(modelDestinationsOf(program, call, AI_SDK_SINKS), given);
}
