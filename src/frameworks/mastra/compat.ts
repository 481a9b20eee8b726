import { canonicalJson } from "../../checks/cost.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

/**
 * The JSON pass of `@mastra/schema-compat` 1.3.11 (`SchemaCompatLayer.processToJSONSchema`: a
 * json-schema-traverse walk calling `preProcessJSONNode` before a node's children and
 * `postProcessJSONNode` after), for the four layers whose targets the plugin knows. Pure: it
 * copies every node it changes and records one change per keyword that loses meaning. The DeepSeek
 * layer (`provider-compats/deepseek.ts`) is the shared handlers alone: the Anthropic layer's JSON
 * pass without its root-union merge (both `preProcessJSONNode` run the same handlers, both
 * `postProcessJSONNode` only `defaultUnionHandler`, which runs them again on the branches).
 */
export type Layer = "openai" | "anthropic" | "google" | "deepseek";

/** String formats the OpenAI layer keeps (`allowedStringFormats`); any other goes, with its pattern. */
const OPENAI_FORMATS = ["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"];
/** Formats `defaultStringHandler` turns into "a valid <format>", dropping the pattern zod writes with them. */
const DESCRIBED_FORMATS = ["email", "emoji", "uri", "uuid", "date-time", "date", "time"];

const SINGLE = ["items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"];
const ARRAY = ["anyOf", "oneOf", "allOf", "items", "prefixItems"];
const MAP = ["properties", "$defs", "definitions", "patternProperties"];

