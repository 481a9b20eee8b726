import ts from "../../util/typescript.cjs";
import { evaluateIn, type EvalContext } from "../shared/static-eval.js";
import { describeNode, followExpression } from "../shared/static-follow.js";
import type { JsonObject, JsonValue } from "../types.js";
import { returnedExpression } from "../zod-chain/args.js";
import { ChainError } from "../zod-chain/ir.js";
import { checkDiscriminators, type DiscriminatorValue } from "./discriminator.js";
import { nativeEnumValues, type Z3Model } from "./ir.js";
import { runStringChecks } from "./string-values.js";

/**
 * zod-to-json-schema decides whether a property is required by running zod on `undefined`
 * (`schema.isOptional()` is `safeParse(undefined).success`, and an exception counts as optional).
 * This runs the model the same way on `undefined` and on static `.default()` values. A value the
 * interpreter cannot know (what a transform returns) is `Opaque`; a user function it cannot judge
 * makes the outcome `unknown`, which the caller turns into a reason rather than a guess.
 */
class Opaque {
  constructor(readonly what: string, readonly node: ts.Node) {}
}

type Input = JsonValue | undefined | Opaque;
type Outcome =
  | { readonly kind: "ok"; readonly value: Input }
  | { readonly kind: "fail" }
  | { readonly kind: "throws" }
  | { readonly kind: "unknown"; readonly reason: string; readonly node: ts.Node };

const FAIL: Outcome = { kind: "fail" };
const ok = (value: Input): Outcome => ({ kind: "ok", value });
const unknown = (reason: string, node: ts.Node): Outcome => ({ kind: "unknown", reason, node });
const isPlainObject = (value: Input): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Opaque);

/** `schema.isOptional()` as zod-to-json-schema calls it; throws a ChainError when it cannot be known. */
export function isOptional(ctx: EvalContext, model: Z3Model): boolean {
  const outcome = new Runner(ctx).run(model, undefined, 0);
  if (outcome.kind === "unknown") {
    throw new ChainError(
      `zod-to-json-schema decides whether this property is required by parsing \`undefined\` with it, and that depends on ${outcome.reason}, which the interpreter does not run`,
      outcome.node,
    );
  }
  return outcome.kind !== "fail";
}

/** The call that made a property optional (`.optional()`, `.default()`, `.nullish()`, `.partial()`, `z.any()`). */
export function optionalityNode(ctx: EvalContext, model: Z3Model, depth = 0): ts.Node | undefined {
  if (depth > 100) return undefined;
  const next = (inner: Z3Model | undefined) => (inner ? optionalityNode(ctx, inner, depth + 1) : undefined);
  switch (model.typeName) {
    case "ZodNullable":
    case "ZodBranded":
    case "ZodReadonly":
    case "ZodLazy":
    case "ZodEffects":
      return next(model.inner?.target()) ?? model.baseNode;
    case "ZodPipeline":
      return next(model.pipeIn?.target());
    case "ZodIntersection":
      return next(model.left?.target());
    case "ZodUnion":
      for (const option of model.options ?? []) {
        if (new Runner(ctx).run(option.target(), undefined, 0).kind !== "fail") return next(option.target());
      }
      return model.baseNode;
    default:
      return model.baseNode;
  }
}

class Runner {
  constructor(private readonly ctx: EvalContext) {}

