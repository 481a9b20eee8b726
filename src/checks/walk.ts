import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../schema/types.js";

/** Keywords whose value is one subschema. */
const SINGLE = ["additionalProperties", "items", "not", "if", "then", "else", "contains", "propertyNames", "unevaluatedItems", "unevaluatedProperties", "additionalItems"];
/** Keywords whose value is an array of subschemas. */
const ARRAY = ["anyOf", "oneOf", "allOf", "prefixItems", "items"];
/** Keywords whose value maps names to subschemas. */
const MAP = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

export interface SchemaVisit {
  readonly node: JsonObject;
  readonly pointer: Pointer;
  /** Property name when this node is `properties/<name>` of its parent. */
  readonly propertyName?: string;
  readonly depth: number;
}

/**
 * Every object-form subschema with its pointer, parents before children. Iterative, so a deep
 * schema cannot overflow the stack; `$ref` is not followed (each definition is visited once in place).
 * Lazy: a node's children are read only after the caller has seen the node, so a caller may rewrite
 * a node (`oneOf` to `anyOf`) and the walk goes on under the rewritten keys.
 */
export function* walkSchema(root: JsonObject, maxNodes = 100_000): Generator<SchemaVisit> {
  const stack: SchemaVisit[] = [{ node: root, pointer: "", depth: 0 }];
  const scratch: SchemaVisit[] = [];
  let seen = 0;
  while (stack.length > 0 && seen < maxNodes) {
    const visit = stack.pop()!;
    seen++;
    yield visit;
    pushChildren(visit, stack, scratch);
  }
}

/**
 * The nodes `walkSchema` yields, in the same order, as an array: for readers that do not change the
 * schema (the checks), without a generator's cost per node.
 */
export function schemaNodes(root: JsonObject, maxNodes = 100_000): SchemaVisit[] {
  const out: SchemaVisit[] = [];
  const stack: SchemaVisit[] = [{ node: root, pointer: "", depth: 0 }];
  const scratch: SchemaVisit[] = [];
  while (stack.length > 0 && out.length < maxNodes) {
    const visit = stack.pop()!;
    out.push(visit);
    pushChildren(visit, stack, scratch);
  }
  return out;
}

/** Each child keyword's place in the order children come out: `SINGLE`, then `ARRAY`, then `MAP`, each in list order. */
const CHILD_ORDER = [...SINGLE, ...ARRAY, ...MAP];
const SINGLE_RANK = new Map(SINGLE.map((key, i) => [key, i]));
const ARRAY_RANK = new Map(ARRAY.map((key, i) => [key, SINGLE.length + i]));
const MAP_RANK = new Map(MAP.map((key, i) => [key, SINGLE.length + ARRAY.length + i]));

/**
 * Pushes a node's children so that they pop in document order: keyword lists in order, then entries.
 * The node's own keys are read rather than each keyword looked up: schemas come in many object
 * shapes, where a lookup of a missing key is slow, and a JSON object's values are its own keys'.
 */
function pushChildren(visit: SchemaVisit, stack: SchemaVisit[], scratch: SchemaVisit[]): void {
  const { node, pointer } = visit;
  const depth = visit.depth + 1;
  let ranks: number[] | undefined;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (typeof value !== "object" || value === null) continue;
    // `items` is in both lists: one subschema (SINGLE) or an array of them (ARRAY).
    const rank = Array.isArray(value) ? ARRAY_RANK.get(key) : (SINGLE_RANK.get(key) ?? MAP_RANK.get(key));
    if (rank !== undefined) (ranks ??= []).push(rank);
  }
  if (!ranks) return;
  if (ranks.length > 1) ranks.sort((a, b) => a - b);
  scratch.length = 0;
  // The keywords need no escaping (no `~` or `/`): `${pointer}/${key}` is `pointerJoin(pointer, key)`.
  for (const rank of ranks) {
    const key = CHILD_ORDER[rank];
    const value = node[key];
    if (rank < SINGLE.length) scratch.push({ node: value as JsonObject, pointer: `${pointer}/${key}`, depth });
    else if (rank < SINGLE.length + ARRAY.length) pushItems(value as JsonValue[], `${pointer}/${key}`, depth, scratch);
    else pushEntries(value as JsonObject, key, `${pointer}/${key}`, depth, scratch);
  }
  for (let i = scratch.length - 1; i >= 0; i--) stack.push(scratch[i]);
}

function pushItems(items: readonly JsonValue[], at: Pointer, depth: number, scratch: SchemaVisit[]): void {
  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    if (isJsonObject(item)) scratch.push({ node: item, pointer: `${at}/${index}`, depth });
  }
}

function pushEntries(entries: JsonObject, key: string, at: Pointer, depth: number, scratch: SchemaVisit[]): void {
  for (const name of Object.keys(entries)) {
    const item = entries[name];
    if (!isJsonObject(item)) continue;
    const pointer = `${at}/${escapeSegment(name)}`;
    scratch.push(key === "properties" ? { node: item, pointer, depth, propertyName: name } : { node: item, pointer, depth });
  }
}

/** One pointer segment as `pointerJoin` escapes it; most names have nothing to escape. */
function escapeSegment(name: string): string {
  return name.includes("~") || name.includes("/") ? pointerJoin("", name).slice(1) : name;
}

/** The value at a pointer, or undefined. */
export function valueAt(root: JsonValue, pointer: Pointer): JsonValue | undefined {
  if (pointer === "") return root;
  let current: JsonValue | undefined = root;
  for (const raw of pointer.slice(1).split("/")) {
    // Only a segment with a `~` holds an escape.
    const segment = raw.includes("~") ? raw.replace(/~1/g, "/").replace(/~0/g, "~") : raw;
    if (Array.isArray(current)) current = current[Number(segment)];
    else if (isJsonObject(current)) current = Object.prototype.hasOwnProperty.call(current, segment) ? current[segment] : undefined;
    else return undefined;
  }
  return current;
}

export function requiredList(node: JsonObject): string[] {
  const required = node.required;
  return Array.isArray(required) ? required.filter((r): r is string => typeof r === "string") : [];
}

export function propertyNames(node: JsonObject): string[] {
  return isJsonObject(node.properties) ? Object.keys(node.properties) : [];
}

/** Does this node describe an object (by `type` or by having `properties`)? */
export function isObjectSchema(node: JsonObject): boolean {
  const type = node.type;
  if (type === "object") return true;
  if (Array.isArray(type)) return type.includes("object");
  return type === undefined && isJsonObject(node.properties);
}
