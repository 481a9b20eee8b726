import { isJsonObject, type JsonObject } from "../schema/types.js";

/** A few words on what a root schema is when it is not an object: `a union ("oneOf")`. */
export function describeRootShape(root: JsonObject): string {
  const kind = rootKind(root);
  if (kind === "union" || kind === "intersection") {
    const combinator = COMBINATORS.find((key) => Array.isArray(root[key]))!;
    return `${kind === "union" ? "a union" : "an intersection"} ("${combinator}")`;
  }
  if (root.type !== undefined) return `"type": ${JSON.stringify(root.type)}`;
  if (kind === "reference") return `a reference ("$ref")`;
  return 'a schema without "type"';
}

const COMBINATORS = ["oneOf", "anyOf", "allOf"] as const;

/**
 * What a root that is not an object is, as far as its fix goes: a union moves into a property, an
 * intersection merges into one object, a typeless object only lacks its "type", anything else (a string,
 * an array) becomes one property of an object root.
 */
export type RootKind = "union" | "intersection" | "reference" | "typeless-object" | "value";

export function rootKind(root: JsonObject): RootKind {
  if (Array.isArray(root.oneOf) || Array.isArray(root.anyOf)) return "union";
  if (Array.isArray(root.allOf)) return "intersection";
  if (root.type === undefined && typeof root.$ref === "string") return "reference";
  if (root.type === undefined && isJsonObject(root.properties)) return "typeless-object";
  return "value";
}

export function isObjectRoot(root: JsonObject): boolean {
  return root.type === "object";
}

export function describeAdditionalProperties(value: unknown): string {
  if (value === true) return "true";
  if (isJsonObject(value) && Object.keys(value).length === 0) return "{}";
  return "a schema";
}
