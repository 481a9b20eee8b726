// DeepSeek's Chat Completions tools (`tools[].function.parameters`), OpenAI-compatible: the non-strict
// target, from DeepSeek's API docs and users' 400s.
import type { Fact, ProviderProfile } from "./types.js";

export const deepseekName: ProviderProfile["name"] = {
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source: "refly-ai/refly#1794 (DeepSeek: `Invalid 'tools[0].function.name': string does not match pattern … '^[a-zA-Z0-9_-]+$'`)",
    date: "2025-12-10",
    confidence: "high",
  },
  maxLength: {
    value: 64,
    source: "api-docs.deepseek.com/api/create-chat-completion (tools[].function.name: maximum length of 64), as copied in the ds-api crate src/raw/request/tool.rs",
    date: "2026",
    confidence: "medium",
  },
  allowed: "letters, digits, `_` and `-`",
};

export const deepseekRootIsObject: Fact<boolean> = {
  value: true,
  source: "farion1231/cc-switch#5490 (deepseek-v4-pro: `Invalid schema for function …: schema must be a JSON Schema of 'type: \"object\"', got 'type: null'`)",
  date: "2026-07-19",
  confidence: "high",
};

/** DeepSeek function tools without `strict`. */
export const deepseek: ProviderProfile = {
  id: "deepseek",
  label: "DeepSeek",
  inWords: "DeepSeek",
  schemaField: "parameters",
  name: deepseekName,
  root: {
    mustBeObject: deepseekRootIsObject,
    rejectedCombinators: {
      value: [],
      source: "api-docs.deepseek.com/guides/tool_calls (no root rule outside strict mode)",
      date: "2026",
      confidence: "low",
    },
  },
  keywords: [],
};
