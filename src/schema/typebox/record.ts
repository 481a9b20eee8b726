// The key of `Type.Record(key, value)`: either one pattern (`patternProperties`) or a fixed list of
// property names (an object), as each TypeBox line derives it from the key's builder.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression } from "../shared/static-follow.js";
import { isJsonObject } from "../types.js";

export type RecordKey = { ok: true; pattern: string } | { ok: true; names: string[] } | StaticFailure;

/** A builder call the route recognises, by its exported name. */
export type KeyCall = { readonly name: string; readonly call: ts.CallExpression };

/** The patterns typebox 1.4.3 writes (build/type/types/record.mjs with integer.mjs, number.mjs, string.mjs). */
const MODERN = { string: "^.*$", integer: "^-?(?:0|[1-9][0-9]*)$", number: "^-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?$" };
/** The patterns @sinclair/typebox 0.34.48 writes: one for numbers and integers alike (build/esm/type/patterns/patterns.mjs). */
const LEGACY = { string: "^(.*)$", integer: "^(0|[1-9][0-9]*)$", number: "^(0|[1-9][0-9]*)$" };

const UNREAD = "Type.Record() is read only with a String, Integer, Number, Literal or Union-of-literals key";

/**
 * Reads the key argument. `builderAt` names the TypeBox builder an expression calls (through consts).
 * Both lines: a String key gives its `pattern` option or the any-string pattern, Integer and Number
 * their number patterns, a Literal or a Union of literals the object of those names (typebox 1.4.3
 * build/type/engine/record/from_key*.mjs; @sinclair/typebox 0.34.48 build/esm/type/record/record.mjs).
 */
export function recordKey(ctx: EvalContext, key: ts.Expression | undefined, legacy: boolean, builderAt: (expr: ts.Expression) => KeyCall | undefined, at: ts.Node): RecordKey {
  const found = key && builderAt(key);
  if (!found) return fail(UNREAD, key ?? at);
  const patterns = legacy ? LEGACY : MODERN;
  switch (found.name) {
    case "String":
      return stringKey(ctx, found.call, patterns.string);
    case "Integer":
      return { ok: true, pattern: patterns.integer };
    case "Number":
      return { ok: true, pattern: patterns.number };
    case "Literal": {
      const name = literalName(ctx, found.call);
      return name.ok ? { ok: true, names: [name.name] } : name;
    }
    case "Union":
      return unionKey(ctx, found.call, legacy, builderAt, patterns.string);
    default:
      return fail(UNREAD, key!);
  }
}

/** `Type.String({ pattern })`: the pattern when it is a string, else the any-string one. */
function stringKey(ctx: EvalContext, call: ts.CallExpression, anyString: string): RecordKey {
  const first = call.arguments[0];
  if (!first) return { ok: true, pattern: anyString };
  const options = evaluateIn(ctx, first);
  if (!options.ok) return options;
  if (!isJsonObject(options.value)) return fail("the Record key's options are not an object", first);
  const { pattern } = options.value;
  if (pattern !== undefined && typeof pattern !== "string") return fail("the Record key's pattern is read only as a string", first);
  return { ok: true, pattern: pattern ?? anyString };
}

/** A literal key's property name; booleans are refused (the two lines differ on them). */
function literalName(ctx: EvalContext, call: ts.CallExpression): { ok: true; name: string } | StaticFailure {
  const first = call.arguments[0];
  const value = first ? evaluateIn(ctx, first) : fail("Type.Literal() is called without its value", call);
  if (!value.ok) return value;
  const literal = value.value;
  return typeof literal === "string" || typeof literal === "number" ? { ok: true, name: String(literal) } : fail("a Record key literal is read only as a string or number", first!);
}

/**
 * A Union key: typebox 1.x writes the any-string pattern when a member is a String, Number or Integer,
 * and otherwise the object of its literal names; 0.34 is read only for unions of literals.
 */
function unionKey(ctx: EvalContext, call: ts.CallExpression, legacy: boolean, builderAt: (expr: ts.Expression) => KeyCall | undefined, anyString: string): RecordKey {
  const first = call.arguments[0];
  const list = first ? followExpression(ctx, first) : fail("Type.Union() is called without its members", call);
  if (!list.ok) return list;
  if (!ts.isArrayLiteralExpression(list.expr)) return fail("the Record key's union members are not an array literal", first!);
  // 0.34 turns an empty union into Never, whose key pattern matches nothing.
  if (legacy && list.expr.elements.length === 0) return fail(UNREAD, first!);
  const names: string[] = [];
  let open = false;
  for (const element of list.expr.elements) {
    const member = ts.isSpreadElement(element) ? undefined : builderAt(element);
    if (!legacy && member && ["String", "Number", "Integer"].includes(member.name)) {
      open = true;
      continue;
    }
    if (member?.name !== "Literal") return fail(UNREAD, element);
    const name = literalName(ctx, member.call);
    if (!name.ok) return name;
    names.push(name.name);
  }
  return open ? { ok: true, pattern: anyString } : { ok: true, names };
}
