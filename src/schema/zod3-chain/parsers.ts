import type { JsonObject, JsonValue } from "../types.js";
import { ChainError } from "../zod-chain/ir.js";
import { nativeEnumValues, type TypeName, type Z3Model } from "./ir.js";
import { fresh, isBarePrimitive, primitiveType, type Parser } from "./kit.js";
import { isOptional, optionalityNode } from "./optionality.js";
import { parseNumber, parseString } from "./strings.js";
import { parseIntersection, parseUnion } from "./unions.js";

function unrepresentable(model: Z3Model, message: string): never {
  throw new ChainError(`zod-to-json-schema cannot write this schema as JSON: ${message}`, model.node);
}

/**
 * One parser per zod 3 type, written as zod-to-json-schema's parsers write it for the default
 * options. A parser returns `undefined` where zod-to-json-schema writes nothing (functions, void,
 * symbols): the object parser then drops the property, and the root becomes `{}`.
 */
const passThrough: Parser = (model, emitter, refs, place) => emitter.same(model.inner!, refs, place);

const arrayParser: Parser = (model, emitter, refs, place) => {
  const res = fresh(emitter, model, [["type", "array"]]);
  const element = model.inner!.target();
  // zod-to-json-schema leaves `items` out for `z.any()` elements (described or not).
  if (element.typeName !== "ZodAny") {
    const items = emitter.child(model.inner!, refs, place, ["items"]);
    if (items) emitter.set(res, "items", items, model.baseNode);
  }
  if (model.minLength) emitter.set(res, "minItems", model.minLength.value, model.minLength.node);
  if (model.maxLength) emitter.set(res, "maxItems", model.maxLength.value, model.maxLength.node);
  if (model.exactLength) {
    emitter.set(res, "minItems", model.exactLength.value, model.exactLength.node);
    emitter.set(res, "maxItems", model.exactLength.value, model.exactLength.node);
  }
  return res;
};

const objectParser: Parser = (model, emitter, refs, place) => {
  const res = fresh(emitter, model, [["type", "object"]]);
  const properties: JsonObject = {};
  emitter.set(res, "properties", properties, model.baseNode);
  const required: string[] = [];
  for (const entry of model.shape ?? []) {
    const field = entry.target();
    const optional = isOptional(emitter.ctx, field);
    const path = [...refs.currentPath, "properties", entry.key];
    const parsed = emitter.parseDef(
      field,
      { currentPath: path, propertyPath: path },
      { via: [...place.via, ...entry.via], declaration: entry.declaration },
    );
    if (parsed === undefined) continue;
    Object.defineProperty(properties, entry.key, { value: parsed, enumerable: true, writable: true, configurable: true });
    if (optional) {
      const node = optionalityNode(emitter.ctx, field);
      if (node) emitter.mark(parsed, "?optional", node, true);
    } else {
      required.push(entry.key);
    }
  }
  if (required.length > 0) emitter.set(res, "required", required, model.baseNode);
  const catchall = model.catchall?.target();
  let additional: JsonValue | undefined;
  if (catchall && catchall.typeName !== "ZodNever") additional = emitter.child(model.catchall!, refs, place, ["additionalProperties"]);
  // A stripping object allows other keys under the "strict" strategy (it drops them, so it accepts them).
  else additional = model.unknownKeys === "passthrough" || ((model.unknownKeys ?? "strip") === "strip" && emitter.removeAdditionalStrategy === "strict");
  const additionalNode = catchall && catchall.typeName !== "ZodNever" ? (model.catchallNode ?? model.baseNode) : (model.unknownKeysNode ?? model.baseNode);
  if (additional !== undefined) emitter.set(res, "additionalProperties", additional, additionalNode);
  return res;
};

const tupleParser: Parser = (model, emitter, refs, place) => {
  const items = model.items ?? [];
  const res = fresh(emitter, model, [["type", "array"], ["minItems", items.length]]);
  if (!model.rest) emitter.set(res, "maxItems", items.length, model.baseNode);
  const parsed = items.map((item, index) => emitter.child(item, refs, place, ["items", String(index)]));
  emitter.set(res, "items", parsed.filter((item): item is JsonObject => item !== undefined), model.baseNode);
  if (model.rest) {
    const rest = emitter.child(model.rest, refs, place, ["additionalItems"]);
    if (rest) emitter.set(res, "additionalItems", rest, model.node);
  }
  return res;
};

const recordParser: Parser = (model, emitter, refs, place) => {
  const res = fresh(emitter, model, [["type", "object"]]);
  const value = emitter.child(model.valueType!, refs, place, ["additionalProperties"]);
  emitter.set(res, "additionalProperties", value ?? true, model.baseNode);
  const keyType = model.keyType!.target();
  let propertyNames: JsonObject | undefined;
  if (keyType.typeName === "ZodString" && (keyType.checks ?? []).length > 0) {
    propertyNames = withoutType(parseString(keyType, emitter));
  } else if (keyType.typeName === "ZodEnum") {
    propertyNames = { enum: [...(keyType.values ?? [])] };
  } else if (keyType.typeName === "ZodBranded") {
    const branded = keyType.inner!.target();
    if (branded.typeName === "ZodString" && (branded.checks ?? []).length > 0) {
      propertyNames = withoutType(emitter.same(keyType.inner!, refs, place) ?? {});
    }
  }
  if (propertyNames) emitter.set(res, "propertyNames", propertyNames, model.keyType!.target().node);
  return res;
};

function withoutType(json: JsonObject): JsonObject {
  const { type: _type, ...rest } = json;
  return rest;
}

