import type { FindingLocation } from "../../checks/types.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

/**
 * Where a JSON value sits relative to the schema: a schema node, a map of schemas (`properties`),
 * an array of schemas (`anyOf`), or a plain value inside a schema node (`default`, `enum`).
 * LangChain's converter walks every object alike, so the walk needs this only to say where a change is.
 */
type Place =
  | { readonly kind: "schema"; readonly pointer: Pointer }
  | { readonly kind: "map"; readonly pointer: Pointer; readonly owner: Pointer }
  | { readonly kind: "schemas"; readonly pointer: Pointer }
  | { readonly kind: "value"; readonly owner: Pointer; readonly keyword: string };

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_SINGLES = new Set(["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames", "additionalItems"]);
const SCHEMA_ARRAYS = new Set(["anyOf", "oneOf", "allOf", "prefixItems", "items"]);

const UNION_ERROR = "zod_to_gemini_parameters: Gemini cannot handle union types";
const NULL_ERROR = "zod_to_gemini_parameters: Gemini cannot handle null type";

function childPlace(place: Place, key: string | number, child: JsonValue): Place {
  switch (place.kind) {
    case "schema": {
      const at = pointerJoin(place.pointer, key);
      const name = String(key);
      if (SCHEMA_MAPS.has(name) && isJsonObject(child)) return { kind: "map", pointer: at, owner: place.pointer };
      if (SCHEMA_ARRAYS.has(name) && Array.isArray(child)) return { kind: "schemas", pointer: at };
      if (SCHEMA_SINGLES.has(name) && isJsonObject(child)) return { kind: "schema", pointer: at };
      return { kind: "value", owner: place.pointer, keyword: name };
    }
    case "map":
    case "schemas":
      return { kind: "schema", pointer: pointerJoin(place.pointer, key) };
    case "value":
      return place;
  }
}

/** The schema node a place belongs to, for the finding's location and the change's wording. */
function ownerOf(place: Place): Pointer {
  return place.kind === "schema" || place.kind === "schemas" ? place.pointer : place.owner;
}

function describe(pointer: Pointer): string {
  return pointer === "" ? "the root" : pointerToPath(pointer);
}

function locate(place: Place, keyword: string): FindingLocation {
  if (place.kind === "map") return { kind: "schema", pointer: place.owner, property: keyword };
  if (place.kind === "value") return { kind: "schema", pointer: place.owner, keyword: place.keyword };
  return { kind: "schema", pointer: ownerOf(place), keyword };
}

/** `where` for a change: the node, or the value / property map inside it. */
function whereOf(place: Place): string {
  const node = describe(ownerOf(place));
  if (place.kind === "value") return `the "${place.keyword}" value of ${node}`;
  if (place.kind === "map") return `the ${pointerToPath(place.pointer).split(".").pop()} of ${node}`;
  return node;
}

const typeList = (types: readonly JsonValue[]) => `[${types.map((t) => JSON.stringify(t)).join(", ")}]`;

/** LangChain's `adjustObjectType`: a `type` list becomes one type (plus `nullable`) or the conversion throws. */
function adjustType(out: JsonObject, place: Place, changes: TransformChange[]): void {
  const types = out.type;
  if (!Array.isArray(types)) return;
  const location = locate(place, "type");
  const where = whereOf(place);
  const nullAt = types.indexOf("null");
  if (types.length === 2 && nullAt >= 0) {
    const kept = types[nullAt === 0 ? 1 : 0];
    out.type = kept;
    out.nullable = true;
    changes.push({ location, change: `turns "type": ${typeList(types)} into "type": ${JSON.stringify(kept)} with "nullable": true at ${where}` });
  } else if (types.length === 1 && nullAt === 0) {
    changes.push({ location, change: `throws "${NULL_ERROR}" for "type": ${typeList(types)} at ${where}` });
  } else if (types.length === 1) {
    out.type = types[0];
    changes.push({ location, change: `turns "type": ${typeList(types)} into "type": ${JSON.stringify(types[0])} at ${where}` });
  } else {
    // The real converter stops here and sends nothing; the node is kept as it was so the checks still see it.
    changes.push({ location, change: `throws "${UNION_ERROR}" for "type": ${typeList(types)} at ${where}` });
  }
}

function dropChange(place: Place): TransformChange {
  const what = place.kind === "map" ? `the property "additionalProperties"` : `"additionalProperties"`;
  return { location: locate(place, "additionalProperties"), change: `drops ${what} from ${whereOf(place)}` };
}

/** LangChain's `removeAdditionalProperties`: every object loses that key, at any depth, schema or not. */
function walk(value: JsonValue, place: Place, changes: TransformChange[]): JsonValue {
  if (Array.isArray(value)) return value.map((item, i) => walk(item, childPlace(place, i, item), changes));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = { ...value };
  if ("additionalProperties" in out) {
    const dropped = out.additionalProperties;
    delete out.additionalProperties;
    // Like the other Google conversions here: `false` carries nothing the model could use (an object
    // only has the properties it lists), so only a dropped map schema, `true` or a property is reported.
    if (dropped !== false || place.kind !== "schema") changes.push(dropChange(place));
  }
  adjustType(out, place, changes);
  for (const [key, child] of Object.entries(out)) {
    if (typeof child === "object" && child !== null) out[key] = walk(child, childPlace(place, key, child), changes);
  }
  return out;
}

/**
 * `schemaToGeminiParameters` / `jsonSchemaToGeminiParameters` of `@langchain/google-common`: drops
 * `additionalProperties` everywhere, folds `[T, "null"]` type lists into `nullable`, throws on other
 * type lists, then drops the root `$schema`. Reported: every change except the harmless drops.
 */
export function toGeminiParameters(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  const out = walk(schema, { kind: "schema", pointer: "" }, changes) as JsonObject;
  // The root `$schema` goes too; a dialect marker tells the model nothing, so it is not reported.
  delete out.$schema;
  return JSON.stringify(out) === JSON.stringify(schema) ? { changes } : { schema: out, changes };
}
