import type { Fact, KeywordRule, ProviderProfile } from "./types.js";

const STRICT_GUIDE = "developers.openai.com/api/docs/guides/structured-outputs (copy compiled 2026-04-07)";

function rejected(keyword: string, source: string, date: string, instead?: string): KeywordRule {
  return { keyword, effect: "rejected", source, date, confidence: "high", ...(instead ? { instead } : {}) };
}

/** The name rule of OpenAI function calling, the same with and without strict mode. */
export const openaiName: ProviderProfile["name"] = {
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source:
      "openai/openai-python src/openai/types/shared_params/function_definition.py (docstring); errors in run-llama/llama_index#16093",
    date: "2023 → 2026",
    confidence: "high",
  },
  maxLength: {
    value: 64,
    source: "same docstring; `string_above_max_length` in ravitemer/mcphub.nvim#243, microsoft/foundry-dev-tools#201",
    date: "2025-05 → 2025-09",
    confidence: "high",
  },
  allowed: "letters, digits, `_` and `-`",
};

/** Chat Completions enforced this cap on tool descriptions whether or not strict was set. */
export const openaiDescriptionMaxChars: Fact<number> = {
  value: 1024,
  source: "errors in 567-labs/instructor#214, OpenHands/OpenHands#4838, getsentry/sentry-mcp#106",
  date: "2023-11 → 2025-04",
  confidence: "medium",
  note: "Enforced on Chat Completions until about 2025-04 and reported lifted since; kept as a warning.",
};

/** `parameters` must be an object schema even without strict mode. */
export const openaiRootIsObject: Fact<boolean> = {
  value: true,
  source: "users' errors `schema must be a JSON Schema of 'type: \"object\"'` (e.g. alibaba/spring-ai-alibaba#4576)",
  date: "2025–2026",
  confidence: "high",
};

/**
 * An array schema without `items` fails the request, strict or not: `Invalid schema for function …: In
 * context=('properties', …), array schema missing items.` (`invalid_function_parameters`).
 */
export const openaiArrayNeedsItems: Fact<boolean> = {
  value: true,
  source:
    "users' 400s `array schema missing items` (invalid_function_parameters) without strict mode: streamnative/streamnative-mcp-server#26, gumloop/guMCP#136, sigoden/aichat#1049, langgenius/dify#32894, mark3labs/mcphost#35 (gpt-4o), campfirein/byterover-cli#42 (a type list holding \"array\")",
  date: "2024-07 → 2026-03",
  confidence: "high",
};

/** Requests with more function tools than this fail (`array_above_max_length`). */
export const openaiMaxTools: Fact<number> = {
  value: 128,
  source:
    "openai/openai-python src/openai/types/chat/completion_create_params.py `tools` docstring (removed in commit caf837bb); `array too long` errors in zed-industries/zed#42393, anomalyco/opencode#4909",
  date: "2024-03 → 2025-11",
  confidence: "high",
  note: "The docstring sentence was removed on 2025-08-07, but gpt-5 requests still failed above 128 in 2025-11.",
};

/** The function-calling guide's advice on how many functions to offer at the start of a turn. */
export const openaiRecommendedMaxTools: Fact<number> = {
  value: 20,
  source: "developers.openai.com/api/docs/guides/function-calling (2026 copy): aim for fewer than 20 functions",
  date: "2026",
  confidence: "high",
  note: "The guide says fewer than 20 and suggests tool search to defer the rest; soft advice, not enforced.",
};

/** OpenAI function calling with `strict: true` (Chat Completions and Responses). */
export const openaiStrict: ProviderProfile = {
  id: "openai-strict",
  label: "OpenAI (strict mode)",
  inWords: "OpenAI strict mode",
  schemaField: "parameters",
  name: openaiName,
  descriptionMaxChars: openaiDescriptionMaxChars,
  root: {
    mustBeObject: openaiRootIsObject,
    rejectedCombinators: {
      value: ["anyOf", "oneOf", "allOf"],
      source: `${STRICT_GUIDE}; user reports of \`In context=(), 'oneOf' is not permitted.\``,
      date: "2024-08 → 2026",
      confidence: "high",
    },
  },
  requiresAllPropertiesRequired: {
    value: true,
    source: `${STRICT_GUIDE}; error "'required' is required to be supplied and to be an array including every key in properties"`,
    date: "2024-08 → 2026",
    confidence: "high",
  },
  requiresAdditionalPropertiesFalse: {
    value: true,
    source: `${STRICT_GUIDE}; lastmile-ai/openai-agents-mcp#2, openai/openai-agents-python#1023`,
    date: "2024-08 → 2026",
    confidence: "high",
  },
  stringFormats: {
    value: ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"],
    source: `${STRICT_GUIDE} (supported string formats); pydantic-ai _STRICT_COMPATIBLE_STRING_FORMATS; \`format: uri\` refused for an MCP tool sent strict by Codex (cyanheads/git-mcp-server#47)`,
    date: "2025-05 → 2026",
    confidence: "high",
    note: "No `uri`: z.string().url() and z.url() write it.",
  },
  maxTools: openaiMaxTools,
  arrayNeedsItems: openaiArrayNeedsItems,
  recommendedMaxTools: openaiRecommendedMaxTools,
  keywords: [
    rejected("oneOf", "user reports `'oneOf' is not permitted`; pydantic/pydantic-ai profiles/openai.py rewrites oneOf to anyOf", "2025–2026", "anyOf"),
    rejected("allOf", `${STRICT_GUIDE} (Composition list); user reports \`'allOf' is not permitted\``, "2024-08 → 2026"),
    rejected("not", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("if", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("then", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("else", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("dependentRequired", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("dependentSchemas", `${STRICT_GUIDE} (Composition list)`, "2024-08 → 2026"),
    rejected("default", "user reports `'default' is not permitted`; pydantic-ai drops `default` in strict", "2025–2026"),
    {
      keyword: "patternProperties",
      effect: "rejected",
      source: `${STRICT_GUIDE} (2024-08 list; the 2026 copy names it for fine-tuned models)`,
      date: "2024-08 → 2026",
      confidence: "medium",
    },
    {
      keyword: "propertyNames",
      effect: "rejected",
      source: "2024-08 guide list; mastra-ai/mastra#19273 `'propertyNames' is not permitted`; vercel/ai PR #20621",
      date: "2024-08 → 2026",
      confidence: "medium",
    },
    {
      keyword: "unevaluatedProperties",
      effect: "rejected",
      source: "2024-08 guide list; pydantic-ai _STRICT_INCOMPATIBLE_KEYS",
      date: "2024-08 → 2026",
      confidence: "medium",
    },
    {
      keyword: "uniqueItems",
      effect: "rejected",
      source: "2024-08 guide list; user reports `'uniqueItems' is not permitted`",
      date: "2024-08 → 2026",
      confidence: "medium",
    },
    {
      keyword: "contains",
      effect: "rejected",
      source: "2024-08 guide list; pydantic-ai _STRICT_INCOMPATIBLE_KEYS",
      date: "2024-08 → 2026",
      confidence: "medium",
    },
    {
      keyword: "minLength",
      effect: "rejected",
      source: "user reports `'minLength' is not permitted`; pydantic-ai treats it as strict-incompatible",
      date: "2025-12 → 2026",
      confidence: "low",
      note: "The 2026 guide lists it only for fine-tuned models; reported rejections keep it in the list.",
    },
    {
      keyword: "maxLength",
      effect: "rejected",
      source: "user reports; pydantic-ai treats it as strict-incompatible",
      date: "2025-12 → 2026",
      confidence: "low",
      note: "Same conflict as minLength.",
    },
  ],
};
