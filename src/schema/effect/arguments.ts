// Effect route: the static arguments of Effect 3 builders: `.annotations({…})` objects, regex literals, enums,
// and how refusals quote source text. None of it reads a schema, so the readers of schemas share it.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import { checkable, type Annotations, type Ast, type Origin } from "./model.js";

/** Annotation keys that do not reach JSON Schema (messages, parsing, other derivations): skipped unread. */
const IGNORED_ANNOTATIONS = new Set(["message", "missingMessage", "documentation", "parseIssueTitle", "parseOptions", "decodingFallback", "concurrency", "batching", "pretty", "equivalence", "arbitrary"]);

/** Source text as refusals quote it: one line, at most 40 characters. */
export const describe = (node: ts.Node): string => {
  const text = node.getText().replace(/\s+/g, " ");
  return `\`${text.length > 40 ? text.slice(0, 39) + "…" : text}\``;
};

/** A default or examples on a node whose values the route cannot judge as Effect's encoder does. */
export function checkValues(ast: Ast, at: ts.Node): StaticFailure | undefined {
  if ((ast.annotations.default || ast.annotations.examples) && !checkable(ast)) {
    return fail("a `default` or `examples` annotation on a struct, a tuple, or past `Schema.pattern()`/`Schema.multipleOf()` is not read: Effect writes only the values its encoder accepts", at);
  }
  return undefined;
}

/** The annotations object: title, description, identifier, default, examples; keys that do not reach JSON Schema skipped; others refused. */
export function readAnnotations(ctx: EvalContext, expr: ts.Expression): { ok: true; annotations: Annotations } | StaticFailure {
  const followed = followExpression(ctx, expr);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("the annotations are not an object literal", expr);
  const out: { -readonly [K in keyof Annotations]: Annotations[K] } = {};
  for (const member of followed.expr.properties) {
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail("a spread, method or accessor among the annotations is not read", member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    if (IGNORED_ANNOTATIONS.has(key.key)) continue;
    const valueExpr = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    const value = withActive(ctx, followed.via, () => evaluateIn(ctx, valueExpr));
    if (!value.ok) return value;
    const v = value.value;
    switch (key.key) {
      case "title":
      case "description":
      case "identifier":
        if (typeof v !== "string") return fail(`the \`${key.key}\` annotation is read only as a string`, valueExpr);
        out[key.key] = v;
        break;
      case "default":
        out.default = { value: v };
        break;
      case "examples":
        if (!Array.isArray(v) || v.length === 0) return fail("the `examples` annotation is read only as a non-empty array", valueExpr);
        out.examples = v;
        break;
      default:
        return fail(`the \`${key.key}\` annotation is not read by the plugin (it reads title, description, identifier, default and examples)`, member);
    }
  }
  return { ok: true, annotations: out };
}

export interface OptionalWithOptions {
  readonly exact: boolean;
  readonly nullable: boolean;
  readonly withDefault: boolean;
}

/**
 * The options of `Schema.optionalWith(s, { … })`: `exact` and `nullable` as booleans, `default` as a
 * function (Effect only tests that it is there). `as: "Option"` decodes to an `Option`, which is not read.
 */
export function optionalWithOptions(ctx: EvalContext, expr: ts.Expression): ({ ok: true } & OptionalWithOptions) | StaticFailure {
  const followed = followExpression(ctx, expr);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("the options of `Schema.optionalWith()` are read only as an object literal", expr);
  const out = { exact: false, nullable: false, withDefault: false };
  for (const member of followed.expr.properties) {
    const name = member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
    if (name === "default" && (ts.isMethodDeclaration(member) || (ts.isPropertyAssignment(member) && isFunction(member.initializer)))) {
      out.withDefault = true;
      continue;
    }
    if ((name === "exact" || name === "nullable") && ts.isPropertyAssignment(member)) {
      const value = withActive(ctx, followed.via, () => evaluateIn(ctx, member.initializer));
      if (!value.ok) return value;
      if (typeof value.value !== "boolean") return fail(`\`${name}\` of \`Schema.optionalWith()\` is read only as true or false`, member.initializer);
      out[name] = value.value;
      continue;
    }
    return fail("`Schema.optionalWith()` is read only with `exact`, `nullable` and `default: () => …` written plainly (`as: \"Option\"` decodes to an Option, which the plugin does not read)", member);
  }
  return { ok: true, ...out };
}

function isFunction(expr: ts.Expression): boolean {
  const node = unwrapExpression(expr);
  return ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

/** A regular expression literal's `source`: its text between the slashes (flags do not reach JSON Schema). */
export function regexSource(ctx: EvalContext, expr: ts.Expression): { ok: true; value: string } | StaticFailure {
  const followed = followExpression(ctx, expr);
  if (!followed.ok) return followed;
  if (!ts.isRegularExpressionLiteral(followed.expr)) return fail("`Schema.pattern()` is read only with a regular expression literal", expr);
  const text = followed.expr.text;
  return { ok: true, value: text.slice(1, text.lastIndexOf("/")) };
}

/** `Schema.Enums(E)`: the enum object as TypeScript emits it, its keys less a numeric member's reverse mapping (`getDefaultEnumsAST`). */
export function enums(checker: ts.TypeChecker, call: ts.CallExpression, origin: Origin): { ok: true; ast: Ast } | StaticFailure {
  const arg = call.arguments[0];
  if (!arg) return fail("`Schema.Enums()` is called without its enum", call);
  const object = enumObject(checker, unwrapExpression(arg));
  if (!object) return fail("`Schema.Enums()` is read only with a (non-const) enum declared in the program, whose members are constants", arg);
  const list: (readonly [string, string | number])[] = [];
  for (const key of Object.keys(object)) {
    if (typeof object[object[key]!] === "number") continue;
    list.push([key, object[key]!]);
  }
  if (list.length === 0) return fail("`Schema.Enums()` of an empty enum is `never`, which the plugin does not read", arg);
  return { ok: true, ast: { tag: "enums", enums: list, annotations: {}, origin } };
}

/** The runtime object of `enum E { … }`: each member's value by name, and a numeric member's name by value, in emit order. */
function enumObject(checker: ts.TypeChecker, expr: ts.Expression): Record<string, string | number> | undefined {
  if (!ts.isIdentifier(expr) && !ts.isPropertyAccessExpression(expr)) return undefined;
  const local = checker.getSymbolAtLocation(ts.isIdentifier(expr) ? expr : expr.name);
  const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  const declarations = (symbol?.declarations ?? []).filter(ts.isEnumDeclaration);
  if (declarations.length === 0 || declarations.some((d) => d.modifiers?.some((m) => m.kind === ts.SyntaxKind.ConstKeyword || m.kind === ts.SyntaxKind.DeclareKeyword))) return undefined;
  const object: Record<string, string | number> = {};
  for (const declaration of declarations) {
    for (const member of declaration.members) {
      const value = checker.getConstantValue(member);
      if (value === undefined || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) return undefined;
      object[member.name.text] = value;
      if (typeof value === "number") object[String(value)] = member.name.text;
    }
  }
  return object;
}

