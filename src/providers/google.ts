import type { Fact, KeywordRule, ProviderProfile } from "./types.js";

const SUBSET_SOURCE =
  "Gemini structured-output doc (JSON Schema subset shared with parametersJsonSchema); Google announcement 2025-11-05";

function ignored(keyword: string): KeywordRule {
  return {
    keyword,
    effect: "ignored",
    source: SUBSET_SOURCE,
    date: "2025-11 → 2026",
    confidence: "medium",
    note: "Outside the documented subset; Gemini ignores keywords it does not support in this field.",
  };
}

/** Function declarations per request; the same for `parameters` and `parametersJsonSchema`. */
export const geminiMaxTools: Fact<number> = {
  value: 128,
  source: "Vertex AI function-calling reference (128 function declarations per request)",
  date: "2025",
  confidence: "medium",
  note: "Stated for Vertex AI; no separate figure for the Gemini Developer API was found.",
};

export const geminiRecommendedMaxTools: Fact<number> = {
  value: 20,
  source: "ai.google.dev/gemini-api/docs/function-calling (2025 copy): keep 10–20 tools active",
  date: "2025",
  confidence: "high",
  note: "The doc gives a range of 10–20; the upper end is used, since it is advice and not a cap.",
};

/** Gemini function declarations with the schema in `parametersJsonSchema` (JSON Schema, not the OpenAPI subset). */
export const google: ProviderProfile = {
  id: "google",
  label: "Google Gemini (parametersJsonSchema)",
  inWords: "Gemini",
  schemaField: "parametersJsonSchema",
  name: {
    pattern: {
      value: "^[a-zA-Z_][a-zA-Z0-9_.:-]*$",
      source: "googleapis/python-genai google/genai/types.py FunctionDeclaration.name (colon from commit 7db2c2d5)",
      date: "2024-12-10 → 2026-01-17",
      confidence: "high",
    },
    maxLength: {
      value: 128,
      source: "googleapis/python-genai commit 29103464 (\"maximum length of 64\" → 128); googleapis/js-genai src/types.ts",
      date: "2026-05-20",
      confidence: "medium",
      note: "Live errors through 2025 said 64; the SDK docs say 128 since 2026-05.",
    },
    allowed: "letters, digits, `_`, `.`, `:` and `-`, starting with a letter or `_`",
  },
  root: {
    mustBeObject: {
      value: true,
      source: "googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring (commit 624c8e75)",
      date: "2025-06-13",
      confidence: "high",
    },
    rejectedCombinators: {
      value: [],
      source: "no report of a root-combinator rejection for parametersJsonSchema found",
      date: "2026-09",
      confidence: "low",
    },
  },
  maxTools: geminiMaxTools,
  recommendedMaxTools: geminiRecommendedMaxTools,
  keywords: [
    "oneOf",
    "allOf",
    "not",
    "if",
    "then",
    "else",
    "dependentRequired",
    "dependentSchemas",
    "patternProperties",
    "propertyNames",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contains",
  ].map(ignored),
};
