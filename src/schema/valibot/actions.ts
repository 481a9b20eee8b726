// Valibot route: the pipe actions (`v.minLength(3)`, `v.email()`, `v.description("…")`) applied to the
// JSON of the schema they follow, as `convertAction` of @valibot/to-json-schema 1.8.0 applies them
// (dist/index.mjs, default config: target draft-07, errors thrown). Each case below is that switch's.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression } from "../shared/static-follow.js";
import { isJsonObject, type JsonObject, type JsonValue } from "../types.js";
import { converterThrows, describe } from "./describe.js";

export type Applied = { ok: true; schema: JsonObject } | StaticFailure;

/**
 * Action types the converter's switch handles with a pattern of valibot's own (`BIC_REGEX`…): they
 * convert, but into a regex source the plugin does not copy, so they are left unread.
 */
const OWN_PATTERN = new Set(["bic", "cuid2", "decimal", "digits", "domain", "emoji", "hash", "hexadecimal", "hex_color", "isrc", "iso_time_second", "iso_week", "jws_compact", "ksuid", "mac", "mac48", "mac64", "nanoid", "octal", "slug", "ulid"]);

/** Every action type the converter's switch names: any other one reaches its `default` and throws. */
const CONVERTED = new Set([
  ...OWN_PATTERN,
  ...["base64", "description", "email", "rfc_email", "ends_with", "empty", "entries", "examples", "gt_value", "includes", "integer", "ipv4", "ipv6", "iso_date", "iso_date_time", "iso_timestamp", "iso_time", "length", "lt_value"],
  ...["max_entries", "max_length", "max_value", "metadata", "min_entries", "min_length", "min_value", "multiple_of", "non_empty", "not_value", "not_values", "regex", "safe_integer", "starts_with", "title", "url", "uuid", "value", "values"],
]);

const FORMATS: Readonly<Record<string, string>> = {
  email: "email",
  rfc_email: "email",
  ipv4: "ipv4",
  ipv6: "ipv6",
  iso_date: "date",
  iso_date_time: "date-time",
  iso_timestamp: "date-time",
  iso_time: "time",
  url: "uri",
  uuid: "uuid",
};

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const lower = (current: JsonValue | undefined, value: number): number => (!isFiniteNumber(current) || value > current ? value : current);
const upper = (current: JsonValue | undefined, value: number): number => (!isFiniteNumber(current) || value < current ? value : current);
const isConst = (value: JsonValue): boolean => typeof value === "boolean" || isFiniteNumber(value) || typeof value === "string";
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const notRestriction = (current: JsonValue | undefined, value: JsonObject): JsonObject => (current !== undefined ? { anyOf: [current, value] } : value);
/** The converter interpolates `jsonSchema.type` into its messages: an array prints joined, a missing one "undefined". */
const typeText = (schema: JsonObject): string => String(schema.type);

/** The pipe item `call` of valibot type `type`, applied to `schema`; a failure says what the converter throws or what is not read. */
export function applyAction(ctx: EvalContext, input: JsonObject, call: ts.CallExpression, type: string): Applied {
  if (!CONVERTED.has(type)) return converterThrows(`The "${type}" action cannot be converted to JSON Schema.`, call);
  if (OWN_PATTERN.has(type)) return fail(`${describe(call)} is not read by the plugin: its converter writes valibot's own regex for it as "pattern"`, call);
  const schema: JsonObject = { ...input };
  const done: Applied = { ok: true, schema };
  const error = (message: string): Applied => converterThrows(message, call);
  const format = FORMATS[type];
  if (format) {
    schema.format = format;
    return done;
  }
  const arg = (): { ok: true; value: JsonValue } | StaticFailure =>
    call.arguments[0] ? evaluateIn(ctx, call.arguments[0]) : fail(`${describe(call)} is called without its requirement`, call);
  switch (type) {
    case "base64":
      schema.contentEncoding = "base64";
      return done;
    case "integer":
      schema.type = "integer";
      return done;
    case "safe_integer":
      schema.type = "integer";
      schema.minimum = lower(schema.minimum, Number.MIN_SAFE_INTEGER);
      schema.maximum = upper(schema.maximum, Number.MAX_SAFE_INTEGER);
      return done;
    case "empty":
    case "non_empty": {
      const bound = type === "empty" ? 0 : 1;
      if (schema.type === "array") {
        if (type === "empty") schema.maxItems = 0;
        else schema.minItems = lower(schema.minItems, 1);
        return done;
      }
      if (schema.type !== "string") return error(`The "${type}" action is not supported on type "${typeText(schema)}".`);
      if (type === "empty") schema.maxLength = bound;
      else schema.minLength = lower(schema.minLength, bound);
      return done;
    }
    case "regex":
      return regex(ctx, schema, call);
  }
  const value = arg();
  if (!value.ok) return value;
  const requirement = value.value;
  switch (type) {
    case "description":
    case "title": {
      if (typeof requirement !== "string") return fail(`${describe(call)} is given something other than a string`, call.arguments[0]!);
      schema[type] = requirement;
      return done;
    }
    case "starts_with":
    case "ends_with":
    case "includes": {
      if (typeof requirement !== "string") return fail(`${describe(call)} is read only with a string`, call.arguments[0]!);
      if (schema.pattern) return error(`The "${type}" action is not supported in combination with another regex action.`);
      const escaped = escapeRegExp(requirement);
      schema.pattern = type === "starts_with" ? `^${escaped}` : type === "ends_with" ? `${escaped}$` : escaped;
      return done;
    }
    case "min_length":
    case "max_length":
    case "length":
    case "min_entries":
    case "max_entries":
    case "entries":
      if (!Number.isInteger(requirement) || (requirement as number) < 0) return error(`The requirement of the "${type}" action must be a non-negative integer.`);
      return sized(schema, type, requirement as number, error);
    case "min_value":
    case "max_value":
    case "gt_value":
    case "lt_value": {
      if (schema.type !== "number" && schema.type !== "integer") return error(`The "${type}" action is not supported on type "${typeText(schema)}".`);
      if (!isFiniteNumber(requirement)) return error(`The requirement of the "${type}" action is not JSON compatible.`);
      if (type === "min_value") schema.minimum = lower(schema.minimum, requirement);
      else if (type === "max_value") schema.maximum = upper(schema.maximum, requirement);
      else if (type === "gt_value") schema.exclusiveMinimum = lower(schema.exclusiveMinimum, requirement);
      else schema.exclusiveMaximum = upper(schema.exclusiveMaximum, requirement);
      return done;
    }
    case "multiple_of":
      schema.multipleOf = requirement;
      return done;
    case "examples":
      if (!Array.isArray(requirement)) return fail(`${describe(call)} is given something other than an array`, call.arguments[0]!);
      schema.examples = Array.isArray(schema.examples) ? [...schema.examples, ...requirement] : requirement;
      return done;
    case "metadata":
      return metadata(schema, requirement, call);
    case "value":
      if (!isConst(requirement)) return error(`The requirement of the "value" action is not JSON compatible.`);
      if ("const" in schema && schema.const !== requirement) return error(`The "value" action is not supported in combination with a different "const" restriction.`);
      schema.const = requirement;
      return done;
    case "values":
      if (!Array.isArray(requirement) || !requirement.every(isConst)) return error(`A requirement of the "values" action is not JSON compatible.`);
      intersectEnum(schema, requirement);
      return done;
    case "not_value":
      if (!isConst(requirement)) return error(`The requirement of the "not_value" action is not JSON compatible.`);
      schema.not = notRestriction(schema.not, { const: requirement });
      return done;
    case "not_values":
      if (!Array.isArray(requirement) || !requirement.every(isConst)) return error(`A requirement of the "not_values" action is not JSON compatible.`);
      if (requirement.length) schema.not = notRestriction(schema.not, { enum: [...new Set(requirement)] });
      return done;
  }
  return fail(`${describe(call)} is not read by the plugin`, call);
}

