// The enums of the TypeBox route: `Type.Enum` of both TypeBox lines (an array, an object of values, or a
// TypeScript enum) and pi-ai's `StringEnum`.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { enumRuntimeObject } from "../shared/object-statics.js";
import { enumDeclarationOf } from "../shared/static-follow.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../types.js";

export type Values = { ok: true; value: JsonValue[] } | StaticFailure;
type Options = { ok: true; value: JsonObject } | StaticFailure;

/** A static array argument (`["a", "b"]`, or a const naming one). */
export function staticArray(ctx: EvalContext, expr: ts.Expression | undefined, at: ts.Node): Values {
  if (!expr) return fail("the builder is called without its values", at);
  const value = evaluateIn(ctx, expr);
  if (!value.ok) return value;
  return Array.isArray(value.value) ? { ok: true, value: value.value } : fail("the values are not an array", expr);
}

/**
 * The values of an enum-like object: each own key that is not a number, in key order. Both lines read
 * a TypeScript enum this way, which drops the reverse mapping (`1: "One"`) a numeric enum adds
 * (typebox 1.4.3 build/type/engine/enum/typescript_enum_to_enum_values.mjs, @sinclair/typebox 0.34.48
 * build/esm/type/enum/enum.mjs).
 */
function enumLikeValues(object: JsonObject): JsonValue[] {
  return Object.keys(object)
    .filter((key) => Number.isNaN(Number(key)))
    .map((key) => object[key]!);
}

/** The argument of `Type.Enum`, as the object or array it is at run time. */
function enumArgument(ctx: EvalContext, expr: ts.Expression | undefined, at: ts.Node): { ok: true; value: JsonValue } | StaticFailure {
  if (!expr) return fail("Type.Enum() is called without its values", at);
  const declaration = enumDeclarationOf(ctx.checker, expr);
  return declaration ? enumRuntimeObject(ctx.checker, declaration, expr) : evaluateIn(ctx, expr);
}

/** typebox 1.x `Type.Enum(["a", "b"])` or `Type.Enum(SomeEnum)`: `{ enum, ...options }`, values kept as given. */
export function enumOf(ctx: EvalContext, call: ts.CallExpression, first: ts.Expression | undefined, options: Options): { ok: true; schema: JsonObject } | StaticFailure {
  const argument = enumArgument(ctx, first, call);
  if (!argument.ok) return argument;
  if (!options.ok) return options;
  const values = Array.isArray(argument.value) ? argument.value : isJsonObject(argument.value) ? enumLikeValues(argument.value) : undefined;
  return values ? { ok: true, schema: { enum: values, ...options.value } } : fail("Type.Enum() is given something other than an array or an enum", first!);
}

/**
 * 0.34 `Type.Enum(SomeEnum)` / `Type.Enum({ A: "a" })`: a `Type.Union` of one `Type.Literal` per distinct
 * value, so one value is that literal alone and none is `{ not: {} }` (@sinclair/typebox 0.34.48
 * build/esm/type/enum/enum.mjs, union/union.mjs).
 */
export function legacyEnumMembers(ctx: EvalContext, call: ts.CallExpression, first: ts.Expression | undefined): { ok: true; members: JsonObject[] } | StaticFailure {
  const argument = enumArgument(ctx, first, call);
  if (!argument.ok) return argument;
  if (!isJsonObject(argument.value)) return fail("Type.Enum() of @sinclair/typebox is read only with an object of values or an enum", first!);
  const members: JsonObject[] = [];
  for (const value of new Set(enumLikeValues(argument.value))) {
    if (typeof value !== "string" && typeof value !== "number") return fail("Type.Enum() of @sinclair/typebox is read only with string and number values", first!);
    members.push({ const: value, type: typeof value });
  }
  return { ok: true, members };
}

/**
 * pi-ai's `StringEnum(values, { description, default })`: `Type.Unsafe({ type: "string", enum, description?, default? })`,
 * with only those two options, each kept when truthy (@mariozechner/pi-ai 0.73.1 dist/utils/typebox-helpers.js).
 */
export function stringEnum(values: Values, options: Options): { ok: true; schema: JsonObject } | StaticFailure {
  if (!values.ok) return values;
  if (!options.ok) return options;
  const { description, default: fallback } = options.value;
  return { ok: true, schema: { type: "string", enum: values.value, ...(description ? { description } : {}), ...(fallback ? { default: fallback } : {}) } };
}
