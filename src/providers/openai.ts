import {
  openaiArrayNeedsItems,
  openaiDescriptionMaxChars,
  openaiMaxTools,
  openaiName,
  openaiRecommendedMaxTools,
  openaiRootIsObject,
} from "./openai-strict.js";
import type { ProviderProfile } from "./types.js";

/**
 * OpenAI function calling without strict mode: Chat Completions by default, Responses with
 * `strict: false`. Names, description cap, root type and tool count are shared with strict mode, so
 * the same facts are imported rather than restated.
 */
export const openai: ProviderProfile = {
  id: "openai",
  label: "OpenAI (non-strict)",
  inWords: "OpenAI",
  schemaField: "parameters",
  name: openaiName,
  descriptionMaxChars: openaiDescriptionMaxChars,
  root: {
    mustBeObject: openaiRootIsObject,
    rejectedCombinators: {
      value: [],
      source: "function-calling guide (2026 copy): non-strict schemas are followed on a best-effort basis; the root-union errors found are all strict-mode ones",
      date: "2024-08 → 2026",
      confidence: "low",
      note: "A union root without `type: \"object\"` is already reported by the object-root rule.",
    },
  },
  maxTools: openaiMaxTools,
  arrayNeedsItems: openaiArrayNeedsItems,
  recommendedMaxTools: openaiRecommendedMaxTools,
  // Without strict the schema is best effort: no keyword is reported as rejected or ignored.
  keywords: [],
};
