import ts from "../../util/typescript.cjs";
import { followExpression } from "../shared/static-follow.js";
import { ChainError } from "../zod-chain/ir.js";
import type { Zod3Interpreter } from "./interpret.js";
import type { Z3Check } from "./ir.js";

/** The `_def.checks` entries zod 3's string, number, bigint and date methods append. */

const STRING_FORMATS = new Set([
  "email", "url", "emoji", "uuid", "nanoid", "cuid", "cuid2", "ulid", "base64", "base64url", "duration", "date", "jwt",
]);

export function stringCheck(interp: Zod3Interpreter, name: string, call: ts.CallExpression): Z3Check | undefined {
  const args = interp.args;
  const number = (what: string) => args.number(args.argument(call, 0, what), what);
  const text = (what: string) => args.string(args.argument(call, 0, what), what);
  switch (name) {
    case "min":
    case "max":
    case "length":
      return { kind: name, node: call, value: number(name === "length" ? "the length" : `the ${name}imum length`) };
    case "nonempty":
      return { kind: "min", node: call, value: 1 };
    case "regex":
      return { kind: "regex", node: call, regex: regexArgument(interp, args.argument(call, 0, "the regular expression")) };
    case "includes": {
      const position = args.option(call, 1, "position");
      return { kind: "includes", node: call, text: text("the substring"), ...(typeof position === "number" ? { position } : {}) };
    }
    case "startsWith":
    case "endsWith":
      return { kind: name, node: call, text: text(name === "startsWith" ? "the prefix" : "the suffix") };
    case "trim":
    case "toLowerCase":
    case "toUpperCase":
      return { kind: name, node: call };
    case "ip":
    case "cidr": {
      const version = args.option(call, 0, "version");
      return { kind: name, node: call, ...(typeof version === "string" ? { version } : {}) };
    }
    case "datetime":
    case "time":
      return timeCheck(interp, name, call);
    default:
      return STRING_FORMATS.has(name) ? { kind: name, node: call } : undefined;
  }
}

/** `.datetime(options | message)`, `.time(options | message)`: a string argument is only a message. */
function timeCheck(interp: Zod3Interpreter, name: "datetime" | "time", call: ts.CallExpression): Z3Check {
  const first = call.arguments[0];
  const isMessage = first !== undefined && !ts.isSpreadElement(first) && ts.isStringLiteralLike(first);
  const option = (key: string) => (isMessage ? undefined : interp.args.option(call, 0, key));
  const precision = option("precision");
  if (precision !== undefined && precision !== null && typeof precision !== "number") {
    throw new ChainError("option `precision` must be a number", call);
  }
  const check: Z3Check = { kind: name, node: call, precision: precision ?? null };
  if (name === "time") return check;
  return { ...check, offset: option("offset") === true, local: option("local") === true };
}

/** Source and flags of a static regular expression (zod 3 keeps the RegExp object itself). */
function regexArgument(interp: Zod3Interpreter, expr: ts.Expression): { source: string; flags: string } {
  const { source } = interp.args.regex(expr);
  const followed = followExpression(interp.ctx, expr);
  const node = followed.ok ? followed.expr : expr;
  let flags = "";
  if (ts.isRegularExpressionLiteral(node)) flags = node.text.slice(node.text.lastIndexOf("/") + 1);
  else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.arguments?.[1]) {
    flags = interp.args.string(node.arguments[1], "the RegExp flags");
  }
  return { source, flags };
}

export function numberCheck(interp: Zod3Interpreter, name: string, call: ts.CallExpression): Z3Check | Z3Check[] | undefined {
  const value = (what: string) => interp.args.number(interp.args.argument(call, 0, what), what);
  switch (name) {
    case "gte":
    case "min":
      return { kind: "min", node: call, value: value("the minimum"), inclusive: true };
    case "gt":
      return { kind: "min", node: call, value: value("the bound"), inclusive: false };
    case "lte":
    case "max":
      return { kind: "max", node: call, value: value("the maximum"), inclusive: true };
    case "lt":
      return { kind: "max", node: call, value: value("the bound"), inclusive: false };
    case "positive":
      return { kind: "min", node: call, value: 0, inclusive: false };
    case "nonnegative":
      return { kind: "min", node: call, value: 0, inclusive: true };
    case "negative":
      return { kind: "max", node: call, value: 0, inclusive: false };
    case "nonpositive":
      return { kind: "max", node: call, value: 0, inclusive: true };
    case "multipleOf":
    case "step":
      return { kind: "multipleOf", node: call, value: value("the divisor") };
    case "int":
    case "finite":
      return { kind: name, node: call };
    case "safe":
      return [
        { kind: "min", node: call, value: Number.MIN_SAFE_INTEGER, inclusive: true },
        { kind: "max", node: call, value: Number.MAX_SAFE_INTEGER, inclusive: true },
      ];
    default:
      return undefined;
  }
}

const BIGINT_CHECKS: Record<string, string> = {
  gte: "min", min: "min", gt: "min", positive: "min", nonnegative: "min",
  lte: "max", max: "max", lt: "max", negative: "max", nonpositive: "max", multipleOf: "multipleOf",
};

/** Bigint bounds are BigInt values, which JSON cannot carry; only their presence matters. */
export function bigintCheck(name: string, call: ts.CallExpression): Z3Check | undefined {
  const kind = BIGINT_CHECKS[name];
  return kind ? { kind, node: call } : undefined;
}

/** Date bounds: the default date strategy writes none of them. */
export function dateCheck(name: string, call: ts.CallExpression): Z3Check | undefined {
  return name === "min" || name === "max" ? { kind: name, node: call } : undefined;
}
