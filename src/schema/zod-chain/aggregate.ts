import type ts from "typescript";
import { NUMBER_FORMAT_RANGES } from "./formats.js";
import type { PatternRef, ZodCheck, ZodModel } from "./ir.js";
import { zodBehaviour, type ZodBehaviour } from "./versions.js";

/**
 * zod folds a schema's checks into one set of constraints before writing keywords (its
 * `aggregateChecks`, from 4.6.0): the tightest bound wins, patterns collect (de-duplicated by identity),
 * divisors collect, the last format wins. Before 4.6 (the `check-fold` fact) the converter read the
 * `_zod.bag` each check's onattach wrote in order instead: `.length()` and number formats overwrite
 * the bounds, the first divisor stays, the last mime list wins, and `startsWith`/`endsWith`/`includes`
 * set no format. Each bound also remembers the call that set it.
 */
export interface Bound {
  readonly value: number;
  readonly node: ts.Node;
}

export interface CheckAggregate {
  minimum?: Bound;
  maximum?: Bound;
  exclusiveMinimum?: Bound;
  exclusiveMaximum?: Bound;
  multipleOf?: Bound[];
  format?: { value: string; node: ts.Node };
  isInt?: ts.Node;
  patterns?: { pattern: PatternRef; node: ts.Node }[];
  mime?: string[];
  contentEncoding?: { value: string; node: ts.Node };
  laxFormat?: boolean;
}

type Side = "minimum" | "exclusiveMinimum" | "maximum" | "exclusiveMaximum";

function narrow(agg: CheckAggregate, key: Side, value: number, node: ts.Node): void {
  const current = agg[key];
  const isMin = key === "minimum" || key === "exclusiveMinimum";
  if (current === undefined || (isMin ? value > current.value : value < current.value)) agg[key] = { value, node };
}

function setFormat(agg: CheckAggregate, format: string, node: ts.Node): void {
  agg.format = { value: format, node };
  if (format.includes("int")) agg.isInt = node;
}

/** The pre-4.6 bag: a check that overwrote its bounds instead of narrowing them. */
function overwrite(agg: CheckAggregate, min: number, max: number, node: ts.Node): void {
  agg.minimum = { value: min, node };
  agg.maximum = { value: max, node };
}

const FORMATLESS_BEFORE_FOLD = new Set(["starts_with", "ends_with", "includes"]);

function contribute(agg: CheckAggregate, check: ZodCheck, fold: boolean, self: boolean): void {
  const { node } = check;
  const value = check.value ?? 0;
  if (!fold) {
    switch (check.kind) {
      case "multiple_of":
        agg.multipleOf ??= [{ value, node }];
        return;
      case "number_format": {
        const format = check.format ?? "float64";
        agg.format = { value: format, node };
        // The bag's format decides the type: a later float format turns an int back into `number`.
        agg.isInt = format.includes("int") ? node : undefined;
        const [min, max] = NUMBER_FORMAT_RANGES[format] ?? [-Number.MAX_VALUE, Number.MAX_VALUE];
        overwrite(agg, min, max, node);
        return;
      }
      case "length_equals":
      case "size_equals":
        overwrite(agg, value, value, node);
        return;
      case "mime_type":
        agg.mime = [...(check.mime ?? [])];
        return;
      case "string_format":
        if (FORMATLESS_BEFORE_FOLD.has(check.format ?? "")) {
          if (check.pattern) addPattern(agg, check.pattern, node);
          return;
        }
        // `z.base64()` set the encoding when built; `z.string().base64()` did not.
        if (!self && (check.format === "base64" || check.format === "base64url")) {
          agg.format = { value: check.format, node };
          if (check.pattern) addPattern(agg, check.pattern, node);
          return;
        }
        break;
      default:
        break;
    }
  }
  switch (check.kind) {
    case "greater_than":
      narrow(agg, check.inclusive ? "minimum" : "exclusiveMinimum", value, node);
      return;
    case "less_than":
      narrow(agg, check.inclusive ? "maximum" : "exclusiveMaximum", value, node);
      return;
    case "multiple_of":
      agg.multipleOf ??= [];
      if (!agg.multipleOf.some((divisor) => Object.is(divisor.value, value) || divisor.value === value)) {
        agg.multipleOf.push({ value, node });
      }
      return;
    case "number_format": {
      const format = check.format ?? "float64";
      setFormat(agg, format, node);
      const [min, max] = NUMBER_FORMAT_RANGES[format] ?? [-Number.MAX_VALUE, Number.MAX_VALUE];
      narrow(agg, "minimum", min, node);
      narrow(agg, "maximum", max, node);
      return;
    }
    case "bigint_format":
      setFormat(agg, check.format ?? "int64", node);
      return;
    case "min_length":
    case "min_size":
      narrow(agg, "minimum", value, node);
      return;
    case "max_length":
    case "max_size":
      narrow(agg, "maximum", value, node);
      return;
    case "length_equals":
    case "size_equals":
      narrow(agg, "minimum", value, node);
      narrow(agg, "maximum", value, node);
      return;
    case "string_format":
      if (fold) setFormat(agg, check.format ?? "", node);
      else agg.format = { value: check.format ?? "", node };
      if (check.pattern) addPattern(agg, check.pattern, node);
      if (check.format === "base64" || check.format === "base64url") agg.contentEncoding = { value: check.format, node };
      if (check.lax) agg.laxFormat = true;
      return;
    case "mime_type": {
      const mime = [...(check.mime ?? [])];
      agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : mime;
      return;
    }
    default:
      return;
  }
}

function addPattern(agg: CheckAggregate, pattern: PatternRef, node: ts.Node): void {
  agg.patterns ??= [];
  if (!agg.patterns.some((seen) => seen.pattern.identity === pattern.identity)) agg.patterns.push({ pattern, node });
}

function checksOf(model: ZodModel): readonly ZodCheck[] {
  return model.selfCheck ? [model.selfCheck, ...model.checks] : model.checks;
}

export function aggregateChecks(model: ZodModel, zod: ZodBehaviour = zodBehaviour()): CheckAggregate {
  const agg: CheckAggregate = {};
  const fold = zod.has("check-fold");
  for (const check of checksOf(model)) contribute(agg, check, fold, check === model.selfCheck);
  return agg;
}

/**
 * Before 4.6 (`string-bounds-build`) a `z.string()` built its own pattern from the bag at every step of
 * the chain, `[\s\S]{min,max}`, unless a check had added a pattern; crossed bounds made that regular
 * expression invalid and the chain threw there. The first step whose bag crosses, if any.
 */
export function crossedStringBounds(model: ZodModel, zod: ZodBehaviour): { minimum: number; maximum: number; node: ts.Node } | undefined {
  if (model.kind !== "string" || !zod.has("string-bounds-build")) return undefined;
  const agg: CheckAggregate = {};
  for (const check of checksOf(model)) {
    contribute(agg, check, zod.has("check-fold"), check === model.selfCheck);
    if (agg.patterns?.length) return undefined;
    if (agg.minimum && agg.maximum && agg.minimum.value > agg.maximum.value) {
      return { minimum: agg.minimum.value, maximum: agg.maximum.value, node: check.node };
    }
  }
  return undefined;
}
