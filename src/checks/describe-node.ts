import { isJsonObject, pointerToPath, type JsonObject, type Pointer } from "../schema/types.js";

/** "The root object" / "The object at properties.address" — the subject of a message about one node. */
export function describeObjectAt(pointer: Pointer): string {
  return pointer === "" ? "The root object" : `The object at ${pointerToPath(pointer)}`;
}

/** "The root schema" / "properties.kind" — where a keyword sits. */
export function describeNodeAt(pointer: Pointer): string {
  return pointer === "" ? "The root schema" : pointerToPath(pointer);
}

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
