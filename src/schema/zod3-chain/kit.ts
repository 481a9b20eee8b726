import type { JsonObject, JsonValue } from "../types.js";
import type { Place, Refs, Zod3Emitter } from "./emit.js";
import type { TypeName, Z3Model } from "./ir.js";

export type Parser = (model: Z3Model, emitter: Zod3Emitter, refs: Refs, place: Place) => JsonObject | undefined;

/** A new schema object written by `model`'s own parser: `?schema` points at the builder call. */
export function fresh(emitter: Zod3Emitter, model: Z3Model, entries: [string, JsonValue][] = []): JsonObject {
  const json: JsonObject = {};
  emitter.mark(json, "?schema", model.baseNode);
  for (const [key, value] of entries) emitter.set(json, key, value, model.baseNode);
  return json;
}

/** The types zod-to-json-schema collapses into `type` arrays (unions, nullables) when they have no checks. */
const PRIMITIVE_TYPES: Partial<Record<TypeName, string>> = {
  ZodString: "string", ZodNumber: "number", ZodBigInt: "integer", ZodBoolean: "boolean", ZodNull: "null",
};

export function isBarePrimitive(model: Z3Model): boolean {
  return PRIMITIVE_TYPES[model.typeName] !== undefined && (model.checks ?? []).length === 0;
}

export function primitiveType(model: Z3Model): string {
  return PRIMITIVE_TYPES[model.typeName]!;
}

