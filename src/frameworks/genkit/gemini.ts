// What Genkit's Gemini plugin (`@genkit-ai/google-genai`: googleAI and vertexAI) does to a tool's input
// before it puts it in `functionDeclarations[].parameters`: a new Schema object built from a few keywords.
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { TransformChange, TransformResult } from "../types.js";

export const GEMINI_SOURCE =
  "@genkit-ai/google-genai 1.41.0 src/common/converters.ts (toGeminiTool, toGeminiSchemaProperty), used by src/googleai/gemini.ts and src/vertexai/gemini.ts; read at genkit-ai/genkit tag google-genai-v1.41.0 (unchanged at 846fb0ca, 2026-08-21); seen on the wire with 1.42.0 (tests/wire/genkit-gemini), 2026-12-06";

/** The keywords `toGeminiSchemaProperty` copies; it builds a new object, so every other one is left behind. */
const READ = new Set(["type", "description", "enum", "nullable", "properties", "required", "items"]);

/** Its `SchemaType` enum: any other `type` throws. */
const TYPES = new Set(["string", "number", "integer", "boolean", "array", "object"]);

/**
 * Left behind without loss: the dialect marker, `$defs` (read where a `$ref` points into it), empty
 * descriptions, `nullable: false`, and `additionalProperties` set to a boolean (Gemini's Schema has
 * no such field: the model fills the properties listed, whatever it says). Genkit writes
 * `additionalProperties: true` on every zod 3 object, so saying it each time would only be noise.
 */
function isHarmless(key: string, value: JsonValue): boolean {
  if (key === "$schema" || key === "$defs") return true;
  if (key === "additionalProperties") return typeof value === "boolean";
  return (key === "nullable" || key === "description") && !value;
}

function where(pointer: Pointer): string {
  return pointer === "" ? "the root" : pointerToPath(pointer);
}

class Throws extends Error {}

const MAX_DEPTH = 200;

/** Why a node has no `type` the plugin can use, in words, and how to give it one. */
function untyped(node: JsonValue | undefined): { what: string; fix: string } {
  if (isJsonObject(node) && typeof node.$ref === "string") {
    // zod-to-json-schema writes a schema used a second time as a `$ref` to its first place.
    return { what: `a "$ref", with no "type"`, fix: "use a fresh schema there, not one already used in this input" };
  }
  const union = isJsonObject(node) ? ["anyOf", "oneOf", "allOf"].find((key) => Array.isArray(node[key])) : undefined;
  if (union) return { what: `a union ("${union}"), with no "type"`, fix: "use one object with optional fields instead" };
  return { what: `no "type"`, fix: 'give it a "type"' };
}

/**
 * `toGeminiSchemaProperty` as a pure function over JSON. The result keeps the JSON Schema spelling of
 * `type` ("object"), where the plugin writes the enum's ("OBJECT"): Gemini reads either (the AI SDK
 * and LangChain send lower case), and the checks read lower case. A root without `type` becomes
 * `parameters: undefined`, a function without parameters, here an empty object.
 */
