// mcp-framework's own zod-to-JSON-Schema conversion (MCPTool#inputSchema), replayed on the zod 3 model
// of the schema the class declares. It is not zod-to-json-schema: it keeps a few keywords, guesses
// "string" for any kind it does not know and writes draft-04's boolean `exclusiveMinimum`.
import type ts from "typescript";
import type { JsonObject, JsonValue } from "../../schema/types.js";
import type { Z3Model } from "../../schema/zod3-chain/ir.js";

/** The field a model was reached through, for the throw's node. */
interface Field {
  readonly model: Z3Model;
  readonly node: ts.Node;
}

/** A field without a description, as the thrown message names it (`b.c` for a nested one). */
export interface Missing {
  readonly path: string;
  readonly node: ts.Node;
}

const WRAPPERS = new Set(["ZodOptional", "ZodNullable", "ZodDefault"]);

/** What one release's MCPTool does, read in its dist/tools/BaseTool.js. */
export interface Release {
  /** A zod 3 `z.object()` is converted by `generateSchemaFromZodObject` (0.2.15 on); before, it is read as a field map. */
  readonly zodObject: boolean;
  /** Fields of nested objects must have descriptions too (0.2.22; 0.2.15 and 0.2.16 check top-level fields only). */
  readonly nestedDescriptions: boolean;
  /** A field map holding zod schemas directly throws "Invalid schema format" (0.2.22). */
  readonly rawZodThrows: boolean;
  /**
   * The field map: "wrappers" unwraps optional / nullable / default for the type and makes each optional
   * (0.2.22); "optional" unwraps one `.optional()` and only it is optional (0.2.15, 0.2.16); "none" unwraps
   * nothing and writes no `required` (0.1.29, 0.2.11).
   */
  readonly legacy: "wrappers" | "optional" | "none";
}

export const RELEASES = {
  current: { zodObject: true, nestedDescriptions: true, rawZodThrows: true, legacy: "wrappers" },
  zodObjects: { zodObject: true, nestedDescriptions: false, rawZodThrows: false, legacy: "optional" },
  fieldMapOnly: { zodObject: false, nestedDescriptions: false, rawZodThrows: false, legacy: "none" },
} as const satisfies Record<string, Release>;

const inner = (model: Z3Model): Z3Model => {
  const next = model.inner?.target();
  if (!next) throw new Error(`${model.typeName} without its inner schema`);
  return next;
};

/** `getJsonSchemaTypeFromZod`: the zod-object form's type names; anything else is "string". */
function typeOf(model: Z3Model): string {
  switch (model.typeName) {
    case "ZodString":
    case "ZodEnum":
      return "string";
    case "ZodNumber":
      return "number";
    case "ZodBoolean":
      return "boolean";
    case "ZodArray":
      return "array";
    case "ZodObject":
      return "object";
    case "ZodNull":
      return "null";
    case "ZodUndefined":
      return "undefined";
    case "ZodLiteral": {
      const value = model.literal?.kind === "primitive" ? model.literal.value : undefined;
      return typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string";
    }
    default:
      return "string";
  }
}

/**
 * `extractFieldInfo(schema, path, missing)`: unwraps optional / default / nullable (optional and
 * nullable both make the field optional; a default alone does not), then writes the base kind's
 * type, the first description met, the innermost default, enum values, array items, nested object
 * properties and some number and string checks. `missing` is undefined below array items, where
 * mcp-framework stops checking descriptions.
 */
export function fieldInfo(field: Field, path: string | undefined, missing: Missing[] | undefined): { schema: JsonObject; optional: boolean } {
  let current = field.model;
  let optional = false;
  let defaultValue: JsonValue | undefined;
  let description = current.description?.text;
  while (WRAPPERS.has(current.typeName)) {
    if (current.typeName !== "ZodDefault") optional = true;
    else defaultValue = current.defaultValue;
    current = inner(current);
    description ||= current.description?.text;
  }
  const schema: JsonObject = { type: typeOf(current) };
  if (description) schema.description = description;
  if (defaultValue !== undefined) schema.default = defaultValue;
  if (current.typeName === "ZodEnum" && current.values) schema.enum = [...current.values];
  if (current.typeName === "ZodArray") schema.items = fieldInfo({ model: inner(current), node: current.node }, undefined, undefined).schema;
  if (current.typeName === "ZodObject") {
    const properties: JsonObject = {};
    const required: string[] = [];
    for (const entry of current.shape ?? []) {
      const nestedPath = path ? `${path}.${entry.key}` : entry.key;
      const nested = fieldInfo({ model: entry.target(), node: entry.declaration ?? current.node }, nestedPath, missing);
      if (missing && !nested.schema.description) missing.push({ path: nestedPath, node: entry.declaration ?? current.node });
      properties[entry.key] = nested.schema;
      if (!nested.optional) required.push(entry.key);
    }
    schema.properties = properties;
    if (required.length > 0) schema.required = required;
  }
  if (current.typeName === "ZodNumber") numberChecks(current, schema);
  if (current.typeName === "ZodString") stringChecks(current, schema);
  return { schema, optional };
}

