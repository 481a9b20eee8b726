// The calls the static evaluator reads: pure string and array methods on a static receiver, and the
// built-in object statics (`Object.keys`, `Object.values`, `Object.entries`) through object-statics.ts.
import ts from "../../util/typescript.cjs";
import type { JsonValue } from "../types.js";
import { objectStatic } from "./object-statics.js";
import { MAX_STATIC_STRING, evaluateIn, fail, kindOf, notStaticReason, type EvalContext, type Evaluated, type StaticFailure } from "./static-eval.js";
import { describeNode, unwrapExpression } from "./static-follow.js";

/**
 * One call of a pure string or array method on a static receiver: tool descriptions are built as
 * `[...].join("\n")`, `"=".repeat(n)`, `` `...`.trim() ``. Arguments are evaluated (spreads expanded).
 */
interface MethodCall {
  readonly call: ts.CallExpression;
  readonly name: string;
  readonly receiver: ts.Expression;
  readonly args: readonly JsonValue[];
}

type Method<T> = (receiver: T, site: MethodCall) => Evaluated;

// Maps, not object literals: a method named `constructor` or `__proto__` must not be found.
const STRING_METHODS = new Map<string, Method<string>>([
  ["repeat", repeatString],
  ["concat", concatStrings],
  ["trim", withoutArguments((text) => text.trim())],
  ["trimStart", withoutArguments((text) => text.trimStart())],
  ["trimEnd", withoutArguments((text) => text.trimEnd())],
  ["toLowerCase", withoutArguments((text) => text.toLowerCase())],
  ["toUpperCase", withoutArguments((text) => text.toUpperCase())],
]);
const ARRAY_METHODS = new Map<string, Method<JsonValue[]>>([["join", joinArray]]);

const RECEIVER_PREFIX = "receiver of ";

export function evaluateCall(ctx: EvalContext, call: ts.CallExpression): Evaluated {
  const statics = objectStatic(ctx.checker, call, (argument) => evaluateIn(ctx, argument));
  if (statics) return statics;
  const callee = unwrapExpression(call.expression);
  if (!ts.isPropertyAccessExpression(callee) && !ts.isElementAccessExpression(callee)) {
    return fail(notStaticReason(call), call);
  }
  const name = methodName(ctx, callee);
  // Any other method may do anything; say so the way any other call is refused.
  if (name === undefined || (!STRING_METHODS.has(name) && !ARRAY_METHODS.has(name))) {
    return fail(notStaticReason(call), call);
  }
  const receiver = evaluateIn(ctx, callee.expression);
  if (!receiver.ok) return receiverFailure(call, receiver);
  const method = boundMethod(name, receiver.value);
  if (!method) {
    const wanted = STRING_METHODS.has(name) ? "a string" : "an array";
    return fail(
      `\`.${name}()\` is evaluated statically only on ${wanted}; the receiver of ${describeNode(call)} is ${kindOf(receiver.value)}`,
      callee.expression,
    );
  }
  const args = evaluateArguments(ctx, call);
  if (!args.ok) return args;
  return method({ call, name, receiver: callee.expression, args: args.values });
}

/** The method `name` applied to a receiver of its kind; undefined for a receiver of another kind. */
function boundMethod(name: string, value: JsonValue): ((site: MethodCall) => Evaluated) | undefined {
  const onString = STRING_METHODS.get(name);
  if (onString && typeof value === "string") return (site) => onString(value, site);
  const onArray = ARRAY_METHODS.get(name);
  if (onArray && Array.isArray(value)) return (site) => onArray(value, site);
  return undefined;
}

/** `x.name` or `x["name"]` (a static key); undefined when the key cannot be known. */
function methodName(ctx: EvalContext, callee: ts.PropertyAccessExpression | ts.ElementAccessExpression): string | undefined {
  if (ts.isPropertyAccessExpression(callee)) {
    return ts.isPrivateIdentifier(callee.name) ? undefined : callee.name.text;
  }
  const key = evaluateIn(ctx, callee.argumentExpression);
  return key.ok && typeof key.value === "string" ? key.value : undefined;
}

function receiverFailure(call: ts.CallExpression, inner: StaticFailure): StaticFailure {
  // In a chain (`x.trim().toLowerCase()`) the innermost call already names the receiver at fault.
  if (inner.reason.startsWith(RECEIVER_PREFIX)) return inner;
  return fail(`${RECEIVER_PREFIX}${describeNode(call)} is not static: ${inner.reason}`, inner.node);
}

type Arguments = { ok: true; values: JsonValue[] } | StaticFailure;

