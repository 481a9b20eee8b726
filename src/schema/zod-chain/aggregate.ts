import type ts from "typescript";
import { NUMBER_FORMAT_RANGES } from "./formats.js";
import type { PatternRef, ZodCheck, ZodModel } from "./ir.js";

/**
 * zod folds a schema's checks into one set of constraints before writing keywords (its
 * `aggregateChecks`): the tightest bound wins, patterns collect (de-duplicated by identity),
 * divisors collect, the last format wins. Each bound also remembers the call that set it.
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

function contribute(agg: CheckAggregate, check: ZodCheck): void {
  const { node } = check;
  const value = check.value ?? 0;
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
      setFormat(agg, check.format ?? "", node);
      if (check.pattern) {
        agg.patterns ??= [];
        const identity = check.pattern.identity;
        if (!agg.patterns.some((seen) => seen.pattern.identity === identity)) agg.patterns.push({ pattern: check.pattern, node });
      }
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

export function aggregateChecks(model: ZodModel): CheckAggregate {
  const agg: CheckAggregate = {};
  const list = model.selfCheck ? [model.selfCheck, ...model.checks] : model.checks;
  for (const check of list) contribute(agg, check);
  return agg;
}