function hasType(schema: JsonObject, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

const where = (pointer: Pointer) => (pointer === "" ? "the root schema" : pointerToPath(pointer));

export function applyCompatLayer(schema: JsonObject, layer: Layer): TransformResult {
  const changes: TransformChange[] = [];
  const report = (pointer: Pointer, keyword: string, change: string) => changes.push({ location: { kind: "schema", pointer, keyword }, change: `${change} ${where(pointer)}` });

  /** `mergeParameterDescription`: constraints go after the description, on a line of their own. */
  const describe = (node: JsonObject, constraints: string[]) => {
    if (constraints.length === 0) return;
    node.description = `${typeof node.description === "string" && node.description ? `${node.description}\n` : ""}constraints: ${constraints.join(", ")}`;
  };
  const move = (node: JsonObject, pointer: Pointer, keyword: string, constraints: string[], text: string | undefined) => {
    if (node[keyword] === undefined) return;
    if (text !== undefined) {
      constraints.push(text);
      report(pointer, keyword, `moves "${keyword}" into the description of`);
    }
    delete node[keyword];
  };

  const pre = (node: JsonObject, pointer: Pointer) => {
    if (hasType(node, "object") || node.properties !== undefined) {
      if (node.properties && node.additionalProperties === undefined) node.additionalProperties = false;
      if (!Object.keys(isJsonObject(node.properties) ? node.properties : {}).length) node.required = [];
    } else if (hasType(node, "array") || node.items !== undefined) {
      const constraints: string[] = [];
      if (node.minItems !== undefined && node.minItems === node.maxItems) {
        constraints.push(`exact length ${node.minItems}`);
        report(pointer, "minItems", 'moves "minItems" into the description of');
        report(pointer, "maxItems", 'moves "maxItems" into the description of');
        delete node.minItems;
        delete node.maxItems;
      } else {
        move(node, pointer, "minItems", constraints, `minimum length ${node.minItems}`);
        move(node, pointer, "maxItems", constraints, `maximum length ${node.maxItems}`);
      }
      describe(node, constraints);
    } else if (hasType(node, "number") || hasType(node, "integer")) {
      const constraints: string[] = [];
      // zod writes the safe-integer range for `.int()`; Mastra drops it without a word, and so do we.
      move(node, pointer, "minimum", constraints, node.minimum === Number.MIN_SAFE_INTEGER ? undefined : `greater than or equal to ${node.minimum}`);
      move(node, pointer, "maximum", constraints, node.maximum === Number.MAX_SAFE_INTEGER ? undefined : `lower than or equal to ${node.maximum}`);
      move(node, pointer, "exclusiveMinimum", constraints, `greater than ${node.exclusiveMinimum}`);
      move(node, pointer, "exclusiveMaximum", constraints, `lower than ${node.exclusiveMaximum}`);
      move(node, pointer, "multipleOf", constraints, `multiple of ${node.multipleOf}`);
      describe(node, constraints);
    } else if (hasType(node, "string")) {
      if (layer === "openai" && typeof node.format === "string" && !OPENAI_FORMATS.includes(node.format)) {
        report(pointer, "format", `drops "format" ("${node.format}") from`);
        if (node.pattern !== undefined) report(pointer, "pattern", 'drops "pattern" from');
        delete node.format;
        delete node.pattern;
      }
      const constraints: string[] = [];
      move(node, pointer, "minLength", constraints, `minimum length ${node.minLength}`);
      move(node, pointer, "maxLength", constraints, `maximum length ${node.maxLength}`);
      if (typeof node.format === "string" && DESCRIBED_FORMATS.includes(node.format)) {
        constraints.push(`a valid ${node.format}`);
        report(pointer, "format", `moves "format" into the description of`);
        if (node.pattern !== undefined) report(pointer, "pattern", 'drops "pattern" from');
        delete node.pattern;
        delete node.format;
      }
      if (constraints.length === 0 && node.pattern !== undefined) move(node, pointer, "pattern", constraints, `input must match this regex ${node.pattern}`);
      describe(node, constraints);
    }
  };

  const post = (node: JsonObject, pointer: Pointer) => {
    if (layer === "openai") openaiPost(node, pointer, report);
    if (layer === "google") googlePost(node, pointer, report);
  };

  const walk = (value: JsonValue, pointer: Pointer, depth: number): JsonValue => {
    if (!isJsonObject(value) || depth > 128) return value;
    const node: JsonObject = { ...value };
    pre(node, pointer);
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (MAP.includes(key) && isJsonObject(child)) {
        node[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, walk(v, pointerJoin(pointer, key, k), depth + 1)]));
      } else if (ARRAY.includes(key) && Array.isArray(child)) {
        node[key] = child.map((v, i) => walk(v, pointerJoin(pointer, key, i), depth + 1));
      } else if (SINGLE.includes(key) && isJsonObject(child)) node[key] = walk(child, pointerJoin(pointer, key), depth + 1);
    }
    post(node, pointer);
    return node;
  };
  const out = walk(schema, "", 0) as JsonObject;
  if (layer === "anthropic") mergeRootUnion(out, report);
  return { schema: out, changes };
}

type Report = (pointer: Pointer, keyword: string, change: string) => void;

const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties", "x-optional"];
const ARRAY_KEYWORDS = ["items"];
const GENERIC_CONSTRAINTS = ["const", "enum", "oneOf", "not", "if", "then", "else"];
const BRANCH_CONSTRAINTS = ["anyOf", "oneOf", "not", "if", "then", "else"];
const typeKeywords = (type: JsonValue | undefined) => (type === "object" ? OBJECT_KEYWORDS : type === "array" ? ARRAY_KEYWORDS : []);
const same = (a: JsonValue | undefined, b: JsonValue | undefined) => canonicalJson(a) === canonicalJson(b);

/**
 * `OpenAISchemaCompatLayer.postProcessJSONNode`: a node without `type` or `anyOf` is wrapped as
 * `anyOf [node, null]`; every object is closed, loses `propertyNames`, and lists every property in
 * `required`, the optional ones (also named in `x-optional`) made nullable the way the layer does.
 */
