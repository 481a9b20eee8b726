// The Ollama provider of the AI SDK (ollama-ai-provider-v2): a root object without properties is
// sent with `required: []`, whatever `required` it had.
import { isJsonObject } from "../../schema/types.js";
import type { FrameworkTransform, TransformResult } from "../types.js";
import type { JsonObject } from "../../schema/types.js";

/**
 * `prepareResponsesTools` (src/responses/ollama-responses-prepare-tools.ts, read in dist/index.mjs of
 * 4.0.1): when `parameters.type === "object"` and `parameters.properties` is an object with no keys, it
 * sends `{ ...parameters, properties: {}, required: [] }`. Only the root is looked at. Lossless but for
 * a `required` that named keys anyway (allowed when additional properties are): that is reported.
 */
export function emptyObjectRequired(schema: JsonObject): TransformResult {
  const properties = schema.properties;
  if (schema.type !== "object" || !isJsonObject(properties) || Object.keys(properties).length > 0) return { changes: [] };
  const required = schema.required;
  const lost = Array.isArray(required) && required.length > 0;
  return {
    schema: { ...schema, properties: {}, required: [] },
    changes: lost
      ? [{ location: { kind: "schema", pointer: "", keyword: "required" }, change: `replaces "required": ${JSON.stringify(required)} with [] at the root schema (it has no properties)` }]
      : [],
  };
}

export const ollamaEmptyObject: FrameworkTransform = {
  id: "ai-sdk-ollama-empty-object",
  by: "the Ollama provider of the AI SDK (ollama-ai-provider-v2)",
  targets: ["ollama"],
  source: "nordwestt/ollama-ai-provider-v2 src/responses/ollama-responses-prepare-tools.ts (prepareResponsesTools), read in dist/index.mjs of 4.0.1 and observed on the wire (tests/wire/ai-sdk-providers), 2026-12-04",
  apply: ({ schema }) => emptyObjectRequired(schema),
};
