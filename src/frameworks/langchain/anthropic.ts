import type { JsonObject } from "../../schema/types.js";
import type { TransformResult } from "../types.js";

/** `TOP_LEVEL_SCHEMA_COMPOSITION_KEYS` of @langchain/anthropic 1.5.11 (`dist/utils/tools.js`). */
const TOP_LEVEL_COMPOSITIONS = ["oneOf", "anyOf", "allOf"] as const;

/**
 * `ChatAnthropic.formatStructuredToolToAnthropic` (@langchain/anthropic 1.5.11, `dist/chat_models.js`)
 * filters out every tool whose `input_schema` has a top-level `oneOf`, `anyOf` or `allOf`, without an
 * error: the request goes out without the tool (seen on the wire: `tools: []`). Nested ones are kept.
 */
export function dropRootComposition(schema: JsonObject): TransformResult {
  const keys = TOP_LEVEL_COMPOSITIONS.filter((key) => Object.prototype.hasOwnProperty.call(schema, key));
  if (keys.length === 0) return { changes: [] };
  const which = keys.map((key) => `"${key}"`).join(", ");
  return { changes: [], fails: `sends the request without this tool, without an error, because its input schema has ${which} at the top level`, failsAt: { pointer: "", keyword: keys[0] } };
}
