import type ts from "typescript";
import type { JsonObject, JsonValue } from "../types.js";
import { setKey } from "../zod-type/fold.js";
import { aggregateChecks, crossedStringBounds } from "./aggregate.js";
import { jsonFormatName } from "./formats.js";
import { ChainError, UnrepresentableError, type Edge, type LiteralValue, type ZodModel } from "./ir.js";
import { enumValues, inputOptin, optinOf, valuesOf } from "./semantics.js";
import type { ZodBehaviour } from "./versions.js";

/**
 * One writer per zod kind, writing keywords in the order zod 4.6's processors write them for a
 * target that is none of its named drafts (`openai-strict`) and `io: "input"`.
 */
export interface ProcessParams {
  readonly schemaPath: readonly ZodModel[];
}

/**
 * The `target` a framework asks zod's converter for: a named draft (`$schema`, `propertyNames` on
 * records, `type` beside each string pattern in draft-07, `$defs` and `prefixItems` in 2020-12) or any
 * other name (`jsonSchema.input({ target: "openai-strict" })`), which gets none of those.
 */
export type ZodJsonTarget = "draft-07" | "draft-2020-12" | "other";

export interface EmitContext {
  readonly target: ZodJsonTarget;
  /** The zod release written for: what differs between releases is asked here (`versions.ts`). */
  readonly zod: ZodBehaviour;
  process(model: ZodModel, params: ProcessParams): JsonObject;
  /** Inherit the keywords of `target` (zod's `seen.ref`). */
  setRef(model: ZodModel, target: ZodModel): void;
  /** Which call wrote a keyword of `model`, for the source map. */
  mark(model: ZodModel, keyword: string, node: ts.Node): void;
  readonly intersections: JsonValue[][];
}

type Processor = (model: ZodModel, ctx: EmitContext, json: JsonObject, params: ProcessParams) => void;

function unrepresentable(model: ZodModel, message: string): never {
  throw new UnrepresentableError(message, model.node);
}

const child = (edge: Edge | undefined): ZodModel => edge!.target();

const stringProcessor: Processor = (model, ctx, json) => {
  const crossed = crossedStringBounds(model, ctx.zod);
  if (crossed) {
    throw new ChainError(
      `zod ${ctx.zod.version ?? ""} throws while building this string: its length bounds cross (minimum ${crossed.minimum} above maximum ${crossed.maximum}), which makes an invalid regular expression before zod 4.6`,
      crossed.node,
    );
  }
  json.type = "string";
  ctx.mark(model, "type", model.baseNode);
  const agg = aggregateChecks(model, ctx.zod);
  if (agg.minimum) {
    json.minLength = agg.minimum.value;
    ctx.mark(model, "minLength", agg.minimum.node);
  }
  if (agg.maximum) {
    json.maxLength = agg.maximum.value;
    ctx.mark(model, "maxLength", agg.maximum.node);
  }
  if (agg.format) {
    const format = jsonFormatName(agg.format.value);
    if (format !== "" && agg.format.value !== "time" && !agg.laxFormat) {
      json.format = format;
      ctx.mark(model, "format", agg.format.node);
    }
  }
  if (agg.contentEncoding) {
    json.contentEncoding = agg.contentEncoding.value;
    ctx.mark(model, "contentEncoding", agg.contentEncoding.node);
  }
  const patterns = agg.patterns ?? [];
  if (patterns.length === 1) {
    json.pattern = patterns[0].pattern.source;
    ctx.mark(model, "pattern", patterns[0].node);
  } else if (patterns.length > 1) {
    // draft-07 repeats the type in each member (zod's own choice for the older drafts).
    json.allOf = patterns.map(({ pattern }): JsonObject => (ctx.target === "draft-07" ? { type: "string", pattern: pattern.source } : { pattern: pattern.source }));
    ctx.mark(model, "allOf", patterns[0].node);
  }
};

