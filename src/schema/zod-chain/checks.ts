import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../shared/static-follow.js";
import {
  escapeRegex,
  freshPattern,
  sharedPattern,
  UUID_VERSIONS,
  ZOD_DATE_PATTERN,
  zodDatetimePattern,
  zodMacPattern,
  zodTimePattern,
  zodUuidPattern,
  ZOD_PATTERNS,
} from "./formats.js";
import { ChainError, type PatternRef, type ZodCheck } from "./ir.js";
import type { ChainInterpreter } from "./interpret.js";

/**
 * The string format checks zod attaches, whether written as `z.email()` (the schema is its own
 * check) or `z.string().email()` (a check on a string). `paramsAt` is the index of the params
 * argument in `call`.
 */
type FormatBuilder = (interp: ChainInterpreter, call: ts.CallExpression, paramsAt: number) => ZodCheck;

const shared =
  (format: string, name?: keyof typeof ZOD_PATTERNS): FormatBuilder =>
  (interp, call, paramsAt) => {
    const custom = patternOption(interp, call, paramsAt);
    return { kind: "string_format", node: call, format, pattern: custom ?? (name ? sharedPattern(name, interp.zod) : undefined) };
  };

function patternOption(interp: ChainInterpreter, call: ts.CallExpression, paramsAt: number): PatternRef | undefined {
  const arg = call.arguments[paramsAt];
  const literal = arg && unwrapExpression(arg);
  if (!literal || !ts.isObjectLiteralExpression(literal)) return undefined;
  for (const property of literal.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === "pattern") {
      return interp.args.regex(property.initializer);
    }
  }
  return undefined;
}

function optionNumber(interp: ChainInterpreter, call: ts.CallExpression, at: number, key: string): number | null {
  const value = interp.args.option(call, at, key);
  if (value === undefined || value === null) return null;
  if (typeof value !== "number") throw new ChainError(`option \`${key}\` must be a number`, call);
  return value;
}

const uuid =
  (version?: number): FormatBuilder =>
  (interp, call, at) => {
    const custom = patternOption(interp, call, at);
    if (custom) return { kind: "string_format", node: call, format: "uuid", pattern: custom };
    let v = version;
    if (v === undefined) {
      const option = interp.args.option(call, at, "version");
      if (option !== undefined) {
        v = typeof option === "string" ? UUID_VERSIONS[option] : undefined;
        if (v === undefined) throw new ChainError(`zod throws here: Invalid UUID version: "${String(option)}"`, call);
      }
    }
    const source = v === undefined ? ZOD_PATTERNS.uuid : zodUuidPattern(v);
    return { kind: "string_format", node: call, format: "uuid", pattern: freshPattern(source) };
  };

export const STRING_FORMATS: Record<string, FormatBuilder> = {
  email: shared("email", "email"),
  guid: shared("guid", "guid"),
  uuid: uuid(),
  uuidv4: uuid(4),
  uuidv6: uuid(6),
  uuidv7: uuid(7),
  url: shared("url"),
  httpUrl: shared("url"),
  emoji: (interp, call) => ({ kind: "string_format", node: call, format: "emoji", pattern: freshPattern(interp.zod.pattern("emoji") ?? ZOD_PATTERNS.emoji) }),
  nanoid: shared("nanoid", "nanoid"),
  cuid: shared("cuid", "cuid"),
  cuid2: shared("cuid2", "cuid2"),
  ulid: shared("ulid", "ulid"),
  xid: shared("xid", "xid"),
  ksuid: shared("ksuid", "ksuid"),
  ipv4: shared("ipv4", "ipv4"),
  ipv6: shared("ipv6", "ipv6"),
  cidrv4: shared("cidrv4", "cidrv4"),
  cidrv6: shared("cidrv6", "cidrv6"),
  base64: shared("base64", "base64"),
  base64url: shared("base64url", "base64url"),
  e164: shared("e164", "e164"),
  jwt: shared("jwt"),
  creditCard: shared("credit_card", "creditCard"),
  iban: shared("iban", "iban"),
  hostname: shared("hostname", "hostname"),
  hex: shared("hex", "hex"),
  mac: (interp, call, at) => {
    const delimiter = interp.args.option(call, at, "delimiter");
    const text = typeof delimiter === "string" ? delimiter : ":";
    return { kind: "string_format", node: call, format: "mac", pattern: freshPattern(zodMacPattern(text)) };
  },
  datetime: (interp, call, at) => {
    const precision = optionNumber(interp, call, at, "precision");
    const offset = interp.args.option(call, at, "offset") === true;
    const local = interp.args.option(call, at, "local") === true;
    const pattern = freshPattern(zodDatetimePattern({ precision, offset, local }, interp.zod));
    // zod withholds `format` for these from 4.5 on (before, the `datetime-lax` fact).
    return { kind: "string_format", node: call, format: "datetime", pattern, lax: !interp.zod.has("datetime-lax") && (local || precision === -1) };
  },
  date: (_interp, call) => ({ kind: "string_format", node: call, format: "date", pattern: { source: ZOD_DATE_PATTERN, identity: "zod:date" } }),
  time: (interp, call, at) => {
    const precision = optionNumber(interp, call, at, "precision");
    return { kind: "string_format", node: call, format: "time", pattern: freshPattern(zodTimePattern(precision)) };
  },
  duration: shared("duration", "duration"),
};

