// What Google ADK changes on the way to Gemini: its zod conversion to a Gemini `Schema` (OpenAPI 3.0 targets
// plus its own override; zod 3 in zod3-openapi.ts), then @google/genai's processJsonSchema on `parameters`.
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type Pointer } from "../../schema/types.js";
import { processJsonSchema } from "../google-genai/process-json-schema.js";
import type { FrameworkTransform, TransformChange } from "../types.js";
import { lowerCaseTypes, NotReproduced, ZOD3_SOURCE, zod3ToOpenApi } from "./zod3-openapi.js";

const ADK = "@google/adk 2.0.0";
const WIRE = "seen on the wire (tests/wire/adk), 2026-12-04";

/** Where ADK converts a zod object: the same code under every FunctionTool and LlmAgent's inputSchema. */
export const CONVERSION_SOURCE = `${ADK} dist/esm/utils/simple_zod_to_json.js (zodObjectToSchema: zod 4 through \`toJSONSchema(schema, { target: "openapi-3.0", io: "input", override })\`, the override deleting additionalProperties and readOnly, writing minLength/maxLength/minItems/maxItems as strings, dropping the pattern of an email or uuid format and upper-casing \`type\`) and dist/esm/tools/function_tool.js (toSchema: no parameters → \`{ type: OBJECT, properties: {} }\`, a zod object converted, anything else kept as given)`;

/** @google/genai 2.32.0 (ADK's own copy) has the same `tTool` and `processJsonSchema` as 3.3.0. */
export const GENAI_SOURCE =
  "@google/genai 2.32.0 dist/node/index.mjs (tTool: `parameters` without `$schema` through processJsonSchema, with it moved to parametersJsonSchema; processJsonSchema identical to 3.3.0's), reached from Gemini.generateContentAsync (" +
  `${ADK} dist/esm/models/google_llm.js: \`apiClient.models.generateContent({ model, contents, config: llmRequest.config })\`)`;

const where = (pointer: Pointer): string => (pointer === "" ? "the root" : pointerToPath(pointer));

/** Keywords the override writes as strings (the proto's int64 fields, which the API reads from strings). */
const STRING_COUNTS = ["minLength", "maxLength", "minItems", "maxItems"];

class Throws extends Error {}

/**
 * One node of zod 4's `io: "input"` conversion without a target (what the zod route extracts), turned
 * into what `target: "openapi-3.0"` and ADK's override write for it. The draft's compacted type lists
 * (`type: ["string", "null"]`, zod's `.nullable()` of a bare type) become `nullable: true`, other type
 * lists an `anyOf` of types; `anyOf: [X, { type: "null" }]` (`.nullable()` of anything else) becomes X
 * with `nullable: true`; `const` becomes a one-value `enum`; numeric exclusive bounds the boolean form;
 * a tuple's `items` list an `anyOf` under `items`. A union with `z.null()` is written the same way in the
 * draft and is read as `.nullable()`, which is what zod writes for the common case.
 */
