// OpenRouter's Chat Completions tools: a router that passes tools to the model's provider, so only
// what OpenRouter itself validates is here; the provider behind the model decides the rest.
import type { ProviderProfile } from "./types.js";

/** OpenRouter `/api/v1/chat/completions` tools, before the model's provider sees them. */
export const openrouter: ProviderProfile = {
  id: "openrouter",
  label: "OpenRouter (its own checks; the model's provider decides the rest)",
  inWords: "OpenRouter",
  schemaField: "parameters",
  name: {
    pattern: {
      value: "^[\\s\\S]+$",
      source: "openrouter.ai/docs/api-reference/overview (tools passed down as-is to providers implementing OpenAI's interface)",
      date: "2026",
      confidence: "low",
      note: "OpenRouter states no name rule of its own; the provider serving the model applies its own.",
    },
    maxLength: {
      value: Number.MAX_SAFE_INTEGER,
      source: "openrouter.ai/docs/api-reference/overview (tools passed down as-is)",
      date: "2026",
      confidence: "low",
      note: "OpenRouter states no length of its own.",
    },
    allowed: "any characters",
  },
  root: {
    mustBeObject: {
      value: false,
      source: "openrouter.ai/docs/api-reference/overview (tools passed down as-is)",
      date: "2026",
      confidence: "low",
      note: "Root rules are the provider's: an Azure-served model answered `schema must be a JSON Schema of 'type: \"object\"'` through OpenRouter (Jeffser/Alpaca#1027).",
    },
    rejectedCombinators: { value: [], source: "openrouter.ai/docs/api-reference/overview (tools passed down as-is)", date: "2026", confidence: "low" },
  },
  keywords: [],
};
