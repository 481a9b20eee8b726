// Framework core: the shapes a framework gives a draft schema before sending it (as written, strict, closed).
// Frameworks pick a shape per input route in their `sends` policy; this file does the rewrite.
import { describeRootShape, isObjectRoot } from "../../checks/describe-node.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";

/**
 * How a framework turns the draft-2020-12 extraction of an input into what it sends:
 * - `as-written`: unchanged (a plain JSON Schema, or a library whose converter ignores the target);
 * - `openai-strict`: every property required, optional ones nullable, every object closed;
 * - `closed-objects`: every object closed, nothing else changed (the AI SDK's `zodSchema`).
 */
export type SendShape = "as-written" | "openai-strict" | "closed-objects";

/** What a framework does with an input it cannot convert at all: it sends no parameters. */
export type SendPolicyShape = SendShape | "unconvertible";

export interface SentSchema {
  readonly sent: JsonObject;
  /** Set when a non-object root was replaced by an empty parameter list (see ToolUnderCheck). */
  readonly droppedRoot?: string;
  /** Set when the framework cannot convert the input and sends no parameters: what the input is. */
  readonly unconvertible?: string;
  /**
   * Pointers of the draft whose node the conversion wrapped as `{ anyOf: [node, { type: "null" }] }`:
   * below them, a sent pointer has an extra `/anyOf/0` that the draft (and its source map) lacks.
   */
  readonly wrapped: readonly Pointer[];
}

/** Maps a pointer into the sent schema back to the draft pointer the source map knows. */
export function toDraftPointer(pointer: Pointer, wrapped: readonly Pointer[]): Pointer {
  let out = pointer;
  // Longest first, so nested wrappings are undone from the inside out.
  for (const base of [...wrapped].sort((a, b) => b.length - a.length)) {
    const marker = `${base}/anyOf/0`;
    if (out === marker || out.startsWith(`${marker}/`)) out = base + out.slice(marker.length);
  }
  return out;
}

export interface SendOptions {
  /** The framework replaces a root that is not `type: "object"` with an empty object. */
  readonly replaceNonObjectRoot: boolean;
}

export function sendSchema(draft: JsonObject, shape: SendPolicyShape, options: SendOptions & { readonly what?: string }): SentSchema {
  if (shape === "unconvertible") {
    return { sent: { type: "object", properties: {} }, unconvertible: options.what ?? "this input", wrapped: [] };
  }
  if (options.replaceNonObjectRoot && !isObjectRoot(draft)) {
    return { sent: { type: "object", properties: {} }, droppedRoot: describeRootShape(draft), wrapped: [] };
  }
  if (shape === "as-written") return { sent: draft, wrapped: [] };
  if (shape === "closed-objects") return { sent: closeObjects(draft), wrapped: [] };
  const wrapped: Pointer[] = [];
  return { sent: toOpenAIStrictShape(draft, 0, "", wrapped), wrapped };
}

const SINGLE = ["items", "not", "if", "then", "else", "contains", "propertyNames", "additionalItems"];
const ARRAY = ["anyOf", "oneOf", "allOf", "prefixItems", "items"];
const MAP = ["$defs", "definitions", "patternProperties", "dependentSchemas"];
const MAX_DEPTH = 128;

/**
 * The openai-strict shape of a schema. Pure: returns a new object, keeps key order where it can, and
 * records in `wrapped` the pointers of optional properties it had to wrap in `anyOf` to add null.
 */
