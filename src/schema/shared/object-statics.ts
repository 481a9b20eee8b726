// `Object.keys` / `Object.values` / `Object.entries` of a static value, evaluated as the run time does:
// schemas list an enum's members as `enum: Object.values(ElementType)`. An enum is read as the object
// TypeScript emits for it (a numeric member also maps its value back to its name), a literal as the
// evaluator reads it; keys come in the order JavaScript gives them (array indices first, ascending).
import ts from "../../util/typescript.cjs";
import type { JsonObject, JsonValue } from "../types.js";
import { describeNode, enumDeclarationOf, unwrapExpression } from "./static-follow.js";

type Read = { ok: true; value: JsonValue } | { ok: false; reason: string; node: ts.Node };

const STATICS = new Set(["keys", "values", "entries"]);

/**
 * The call when it is one of these `Object` statics with one argument, else undefined (any other call).
 * `evaluate` reads a non-enum argument; an enum that has no object at run time fails with the reason.
 */
export function objectStatic(checker: ts.TypeChecker, call: ts.CallExpression, evaluate: (expr: ts.Expression) => Read): Read | undefined {
  const callee = unwrapExpression(call.expression);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression) || callee.expression.text !== "Object") return undefined;
  const method = callee.name.text;
  if (!STATICS.has(method) || call.arguments.length !== 1 || !isGlobalObject(checker, callee.expression)) return undefined;
  const argument = call.arguments[0]!;
  if (ts.isSpreadElement(argument)) return undefined;
  const enumeration = enumDeclarationOf(checker, argument);
  const object = enumeration ? enumRuntimeObject(checker, enumeration, argument) : evaluate(argument);
  if (!object.ok) return object;
  const value = object.value;
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, reason: `\`Object.${method}()\` is evaluated statically only on an object or an enum; ${describeNode(argument)} is not one`, node: argument };
  }
  const keys = Object.keys(value);
  if (method === "keys") return { ok: true, value: keys };
  if (method === "values") return { ok: true, value: keys.map((key) => value[key]!) };
  return { ok: true, value: keys.map((key) => [key, value[key]!]) };
}

function isGlobalObject(checker: ts.TypeChecker, identifier: ts.Identifier): boolean {
  const declaration = checker.getSymbolAtLocation(identifier)?.declarations?.[0];
  return declaration !== undefined && declaration.getSourceFile().hasNoDefaultLib;
}

/**
 * The object an enum declaration builds at run time: each member by name in declaration order, and a numeric
 * one by value too (the reverse mapping). A `const enum` has no such object.
 */
export function enumRuntimeObject(checker: ts.TypeChecker, declaration: ts.EnumDeclaration, use: ts.Node): { ok: true; value: JsonObject } | Extract<Read, { ok: false }> {
  if (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Const) {
    return { ok: false, reason: `const enum \`${declaration.name.text}\` has no object at run time`, node: use };
  }
  // Created without a prototype, so a member named `__proto__` is an own key like any other.
  const object: JsonObject = Object.create(null) as JsonObject;
  for (const member of declaration.members) {
    const value = checker.getConstantValue(member);
    const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : undefined;
    if (value === undefined || name === undefined || (typeof value === "number" && !Number.isFinite(value))) {
      return { ok: false, reason: `enum member \`${declaration.name.text}.${describeNode(member.name).slice(1, -1)}\` has no constant value`, node: member };
    }
    object[name] = value;
    if (typeof value === "number") object[String(value)] = name;
  }
  return { ok: true, value: { ...object } };
}