function evaluateArguments(ctx: EvalContext, call: ts.CallExpression): Arguments {
  const values: JsonValue[] = [];
  for (const [index, argument] of call.arguments.entries()) {
    const spread = ts.isSpreadElement(argument);
    const value = evaluateIn(ctx, spread ? argument.expression : argument);
    if (!value.ok) {
      return fail(`argument ${index + 1} of ${describeNode(call)} is not static: ${value.reason}`, value.node);
    }
    if (!spread) {
      values.push(value.value);
    } else if (Array.isArray(value.value) || typeof value.value === "string") {
      // A loop, not push(...items): a long array would overflow the call stack.
      for (const item of value.value) values.push(item);
    } else {
      return fail(`spread of ${kindOf(value.value)} into the arguments of ${describeNode(call)}; only arrays can be spread here`, argument);
    }
  }
  return { ok: true, values };
}

/** The node of argument `index`, or the whole call once a spread makes positions unknowable. */
function argumentNode(site: MethodCall, index: number): ts.Node {
  const written = site.call.arguments;
  if (written.some(ts.isSpreadElement)) return site.call;
  return written[index] ?? site.call;
}

function arityFailure(site: MethodCall, takes: string): StaticFailure {
  const count = site.args.length;
  return fail(`\`.${site.name}()\` takes ${takes}; ${describeNode(site.call)} passes ${count}`, site.call);
}

/** Refuses before building: the length is known from the parts, and a huge string costs memory at once. */
function capped(site: MethodCall, length: number, build: () => string): Evaluated {
  if (length > MAX_STATIC_STRING) {
    return fail(
      `${describeNode(site.call)} would build a string of ${length} characters; the evaluator stops at ${MAX_STATIC_STRING}`,
      site.call,
    );
  }
  return { ok: true, value: build() };
}

/** No cap: trimming shrinks, and a case change at most triples the length (`"ΐ".toUpperCase()`). */
function withoutArguments(apply: (text: string) => string): Method<string> {
  // JavaScript ignores extra arguments, but passing any is a mistake TypeScript reports too.
  return (text, site) => (site.args.length > 0 ? arityFailure(site, "no arguments") : { ok: true, value: apply(text) });
}

/** Stricter than JavaScript, which truncates `2.5` and converts `"3"`: a count like that is a bug. */
function repeatString(text: string, site: MethodCall): Evaluated {
  if (site.args.length !== 1) return arityFailure(site, "one argument (the count)");
  const count = site.args[0];
  const where = `the count of ${describeNode(site.call)}`;
  if (typeof count !== "number") return fail(`${where} must be a number, got ${kindOf(count)}`, argumentNode(site, 0));
  if (!Number.isInteger(count) || count < 0) {
    return fail(`${where} must be an integer >= 0, got ${count}`, argumentNode(site, 0));
  }
  return capped(site, text.length * count, () => (text === "" ? "" : text.repeat(count)));
}

/** Like `+` and templates: only strings and numbers, though JavaScript would also print `true` or `null`. */
function concatStrings(text: string, site: MethodCall): Evaluated {
  const parts: string[] = [];
  let length = text.length;
  for (const [index, arg] of site.args.entries()) {
    if (typeof arg !== "string" && typeof arg !== "number") {
      return fail(
        `argument ${index + 1} of ${describeNode(site.call)} must be a string or a number, got ${kindOf(arg)}`,
        argumentNode(site, index),
      );
    }
    const part = String(arg);
    parts.push(part);
    length += part.length;
  }
  return capped(site, length, () => text + parts.join(""));
}

/**
 * As JavaScript joins: the separator defaults to ",", `null` elements become "", other primitives
 * go through String(). Nested arrays and objects would print "a,b" or "[object Object]": refused.
 */
function joinArray(items: JsonValue[], site: MethodCall): Evaluated {
  if (site.args.length > 1) return arityFailure(site, "at most one argument (the separator)");
  const given = site.args[0];
  if (given !== undefined && given !== null && typeof given === "object") {
    return fail(
      `the separator of ${describeNode(site.call)} must be a string, a number, a boolean or null, got ${kindOf(given)}`,
      argumentNode(site, 0),
    );
  }
  const separator = given === undefined ? "," : String(given);
  const parts: string[] = [];
  let length = separator.length * Math.max(0, items.length - 1);
  for (const [index, item] of items.entries()) {
    if (item !== null && typeof item === "object") {
      return fail(
        `element at index ${index} of the array in ${describeNode(site.call)} is ${kindOf(item)}; only strings, numbers, booleans and null are joined statically`,
        site.receiver,
      );
    }
    const part = item === null ? "" : String(item);
    parts.push(part);
    length += part.length;
  }
  return capped(site, length, () => parts.join(separator));
}
