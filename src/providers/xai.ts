// xAI's (Grok) function tools (`tools[].function.parameters` on Chat Completions, `tools[].parameters`
// on Responses), OpenAI-compatible: what xAI's docs and users' 400s say it accepts.
import type { ProviderProfile } from "./types.js";

/** xAI function calling through Chat Completions or Responses. */
export const xai: ProviderProfile = {
  id: "xai",
  label: "xAI (Grok)",
  inWords: "xAI",
  schemaField: "parameters",
  name: {
    pattern: {
      value: "^[\\s\\S]+$",
      source: "docs.x.ai/developers/tools/function-calling: no character rule for names found",
      date: "2026",
      confidence: "low",
      note: "No xAI statement found: any non-empty name passes this check.",
    },
    maxLength: {
      value: Number.MAX_SAFE_INTEGER,
      source: "docs.x.ai/developers/tools/function-calling: no length rule for names found",
      date: "2026",
      confidence: "low",
      note: "No xAI statement found: no length is checked.",
    },
    allowed: "any characters",
  },
  root: {
    mustBeObject: {
      value: true,
      source: "docs.x.ai/developers/tools/function-calling (parameters as a JSON Schema object)",
      date: "2026",
      confidence: "low",
    },
    rejectedCombinators: { value: [], source: "no xAI statement found", date: "2026", confidence: "low" },
  },
  keywords: [],
};
