import { DRAFT_07_URI, isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import { strictHelperNormalisation } from "../openai/strict-helper.js";
import type { TransformChange, TransformResult } from "../types.js";

/**
 * How the Agents SDK turns a zod object into JSON Schema before its strict lowering
 * (`getSchemaAndParserFromInputType` in openai/openai-agents-js packages/agents-core/src/utils/tools.ts,
 * read in the installed @openai/agents-core 0.20.0 dist/utils/tools.mjs and zodJsonSchemaCompat.mjs):
 * it first asks openai-node's `zodResponsesFunction`; when that throws (an optional field that is not
 * nullable, an open object or record, a keyword strict mode refuses), it falls back to its own small
 * converter `zodJsonSchemaCompatForOpenAIStrict`, which keeps only types, properties, literals, enums,
 * unions, records, tuples and descriptions. Both write the draft-07 `$schema`. Derived here from the draft the
 * core extracts from the zod schema (zod's `io: "input"` conversion).
 */


/** openai-node's `ensureStrictJsonSchema` refuses these (src/lib/transform.ts, openai 7.59.0); `oneOf` of a discriminated union is renamed first. */
const HELPER_REFUSES = [
  "$anchor", "$dynamicAnchor", "$dynamicRef", "$recursiveAnchor", "$recursiveRef", "allOf", "contains", "contentEncoding",
  "contentMediaType", "contentSchema", "dependentRequired", "dependentSchemas", "dependencies", "else", "if", "maxContains",
  "maxProperties", "minContains", "minProperties", "not", "patternProperties", "prefixItems", "propertyNames", "then",
  "unevaluatedItems", "unevaluatedProperties", "uniqueItems",
];

function acceptsNull(schema: JsonValue): boolean {
  if (!isJsonObject(schema)) return schema === true;
  const type = schema.type;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  return ["anyOf", "oneOf"].some((key) => Array.isArray(schema[key]) && (schema[key] as JsonValue[]).some(acceptsNull));
}

function* nodes(schema: JsonValue, depth = 0): Generator<JsonObject> {
  if (!isJsonObject(schema) || depth > 128) return;
  yield schema;
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" || key === "$defs" || key === "definitions") {
      if (isJsonObject(value)) for (const child of Object.values(value)) yield* nodes(child, depth + 1);
    } else if (Array.isArray(value) && ["anyOf", "oneOf", "allOf", "prefixItems", "items"].includes(key)) {
      for (const child of value) yield* nodes(child, depth + 1);
    } else if (isJsonObject(value) && ["items", "additionalProperties", "not", "propertyNames"].includes(key)) yield* nodes(value, depth + 1);
  }
}

/** Does openai-node's helper convert this zod schema, or throw (sending the SDK to its fallback)? */
function helperConverts(draft: JsonObject): boolean {
  for (const node of nodes(draft)) {
    if (HELPER_REFUSES.some((keyword) => keyword in node)) return false;
    if ("additionalProperties" in node && node.additionalProperties !== false) return false;
    // An array without `items`, or a tuple (draft-07 `items` array, `additionalItems`): the helper throws.
    if (node.type === "array" && (node.items === undefined || Array.isArray(node.items) || "additionalItems" in node)) return false;
    if (!isJsonObject(node.properties)) continue;
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [name, property] of Object.entries(node.properties)) {
      if (!required.includes(name) && !acceptsNull(property) && !(isJsonObject(property) && "default" in property)) return false;
    }
  }
  return true;
}

/** What the fallback converter keeps of a leaf: its type (integers become numbers) and description. */
const KEPT = new Set(["type", "description", "const", "enum"]);

class Unconvertible extends Error {}

/**
 * `zodJsonSchemaCompatForOpenAIStrict` read back from the draft: every check (format, bounds, length,
 * pattern) and every default is dropped, a defaulted field is required (the converter unwraps the
 * default before it looks for `.optional()`), a nullable is `anyOf` with a null branch.
 */
