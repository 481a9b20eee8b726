import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

/** Keywords the SDK walks into: one schema, a list of schemas, a map of schemas. */
const SINGLE = ["additionalProperties", "additionalItems", "contains", "not", "if", "then", "else"];
const ARRAY = ["allOf", "anyOf", "oneOf"];
const MAP = ["properties", "patternProperties", "definitions", "$defs"];

const where = (pointer: Pointer) => (pointer === "" ? "the root schema" : pointerToPath(pointer));

/** The SDK's `containsRegexLookaround`: `(?=`, `(?!`, `(?<=`, `(?<!` outside a character class. */
export function containsRegexLookaround(pattern: string): boolean {
  let escaped = false;
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (escaped) {
      escaped = false;
      continue;
    }
    if (c === "\\") escaped = true;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(" && pattern[i + 1] === "?" && (pattern[i + 2] === "=" || pattern[i + 2] === "!" || (pattern[i + 2] === "<" && (pattern[i + 3] === "=" || pattern[i + 3] === "!")))) return true;
  }
  return false;
}

/**
 * `normalizeOpenAIJsonSchema` of `@ai-sdk/openai` (src/normalize-openai-json-schema.ts, read in 4.0.118),
 * run on every function tool's schema by both the Chat and the Responses path: `propertyNames` is
 * deleted everywhere (4.0.66, d5e3024), a `pattern` with regex lookaround is deleted (4.0.72, 411b3f2),
 * and a singleton `allOf: [{ $ref }]` becomes the `$ref` itself (4.0.81, 4e94782). A `propertyNames`
 * that is boolean or typed other than "string" makes it throw UnsupportedFunctionalityError.
 * Pure: copies what it changes, records the deletions that lose a constraint.
 */
export function normalizeForOpenAI(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  let fails: string | undefined;
  const walk = (value: JsonValue, pointer: Pointer, depth: number): JsonValue => {
    if (!isJsonObject(value) || depth > 128) return value;
    const node: JsonObject = { ...value };
    const names = node.propertyNames;
    if (names !== undefined) {
      if (typeof names === "boolean" || (isJsonObject(names) && names.type !== undefined && names.type !== "string")) {
        fails ??= `throws UnsupportedFunctionalityError ("JSON Schema propertyNames that does not use a string schema") at ${where(pointer)}`;
      }
      // Keys are strings anyway: only a constraint beyond `type: "string"` is lost.
      if (isJsonObject(names) && Object.keys(names).some((key) => key !== "type")) {
        changes.push({ location: { kind: "schema", pointer, keyword: "propertyNames" }, change: `drops "propertyNames" from ${where(pointer)}` });
      }
      delete node.propertyNames;
    }
    if (typeof node.pattern === "string" && containsRegexLookaround(node.pattern)) {
      changes.push({ location: { kind: "schema", pointer, keyword: "pattern" }, change: `drops "pattern" (it uses regex lookaround) from ${where(pointer)}` });
      delete node.pattern;
    }
    for (const key of Object.keys(node)) {
      const child = node[key];
      if (MAP.includes(key) && isJsonObject(child)) {
        node[key] = Object.fromEntries(Object.entries(child).map(([k, v]) => [k, walk(v, pointerJoin(pointer, key, k), depth + 1)]));
      } else if ((ARRAY.includes(key) || key === "items") && Array.isArray(child)) {
        node[key] = child.map((v, i) => walk(v, pointerJoin(pointer, key, i), depth + 1));
      } else if ((SINGLE.includes(key) || key === "items") && isJsonObject(child)) node[key] = walk(child, pointerJoin(pointer, key), depth + 1);
    }
    // A singleton allOf of a local $ref: the same schema written as the $ref (lossless, not reported).
    const only = Array.isArray(node.allOf) && node.allOf.length === 1 ? node.allOf[0] : undefined;
    if (isJsonObject(only) && Object.keys(only).length === 1 && typeof only.$ref === "string") {
      const { allOf: _allOf, ...rest } = node;
      if (pointer !== "") return { ...rest, $ref: only.$ref };
      const match = /^#\/(definitions|\$defs)\/(.+)$/.exec(only.$ref);
      const defs = match ? node[match[1]] : undefined;
      const target = match && isJsonObject(defs) ? defs[match[2].replace(/~1/g, "/").replace(/~0/g, "~")] : undefined;
      return isJsonObject(target) ? { ...target, ...rest } : node;
    }
    return node;
  };
  const out = walk(schema, "", 0) as JsonObject;
  return { schema: out, changes, ...(fails ? { fails } : {}) };
}
