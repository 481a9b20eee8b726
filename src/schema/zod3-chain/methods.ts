import type ts from "typescript";
import { describeNode } from "../shared/static-follow.js";
import { ChainError } from "../zod-chain/ir.js";
import { bigintCheck, dateCheck, numberCheck, stringCheck } from "./checks.js";
import { createParams } from "./factories.js";
import type { Fields, Zod3Interpreter } from "./interpret.js";
import { edgeTo, modelEdge, type Limit, type Reached, type TypeName, type Z3Check, type Z3Model } from "./ir.js";
import { objectMethod } from "./objects.js";

/**
 * `<schema>.<name>(…)`: zod 3's instance methods. Each returns a new instance. Wrappers made with
 * `ZodX.create(this, this._def)` or `processCreateParams(this._def)` carry the receiver's
 * description over (optional, nullable, or, and, promise, transform, default, catch, brand);
 * `.array()`, `.pipe()`, `.readonly()` and refinements do not.
 */
export function callMethod(interp: Zod3Interpreter, receiver: Reached, name: string, call: ts.CallExpression): Z3Model {
  const model = receiver.model;
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const carried: Fields = model.description ? { description: model.description } : {};
  const wrap = (typeName: TypeName, fields: Fields = {}) => interp.make(typeName, call, { inner: edgeTo(receiver), ...fields });

  switch (name) {
    case "optional":
      return wrap("ZodOptional", carried);
    case "nullable":
      return wrap("ZodNullable", carried);
    case "nullish": {
      const nullable = wrap("ZodNullable", carried);
      return interp.make("ZodOptional", call, { inner: modelEdge(nullable), ...carried });
    }
    case "array":
      return wrap("ZodArray");
    case "promise":
      return wrap("ZodPromise", carried);
    case "or":
      return interp.make("ZodUnion", call, { options: [edgeTo(receiver), interp.edge(arg(0, "the other schema"))], ...carried });
    case "and":
      return interp.make("ZodIntersection", call, { left: edgeTo(receiver), right: interp.edge(arg(0, "the other schema")), ...carried });
    case "transform":
      return wrap("ZodEffects", { effect: { type: "transform", fn: arg(0, "the transform") }, ...carried });
    case "refine":
    case "refinement":
      return wrap("ZodEffects", { effect: { type: "refinement", fn: arg(0, "the check") } });
    case "superRefine":
      return wrap("ZodEffects", { effect: { type: "refinement", fn: arg(0, "the refinement"), ignoresResult: true } });
    case "default":
      return wrap("ZodDefault", { defaultValue: interp.args.producedValue(arg(0, "the default value"), "the .default() value"), defaultNode: call, ...carried });
    case "catch":
      return wrap("ZodCatch", { catchValue: staticOrUndefined(interp, arg(0, "the catch value")), ...carried });
    case "brand":
      return interp.make("ZodBranded", call, { inner: edgeTo(receiver), ...carried });
    case "describe": {
      const written = arg(0, "the description");
      const text = interp.args.tryString(written, "the .describe() text");
      if (typeof text === "string") return interp.clone(model, call, { description: { text, node: call } });
      // Built at run time: the rest of the schema is still known, so it is read without this description.
      interp.gaps.push(`the description ${describeNode(written)} is built at run time (${text.reason}), so it is left out`);
      return interp.clone(model, call, { description: undefined });
    }
    case "pipe":
      return interp.make("ZodPipeline", call, { pipeIn: edgeTo(receiver), pipeOut: interp.edge(arg(0, "the target schema")) });
    case "readonly":
      return wrap("ZodReadonly");
  }
  const unwrapped = unwrapMethod(model, name, call);
  if (unwrapped) return unwrapped;
  const specific = kindMethod(interp, receiver, name, call);
  if (specific) return specific;
  throw new ChainError(`\`.${name}()\` is not a method of a zod 3 ${model.typeName} that the interpreter knows`, call);
}

/** A `.catch()` value only matters when a pipe reads it; a computed one is kept as unknown. */
function staticOrUndefined(interp: Zod3Interpreter, expr: ts.Expression) {
  try {
    return interp.args.producedValue(expr, "the .catch() value");
  } catch {
    return undefined;
  }
}

