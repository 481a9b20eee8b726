import type { FailurePlace } from "../../checks/types.js";
import { schemaNodes } from "../../checks/walk.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";

/**
 * The Agents SDK's strict lowering, `prepareOpenAIStrictToolSchemaInternal` of
 * openai/openai-agents-js packages/agents-core/src/utils/strictToolSchema.ts (read in the installed
 * @openai/agents-core 0.20.0 dist/utils/strictToolSchema.mjs), as a pure function over JSON: first
 * the validations that throw `UserError` at definition time, then `ensureStrictSchemaEntry`, which
 * lists every property in `required`, wraps an optional one that does not accept null as
 * `{ description?, anyOf: [schema, { type: "null" }] }` and closes every object with properties.
 * The `$ref` re-hoisting (`stabilizeLocalJsonSchemaReferences`) is not modelled.
 */

/** Keywords the lowering refuses (`unsupportedStrictNormalizationKeywords`). */
const UNSUPPORTED = [
  "$dynamicRef", "$recursiveRef", "additionalItems", "allOf", "contains", "contentSchema", "dependencies", "dependentRequired",
  "dependentSchemas", "else", "if", "maxContains", "minContains", "not", "oneOf", "patternProperties", "prefixItems",
  "propertyNames", "then", "unevaluatedItems", "unevaluatedProperties",
];
/** Keywords allowed beside `$ref` (`referenceMetadataKeywords`) and beside `anyOf`. */
const REFERENCE_METADATA = new Set(["$anchor", "$comment", "$defs", "$id", "$ref", "$schema", "default", "deprecated", "description", "definitions", "examples", "readOnly", "title", "writeOnly"]);
const ANY_OF_METADATA = new Set([...REFERENCE_METADATA, "anyOf"]);
const MAX_DEPTH = 100;

/** What the SDK throws, as the verb phrase `unsendable-tool` shows. */
class Refused extends Error {
  constructor(
    message: string,
    readonly node?: JsonObject,
    readonly keyword?: string,
  ) {
    super(message);
  }
}
const refuse = (message: string, node?: JsonObject, keyword?: string): never => {
  throw new Refused(`throws at definition: "${message}"`, node, keyword);
};

type Nullability = "allows" | "disallows" | "unknown";

function resolveRef(reference: string, root: JsonObject): JsonValue | undefined {
  if (reference === "#") return root;
  if (!reference.startsWith("#/")) return undefined;
  let current: JsonValue | undefined = root;
  for (const raw of reference.slice(2).split("/")) {
    const token = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isJsonObject(current) || !Object.prototype.hasOwnProperty.call(current, token)) return undefined;
    current = current[token];
  }
  return current;
}

/** `getJsonSchemaNullability`. */
function nullability(schema: JsonValue | undefined, root: JsonObject, refs: ReadonlySet<string> = new Set(), depth = 0): Nullability {
  if (schema === true) return "allows";
  if (schema === false) return "disallows";
  if (!isJsonObject(schema) || depth > MAX_DEPTH) return "unknown";
  if ("type" in schema) {
    const type = schema.type;
    if (typeof type !== "string" && !Array.isArray(type)) return "unknown";
    if (type !== "null" && !(Array.isArray(type) && type.includes("null"))) return "disallows";
  }
  if ("enum" in schema) {
    if (!Array.isArray(schema.enum)) return "unknown";
    if (!schema.enum.includes(null)) return "disallows";
  }
  if ("const" in schema && schema.const !== null) return "disallows";
  if ("$ref" in schema) {
    const ref = schema.$ref;
    const target = typeof ref === "string" && !refs.has(ref) ? resolveRef(ref, root) : undefined;
    const referenced = target === undefined ? "unknown" : nullability(target, root, new Set([...refs, ref as string]), depth + 1);
    if (referenced !== "allows") return referenced;
  }
  if ("anyOf" in schema) {
    if (!Array.isArray(schema.anyOf)) return "unknown";
    const branches = schema.anyOf.map((branch) => nullability(branch, root, refs, depth + 1));
    if (branches.includes("allows")) return "allows";
    return branches.every((b) => b === "disallows") ? "disallows" : "unknown";
  }
  if (!("type" in schema) && isJsonObject(schema.properties)) return "disallows";
  return "allows";
}

function knownNullability(schema: JsonValue | undefined, root: JsonObject): Nullability {
  const found = nullability(schema, root);
  if (found === "unknown") refuse("Cannot determine whether an optional JSON schema property accepts `null`. …");
  return found;
}

function convertsObjectProperties(schema: JsonObject): boolean {
  const type = schema.type;
  return isJsonObject(schema.properties) && (type === "object" || (Array.isArray(type) && type.includes("object")) || type === undefined);
}

