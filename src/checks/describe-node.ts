import { isJsonObject, type JsonObject } from "../schema/types.js";

/** A few words on what a root schema is when it is not an object: `a union ("oneOf")`. */
export function describeRootShape(root: JsonObject): string {
  for (const combinator of ["oneOf", "anyOf", "allOf"]) {
    if (Array.isArray(root[combinator])) return `a union ("${combinator}")`;
  }
  if (root.type !== undefined) return `"type": ${JSON.stringify(root.type)}`;
  if (typeof root.$ref === "string") return `a reference ("$ref")`;
  return 'a schema without "type"';
}

export function isObjectRoot(root: JsonObject): boolean {
  return root.type === "object";
}

export function describeAdditionalProperties(value: unknown): string {
  if (value === true) return "true";
  if (isJsonObject(value) && Object.keys(value).length === 0) return "{}";
  return "a schema";
}
