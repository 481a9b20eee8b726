import ts from "../../util/typescript.cjs";
import { evaluateIn, kindOf, type EvalContext } from "../shared/static-eval.js";
import { describeNode } from "../shared/static-follow.js";
import type { JsonValue } from "../types.js";
import { SealChainError, type SealBuilt, type SealKind } from "./model.js";
import type { SealMethodCall } from "./recognize.js";

const NUMERIC: readonly SealKind[] = ["number", "integer"];
const SCALAR_VALUED: readonly SealKind[] = ["string", "number", "integer", "scalar", "enum"];

/** Applies one method of the chain to `built`, or explains why its effect cannot be known. */
export function applyMethod(ctx: EvalContext, built: SealBuilt, method: SealMethodCall): void {
  const { name, call } = method;
  switch (name) {
    case "optional": // Seal fields are optional by default; the method returns `this` unchanged.
      return;
    case "required":
      built.requiredCall = call;
      return;
    case "nullable":
      built.nullable = true;
      built.nullableCall = call;
      return;
    case "notNullable":
      built.nullable = false;
      built.nullableCall = undefined;
      return;
    case "describe":
      built.description = stringArg(ctx, call, 0);
      built.describeCall = call;
      return;
    case "default": {
      const arg = call.arguments[0];
      if (!arg) throw new SealChainError("`.default()` needs a value", call);
      built.defaultValue = { value: staticArg(ctx, arg) };
      return;
    }
  }
  if (built.kind === "string" && applyStringMethod(ctx, built, method)) return;
  if (NUMERIC.includes(built.kind) && applyNumberMethod(ctx, built, method)) return;
  if (built.kind === "array" && applyLengthMethod(ctx, built, method, "minItems", "maxItems")) return;
  if (built.kind === "object" && (name === "allowUnknown" || name === "stripUnknown")) {
    built.closed = name === "allowUnknown" && call.arguments.length > 0 ? !booleanArg(ctx, call, 0) : false;
    return;
  }
  if (SCALAR_VALUED.includes(built.kind) && (name === "enum" || name === "in" || name === "oneOf")) {
    built.allowed = enumValues(ctx, call);
    return;
  }
  throw new SealChainError(
    `\`.${name}()\` on a Seal ${built.kind} schema is not interpreted statically, so the schema sent cannot be known exactly`,
    call,
  );
}

function applyStringMethod(ctx: EvalContext, built: SealBuilt, method: SealMethodCall): boolean {
  if (method.name === "email") {
    built.format = "email";
    return true;
  }
  const aliases: Record<string, string> = { min: "minLength", max: "maxLength" };
  return applyLengthMethod(ctx, built, { ...method, name: aliases[method.name] ?? method.name }, "minLength", "maxLength");
}

function applyLengthMethod(ctx: EvalContext, built: SealBuilt, method: SealMethodCall, low: string, high: string): boolean {
  const { name, call } = method;
  if (name === "minLength") built.bounds[low] = numberArg(ctx, call, 0);
  else if (name === "maxLength") built.bounds[high] = numberArg(ctx, call, 0);
  else if (name === "length") {
    const exact = numberArg(ctx, call, 0);
    built.bounds[low] = exact;
    built.bounds[high] = exact;
  }
  else if (name === "between" || name === "lengthBetween") {
    built.bounds[low] = numberArg(ctx, call, 0);
    built.bounds[high] = numberArg(ctx, call, 1);
  } else return false;
  return true;
}

function applyNumberMethod(ctx: EvalContext, built: SealBuilt, method: SealMethodCall): boolean {
  const { name, call } = method;
  if (name === "min") built.bounds.minimum = numberArg(ctx, call, 0);
  else if (name === "max") built.bounds.maximum = numberArg(ctx, call, 0);
  else if (name === "between") {
    built.bounds.minimum = numberArg(ctx, call, 0);
    built.bounds.maximum = numberArg(ctx, call, 1);
  } else return false;
  return true;
}

export function staticArg(ctx: EvalContext, arg: ts.Expression): JsonValue {
  const value = evaluateIn(ctx, arg);
  if (!value.ok) throw new SealChainError(value.reason, value.node);
  return value.value;
}

function argAt(call: ts.CallExpression, index: number): ts.Expression {
  const arg = call.arguments[index];
  if (!arg || ts.isSpreadElement(arg)) {
    throw new SealChainError(`${describeNode(call)} needs a static argument at position ${index + 1}`, call);
  }
  return arg;
}

function numberArg(ctx: EvalContext, call: ts.CallExpression, index: number): number {
  const arg = argAt(call, index);
  const value = staticArg(ctx, arg);
  // Seal also accepts a sibling field name here; that comparison is per value, not a schema bound.
  if (typeof value !== "number") throw new SealChainError(`${describeNode(arg)} must be a number, not ${kindOf(value)}`, arg);
  return value;
}

function stringArg(ctx: EvalContext, call: ts.CallExpression, index: number): string {
  const arg = argAt(call, index);
  const value = staticArg(ctx, arg);
  if (typeof value !== "string") throw new SealChainError(`${describeNode(arg)} must be a string, not ${kindOf(value)}`, arg);
  return value;
}

function booleanArg(ctx: EvalContext, call: ts.CallExpression, index: number): boolean {
  const arg = argAt(call, index);
  const value = staticArg(ctx, arg);
  if (typeof value !== "boolean") throw new SealChainError(`${describeNode(arg)} must be a boolean, not ${kindOf(value)}`, arg);
  return value;
}

/** Seal compares with `Object.values(values).includes(value)`: arrays and plain objects both work. */
export function enumValues(ctx: EvalContext, call: ts.CallExpression): JsonValue[] {
  const arg = argAt(call, 0);
  const value = staticArg(ctx, arg);
  if (value === null || typeof value !== "object") {
    throw new SealChainError(`the values ${describeNode(arg)} must be an array or an object, not ${kindOf(value)}`, arg);
  }
  const values = Array.isArray(value) ? value : Object.values(value);
  const unique: JsonValue[] = [];
  for (const item of values) {
    if (item !== null && typeof item === "object") {
      throw new SealChainError(`enum value ${JSON.stringify(item)} in ${describeNode(arg)} is not a scalar; Seal compares by identity`, arg);
    }
    if (!unique.includes(item)) unique.push(item);
  }
  return unique;
}
