import type { Fact, ProviderProfile } from "./types.js";

/**
 * Tokens of the system prompt Anthropic adds to every request that carries `tools`, on top of the tool
 * definitions themselves. Used for per-request totals (src/tokens), strict or not.
 */
export const anthropicToolUseSystemPromptTokens: Fact<number> = {
  value: 290,
  source:
    "Anthropic, \"Tool use with Claude\", platform.claude.com/docs/en/agents-and-tools/tool-use/overview, \"Tool use system prompt token count\" table (per model and tool_choice; \"the table assumes at least 1 tool is provided\"), read 2026-12-01 from a copy of the page captured 2026-07-13. The copy fetched 2026-02-16 (deepfates/cantrip research/raw/anthropic-tool-use-docs.md, commit 237272d7) listed 346 (auto, none) / 313 (any, tool) for every Claude 4.x model",
  date: "2026-07-13",
  confidence: "medium",
  note: "Per model, tool_choice auto or none / any or tool: Opus 4.8 290 / 410, Opus 4.7 675 / 804, Opus 4.6 and Sonnet 4.6 497 / 589, Opus 4.5, Sonnet 4.5 and Haiku 4.5 496 / 588, Sonnet 5 354 / 474, Opus 4.1, Opus 4 and Sonnet 4 313 / 315. The target names no model, so the smallest figure of a current model stands in: every current model pays at least this much per request. Read through a stored copy, not the live page.",
};

/**
 * Anthropic validates every tool's `input_schema` against JSON Schema draft 2020-12, strict or not, and
 * rejects the whole request when one fails; Claude on Bedrock is validated the same way.
 */
export const schemaMustBeDraft2020: Fact<boolean> = {
  value: true,
  source:
    "`tools.N.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12` (the whole request): a draft-07 tuple `items: [...]` in hyperdxio/hyperdx#2925 and AlexGladkov/claude-in-mobile#55 (zod tuples), a boolean `exclusiveMinimum` in Dokploy/mcp#74, via Bedrock in acomagu/vscode-as-mcp-server#6; json-schema.org/draft/2020-12/meta/applicator (`items` is one schema)",
  date: "2025-05 → 2026-08",
  confidence: "high",
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
  requiresDraft2020: schemaMustBeDraft2020,
};
