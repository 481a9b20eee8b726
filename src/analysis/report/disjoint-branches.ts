import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";

/**
 * Can no value match two branches of a `oneOf`? Then `anyOf` over the same branches accepts exactly
 * the same values, and renaming the keyword may be applied by `--fix`. Pure, over the JSON as written.
 *
 * A pair of branches is proven disjoint when, for the values the keywords beside the `oneOf` let
 * through (their `type` and `required`):
 * - their `const`/`enum` values do not intersect, or their `type`s do not ("integer" lies inside
 *   "number"; a branch without `type` admits every type);
 * - or both admit objects only, and a property one of them requires takes different `const`/`enum`
 *   values in each (a discriminator), or one requires a key the other forbids (closed by
 *   `additionalProperties: false` without that key in its `properties`, or the key's schema is `false`).
 * Anything else is not proven: a `$ref` (what it points at is not read here), a `true` branch. Every
 * keyword this module does not read only narrows a branch further, so leaving it out is safe.
 */
export function branchesDisjoint(branches: readonly JsonValue[], siblings: JsonObject = {}): boolean {
  // Draft-07 validators ignore every keyword beside a `$ref`: the siblings then narrow nothing.
  const context = hasReference(siblings) ? {} : siblings;
  for (let i = 0; i < branches.length; i++) {
    for (let j = i + 1; j < branches.length; j++) if (!pairDisjoint(branches[i], branches[j], context)) return false;
  }
  return true;
}

type TypeName = "null" | "boolean" | "object" | "array" | "string" | "number" | "integer";
/** Every JSON type; "integer" is not listed, it lies inside "number". */
const ANY_TYPE: readonly TypeName[] = ["null", "boolean", "object", "array", "string", "number"];
const TYPE_NAMES = new Set<string>([...ANY_TYPE, "integer"]);

function pairDisjoint(a: JsonValue, b: JsonValue, siblings: JsonObject): boolean {
  if (a === false || b === false) return true;
  if (!isJsonObject(a) || !isJsonObject(b) || hasReference(a) || hasReference(b)) return false;
  const valuesA = allowedValues(a);
  const valuesB = allowedValues(b);
  if (valuesA && valuesB && !valuesA.some((x) => valuesB.some((y) => jsonEqual(x, y)))) return true;
  const common = intersectTypes(intersectTypes(typesOf(a), typesOf(b)), typesOf(siblings));
  if (common.length === 0) return true;
  // `properties` and `required` say nothing about a value that is not an object.
  if (common.length !== 1 || common[0] !== "object") return false;
  return differentDiscriminator(a, b, siblings) || requiresForbidden(a, b, siblings) || requiresForbidden(b, a, siblings);
}

function hasReference(schema: JsonObject): boolean {
  return "$ref" in schema || "$dynamicRef" in schema || "$recursiveRef" in schema;
}

/** The only values a schema accepts, from `const` and `enum`; undefined when it does not list them. */
function allowedValues(schema: JsonValue | undefined): JsonValue[] | undefined {
  if (schema === false) return [];
  if (!isJsonObject(schema)) return undefined;
  const listed = Array.isArray(schema.enum) ? schema.enum : undefined;
  if ("const" in schema) return listed ? listed.filter((value) => jsonEqual(value, schema.const)) : [schema.const];
  return listed;
}

/** The types a schema admits, from `type` narrowed by its `const`/`enum` values. */
function typesOf(schema: JsonObject): TypeName[] {
  const declared = schema.type;
  const names = typeof declared === "string" ? [declared] : Array.isArray(declared) ? declared : undefined;
  const typed = names && names.length > 0 && names.every((name): name is TypeName => typeof name === "string" && TYPE_NAMES.has(name)) ? names : ANY_TYPE;
  const values = allowedValues(schema);
  return values ? intersectTypes(typed, values.map(typeOfValue)) : [...typed];
}

function typeOfValue(value: JsonValue): TypeName {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value as "boolean" | "string" | "object";
}

function intersectTypes(a: readonly TypeName[], b: readonly TypeName[]): TypeName[] {
  const out = new Set<TypeName>();
  for (const x of a) {
    for (const y of b) {
      if (x === y) out.add(x);
      else if ((x === "integer" && y === "number") || (x === "number" && y === "integer")) out.add("integer");
    }
  }
  return [...out];
}

function requiredKeys(schema: JsonObject): string[] {
  return Array.isArray(schema.required) ? schema.required.filter((key): key is string => typeof key === "string") : [];
}

function propertySchema(schema: JsonObject, key: string): JsonValue | undefined {
  const properties = schema.properties;
  return isJsonObject(properties) && Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : undefined;
}

/**
 * A key that one branch requires and whose `const`/`enum` values differ between the branches: a value
 * matching both would hold that key (one requires it) with a value the other does not allow.
 */
function differentDiscriminator(a: JsonObject, b: JsonObject, siblings: JsonObject): boolean {
  const required = new Set([...requiredKeys(a), ...requiredKeys(b), ...requiredKeys(siblings)]);
  return [...required].some((key) => {
    const valuesA = allowedValues(propertySchema(a, key));
    const valuesB = allowedValues(propertySchema(b, key));
    return valuesA !== undefined && valuesB !== undefined && !valuesA.some((x) => valuesB.some((y) => jsonEqual(x, y)));
  });
}

/** `a` requires a key that `b` does not allow. */
function requiresForbidden(a: JsonObject, b: JsonObject, siblings: JsonObject): boolean {
  return [...requiredKeys(a), ...requiredKeys(siblings)].some((key) => forbids(b, key));
}

function forbids(schema: JsonObject, key: string): boolean {
  const declared = propertySchema(schema, key);
  if (declared !== undefined) return declared === false;
  const patterns = schema.patternProperties;
  if (isJsonObject(patterns) && Object.keys(patterns).some((pattern) => mayMatch(pattern, key))) return false;
  return schema.additionalProperties === false;
}

/** A pattern that does not compile here is taken to match: nothing is proven from it. */
function mayMatch(pattern: string, key: string): boolean {
  try {
    return new RegExp(pattern, "u").test(key);
  } catch {
    return true;
  }
}

/** JSON equality as JSON Schema's `const` and `enum` use it: key order does not count, 1 equals 1.0. */
function jsonEqual(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonEqual(a[key], b[key]));
}
