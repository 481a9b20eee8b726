// Effect 4 route: the JSON Schema `~standard.jsonSchema.input({ target: "draft-07" })` returns for a node of the
// model, written after effect 4.1.5 dist/internal/schema/toJsonSchemaDocument.js (`recur`, `on`, `compileCheck`,
// `appendJsonSchema`, `compileObjects`, `compactEnums`) and dist/JsonSchema.js (`draft07Adapter`), case by case.
import { DRAFT_07_URI, DRAFT_2020_12_URI, pointerJoin, type JsonDialect, type JsonObject, type JsonValue, type SourceMap } from "../types.js";
import type { Check, JsonAnnotations, Member, Rep } from "./model.js";

/** A plain `Number`'s JSON codec: finite numbers as numbers, the others as strings (SchemaAST.js numberToJson). */
const NUMBER_ENCODING: JsonObject = { anyOf: [{ type: "number" }, { type: "string", enum: ["Infinity", "-Infinity", "NaN"] }] };

/**
 * The document's root with `$schema` first (standardSchema.js toBaseStandardJSONSchemaV1): the document is
 * 2020-12, converted for draft-07. No definitions: the route reads no identifier.
 */
export function make(rep: Rep, map: SourceMap, dialect: JsonDialect): JsonObject {
  const document = recur(rep, "", undefined, map);
  if (dialect === "draft-2020-12") return { $schema: DRAFT_2020_12_URI, ...document };
  return { $schema: DRAFT_07_URI, ...(toDraft07(document) as JsonObject) };
}

const KEEPS_NUMBER = new Set(["effect/schema/isFinite", "effect/schema/isInt"]);
const JSON_TYPES = new Set(["string", "number", "boolean", "array", "object", "null", "integer"]);

function recur(rep: Rep, pointer: string, declaration: Member["declaration"], map: SourceMap): JsonObject {
  if (!map.has(pointer)) map.set(pointer, { node: rep.origin.node, declaration, via: rep.origin.via });
  // The JSON codec keeps a number checked finite or integer; any other is replaced whole by its encoding,
  // its annotations and checks with it (SchemaAST.js Number.toCodecJson).
  if (rep.tag === "Number" && !rep.checks.some((c) => KEEPS_NUMBER.has(c.id))) return NUMBER_ENCODING;
  let output: JsonObject = { ...on(rep, pointer, map), ...collectAnnotations(rep.annotations) };
  for (const check of rep.checks) {
    const type = typeof output.type === "string" && JSON_TYPES.has(output.type) ? output.type : undefined;
    const [schema, inline] = compileCheck(check, type);
    output = appendJsonSchema(output, schema, inline);
  }
  return output;
}

/** The annotations JSON Schema carries, in the document's order (collectJsonSchemaAnnotations). */
function collectAnnotations(annotations: JsonAnnotations): JsonObject {
  const out: JsonObject = {};
  for (const key of ["title", "description", "format", "contentEncoding", "contentMediaType"]) {
    if (typeof annotations[key] === "string") out[key] = annotations[key];
  }
  for (const key of ["readOnly", "writeOnly"]) {
    if (typeof annotations[key] === "boolean") out[key] = annotations[key];
  }
  if (annotations.default !== undefined) out.default = annotations.default;
  if (Array.isArray(annotations.examples)) out.examples = annotations.examples;
  return out;
}

function on(rep: Rep, pointer: string, map: SourceMap): JsonObject {
  switch (rep.tag) {
    case "Any":
    case "Unknown":
      return {};
    case "Null":
      return { type: "null" };
    case "String":
      return { type: "string" };
    case "Boolean":
      return { type: "boolean" };
    case "Number":
      return NUMBER_ENCODING;
    case "Literal":
      return { type: typeof rep.literal, enum: [rep.literal] };
    case "Arrays":
      return arrays(rep, pointer, map);
    case "Objects":
      return objects(rep, pointer, map);
    case "Union": {
      const types = rep.types.map((t, i) => recur(t, pointerJoin(pointer, "anyOf", String(i)), undefined, map));
      if (types.length > 1) {
        const compacted = compactEnums(types);
        if (compacted) return compacted;
      }
      // A member that is only an `anyOf` is spliced in (a plain Number's encoding inside NullOr).
      return { anyOf: types.flatMap((t) => (Array.isArray(t.anyOf) && Object.keys(t).length === 1 ? t.anyOf : [t])) };
    }
  }
}

/** `compileAnnotatedMember`: the member's schema, then `annotateKey()`'s annotations appended without inlining. */
function member(m: Member, pointer: string, map: SourceMap): JsonObject {
  const schema = recur(m.type, pointer, m.declaration, map);
  const annotations = collectAnnotations(m.keyAnnotations);
  return Object.keys(annotations).length === 0 ? schema : appendJsonSchema(schema, annotations, false);
}

