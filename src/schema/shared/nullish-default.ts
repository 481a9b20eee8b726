// Shared by the routes: `a ?? b` and `a || b` as written around a schema or a name
// (`Tool.inputSchema?.shape ?? {}`), reduced to the side that gives the value where that is certain.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "./static-follow.js";

/**
 * Whether the checker's type of a left side may decide (`withTypeDecisions`): asked only while a schema is
 * resolved. Elsewhere (recognition, the sets' walk over a program's values) typing every `a ?? b` met would
 * type much of the program's ordinary code; there only the source decides.
 */
let typeDecisions = false;

/** Runs `run` with the checker's types deciding `a ?? b` too (a schema's resolution). */
export function withTypeDecisions<T>(run: () => T): T {
  const outer = typeDecisions;
  typeDecisions = true;
  try {
    return run();
  } finally {
    typeDecisions = outer;
  }
}

/**
 * The side of `left ?? right` (or `left || right`) whose value the expression has, or undefined when
 * that is not certain. The right side when the left is `undefined` or `null` as followed (`reach`: the
 * syntax it gives its value, or where following it stopped), directly or as the receiver of its optional
 * chain (`undefined?.shape`); the left side when it is an object, array or function written in the source. While a schema is resolved, the
 * left side when the checker's type of it holds no `null` or `undefined` (for `||`, when it is moreover an object, which is
 * never falsy); `any`, `unknown` and type parameters decide nothing, and neither does a program
 * without `strictNullChecks`, whose types never hold `undefined`: its left side is then taken and must
 * still be found in the source by the route that follows it.
 */
export function decidedSide(checker: ts.TypeChecker, expr: ts.BinaryExpression, reach: (value: ts.Expression) => ts.Node): ts.Expression | undefined {
  const operator = expr.operatorToken.kind;
  if (operator !== ts.SyntaxKind.QuestionQuestionToken && operator !== ts.SyntaxKind.BarBarToken) return undefined;
  const left = unwrapExpression(expr.left);
  const reached = reach(left);
  const receiver = optionalChainReceiver(left);
  if (isNullishNode(reached) || (receiver && isNullishNode(reach(receiver)))) return expr.right;
  // An object, array or function written in the source is never nullish, nor falsy.
  if (ts.isObjectLiteralExpression(reached) || ts.isArrayLiteralExpression(reached) || ts.isArrowFunction(reached) || ts.isFunctionExpression(reached)) return expr.left;
  if (!typeDecisions) return undefined;
  const type = checker.getTypeAtLocation(left);
  return neverNullish(type, operator === ts.SyntaxKind.BarBarToken) ? expr.left : undefined;
}

function isNullishNode(node: ts.Node): boolean {
  return ts.isExpression(node) && isNullishSyntax(node);
}

/** `undefined`, `null` and `void x` as written: the values that make `??` take its right side. */
export function isNullishSyntax(expr: ts.Expression): boolean {
  const value = unwrapExpression(expr);
  return value.kind === ts.SyntaxKind.NullKeyword || ts.isVoidExpression(value) || (ts.isIdentifier(value) && value.text === "undefined");
}

/** In `a?.b.c` or `a.b?.()`, the `a` whose being nullish makes the whole chain `undefined`. */
function optionalChainReceiver(expr: ts.Expression): ts.Expression | undefined {
  let current = expr;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isCallExpression(current)) {
    if (current.questionDotToken) return unwrapExpression(current.expression);
    current = unwrapExpression(current.expression);
  }
  return undefined;
}

const UNDECIDED = ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void | ts.TypeFlags.Never | ts.TypeFlags.TypeParameter;

function neverNullish(type: ts.Type, neverFalsy: boolean): boolean {
  if (type.isUnion()) return type.types.every((member) => neverNullish(member, neverFalsy));
  if (type.flags & UNDECIDED) return false;
  if (!neverFalsy) return true;
  if (type.isIntersection()) return type.types.some((member) => neverNullish(member, true));
  return (type.flags & (ts.TypeFlags.Object | ts.TypeFlags.NonPrimitive)) !== 0;
}
