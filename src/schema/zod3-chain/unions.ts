import type { JsonObject, JsonValue } from "../types.js";
import { ChainError } from "../zod-chain/ir.js";
import type { Zod3Emitter } from "./emit.js";
import type { Z3Model } from "./ir.js";
import { fresh, isBarePrimitive, primitiveType, type Parser } from "./kit.js";

/**
 * zod-to-json-schema's `parseUnionDef` (also for discriminated unions): options that are all
 * check-free primitives collapse to one `type`, all undescribed literals to `type` + `enum`, all
 * enums to one string `enum`; anything else becomes `anyOf` of the parsed options.
 */
export const parseUnion: Parser = (model, emitter, refs, place) => {
  const edges = model.options ?? [];
  const options = edges.map((edge) => edge.target());
  if (options.every(isBarePrimitive)) {
    const types: string[] = [];
    for (const option of options) if (!types.includes(primitiveType(option))) types.push(primitiveType(option));
    const res = fresh(emitter, model);
    if (types.length > 0) emitter.set(res, "type", types.length > 1 ? types : types[0], model.baseNode);
    return res;
  }
  if (options.every((option) => option.typeName === "ZodLiteral" && !option.description?.text)) {
    const literal = literalUnion(model, emitter, options);
    if (literal) return literal;
  } else if (options.every((option) => option.typeName === "ZodEnum")) {
    const values: string[] = [];
    for (const option of options) values.push(...(option.values ?? []).filter((value) => !values.includes(value)));
    return fresh(emitter, model, [["type", "string"], ["enum", values]]);
  }
  const anyOf: JsonObject[] = [];
  edges.forEach((edge, index) => {
    const parsed = emitter.child(edge, refs, place, ["anyOf", String(index)]);
    if (parsed) anyOf.push(parsed);
  });
  return anyOf.length > 0 ? fresh(emitter, model, [["anyOf", anyOf]]) : undefined;
};

function literalUnion(model: Z3Model, emitter: Zod3Emitter, options: readonly Z3Model[]): JsonObject | undefined {
  const types: string[] = [];
  for (const option of options) {
    const literal = option.literal!;
    if (literal.kind === "bigint") types.push("integer");
    else if (literal.kind === "primitive") types.push(literal.value === null ? "null" : typeof literal.value);
  }
  if (types.length !== options.length) return undefined;
  if (options.some((option) => option.literal!.kind === "bigint")) {
    throw new ChainError("zod-to-json-schema cannot write this schema as JSON: a bigint literal is a BigInt, which JSON cannot carry", model.node);
  }
  const unique = types.filter((type, index) => types.indexOf(type) === index);
  const values: JsonValue[] = [];
  for (const option of options) {
    const value = (option.literal as { value: string | number | boolean | null }).value;
    if (!values.includes(value)) values.push(value);
  }
  return fresh(emitter, model, [["type", unique.length > 1 ? unique : unique[0]], ["enum", values]]);
}

function isAllOfSchema(schema: JsonObject): boolean {
  if ("type" in schema && schema.type === "string") return false;
  return "allOf" in schema;
}

/** zod-to-json-schema's `parseIntersectionDef`: members' `allOf` are flattened and `additionalProperties: false` dropped. */
export const parseIntersection: Parser = (model, emitter, refs, place) => {
  const parts = [
    emitter.child(model.left!, refs, place, ["allOf", "0"]),
    emitter.child(model.right!, refs, place, ["allOf", "1"]),
  ].filter((part): part is JsonObject => part !== undefined);
  const merged: JsonValue[] = [];
  // jsonSchema2019-09 closes the intersection with `unevaluatedProperties: false` when every member was closed.
  let closed = emitter.target === "jsonSchema2019-09";
  for (const schema of parts) {
    if (isAllOfSchema(schema)) {
      merged.push(...(schema.allOf as JsonValue[]));
      if (schema.unevaluatedProperties === undefined) closed = false;
    } else if ("additionalProperties" in schema && schema.additionalProperties === false) {
      const { additionalProperties: _dropped, ...rest } = schema;
      emitter.adopt(schema, rest, ["additionalProperties"]);
      merged.push(rest);
    } else {
      closed = false;
      merged.push(schema);
    }
  }
  if (merged.length === 0) return undefined;
  return fresh(emitter, model, [["allOf", merged], ...(closed ? [["unevaluatedProperties", false] as [string, JsonValue]] : [])]);
};
