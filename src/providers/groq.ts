// Groq's Chat Completions tools (`tools[].function.parameters`), OpenAI-compatible: the non-strict
// target, with the facts its own SDK (groq-sdk) and users' 400s state.
import type { Fact, ProviderProfile } from "./types.js";

const GROQ_SDK = "groq/groq-typescript src/resources/shared.ts FunctionDefinition (groq-sdk 1.6.0, read 2026-12-04)";

/** The name rule, the same with and without strict. */
export const groqName: ProviderProfile["name"] = {
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source: `${GROQ_SDK} (\`name\`: a-z, A-Z, 0-9, underscores and dashes); langgenius/dify#22867`,
    date: "2025-07 → 2026-12",
    confidence: "high",
  },
  maxLength: {
    value: 64,
    source: `${GROQ_SDK} (\`name\`: maximum length of 64)`,
    date: "2026-12",
    confidence: "medium",
    note: "Stated by the SDK's types; no error at 65 characters was found.",
  },
  allowed: "letters, digits, `_` and `-`",
};

export const groqRootIsObject: Fact<boolean> = {
  value: true,
  source: "livekit/agents#4610 (`invalid JSON schema for tool …, tools[4].function.parameters`: Groq validates parameters as an object schema)",
  date: "2026-01-24",
  confidence: "low",
};

export const groqMaxTools: Fact<number> = {
  value: 128,
  source: "groq/groq-typescript src/resources/chat/completions.ts CompletionCreateParams.tools (\"A max of 128 functions are supported\"), groq-sdk 1.6.0",
  date: "2026-12",
  confidence: "medium",
};

/** Groq Chat Completions function tools without `strict`: best-effort, the schema is not enforced. */
export const groq: ProviderProfile = {
  id: "groq",
  label: "Groq",
  inWords: "Groq",
  schemaField: "parameters",
  name: groqName,
  root: {
    mustBeObject: groqRootIsObject,
    rejectedCombinators: {
      value: [],
      source: "console.groq.com/docs/structured-outputs (copy in /work/shared/reference/providers.md §4): without strict the schema is best effort",
      date: "2025–2026",
      confidence: "low",
    },
  },
  maxTools: groqMaxTools,
  keywords: [],
};
