// Framework core: zod 4's output-mode conversion (defaults required, objects closed), for frameworks
// that call `z.toJSONSchema()` without `io: "input"`.
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

const SUBSCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"];
const SUBSCHEMA_MAPS = ["properties", "$defs", "definitions"];
const SUBSCHEMAS = ["items", "not", "additionalProperties"];

function walk(value: JsonValue, at: Pointer, changes: TransformChange[], depth: number): JsonValue {
  if (!isJsonObject(value) || depth > 128) return value;
  const out: JsonObject = {};
  for (const [key, sub] of Object.entries(value)) {
    if (SUBSCHEMA_LISTS.includes(key) && Array.isArray(sub)) out[key] = sub.map((item, i) => walk(item, pointerJoin(at, key, i), changes, depth + 1));
    else if (SUBSCHEMA_MAPS.includes(key) && isJsonObject(sub)) {
      out[key] = Object.fromEntries(Object.entries(sub).map(([k, v]) => [k, walk(v, pointerJoin(at, key, k), changes, depth + 1)]));
    } else if (SUBSCHEMAS.includes(key)) out[key] = walk(sub, pointerJoin(at, key), changes, depth + 1);
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
    const pointer = pointerJoin(at, "properties", name);
    changes.push({ location: { kind: "schema", pointer, keyword: "default" }, change: `makes ${pointerToPath(pointer)} required (zod's output conversion of a field with a default)` });
  }
  if (added.length > 0) out.required = Object.keys(value.properties).filter((name) => required.includes(name) || added.includes(name));
  // Output mode closes every object that is not loose (`{}`) or a record (a schema) already; not
  // reported, since a closed object only asks the model for what the schema lists.
  if (!("additionalProperties" in value)) out.additionalProperties = false;
  return out;
}

/**
 * zod 4's `io: "output"` conversion derived from the `io: "input"` one the zod route extracts: objects
 * closed with `additionalProperties: false`, properties with a default required. Frameworks that call
 * `z.toJSONSchema(schema)` without `io` (`betaZodTool`, LangChain) send this shape.
 */
export function zodOutputShape(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  return { schema: walk(schema, "", changes, 0) as JsonObject, changes };
}
