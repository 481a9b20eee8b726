import { walkSchema } from "../../checks/walk.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue } from "../../schema/types.js";
import { dialectMarker } from "../core/dialect.js";
import type { FrameworkTransform, TransformChange } from "../types.js";

/** The schema accepts null: `type` lists it, an `anyOf`/`oneOf` branch is null, or `enum`/`const` allow it. */
function acceptsNull(schema: JsonValue): boolean {
  if (!isJsonObject(schema)) return schema === true;
  const type = schema.type;
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  if ("const" in schema && schema.const === null) return true;
  for (const key of ["anyOf", "oneOf"]) {
    const branches = schema[key];
    if (Array.isArray(branches) && branches.some(acceptsNull)) return true;
  }
  return false;
}

function isObjectNode(node: JsonObject): boolean {
  const type = node.type;
  return type === "object" || (Array.isArray(type) && type.includes("object")) || (type === undefined && isJsonObject(node.properties));
}

/**
 * What the zod helpers add to `toStrictJsonSchema`, which the Standard Schema helpers do not: zod's
 * output conversion already requires a defaulted property (the Standard Schema path converts the
 * input side, where it stays optional and `toStrictJsonSchema` throws), and the zod 4 `override`
 * renames every discriminated union's `oneOf` (the Standard Schema path renames only what it proves
 * disjoint, standard-helper.ts).
 */
export interface StrictHelperOptions {
  readonly defaultsRequired: boolean;
  readonly renameOneOf: boolean;
}

const ZOD_HELPER: StrictHelperOptions = { defaultsRequired: true, renameOneOf: true };

/**
 * What openai-node's zod helpers do beyond the draft: the strict conversion (`toStrictJsonSchema` for
 * zod 4, `openaiStrictMode` for zod 3) lists in `required` every optional property that accepts null
 * or has a default, and closes every object; a discriminated union's `oneOf` becomes `anyOf`. Any other optional property makes the helper throw, so
 * it stays optional here and the strict checks report it.
 */
export function strictHelperNormalisation(schema: JsonObject, options: StrictHelperOptions = ZOD_HELPER): { schema: JsonObject; changes: TransformChange[] } {
  const out = structuredClone(schema);
  const changes: TransformChange[] = [];
  for (const { node, pointer } of walkSchema(out)) {
    // zod 4 writes a discriminated union as `oneOf`; the helper's `override` renames it `anyOf`
    // (exact: the discriminator makes the branches disjoint). zod 3's converter writes `anyOf` already.
    if (options.renameOneOf && Array.isArray(node.oneOf) && node.anyOf === undefined) {
      node.anyOf = node.oneOf;
      delete node.oneOf;
    }
    if (!isObjectNode(node)) continue;
    // Zod's own output conversion (the one the helper runs) writes this for every plain object;
    // the draft is read for the input side, which leaves it out. Not a change worth reporting.
    if (node.additionalProperties === undefined) node.additionalProperties = false;
    const properties = isJsonObject(node.properties) ? node.properties : undefined;
    if (!properties) continue;
    const required = Array.isArray(node.required) ? node.required.filter((r): r is string => typeof r === "string") : [];
    const added: string[] = [];
    for (const [name, property] of Object.entries(properties)) {
      if (required.includes(name)) continue;
      const nullable = acceptsNull(property);
      if (!nullable && !(options.defaultsRequired && isJsonObject(property) && "default" in property)) continue;
      added.push(name);
      // A nullable one is reported by optional-forced-required, which reads the transformed view.
      if (nullable) continue;
      changes.push({
        // The default is the cause: the finding sits at it (`.default(…)`, a `default` key).
        location: { kind: "schema", pointer: pointerJoin(pointer, "properties", name), keyword: "default" },
        change: `makes "${name}" required because it has a default, so the model must always send a value`,
      });
    }
    if (added.length > 0) node.required = Object.keys(properties).filter((name) => required.includes(name) || added.includes(name));
  }
  return { schema: out, changes };
}

export const openaiStrictHelper: FrameworkTransform = {
  id: "openai-zod-strict",
  by: "openai-node's zod helper",
  targets: "all",
  source:
    "openai/openai-node src/helpers/zod.ts (zodV4ToJsonSchema: `override` renames a discriminated union's oneOf to anyOf), src/lib/transform.ts (toStrictJsonSchema → ensureStrictJsonSchema: nullable optional fields become required, objects get additionalProperties: false, other optional fields throw), src/_vendor/zod-to-json-schema/parsers/object.ts (zod 3, openaiStrictMode); read in the installed openai 7.59.0",
  apply({ schema }) {
    const result = strictHelperNormalisation(schema);
    return { schema: result.schema, changes: result.changes };
  },
};

/**
 * The helpers send the converter's `$schema` with the schema: zod 4 gets it from the zod route
 * (converted for draft-07, `sends.zodTarget`); this adds it for zod 3, which goes through the vendored
 * zod-to-json-schema.
 */
export const openaiZodSchemaUri: FrameworkTransform = dialectMarker({
  id: "openai-zod-schema-uri",
  by: "openai-node's zod helper",
  source:
    "openai/openai-node src/helpers/zod.ts (zodV4ToJsonSchema: z.toJSONSchema with target \"draft-7\"), src/_vendor/zod-to-json-schema/zodToJsonSchema.ts (target jsonSchema7 sets $schema); read in the installed openai 7.59.0, seen on the wire 2026-12-01",
  marks: (route) => route === "zod3",
});