const numberProcessor: Processor = (model, ctx, json) => {
  const agg = aggregateChecks(model, ctx.zod);
  json.type = agg.isInt ? "integer" : "number";
  ctx.mark(model, "type", agg.isInt ?? model.baseNode);
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = agg;
  if (exclusiveMinimum && exclusiveMinimum.value >= (minimum?.value ?? Number.NEGATIVE_INFINITY)) {
    json.exclusiveMinimum = exclusiveMinimum.value;
    ctx.mark(model, "exclusiveMinimum", exclusiveMinimum.node);
  } else if (minimum) {
    json.minimum = minimum.value;
    ctx.mark(model, "minimum", minimum.node);
  }
  if (exclusiveMaximum && exclusiveMaximum.value <= (maximum?.value ?? Number.POSITIVE_INFINITY)) {
    json.exclusiveMaximum = exclusiveMaximum.value;
    ctx.mark(model, "exclusiveMaximum", exclusiveMaximum.node);
  } else if (maximum) {
    json.maximum = maximum.value;
    ctx.mark(model, "maximum", maximum.node);
  }
  if (agg.multipleOf) {
    const divisors: { value: number; node: ts.Node }[] = [];
    for (const divisor of agg.multipleOf) {
      if (!ctx.zod.has("multiple-of-checked")) {
        // Before 4.5 the divisor was written as given, zero and sign included.
        divisors.push({ value: divisor.value, node: divisor.node });
        continue;
      }
      if (!Number.isFinite(divisor.value) || divisor.value === 0) {
        unrepresentable(model, `A multipleOf divisor of ${divisor.value} cannot be represented in JSON Schema`);
      }
      const value = Math.abs(divisor.value);
      if (!divisors.some((seen) => seen.value === value)) divisors.push({ value, node: divisor.node });
    }
    const [first, ...rest] = divisors;
    if (first) {
      json.multipleOf = first.value;
      ctx.mark(model, "multipleOf", first.node);
    }
    if (rest.length > 0) {
      const existing = Array.isArray(json.allOf) ? json.allOf : [];
      json.allOf = [...existing, ...rest.map((divisor) => ({ multipleOf: divisor.value }))];
      ctx.mark(model, "allOf", rest[0].node);
    }
  }
};

const simple =
  (type: string | undefined): Processor =>
  (model, ctx, json) => {
    if (type === undefined) return;
    json.type = type;
    ctx.mark(model, "type", model.baseNode);
  };

const throwing =
  (message: string): Processor =>
  (model) =>
    unrepresentable(model, message);

const enumProcessor: Processor = (model, ctx, json) => {
  const values = enumValues(model);
  ctx.mark(model, "enum", model.baseNode);
  ctx.mark(model, "type", model.baseNode);
  ctx.mark(model, "not", model.baseNode);
  if (values.length === 0 && ctx.zod.has("empty-values-not")) {
    json.not = {};
    return;
  }
  if (values.every((value) => typeof value === "number")) json.type = "number";
  if (values.every((value) => typeof value === "string")) json.type = "string";
  json.enum = values;
};

function isUndefinedLiteral(value: LiteralValue): boolean {
  return typeof value === "object" && value !== null && "undefined" in value;
}

const literalProcessor: Processor = (model, ctx, json) => {
  const values = model.literalValues ?? [];
  for (const key of ["type", "const", "enum", "not"]) ctx.mark(model, key, model.baseNode);
  if (values.length === 0) {
    json.not = {};
    return;
  }
  const plain: (string | number | boolean | null)[] = [];
  for (const value of values) {
    if (isUndefinedLiteral(value)) unrepresentable(model, "Literal `undefined` cannot be represented in JSON Schema");
    if (typeof value === "object" && value !== null) unrepresentable(model, "BigInt literals cannot be represented in JSON Schema");
    plain.push(value as string | number | boolean | null);
  }
  if (plain.length === 1) {
    const value = plain[0];
    json.type = value === null ? "null" : typeof value;
    json.const = value;
    return;
  }
  if (plain.every((v) => typeof v === "number")) json.type = "number";
  if (plain.every((v) => typeof v === "string")) json.type = "string";
  if (plain.every((v) => typeof v === "boolean")) json.type = "boolean";
  if (plain.every((v) => v === null)) json.type = "null";
  json.enum = plain;
};

const fileProcessor: Processor = (model, ctx, json) => {
  json.type = "string";
  json.format = "binary";
  json.contentEncoding = "binary";
  const agg = aggregateChecks(model, ctx.zod);
  if (agg.minimum) json.minLength = agg.minimum.value;
  if (agg.maximum) json.maxLength = agg.maximum.value;
  if (!agg.mime) return;
  if (agg.mime.length === 0) json.not = {};
  else if (agg.mime.length === 1) json.contentMediaType = agg.mime[0];
  else json.anyOf = agg.mime.map((m) => ({ contentMediaType: m }));
};

const arrayProcessor: Processor = (model, ctx, json, params) => {
  const agg = aggregateChecks(model, ctx.zod);
  if (agg.minimum) {
    json.minItems = agg.minimum.value;
    ctx.mark(model, "minItems", agg.minimum.node);
  }
  if (agg.maximum) {
    json.maxItems = agg.maximum.value;
    ctx.mark(model, "maxItems", agg.maximum.node);
  }
  json.type = "array";
  ctx.mark(model, "type", model.baseNode);
  ctx.mark(model, "items", model.baseNode);
  json.items = ctx.process(child(model.element), params);
};

