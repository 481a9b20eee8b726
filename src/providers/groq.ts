// Groq's Chat Completions tools (`tools[].function.parameters`), OpenAI-compatible and non-strict: what its
// own SDK (groq-sdk) and users' 400s state. Groq documents strict mode for response_format only.
import type { Fact, ProviderProfile } from "./types.js";

const GROQ_SDK = "groq/groq-typescript src/resources/shared.ts FunctionDefinition.name (groq-sdk 1.6.0, read 2026-12-04)";

export const groqName: ProviderProfile["name"] = {
  pattern: {
    value: "^[a-zA-Z0-9_-]+$",
    source: `${GROQ_SDK}: "Must be a-z, A-Z, 0-9, or contain underscores and dashes"; langgenius/dify#22867`,
    date: "2025-07 → 2026-12",
    confidence: "high",
  },
  maxLength: {
    value: 64,
    source: `${GROQ_SDK}: "with a maximum length of 64"`,
    date: "2026-12",
    confidence: "medium",
    note: "Stated by the SDK's types; no error at 65 characters was found.",
  },
  allowed: "letters, digits, `_` and `-`",
};

export const groqMaxTools: Fact<number> = {
  value: 128,
  source: "groq/groq-typescript src/resources/chat/completions.ts CompletionCreateParams.tools (\"A max of 128 functions are supported\"), groq-sdk 1.6.0",
  date: "2026-12",
  confidence: "medium",
  note: "Stated by the SDK's types; no error above 128 was found.",
};

/** Groq Chat Completions function tools: the schema goes to the model best effort, with the checks below enforced. */
export const groq: ProviderProfile = {
  id: "groq",
  label: "Groq",
  inWords: "Groq",
  schemaField: "parameters",
  name: groqName,
  root: {
    mustBeObject: {
      value: false,
      source: "no Groq statement or report of a non-object root found (console.groq.com/docs/tool-use copies, 2025–2026)",
      date: "2026",
      confidence: "low",
      note: "Not checked: the SDK types only say parameters is a JSON Schema object.",
    },
    rejectedCombinators: {
      value: [],
      source: "console.groq.com/docs/structured-outputs (copy in Ravishka17/AskLab-AI-Bot Groq_Documentation): strict mode is for response_format, and tool use is not supported with it",
      date: "2025–2026",
      confidence: "low",
    },
  },
  maxTools: groqMaxTools,
  requiredNeedsProperties: {
    value: true,
    source:
      "Groq's 400 `invalid JSON schema for tool …, tools[24].function.parameters: 'required' present but 'properties' is missing` in usestrix/strix#1088 (llama-3.3-70b-versatile) and #1204 (gpt-oss-120b, gpt-oss-20b, qwen3.6-27b); livekit/agents#4610",
    date: "2026-01-24 → 2026-08-31",
    confidence: "high",
  },
  keywords: [],
};
