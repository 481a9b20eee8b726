// Effect route: Effect 3's filters (`Schema.minLength(2)`, `Schema.int()`…) as effect 3.22.4 dist/esm/Schema.js
// writes them: the title, description and `jsonSchema` annotation each gives its refinement.
import type { JsonObject, JsonValue } from "../types.js";
import type { Annotations, Filter } from "./model.js";

/** A filter as built: its default annotations (the user's second argument is merged over them) and its check. */
export interface BuiltFilter {
  readonly annotations: Annotations;
  readonly filter: Filter;
}

export type FilterResult = { ok: true; built: BuiltFilter } | { ok: false; reason: string };

const built = (title: string | undefined, description: string, jsonSchema: JsonObject, accepts?: (value: JsonValue) => boolean, isInt = false): FilterResult => ({
  ok: true,
  built: { annotations: { ...(title !== undefined ? { title } : {}), description }, filter: { jsonSchema, isInt, ...(accepts ? { accepts } : {}) } as Filter },
});

const str = (test: (s: string) => boolean) => (value: JsonValue) => typeof value === "string" && test(value);
const num = (test: (n: number) => boolean) => (value: JsonValue) => typeof value === "number" && test(value);
const arr = (test: (n: number) => boolean) => (value: JsonValue) => Array.isArray(value) && test(value.length);

/** Effect throws these when the filter is built (`getInvalidArgumentErrorMessage`): no schema exists to convert. */
const invalid = (text: string): FilterResult => ({ ok: false, reason: `effect throws when the schema is built: "Invalid Argument: ${text}"` });

/** With a different title: `positive()` is `greaterThan(0, { title: "positive" })`, `nonEmptyString()` is `minLength(1, …)`. */
function retitled(result: FilterResult, title: string, description?: string): FilterResult {
  if (!result.ok) return result;
  return { ok: true, built: { ...result.built, annotations: { ...result.built.annotations, title, ...(description !== undefined ? { description } : {}) } } };
}

/** Names of the filters read, with the number of static arguments each takes before its annotations. */
export const FILTER_ARITY: Readonly<Record<string, number>> = {
  minLength: 1,
  maxLength: 1,
  length: 1,
  nonEmptyString: 0,
  pattern: 1,
  startsWith: 1,
  endsWith: 1,
  includes: 1,
  int: 0,
  finite: 0,
  greaterThan: 1,
  greaterThanOrEqualTo: 1,
  lessThan: 1,
  lessThanOrEqualTo: 1,
  between: 2,
  positive: 0,
  negative: 0,
  nonNegative: 0,
  nonPositive: 0,
  multipleOf: 1,
  minItems: 1,
  maxItems: 1,
  itemsCount: 1,
  trimmed: 0,
  lowercased: 0,
  uppercased: 0,
  capitalized: 0,
  uncapitalized: 0,
};

/**
 * The filter `name` with its static arguments (`pattern` gets its regex source); a failure says why it is
 * not read. `accepts` is left out where the route does not replay the check (a regex, a float remainder).
 */
export function makeFilter(name: string, args: readonly JsonValue[]): FilterResult {
  const [a, b] = args;
  const isNum = (v: JsonValue | undefined): v is number => typeof v === "number" && Number.isFinite(v);
  const needNumber = (): FilterResult => ({ ok: false, reason: `\`Schema.${name}()\` is read only with number literals` });
  switch (name) {
    case "minLength":
      return isNum(a) ? built(`minLength(${a})`, `a string at least ${a} character(s) long`, { minLength: a }, str((s) => s.length >= a)) : needNumber();
    case "maxLength":
      return isNum(a) ? built(`maxLength(${a})`, `a string at most ${a} character(s) long`, { maxLength: a }, str((s) => s.length <= a)) : needNumber();
    case "length":
      return lengthFilter(a);
    case "nonEmptyString":
      return retitled(makeFilter("minLength", [1]), "nonEmptyString", "a non empty string");
    case "pattern":
      return typeof a === "string" ? built(undefined, `a string matching the pattern ${a}`, { pattern: a }) : { ok: false, reason: "`Schema.pattern()` is read only with a regular expression literal" };
    case "startsWith":
    case "endsWith":
    case "includes": {
      if (typeof a !== "string") return { ok: false, reason: `\`Schema.${name}()\` is read only with a string` };
      const quoted = JSON.stringify(a);
      if (name === "startsWith") return built(`startsWith(${quoted})`, `a string starting with ${quoted}`, { pattern: `^${a}` }, str((s) => s.startsWith(a)));
      if (name === "endsWith") return built(`endsWith(${quoted})`, `a string ending with ${quoted}`, { pattern: `^.*${a}$` }, str((s) => s.endsWith(a)));
      return built(`includes(${quoted})`, `a string including ${quoted}`, { pattern: `.*${a}.*` }, str((s) => s.includes(a)));
    }
    case "int":
      return built("int", "an integer", { type: "integer" }, num(Number.isSafeInteger), true);
    case "finite":
      return built("finite", "a finite number", {}, num(Number.isFinite));
    case "greaterThan":
      return isNum(a) ? built(`greaterThan(${a})`, a === 0 ? "a positive number" : `a number greater than ${a}`, { exclusiveMinimum: a }, num((n) => n > a)) : needNumber();
    case "greaterThanOrEqualTo":
      return isNum(a) ? built(`greaterThanOrEqualTo(${a})`, a === 0 ? "a non-negative number" : `a number greater than or equal to ${a}`, { minimum: a }, num((n) => n >= a)) : needNumber();
    case "lessThan":
      return isNum(a) ? built(`lessThan(${a})`, a === 0 ? "a negative number" : `a number less than ${a}`, { exclusiveMaximum: a }, num((n) => n < a)) : needNumber();
    case "lessThanOrEqualTo":
      return isNum(a) ? built(`lessThanOrEqualTo(${a})`, a === 0 ? "a non-positive number" : `a number less than or equal to ${a}`, { maximum: a }, num((n) => n <= a)) : needNumber();
    case "between":
      return isNum(a) && isNum(b) ? built(`between(${a}, ${b})`, `a number between ${a} and ${b}`, { minimum: a, maximum: b }, num((n) => n >= a && n <= b)) : needNumber();
    case "positive":
      return retitled(makeFilter("greaterThan", [0]), "positive");
    case "negative":
      return retitled(makeFilter("lessThan", [0]), "negative");
    case "nonNegative":
      return retitled(makeFilter("greaterThanOrEqualTo", [0]), "nonNegative");
    case "nonPositive":
      return retitled(makeFilter("lessThanOrEqualTo", [0]), "nonPositive");
    case "multipleOf": {
      if (!isNum(a)) return needNumber();
      const divisor = Math.abs(a);
      return built(`multipleOf(${divisor})`, `a number divisible by ${divisor}`, { multipleOf: divisor });
    }
    case "minItems":
    case "maxItems":
    case "itemsCount":
      return itemsFilter(name, a);
    // Effect's own patterns for these checks, as its jsonSchema annotations write them.
    case "trimmed":
      return built("trimmed", "a string with no leading or trailing whitespace", { pattern: "^\\S[\\s\\S]*\\S$|^\\S$|^$" }, str((s) => s === s.trim()));
    case "lowercased":
      return built("lowercased", "a lowercase string", { pattern: "^[^A-Z]*$" }, str((s) => s === s.toLowerCase()));
    case "uppercased":
      return built("uppercased", "an uppercase string", { pattern: "^[^a-z]*$" }, str((s) => s === s.toUpperCase()));
    case "capitalized":
      return built("capitalized", "a capitalized string", { pattern: "^[^a-z]?.*$" }, str((s) => s[0]?.toUpperCase() === s[0]));
    case "uncapitalized":
      return built("uncapitalized", "a uncapitalized string", { pattern: "^[^A-Z]?.*$" }, str((s) => s[0]?.toLowerCase() === s[0]));
  }
  return { ok: false, reason: `\`Schema.${name}()\` is not a filter the plugin reads` };
}