function arrays(rep: Extract<Rep, { tag: "Arrays" }>, pointer: string, map: SourceMap): JsonObject {
  const out: JsonObject = { type: "array" };
  let minItems = rep.elements.length;
  const prefixItems = rep.elements.map((element, i) => {
    if (element.optional) minItems--;
    return member(element, pointerJoin(pointer, "items", String(i)), map);
  });
  if (prefixItems.length > 0) {
    out.prefixItems = prefixItems;
    out.maxItems = rep.elements.length;
    if (minItems > 0) out.minItems = minItems;
  } else {
    out.items = false;
  }
  if (rep.rest.length === 1) {
    delete out.maxItems;
    // Pointers as draft-07 places them (the dialect most frameworks use): a rest beside elements is additionalItems.
    const rest = recur(rep.rest[0]!, pointerJoin(pointer, prefixItems.length > 0 ? "additionalItems" : "items"), undefined, map);
    if (Object.keys(rest).length > 0) out.items = rest;
    else delete out.items;
  }
  return out;
}

function objects(rep: Extract<Rep, { tag: "Objects" }>, pointer: string, map: SourceMap): JsonObject {
  if (rep.properties.length === 0 && !rep.record) return { not: { type: "null" } };
  const out: JsonObject = { type: "object" };
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const p of rep.properties) {
    Object.defineProperty(properties, p.name, { value: member(p, pointerJoin(pointer, "properties", p.name), map), enumerable: true, writable: true, configurable: true });
    if (!p.optional) required.push(p.name);
  }
  if (rep.properties.length > 0) out.properties = properties;
  if (required.length > 0) out.required = required;
  if (!rep.record) {
    // No index signature: every other key is allowed (`onExcessProperty` is not "error" here).
    out.additionalProperties = true;
  } else {
    const values = recur(rep.record, pointerJoin(pointer, "additionalProperties"), undefined, map);
    // `Record(String, V)` alone: the value schema is additionalProperties; beside properties, an allOf member.
    if (rep.properties.length === 0) out.additionalProperties = values;
    else out.allOf = [{ type: "object", additionalProperties: values }];
  }
  const extra = out.additionalProperties;
  if (typeof extra === "object" && extra !== null && !Array.isArray(extra) && Object.keys(extra).length === 0) delete out.additionalProperties;
  return out;
}

/** A union of single-value enums of one type, every value distinct: one enum. */
function compactEnums(schemas: readonly JsonObject[]): JsonObject | undefined {
  let shared: JsonValue | undefined;
  const values: JsonValue[] = [];
  for (const schema of schemas) {
    if (Object.keys(schema).length !== 2 || schema.type === undefined || !Array.isArray(schema.enum) || schema.enum.length === 0) return undefined;
    if (shared === undefined) shared = schema.type;
    else if (schema.type !== shared) return undefined;
    for (const value of schema.enum) {
      if (values.includes(value)) return undefined;
      values.push(value);
    }
  }
  return { type: shared!, enum: values };
}

const INLINEABLE_CHECK = "|type|format|pattern|multipleOf|minimum|maximum|exclusiveMinimum|exclusiveMaximum|minLength|maxLength|minItems|maxItems|uniqueItems|minProperties|maxProperties|propertyNames|";
const PROMOTABLE_ANNOTATION = "|title|description|default|examples|readOnly|writeOnly|";
const LOWER_BOUNDS = "|minimum|exclusiveMinimum|minLength|minItems|minProperties|";
const UPPER_BOUNDS = "|maximum|exclusiveMaximum|maxLength|maxItems|maxProperties|";

const onlyKeywords = (schema: JsonObject, allowed: string): boolean => Object.keys(schema).every((key) => allowed.includes(`|${key}|`));

/** `compileCheck` of a filter: its fragment with its own annotations, and whether it may merge into the node. */
function compileCheck(check: Check, type: string | undefined): [JsonObject, boolean] {
  const ordinary = collectAnnotations(check.annotations);
  const hasOrdinary = Object.keys(ordinary).length > 0;
  const schema = { ...check.fragment(type), ...ordinary };
  const inline = onlyKeywords(schema, hasOrdinary ? INLINEABLE_CHECK + PROMOTABLE_ANNOTATION : INLINEABLE_CHECK) && (!hasOrdinary || onlyKeywords(ordinary, PROMOTABLE_ANNOTATION));
  return [schema, inline];
}

function extractNumberType(schema: JsonObject): { type: string | undefined; schema: JsonObject } {
  let type = schema.type === "number" || schema.type === "integer" ? schema.type : undefined;
  let out = schema;
  if (type !== undefined) {
    out = { ...schema };
    delete out.type;
  }
  if (Array.isArray(out.allOf)) {
    const members: JsonObject[] = [];
    let changed = false;
    for (const m of out.allOf as JsonObject[]) {
      const extracted = extractNumberType(m);
      if (extracted.type !== undefined) {
        changed = true;
        if (type === undefined || extracted.type === "integer") type = extracted.type;
      }
      if (Object.keys(extracted.schema).length > 0) members.push(extracted.schema);
    }
    if (changed) {
      const { allOf: _, ...rest } = out;
      out = members.length === 0 ? rest : { ...rest, allOf: members };
    }
  }
  return { type, schema: out };
}