export function toOpenAIStrictShape(schema: JsonObject, depth = 0, at: Pointer = "", wrapped: Pointer[] = []): JsonObject {
  if (depth > MAX_DEPTH) return schema;
  const out: JsonObject = {};
  const optional = new Set<string>();
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  if (properties) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const name of Object.keys(properties)) if (!required.has(name)) optional.add(name);
  }
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties" && properties) {
      const next: JsonObject = {};
      for (const [name, sub] of Object.entries(properties)) {
        const here = pointerJoin(at, "properties", name);
        const strict = isJsonObject(sub) ? toOpenAIStrictShape(sub, depth + 1, here, wrapped) : sub;
        const sent = optional.has(name) ? makeNullable(strict) : strict;
        if (isJsonObject(sent) && sent !== strict && isJsonObject(strict) && Array.isArray(sent.anyOf) && sent.anyOf[0] === strict) {
          wrapped.push(here);
        }
        next[name] = sent;
      }
      out.properties = next;
      out.required = Object.keys(properties);
    } else if (key === "required" && properties) {
      continue; // rewritten together with `properties`
    } else if ((key === "additionalProperties" || SINGLE.includes(key)) && isJsonObject(value)) {
      out[key] = toOpenAIStrictShape(value, depth + 1, pointerJoin(at, key), wrapped);
    } else if (ARRAY.includes(key) && Array.isArray(value)) {
      out[key] = value.map((v, i) => (isJsonObject(v) ? toOpenAIStrictShape(v, depth + 1, pointerJoin(at, key, i), wrapped) : v));
    } else if (MAP.includes(key) && isJsonObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isJsonObject(v) ? toOpenAIStrictShape(v, depth + 1, pointerJoin(at, key, k), wrapped) : v]),
      );
    } else {
      out[key] = value;
    }
  }
  if (isObjectLike(schema) && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

/**
 * `addAdditionalPropertiesToJsonSchema` of `@ai-sdk/provider-utils` 5.0.81, as a pure function: an
 * object whose `type` is (or lists) "object" gets `additionalProperties: false` unless it holds a
 * schema there (which is walked; `true` also becomes false). It walks only `properties`,
 * `additionalProperties`, `items`, `anyOf`, `allOf`, `oneOf` and `definitions`, plus `prefixItems`,
 * where the drafts here keep the tuple members draft-07 writes as an `items` array.
 */
export function closeObjects(schema: JsonObject, depth = 0): JsonObject {
  if (depth > MAX_DEPTH) return schema;
  const visit = (value: JsonValue): JsonValue => (isJsonObject(value) ? closeObjects(value, depth + 1) : value);
  const out: JsonObject = { ...schema };
  const type = schema.type;
  if (type === "object" || (Array.isArray(type) && type.includes("object"))) {
    out.additionalProperties = isJsonObject(schema.additionalProperties) ? visit(schema.additionalProperties) : false;
    if (isJsonObject(schema.properties)) out.properties = Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, visit(v)]));
  }
  for (const key of ["items", "prefixItems", "anyOf", "allOf", "oneOf"]) {
    const value = schema[key];
    if (Array.isArray(value)) out[key] = value.map(visit);
    else if (key === "items" && isJsonObject(value)) out[key] = visit(value);
  }
  if (isJsonObject(schema.definitions)) out.definitions = Object.fromEntries(Object.entries(schema.definitions).map(([k, v]) => [k, visit(v)]));
  return out;
}

function isObjectLike(schema: JsonObject): boolean {
  const type = schema.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && isJsonObject(schema.properties));
}

/** The same schema, also accepting null. */
export function makeNullable(schema: JsonValue): JsonValue {
  if (!isJsonObject(schema)) return schema;
  const type = schema.type;
  if (typeof type === "string" && !("const" in schema)) {
    if (type === "null") return schema;
    const out: JsonObject = { ...schema, type: [type, "null"] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  if (Array.isArray(type) && !("const" in schema)) {
    if (type.includes("null")) return schema;
    const out: JsonObject = { ...schema, type: [...type, "null"] };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
    return out;
  }
  if (Array.isArray(schema.anyOf) && Object.keys(schema).every((k) => k === "anyOf" || k === "description")) {
    const hasNull = schema.anyOf.some((branch) => isJsonObject(branch) && branch.type === "null");
    return hasNull ? schema : { ...schema, anyOf: [...schema.anyOf, { type: "null" }] };
  }
  return { anyOf: [schema, { type: "null" }] };
}
