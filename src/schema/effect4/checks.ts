// Effect 4 route: the checks a tool input is written with (`Schema.isMinLength(2)`…), each with the JSON Schema
// fragment its `toJsonSchema` gives in effect 4.1.5 dist/Schema.js, by the JSON type of the node it checks.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression } from "../shared/static-follow.js";
import type { JsonObject, JsonValue } from "../types.js";
import type { Check } from "./model.js";

export type CheckRead = { ok: true; check: Check } | StaticFailure;

/** `normalizeCardinality`: lengths are floored at 0. */
const cardinality = (n: number): number => Math.max(0, Math.floor(n));

/** RegExp.js `escape`. */
const escape = (text: string): string => text.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");

/** `literalToJsonSchema`: a prefix, suffix or infix as a pattern; none for the empty string. */
const literalPattern = (text: string, pattern: string): JsonObject => (text.length === 0 ? {} : { pattern: new RegExp(pattern).source });

/** A length check's fragment by the checked node's JSON type: strings, arrays, a type not known (both), else none. */
function byType(forString: JsonObject, forArray: JsonObject): Check["fragment"] {
  return (type) => (type === "string" ? forString : type === "array" ? forArray : type === undefined ? { ...forString, ...forArray } : {});
}

/** isMinLength: a string's UTF-16 length n is at least ceil(n/2) code points, which JSON Schema counts. */
const minLength = (min: number): Check["fragment"] => byType({ minLength: Math.ceil(min / 2) }, { minItems: min });
const maxLength = (max: number): Check["fragment"] => byType({ maxLength: max }, { maxItems: max });
const betweenLength = (min: number, max: number): Check["fragment"] => byType({ minLength: Math.ceil(min / 2), maxLength: max }, { minItems: min, maxItems: max });

const TRIMMED_PATTERN = "^\\S[\\s\\S]*\\S$|^\\S$|^$";

/** The UUID patterns of `getUUIDRegExp` (any version, or one of 1 to 8). */
const uuidPattern = (version: number | undefined): string =>
  version === undefined
    ? "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|[fF]{8}-[fF]{4}-[fF]{4}-[fF]{4}-[fF]{12})$"
    : `^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`;

type Args = readonly JsonValue[];
type Maker = (args: Args, at: ts.CallExpression) => { id: string; fragment: Check["fragment"] } | StaticFailure;

const num = (v: JsonValue | undefined): v is number => typeof v === "number";
const str = (v: JsonValue | undefined): v is string => typeof v === "string";
const constant = (fragment: JsonObject): Check["fragment"] => () => fragment;

/** Checks without arguments, which predefined schemas also carry (`Schema.Int` is `Number.check(isInt())`). */
const WITHOUT_ARGUMENTS = {
  // The JSON codec keeps a number with either of these two as it is: their ids are Effect's.
  isInt: { id: "effect/schema/isInt", fragment: constant({ type: "integer", minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }) },
  isFinite: { id: "effect/schema/isFinite", fragment: constant({ type: "number" }) },
  isNonEmpty: { id: "isMinLength", fragment: minLength(1) },
  isTrimmed: { id: "isTrimmed", fragment: constant({ pattern: TRIMMED_PATTERN }) },
} as const;