/** Length and entry counts: items on an array, length on anything else (with an error unless a string), properties for entries. */
function sized(schema: JsonObject, type: string, n: number, error: (message: string) => Applied): Applied {
  if (type.endsWith("entries")) {
    if (type !== "max_entries") schema.minProperties = lower(schema.minProperties, n);
    if (type !== "min_entries") schema.maxProperties = upper(schema.maxProperties, n);
    return { ok: true, schema };
  }
  const array = schema.type === "array";
  if (!array && schema.type !== "string") return error(`The "${type}" action is not supported on type "${typeText(schema)}".`);
  const [min, max] = array ? ["minItems", "maxItems"] : ["minLength", "maxLength"];
  if (type !== "max_length") schema[min] = lower(schema[min], n);
  if (type !== "min_length") schema[max] = upper(schema[max], n);
  return { ok: true, schema };
}

/** `v.regex(/…/)`: the literal's source as "pattern"; flags are an error of the converter. */
function regex(ctx: EvalContext, schema: JsonObject, call: ts.CallExpression): Applied {
  const followed = call.arguments[0] ? followExpression(ctx, call.arguments[0]) : fail("v.regex() is called without its pattern", call);
  if (!followed.ok) return followed;
  if (!ts.isRegularExpressionLiteral(followed.expr)) return fail(`${describe(call)} is read only with a regular expression literal`, call.arguments[0]!);
  const text = followed.expr.text;
  const slash = text.lastIndexOf("/");
  const source = text.slice(1, slash);
  if (text.slice(slash + 1)) return converterThrows("RegExp flags are not supported by JSON Schema.", call);
  if (schema.pattern) return converterThrows(`The "regex" action is not supported in combination with another regex action.`, call);
  // A literal's `source` is its text between the slashes; `/(?:)/` is how an empty one is written.
  schema.pattern = source;
  return { ok: true, schema };
}

function metadata(schema: JsonObject, value: JsonValue, call: ts.CallExpression): Applied {
  if (!isJsonObject(value)) return fail(`${describe(call)} is given something other than an object`, call.arguments[0]!);
  if (typeof value.title === "string") schema.title = value.title;
  if (typeof value.description === "string") schema.description = value.description;
  if (Array.isArray(value.examples)) schema.examples = Array.isArray(schema.examples) ? [...schema.examples, ...value.examples] : value.examples;
  for (const key of Object.keys(value)) if (key !== "title" && key !== "description" && key !== "examples" && key !== "__proto__") schema[key] = value[key];
  return { ok: true, schema };
}

/** `v.values([…])`: the allowed values, intersected with an enum already there; none left is `not: {}`. */
function intersectEnum(schema: JsonObject, values: JsonValue[]): void {
  let allowed = Array.isArray(schema.enum) ? schema.enum : values;
  if (Array.isArray(schema.enum)) {
    const set = new Set(values);
    allowed = allowed.filter((value) => set.has(value));
  }
  if (allowed.length) schema.enum = [...new Set(allowed)];
  else {
    delete schema.enum;
    schema.not = notRestriction(schema.not, {});
  }
}