export function toGeminiParameters(schema: JsonObject): TransformResult {
  const changes: TransformChange[] = [];
  const expanding: string[] = [];

  const dropKeywords = (node: JsonObject, pointer: Pointer) => {
    for (const [key, value] of Object.entries(node)) {
      if (READ.has(key) || isHarmless(key, value)) continue;
      changes.push({ location: { kind: "schema", pointer, keyword: key }, change: `drops "${key}" from ${where(pointer)}` });
    }
  };

  /** One node: undefined where the plugin returns undefined (no `type`), which JSON then leaves out. */
  const convert = (node: JsonValue | undefined, pointer: Pointer, defs: { readonly at: Pointer; readonly value: JsonObject } | undefined, depth = 0): JsonObject | undefined => {
    if (!isJsonObject(node)) return undefined;
    // Deeper than any schema written by hand or converted from zod: left as it is rather than risk the stack.
    if (depth > MAX_DEPTH) return node;
    // `definitions ??= property.$defs`: the first `$defs` met on the way down serves the subtree.
    const definitions = defs ?? (isJsonObject(node.$defs) ? { at: pointerJoin(pointer, "$defs"), value: node.$defs } : undefined);
    const ref = node.$ref;
    if (typeof ref === "string" && ref.startsWith("#/$defs/")) {
      const name = ref.slice("#/$defs/".length);
      const target = definitions?.value[name];
      if (target) {
        // Each `$ref` is expanded in place: one that refers to itself never ends.
        if (expanding.includes(name)) throw new Throws(`throws RangeError "Maximum call stack size exceeded" expanding "${ref}", which refers to itself: use a schema without recursion`);
        expanding.push(name);
        try {
          return convert(target, pointerJoin(definitions!.at, name), definitions, depth + 1);
        } finally {
          expanding.pop();
        }
      }
    }
    if (!node.type) return undefined;
    dropKeywords(node, pointer);
    const out: JsonObject = {};
    if (node.description) out.description = node.description;
    if (node.enum) out.enum = node.enum;
    if (node.nullable) out.nullable = node.nullable;
    let type: JsonValue | undefined = node.type;
    if (Array.isArray(node.type)) {
      if (node.type.includes("null")) out.nullable = true;
      type = node.type.find((t) => t !== "null");
      const others = node.type.filter((t) => t !== "null" && t !== type);
      if (others.length > 0) {
        changes.push({ location: { kind: "schema", pointer, keyword: "type" }, change: `keeps only "${String(type)}" of the types ${JSON.stringify(node.type)} at ${where(pointer)}` });
      }
    }
    if (typeof type !== "string") throw new Throws(`throws TypeError "Cannot read properties of undefined (reading 'toUpperCase')" on the type list of ${where(pointer)}: give it a type besides "null"`);
    if (type === "object") {
      const properties: JsonObject = {};
      if (isJsonObject(node.properties)) {
        for (const [key, value] of Object.entries(node.properties)) {
          const at = pointerJoin(pointer, "properties", key);
          const converted = convert(value, at, definitions, depth + 1);
          if (converted) properties[key] = converted;
          else dropProperty(node, pointer, key);
        }
      }
      return { ...out, type: "object", properties, ...(node.required !== undefined ? { required: node.required } : {}) };
    }
    if (type === "array") {
      const items = convert(node.items, pointerJoin(pointer, "items"), definitions, depth + 1);
      if (!items && node.items !== undefined) {
        changes.push({ location: { kind: "schema", pointer, keyword: "items" }, change: `drops "items" from ${where(pointer)} (${Array.isArray(node.items) ? "a tuple's list" : untyped(node.items).what})` });
      }
      return { ...out, type: "array", ...(items ? { items } : {}) };
    }
    if (!TYPES.has(type)) throw new Throws(`throws "Unsupported property type ${type.toUpperCase()}" at ${where(pointer)}: give it another type`);
    return { ...out, type };
  };

  /** A property left out for want of a `type`: Gemini then rejects a `required` that still names it. */
  const dropProperty = (owner: JsonObject, pointer: Pointer, key: string) => {
    const value = isJsonObject(owner.properties) ? owner.properties[key] : undefined;
    const { what, fix } = untyped(value);
    if (Array.isArray(owner.required) && owner.required.includes(key)) {
      throw new Throws(`drops the property "${key}" of ${where(pointer)} (${what}) but keeps it in "required", which Gemini rejects ("property is not defined"): ${fix}`);
    }
    changes.push({ location: { kind: "schema", pointer, property: key }, change: `drops the property "${key}" of ${where(pointer)} (${what})` });
  };

  try {
    const converted = convert(schema, "", undefined);
    if (converted) return { schema: converted, changes };
    // A root the plugin cannot convert is sent as no parameters at all.
    const lost = Object.keys(schema).some((key) => key !== "$schema");
    if (lost) changes.push({ location: { kind: "schema", pointer: "" }, change: `drops the whole input schema (${untyped(schema).what} at the root), so the model is given no parameters` });
    return { schema: { type: "object", properties: {} }, changes };
  } catch (error) {
    if (error instanceof Throws) return { fails: error.message, changes: [] };
    throw error;
  }
}