const MAKERS: Readonly<Record<string, Maker>> = {
  isMinLength: ([n], at) => (num(n) ? { id: "isMinLength", fragment: minLength(cardinality(n)) } : fail("`isMinLength()` is read only with a number", at)),
  isNonEmpty: () => WITHOUT_ARGUMENTS.isNonEmpty,
  isMaxLength: ([n], at) => (num(n) ? { id: "isMaxLength", fragment: maxLength(cardinality(n)) } : fail("`isMaxLength()` is read only with a number", at)),
  isBetweenLength: ([a, b], at) => (num(a) && num(b) ? { id: "isBetweenLength", fragment: betweenLength(cardinality(a), cardinality(b)) } : fail("`isBetweenLength()` is read only with two numbers", at)),
  isGreaterThan: ([n], at) => (num(n) ? { id: "isGreaterThan", fragment: constant({ exclusiveMinimum: n }) } : fail("`isGreaterThan()` is read only with a number", at)),
  isGreaterThanOrEqualTo: ([n], at) => (num(n) ? { id: "isGreaterThanOrEqualTo", fragment: constant({ minimum: n }) } : fail("`isGreaterThanOrEqualTo()` is read only with a number", at)),
  isLessThan: ([n], at) => (num(n) ? { id: "isLessThan", fragment: constant({ exclusiveMaximum: n }) } : fail("`isLessThan()` is read only with a number", at)),
  isLessThanOrEqualTo: ([n], at) => (num(n) ? { id: "isLessThanOrEqualTo", fragment: constant({ maximum: n }) } : fail("`isLessThanOrEqualTo()` is read only with a number", at)),
  isBetween: ([options], at) => {
    if (typeof options !== "object" || options === null || Array.isArray(options) || !num(options.minimum) || !num(options.maximum)) {
      return fail("`isBetween()` is read only with `{ minimum, maximum }` numbers", at);
    }
    const low = options.exclusiveMinimum ? "exclusiveMinimum" : "minimum";
    const high = options.exclusiveMaximum ? "exclusiveMaximum" : "maximum";
    return { id: "isBetween", fragment: constant({ [low]: options.minimum, [high]: options.maximum }) };
  },
  isMultipleOf: ([n], at) => (num(n) && n !== 0 ? { id: "isMultipleOf", fragment: constant({ multipleOf: Math.abs(n) }) } : fail("`isMultipleOf()` is read only with a non-zero number", at)),
  isInt: () => WITHOUT_ARGUMENTS.isInt,
  isFinite: () => WITHOUT_ARGUMENTS.isFinite,
  isTrimmed: () => WITHOUT_ARGUMENTS.isTrimmed,
  isUUID: ([version], at) =>
    version === undefined || (num(version) && Number.isInteger(version) && version >= 1 && version <= 8)
      ? { id: "isUUID", fragment: constant({ pattern: uuidPattern(version), format: "uuid" }) }
      : fail("`isUUID()` is read only without a version or with a version from 1 to 8", at),
  isStartingWith: ([s], at) => (str(s) ? { id: "isStartingWith", fragment: constant(literalPattern(s, `^${escape(s)}`)) } : fail("`isStartingWith()` is read only with a string", at)),
  isEndingWith: ([s], at) => (str(s) ? { id: "isEndingWith", fragment: constant(literalPattern(s, `${escape(s)}$`)) } : fail("`isEndingWith()` is read only with a string", at)),
  isIncluding: ([s], at) => (str(s) ? { id: "isIncluding", fragment: constant(literalPattern(s, escape(s))) } : fail("`isIncluding()` is read only with a string", at)),
};

/** The check a predefined schema carries, without annotations of its own. */
export const checkWithoutArguments = (name: keyof typeof WITHOUT_ARGUMENTS): Check => ({ ...WITHOUT_ARGUMENTS[name], annotations: {} });

/** How many arguments each check takes before its optional annotations. */
const ARITY: Readonly<Record<string, number>> = { isNonEmpty: 0, isInt: 0, isFinite: 0, isTrimmed: 0, isUUID: 1, isBetweenLength: 2, isPattern: 1 };

export const CHECK_NAMES: ReadonlySet<string> = new Set([...Object.keys(MAKERS), "isPattern"]);

/**
 * A check call into the model; `annotations` reads the optional annotations argument. A string with a lone
 * surrogate at its end (which Effect trims from the pattern and marks approximate) is not expected in a tool input.
 */
export function readCheck(
  ctx: EvalContext,
  name: string,
  call: ts.CallExpression,
  readAnnotations: (expr: ts.Expression) => { ok: true; annotations: Readonly<Record<string, JsonValue>> } | StaticFailure,
): CheckRead {
  const arity = ARITY[name] ?? 1;
  const extra = call.arguments[arity];
  const annotations = extra ? readAnnotations(extra) : { ok: true as const, annotations: {} };
  if (!annotations.ok) return annotations;
  if (call.arguments.length > arity + 1) return fail(`\`${name}()\` is given more arguments than it takes`, call);
  if (name === "isPattern") return pattern(ctx, call, annotations.annotations);
  const args: JsonValue[] = [];
  for (const arg of call.arguments.slice(0, arity)) {
    const value = evaluateIn(ctx, arg);
    if (!value.ok) return value;
    args.push(value.value);
  }
  const made = MAKERS[name]!(args, call);
  if ("ok" in made) return made;
  return { ok: true, check: { id: made.id, fragment: made.fragment, annotations: annotations.annotations } };
}

/** isPattern: exported only when its flags are among d, g, u and y with u present; a sticky regex is anchored. */
function pattern(ctx: EvalContext, call: ts.CallExpression, annotations: Readonly<Record<string, JsonValue>>): CheckRead {
  const arg = call.arguments[0];
  if (!arg) return fail("`isPattern()` is called without its regular expression", call);
  const followed = followExpression(ctx, arg);
  if (!followed.ok) return followed;
  if (!ts.isRegularExpressionLiteral(followed.expr)) return fail("`isPattern()` is read only with a regular expression literal", arg);
  const text = followed.expr.text;
  const slash = text.lastIndexOf("/");
  const source = text.slice(1, slash);
  const flags = text.slice(slash + 1);
  let regex: RegExp;
  try {
    regex = new RegExp(source, flags);
  } catch {
    return fail("the regular expression of `isPattern()` is not valid here", arg);
  }
  // `regExp.flags` lists flags in canonical order, which the export test reads.
  const exported = /^[dg]*uy?$/.test(regex.flags);
  const fragment: JsonObject = exported ? { pattern: regex.flags.endsWith("y") ? `^(?:${regex.source})` : regex.source } : {};
  return { ok: true, check: { id: "isPattern", fragment: constant(fragment), annotations } };
}
