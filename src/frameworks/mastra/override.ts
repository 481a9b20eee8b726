// `jsonSchemaOverride` of @mastra/schema-compat 1.3.11 (dist/schema-*.js): the override every
// `standardSchemaToJSONSchema` call passes to the converter, for agents (draft-07) and MCP servers alike.
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";
import type { FrameworkTransform } from "../types.js";

/**
 * One node as the override leaves it: a `type: "object"` node with `properties` and no truthy
 * `additionalProperties` is closed, and a loose zod object's `{}` becomes `true` (zod writes `{}` for a
 * catchall of `unknown`, `z.looseObject` or `.passthrough()`; a catchall of `any` keeps `{}`, which the
 * JSON cannot tell apart, and both accept the same).
 */
export function overrideNode(node: JsonObject, zod: boolean): void {
  if (node.type === "object" && node.properties !== undefined && !node.additionalProperties) node.additionalProperties = false;
  else if (zod && node.type === "object" && isJsonObject(node.additionalProperties) && Object.keys(node.additionalProperties).length === 0) node.additionalProperties = true;
}

function overridden(value: JsonValue, zod: boolean): JsonValue {
  if (Array.isArray(value)) return value.map((item) => overridden(item, zod));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) out[key] = overridden(child, zod);
  overrideNode(out, zod);
  return out;
}

/**
 * The override in the conversion an agent makes before any layer (`CoreToolBuilder.build` →
 * `standardSchemaToJSONSchema(…, { io: "input" })`, @mastra/core 1.71.0): a provider without a layer
 * gets objects closed (seen on the wire: a Mistral model, tests/wire/mastra-models), and the layers
 * start from them. Quiet, as the layers' own closing is. Not for `mcp`: an MCPServer converts again
 * (mcp-server.ts). `withoutInput` is the framework's no-input schema, sent as it is.
 */
export function agentOverride(withoutInput: JsonObject, targets: readonly string[]): FrameworkTransform {
  return {
    id: "mastra-json-schema-override",
    by: "Mastra's schema conversion",
    targets,
    quiet: true,
    source: "mastra-ai/mastra packages/schema-compat/src/standard-schema/standard-schema.ts jsonSchemaOverride (@mastra/schema-compat 1.3.11 dist/schema-BwlBcZRB.js), passed by standardSchemaToJSONSchema; observed on the wire (tests/wire/mastra-models)",
    apply: ({ schema, route }) => (schema === withoutInput ? { changes: [] } : { schema: overridden(schema, route === "zod") as JsonObject, changes: [] }),
  };
}
