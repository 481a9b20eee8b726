import { describeRootShape } from "../../checks/describe-node.js";
import { isJsonObject, type JsonObject } from "../../schema/types.js";
import type { FrameworkTransform } from "../types.js";

/** What SDK 1.x lists for a tool whose input is not a zod object: `EMPTY_OBJECT_JSON_SCHEMA`. */
const NO_PARAMETERS: JsonObject = { type: "object", properties: {} };

/**
 * A root SDK 1.x's `normalizeObjectSchema` keeps: a zod object (or raw shape), which always converts
 * with `properties`. A `z.record()` is `type: "object"` without them and is dropped like a union.
 */
function isZodObjectRoot(schema: JsonObject): boolean {
  return schema.type === "object" && isJsonObject(schema.properties);
}

function rootShape(schema: JsonObject): string {
  return schema.type === "object" ? 'an object without "properties" (a record)' : describeRootShape(schema);
}

/**
 * SDK 1.x `tools/list` converts only what `normalizeObjectSchema` accepts; a union, intersection,
 * record or any other root becomes `{ type: "object", properties: {} }` with no error or warning.
 */
export const sdkDropsNonObjectRoot: FrameworkTransform = {
  id: "mcp-sdk-drops-non-object-root",
  by: "The MCP TypeScript SDK 1.x",
  targets: "all",
  source:
    "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (ListTools handler: normalizeObjectSchema, else EMPTY_OBJECT_JSON_SCHEMA) and src/server/zod-compat.ts; typescript-sdk #1643; read in @modelcontextprotocol/sdk 1.24.0, 1.27.0 and 1.32.2 dist/esm/server/mcp.js",
  apply({ schema }) {
    if (isZodObjectRoot(schema)) return { changes: [] };
    return {
      schema: NO_PARAMETERS,
      changes: [
        {
          location: { kind: "schema", pointer: "" },
          change: `drops the input schema, whose root is ${rootShape(schema)} rather than a zod object, and publishes the tool with no parameters`,
        },
      ],
    };
  },
};

const COMBINATORS = ["oneOf", "anyOf", "allOf"] as const;

/**
 * SDK 2.x `standardSchemaToJsonSchema` (input side): a root without `type` (a discriminated union's
 * `oneOf`, a `z.any()`) gets `type: "object"` put in front of it. A root with another `type` throws.
 */
export const serverStampsObjectType: FrameworkTransform = {
  id: "mcp-server-stamps-object-type",
  by: "The MCP TypeScript SDK 2.x",
  targets: "all",
  source:
    "modelcontextprotocol/typescript-sdk packages/core-internal/src/util/standardSchema.ts (standardSchemaToJsonSchema); read in @modelcontextprotocol/server 2.4.0 dist/src-DdvbAHrR.mjs",
  apply({ schema }) {
    if (schema.type !== undefined) return { changes: [] };
    const combinator = COMBINATORS.find((keyword) => Array.isArray(schema[keyword]));
    return {
      schema: { type: "object", ...schema },
      changes: [
        {
          location: { kind: "schema", pointer: "", ...(combinator ? { keyword: combinator } : {}) },
          change: combinator ? `adds "type": "object" beside the root's "${combinator}"` : 'adds "type": "object" to the root, which has no "type"',
        },
      ],
    };
  },
};
