import { anthropic } from "./anthropic.js";
import { google } from "./google.js";
import { openaiStrict } from "./openai-strict.js";
import type { ProviderProfile } from "./types.js";

/** Every target the plugin knows, in the order messages list them. Add a target here. */
export const providers: readonly ProviderProfile[] = [openaiStrict, anthropic, google];

export const targetIds: readonly string[] = providers.map((p) => p.id);

export function providerById(id: string): ProviderProfile | undefined {
  return providers.find((p) => p.id === id);
}

export type { ProviderProfile } from "./types.js";
