import ts from "../../util/typescript.cjs";
import { readDefinitionObject } from "../shared/definition-object.js";
import { evaluateIn, type EvalContext } from "../shared/static-eval.js";
import { followExpression } from "../shared/static-follow.js";
import { objectKeyOrder } from "../zod-chain/args.js";
import type { JsonValue, UnresolvedSchema } from "../types.js";

/**
 * A converter's options argument, read statically: each option is evaluated only when asked for,
 * because an option the converter ignores may hold anything (a function, a runtime value).
 */
export interface ConverterOptions {
  /** zodToJsonSchema's shorthand: a string in place of the object is the name. */
  readonly text?: string;
  /** Option names in the order they are written (after spreads). */
  readonly names: readonly string[];
  /** The static value of an option, undefined when absent, a failure naming it when not static. */
  value(name: string): { ok: true; value: JsonValue | undefined } | Failure;
  /** An option whose value is an object of schemas (zodToJsonSchema's `definitions`): its entries in JS key order. */
  schemas(name: string): { ok: true; entries: readonly (readonly [string, ts.Expression])[] | undefined } | Failure;
}

type Failure = { ok: false } & UnresolvedSchema;

const NONE: ConverterOptions = {
  names: [],
  value: () => ({ ok: true, value: undefined }),
  schemas: () => ({ ok: true, entries: undefined }),
};

/** A converter call's schema argument and its options, both written out (no spread). */
export interface ConverterArguments {
  readonly schema: ts.Expression;
  readonly options: ConverterOptions;
  /** Where a finding about the options points: the options argument, else the call. */
  readonly optionsNode: ts.Node;
}

export function readConverterArguments(ctx: EvalContext, converter: string, call: ts.CallExpression): ConverterArguments | Failure {
  const [schema, optionsArg] = call.arguments;
  if (!schema || ts.isSpreadElement(schema) || (optionsArg && ts.isSpreadElement(optionsArg))) {
    return { ok: false, reason: `the arguments of ${converter} are not written out (a spread or none)`, node: call };
  }
  const options = readConverterOptions(ctx, converter, optionsArg);
  return "ok" in options ? options : { schema, options, optionsNode: optionsArg ?? call };
}

function readConverterOptions(ctx: EvalContext, converter: string, expr: ts.Expression | undefined): ConverterOptions | Failure {
  if (!expr) return NONE;
  const followed = followExpression(ctx, expr);
  if (followed.ok && ts.isIdentifier(followed.expr) && followed.expr.text === "undefined") return NONE;
  if (followed.ok && ts.isStringLiteralLike(followed.expr)) return { ...NONE, text: followed.expr.text };
  const object = readDefinitionObject(ctx.checker, expr);
  if ("reason" in object) return { ok: false, reason: `the options of ${converter} cannot be read statically: ${object.reason}`, node: object.node };
  if (!object.complete) {
    const missing = object.unresolved[0]!;
    return { ok: false, reason: `the options of ${converter} cannot be read statically: ${missing.reason}`, node: missing.node };
  }
  const properties = object.properties;
  return {
    names: [...properties.keys()],
    value(name) {
      const property = properties.get(name);
      if (!property) return { ok: true, value: undefined };
      const result = evaluateIn(ctx, property.value);
      if (!result.ok) return { ok: false, reason: `${converter}'s option \`${name}\` is not a static value (${result.reason}), so what it changes cannot be known`, node: property.value };
      return { ok: true, value: result.value };
    },
    schemas(name) {
      const property = properties.get(name);
      if (!property) return { ok: true, entries: undefined };
      const inner = readDefinitionObject(ctx.checker, property.value);
      if ("reason" in inner || !inner.complete) {
        const why = "reason" in inner ? inner.reason : inner.unresolved[0]!.reason;
        return { ok: false, reason: `${converter}'s option \`${name}\` must be an object literal of schemas: ${why}`, node: property.value };
      }
      return { ok: true, entries: objectKeyOrder([...inner.properties].map(([key, entry]) => [key, entry.value] as const)) };
    },
  };
}
