import type { Fact, ProviderProfile } from "./types.js";

/**
 * Tokens of the system prompt Anthropic adds to every request that carries `tools`, on top of the tool
 * definitions themselves. Used for per-request totals (src/tokens), strict or not.
 */
export const anthropicToolUseSystemPromptTokens: Fact<number> = {
  value: 346,
  source:
    "docs.anthropic.com/en/docs/tool-use-pricing-and-tokens (\"Tool use system prompt token count\" table, per model and tool_choice; the copy read lists the Claude 3 rows); 346 for current models with auto/none and 313 with any/tool as quoted by claudecodeguides.com/claude-tool-definitions-346-tokens-per-call",
  date: "2024-05 → 2026",
  confidence: "medium",
  note: "Per model: 346 for current Claude models with tool_choice auto or none (313 with any or tool); the Claude 3 rows of the same table read 159 to 530. The target names no model, so the current models' auto figure stands in.",
};

/** Anthropic Messages API tool use, non-strict (`tools[].input_schema`). */
export const anthropic: ProviderProfile = {
  id: "anthropic",
  label: "Anthropic",
  inWords: "Anthropic",
  schemaField: "input_schema",
  name: {
    pattern: {
      value: "^[a-zA-Z0-9_-]+$",
      source: "platform.claude.com/docs/en/api/messages (API reference); errors quoting `^[a-zA-Z0-9_-]{1,128}$` in netclaw-dev/netclaw#1133",
      date: "2024 → 2026-05-21",
      confidence: "high",
    },
    maxLength: {
      value: 128,
      source:
        "API reference `name` maxLength 128; anthropics/claude-code#96152 `String should have at most 128 characters`",
      date: "2026-09-22",
      confidence: "high",
      note: "Enforced at 64 until about June/July 2025 (anthropics/claude-code#2536, 2025-06-24); 128 since.",
    },
    allowed: "letters, digits, `_` and `-`",
  },
  root: {
    mustBeObject: {
      value: true,
      source: "API reference (`input_schema.type` is the constant \"object\"); `tools.8.custom.input_schema.type: Field required`",
      date: "2026",
      confidence: "high",
    },
    rejectedCombinators: {
      value: ["anyOf", "oneOf", "allOf"],
      source: "`input_schema does not support oneOf, allOf, or anyOf at the top level` (anthropics/claude-code#27337 and many MCP changelogs)",
      date: "2025-06 → 2026",
      confidence: "high",
    },
  },
  // Non-strict tool schemas ignore keywords they do not support (vercel/ai#14342, 2026-04-10), so no
  // keyword is reported for this target.
  keywords: [],
};