const UNWRAPPERS: Record<string, readonly TypeName[]> = {
  unwrap: ["ZodOptional", "ZodNullable", "ZodBranded", "ZodReadonly", "ZodPromise"],
  removeDefault: ["ZodDefault"],
  removeCatch: ["ZodCatch"],
  innerType: ["ZodEffects"],
};

/** Methods returning an instance the receiver wraps: the same instance, not a copy. */
function unwrapMethod(model: Z3Model, name: string, call: ts.CallExpression): Z3Model | undefined {
  if (name === "sourceType" && model.typeName === "ZodEffects") {
    let current = model.inner!.target();
    for (let depth = 0; current.typeName === "ZodEffects" && depth < 100; depth++) current = current.inner!.target();
    return current;
  }
  const owners = UNWRAPPERS[name];
  if (!owners) return undefined;
  if (!owners.includes(model.typeName)) throw new ChainError(`${describeNode(call)}: a zod 3 ${model.typeName} has no .${name}()`, call);
  return model.inner!.target();
}

function kindMethod(interp: Zod3Interpreter, receiver: Reached, name: string, call: ts.CallExpression): Z3Model | undefined {
  const model = receiver.model;
  const withCheck = (check: Z3Check | Z3Check[] | undefined) =>
    check && interp.clone(model, call, { checks: [...(model.checks ?? []), ...(Array.isArray(check) ? check : [check])] });
  switch (model.typeName) {
    case "ZodString":
      return withCheck(stringCheck(interp, name, call));
    case "ZodNumber":
      return withCheck(numberCheck(interp, name, call));
    case "ZodBigInt":
      return withCheck(bigintCheck(name, call));
    case "ZodDate":
      return withCheck(dateCheck(name, call));
    case "ZodArray":
    case "ZodSet":
      return sizedMethod(interp, model, name, call);
    case "ZodObject":
      return objectMethod(interp, receiver, name, call);
    case "ZodTuple":
      return name === "rest" ? interp.clone(model, call, { rest: interp.edge(interp.args.argument(call, 0, "the rest schema")) }) : undefined;
    case "ZodEnum":
      return name === "extract" || name === "exclude" ? enumSubset(interp, model, name, call) : undefined;
    default:
      return undefined;
  }
}

/** `.min()`, `.max()`, `.length()` / `.size()`, `.nonempty()` of arrays and sets: limits in the def, not checks. */
function sizedMethod(interp: Zod3Interpreter, model: Z3Model, name: string, call: ts.CallExpression): Z3Model | undefined {
  const limit = (what: string): Limit => ({ value: interp.args.number(interp.args.argument(call, 0, what), what), node: call });
  const isArray = model.typeName === "ZodArray";
  switch (name) {
    case "min":
      return interp.clone(model, call, { minLength: limit("the minimum") });
    case "max":
      return interp.clone(model, call, { maxLength: limit("the maximum") });
    case "nonempty":
      return interp.clone(model, call, { minLength: { value: 1, node: call } });
    case "length":
      return isArray ? interp.clone(model, call, { exactLength: limit("the length") }) : undefined;
    case "size": {
      if (isArray) return undefined;
      const size = limit("the size");
      return interp.clone(model, call, { minLength: size, maxLength: size });
    }
    default:
      return undefined;
  }
}

/** `.extract(values)` / `.exclude(values)`: a new enum that keeps the description. */
function enumSubset(interp: Zod3Interpreter, model: Z3Model, name: "extract" | "exclude", call: ts.CallExpression): Z3Model {
  const value = interp.args.json(interp.args.argument(call, 0, "the enum values"), "the enum values");
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw new ChainError(`.${name}() needs an array of strings`, call);
  }
  const picked = value as string[];
  const values = name === "extract" ? picked : (model.values ?? []).filter((option) => !picked.includes(option));
  // zod passes `{ ...this._def, ...newDef }` as create params: a second argument's description wins.
  return interp.make("ZodEnum", call, { values, ...(model.description ? { description: model.description } : {}), ...createParams(interp, call, 1) });
}