function openaiPost(node: JsonObject, pointer: Pointer, report: Report): void {
  if (node.type === undefined && node.anyOf === undefined) {
    const inner: JsonObject = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.anyOf = [inner, { type: "null" }];
    report(pointer, "type", "lets null through (wraps it as anyOf [schema, null]) at");
  }
  if (!(hasType(node, "object") || node.properties !== undefined)) return;
  if (isJsonObject(node.additionalProperties) || node.additionalProperties === true) {
    report(pointer, "additionalProperties", 'replaces "additionalProperties" with false (only an empty map is then valid) in');
  }
  node.additionalProperties = false;
  if (node.propertyNames !== undefined) report(pointer, "propertyNames", 'drops "propertyNames" from');
  delete node.propertyNames;
  if (!isJsonObject(node.properties)) return;
  const properties: JsonObject = { ...node.properties };
  for (const key of Object.keys(properties)) {
    const required = Array.isArray(node.required) ? node.required : (node.required = []);
    if (required.includes(key)) continue;
    node["x-optional"] = [...(Array.isArray(node["x-optional"]) ? node["x-optional"] : []), key];
    node.required = [...required, key];
    const prop = properties[key];
    if (isJsonObject(prop)) properties[key] = nullableOptional(prop);
  }
  node.properties = properties;
}

/** `anyOf [T, null]` with T's other keywords equal to the property's own: already nullable. */
function isRedundantNullableUnion(prop: JsonObject, type: JsonValue): boolean {
  if (!Array.isArray(prop.anyOf) || prop.anyOf.length !== 2) return false;
  const branches = prop.anyOf.filter(isJsonObject);
  const nulls = branches.filter((b) => b.type === "null");
  const values = branches.filter((b) => b.type !== "null");
  if (nulls.length !== 1 || values.length !== 1 || values[0].type !== type) return false;
  return Object.entries(values[0]).every(([keyword, value]) => keyword === "type" || (keyword in prop && same(prop[keyword], value)));
}

/** How the OpenAI layer lets an optional property take null (schema-compat src/provider-compats/openai.ts). */
function nullableOptional(prop: JsonObject): JsonObject {
  const out: JsonObject = { ...prop };
  if (Array.isArray(out.type)) {
    const types = [...out.type];
    if (!types.includes("null")) types.push("null");
    const constraints: JsonObject = {};
    for (const keyword of BRANCH_CONSTRAINTS) {
      if (keyword in out) {
        constraints[keyword] = out[keyword];
        delete out[keyword];
      }
    }
    delete out.type;
    if ("const" in out) {
      const value = out.const;
      out.enum = !Array.isArray(out.enum) || out.enum.some((v) => same(v, value)) ? [value, null] : [null];
      delete out.const;
    } else if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    out.anyOf = types.map((type) => {
      if (type === "null") return { type: "null" };
      const branch: JsonObject = { type };
      for (const keyword of typeKeywords(type)) if (keyword in out) branch[keyword] = out[keyword];
      return { ...branch, ...constraints };
    });
    for (const keyword of [...OBJECT_KEYWORDS, ...ARRAY_KEYWORDS]) delete out[keyword];
  } else if (out.type !== undefined && out.type !== "null") {
    const type = out.type;
    const keywords = typeKeywords(type);
    if (keywords.length > 0) {
      const branch: JsonObject = { type };
      const preserved = out.anyOf !== undefined && !isRedundantNullableUnion(prop, type) ? out.anyOf : undefined;
      for (const keyword of [...keywords, ...GENERIC_CONSTRAINTS]) {
        if (keyword in out) {
          branch[keyword] = out[keyword];
          delete out[keyword];
        }
      }
      if (preserved !== undefined) branch.anyOf = preserved;
      delete out.type;
      out.anyOf = [branch, { type: "null" }];
    } else {
      const inner: JsonObject = { ...out, type };
      if (isRedundantNullableUnion(prop, type)) delete inner.anyOf;
      for (const keyword of [...GENERIC_CONSTRAINTS, "anyOf"]) delete out[keyword];
      delete out.type;
      out.anyOf = [inner, { type: "null" }];
    }
  }
  return out;
}

const ANY_TYPES = ["string", "number", "integer", "boolean", "object"];