/** Checks of `z.string()` written as methods; each returns the check its call adds. */
export function stringCheck(interp: ChainInterpreter, name: string, call: ts.CallExpression): ZodCheck | undefined {
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  switch (name) {
    case "min":
      return { kind: "min_length", node: call, value: interp.args.number(arg(0, "the minimum length"), "the minimum length") };
    case "max":
      return { kind: "max_length", node: call, value: interp.args.number(arg(0, "the maximum length"), "the maximum length") };
    case "length":
      return { kind: "length_equals", node: call, value: interp.args.number(arg(0, "the length"), "the length") };
    case "nonempty":
      return { kind: "min_length", node: call, value: 1 };
    case "regex":
      return { kind: "string_format", node: call, format: "regex", pattern: interp.args.regex(arg(0, "the regular expression")) };
    case "lowercase":
      return { kind: "string_format", node: call, format: "lowercase", pattern: sharedPattern("lowercase") };
    case "uppercase":
      return { kind: "string_format", node: call, format: "uppercase", pattern: sharedPattern("uppercase") };
    case "includes": {
      const text = escapeRegex(interp.args.string(arg(0, "the substring"), "the substring"));
      const position = interp.args.option(call, 1, "position");
      const source = typeof position === "number" ? `^.{${position},}${text}` : text;
      return { kind: "string_format", node: call, format: "includes", pattern: freshPattern(new RegExp(source).source) };
    }
    case "startsWith": {
      const text = escapeRegex(interp.args.string(arg(0, "the prefix"), "the prefix"));
      return { kind: "string_format", node: call, format: "starts_with", pattern: freshPattern(new RegExp(`^${text}.*`).source) };
    }
    case "endsWith": {
      const text = escapeRegex(interp.args.string(arg(0, "the suffix"), "the suffix"));
      return { kind: "string_format", node: call, format: "ends_with", pattern: freshPattern(new RegExp(`.*${text}$`).source) };
    }
    case "trim":
    case "normalize":
    case "toLowerCase":
    case "toUpperCase":
    case "slugify":
      return { kind: "overwrite", node: call };
    default: {
      const format = STRING_FORMATS[name];
      return format ? format(interp, call, 0) : undefined;
    }
  }
}

/** Checks of numbers (and bigints and dates, whose bounds zod cannot write anyway). */
export function numericCheck(interp: ChainInterpreter, name: string, call: ts.CallExpression, numeric: boolean): ZodCheck | undefined {
  const value = (what: string): number | undefined =>
    numeric ? interp.args.number(interp.args.argument(call, 0, what), what) : undefined;
  switch (name) {
    case "gt":
      return { kind: "greater_than", node: call, value: value("the bound"), inclusive: false };
    case "gte":
    case "min":
      return { kind: "greater_than", node: call, value: value("the minimum"), inclusive: true };
    case "lt":
      return { kind: "less_than", node: call, value: value("the bound"), inclusive: false };
    case "lte":
    case "max":
      return { kind: "less_than", node: call, value: value("the maximum"), inclusive: true };
    case "positive":
      return { kind: "greater_than", node: call, value: 0, inclusive: false };
    case "nonnegative":
      return { kind: "greater_than", node: call, value: 0, inclusive: true };
    case "negative":
      return { kind: "less_than", node: call, value: 0, inclusive: false };
    case "nonpositive":
      return { kind: "less_than", node: call, value: 0, inclusive: true };
    case "multipleOf":
    case "step":
      return { kind: "multiple_of", node: call, value: value("the divisor") };
    case "int":
    case "safe":
      return numeric ? { kind: "number_format", node: call, format: "safeint" } : undefined;
    default:
      return undefined;
  }
}

export const NUMBER_FORMATS: Record<string, string> = {
  int: "safeint",
  float32: "float32",
  float64: "float64",
  int32: "int32",
  uint32: "uint32",
};
