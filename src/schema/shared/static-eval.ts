// Shared by the routes: the static evaluator of JSON values (literals, consts, enums, spreads),
// the basis of the literal route and of every builder-chain argument.
import ts from "../../util/typescript.cjs";
import { describeNode, enumMemberAccess, followExpression, unwrapExpression } from "./static-follow.js";
import type { JsonObject, JsonValue } from "../types.js";
import { evaluateCall } from "./static-methods.js";

/**
 * Static evaluation of JSON values over the TypeScript AST. The plugin never runs user code, so
 * this interpreter only understands expressions whose value is fixed at the source level, and
 * explains precisely why anything else is not.
 */
export type StaticResult =
  | { ok: true; value: JsonValue; node: ts.Expression }
  | { ok: false; reason: string; node: ts.Node };

export type StaticFailure = Extract<StaticResult, { ok: false }>;
export type Evaluated = { ok: true; value: JsonValue } | StaticFailure;

/** Beyond this many nested objects/arrays/templates the input is treated as hostile, not as a schema. */
export const MAX_STATIC_DEPTH = 64;

/** Longest string a method call may build (`"=".repeat(n)`, `join`, `concat`); beyond it the input is hostile. */
export const MAX_STATIC_STRING = 1_000_000;

export interface EvalContext {
  readonly checker: ts.TypeChecker;
  /** Const declarations whose initializer is being read: meeting one again is a cycle. */
  readonly active: Set<ts.Node>;
  /** Values of literals already evaluated; expressions are pure, so a shared const is read once. */
  readonly memo: Map<ts.Node, JsonValue>;
  depth: number;
}

export function createEvalContext(checker: ts.TypeChecker): EvalContext {
  return { checker, active: new Set(), memo: new Map(), depth: 0 };
}

export function fail(reason: string, node: ts.Node): StaticFailure {
  return { ok: false, reason, node };
}

