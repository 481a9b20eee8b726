import {
  openaiArrayNeedsItems,
  openaiDescriptionMaxChars,
  openaiMaxTools,
  openaiName,
  openaiRecommendedMaxTools,
  openaiRootIsObject,
} from "./openai-strict.js";
import type { Fact, ProviderProfile } from "./types.js";

/**
 * A root `{ "type": "object" }` without `properties` fails the request: `Invalid schema for function …: In
 * context=(), object schema missing properties.` (`invalid_function_parameters`). Only the root is
 * claimed: every report is of a tool without parameters, and nested records (an object with
 * `additionalProperties` only) are sent without strict mode every day.
 */
const openaiObjectRootNeedsProperties: Fact<boolean> = {
  value: true,
  source:
    "users' 400s `object schema missing properties` (invalid_function_parameters) for tools without parameters: spring-projects/spring-ai#860 (Azure) and #4776, evalstate/fast-agent#143 and karakeep-app/karakeep#1696 (MCP servers on the TypeScript SDK), tailcallhq/forgecode#1359 (gpt-5), containers/kubernetes-mcp-server#340, everruns/everruns#984 (Responses API)",
  date: "2024-06 → 2026-03",
  confidence: "high",
};

/**
 * OpenAI function calling without strict mode: Chat Completions by default, Responses with
 * `strict: false`. Names, description cap, root type and tool count are shared with strict mode, so
 * the same facts are imported rather than restated.
 */
export const openai: ProviderProfile = {
  id: "openai",
  label: "OpenAI (non-strict)",
  inWords: "OpenAI",
  schemaField: "parameters",
  name: openaiName,
  descriptionMaxChars: openaiDescriptionMaxChars,
  root: {
    mustBeObject: openaiRootIsObject,
    rejectedCombinators: {
      value: [],
      source: "function-calling guide (2026 copy): non-strict schemas are followed on a best-effort basis; the root-union errors found are all strict-mode ones",
      date: "2024-08 → 2026",
      confidence: "low",
      note: "A union root without `type: \"object\"` is already reported by the object-root rule.",
    },
  },
  maxTools: openaiMaxTools,
  arrayNeedsItems: openaiArrayNeedsItems,
  objectRootNeedsProperties: openaiObjectRootNeedsProperties,
  recommendedMaxTools: openaiRecommendedMaxTools,
  // Without strict the schema is best effort: no keyword is reported as rejected or ignored.
  keywords: [],
};
