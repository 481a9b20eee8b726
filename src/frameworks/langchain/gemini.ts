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

// The converter's errors, quoted without the "zod_to_gemini_parameters: " prefix every one of them
// starts with (the function's name, which says nothing to the user and would not fit the message).
const UNION_ERROR = "Gemini cannot handle union types";
/** What 2.3.2 throws for any `anyOf` / `oneOf` but `[X, null]`. */
const UNIONS_ERROR = `${UNION_ERROR} (discriminatedUnion, anyOf, oneOf). Consider using a flat object structure with optional fields instead.`;
const NULL_ERROR = "Gemini cannot handle null type";

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

/** The converter throws: the request is never made. */
/** What the converter throws, and on which node (reported there by `unsendable-tool`). */
class ConverterThrows extends Error {
  constructor(
    message: string,
    readonly location: FindingLocation,
  ) {
    super(message);
  }
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
    changes.push({ location, change: `turns "type": ${typeList(types)} into "type": ${JSON.stringify(kept)}, "nullable": true at ${where}` });
  } else if (types.length === 1 && nullAt === 0) {
    throw new ConverterThrows(`throws "${NULL_ERROR}" for "type": ${typeList(types)} at ${where}`, location);
  } else if (types.length === 1) {
    out.type = types[0];
    changes.push({ location, change: `turns "type": ${typeList(types)} into "type": ${JSON.stringify(types[0])} at ${where}` });
  } else {
    throw new ConverterThrows(`throws "${UNION_ERROR}" on the type list at ${where}`, location);
  }
}

function dropChange(place: Place): TransformChange {
  const what = place.kind === "map" ? `the property "additionalProperties"` : `"additionalProperties"`;
  return { location: locate(place, "additionalProperties"), change: `drops ${what} from ${whereOf(place)}` };
}

/**
 * `anyOf` / `oneOf` of exactly `[X, null]` (either order): X's keys are copied onto the node, which
 * becomes `nullable`; any other union throws. Returns where each copied key came from, so what is
 * reported below it points into the branch.
 */
function foldNullableUnion(out: JsonObject, place: Place, changes: TransformChange[]): Map<string, Place> | undefined {
  if (!("anyOf" in out) && !("oneOf" in out)) return undefined;
  // `newObj.anyOf || newObj.oneOf`
  const keyword = out.anyOf ? "anyOf" : "oneOf";
  const branches = out[keyword];
  const nullAt = Array.isArray(branches) && branches.length === 2 ? branches.findIndex((b) => isJsonObject(b) && b.type === "null") : -1;
  if (!Array.isArray(branches) || nullAt < 0) throw new ConverterThrows(`throws "${UNIONS_ERROR}" for the "${keyword}" of ${whereOf(place)}`, locate(place, keyword));
  const keptAt = nullAt === 0 ? 1 : 0;
  const kept = branches[keptAt];
  delete out.anyOf;
  delete out.oneOf;
  const branchPlace: Place = place.kind === "schema" ? { kind: "schema", pointer: pointerJoin(place.pointer, keyword, keptAt) } : place;
  const origins = new Map<string, Place>();
  if (isJsonObject(kept)) {
    for (const [key, value] of Object.entries(kept)) {
      out[key] = value;
      origins.set(key, branchPlace);
    }
  }
  out.nullable = true;
  changes.push({ location: locate(place, keyword), change: `replaces the ${keyword} of [X, null] at ${whereOf(place)} by X with "nullable": true` });
  return origins;
}

/** `exclusiveMinimum` becomes `minimum`: 0.01 for 0, else the bound plus 1e-5 (the bound is then allowed). */
function replaceExclusiveMinimum(out: JsonObject, place: Place, changes: TransformChange[]): void {
  if (!("exclusiveMinimum" in out)) return;
  const bound = out.exclusiveMinimum;
  const minimum = bound === 0 ? 0.01 : typeof bound === "number" ? bound + 1e-5 : bound;
  out.minimum = minimum;
  delete out.exclusiveMinimum;
  changes.push({
    location: locate(place, "exclusiveMinimum"),
    change: `replaces "exclusiveMinimum": ${JSON.stringify(bound)} by "minimum": ${JSON.stringify(minimum)} at ${whereOf(place)}`,
  });
}

/**
 * LangChain's `removeAdditionalProperties`, applied to every object at any depth, schema or not: drops
 * `additionalProperties`, folds a nullable union, rewrites `exclusiveMinimum`, then the `type` list,
 * then walks the children (keys copied from a folded branch are not looked at again on this node).
 */
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
  const origins = foldNullableUnion(out, place, changes);
  const from = (key: string) => origins?.get(key) ?? place;
  replaceExclusiveMinimum(out, from("exclusiveMinimum"), changes);
  adjustType(out, from("type"), changes);
  for (const [key, child] of Object.entries(out)) {
    if (typeof child === "object" && child !== null) out[key] = walk(child, childPlace(from(key), key, child), changes);
  }
  return out;
}

/**
 * `schemaToGeminiParameters` / `jsonSchemaToGeminiParameters` of `@langchain/google-common` 2.3.2
 * (`dist/utils/zod_to_gemini_parameters.js`, which `ChatGoogleBase` uses for every bound tool's
 * `parameters`): drops `additionalProperties` everywhere, folds `[X, null]` unions and `[T, "null"]`
 * type lists into `nullable`, throws on other unions and type lists, replaces `exclusiveMinimum`,
 * then drops the root `$schema`. Reported: every change except the harmless drops; a
 * throw `fails` the tool (`unsendable-tool`), since no request is made.
 */
export function toGeminiParameters(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  let out: JsonObject;
  try {
    out = walk(schema, { kind: "schema", pointer: "" }, changes) as JsonObject;
  } catch (error) {
    if (error instanceof ConverterThrows) return { changes: [], fails: error.message, ...failurePlace(error.location) };
    throw error;
  }
  // The root `$schema` goes too; a dialect marker tells the model nothing, so it is not reported.
  delete out.$schema;
  return JSON.stringify(out) === JSON.stringify(schema) ? { changes } : { schema: out, changes };
}

/** A schema location as the node a framework fails on (`TransformResult.failsAt`). */
function failurePlace(location: FindingLocation): Pick<TransformResult, "failsAt"> {
  if (location.kind !== "schema") return {};
  return { failsAt: { pointer: location.pointer, ...(location.keyword ? { keyword: location.keyword } : {}) } };
}
