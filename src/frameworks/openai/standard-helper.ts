import type { FailurePlace } from "../../checks/types.js";
import { walkSchema } from "../../checks/walk.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../../schema/types.js";
import type { FrameworkTransform, TransformChange } from "../types.js";
import { strictHelperNormalisation } from "./strict-helper.js";

/**
 * What `standardFunction` / `standardResponsesFunction` (openai/helpers/standard-schema, openai
 * 7.59.0 dist/helpers/standard-schema.js) do to the JSON Schema they get (`schema`, else the
 * Standard Schema's `~standard.jsonSchema.input({ target: "draft-07" })`): `normalizeStructuredOutputSchema`
 * renames a `oneOf` to `anyOf` when it proves the branches disjoint and throws otherwise, then
 * `toStrictJsonSchema` runs as for the zod helpers, on the input side (a defaulted property stays
 * optional, so it throws there).
 */

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

/** A proof the port cannot give: a `$ref` or `allOf` the SDK would resolve first. */
const UNKNOWN = "unknown";
type Proof = boolean | typeof UNKNOWN;

const isPrimitive = (value: JsonValue | undefined): boolean =>
  value === null || typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value));

/** `getLiteralValues`: a primitive `const`, else an `enum` of primitives. */
function literalValues(schema: JsonValue | undefined): readonly JsonValue[] | undefined {
  if (!isJsonObject(schema)) return undefined;
  if ("const" in schema && isPrimitive(schema.const)) return [schema.const];
  const values = schema.enum;
  return Array.isArray(values) && values.length > 0 && values.every(isPrimitive) ? values : undefined;
}

/** `getSchemaTypes`: the listed types, or those of the literal values when there is no `type`. */
function schemaTypes(schema: JsonValue | undefined): Set<string> | undefined {
  if (!isJsonObject(schema)) return undefined;
  const type = schema.type;
  if (type === undefined) {
    const values = literalValues(schema);
    return values && new Set(values.map((value) => (value === null ? "null" : typeof value)));
  }
  const types = Array.isArray(type) ? type : [type];
  return types.length > 0 && types.every((t) => typeof t === "string" && JSON_TYPES.has(t)) ? new Set(types as string[]) : undefined;
}

const typesOverlap = (a: string, b: string) => a === b || (a === "integer" && b === "number") || (a === "number" && b === "integer");

function disjointLiterals(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  const a = literalValues(left);
  const b = literalValues(right);
  return a !== undefined && b !== undefined && a.every((value) => !b.includes(value));
}

function objectOnly(schema: JsonValue | undefined): schema is JsonObject {
  const types = schemaTypes(schema);
  return types?.size === 1 && types.has("object");
}

const needsResolving = (schema: JsonValue | undefined) => isJsonObject(schema) && (schema.$ref !== undefined || schema.allOf !== undefined);

/** `haveDisjointObjectDiscriminator`: a property both require takes literal values that never meet. */
function disjointDiscriminator(left: JsonValue, right: JsonValue): Proof {
  if (!objectOnly(left) || !objectOnly(right)) return false;
  const [lp, rp, lr, rr] = [left.properties, right.properties, left.required, right.required];
  if (!isJsonObject(lp) || !isJsonObject(rp) || !Array.isArray(lr) || !Array.isArray(rr)) return false;
  let unknown = false;
  for (const name of lr) {
    if (typeof name !== "string" || !rr.includes(name)) continue;
    if (needsResolving(lp[name]) || needsResolving(rp[name])) unknown = true;
    else if (disjointLiterals(lp[name], rp[name])) return true;
  }
  return unknown ? UNKNOWN : false;
}

/** `haveDisjointClosedObjectPropertySets`: a closed branch requires a key the other does not declare. */
function disjointClosedObjects(left: JsonValue, right: JsonValue): boolean {
  const closed = (schema: JsonValue) => {
    if (!objectOnly(schema) || schema.additionalProperties !== false || !isJsonObject(schema.properties) || !Array.isArray(schema.required)) return undefined;
    const required = schema.required;
    if (!required.every((r): r is string => typeof r === "string")) return undefined;
    const keys = new Set(Object.keys(schema.properties));
    return required.every((r) => keys.has(r)) ? { keys, required } : undefined;
  };
  const a = closed(left);
  const b = closed(right);
  return a !== undefined && b !== undefined && (a.required.some((r) => !b.keys.has(r)) || b.required.some((r) => !a.keys.has(r)));
}