  run(model: Z3Model, input: Input, depth: number): Outcome {
    if (depth > 200) return unknown("a schema nested too deeply", model.node);
    if (input instanceof Opaque && !acceptsAnything(model)) return unknown(input.what, input.node);
    const inner = (value: Input = input) => this.run(model.inner!.target(), value, depth + 1);
    switch (model.typeName) {
      case "ZodOptional":
        return input === undefined ? ok(undefined) : inner();
      case "ZodNullable":
        return input === null ? ok(null) : inner();
      case "ZodDefault":
        return inner(input === undefined ? model.defaultValue : input);
      case "ZodCatch": {
        const result = inner();
        if (result.kind === "ok" || result.kind === "throws") return result;
        return ok(model.catchValue ?? new Opaque("the value .catch() computes", model.node));
      }
      case "ZodAny":
      case "ZodUnknown":
        return ok(input);
      case "ZodUndefined":
      case "ZodVoid":
        return input === undefined ? ok(undefined) : FAIL;
      case "ZodNull":
        return input === null ? ok(null) : FAIL;
      case "ZodLazy":
      case "ZodBranded":
      case "ZodReadonly":
        return inner();
      case "ZodString": {
        const text = model.coerce ? String(input) : input;
        if (typeof text !== "string") return FAIL;
        const verdict = runStringChecks(model.checks ?? [], text);
        return verdict.kind === "ok" ? ok(verdict.value) : verdict.kind === "fail" ? FAIL : unknown(verdict.reason, verdict.node);
      }
      case "ZodNumber":
        return this.number(model, model.coerce ? Number(input) : input);
      case "ZodBoolean": {
        const value = model.coerce ? Boolean(input) : input;
        return typeof value === "boolean" ? ok(value) : FAIL;
      }
      case "ZodBigInt":
      case "ZodDate":
        return model.coerce && input !== undefined ? unknown(`coercing ${JSON.stringify(input)}`, model.node) : FAIL;
      case "ZodLiteral": {
        const literal = model.literal!;
        if (literal.kind === "primitive") return input === literal.value ? ok(input) : FAIL;
        return literal.kind === "undefined" && input === undefined ? ok(undefined) : FAIL;
      }
      case "ZodEnum":
        return typeof input === "string" && (model.values ?? []).includes(input) ? ok(input) : FAIL;
      case "ZodNativeEnum":
        return (typeof input === "string" || typeof input === "number") && nativeEnumValues(model.entries ?? []).includes(input) ? ok(input) : FAIL;
      case "ZodArray":
        return this.array(model, input, depth);
      case "ZodObject":
        return this.object(model, input, depth);
      case "ZodTuple":
        return this.tuple(model, input, depth);
      case "ZodRecord":
        return this.record(model, input, depth);
      case "ZodUnion":
        return this.union(model, input, depth);
      case "ZodDiscriminatedUnion": {
        if (!isPlainObject(input)) return FAIL;
        const option = checkDiscriminators(model.discriminator!, model.options ?? [], model.node).get(input[model.discriminator!] as DiscriminatorValue);
        return option ? this.run(option.target(), input, depth + 1) : FAIL;
      }
      case "ZodIntersection":
        return this.intersection(model, input, depth);
      case "ZodEffects":
        return this.effect(model, input, depth);
      case "ZodPipeline": {
        const first = this.run(model.pipeIn!.target(), input, depth + 1);
        return first.kind === "ok" ? this.run(model.pipeOut!.target(), first.value, depth + 1) : first;
      }
      default:
        // never, NaN, symbol, function, promise, map, set: no JSON value or undefined passes
        return FAIL;
    }
  }

  private number(model: Z3Model, value: Input): Outcome {
    if (typeof value !== "number" || Number.isNaN(value)) return FAIL;
    let failed = false;
    for (const check of model.checks ?? []) {
      const bound = check.value ?? 0;
      if (check.kind === "int" && !Number.isInteger(value)) failed = true;
      if (check.kind === "min" && (check.inclusive ? value < bound : value <= bound)) failed = true;
      if (check.kind === "max" && (check.inclusive ? value > bound : value >= bound)) failed = true;
      if (check.kind === "multipleOf" && floatSafeRemainder(value, bound) !== 0) failed = true;
      if (check.kind === "finite" && !Number.isFinite(value)) failed = true;
    }
    return failed ? FAIL : ok(value);
  }

  /** Runs every part; a throw anywhere wins (zod does not stop at the first failure), then a failure, then doubt. */
  private all(outcomes: Outcome[]): Outcome | Input[] {
    const firstUnknown = outcomes.find((outcome) => outcome.kind === "unknown");
    if (outcomes.some((outcome) => outcome.kind === "throws")) return { kind: "throws" };
    if (outcomes.some((outcome) => outcome.kind === "fail")) return FAIL;
    if (firstUnknown) return firstUnknown;
    return outcomes.map((outcome) => (outcome as { value: Input }).value);
  }

  private array(model: Z3Model, input: Input, depth: number): Outcome {
    if (!Array.isArray(input)) return FAIL;
    const length = input.length;
    const tooShort = (model.exactLength && length !== model.exactLength.value) ||
      (model.minLength && length < model.minLength.value) || (model.maxLength && length > model.maxLength.value);
    const results = this.all(input.map((item) => this.run(model.inner!.target(), item, depth + 1)));
    if (!Array.isArray(results)) return results;
    return tooShort ? FAIL : ok(output(results));
  }