const isNumberEncoding = (schema: JsonObject): boolean => {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2 || (anyOf[0] as JsonObject | undefined)?.type !== "number") return false;
  const special = anyOf[1] as JsonObject | undefined;
  return special?.type === "string" && Array.isArray(special.enum) && special.enum.length === 3 && ["NaN", "Infinity", "-Infinity"].every((v) => (special.enum as JsonValue[]).includes(v));
};

/** Repeated bounds tighten; an inclusive and an exclusive bound on one side keep the stricter; undefined on any other collision. */
function mergeInlineCheck(left: JsonObject, right: JsonObject): JsonObject | undefined {
  if (typeof left.$ref === "string") return undefined;
  const out: JsonObject = { ...left, ...right };
  for (const key of Object.keys(right)) {
    if (!Object.hasOwn(left, key)) continue;
    const a = left[key];
    const b = right[key];
    if (typeof a !== "number" || typeof b !== "number") return undefined;
    if (LOWER_BOUNDS.includes(`|${key}|`)) out[key] = Math.max(a, b);
    else if (UPPER_BOUNDS.includes(`|${key}|`)) out[key] = Math.min(a, b);
    else return undefined;
  }
  if (typeof out.minimum === "number" && typeof out.exclusiveMinimum === "number") delete out[out.exclusiveMinimum >= out.minimum ? "minimum" : "exclusiveMinimum"];
  if (typeof out.maximum === "number" && typeof out.exclusiveMaximum === "number") delete out[out.exclusiveMaximum <= out.maximum ? "maximum" : "exclusiveMaximum"];
  return out;
}

/** `appendJsonSchema`: a check's fragment (or a key's annotations) joined to the node's schema. */
function appendJsonSchema(left: JsonObject, right: JsonObject, inline: boolean): JsonObject {
  if (Object.keys(left).length === 0) return right;
  const rightKeys = Object.keys(right);
  if (rightKeys.length === 0) return left;
  const leftType = left.type === "number" || left.type === "integer" ? left.type : undefined;
  const encoding = isNumberEncoding(left);
  if (leftType !== undefined || encoding) {
    const extracted = extractNumberType(right);
    if (extracted.type !== undefined) {
      const base: JsonObject = { ...left, type: leftType === "integer" || extracted.type === "integer" ? "integer" : "number" };
      if (encoding) delete base.anyOf;
      const keys = Object.keys(extracted.schema);
      if (keys.length === 0) return base;
      const noCollisions = typeof base.$ref !== "string" && keys.every((key) => !Object.hasOwn(base, key));
      return onlyKeywords(extracted.schema, PROMOTABLE_ANNOTATION) && noCollisions ? { ...base, ...extracted.schema } : appendJsonSchema(base, extracted.schema, inline);
    }
  }
  if (inline) {
    const merged = mergeInlineCheck(left, right);
    if (merged) return merged;
  }
  const members = Array.isArray(right.allOf) && rightKeys.length === 1 ? (right.allOf as JsonValue[]) : [right];
  if (Array.isArray(left.allOf)) return { ...left, allOf: [...left.allOf, ...members] };
  if (typeof left.$ref === "string") return { allOf: [left, ...members] };
  return { ...left, allOf: members };
}

const SUBSCHEMA_MAPS = new Set(["properties", "patternProperties"]);
const SUBSCHEMA_ARRAYS = new Set(["allOf", "anyOf", "oneOf"]);
const SUBSCHEMA_SINGLES = new Set(["not", "additionalProperties", "propertyNames", "contains", "if", "then", "else", "contentSchema"]);

/** draft07Adapter for what the route writes: `prefixItems` become `items`, a rest `additionalItems`, both last; empty `required`/`enum` dropped. */
function toDraft07(schema: JsonValue): JsonValue {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const out: JsonObject = {};
  let prefixItems: JsonValue | undefined;
  let items: JsonValue | undefined;
  for (const [key, value] of Object.entries(schema)) {
    if (SUBSCHEMA_MAPS.has(key) && typeof value === "object" && value !== null && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toDraft07(v)]));
    } else if (SUBSCHEMA_ARRAYS.has(key) && Array.isArray(value)) out[key] = value.map(toDraft07);
    else if (SUBSCHEMA_SINGLES.has(key)) out[key] = toDraft07(value);
    else if (key === "prefixItems") prefixItems = value;
    else if (key === "items") items = value;
    else if ((key === "required" || key === "enum") && Array.isArray(value) && value.length === 0) continue;
    else out[key] = value;
  }
  if (prefixItems === undefined) {
    if (items !== undefined) out.items = toDraft07(items);
  } else {
    out.items = (prefixItems as JsonValue[]).map(toDraft07);
    if (items !== undefined) out.additionalItems = toDraft07(items);
  }
  return out;
}
