// The framework registry: every built-in framework module, and the user's own factories from settings.
// A new framework is one folder beside this file, added to the list below.
import path from "node:path";
import type { CalleeSpecifier } from "../options.js";
import type { FrameworkModule } from "./types.js";
import { readWarlockDefinition, warlock } from "./warlock/index.js";
import { openai, openaiStandardHelpers, openaiZodHelpers, openaiZodRealtime } from "./openai/index.js";
import { openaiAgents } from "./openai-agents/index.js";
import { anthropic, anthropicZod } from "./anthropic/index.js";
import { googleGenai } from "./google-genai/index.js";
import { langchain } from "./langchain/index.js";
import { langchainGoogleGenai } from "./langchain/google-genai.js";
import { mcpLowLevel, mcpSdk, mcpServer } from "./mcp/index.js";
import { aiSdk } from "./ai-sdk/index.js";
import { mastra } from "./mastra/index.js";
import { bedrock } from "./bedrock/index.js";
import { fastmcp } from "./fastmcp/index.js";
import { genkit } from "./genkit/index.js";
import { piAi } from "./pi-ai/index.js";
import { mcpFramework } from "./mcp-framework/index.js";
import { llamaindex } from "./llamaindex/index.js";
import { adk } from "./adk/index.js";
import { copilotkit } from "./copilotkit/index.js";
import { assistantUi } from "./assistant-ui/index.js";
import { groq } from "./groq/index.js";
import { cohere } from "./cohere/index.js";
import { ollama } from "./ollama/index.js";
import { mistral } from "./mistral/index.js";

/** Every built-in framework. Add a framework here. */
export const frameworks: readonly FrameworkModule[] = [warlock, openai, openaiZodHelpers, openaiStandardHelpers, openaiZodRealtime, openaiAgents, anthropic, anthropicZod, googleGenai, langchain, langchainGoogleGenai, mcpSdk, mcpServer, mcpLowLevel, aiSdk, mastra, bedrock, fastmcp, piAi, genkit, mcpFramework, llamaindex, adk, assistantUi, copilotkit, groq, mistral, cohere, ollama];

export function stripExtension(file: string): string {
  return file.replace(/\.(d\.)?[cm]?[jt]sx?$/, "");
}

/** A user's own factory from `settings["tool-schema"].callees`, as a framework of its own. */
export function calleeFramework(callee: CalleeSpecifier, cwd: string): FrameworkModule {
  return {
    id: `callee:${callee.name}`,
    label: callee.name,
    packages: callee.from === "package" ? [callee.package] : [],
    files: callee.from === "file" ? [stripExtension(path.resolve(cwd, callee.path))] : undefined,
    forms: [{ kind: "call", callee: callee.name.split("."), read: readWarlockDefinition }],
    sends: {
      literal: callee.sends,
      typed: callee.sends,
      libraries: { zod: callee.sends, zod3: callee.sends, seal: callee.sends, standard: callee.sends },
      replaceNonObjectRoot: false,
    },
    destinations: warlock.destinations,
    source: 'settings["tool-schema"].callees',
  };
}

export type { FrameworkModule, SendPolicy } from "./types.js";
