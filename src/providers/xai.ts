// xAI's (Grok) function tools (`tools[].function.parameters` on Chat Completions, `parameters` on Responses),
// OpenAI-compatible: only what xAI's docs state; its structured-output subset is for response formats.
import type { ProviderProfile } from "./types.js";

const FUNCTION_CALLING = "docs.x.ai/docs/guides/function-calling (copy in ltlgrnaiml/engineering-tools docs/scraped/xai/docs_guides_function-calling.md, commit 294d2e02)";

/** xAI function calling through Chat Completions or Responses. */
export const xai: ProviderProfile = {
  id: "xai",
  label: "xAI (Grok)",
  inWords: "xAI",
  schemaField: "parameters",
  name: {
    pattern: {
      value: "^[\\s\\S]+$",
      source: `${FUNCTION_CALLING}: no character rule for function names`,
      date: "2025–2026",
      confidence: "low",
      note: "No xAI statement found: any non-empty name passes this check.",
    },
    maxLength: {
      value: Number.MAX_SAFE_INTEGER,
      source: `${FUNCTION_CALLING}: no length rule for function names`,
      date: "2025–2026",
      confidence: "low",
      note: "No xAI statement found: no length is checked.",
    },
    allowed: "any characters",
  },
  root: {
    mustBeObject: {
      value: false,
      source: `${FUNCTION_CALLING}: no root rule stated; its examples are all object schemas`,
      date: "2025–2026",
      confidence: "low",
      note: "Not checked: no xAI statement or report of a non-object root found.",
    },
    rejectedCombinators: { value: [], source: `${FUNCTION_CALLING}: no root rule stated`, date: "2025–2026", confidence: "low" },
    unionBranchesMustBeObjects: {
      value: true,
      source: `xAI's answer quoted in four public reports: 400 "tool parameter root must be an object type (root schema is an anyOf/oneOf union with a non-object branch)" (lidge-jun/opencodex#122, 2026-07-13, Chat Completions; code-yeongyu/oh-my-openagent#6623, 2026-08-06, Responses, fixed by giving both oneOf branches "type": "object"; james-6-23/codex2api#580, 2026-08-26, a root with "type": "object" beside its anyOf; abhigyanpatwari/GitNexus#3160, 2026-09-03)`,
      date: "2026-07-13 – 2026-09-03",
      confidence: "medium",
      note: "Not in xAI's docs. A branch that is a \"$ref\" is not judged: no report says how it is read.",
    },
  },
  maxTools: {
    value: 200,
    source: `${FUNCTION_CALLING}: "You can call a maximum of 200 tools with function calling"`,
    date: "2025–2026",
    confidence: "medium",
  },
  keywords: [],
};
