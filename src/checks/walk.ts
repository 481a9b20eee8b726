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
 */
export function* walkSchema(root: JsonObject, maxNodes = 100_000): Generator<SchemaVisit> {
  const stack: SchemaVisit[] = [{ node: root, pointer: "", depth: 0 }];
  let seen = 0;
  while (stack.length > 0 && seen < maxNodes) {
    const visit = stack.pop()!;
    seen++;
    yield visit;
    const children: SchemaVisit[] = [];
    const { node, pointer, depth } = visit;
    for (const key of SINGLE) {
      const value = node[key];
      if (isJsonObject(value)) children.push({ node: value, pointer: pointerJoin(pointer, key), depth: depth + 1 });
    }
    for (const key of ARRAY) {
      const value = node[key];
      if (Array.isArray(value)) {
        value.forEach((item, index) => {
          if (isJsonObject(item)) children.push({ node: item, pointer: pointerJoin(pointer, key, index), depth: depth + 1 });
        });
      }
    }
    for (const key of MAP) {
      const value = node[key];
      if (!isJsonObject(value)) continue;
      for (const [name, item] of Object.entries(value)) {
        if (!isJsonObject(item)) continue;
        children.push({
          node: item,
          pointer: pointerJoin(pointer, key, name),
          depth: depth + 1,
          ...(key === "properties" ? { propertyName: name } : {}),
        });
      }
    }
    // Reverse so that children come out in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

/** The value at a pointer, or undefined. */
export function valueAt(root: JsonValue, pointer: Pointer): JsonValue | undefined {
  if (pointer === "") return root;
  let current: JsonValue | undefined = root;
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
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
