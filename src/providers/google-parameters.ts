import { geminiMaxTools, geminiRecommendedMaxTools, google } from "./google.js";
import type { KeywordRule, ProviderProfile } from "./types.js";

const SCHEMA_FIELDS = "Schema field list of googleapis/js-genai src/types.ts (6e9b35c4, @google/genai 2.18.0) and googleapis/python-genai";
const UNKNOWN_NAME = "errors `Invalid JSON payload received. Unknown name \"X\" ... Cannot find field.`";
/** The reports that together list the keywords answered with `Unknown name`. */
const ISSUES = "openswarm-ai/openswarm#24, agisota/agentic-flow docs/gemini-issue-55-validation-report.md (2025-11-07), decolua/9router#2309";

/** Keywords users have seen answered with `Unknown name` in `parameters`. */
function observed(keyword: string, evidence: string, extra: Partial<KeywordRule> = {}): KeywordRule {
  return { keyword, effect: "rejected", source: `${UNKNOWN_NAME} in ${evidence}`, date: "2025–2026", confidence: "high", ...extra };
}

/**
 * Keywords outside the Schema field list. The request is parsed as a protobuf message, which answers
 * an unknown field with the same `Unknown name` 400; no report names these ones yet.
 */
function outsideSubset(keyword: string, instead?: string, more = ""): KeywordRule {
  return {
    keyword,
    effect: "rejected",
    source: `${SCHEMA_FIELDS}; ai.google.dev/gemini-api/docs/function-calling (2025 copy)`,
    date: "2025 → 2026",
    confidence: "medium",
    note: `Not a field of the OpenAPI Schema object; inferred from how the API answers every other unknown field.${more}`,
    ...(instead ? { instead } : {}),
  };
}

/**
 * Gemini function declarations with the schema in the legacy `parameters` field: an OpenAPI 3.0
 * Schema object, not JSON Schema. Still accepted in 2026 and still strict about unknown fields,
 * unlike `parametersJsonSchema` (the `google` target).
 */
export const googleParameters: ProviderProfile = {
  id: "google-parameters",
  label: "Google Gemini (parameters, OpenAPI subset)",
  inWords: "Gemini's parameters field",
  schemaField: "parameters",
  // One name rule for the whole function declaration, whichever schema field is used.
  name: google.name,
  root: {
    mustBeObject: {
      value: true,
      source: "googleapis/python-genai FunctionDeclaration.parameters docstring (from the Vertex discovery doc): named parameters under `type: OBJECT`",
      date: "2024-12 → 2026",
      confidence: "medium",
      note: "The docstring describes an object of named parameters; no error text for a non-object root was found.",
    },
    rejectedCombinators: {
      value: [],
      source: "no report of a root-only combinator rule for `parameters`; `oneOf`/`allOf` are rejected everywhere (keyword rules)",
      date: "2026-09",
      confidence: "low",
    },
  },
  rejectsTypeArrays: {
    value: true,
    source:
      "error `Proto field is not repeating, cannot start list.` in symfony/ai PR #1330, WordPress/ai-provider-for-google#33, zed-industries/zed#53919",
    date: "2025-12 → 2026-07",
    confidence: "high",
    note: "Use one type with `nullable: true`. @google/genai rewrites type lists itself (processJsonSchema), so only raw requests fail.",
  },
  enumValuesMustBeStrings: {
    value: true,
    source: "python-genai `Schema.enum` docstring; errors `enum: only allowed for STRING type` quoted in adapters",
    date: "2025–2026",
    confidence: "medium",
    note: "Google's docs give integer choices as strings with `format: \"enum\"`.",
  },
  stringFormats: {
    value: ["enum", "date-time"],
    source:
      "error `format: only 'enum' and 'date-time' are supported for STRING type` quoted in adapters' comments (2025–2026) and hideya/langchain-mcp-tools-ts#36 (`format: uri`)",
    date: "2025–2026",
    confidence: "medium",
    note: "The Schema docs also list email, byte, date and password; the API answers with the error above.",
  },
  maxTools: geminiMaxTools,
  recommendedMaxTools: geminiRecommendedMaxTools,
  keywords: [
    observed("additionalProperties", "Laisky/one-api#60 (2025-04-20), zed-industries/zed#43231", {
      note: "Gemini Developer API. Vertex AI's Schema gained the field on 2025-05-22 (python-genai b07c549f); @google/genai drops it before sending.",
    }),
    observed("$schema", "openswarm-ai/openswarm#24", {
      note: "@google/genai moves a `parameters` carrying `$schema` to parametersJsonSchema (tTool), so only other clients fail.",
    }),
    observed("$ref", "decolua/9router#2309"),
    observed("$defs", ISSUES),
    observed("const", "openswarm-ai/openswarm#24", {
      // Not `instead`: renaming the key would turn `const: "x"` into an invalid `enum: "x"`.
      note: "Write `enum` with the single value, as a string.",
    }),
    observed("exclusiveMinimum", "openswarm-ai/openswarm#24"),
    observed("exclusiveMaximum", ISSUES),
    observed("propertyNames", "openswarm-ai/openswarm#24"),
    observed("multipleOf", "decolua/9router#2309"),
    outsideSubset("definitions"),
    outsideSubset("oneOf", "anyOf"),
    outsideSubset("allOf"),
    outsideSubset("not"),
    outsideSubset("if"),
    outsideSubset("then"),
    outsideSubset("else"),
    outsideSubset("dependentRequired"),
    outsideSubset("dependentSchemas"),
    outsideSubset("patternProperties"),
    outsideSubset("unevaluatedProperties"),
    outsideSubset("unevaluatedItems"),
    outsideSubset("prefixItems"),
    outsideSubset("contains"),
    outsideSubset("uniqueItems"),
    outsideSubset("$id"),
    outsideSubset("$comment"),
    outsideSubset("examples", undefined, " The Schema object has `example` (one value) instead."),
  ],
};
