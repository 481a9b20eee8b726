// Mistral chat completions function calling (`tools[].function.parameters`), the La Plateforme API
// that @mistralai/mistralai and @ai-sdk/mistral send to: what it accepts in a tool, each fact sourced.
import type { ProviderProfile } from "./types.js";

/**
 * Mistral chat completions, agents completions and conversations tools (`{ type: "function", function:
 * { name, description, parameters, strict } }`). The API checks `parameters` against JSON Schema
 * metaschemas ("Invalid tool schema: … is not valid under any of the given schemas"), so a keyword in a
 * form no later draft has fails the request. `strict` exists in the SDK's `FunctionT` but no source says
 * it changes what the API accepts, so there is one target, strict or not.
 */
export const mistral: ProviderProfile = {
  id: "mistral",
  label: "Mistral",
  inWords: "Mistral",
  schemaField: "parameters",
  name: {
    pattern: {
      value: "^[a-zA-Z0-9_-]+$",
      source:
        "API error `Function name was <name> but must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.` quoted in Kochava-Studios/witsy PR #164; the same rule in the `name` description of Mistral's OpenAPI specification (mistralai/platform-docs-public openapi.yaml from commit 48a40c62, 2024-03-07, until the regenerated spec of 600315c7, 2024-08-07, which has no description; also docs.rs mistral-rouille 1.1.4)",
      date: "2024-03-07 → 2025-04-04",
      confidence: "high",
    },
    maxLength: {
      value: 64,
      source:
        "the same API error (`with a maximum length of 64`, Kochava-Studios/witsy PR #164: a 67-character MCP tool name refused through LiteLLM) and the OpenAPI `name` description (mistralai/platform-docs-public openapi.yaml, commit 48a40c62)",
      date: "2024-03-07 → 2025-04-04",
      confidence: "high",
    },
    allowed: "letters, digits, `_` and `-`",
  },
  root: {
    mustBeObject: {
      value: false,
      source:
        "no Mistral statement or error report on the root type found (docs.mistral.ai function calling and quickstart examples only show `type: \"object\"`); the SDK's FunctionT types `parameters` as any object ({ [k: string]: any }, @mistralai/mistralai 2.7.0 src/models/components/function.ts)",
      date: "2026-12-04",
      confidence: "low",
      note: "Unknown, so not reported: an unknown is not an error finding.",
    },
    rejectedCombinators: {
      value: [],
      source: "no Mistral statement or error report on root combinators found; a nested anyOf passed the metaschema check in SylphxAI/pdf-reader-mcp#63 (only its boolean exclusiveMinimum is named)",
      date: "2025-05-22 → 2026-12-04",
      confidence: "low",
    },
  },
  rejectsBooleanBounds: {
    value: true,
    source:
      "SylphxAI/pdf-reader-mcp#63: `Invalid tool schema: {… 'items': {'type': 'integer', 'exclusiveMinimum': True, 'minimum': 0} …} is not valid under any of the given schemas` (400, invalid_request_error) for a tool whose only draft-04 form is the boolean exclusiveMinimum; UKGovernmentBEIS/inspect_ai PR #1562 shows the same metaschema check (`Invalid tool schema: … is not of type 'string'`)",
    date: "2025-03-28 → 2025-05-22",
    confidence: "medium",
    note: "Which drafts the API accepts is not published, so only the form no draft since 06 has is reported; a draft-07 tuple `items` array is not.",
  },
  // No keyword is documented as rejected or ignored. LiteLLM strips `$schema`/`$id` for Mistral after
  // a CI failure (BerriAI/litellm PR #13389, 2025-08-07), but @ai-sdk/mistral sends zod tools with
  // `$schema` and no report of that failing was found, so it is left out.
  keywords: [],
};