/** Bounds as `minimum`/`maximum` with a boolean `exclusive…: true` (never reset), `int` as the type; `.positive()` becomes `minimum: 1`. */
function numberChecks(model: Z3Model, schema: JsonObject): void {
  const checks = model.checks ?? [];
  for (const check of checks) {
    if ((check.kind === "min" || check.kind === "max") && check.value !== undefined) {
      const bound = check.kind === "min" ? "minimum" : "maximum";
      schema[bound] = check.value;
      if (check.inclusive === false) schema[check.kind === "min" ? "exclusiveMinimum" : "exclusiveMaximum"] = true;
    }
    if (check.kind === "int") schema.type = "integer";
  }
  if (checks.some((check) => check.kind === "min" && check.value === 0 && check.inclusive === false)) schema.minimum = 1;
}

const FORMATS: Readonly<Record<string, string>> = { email: "email", url: "uri", uuid: "uuid" };

function stringChecks(model: Z3Model, schema: JsonObject): void {
  for (const check of model.checks ?? []) {
    if (check.kind === "min" && check.value !== undefined) schema.minLength = check.value;
    else if (check.kind === "max" && check.value !== undefined) schema.maxLength = check.value;
    else if (check.kind === "regex" && check.regex) schema.pattern = check.regex.source;
    else if (FORMATS[check.kind]) schema.format = FORMATS[check.kind]!;
  }
}

/** `generateSchemaFromZodObject`: every top-level field converted, `required` always written (even empty). */
export function fromZodObject(model: Z3Model, release: Release): { schema: JsonObject; missing: readonly Missing[] } {
  const missing: Missing[] = [];
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const entry of model.shape ?? []) {
    const node = entry.declaration ?? model.node;
    const info = fieldInfo({ model: entry.target(), node }, entry.key, release.nestedDescriptions ? missing : undefined);
    if (!info.schema.description) missing.push({ path: entry.key, node });
    properties[entry.key] = info.schema;
    if (!info.optional) required.push(entry.key);
  }
  // The nested fields are pushed before their parent's own check, as the thrown message lists them.
  return { schema: { type: "object", properties, required }, missing };
}

/** `getJsonSchemaType`: the field-map form knows five kinds, else "string", after unwrapping what the release unwraps. */
function legacyType(model: Z3Model | undefined, release: Release): string {
  let current = model;
  if (release.legacy === "wrappers") while (current && WRAPPERS.has(current.typeName)) current = inner(current);
  if (release.legacy === "optional" && current?.typeName === "ZodOptional") current = inner(current);
  const type = current ? typeOf(current) : "string";
  return ["string", "number", "boolean", "array", "object"].includes(type) && current?.typeName !== "ZodLiteral" ? type : "string";
}

function legacyOptional(model: Z3Model | undefined, release: Release): boolean {
  if (!model) return false;
  return release.legacy === "wrappers" ? WRAPPERS.has(model.typeName) : model.typeName === "ZodOptional";
}

/** One entry of the field-map form. */
export interface LegacyField {
  readonly key: string;
  /** The entry's `type`; undefined where the entry is a zod schema itself, which has no `type`. */
  readonly model: Z3Model | undefined;
  /** The static description, or undefined when the entry has none. */
  readonly description: JsonValue | undefined;
}

/**
 * `generateSchemaFromLegacyFormat` (`inputSchema` before 0.2.15): each field is `{ type, description }`
 * only; `required` lists the fields that are not optional, left out when empty (before 0.2.15, never
 * written). No check of descriptions here.
 */
export function fromFieldMap(fields: readonly LegacyField[], release: Release): JsonObject {
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const field of fields) {
    const property: JsonObject = { type: legacyType(field.model, release) };
    if (field.description !== undefined) property.description = field.description;
    properties[field.key] = property;
    if (!legacyOptional(field.model, release)) required.push(field.key);
  }
  return { type: "object", properties, ...(required.length > 0 && release.legacy !== "none" ? { required } : {}) };
}