function convertNode(input: JsonObject, at: Pointer, changes: TransformChange[], depth: number): JsonObject {
  if (depth > 200) return input;
  let node = input;
  const out: JsonObject = {};
  const anyOf = node.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && isJsonObject(anyOf[1]) && Object.keys(anyOf[1]).length === 1 && anyOf[1].type === "null" && isJsonObject(anyOf[0])) {
    const { anyOf: _wrapper, ...own } = node;
    // `seen.ref = innerType`: the inner schema's keys, then the wrapper's own (the child wins).
    node = { ...anyOf[0], ...own };
    out.nullable = true;
  }
  if (Array.isArray(node.type)) {
    const types = node.type.filter((t): t is string => typeof t === "string");
    const rest = types.filter((t) => t !== "null");
    if (types.includes("null")) out.nullable = true;
    if (rest.length === 1) out.type = rest[0].toUpperCase();
    else if (rest.length > 1) out.anyOf = rest.map((t) => ({ type: t.toUpperCase() }));
    else out.type = "NULL";
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "type") {
      if (typeof value !== "string") continue; // a list, handled above
      // z.null(): `{ type: "string", nullable: true, enum: [null] }`, which the override makes `type: NULL`.
      if (value === "null") {
        out.type = "NULL";
        if (!("const" in node)) out.nullable = true;
      } else out.type = value.toUpperCase();
    } else if (key === "const") {
      // A one-value enum; the override turns `enum: [null]` into `type: NULL`.
      if (value !== null) out.enum = [value];
    } else if ((key === "exclusiveMinimum" || key === "exclusiveMaximum") && typeof value === "number") {
      out[key === "exclusiveMinimum" ? "minimum" : "maximum"] = value;
      out[key] = true;
    } else if (key === "additionalProperties") {
      // Deleted on every node: a record's value schema goes with it (an object's `false` says nothing Gemini reads).
      if (isJsonObject(value)) changes.push({ location: { kind: "schema", pointer: at, keyword: key }, change: `drops the value schema of ${where(at)} ("additionalProperties")` });
    } else if (key === "readOnly") {
      continue;
    } else if (key === "additionalItems") {
      continue; // folded into `items` below
    } else if (key === "pattern" && (node.format === "email" || node.format === "uuid")) {
      continue;
    } else if (STRING_COUNTS.includes(key) && typeof value === "number") {
      out[key] = String(value);
    } else if (key === "properties" && isJsonObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isJsonObject(sub) ? convertNode(sub, pointerJoin(at, "properties", name), changes, depth + 1) : sub]),
      );
    } else if (key === "items" && Array.isArray(value)) {
      const members = value.map((sub, i) => (isJsonObject(sub) ? convertNode(sub, pointerJoin(at, "items", i), changes, depth + 1) : sub));
      if (isJsonObject(node.additionalItems)) members.push(convertNode(node.additionalItems, pointerJoin(at, "additionalItems"), changes, depth + 1));
      out.items = { anyOf: members };
    } else if (key === "items" && isJsonObject(value)) {
      out.items = convertNode(value, pointerJoin(at, "items"), changes, depth + 1);
    } else if (key === "anyOf" && Array.isArray(value)) {
      out[key] = value.map((sub, i) => (isJsonObject(sub) ? convertNode(sub, pointerJoin(at, key, i), changes, depth + 1) : sub));
    } else if ((key === "oneOf" || key === "allOf") && Array.isArray(value)) {
      // processJsonSchema copies these without rewriting: their members' types are given the view's words here.
      out[key] = value.map((sub, i) => (isJsonObject(sub) ? lowerCaseTypes(convertNode(sub, pointerJoin(at, key, i), changes, depth + 1)) : sub));
    } else if (key === "$ref" || key === "$defs" || key === "definitions") {
      throw new Throws("a schema used by reference");
    } else out[key] = value;
  }
  return out;
}

/** ADK's conversion of a zod 4 or zod 3 object, on the way to every target (it is done in `_getDeclaration`). */
export const adkZodSchema: FrameworkTransform = {
  id: "adk-zod-schema",
  by: "ADK's zod conversion",
  targets: "all",
  source: `${CONVERSION_SOURCE}; ${ZOD3_SOURCE}; zod 4.6.7 dist v4/core/json-schema-processors.js and to-json-schema.js (openapi-3.0: nullable, exclusive bounds, one-value enum, tuples; no type lists); ${WIRE}`,
  apply({ schema, route }) {
    if (route !== "zod" && route !== "zod3") return { changes: [] };
    const changes: TransformChange[] = [];
    try {
      return { schema: route === "zod" ? convertNode(schema, "", changes, 0) : zod3ToOpenApi(schema, "", changes), changes };
    } catch (error) {
      if (!(error instanceof Throws) && !(error instanceof NotReproduced)) throw error;
      // Not reproduced: `$ref`s and their definitions, zod 3's unions of literals of several types and
      // tuples with a rest element. Sent on as extracted.
      return { changes: [] };
    }
  },
};

/** @google/genai's rewrite of the `parameters` field, as for a declaration written by hand. */
export const adkGenaiParameters: FrameworkTransform = {
  id: "adk-genai-process-json-schema",
  by: "@google/genai (processJsonSchema)",
  targets: ["google-parameters"],
  source: `${GENAI_SOURCE}; ${WIRE}`,
  apply: ({ schema }) => processJsonSchema(schema),
};

/** Every target but Gemini's `parameters` field, which @google/genai's rewrite already reads in lower case. */
const LOWER_CASE_TARGETS = ["openai", "openai-strict", "anthropic", "anthropic-strict", "google", "bedrock", "mcp"];

/**
 * The `type` enum names ADK and genai's `Type` write (`"OBJECT"`) in JSON Schema's words, for the
 * targets a user may list besides Gemini: the checks read lower case. Quiet: the words mean the same types.
 */
export const adkJsonSchemaTypes: FrameworkTransform = {
  id: "adk-json-schema-types",
  by: "ADK's zod conversion",
  targets: LOWER_CASE_TARGETS,
  quiet: true,
  source: CONVERSION_SOURCE,
  apply: ({ schema }) => ({ schema: lowerCaseTypes(schema) as JsonObject, changes: [] }),
};
