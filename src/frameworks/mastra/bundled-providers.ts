// What the AI SDK providers bundled in @mastra/core change after the schema-compat layer, for the
// targets only Mastra's model router reaches that way (model-router.ts).
import { convertToOpenAPISchema } from "../ai-sdk/google-openapi.js";
import type { FrameworkTransform } from "../types.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";

const BUNDLED = "bundled in @mastra/core 1.71.0 dist/dist-*.js and dist/models-dev-*.js, used by ModelsDevGateway.resolveLanguageModel";

/**
 * A `"google/…"` model is `createGoogleGenerativeAI(…).chat(id)` of the bundled @ai-sdk/google 3.0.101,
 * which sends `parameters` built by `convertJSONSchemaToOpenAPISchema` from the Google layer's JSON:
 * the `google-parameters` target (a tool without input is sent without `parameters`, which the plugin
 * views as the empty object). The pinned @ai-sdk/google 4.0.121 an agent may be given instead sends
 * `parametersJsonSchema`, the `google` target.
 */
export const googleOpenAPI: FrameworkTransform = {
  id: "mastra-google-openapi",
  by: "the AI SDK's Google provider bundled in Mastra",
  targets: ["google-parameters"],
  source: `vercel/ai packages/google/src/convert-json-schema-to-openapi-schema.ts in @ai-sdk/google 3.0.101, ${BUNDLED}; observed on the wire (tests/wire/mastra-models)`,
  apply: ({ schema }) => convertToOpenAPISchema(schema),
};

/** `removeAdditionalPropertiesFalse`: every `additionalProperties: false` key, at any depth, is left out. */
function withoutClosedObjects(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (!isJsonObject(value)) return value;
  const result: JsonObject = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "additionalProperties" && item === false) continue;
    result[key] = withoutClosedObjects(item);
  }
  return result;
}

/**
 * An `"xai/…"` model is `createXai(…).responses(id)` of the bundled @ai-sdk/xai 3.0.111, whose
 * `prepareResponsesTools` sends `parameters: removeAdditionalPropertiesFalse(tool.inputSchema)` (its
 * chat `prepareTools` too). Quiet, as every layer's closing of objects is: xAI without strict takes
 * the schema as a hint. The pinned @ai-sdk/xai 5.0.12 does not do this (no such function in its
 * dist/index.js), so an agent given its model is not routed to `xai` (model-router.ts).
 */
export const xaiOpenObjects: FrameworkTransform = {
  id: "mastra-xai-open-objects",
  by: "the AI SDK's xAI provider bundled in Mastra",
  targets: ["xai"],
  quiet: true,
  source: `vercel/ai packages/xai/src/responses/xai-responses-prepare-tools.ts (removeAdditionalPropertiesFalse) in @ai-sdk/xai 3.0.111, ${BUNDLED}; observed on the wire (tests/wire/mastra-models)`,
  apply: ({ schema }) => ({ schema: withoutClosedObjects(schema) as JsonObject, changes: [] }),
};
