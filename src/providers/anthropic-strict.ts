import { anthropic } from "./anthropic.js";
import type { KeywordRule, ProviderProfile } from "./types.js";

const STRUCTURED_OUTPUTS_DOC =
  "platform.claude.com/docs/en/build-with-claude/structured-outputs (copies 2025-11 → 2026)";

function unsupported(keyword: string, evidence: string): KeywordRule {
  return {
    keyword,
    effect: "rejected",
    source: `${STRUCTURED_OUTPUTS_DOC}; ${evidence}`,
    date: "2025-11 → 2026",
    confidence: "high",
  };
}

const NUMERIC = "numeric bounds are listed as unsupported; errors like `For 'number' type, property 'minimum' is not supported`";
const STRING_LENGTH = "string length keywords are listed as unsupported";
const ARRAYS = "array keywords beyond `minItems` 0 or 1 are listed as unsupported";

/**
 * Anthropic Messages API tools with `strict: true` (structured outputs, public beta from 2025-11-13).
 * Names and the top-level rules are those of non-strict tools; the schema subset is the one strict
 * tools share with `output_config.format`, where the API answers 400 to what it does not support.
 */
export const anthropicStrict: ProviderProfile = {
  id: "anthropic-strict",
  label: "Anthropic (strict tool use)",
  inWords: "Anthropic strict tool use",
  schemaField: "input_schema",
  // Same request field and the same validation of names and of the root as non-strict tools.
  name: anthropic.name,
  root: anthropic.root,
  requiresDraft2020: anthropic.requiresDraft2020,
  requiresAdditionalPropertiesFalse: {
    value: true,
    source: `${STRUCTURED_OUTPUTS_DOC}; error \`For 'object' type, 'additionalProperties' must be explicitly set to false\``,
    date: "2025-11 → 2026",
    confidence: "high",
  },
  // Unlike OpenAI strict mode, optional properties are allowed (they count toward a limit of 24).
  requiresAllPropertiesRequired: {
    value: false,
    source: `${STRUCTURED_OUTPUTS_DOC} (required: optional properties allowed, 24 across all strict schemas)`,
    date: "2025-11 → 2026",
    confidence: "high",
  },
  maxTools: {
    value: 20,
    source: `${STRUCTURED_OUTPUTS_DOC} ("Explicit limits": 20 strict tools per request)`,
    date: "2026",
    confidence: "high",
    note: "Counts only tools sent with strict: true; non-strict tools in the same request do not count.",
  },
  keywords: [
    unsupported("minimum", NUMERIC),
    unsupported("maximum", `${NUMERIC}; \`For 'integer' type, properties maximum, minimum are not supported\``),
    unsupported("exclusiveMinimum", `${NUMERIC}; \`tools.0.custom: For 'number' type, property 'exclusiveMinimum' is not supported\``),
    unsupported("exclusiveMaximum", NUMERIC),
    unsupported("multipleOf", NUMERIC),
    unsupported("minLength", STRING_LENGTH),
    unsupported("maxLength", STRING_LENGTH),
    unsupported("maxItems", ARRAYS),
    unsupported("uniqueItems", ARRAYS),
    unsupported("contains", ARRAYS),
    {
      keyword: "oneOf",
      effect: "rejected",
      instead: "anyOf",
      source: `${STRUCTURED_OUTPUTS_DOC} (oneOf missing from the supported list); vercel/ai PR #14372 (SDKs rewrite oneOf to anyOf)`,
      date: "2025-11 → 2026",
      confidence: "low",
      note: "The doc leaves oneOf out and the official SDKs rewrite it before sending; no 400 quoting oneOf was found.",
    },
  ],
};