  private tuple(model: Z3Model, input: Input, depth: number): Outcome {
    const items = model.items ?? [];
    if (!Array.isArray(input) || input.length < items.length) return FAIL;
    const results = this.all(input.map((item, index) => {
      const schema = index < items.length ? items[index] : model.rest;
      return schema ? this.run(schema.target(), item, depth + 1) : ok(item);
    }));
    if (!Array.isArray(results)) return results;
    return !model.rest && input.length > items.length ? FAIL : ok(output(results.slice(0, model.rest ? undefined : items.length)));
  }

  private object(model: Z3Model, input: Input, depth: number): Outcome {
    if (!isPlainObject(input)) return FAIL;
    const shape = model.shape ?? [];
    const keys = shape.map((entry) => entry.key);
    const extra = Object.keys(input).filter((key) => !keys.includes(key));
    const catchall = model.catchall?.target();
    const outcomes = shape.map((entry) => this.run(entry.target(), Object.hasOwn(input, entry.key) ? input[entry.key] : undefined, depth + 1));
    const extraOutcomes = catchall && catchall.typeName !== "ZodNever" ? extra.map((key) => this.run(catchall, input[key], depth + 1)) : [];
    const results = this.all([...outcomes, ...extraOutcomes]);
    if (!Array.isArray(results)) return results;
    const rejectsExtra = (!catchall || catchall.typeName === "ZodNever") && model.unknownKeys === "strict";
    if (rejectsExtra && extra.length > 0) return FAIL;
    const out: JsonObject = {};
    keys.forEach((key, index) => {
      if (results[index] !== undefined || Object.hasOwn(input, key)) out[key] = results[index] as JsonValue;
    });
    const keepsExtra = extraOutcomes.length > 0 || model.unknownKeys === "passthrough";
    if (keepsExtra) extra.forEach((key, index) => (out[key] = (extraOutcomes.length > 0 ? results[keys.length + index] : input[key]) as JsonValue));
    return ok(results.some((value) => value instanceof Opaque) ? new Opaque("an object holding a transformed value", model.node) : out);
  }

  private record(model: Z3Model, input: Input, depth: number): Outcome {
    if (!isPlainObject(input)) return FAIL;
    const outcomes = Object.entries(input).flatMap(([key, value]) => [
      this.run(model.keyType!.target(), key, depth + 1),
      this.run(model.valueType!.target(), value, depth + 1),
    ]);
    const results = this.all(outcomes);
    return Array.isArray(results) ? ok(input) : results;
  }

  private union(model: Z3Model, input: Input, depth: number): Outcome {
    let doubt: Outcome | undefined;
    for (const option of model.options ?? []) {
      const result = this.run(option.target(), input, depth + 1);
      if (result.kind === "throws") return result;
      if (result.kind === "ok") return doubt ? ok(new Opaque("which union option parses the value", model.node)) : result;
      if (result.kind === "unknown") doubt ??= result;
    }
    return doubt ?? FAIL;
  }

  private intersection(model: Z3Model, input: Input, depth: number): Outcome {
    const results = this.all([this.run(model.left!.target(), input, depth + 1), this.run(model.right!.target(), input, depth + 1)]);
    if (!Array.isArray(results)) return results;
    const [a, b] = results;
    if (a instanceof Opaque || b instanceof Opaque) return unknown("merging a transformed value", model.node);
    const merged = mergeValues(a, b);
    return merged === MERGE_FAILED ? FAIL : ok(merged);
  }