/** `GoogleSchemaCompatLayer.postProcessJSONNode` (schema-compat src/provider-compats/google.ts). */
function googlePost(node: JsonObject, pointer: Pointer, report: Report): void {
  delete node.$schema;
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) report(pointer, "additionalProperties", 'drops "additionalProperties" from');
  delete node.additionalProperties;
  if (node.propertyNames !== undefined) report(pointer, "propertyNames", 'drops "propertyNames" from');
  delete node.propertyNames;
  if (Array.isArray(node.type)) {
    const nonNull = node.type.filter((t) => t !== "null");
    const nullable = node.type.includes("null");
    if (nonNull.length === 1) {
      node.type = nonNull[0];
      if (nullable) node.nullable = true;
    } else if (nonNull.length === 0 && nullable) {
      node.type = "object";
      node.nullable = true;
    } else {
      delete node.type;
      node.anyOf = nonNull.map((type) => ({ type }));
      if (nullable) node.nullable = true;
    }
  }
  if (Array.isArray(node.oneOf)) {
    node.anyOf = node.oneOf;
    delete node.oneOf;
  }
  if ("const" in node) {
    node.enum = [node.const];
    delete node.const;
  }
  if (Array.isArray(node.items)) {
    // The array handler has already moved minItems/maxItems into the description (pre).
    report(pointer, "items", "turns the tuple into an array of any of its members in");
    node.items = { anyOf: node.items };
    delete node.minItems;
    delete node.maxItems;
  }
  if (Array.isArray(node.anyOf)) {
    const variants = node.anyOf;
    const nonNull = variants.filter((v) => isJsonObject(v) && v.type !== "null");
    const nullable = variants.some((v) => isJsonObject(v) && v.type === "null");
    if (nullable && nonNull.length === 1) {
      delete node.anyOf;
      Object.assign(node, nonNull[0]);
      node.nullable = true;
    } else if (nullable && nonNull.length > 1) {
      node.anyOf = nonNull;
      node.nullable = true;
    }
  }
  const constrained = ["type", "anyOf", "oneOf", "allOf", "$ref", "enum", "const", "properties", "items"].some((key) => node[key] !== undefined && node[key] !== false && node[key] !== "");
  if (!constrained) {
    const any = ANY_TYPES.map((type) => ({ type }));
    node.anyOf = [...any, { type: "array", items: { anyOf: ANY_TYPES.map((type) => ({ type })) } }];
    node.nullable = true;
  }
}

/**
 * `AnthropicSchemaCompatLayer.processToJSONSchema`: a root `anyOf`/`oneOf` whose branches are all
 * `type: "object"` becomes one closed object with every branch's properties (differing ones as
 * `anyOf`) and only the keys every branch requires.
 */
function mergeRootUnion(root: JsonObject, report: Report): void {
  const union = root.anyOf ?? root.oneOf;
  if (!Array.isArray(union)) return;
  const objects = union.filter((branch): branch is JsonObject => isJsonObject(branch) && branch.type === "object");
  if (objects.length === 0 || objects.length !== union.length) return;
  report("", root.anyOf !== undefined ? "anyOf" : "oneOf", "merges the union of objects into one object (each property optional unless every branch requires it) at");
  delete root.anyOf;
  delete root.oneOf;
  root.type = "object";
  const merged = new Map<string, JsonValue[]>();
  for (const branch of objects) {
    for (const [key, value] of Object.entries(isJsonObject(branch.properties) ? branch.properties : {})) {
      const variants = merged.get(key) ?? [];
      if (!variants.some((v) => JSON.stringify(v) === JSON.stringify(value))) variants.push(value);
      merged.set(key, variants);
    }
  }
  root.properties = Object.fromEntries([...merged].map(([key, variants]) => [key, variants.length === 1 ? variants[0] : { anyOf: variants }]));
  const requiredOf = (branch: JsonObject) => (Array.isArray(branch.required) ? branch.required : []);
  root.required = objects.map(requiredOf).reduce((all, next) => all.filter((key) => next.includes(key)));
  root.additionalProperties = false;
}