/**
 * The `pattern(…)` filters Effect's `UUID` and `ULID` classes are built with (effect 3.22.4 dist/esm/Schema.js
 * `uuidRegexp`, `ulidRegexp`): their own descriptions; UUID's `jsonSchema` adds `format: "uuid"`. No
 * `Schema.x()` filter of Effect builds them, so they are not in FILTER_ARITY. The regexes are fixed, so replayed.
 */
export function identifierPattern(name: string): FilterResult | undefined {
  if (name === "UUID") {
    const regex = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/i;
    return built(undefined, "a Universally Unique Identifier", { format: "uuid", pattern: regex.source }, str((s) => regex.test(s)));
  }
  if (name === "ULID") {
    const regex = /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i;
    return built(undefined, "a Universally Unique Lexicographically Sortable Identifier", { pattern: regex.source }, str((s) => regex.test(s)));
  }
  return undefined;
}

/** `length(n)` or `length({ min, max })`: floored, never below 0, max never below min. */
function lengthFilter(arg: JsonValue | undefined): FilterResult {
  const isObject = typeof arg === "object" && arg !== null && !Array.isArray(arg);
  const rawMin = isObject ? arg.min : arg;
  const rawMax = isObject ? arg.max : arg;
  if (typeof rawMin !== "number" || typeof rawMax !== "number") return { ok: false, reason: "`Schema.length()` is read only with a number or `{ min, max }` of numbers" };
  const min = Math.max(0, Math.floor(rawMin));
  const max = isObject ? Math.max(min, Math.floor(rawMax)) : min;
  if (min !== max) {
    return built(`length({ min: ${min}, max: ${max})`, `a string at least ${min} character(s) and at most ${max} character(s) long`, { minLength: min, maxLength: max }, str((s) => s.length >= min && s.length <= max));
  }
  return built(`length(${min})`, min === 1 ? "a single character" : `a string ${min} character(s) long`, { minLength: min, maxLength: min }, str((s) => s.length === min));
}

/** `minItems(n)`, `maxItems(n)` (n floored, at least 1) and `itemsCount(n)` (at least 0). */
function itemsFilter(name: "minItems" | "maxItems" | "itemsCount", arg: JsonValue | undefined): FilterResult {
  if (typeof arg !== "number" || !Number.isFinite(arg)) return { ok: false, reason: `\`Schema.${name}()\` is read only with a number literal` };
  const n = Math.floor(arg);
  const floor = name === "itemsCount" ? 0 : 1;
  if (n < floor) return invalid(`Expected an integer greater than or equal to ${floor}, actual ${arg}`);
  if (name === "minItems") return built(`minItems(${n})`, `an array of at least ${n} item(s)`, { minItems: n }, arr((l) => l >= n));
  if (name === "maxItems") return built(`maxItems(${n})`, `an array of at most ${n} item(s)`, { maxItems: n }, arr((l) => l <= n));
  return built(`itemsCount(${n})`, `an array of exactly ${n} item(s)`, { minItems: n, maxItems: n }, arr((l) => l === n));
}