/** The subschemas the validations walk: properties, items, anyOf, additionalProperties, $defs / definitions. */
function children(schema: JsonObject): JsonValue[] {
  const out: JsonValue[] = [];
  if (isJsonObject(schema.properties)) out.push(...Object.values(schema.properties));
  if (Array.isArray(schema.items)) out.push(...schema.items);
  else if (schema.items !== undefined) out.push(schema.items);
  if (Array.isArray(schema.anyOf)) out.push(...schema.anyOf);
  if ("additionalProperties" in schema) out.push(schema.additionalProperties);
  for (const key of ["$defs", "definitions"]) if (isJsonObject(schema[key])) out.push(...Object.values(schema[key]));
  return out;
}

/** `validateOpenAIStrictProviderSchema`: refused keywords and references anywhere the lowering reaches. */
function validateProvider(schema: JsonValue, root: JsonObject, depth: number, seen: Set<JsonObject>): void {
  if (typeof schema === "boolean") return;
  if (!isJsonObject(schema)) refuse("Cannot convert a JSON schema containing a non-boolean, non-object schema node to strict mode. …");
  const node = schema as JsonObject;
  if (seen.has(node) || depth > MAX_DEPTH) return;
  seen.add(node);
  if (node !== root && "$id" in node) refuse("Cannot convert a JSON schema with a nested `$id` resource to strict mode …");
  for (const keyword of UNSUPPORTED) {
    if (keyword in node) refuse(`Cannot convert a JSON schema using unsupported keyword \`${keyword}\` to strict mode. Remove the keyword or disable strict mode.`, node, keyword);
  }
  if ("$ref" in node) {
    const target = typeof node.$ref === "string" ? resolveRef(node.$ref, root) : undefined;
    if (target === undefined) refuse(`Cannot convert unresolved or external JSON schema reference \`${String(node.$ref)}\` to strict mode. …`);
    validateProvider(target as JsonValue, root, depth + 1, seen);
  }
  if ("anyOf" in node && (!Array.isArray(node.anyOf) || node.anyOf.length === 0)) refuse("Cannot convert a JSON schema with an invalid `anyOf` to strict mode.");
  for (const child of children(node)) validateProvider(child, root, depth + 1, seen);
}

/** `jsonSchemaRequiresSyntheticNullStripping`: an optional property somewhere below would be wrapped. */
function needsNullStripping(schema: JsonValue | undefined, root: JsonObject, depth = 0): boolean {
  if (!isJsonObject(schema) || depth > MAX_DEPTH) return false;
  if (typeof schema.$ref === "string") return needsNullStripping(resolveRef(schema.$ref, root), root, depth + 1);
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((branch) => needsNullStripping(branch, root, depth + 1));
  const properties = convertsObjectProperties(schema) && isJsonObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  for (const [key, property] of Object.entries(properties)) {
    if ((!required.has(key) && knownNullability(property, root) === "disallows") || needsNullStripping(property, root, depth + 1)) return true;
  }
  return Array.isArray(schema.items) ? schema.items.some((item) => needsNullStripping(item, root, depth + 1)) : needsNullStripping(schema.items, root, depth + 1);
}

