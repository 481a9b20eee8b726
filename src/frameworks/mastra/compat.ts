import { makeNullable } from "../core/send.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

/**
 * The JSON pass of `@mastra/schema-compat` 1.3.11 (`SchemaCompatLayer.processToJSONSchema`: a
 * json-schema-traverse walk calling `preProcessJSONNode` before a node's children and
 * `postProcessJSONNode` after), for the three layers whose targets the plugin knows. Pure: it
 * copies every node it changes and records one change per keyword that loses meaning.
 */
export type Layer = "openai" | "anthropic" | "google";

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
    if (layer === "openai" && (hasType(node, "object") || node.properties !== undefined)) {
      if (isJsonObject(node.additionalProperties) || node.additionalProperties === true) {
        report(pointer, "additionalProperties", 'replaces "additionalProperties" with false (only an empty map is then valid) in');
      }
      node.additionalProperties = false;
      if (node.propertyNames !== undefined) report(pointer, "propertyNames", 'drops "propertyNames" from');
      delete node.propertyNames;
      // Every property required, the optional ones nullable. Mastra wraps them as `anyOf [T, null]`;
      // a type list is equivalent for every check and keeps the pointers of the input.
      if (isJsonObject(node.properties)) {
        const required = new Set(Array.isArray(node.required) ? node.required : []);
        const properties: JsonObject = {};
        for (const [key, value] of Object.entries(node.properties)) properties[key] = required.has(key) ? value : makeNullable(value);
        node.properties = properties;
        node.required = Object.keys(properties);
      }
    }
    if (layer === "google") {
      delete node.$schema;
      if (node.additionalProperties !== undefined && node.additionalProperties !== false) report(pointer, "additionalProperties", 'drops "additionalProperties" from');
      delete node.additionalProperties;
      if (node.propertyNames !== undefined) report(pointer, "propertyNames", 'drops "propertyNames" from');
      delete node.propertyNames;
      if (Array.isArray(node.type)) {
        const nonNull = node.type.filter((t) => t !== "null");
        if (nonNull.length === 1) {
          const nullable = node.type.includes("null");
          node.type = nonNull[0];
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
    }
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
  return { schema: walk(schema, "", 0) as JsonObject, changes };
}
