// `@langchain/google-genai`'s own converter (`ChatGoogleGenerativeAI`), read in 2.3.2
// `dist/utils/zod_to_genai_parameters.js` (`schemaToGenerativeAIParameters`, `removeAdditionalProperties`)
// and `dist/utils/validate_schema.js` (`assertNoEmptyStringEnums`), called by `convertToGenerativeAITools`
// (`dist/utils/common.js`) when `bindTools` runs. Unlike `@langchain/google-common`'s, it rewrites no
// type list, union or `exclusiveMinimum`: what Gemini's `parameters` field answers 400 for among them (a
// type list, `oneOf`, `exclusiveMinimum`) the provider's rules report; an `anyOf` it takes.
import type { FindingLocation } from "../../checks/types.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import type { FrameworkTransform, SendContext, TransformChange, TransformResult } from "../types.js";
import { atLeast } from "../core/version.js";

export const GENAI = "@langchain/google-genai";
/** The release read; what it deletes below the root was not checked in earlier 1.x/2.x releases. */
const READ_IN = "2.3.2";
export const GENAI_SOURCE = `${GENAI} ${READ_IN} (npm) dist/utils/zod_to_genai_parameters.js (schemaToGenerativeAIParameters, removeAdditionalProperties), dist/utils/validate_schema.js (assertNoEmptyStringEnums), dist/utils/common.js (convertToGenerativeAITools), dist/utils/tools.js and dist/chat_models.js (bindTools → convertToolsToGenAI); seen on the wire (tests/wire/langchain-google) 2026-12-02`;

/** The installed release deletes `$schema` and `strict` at every depth, as 2.3.2 does (unknown: the newest). */
const nestedDrops = (version: string | undefined) => atLeast(version, READ_IN);

/**
 * ChatGoogleGenerativeAI's own converter, from 2.3.2 on (`nested`) or before; `when` narrows where it
 * applies further (the `langchain` module: only when no google-common package is installed).
 */
export function genaiConverter(nested: boolean, when: (context: SendContext) => boolean = () => true): FrameworkTransform {
  return {
    id: nested ? "langchain-genai-parameters" : "langchain-genai-parameters-before-2.3.2",
    by: "ChatGoogleGenerativeAI's converter (@langchain/google-genai)",
    targets: ["google", "google-parameters"],
    appliesTo: (context) => when(context) && nestedDrops(context.versionOf?.(GENAI)) === nested,
    source: nested
      ? GENAI_SOURCE
      : `langchain-ai/langchainjs libs/langchain-google-genai/src/utils/zod_to_genai_parameters.ts at commit 00ecc038f3fc31f8220cdd9e3f9b132bdcdccbcd (removeAdditionalProperties deletes only additionalProperties; the root $schema goes), assumed for releases before ${READ_IN}`,
    apply: ({ schema, name }) => toGenaiParameters(schema, name, nested),
  };
}


/** Keys deleted from every object at any depth: also properties of those names. `strict` and nested `$schema` since 2.3.2 at the latest. */
const DROPPED = ["additionalProperties", "$schema", "strict"] as const;

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]);
const SCHEMA_ARRAYS = new Set(["anyOf", "oneOf", "allOf", "prefixItems", "items"]);
const SCHEMA_SINGLES = new Set(["items", "not", "if", "then", "else", "contains", "propertyNames", "additionalItems"]);

const where = (pointer: Pointer) => (pointer === "" ? "the root" : pointerToPath(pointer));

/** Whether `key` under the node at `pointer` holds schemas (a map of them, a list of them) or is itself one. */
type Kind = "schema" | "map" | "schemas" | "value";
function kindOf(parent: Kind, key: string, child: JsonValue): Kind {
  if (parent === "map" || parent === "schemas") return "schema";
  if (parent === "value") return "value";
  if (SCHEMA_MAPS.has(key) && isJsonObject(child)) return "map";
  if (SCHEMA_ARRAYS.has(key) && Array.isArray(child)) return "schemas";
  return SCHEMA_SINGLES.has(key) && isJsonObject(child) ? "schema" : "value";
}

