import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

/** The keywords `convertJSONSchemaToOpenAPISchema` reads; every other one is left behind. */
const KEPT = new Set(["type", "description", "required", "properties", "items", "allOf", "anyOf", "oneOf", "format", "const", "minLength", "enum"]);

/**
 * Dropped keywords that carry nothing the model could use: `additionalProperties: false` (a
 * `parameters` object only has the properties it lists) and the `$schema` dialect marker.
 */
function isHarmlessDrop(key: string, value: JsonValue): boolean {
  // Keys are strings anyway: `propertyNames: { type: "string" }` constrains nothing.
  const stringKeys = key === "propertyNames" && isJsonObject(value) && Object.keys(value).length === 1 && value.type === "string";
  return (key === "additionalProperties" && value === false) || key === "$schema" || stringKeys;
}

function where(pointer: Pointer): string {
  return pointer === "" ? "the root schema" : pointerToPath(pointer);
}

function isEmptyObjectSchema(schema: JsonObject): boolean {
  const properties = schema.properties;
  return schema.type === "object" && (!isJsonObject(properties) || Object.keys(properties).length === 0) && !schema.additionalProperties;
}

/**
 * `convertJSONSchemaToOpenAPISchema` of `@ai-sdk/google` 3.0.101 as a pure function over JSON:
 * a new object is built from a short list of keywords, so every other keyword is dropped. Each
 * dropped keyword that meant something, and each boolean schema turned into `type: "boolean"`,
 * becomes one change at the pointer of the input node. Lossless rewrites (type lists → `anyOf` +
 * `nullable`, `const` → `enum`, `anyOf` with null → `nullable`) are made without a report.
 */
export function convertToOpenAPISchema(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  const convert = (node: JsonValue, pointer: Pointer, isRoot: boolean): JsonValue => {
    if (typeof node === "boolean") {
      changes.push({ location: { kind: "schema", pointer }, change: `replaces the boolean schema \`${node}\` at ${where(pointer)} with "type": "boolean"` });
      return { type: "boolean", properties: {} };
    }
    if (!isJsonObject(node)) return node;
    const dropped = (kept: ReadonlySet<string>) => {
      for (const [key, value] of Object.entries(node)) {
        if (kept.has(key) || isHarmlessDrop(key, value)) continue;
        changes.push({ location: { kind: "schema", pointer, keyword: key }, change: `drops "${key}" from ${where(pointer)}` });
      }
    };
    if (isEmptyObjectSchema(node)) {
      // An empty root becomes `parameters: undefined`; a nested one keeps only its description.
      dropped(new Set(["type", "properties", ...(isRoot ? [] : ["description"])]));
      if (isRoot) return { type: "object", properties: {} };
      return typeof node.description === "string" && node.description ? { type: "object", description: node.description } : { type: "object" };
    }
    dropped(KEPT);
    const result: JsonObject = {};
    if (node.description) result.description = node.description;
    if (node.required) result.required = node.required;
    if (node.format) result.format = node.format;
    if (node.const !== undefined) result.enum = [node.const];
    const type = node.type;
    if (Array.isArray(type)) {
      const nonNull = type.filter((t) => t !== "null");
      if (nonNull.length === 0) result.type = "null";
      else {
        result.anyOf = nonNull.map((t) => ({ type: t }));
        if (type.includes("null")) result.nullable = true;
      }
    } else if (type) result.type = type;
    if (node.enum !== undefined) result.enum = node.enum;
    if (node.properties != null && isJsonObject(node.properties)) {
      result.properties = Object.fromEntries(
        Object.entries(node.properties).map(([key, value]) => [key, convert(value, pointerJoin(pointer, "properties", key), false)]),
      );
    }
    if (node.items) {
      result.items = Array.isArray(node.items)
        ? node.items.map((item, i) => convert(item, pointerJoin(pointer, "items", i), false))
        : convert(node.items, pointerJoin(pointer, "items"), false);
    }
    const branches = (key: string): JsonValue[] =>
      Array.isArray(node[key]) ? (node[key] as JsonValue[]).map((branch, i) => convert(branch, pointerJoin(pointer, key, i), false)) : [];
    if (node.allOf) result.allOf = branches("allOf");
    if (Array.isArray(node.anyOf)) {
      const isNull = (branch: JsonValue) => isJsonObject(branch) && branch.type === "null";
      if (node.anyOf.some(isNull)) {
        const indexes = node.anyOf.map((branch, i) => [branch, i] as const).filter(([branch]) => !isNull(branch));
        if (indexes.length === 1) {
          const converted = convert(indexes[0][0], pointerJoin(pointer, "anyOf", indexes[0][1]), false);
          if (isJsonObject(converted)) {
            result.nullable = true;
            Object.assign(result, converted);
          }
        } else {
          result.anyOf = indexes.map(([branch, i]) => convert(branch, pointerJoin(pointer, "anyOf", i), false));
          result.nullable = true;
        }
      } else result.anyOf = branches("anyOf");
    }
    if (node.oneOf) result.oneOf = branches("oneOf");
    if (node.minLength !== undefined) result.minLength = node.minLength;
    return result;
  };
  const converted = convert(schema, "", true);
  return { schema: isJsonObject(converted) ? converted : schema, changes };
}