export function evaluateStatic(checker: ts.TypeChecker, expr: ts.Expression): StaticResult {
  try {
    const result = evaluateIn(createEvalContext(checker), expr);
    return result.ok ? { ok: true, value: result.value, node: expr } : result;
  } catch (error) {
    return fail(`static evaluation stopped on an unexpected error: ${errorMessage(error)}`, expr);
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `body` with the const declarations in `via` marked as being read, for cycle detection. */
export function withActive<T>(ctx: EvalContext, via: readonly ts.Node[], body: () => T): T {
  const added = via.filter((node) => ts.isVariableDeclaration(node) && !ctx.active.has(node));
  for (const node of added) ctx.active.add(node);
  try {
    return body();
  } finally {
    for (const node of added) ctx.active.delete(node);
  }
}

/** Counts one nesting level around `body`; refuses to go past MAX_STATIC_DEPTH. */
export function nested<T extends { ok: boolean }>(
  ctx: EvalContext,
  node: ts.Node,
  body: () => T | StaticFailure,
): T | StaticFailure {
  if (ctx.depth >= MAX_STATIC_DEPTH) {
    return fail(
      `nesting is deeper than ${MAX_STATIC_DEPTH} levels (objects, arrays, templates); the evaluator stops here`,
      node,
    );
  }
  ctx.depth++;
  try {
    return body();
  } finally {
    ctx.depth--;
  }
}

export function evaluateIn(ctx: EvalContext, expr: ts.Expression): Evaluated {
  return nested(ctx, expr, () => {
    const followed = followExpression(ctx, expr);
    if (!followed.ok) return followed;
    const target = followed.expr;
    const known = ctx.memo.get(target);
    if (known !== undefined) return { ok: true, value: known };
    const result = withActive(ctx, followed.via, () => evaluateSyntax(ctx, target));
    if (result.ok && isMemoized(target)) ctx.memo.set(target, result.value);
    return result;
  });
}

/** Containers, and calls: a const built with `.repeat()` or `.join()` and used many times is built once. */
function isMemoized(target: ts.Expression): boolean {
  switch (target.kind) {
    case ts.SyntaxKind.ObjectLiteralExpression:
    case ts.SyntaxKind.ArrayLiteralExpression:
    case ts.SyntaxKind.CallExpression:
    case ts.SyntaxKind.TaggedTemplateExpression:
      return true;
    default:
      return false;
  }
}

function evaluateSyntax(ctx: EvalContext, node: ts.Expression): Evaluated {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return { ok: true, value: (node as ts.StringLiteralLike).text };
    case ts.SyntaxKind.NumericLiteral:
      return finiteNumber(Number((node as ts.NumericLiteral).text), node);
    case ts.SyntaxKind.TrueKeyword:
      return { ok: true, value: true };
    case ts.SyntaxKind.FalseKeyword:
      return { ok: true, value: false };
    case ts.SyntaxKind.NullKeyword:
      return { ok: true, value: null };
    case ts.SyntaxKind.BigIntLiteral:
      return fail(`bigint literal ${describeNode(node)} is not JSON`, node);
    case ts.SyntaxKind.TemplateExpression:
      return evaluateTemplate(ctx, node as ts.TemplateExpression);
    case ts.SyntaxKind.ObjectLiteralExpression:
      return evaluateObject(ctx, node as ts.ObjectLiteralExpression);
    case ts.SyntaxKind.ArrayLiteralExpression:
      return evaluateArray(ctx, node as ts.ArrayLiteralExpression);
    case ts.SyntaxKind.PrefixUnaryExpression:
      return evaluatePrefix(ctx, node as ts.PrefixUnaryExpression);
    case ts.SyntaxKind.BinaryExpression:
      return evaluateBinary(ctx, node as ts.BinaryExpression);
    case ts.SyntaxKind.PropertyAccessExpression:
    case ts.SyntaxKind.ElementAccessExpression:
      return evaluateMemberValue(ctx, node as ts.PropertyAccessExpression | ts.ElementAccessExpression);
    case ts.SyntaxKind.CallExpression:
      return evaluateCall(ctx, node as ts.CallExpression);
    case ts.SyntaxKind.TaggedTemplateExpression:
      return evaluateTaggedTemplate(ctx, node as ts.TaggedTemplateExpression);
    default:
      return fail(notStaticReason(node), node);
  }
}

export function notStaticReason(node: ts.Expression): string {
  const text = describeNode(node);
  if (ts.isCallExpression(node)) return `call expression ${text} is not static`;
  if (ts.isNewExpression(node)) return `\`new\` expression ${text} is not static`;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return `function ${text} is not JSON`;
  if (ts.isClassExpression(node)) return `class expression ${text} is not JSON`;
  if (ts.isVoidExpression(node)) return `\`undefined\` is not JSON (${text})`;
  if (ts.isTaggedTemplateExpression(node)) return `tagged template ${text} is not static`;
  if (ts.isRegularExpressionLiteral(node)) return `regular expression ${text} is not JSON`;
  if (ts.isConditionalExpression(node)) return `conditional expression ${text} is not static`;
  if (ts.isAwaitExpression(node)) return `\`await\` expression ${text} is not static`;
  if (node.kind === ts.SyntaxKind.ThisKeyword) return "`this` is not static";
  return `${text} (${ts.SyntaxKind[node.kind]}) is not a static JSON value`;
}

function finiteNumber(value: number, node: ts.Node): Evaluated {
  if (Number.isFinite(value)) return { ok: true, value };
  return fail(`${describeNode(node)} evaluates to ${value}, which is not a JSON number`, node);
}

/** `a string`, `an array`, `null`: for messages about a value of the wrong kind. */
export function kindOf(value: JsonValue): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/** Defines an own property even for `__proto__`, which plain assignment would turn into a prototype. */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === "__proto__") {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

export type KeyResult = { ok: true; key: string } | StaticFailure;

/** The runtime key a property name produces (`1.0` → "1", `["a" + "b"]` → "ab"). */
export function propertyKey(ctx: EvalContext, name: ts.PropertyName): KeyResult {
  if (ts.isIdentifier(name)) return { ok: true, key: ts.idText(name) };
  if (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return { ok: true, key: name.text };
  if (ts.isNumericLiteral(name)) return { ok: true, key: String(Number(name.text)) };
  if (ts.isComputedPropertyName(name)) {
    const value = evaluateIn(ctx, name.expression);
    if (!value.ok) return fail(`computed key ${describeNode(name)} is not static: ${value.reason}`, value.node);
    if (typeof value.value === "string") return { ok: true, key: value.value };
    if (typeof value.value === "number") return { ok: true, key: String(value.value) };
    return fail(`computed key ${describeNode(name)} must be a string or a number, got ${kindOf(value.value)}`, name);
  }
  return fail(`property name ${describeNode(name)} is not a JSON key`, name);
}

/** A non-computed `__proto__: x` sets the prototype instead of creating a key. */
export function isProtoSetter(property: ts.ObjectLiteralElementLike): boolean {
  if (!ts.isPropertyAssignment(property)) return false;
  const name = property.name;
  return (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === "__proto__";
}

function evaluateObject(ctx: EvalContext, literal: ts.ObjectLiteralExpression): Evaluated {
  const out: JsonObject = {};
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      const spread = evaluateIn(ctx, property.expression);
      if (!spread.ok) return spreadFailure(spread);
      // `{...x}` copies own enumerable keys: object keys, array indexes, string characters.
      if (spread.value !== null && typeof spread.value === "object") {
        for (const [key, value] of Object.entries(spread.value)) setOwn(out, key, value);
      } else if (typeof spread.value === "string") {
        [...spread.value].forEach((char, index) => setOwn(out, String(index), char));
      }
      continue;
    }
    if (ts.isMethodDeclaration(property)) {
      return fail(`method ${describeNode(property.name)} is a function, not JSON`, property);
    }
    if (ts.isGetAccessorDeclaration(property) || ts.isSetAccessorDeclaration(property)) {
      return fail(`accessor ${describeNode(property.name)} is not static`, property);
    }
    if (isProtoSetter(property)) {
      return fail("`__proto__: …` sets the object's prototype; it is not a JSON key", property);
    }
    const key = propertyKey(ctx, property.name);
    if (!key.ok) return key;
    const valueNode = ts.isPropertyAssignment(property) ? property.initializer : property.name;
    const value = evaluateIn(ctx, valueNode);
    if (!value.ok) return value;
    setOwn(out, key.key, value.value);
  }
  return { ok: true, value: out };
}

const SPREAD_PREFIX = "spread of a non-static value: ";

export function spreadFailure(inner: StaticFailure): StaticFailure {
  if (inner.reason.startsWith(SPREAD_PREFIX) || inner.reason.startsWith("cyclic")) return inner;
  return fail(SPREAD_PREFIX + inner.reason, inner.node);
}

function evaluateArray(ctx: EvalContext, literal: ts.ArrayLiteralExpression): Evaluated {
  const out: JsonValue[] = [];
  for (const element of literal.elements) {
    if (ts.isOmittedExpression(element)) {
      return fail("array hole (`[a, , b]`) is `undefined`, which is not JSON", literal);
    }
    if (ts.isSpreadElement(element)) {
      const spread = evaluateIn(ctx, element.expression);
      if (!spread.ok) return spreadFailure(spread);
      if (Array.isArray(spread.value)) {
        for (const item of spread.value) out.push(item);
      } else if (typeof spread.value === "string") {
        out.push(...spread.value);
      } else {
        return fail(`spread of ${kindOf(spread.value)} into an array; only arrays can be spread here`, element);
      }
      continue;
    }
    const value = evaluateIn(ctx, element);
    if (!value.ok) return value;
    out.push(value.value);
  }
  return { ok: true, value: out };
}

function evaluateTemplate(ctx: EvalContext, template: ts.TemplateExpression): Evaluated {
  return joinTemplate(ctx, template, (literal) => literal.text);
}

/** A template's pieces (`textOf` picks cooked or raw text) around its substitutions. */
function joinTemplate(
  ctx: EvalContext,
  template: ts.TemplateExpression,
  textOf: (literal: ts.TemplateLiteralLikeNode) => string,
): Evaluated {
  let text = textOf(template.head);
  for (const span of template.templateSpans) {
    const part = evaluateIn(ctx, span.expression);
    if (!part.ok) return part;
    if (typeof part.value !== "string" && typeof part.value !== "number") {
      return fail(
        `template substitution ${describeNode(span.expression)} must be a string or a number, got ${kindOf(part.value)}`,
        span.expression,
      );
    }
    text += String(part.value) + textOf(span.literal);
  }
  return { ok: true, value: text };
}

function evaluatePrefix(ctx: EvalContext, node: ts.PrefixUnaryExpression): Evaluated {
  const operator = node.operator;
  if (operator !== ts.SyntaxKind.MinusToken && operator !== ts.SyntaxKind.PlusToken) {
    return fail(`operator \`${ts.tokenToString(operator)}\` in ${describeNode(node)} is not supported statically`, node);
  }
  const operand = evaluateIn(ctx, node.operand);
  if (!operand.ok) return operand;
  if (typeof operand.value !== "number") {
    return fail(`unary \`${ts.tokenToString(operator)}\` needs a number, got ${kindOf(operand.value)}`, node);
  }
  return finiteNumber(operator === ts.SyntaxKind.MinusToken ? -operand.value : operand.value, node);
}

/** Number operators besides `+` (which also joins strings): `10 * 60 * 1000` in a bound, `limit - 1`. */
const ARITHMETIC: ReadonlyMap<ts.SyntaxKind, (a: number, b: number) => number> = new Map([
  [ts.SyntaxKind.MinusToken, (a, b) => a - b],
  [ts.SyntaxKind.AsteriskToken, (a, b) => a * b],
  [ts.SyntaxKind.SlashToken, (a, b) => a / b],
  [ts.SyntaxKind.PercentToken, (a, b) => a % b],
]);

function evaluateArithmetic(ctx: EvalContext, node: ts.BinaryExpression, apply: (a: number, b: number) => number): Evaluated {
  const left = evaluateIn(ctx, node.left);
  if (!left.ok) return left;
  const right = evaluateIn(ctx, node.right);
  if (!right.ok) return right;
  if (typeof left.value !== "number" || typeof right.value !== "number") {
    return fail(`\`${node.operatorToken.getText()}\` needs numbers; ${describeNode(node)} has ${kindOf(typeof left.value !== "number" ? left.value : right.value)}`, node);
  }
  return finiteNumber(apply(left.value, right.value), node);
}

/** `a + b + c` nests to the left; walk the chain iteratively so long concatenations do not hit the depth limit. */
function evaluateBinary(ctx: EvalContext, node: ts.BinaryExpression): Evaluated {
  const arithmetic = ARITHMETIC.get(node.operatorToken.kind);
  if (arithmetic) return evaluateArithmetic(ctx, node, arithmetic);
  // Reached only when the follower could not decide the side (`decidedSide`): say which question is open.
  if (node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || node.operatorToken.kind === ts.SyntaxKind.BarBarToken) {
    const open = node.operatorToken.kind === ts.SyntaxKind.BarBarToken ? "can be falsy" : "can be `null` or `undefined`";
    return fail(`${describeNode(node)} has the value of either side: nothing static tells whether ${describeNode(node.left)} ${open}`, node);
  }
  if (node.operatorToken.kind !== ts.SyntaxKind.PlusToken) {
    return fail(`operator \`${node.operatorToken.getText()}\` in ${describeNode(node)} is not supported statically`, node);
  }
  const operands: ts.Expression[] = [];
  let left: ts.Expression = node;
  while (ts.isBinaryExpression(left) && left.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    operands.push(left.right);
    left = left.left;
  }
  operands.push(left);
  operands.reverse();
  let total: string | number | undefined;
  for (const operand of operands) {
    const part = evaluateIn(ctx, operand);
    if (!part.ok) return part;
    if (typeof part.value !== "string" && typeof part.value !== "number") {
      return fail(`\`+\` only joins strings and numbers; ${describeNode(operand)} is ${kindOf(part.value)}`, operand);
    }
    if (total === undefined) total = part.value;
    else if (typeof total === "number" && typeof part.value === "number") total += part.value;
    else total = String(total) + String(part.value);
  }
  return typeof total === "number" ? finiteNumber(total, node) : { ok: true, value: total ?? "" };
}

/** Enum members, or a member of a static value that could not be followed syntactically. */
function evaluateMemberValue(
  ctx: EvalContext,
  node: ts.PropertyAccessExpression | ts.ElementAccessExpression,
): Evaluated {
  const enumMember = enumMemberAccess(ctx.checker, node);
  if (enumMember) {
    const { constant } = enumMember;
    if (typeof constant === "string") return { ok: true, value: constant };
    if (typeof constant === "number") return finiteNumber(constant, node);
    return fail(`enum member ${describeNode(node)} has no constant value`, node);
  }
  if (ts.isPropertyAccessExpression(node) && ts.isPrivateIdentifier(node.name)) {
    return fail(`private member ${describeNode(node)} is not static`, node);
  }
  const object = evaluateIn(ctx, node.expression);
  if (!object.ok) return object;
  let key: string;
  if (ts.isPropertyAccessExpression(node)) {
    key = node.name.text;
  } else {
    const index = evaluateIn(ctx, node.argumentExpression);
    if (!index.ok) return index;
    if (typeof index.value !== "string" && typeof index.value !== "number") {
      return fail(`element key ${describeNode(node.argumentExpression)} must be a string or a number`, node);
    }
    key = String(index.value);
  }
  const container = object.value;
  if (container !== null && typeof container === "object" && Object.hasOwn(container, key)) {
    return { ok: true, value: (container as Record<string, JsonValue>)[key] };
  }
  return fail(`${describeNode(node)} is \`undefined\` (no property \`${key}\`), which is not JSON`, node);
}

/** `String.raw` templates keep their escapes; any other tag runs user code. */
function evaluateTaggedTemplate(ctx: EvalContext, node: ts.TaggedTemplateExpression): Evaluated {
  const template = node.template;
  if (!isStringRaw(ctx.checker, node.tag)) return fail(notStaticReason(node), node);
  const literals = ts.isNoSubstitutionTemplateLiteral(template)
    ? [template]
    : [template.head, ...template.templateSpans.map((span) => span.literal)];
  // Parsed templates always carry their raw text; only a synthesized node may lack it.
  if (literals.some((literal) => literal.rawText === undefined)) {
    return fail(`the raw text of ${describeNode(node)} is not available`, node);
  }
  if (ts.isNoSubstitutionTemplateLiteral(template)) return { ok: true, value: rawText(template) };
  return joinTemplate(ctx, template, rawText);
}

/** Raw text keeps backslashes, but line breaks are normalized to "\n", as the language specifies. */
function rawText(literal: ts.TemplateLiteralLikeNode): string {
  return (literal.rawText ?? "").replace(/\r\n?/g, "\n");
}

/** `String.raw` of the built-in `String`, not of a local binding that shadows it. */
function isStringRaw(checker: ts.TypeChecker, tag: ts.Expression): boolean {
  const callee = unwrapExpression(tag);
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== "raw" || !ts.isIdentifier(callee.expression)) {
    return false;
  }
  const declaration = checker.getSymbolAtLocation(callee.expression)?.valueDeclaration;
  return declaration !== undefined && declaration.getSourceFile().hasNoDefaultLib;
}
