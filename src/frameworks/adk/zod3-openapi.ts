// ADK's zod 3 conversion: zod-to-json-schema's `openApi3` target with ADK's `postProcess`, derived from the
// draft-07 (`jsonSchema7`) conversion the zod 3 route extracts.
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange } from "../types.js";

export const ZOD3_SOURCE =
  "@google/adk 2.0.0 dist/esm/utils/simple_zod_to_json.js (zod 3: `zodToJsonSchema(schema, { target: \"openApi3\", emailStrategy: \"format:email\", postProcess })`, the postProcess deleting additionalProperties, writing counts as strings, adding safe-integer bounds to an integer without format int64, upper-casing `type`); zod-to-json-schema 3.25.2 dist/esm/parsers/nullable.js, union.js, literal.js, number.js, record.js, tuple.js (openApi3)";

const where = (pointer: Pointer): string => (pointer === "" ? "the root" : pointerToPath(pointer));

const STRING_COUNTS = ["minLength", "maxLength", "minItems", "maxItems"];

/**
 * A shape the openApi3 target writes in a way the draft does not show (a tuple's rest, a union of
 * literals of several types); the view is then left as extracted. A `$ref` is kept: the same
 * pointer is written, as the objects it points into keep their place.
 */
export class NotReproduced extends Error {}

/**
 * optional.js writes `.optional()` below a property as `anyOf: [{ not: {} }, X]`, and as X at the
 * property itself. jsonSchema7 hands a nullable's inner schema a deeper path (`…/anyOf/0`), openApi3
 * the property's own: `.optional().nullable()` on a property is X there.
 */
function unwrapOptional(inner: JsonObject, at: Pointer): JsonObject {
  const anyOf = inner.anyOf;
  const atProperty = /\/properties\/[^/]+$/.test(at);
  const isOptional = Array.isArray(anyOf) && anyOf.length === 2 && isJsonObject(anyOf[0]) && Object.keys(anyOf[0]).length === 1 && isJsonObject(anyOf[0].not) && Object.keys(anyOf[0].not).length === 0;
  if (!atProperty || !isOptional || Object.keys(inner).length !== 1 || !isJsonObject(anyOf[1])) return inner;
  return anyOf[1];
}

const isNullBranch = (value: JsonValue | undefined) => isJsonObject(value) && Object.keys(value).length === 1 && value.type === "null";

/**
 * One node. jsonSchema7 writes a nullable bare type as `type: [T, "null"]` and any other nullable as
 * `anyOf: [X, { type: "null" }]`; openApi3 writes both as T / X with `nullable: true` (a union with
 * `z.null()` looks the same in the draft, and is read as `.nullable()`). A union of bare types, a type
 * list in the draft, is an `anyOf` of types under openApi3. Literals are one-value enums, exclusive
 * bounds the boolean form, records lose `propertyNames`. Then ADK's postProcess, on every node.
 */
export function zod3ToOpenApi(input: JsonObject, at: Pointer, changes: TransformChange[], depth = 0): JsonObject {
  if (depth > 200) return input;
  let node = input;
  const out: JsonObject = {};
  if (Array.isArray(node.anyOf) && node.anyOf.length === 2 && isNullBranch(node.anyOf[1]) && isJsonObject(node.anyOf[0])) {
    const { anyOf: _wrapper, ...own } = node;
    const inner = node.anyOf[0];
    // nullable.js: a reference cannot take siblings, so it is wrapped, `{ allOf: [{ $ref }], nullable: true }`.
    node = typeof inner.$ref === "string" ? { allOf: [inner], ...own } : { ...unwrapOptional(inner, at), ...own };
    out.nullable = true;
  }
  if (Array.isArray(node.type)) {
    if (node.enum !== undefined) throw new NotReproduced("a union of literals of several types");
    const rest = node.type.filter((t): t is string => typeof t === "string" && t !== "null");
    if (node.type.includes("null")) out.nullable = true;
    if (rest.length === 1) out.type = rest[0];
    else out.anyOf = rest.map((t) => ({ type: t.toUpperCase() }));
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "type") {
      if (typeof value !== "string") continue;
      out.type = value;
      // z.null(): openApi3 writes `{ enum: ["null"], nullable: true }`, which the postProcess makes `type: NULL`.
      if (value === "null") out.nullable = true;
    } else if (key === "const") {
      out.enum = [value];
    } else if ((key === "exclusiveMinimum" || key === "exclusiveMaximum") && typeof value === "number") {
      out[key === "exclusiveMinimum" ? "minimum" : "maximum"] = value;
      out[key] = true;
    } else if (key === "additionalProperties") {
      if (isJsonObject(value)) changes.push({ location: { kind: "schema", pointer: at, keyword: key }, change: `drops the value schema of ${where(at)} ("additionalProperties")` });
    } else if (key === "propertyNames") {
      continue;
    } else if (key === "definitions" || key === "$defs" || key === "additionalItems") {
      throw new NotReproduced(key);
    } else if (STRING_COUNTS.includes(key) && typeof value === "number") {
      out[key] = String(value);
    } else if (key === "properties" && isJsonObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, isJsonObject(sub) ? zod3ToOpenApi(sub, pointerJoin(at, "properties", name), changes, depth + 1) : sub]));
    } else if (key === "items" && Array.isArray(value)) {
      // A tuple keeps its list, which @google/genai's processJsonSchema then spreads into an object keyed
      // "0", "1"… and copies without rewriting: its members' types are given the view's words here.
      out.items = Object.fromEntries(value.map((sub, i) => [String(i), isJsonObject(sub) ? lowerCaseTypes(zod3ToOpenApi(sub, pointerJoin(at, "items", i), changes, depth + 1)) : sub]));
    } else if (key === "items" && isJsonObject(value)) {
      out.items = zod3ToOpenApi(value, pointerJoin(at, "items"), changes, depth + 1);
    } else if (key === "anyOf" && Array.isArray(value)) {
      out[key] = value.map((sub, i) => (isJsonObject(sub) ? zod3ToOpenApi(sub, pointerJoin(at, key, i), changes, depth + 1) : sub));
    } else if ((key === "allOf" || key === "oneOf") && Array.isArray(value)) {
      // processJsonSchema copies these without rewriting: their members' types are given the view's words here.
      out[key] = value.map((sub, i) => (isJsonObject(sub) ? lowerCaseTypes(zod3ToOpenApi(sub, pointerJoin(at, key, i), changes, depth + 1)) : sub));
    } else out[key] = value;
  }
  if (out.type === "integer" && out.format !== "int64") {
    out.minimum ??= Number.MIN_SAFE_INTEGER;
    out.maximum ??= Number.MAX_SAFE_INTEGER;
  }
  if (typeof out.type === "string") out.type = out.type.toUpperCase();
  return out;
}

/** `type` values in JSON Schema's words (`"OBJECT"` → `"object"`), as the checks read them. */
export function lowerCaseTypes(value: JsonValue, depth = 0): JsonValue {
  if (depth > 200) return value;
  if (Array.isArray(value)) return value.map((item) => lowerCaseTypes(item, depth + 1));
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === "type" && typeof child === "string" ? child.toLowerCase() : lowerCaseTypes(child, depth + 1)]),
  );
}
