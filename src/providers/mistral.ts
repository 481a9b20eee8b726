// Mistral chat completions function calling (`tools[].function.parameters`), the La Plateforme API
// that @mistralai/mistralai and @ai-sdk/mistral send to: what it accepts in a tool, each fact sourced.
import type { ProviderProfile } from "./types.js";

/** Mistral chat completions tools (`tools[].function.parameters`), strict or not. */
export const mistral: ProviderProfile = {
  id: "mistral",
  label: "Mistral",
  inWords: "Mistral",
  schemaField: "parameters",
  name: {
    pattern: {
      value: "^[a-zA-Z0-9_-]+$",
      source:
        "API error `Function name was <name> but must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.` quoted in Kochava-Studios/witsy PR #164",
      date: "2025-04-04",
      confidence: "medium",
    },
    maxLength: {
      value: 64,
      source: "the same API error, Kochava-Studios/witsy PR #164 (`with a maximum length of 64`)",
      date: "2025-04-04",
      confidence: "medium",
    },
    allowed: "letters, digits, `_` and `-`",
  },
  root: {
    mustBeObject: {
      value: false,
      source: "no Mistral statement found on the root type yet",
      date: "2026-12-04",
      confidence: "low",
    },
    rejectedCombinators: { value: [], source: "no Mistral statement found on root combinators yet", date: "2026-12-04", confidence: "low" },
  },
  keywords: [],
};