/**
 * `removeAdditionalProperties`: deletes the keys above from every object, schema or not. Reported:
 * a property of such a name (the model never sees that parameter) and an `additionalProperties`
 * that is not `false` (a map schema or `true` said something); `false`, `$schema` and a `strict`
 * flag carry nothing the model could use.
 */
function strip(value: JsonValue, kind: Kind, pointer: Pointer, owner: Pointer, changes: TransformChange[], dropped: readonly string[]): JsonValue {
  if (Array.isArray(value)) return value.map((item, i) => strip(item, kind === "schemas" ? "schema" : kind, pointerJoin(pointer, i), owner, changes, dropped));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (dropped.includes(key)) {
      const location: FindingLocation = kind === "map" ? { kind: "schema", pointer: owner, property: key } : { kind: "schema", pointer: kind === "schema" ? pointer : owner, keyword: key };
      if (kind === "map") changes.push({ location, change: `drops the property "${key}" from ${where(owner)}` });
      else if (key === "additionalProperties" && (child !== false || kind !== "schema")) changes.push({ location, change: `drops "additionalProperties" from ${where(kind === "schema" ? pointer : owner)}` });
      continue;
    }
    const childKind = kindOf(kind, key, child);
    out[key] = strip(child, childKind, pointerJoin(pointer, key), kind === "schema" ? pointer : owner, changes, dropped);
  }
  return out;
}

/** `assertNoEmptyStringEnums`: the message it throws for the first `""` in an `enum` it reaches, and that node; undefined when none. */
function emptyEnum(schema: JsonValue, tool: string | undefined, path: readonly string[] = [], pointer: Pointer = ""): { readonly message: string; readonly pointer: Pointer } | undefined {
  if (!isJsonObject(schema)) return undefined;
  if (Array.isArray(schema.enum) && schema.enum.some((v) => v === "")) {
    const at = path.length ? ` at path "${path.join(".")}"` : "";
    const inTool = tool ? ` in tool "${tool}"` : "";
    return { message: `Invalid enum: empty string not allowed${inTool}${at}. Gemini API rejects empty strings in enums.`, pointer };
  }
  const found: (ReturnType<typeof emptyEnum>)[] = [];
  if (schema.type === "object" && isJsonObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) found.push(emptyEnum(child, tool, [...path, name], pointerJoin(pointerJoin(pointer, "properties"), name)));
  }
  if (schema.items) found.push(emptyEnum(schema.items, tool, [...path, "[]"], pointerJoin(pointer, "items")));
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => found.push(emptyEnum(child, tool, [...path, `${key}[${i}]`], pointerJoin(pointerJoin(pointer, key), i))));
  }
  return found.find((thrown) => thrown !== undefined);
}

/**
 * What `ChatGoogleGenerativeAI` sends as a function declaration's `parameters`. `nested` says whether the
 * installed release also deletes `$schema` and `strict` below the root (2.3.2 does; the 0.x source at
 * langchain-ai/langchainjs commit 00ecc038 deleted only `additionalProperties`, and the root `$schema`).
 */
export function toGenaiParameters(schema: JsonObject, tool: string | undefined, nested: boolean): TransformResult {
  const changes: TransformChange[] = [];
  const out = strip(schema, "schema", "", "", changes, nested ? DROPPED : ["additionalProperties"]) as JsonObject;
  delete out.$schema;
  const thrown = emptyEnum(out, tool);
  if (thrown) return { changes: [], fails: `throws "${thrown.message}" in bindTools`, failsAt: { pointer: thrown.pointer, keyword: "enum" } };
  return JSON.stringify(out) === JSON.stringify(schema) ? { changes } : { schema: out, changes };
}