/** `areMutuallyExclusive`, without resolving `$ref` / `allOf` (UNKNOWN where they would decide). */
function exclusive(left: JsonValue, right: JsonValue): Proof {
  if (needsResolving(left) || needsResolving(right)) return UNKNOWN;
  const a = schemaTypes(left);
  const b = schemaTypes(right);
  if (a && b && [...a].every((x) => [...b].every((y) => !typesOverlap(x, y)))) return true;
  if (disjointLiterals(left, right)) return true;
  const discriminator = disjointDiscriminator(left, right);
  if (discriminator === true || disjointClosedObjects(left, right)) return true;
  return discriminator;
}

const THROWS_NOT_EXCLUSIVE =
  'throws at definition: "Standard JSON Schema generated a `oneOf` whose branches are not provably mutually exclusive."';

/**
 * `normalizeStructuredOutputSchema`: every `oneOf` whose branches are pairwise disjoint becomes
 * `anyOf` (the same values validate); one that is not is refused. Where a `$ref` or `allOf` would
 * decide, the `oneOf` is left as written: the strict checks then report it, which is right when the
 * SDK throws and errs only when its fuller proof succeeds.
 */
export function standardOneOf(schema: JsonObject): { schema: JsonObject } | { fails: string; failsAt: FailurePlace } {
  const out = structuredClone(schema);
  for (const { node, pointer } of walkSchema(out)) {
    if (node.oneOf === undefined) continue;
    const failsAt = { pointer, keyword: "oneOf" };
    if (!Array.isArray(node.oneOf)) return { fails: 'throws at definition: "Standard JSON Schema generated an invalid `oneOf`…"', failsAt };
    if (node.anyOf !== undefined) return { fails: 'throws at definition: "Standard JSON Schema generated both `anyOf` and `oneOf`…"', failsAt };
    const branches = node.oneOf.filter((branch) => branch !== false);
    let proof: Proof = true;
    for (let i = 0; i < branches.length && proof !== false; i++) {
      for (let j = i + 1; j < branches.length && proof !== false; j++) {
        const pair = exclusive(branches[i]!, branches[j]!);
        if (pair !== true) proof = pair;
      }
    }
    if (proof === false) return { fails: THROWS_NOT_EXCLUSIVE, failsAt };
    if (proof === UNKNOWN) continue;
    node.anyOf = node.oneOf;
    delete node.oneOf;
  }
  return { schema: out };
}

/** The helpers ask the schema's own converter; zod 3 has `~standard.validate` but no `~standard.jsonSchema`. */
const THROWS_NO_JSON_SCHEMA =
  'throws at definition: "Standard Schema helpers require a JSON Schema. Pass `schema` or use a schema that implements `~standard.jsonSchema.input()`." (a zod 3 schema has no `~standard.jsonSchema`)';

export const openaiStandardStrict: FrameworkTransform = {
  id: "openai-standard-strict",
  by: "openai-node's Standard Schema helper",
  targets: "all",
  source:
    "openai/openai-node src/helpers/standard-schema.ts (resolveStandardJSONSchema, normalizeStructuredOutputSchema, areMutuallyExclusive), src/lib/transform.ts (toStrictJsonSchema); read in the installed openai 7.59.0 dist/helpers/standard-schema.js, unchanged since the helpers appeared in 6.49.0 (commit 4ced1a8e)",
  apply({ schema, route }) {
    if (route === "zod3") return { changes: [], fails: THROWS_NO_JSON_SCHEMA };
    const oneOf = standardOneOf(schema);
    if ("fails" in oneOf) return { changes: [], fails: oneOf.fails, failsAt: oneOf.failsAt };
    const result: { schema: JsonObject; changes: TransformChange[] } = strictHelperNormalisation(oneOf.schema, { defaultsRequired: false, renameOneOf: false });
    return { schema: result.schema, changes: result.changes };
  },
};