/** `validateOpenAIStrictJsonSchema` (open objects allowed, as on the tool path). */
function validateJson(schema: JsonValue | undefined, root: JsonObject, unambiguous: boolean, depth: number, seen: Set<JsonObject>): void {
  if (!isJsonObject(schema) || seen.has(schema) || depth > MAX_DEPTH) return;
  seen.add(schema);
  if ("$ref" in schema) {
    const sibling = Object.keys(schema).find((key) => !REFERENCE_METADATA.has(key));
    if (sibling) refuse(`Cannot convert a JSON schema combining \`$ref\` with sibling keyword \`${sibling}\` to strict mode. …`);
    validateJson(typeof schema.$ref === "string" ? resolveRef(schema.$ref, root) : undefined, root, unambiguous, depth + 1, seen);
  }
  if (Array.isArray(schema.anyOf)) {
    const sibling = Object.keys(schema).find((key) => !ANY_OF_METADATA.has(key));
    if (sibling) refuse(`Cannot convert a JSON schema combining \`anyOf\` with sibling keyword \`${sibling}\` to strict mode. …`);
    for (const branch of schema.anyOf) validateJson(branch, root, unambiguous, depth + 1, seen);
    // A JSON Schema tool has no validator to pick a branch, so a branch that would need nulls stripped is refused.
    if (unambiguous && schema.anyOf.some((branch) => needsNullStripping(branch, root))) {
      refuse("Cannot convert an `anyOf` branch containing optional object properties to strict mode …");
    }
  }
  if (convertsObjectProperties(schema) && isJsonObject(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    for (const [key, property] of Object.entries(schema.properties)) {
      validateJson(property, root, unambiguous, depth + 1, seen);
      if (!required.has(key)) knownNullability(property, root);
    }
  }
  if (Array.isArray(schema.items)) for (const item of schema.items) validateJson(item, root, unambiguous, depth + 1, seen);
  else validateJson(schema.items, root, unambiguous, depth + 1, seen);
  for (const key of ["$defs", "definitions"]) if (isJsonObject(schema[key])) for (const d of Object.values(schema[key])) validateJson(d, root, unambiguous, depth + 1, seen);
}

function wrapNullable(schema: JsonValue): JsonValue {
  if (schema === false) return { anyOf: [false, { type: "null" }] };
  if (!isJsonObject(schema)) return schema;
  return { ...(typeof schema.description === "string" ? { description: schema.description } : {}), anyOf: [schema, { type: "null" }] };
}

/** `ensureStrictSchemaEntry` over a copy; `original` is the schema before lowering, whose `required` counts. */
function strictEntry(entry: JsonValue, original: JsonValue, root: JsonObject, isRoot: boolean, depth: number): JsonValue {
  if (!isJsonObject(entry) || depth > MAX_DEPTH) return entry;
  const record = entry;
  const originalRecord = isJsonObject(original) ? original : undefined;
  const properties = isJsonObject(record.properties) ? record.properties : undefined;
  const originalProperties = isJsonObject(originalRecord?.properties) ? originalRecord.properties : undefined;
  if (record.type === undefined && (properties !== undefined || "additionalProperties" in record) && record.additionalProperties !== false) {
    refuse('Cannot convert a typeless open JSON schema to strict mode. Set `type: "object"` with `additionalProperties: false`, or disable strict mode.');
  }
  if (!isRoot && record.type === undefined && properties !== undefined) record.type = "object";
  if (convertsObjectProperties(record) && properties) {
    const prepared: JsonObject = {};
    const required = new Set(Array.isArray(originalRecord?.required) ? originalRecord.required.map(String) : []);
    for (const [key, value] of Object.entries(properties)) {
      const originalValue = originalProperties?.[key] ?? value;
      const wrap = !required.has(key) && knownNullability(originalValue, root) === "disallows";
      const normalized = strictEntry(value, originalValue, root, false, depth + 1);
      prepared[key] = wrap ? wrapNullable(normalized) : normalized;
    }
    record.properties = prepared;
    record.required = Object.keys(prepared);
    record.additionalProperties = false;
  }
  for (const key of ["$defs", "definitions"]) {
    const nested = record[key];
    const originalNested = isJsonObject(originalRecord?.[key]) ? originalRecord[key] : undefined;
    if (!isJsonObject(nested)) continue;
    for (const [name, value] of Object.entries(nested)) nested[name] = strictEntry(value, originalNested?.[name] ?? value, root, false, depth + 1);
  }
  if (Array.isArray(record.anyOf)) {
    const originalBranches = Array.isArray(originalRecord?.anyOf) ? originalRecord.anyOf : [];
    record.anyOf = record.anyOf.map((value, i) => strictEntry(value, originalBranches[i] ?? value, root, false, depth + 1));
  }
  if (Array.isArray(record.items)) {
    const originalItems = Array.isArray(originalRecord?.items) ? originalRecord.items : [];
    record.items = record.items.map((value, i) => strictEntry(value, originalItems[i] ?? value, root, false, depth + 1));
  } else if (isJsonObject(record.items)) {
    record.items = strictEntry(record.items, originalRecord?.items ?? record.items, root, false, depth + 1);
  }
  if (record.default === null) delete record.default;
  return record;
}

/**
 * The strict schema the SDK sends, or what it throws. `jsonSchema` is true for a JSON Schema given as
 * `parameters` (`prepareOpenAIStrictToolSchema`, which also refuses ambiguous `anyOf` branches);
 * false after a zod conversion (`toOpenAIStrictToolSchema`).
 */
export function agentsStrictSchema(schema: JsonObject, jsonSchema: boolean): { schema: JsonObject } | { fails: string; failsAt?: FailurePlace } {
  try {
    validateProvider(schema, schema, 0, new Set());
    validateJson(schema, schema, jsonSchema, 0, new Set());
    return { schema: strictEntry(structuredClone(schema), schema, schema, true, 0) as JsonObject };
  } catch (error) {
    if (error instanceof Refused) {
      // The validation reads the given schema's own nodes: the refused one is found again by identity.
      const pointer = error.node && schemaNodes(schema).find((visit) => visit.node === error.node)?.pointer;
      return { fails: error.message, ...(pointer !== undefined ? { failsAt: { pointer, ...(error.keyword ? { keyword: error.keyword } : {}) } } : {}) };
    }
    throw error;
  }
}