  private effect(model: Z3Model, input: Input, depth: number): Outcome {
    const effect = model.effect!;
    const fn = this.functionOf(effect.fn);
    if (effect.type === "preprocess") {
      if (!fn || fn.parameters.length > 1 || isAsync(fn)) return unknown(`what ${describeNode(effect.fn ?? model.node)} returns`, effect.fn ?? model.node);
      const processed = this.applied(fn, input);
      return this.run(model.inner!.target(), processed ? processed.value : new Opaque(`what ${describeNode(fn)} returns`, fn), depth + 1);
    }
    const base = this.run(model.inner!.target(), input, depth + 1);
    if (base.kind !== "ok") return base;
    if (effect.type === "transform") {
      if (fn && isAsync(fn)) return { kind: "throws" };
      if (!fn || fn.parameters.length > 1) return unknown(`whether ${describeNode(effect.fn ?? model.node)} reports an issue`, effect.fn ?? model.node);
      const result = this.applied(fn, base.value);
      return ok(result ? result.value : new Opaque(`what ${describeNode(fn)} returns`, fn));
    }
    if (effect.instanceOf) {
      return isPlainObject(base.value) || Array.isArray(base.value) ? unknown("an instanceof check", model.node) : FAIL;
    }
    if (fn && isAsync(fn)) return { kind: "throws" };
    if (fn && effect.ignoresResult && fn.parameters.length < 2) return base;
    const verdict = fn && !effect.ignoresResult ? this.applied(fn, base.value) : undefined;
    if (!verdict) return unknown(`what ${describeNode(effect.fn ?? model.node)} decides`, effect.fn ?? model.node);
    if (verdict.value instanceof Opaque) return unknown(verdict.value.what, verdict.value.node);
    return verdict.value ? base : FAIL;
  }

  private functionOf(expr: ts.Expression | undefined): ts.ArrowFunction | ts.FunctionExpression | undefined {
    if (!expr) return undefined;
    const followed = followExpression(this.ctx, expr);
    const node = followed.ok ? followed.expr : expr;
    return ts.isArrowFunction(node) || ts.isFunctionExpression(node) ? node : undefined;
  }

  /** A function's result when it does not depend on its argument (or returns it unchanged). */
  private applied(fn: ts.ArrowFunction | ts.FunctionExpression, input: Input): { value: Input } | undefined {
    const body = returnedExpression(fn);
    if (!body) return undefined;
    const parameter = fn.parameters[0]?.name;
    const bare = ts.isParenthesizedExpression(body) ? body.expression : body;
    if (parameter && ts.isIdentifier(parameter) && ts.isIdentifier(bare) && bare.text === parameter.text) return { value: input };
    const value = evaluateIn(this.ctx, body);
    return value.ok ? { value: value.value } : undefined;
  }
}

function isAsync(fn: ts.FunctionLikeDeclaration): boolean {
  return fn.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) ?? false;
}

/** What `acceptsAnything` means for an opaque value: the schema takes every input unchanged in validity. */
function acceptsAnything(model: Z3Model, depth = 0): boolean {
  if (depth > 50) return false;
  switch (model.typeName) {
    case "ZodAny":
    case "ZodUnknown":
    case "ZodCatch":
      return true;
    case "ZodOptional":
    case "ZodNullable":
    case "ZodDefault":
    case "ZodReadonly":
    case "ZodBranded":
    case "ZodLazy":
      return acceptsAnything(model.inner!.target(), depth + 1);
    default:
      return false;
  }
}

function output(values: Input[]): Input {
  return values.some((value) => value instanceof Opaque) ? values.find((value) => value instanceof Opaque) : (values as JsonValue[]);
}

const MERGE_FAILED = Symbol("merge failed");

/** zod 3's `mergeValues` for an intersection's two results. */
function mergeValues(a: Input, b: Input): Input | typeof MERGE_FAILED {
  if (a === b) return a;
  if (isPlainObject(a) && isPlainObject(b)) {
    const merged: JsonObject = { ...a, ...b };
    for (const key of Object.keys(b).filter((name) => Object.hasOwn(a, name))) {
      const value = mergeValues(a[key], b[key]);
      if (value === MERGE_FAILED || value instanceof Opaque) return MERGE_FAILED;
      merged[key] = value as JsonValue;
    }
    return merged;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return MERGE_FAILED;
    const merged: JsonValue[] = [];
    for (let index = 0; index < a.length; index++) {
      const value = mergeValues(a[index], b[index]);
      if (value === MERGE_FAILED || value instanceof Opaque || value === undefined) return MERGE_FAILED;
      merged.push(value);
    }
    return merged;
  }
  return MERGE_FAILED;
}

/** zod 3's `floatSafeRemainder`, used by `.multipleOf()`. */
function floatSafeRemainder(value: number, step: number): number {
  const decimals = (n: number) => (n.toString().split(".")[1] || "").length;
  const count = Math.max(decimals(value), decimals(step));
  const valueInt = Number.parseInt(value.toFixed(count).replace(".", ""));
  const stepInt = Number.parseInt(step.toFixed(count).replace(".", ""));
  return (valueInt % stepInt) / 10 ** count;
}