function fallback(node: JsonValue, at: Pointer, changes: TransformChange[], depth: number): JsonObject {
  if (!isJsonObject(node) || depth > 128) throw new Unconvertible();
  const described = (schema: JsonObject): JsonObject => (typeof node.description === "string" ? { ...schema, description: node.description } : schema);
  const dropped = (kept: readonly string[]) => {
    for (const key of Object.keys(node)) {
      if (kept.includes(key) || key === "description" || isSafeIntegerBound(node, key)) continue;
      changes.push({ location: { kind: "schema", pointer: at, keyword: key }, change: `drops "${key}" from ${pointerToPath(at) || "the root"} (its fallback zod converter keeps only types)` });
    }
  };
  const type = node.type;
  if (Array.isArray(type) && type.includes("null") && type.length === 2) {
    // zod's nullable, compacted by zod into a type array: the converter writes the union.
    const inner: JsonObject = { ...node, type: type.find((t) => t !== "null")! };
    if (Array.isArray(node.enum)) inner.enum = node.enum.filter((v) => v !== null);
    delete inner.description;
    return described({ anyOf: [fallback(inner, at, changes, depth + 1), { type: "null" }] });
  }
  if (Array.isArray(node.anyOf) || Array.isArray(node.oneOf)) {
    const key = Array.isArray(node.anyOf) ? "anyOf" : "oneOf";
    const branches = node[key] as JsonValue[];
    // A `{ type: "null" }` branch is a nullable's (the converter writes it); a bare z.null() elsewhere is not convertible.
    const branch = (value: JsonValue, i: number) => (isJsonObject(value) && value.type === "null" && Object.keys(value).length === 1 ? value : fallback(value, pointerJoin(at, key, i), changes, depth + 1));
    return described({ anyOf: branches.map(branch) });
  }
  if ("const" in node) return described({ const: node.const, type: node.const === null ? "null" : typeof node.const });
  if (Array.isArray(node.enum) && (type === "string" || type === "number")) {
    dropped(["type", "enum"]);
    return described({ type, enum: node.enum });
  }
  if (type === "string" || type === "boolean" || type === "number" || type === "integer") {
    dropped(["type"]);
    if (type === "integer") changes.push({ location: { kind: "schema", pointer: at, keyword: "type" }, change: `sends ${pointerToPath(at)} as "number" instead of "integer" (the SDK's fallback zod converter)` });
    return described({ type: type === "integer" ? "number" : type });
  }
  if (type === "array" && isJsonObject(node.items)) {
    dropped(["type", "items"]);
    return described({ type: "array", items: fallback(node.items, pointerJoin(at, "items"), changes, depth + 1) });
  }
  const tuple = Array.isArray(node.prefixItems) ? "prefixItems" : Array.isArray(node.items) ? "items" : undefined;
  if (type === "array" && tuple) {
    // A tuple (the core's draft writes draft-07's `items` array, or `prefixItems`): the converter writes
    // the `items` array with its length (`buildTupleSchema`).
    const items = (node[tuple] as JsonValue[]).map((item, i) => fallback(item, pointerJoin(at, tuple, i), changes, depth + 1));
    const rest = isJsonObject(tuple === "prefixItems" ? node.items : node.additionalItems);
    return described({ type: "array", items, minItems: items.length, ...(rest ? {} : { maxItems: items.length }) });
  }
  if (type === "object" && !isJsonObject(node.properties) && isJsonObject(node.additionalProperties)) {
    return described({ type: "object", additionalProperties: fallback(node.additionalProperties, pointerJoin(at, "additionalProperties"), changes, depth + 1) });
  }
  if (type === "object" && isJsonObject(node.properties)) {
    const required = Array.isArray(node.required) ? node.required : [];
    const properties: JsonObject = {};
    const listed: string[] = [];
    for (const [name, property] of Object.entries(node.properties)) {
      const here = pointerJoin(at, "properties", name);
      const defaulted = isJsonObject(property) && "default" in property;
      if (required.includes(name) || defaulted) listed.push(name);
      if (defaulted) changes.push({ location: { kind: "schema", pointer: here, keyword: "default" }, change: `drops the default of ${pointerToPath(here)} and makes it required (the SDK's fallback zod converter)` });
      properties[name] = fallback(isJsonObject(property) ? withoutDefault(property) : property, here, changes, depth + 1);
    }
    return { type: "object", properties, required: listed, additionalProperties: false, ...(typeof node.description === "string" ? { description: node.description } : {}) };
  }
  // z.any(), z.null(), intersections…: the converter gives up and tool() throws.
  throw new Unconvertible();
}

/** zod's `.int()` writes the safe-integer range; its loss is the "integer" → "number" change, reported once. */
function isSafeIntegerBound(node: JsonObject, key: string): boolean {
  return node.type === "integer" && ((key === "maximum" && node.maximum === Number.MAX_SAFE_INTEGER) || (key === "minimum" && node.minimum === Number.MIN_SAFE_INTEGER));
}

function withoutDefault(schema: JsonObject): JsonObject {
  const { default: _default, ...rest } = schema;
  return rest;
}

/** The schema the SDK converts a zod object (an object root) to, before its strict lowering; `fails` when tool() throws. */
export function agentsZodConversion(draft: JsonObject): TransformResult {
  if (helperConverts(draft)) {
    const { schema, changes } = strictHelperNormalisation(draft);
    return { schema: { ...schema, $schema: DRAFT_07_URI }, changes };
  }
  const changes: TransformChange[] = [];
  try {
    return { schema: { ...fallback(draft, "", changes, 0), $schema: DRAFT_07_URI }, changes };
  } catch (error) {
    if (!(error instanceof Unconvertible)) throw error;
    return { changes: [], fails: 'throws at definition: "Unable to convert the provided Zod schema to JSON Schema." (neither openai-node\'s helper nor the SDK\'s fallback converter takes it)' };
  }
}
