// Cohere Chat v2 tools (`tools[].function.parameters`), with and without `strict_tools`: what Cohere
// documents it accepts in a tool, each fact sourced; unknowns (name rules, caps) are left open, never guessed.
import type { Fact, KeywordRule, ProviderProfile } from "./types.js";

/** The docs repository the docs.cohere.com pages are built from, at the commit read. */
export const COHERE_DOCS =
  "cohere-ai/cohere-developer-experience fern/pages/v2/text-generation/structured-outputs.mdx (docs.cohere.com/docs/structured-outputs; commit e814c8a1, file last changed 2026-08-06)";

/**
 * Chat v2's `ToolV2Function.name` carries no documented rule (only v1's `Tool.name` does: `a-z`, `A-Z`,
 * `0-9`, `_`, no leading digit), so any non-empty name passes; strict or not.
 */
export const cohereName: ProviderProfile["name"] = {
  pattern: {
    value: "^[\\s\\S]+$",
    source:
      "cohere-ai/cohere-developer-experience cohere-openapi.yaml `ToolV2.function.name` (\"The name of the function.\", no pattern; commit ca56a6ff, 2026-08-20); cohere-ai 8.1.0 api/types/ToolV2Function.d.ts",
    date: "2026-08-20",
    confidence: "low",
    note: "v1's Tool.name documents `a-z A-Z 0-9 _`, not starting with a digit (cohere-ai 8.1.0 api/types/Tool.d.ts); no statement or error was found for v2.",
  },
  maxLength: {
    value: Number.MAX_SAFE_INTEGER,
    source: "cohere-openapi.yaml `ToolV2.function.name`: no length given (commit ca56a6ff, 2026-08-20)",
    date: "2026-08-20",
    confidence: "low",
    note: "No Cohere statement found: no length is checked.",
  },
  allowed: "any characters",
};

/** No root type is documented for tool parameters without `strict_tools`. */
export const cohereRootNotChecked: Fact<boolean> = {
  value: false,
  source: "cohere-openapi.yaml `ToolV2.function.parameters` (\"The parameters of the function as a JSON schema.\"; commit ca56a6ff, 2026-08-20)",
  date: "2026-08-20",
  confidence: "low",
  note: "Every documented example has an object root; the object-root rule of the docs is stated for Structured Outputs, see cohere-strict.",
};

/** Cohere Chat v2 tools, `strict_tools` unset or false. */
export const cohere: ProviderProfile = {
  id: "cohere",
  label: "Cohere (Chat v2)",
  inWords: "Cohere",
  schemaField: "parameters",
  name: cohereName,
  root: {
    mustBeObject: cohereRootNotChecked,
    rejectedCombinators: {
      value: [],
      source: `${COHERE_DOCS}, "Supported schema features" (anyOf: Yes in the Tool Use column)`,
      date: "2026-08-06",
      confidence: "low",
    },
  },
  // The "Tool Use (strict_tools False)" column of the docs' table says Yes to every listed feature,
  // uniqueItems included; the unsupported list is stated for Structured Outputs (see cohere-strict).
  keywords: [],
};

/**
 * A keyword the docs list as unsupported by Structured Outputs. The docs do not say whether the request
 * then fails or the keyword goes unenforced, so it is reported as a warning (not enforced), not as a rejection.
 */
function unsupported(keyword: string, where: string): KeywordRule {
  return {
    keyword,
    effect: "ignored",
    source: `${COHERE_DOCS}, ${where}`,
    date: "2026-08-06",
    confidence: "low",
    note: "Documented as unsupported in Structured Outputs (Tools); whether the request fails is not documented.",
  };
}

const LIST = "\"Unsupported schema features\"";

/** Cohere Chat v2 tools sent with `strict_tools: true`. */
export const cohereStrict: ProviderProfile = {
  id: "cohere-strict",
  label: "Cohere (Chat v2, strict_tools)",
  inWords: "Cohere with strict_tools",
  schemaField: "parameters",
  name: cohereName,
  root: {
    mustBeObject: {
      value: true,
      source: `${COHERE_DOCS}, "Schema constraints" (the top-level type must be \`object\`)`,
      date: "2026-08-06",
      confidence: "medium",
    },
    rejectedCombinators: {
      value: [],
      source: `${COHERE_DOCS}, "Supported schema features" (anyOf: Yes for Structured Outputs (Tools))`,
      date: "2026-08-06",
      confidence: "low",
    },
  },
  // The docs name `date-time`, `uuid`, `date` and `time` as the only supported `format` values, without
  // saying whether another one fails the request or goes unenforced; no format is reported until one is known.
  keywords: [
    unsupported("allOf", `${LIST} (Schema Composition)`),
    unsupported("oneOf", `${LIST} (Schema Composition)`),
    unsupported("not", `${LIST} (Schema Composition)`),
    unsupported("minimum", `${LIST} (Numeric Ranges)`),
    unsupported("maximum", `${LIST} (Numeric Ranges)`),
    unsupported("minItems", `${LIST} (Array Length Ranges)`),
    unsupported("maxItems", `${LIST} (Array Length Ranges)`),
    unsupported("minLength", `${LIST} (String Length)`),
    unsupported("maxLength", `${LIST} (String Length)`),
    unsupported("uniqueItems", "\"Supported schema features\" (uniqueItems: No for Structured Outputs (Tools))"),
  ],
};
