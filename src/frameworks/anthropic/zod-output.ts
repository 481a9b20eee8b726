import type { TransformChange, TransformResult } from "../types.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";

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
  const required = Array.isArray(value.required) ? [...value.required] : [];
  for (const [name, sub] of Object.entries(value.properties)) {
    if (!isJsonObject(sub) || !("default" in sub) || required.includes(name)) continue;
    required.push(name);
    const pointer = pointerJoin(at, "properties", name);
    changes.push({ location: { kind: "schema", pointer, keyword: "default" }, change: `makes ${pointerToPath(pointer)} required (zod's output conversion of a field with a default)` });
  }
  if (required.length > 0) out.required = required;
  // Output mode closes every object that is not loose (`{}`) or a record (a schema) already; not
  // reported, since a closed object only asks the model for what the schema lists.
  if (!("additionalProperties" in value)) out.additionalProperties = false;
  return out;
}

/**
 * zod 4's `io: "output"` conversion derived from the `io: "input"` one the core extracts: objects
 * closed with `additionalProperties: false` and properties with a default required. `betaZodTool`
 * calls `z.toJSONSchema(schema, { reused: "ref" })`, whose `io` defaults to "output".
 */
export function zodOutputShape(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  return { schema: walk(schema, "", changes, 0) as JsonObject, changes };
}