const objectProcessor: Processor = (model, ctx, json, params) => {
  json.type = "object";
  const properties: JsonObject = {};
  json.properties = properties;
  for (const key of ["type", "properties", "required"]) ctx.mark(model, key, model.baseNode);
  const shape = model.shape ?? [];
  for (const entry of shape) {
    setKey(properties, entry.key, ctx.process(entry.target(), params));
  }
  // Before 4.5 zod asked the plain `optin` (`.catch()` and a transform read as optional in 4.4.3, a
  // transform as required before 4.4.2); from 4.5 the converter's own `inputOptin`.
  const optin = ctx.zod.has("catch-optional-input") ? optinOf : ctx.zod.has("preprocess-required") ? (m: ZodModel) => optinOf(m, 0, true) : inputOptin;
  const required = shape.filter((entry) => optin(entry.target()) === undefined).map((entry) => entry.key);
  if (required.length > 0) json.required = required;
  if (model.catchall) {
    ctx.mark(model, "additionalProperties", model.catchallNode ?? model.baseNode);
    const catchall = child(model.catchall);
    json.additionalProperties = catchall.kind === "never" ? false : ctx.process(catchall, params);
  }
};

const unionProcessor: Processor = (model, ctx, json, params) => {
  const options = (model.options ?? []).map((option) => ctx.process(option.target(), params));
  const keyword = model.exclusive ? "oneOf" : "anyOf";
  json[keyword] = options;
  ctx.mark(model, keyword, model.baseNode);
};

const intersectionProcessor: Processor = (model, ctx, json, params) => {
  const a = ctx.process(child(model.left), params);
  const b = ctx.process(child(model.right), params);
  const simpleAllOf = (side: JsonObject): boolean => "allOf" in side && Object.keys(side).length === 1;
  const allOf: JsonValue[] = [
    ...(simpleAllOf(a) ? (a.allOf as JsonValue[]) : [a]),
    ...(simpleAllOf(b) ? (b.allOf as JsonValue[]) : [b]),
  ];
  json.allOf = allOf;
  ctx.mark(model, "allOf", model.baseNode);
  ctx.intersections.push(allOf);
};

const tupleProcessor: Processor = (model, ctx, json, params) => {
  json.type = "array";
  for (const key of ["type", "items", "additionalItems", "minItems", "maxItems"]) ctx.mark(model, key, model.baseNode);
  const items = model.items ?? [];
  const prefix = items.map((item) => ctx.process(item.target(), params));
  const rest = model.rest ? ctx.process(child(model.rest), params) : null;
  let minItems = items.length;
  while (minItems > 0 && inputOptin(items[minItems - 1].target()) !== undefined) minItems--;
  // Before 4.5 a tuple was left open and unbounded unless its own checks said otherwise.
  const closed = !model.rest && ctx.zod.has("closed-tuples");
  if (ctx.target === "draft-2020-12") {
    ctx.mark(model, "prefixItems", model.baseNode);
    json.prefixItems = prefix;
    if (closed) json.items = false;
    else if (rest) json.items = rest;
  } else {
    json.items = prefix;
    if (closed) json.additionalItems = false;
    else if (rest) json.additionalItems = rest;
  }
  if (ctx.zod.has("closed-tuples")) {
    if (minItems > 0) json.minItems = minItems;
    if (closed) json.maxItems = items.length;
  }
  const agg = aggregateChecks(model, ctx.zod);
  if (agg.minimum) {
    json.minItems = agg.minimum.value;
    ctx.mark(model, "minItems", agg.minimum.node);
  }
  if (agg.maximum) {
    json.maxItems = agg.maximum.value;
    ctx.mark(model, "maxItems", agg.maximum.node);
  }
};

