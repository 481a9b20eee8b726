import { anthropic } from "./anthropic.js";
import { anthropicStrict } from "./anthropic-strict.js";
import { bedrock } from "./bedrock.js";
import { cohere, cohereStrict } from "./cohere.js";
import { deepseek, deepseekStrict } from "./deepseek.js";
import { google } from "./google.js";
import { googleParameters } from "./google-parameters.js";
import { groq } from "./groq.js";
import { mcp } from "./mcp.js";
import { mistral } from "./mistral.js";
import { ollama } from "./ollama.js";
import { openai } from "./openai.js";
import { openaiStrict } from "./openai-strict.js";
import { openrouter } from "./openrouter.js";
import type { ProviderProfile } from "./types.js";
import { xai } from "./xai.js";

/** Every target the plugin knows, in the order messages list them. Add a target here. */
export const providers: readonly ProviderProfile[] = [
  openaiStrict,
  anthropic,
  google,
  openai,
  anthropicStrict,
  googleParameters,
  bedrock,
  mcp,
  mistral,
  groq,
  xai,
  deepseek,
  deepseekStrict,
  openrouter,
  cohere,
  cohereStrict,
  ollama,
];

/** Every id the `targets` option accepts. */
export const targetIds: readonly string[] = providers.map((p) => p.id);

/** What is checked when `targets` is not set: the three original targets, unchanged by new ones. */
export const defaultTargetIds: readonly string[] = ["openai-strict", "anthropic", "google"];

export function providerById(id: string): ProviderProfile | undefined {
  return providers.find((p) => p.id === id);
}

export type { ProviderProfile } from "./types.js";
