// DeepSeek's Chat Completions tools (`tools[].function.parameters`), OpenAI-compatible: the default target,
// and `deepseek-strict` for strict function calling (beta base URL and `strict: true`, a documented subset).
import type { Fact, KeywordRule, ProviderProfile } from "./types.js";

const TOOL_CALLS = "api-docs.deepseek.com/guides/tool_calls, strict mode (Beta) (copy in petehsu/LLM-Docs docs-site/docs/DeepSeek/English/guides/tool_calls.md, commit fe4ebf53)";

export const deepseekName: ProviderProfile["name"] = {
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source: "refly-ai/refly#1794 (DeepSeek: `Invalid 'tools[0].function.name': string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'`)",
    date: "2025-12-10",
    confidence: "high",
  },
  maxLength: {
    value: 64,
    source: "api-docs.deepseek.com/api/create-chat-completion (tools[].function.name, at most 64), as copied in the ds-api crate src/raw/request/tool.rs",
    date: "2026",
    confidence: "medium",
  },
  allowed: "letters, digits, `_` and `-`",
};

const deepseekRoot: ProviderProfile["root"] = {
  mustBeObject: {
    value: true,
    source: "farion1231/cc-switch#5490 (deepseek-v4-pro: `Invalid schema for function …: schema must be a JSON Schema of 'type: \"object\"', got 'type: null'`)",
    date: "2026-07-19",
    confidence: "high",
  },
  rejectedCombinators: {
    value: [],
    source: `${TOOL_CALLS}: no root rule is stated beyond the object`,
    date: "2026",
    confidence: "low",
  },
};

/** DeepSeek function tools without strict mode. */
export const deepseek: ProviderProfile = {
  id: "deepseek",
  label: "DeepSeek",
  inWords: "DeepSeek",
  schemaField: "parameters",
  name: deepseekName,
  root: deepseekRoot,
  keywords: [],
};

const strictRule: Fact<boolean> = {
  value: true,
  source: `${TOOL_CALLS}: "All properties of every object must be set as required, and the additionalProperties attribute of the object must be set to false"`,
  date: "2026",
  confidence: "high",
};

function unsupported(keyword: string, kind: string): KeywordRule {
  return {
    keyword,
    effect: "rejected",
    source: `${TOOL_CALLS}: ${kind} "Unsupported parameters: ${keyword}"; the server validates the schema and returns an error for what it does not support`,
    date: "2026",
    confidence: "high",
  };
}

/** DeepSeek strict function calling: `https://api.deepseek.com/beta` and `strict: true` on every function. */
export const deepseekStrict: ProviderProfile = {
  id: "deepseek-strict",
  label: "DeepSeek (strict mode, beta)",
  inWords: "DeepSeek strict mode",
  schemaField: "parameters",
  name: deepseekName,
  root: deepseekRoot,
  requiresAllPropertiesRequired: strictRule,
  requiresAdditionalPropertiesFalse: strictRule,
  stringFormats: {
    value: ["email", "hostname", "ipv4", "ipv6", "uuid"],
    source: `${TOOL_CALLS}: string "format … Currently supported formats"`,
    date: "2026",
    confidence: "high",
  },
  keywords: [unsupported("minLength", "string"), unsupported("maxLength", "string"), unsupported("minItems", "array"), unsupported("maxItems", "array")],
};