const recordProcessor: Processor = (model, ctx, json, params) => {
  json.type = "object";
  for (const key of ["type", "additionalProperties", "patternProperties", "required"]) ctx.mark(model, key, model.baseNode);
  const keyType = child(model.keyType);
  const patterns = aggregateChecks(keyType, ctx.zod).patterns ?? [];
  if (model.recordMode === "loose" && patterns.length > 0) {
    const value = ctx.process(child(model.valueType), params);
    const patternProperties: JsonObject = {};
    for (const { pattern } of patterns) {
      setKey(patternProperties, pattern.source, value);
    }
    json.patternProperties = patternProperties;
  } else {
    if (ctx.target !== "other") {
      // A numeric key is re-expressed as a string by zod after conversion (`rewriteKeyNames`): not modelled.
      if (numericKey(keyType)) throw new ChainError(`a record with numeric keys is converted for ${ctx.target} in a way the interpreter does not model`, model.node);
      json.propertyNames = ctx.process(keyType, params);
      ctx.mark(model, "propertyNames", model.baseNode);
    }
    json.additionalProperties = ctx.process(child(model.valueType), params);
  }
  const keyValues = valuesOf(keyType);
  const omittable = ctx.zod.has("record-optional-values") && inputOptin(child(model.valueType)) !== undefined;
  if (keyValues && !model.partial && !omittable) {
    const valid = keyValues.filter((v): v is string | number => typeof v === "string" || typeof v === "number");
    if (valid.length > 0) json.required = ctx.zod.has("record-required-strings") ? valid.map(String) : valid;
  }
};

/** A key schema that could admit a number (zod rewrites those keys after conversion). */
function numericKey(key: ZodModel, depth = 0): boolean {
  if (depth > 50) return true;
  if (key.kind === "string") return false;
  if (key.kind === "enum" || key.kind === "literal") {
    const values = valuesOf(key);
    return values === undefined || values.some((value) => typeof value !== "string");
  }
  if (key.kind === "union") return (key.options ?? []).some((option) => numericKey(option.target(), depth + 1));
  return true;
}

const nullableProcessor: Processor = (model, ctx, json, params) => {
  const inner = ctx.process(child(model.inner), params);
  json.anyOf = [inner, { type: "null" }];
  ctx.mark(model, "anyOf", model.baseNode);
  // zod compacts `anyOf` of bare types into a `type` array; the nullable wrote it.
  ctx.mark(model, "type", model.baseNode);
};

const inheriting: Processor = (model, ctx, _json, params) => {
  const inner = child(model.inner);
  ctx.process(inner, params);
  ctx.setRef(model, inner);
};

const defaultProcessor: Processor = (model, ctx, json, params) => {
  inheriting(model, ctx, json, params);
  if (model.defaultUnknown) return;
  json.default = model.defaultValue ?? null;
  ctx.mark(model, "default", model.baseNode);
};

const prefaultProcessor: Processor = (model, ctx, json, params) => {
  inheriting(model, ctx, json, params);
  if (model.defaultUnknown) return;
  json._prefault = model.defaultValue ?? null;
  ctx.mark(model, "default", model.baseNode);
};

const pipeProcessor: Processor = (model, ctx, _json, params) => {
  const input = child(model.pipeIn);
  const chosen = input.kind === "transform" ? child(model.pipeOut) : input;
  ctx.process(chosen, params);
  ctx.setRef(model, chosen);
};

const readonlyProcessor: Processor = (model, ctx, json, params) => {
  inheriting(model, ctx, json, params);
  json.readOnly = true;
  ctx.mark(model, "readOnly", model.baseNode);
};

export const PROCESSORS: Record<ZodModel["kind"], Processor> = {
  string: stringProcessor,
  number: numberProcessor,
  boolean: simple("boolean"),
  bigint: throwing("BigInt cannot be represented in JSON Schema"),
  symbol: throwing("Symbols cannot be represented in JSON Schema"),
  null: simple("null"),
  undefined: throwing("Undefined cannot be represented in JSON Schema"),
  void: throwing("Void cannot be represented in JSON Schema"),
  never: (model, ctx, json) => {
    json.not = {};
    ctx.mark(model, "not", model.baseNode);
  },
  any: simple(undefined),
  unknown: simple(undefined),
  date: throwing("Date cannot be represented in JSON Schema"),
  enum: enumProcessor,
  literal: literalProcessor,
  nan: throwing("NaN cannot be represented in JSON Schema"),
  file: fileProcessor,
  success: simple("boolean"),
  custom: throwing("Custom types cannot be represented in JSON Schema"),
  function: throwing("Function types cannot be represented in JSON Schema"),
  transform: throwing("Transforms cannot be represented in JSON Schema"),
  map: throwing("Map cannot be represented in JSON Schema"),
  set: throwing("Set cannot be represented in JSON Schema"),
  array: arrayProcessor,
  object: objectProcessor,
  union: unionProcessor,
  intersection: intersectionProcessor,
  tuple: tupleProcessor,
  record: recordProcessor,
  nullable: nullableProcessor,
  nonoptional: inheriting,
  default: defaultProcessor,
  prefault: prefaultProcessor,
  catch: defaultProcessor,
  pipe: pipeProcessor,
  readonly: readonlyProcessor,
  promise: inheriting,
  optional: inheriting,
  lazy: inheriting,
};
