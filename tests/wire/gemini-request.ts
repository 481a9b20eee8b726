// What the Gemini API's generateContent request holds of the tools (as @google/genai writes it, also
// under ADK), and the one change the wire suites make before comparing it with the plugin's view.
import type { JsonValue } from "../../src/schema/types.js";

export interface GeminiRequest {
  readonly tools?: readonly { readonly functionDeclarations?: readonly Record<string, unknown>[] }[];
}

/**
 * @google/genai writes `parameters` types as the API's `Type` enum names (`"OBJECT"`); the plugin's view
 * keeps the JSON Schema words its checks read (`"object"`). The API takes both (the AI SDK's Google
 * provider sends lower case), so a capture is compared with its `type` values in lower case, and
 * nothing else changed.
 */
export function withJsonSchemaTypes(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(withJsonSchemaTypes);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === "type" && typeof child === "string" ? child.toLowerCase() : withJsonSchemaTypes(child)]),
  );
}
