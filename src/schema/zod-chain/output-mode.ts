import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../types.js";

/**
 * zod 4's `io: "output"` conversion derived from the `io: "input"` one this route writes: objects
 * closed with `additionalProperties: false`, properties with a default required. It holds for
 * schemas whose two conversions differ only there; `OUTPUT_DIFFERS_ALSO` lists the kinds where
 * they differ in more (a pipe converts its other end, a prefault writes no default, a tuple's
 * optional tail, a record's optional values and a catch decide optionality by another rule).
 */
export const OUTPUT_DIFFERS_ALSO: ReadonlySet<string> = new Set(["pipe", "transform", "prefault", "catch", "tuple", "record"]);

export interface OutputMode {
  readonly schema: JsonObject;
  /** The properties that became required because they have a default. */
  readonly madeRequired: readonly Pointer[];
}

const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions"];
const SUBSCHEMAS = ["items", "not", "additionalProperties"];

export function outputModeOf(input: JsonObject): OutputMode {
  const madeRequired: Pointer[] = [];
  return { schema: walk(input, "", madeRequired, 0) as JsonObject, madeRequired };
}

function walk(value: JsonValue, at: Pointer, madeRequired: Pointer[], depth: number): JsonValue {
  if (!isJsonObject(value) || depth > 128) return value;
  const out: JsonObject = {};
  for (const [key, sub] of Object.entries(value)) {
    if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(sub)) out[key] = sub.map((item, i) => walk(item, pointerJoin(at, key, i), madeRequired, depth + 1));
    else if (SUBSCHEMA_MAPS.includes(key) && isJsonObject(sub)) {
      out[key] = Object.fromEntries(Object.entries(sub).map(([k, v]) => [k, walk(v, pointerJoin(at, key, k), madeRequired, depth + 1)]));
    } else if (SUBSCHEMAS.includes(key)) out[key] = walk(sub, pointerJoin(at, key), madeRequired, depth + 1);
    else out[key] = sub;
  }
  if (value.type !== "object" || !isJsonObject(value.properties)) return out;
  // Output mode: a property with a default is always present after parsing, so it is required.
  // zod lists `required` in property order, so the added names take their place in it.
  const required = Array.isArray(value.required) ? [...value.required] : [];
  const added: string[] = [];
  for (const [name, sub] of Object.entries(value.properties)) {
    if (!isJsonObject(sub) || !("default" in sub) || required.includes(name)) continue;
    added.push(name);
    madeRequired.push(pointerJoin(at, "properties", name));
  }
  const requiredNow = added.length > 0 ? Object.keys(value.properties).filter((name) => required.includes(name) || added.includes(name)) : undefined;
  // Output mode closes every object that is not loose (`{}`) or a record (a schema) already.
  const closes = !("additionalProperties" in value);
  if (!requiredNow && !closes) return out;
  // zod's object processor writes type, properties, required, additionalProperties in that order,
  // before metadata (`description`, `title`…): the new keys take those places.
  const ordered: JsonObject = {};
  for (const [key, sub] of Object.entries(out)) {
    ordered[key] = key === "required" && requiredNow ? requiredNow : sub;
    if (key === "properties" && requiredNow && !("required" in out)) ordered.required = requiredNow;
    const lastObjectKey = "required" in out ? "required" : "properties";
    if (key === lastObjectKey && closes) ordered.additionalProperties = false;
  }
  return ordered;
}
