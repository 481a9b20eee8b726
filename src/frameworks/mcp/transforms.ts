import { describeRootShape } from "../../checks/describe-node.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";
import { dialectMarker } from "../core/dialect.js";
import { atLeast } from "../core/version.js";
import type { FrameworkTransform, SendContext } from "../types.js";

/**
 * What both major versions list for a tool without input, and 1.x for an input that is not a zod
 * object: `EMPTY_OBJECT_JSON_SCHEMA` (1.x dist/esm/server/mcp.js, 2.x dist/mcp-*.mjs), no `$schema`.
 * SDK 1.x before 1.13.3 lists `{ type: "object" }` instead (`BARE_OBJECT`).
 */
export const NO_PARAMETERS: JsonObject = { type: "object", properties: {} };

/**
 * `EMPTY_OBJECT_JSON_SCHEMA` of SDK 1.x before 1.13.3: no `properties` key. Read in @modelcontextprotocol/sdk
 * 1.8.0, 1.11.5, 1.12.0, 1.13.0, 1.13.1 and 1.13.2 dist/esm/server/mcp.js; 1.13.3 and later add `properties: {}`;
 * observed over an in-memory transport with 1.13.0 (tests/wire/mcp-sdk-1-13).
 */
const BARE_OBJECT: JsonObject = { type: "object" };
const LISTS_EMPTY_PROPERTIES_FROM = "1.13.3";

/** Both no-parameters listings, by identity: a schema that is one of them was written by the SDK, not by the tool. */
const NO_PARAMETERS_LISTINGS: readonly JsonObject[] = [NO_PARAMETERS, BARE_OBJECT];

/** What the installed SDK 1.x (undefined: the newest) lists for a tool it gives no parameters. */
export function sdkNoParameters(version: string | undefined): JsonObject {
  return atLeast(version, LISTS_EMPTY_PROPERTIES_FROM) ? NO_PARAMETERS : BARE_OBJECT;
}

/** `withoutInput` of SDK 1.x: by the installed version. */
export const sdkWithoutInput = (context: SendContext): JsonObject => sdkNoParameters(context.version);

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
 * record or any other root becomes the no-parameters listing (`sdkNoParameters`) with no error or warning.
 */
export const sdkDropsNonObjectRoot: FrameworkTransform = {
  id: "mcp-sdk-drops-non-object-root",
  by: "The MCP TypeScript SDK 1.x",
  targets: "all",
  source:
    "modelcontextprotocol/typescript-sdk v1.x src/server/mcp.ts (ListTools handler: normalizeObjectSchema, else EMPTY_OBJECT_JSON_SCHEMA) and src/server/zod-compat.ts; typescript-sdk #1643; read in @modelcontextprotocol/sdk 1.24.0, 1.27.0 and 1.32.2 dist/esm/server/mcp.js",
  apply({ schema }, context) {
    // The no-parameters listing itself (no input, or an input the reader found refused) is no root dropped here.
    if (isZodObjectRoot(schema) || NO_PARAMETERS_LISTINGS.includes(schema)) return { changes: [] };
    return {
      schema: sdkNoParameters(context.version),
      changes: [
        {
          location: { kind: "schema", pointer: "" },
          change: `lists it with no parameters: its root is ${rootShape(schema)}, not a zod object`,
          fix: "Pass a plain `z.object()`.",
        },
      ],
    };
  },
};

const COMBINATORS = ["oneOf", "anyOf", "allOf"] as const;

/**
 * SDK 2.x `standardSchemaToJsonSchema` (input side): a root without `type` (a discriminated union's
 * `oneOf`, a `z.any()`) gets `type: "object"` put in front of it. A root with another `type` throws
 * when `tools/list` is answered, and the whole listing fails (reported by `unsendable-tool`).
 */
export const serverStampsObjectType: FrameworkTransform = {
  id: "mcp-server-stamps-object-type",
  by: "The MCP TypeScript SDK 2.x",
  targets: "all",
  source:
    "modelcontextprotocol/typescript-sdk packages/core-internal/src/util/standardSchema.ts (standardSchemaToJsonSchema); read in @modelcontextprotocol/server 2.4.0 dist/src-DdvbAHrR.mjs",
  apply({ schema }) {
    if (schema.type !== undefined && schema.type !== "object") {
      return {
        fails: `throws "MCP tool and prompt schemas must describe objects" when answering \`tools/list\`, which then fails for every tool of this server, because the input schema's root is ${describeRootShape(schema)}`,
        failsAt: { pointer: "", keyword: "type" },
        changes: [],
      };
    }
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

/**
 * SDK 1.x converts a zod 3 input with zod-to-json-schema, which puts the draft-07 `$schema` at the
 * root (zod 4 goes through `toJSONSchema(…, { target: "draft-7" })`, whose `$schema` the zod route
 * already writes: `zodTarget`). No provider treats it differently, so the transform is quiet.
 * `EMPTY_OBJECT_JSON_SCHEMA` (no input, or a dropped root) has none.
 */
export const sdkListsDraft07: FrameworkTransform = dialectMarker({
  id: "mcp-sdk-lists-draft-07",
  by: "The MCP TypeScript SDK 1.x",
  source:
    "modelcontextprotocol/typescript-sdk v1.x src/server/zod-json-schema-compat.ts (toJsonSchemaCompat: zod 3 through zod-to-json-schema) and src/server/mcp.ts (EMPTY_OBJECT_JSON_SCHEMA); read in @modelcontextprotocol/sdk 1.32.2 dist/esm/server/",
  marks: (route) => route === "zod3",
  unmarked: NO_PARAMETERS_LISTINGS,
});