const literalParser: Parser = (model, emitter) => {
  const literal = model.literal!;
  if (literal.kind === "bigint") unrepresentable(model, `the bigint literal ${literal.text} is a BigInt, which JSON cannot carry`);
  if (literal.kind !== "primitive" || literal.value === null) {
    return fresh(emitter, model, [["type", literal.kind === "array" ? "array" : "object"]]);
  }
  return fresh(emitter, model, [["type", typeof literal.value], ["const", literal.value]]);
};

const nativeEnumParser: Parser = (model, emitter) => {
  const values = nativeEnumValues(model.entries ?? []);
  const types = [...new Set(values.map((value) => typeof value))];
  const type: JsonValue = types.length === 1 ? (types[0] === "string" ? "string" : "number") : ["string", "number"];
  return fresh(emitter, model, [["type", type], ["enum", values]]);
};

const nullableParser: Parser = (model, emitter, refs, place) => {
  const inner = model.inner!.target();
  if (isBarePrimitive(inner)) return fresh(emitter, model, [["type", [primitiveType(inner), "null"]]]);
  const base = emitter.child(model.inner!, refs, place, ["anyOf", "0"]);
  return base && fresh(emitter, model, [["anyOf", [base, { type: "null" }]]]);
};

const optionalParser: Parser = (model, emitter, refs, place) => {
  if (refs.propertyPath !== undefined && String(refs.currentPath) === String(refs.propertyPath)) return emitter.same(model.inner!, refs, place);
  const inner = emitter.child(model.inner!, refs, place, ["anyOf", "1"]);
  return inner ? fresh(emitter, model, [["anyOf", [{ not: {} }, inner]]]) : fresh(emitter, model);
};

const defaultParser: Parser = (model, emitter, refs, place) => {
  const inner = emitter.same(model.inner!, refs, place) ?? {};
  const res: JsonObject = { ...inner };
  emitter.copyMarks(inner, res);
  emitter.set(res, "default", model.defaultValue ?? null, model.defaultNode ?? model.node);
  return res;
};

const mapParser: Parser = (model, emitter, refs, place) => {
  const keys = emitter.child(model.keyType!, refs, place, ["items", "items", "0"]) ?? {};
  const values = emitter.child(model.valueType!, refs, place, ["items", "items", "1"]) ?? {};
  return fresh(emitter, model, [
    ["type", "array"],
    ["maxItems", 125],
    ["items", { type: "array", items: [keys, values], minItems: 2, maxItems: 2 }],
  ]);
};

const setParser: Parser = (model, emitter, refs, place) => {
  const items = emitter.child(model.valueType!, refs, place, ["items"]);
  const res = fresh(emitter, model, [["type", "array"], ["uniqueItems", true]]);
  if (items) emitter.set(res, "items", items, model.baseNode);
  if (model.minLength) emitter.set(res, "minItems", model.minLength.value, model.minLength.node);
  if (model.maxLength) emitter.set(res, "maxItems", model.maxLength.value, model.maxLength.node);
  return res;
};

const pipelineParser: Parser = (model, emitter, refs, place) => {
  const a = emitter.child(model.pipeIn!, refs, place, ["allOf", "0"]);
  const b = emitter.child(model.pipeOut!, refs, place, ["allOf", a ? "1" : "0"]);
  return fresh(emitter, model, [["allOf", [a, b].filter((part): part is JsonObject => part !== undefined)]]);
};

const bigintParser: Parser = (model, emitter) => {
  if ((model.checks ?? []).length > 0) {
    unrepresentable(model, "zod-to-json-schema writes bigint bounds as BigInt values, which JSON cannot carry");
  }
  return fresh(emitter, model, [["type", "integer"], ["format", "int64"]]);
};

const nothing: Parser = () => undefined;
const notAnything: Parser = (model, emitter) => fresh(emitter, model, [["not", {}]]);
const anything: Parser = (model, emitter) => fresh(emitter, model);

export const PARSERS: Record<TypeName, Parser> = {
  ZodString: (model, emitter) => {
    const json = parseString(model, emitter);
    emitter.mark(json, "?schema", model.baseNode);
    return json;
  },
  ZodNumber: (model, emitter) => {
    const json = parseNumber(model, emitter);
    emitter.mark(json, "?schema", model.baseNode);
    return json;
  },
  ZodNaN: notAnything,
  ZodBigInt: bigintParser,
  ZodBoolean: (model, emitter) => fresh(emitter, model, [["type", "boolean"]]),
  ZodDate: (model, emitter) => fresh(emitter, model, [["type", "string"], ["format", "date-time"]]),
  ZodSymbol: nothing,
  ZodUndefined: notAnything,
  ZodNull: (model, emitter) => fresh(emitter, model, [["type", "null"]]),
  ZodAny: anything,
  ZodUnknown: anything,
  ZodNever: notAnything,
  ZodVoid: nothing,
  ZodArray: arrayParser,
  ZodObject: objectParser,
  ZodUnion: parseUnion,
  ZodDiscriminatedUnion: parseUnion,
  ZodIntersection: parseIntersection,
  ZodTuple: tupleParser,
  ZodRecord: recordParser,
  ZodMap: mapParser,
  ZodSet: setParser,
  ZodFunction: nothing,
  ZodLazy: passThrough,
  ZodLiteral: literalParser,
  ZodEnum: (model, emitter) => fresh(emitter, model, [["type", "string"], ["enum", [...(model.values ?? [])]]]),
  ZodEffects: passThrough,
  ZodNativeEnum: nativeEnumParser,
  ZodOptional: optionalParser,
  ZodNullable: nullableParser,
  ZodDefault: defaultParser,
  ZodCatch: passThrough,
  ZodPromise: passThrough,
  ZodBranded: passThrough,
  ZodPipeline: pipelineParser,
  ZodReadonly: passThrough,
};
