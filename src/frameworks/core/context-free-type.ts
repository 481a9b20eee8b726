// What a question about an expression's type answers, asked without typing the expression in place
// when its declarations already decide (the call it is an argument of is then never resolved).
import ts from "../../util/typescript.cjs";

const UNTYPED = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/**
 * `answer` for the type of `expr`, read from declarations when they agree. A value in an argument of
 * an SDK call (`tool({ parameters: z.object(…) })`, `server.registerTool(…)`) is typed against its
 * contextual type, so asking for its type makes the checker resolve the SDK's overloads for the whole
 * call and instantiate its conditional types: 0.1–0.4 s per program in the example project, paid again
 * after every edit, for a question whose answer does not depend on the call. A call's type is its
 * callee's return type (the callee is typed without context); identifiers and property accesses need
 * no context. When the return types give different answers, or one is still generic (`T`,
 * `T extends X ? A : B`), the type in place decides.
 */
export function answerForType<T>(checker: ts.TypeChecker, expr: ts.Expression, answer: (type: ts.Type) => T): T {
  const candidates = typesWithoutContext(checker, expr);
  if (candidates && candidates.length > 0) {
    const first = answer(candidates[0]);
    if (candidates.every((type, i) => i === 0 || answer(type) === first)) return first;
  }
  return answer(checker.getTypeAtLocation(expr));
}

/** The types `expr` can have, read from declarations; undefined when only the type in place can tell. */
function typesWithoutContext(checker: ts.TypeChecker, expr: ts.Expression): readonly ts.Type[] | undefined {
  if (ts.isParenthesizedExpression(expr)) return typesWithoutContext(checker, expr.expression);
  if (ts.isCallExpression(expr) && !expr.questionDotToken && !ts.isOptionalChain(expr)) {
    const callee = checker.getTypeAtLocation(expr.expression);
    if (callee.flags & UNTYPED) return [callee];
    const returns = callee.getCallSignatures().map((signature) => checker.getReturnTypeOfSignature(signature));
    return returns.every((type) => type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Any)) ? returns : undefined;
  }
  if (ts.isIdentifier(expr) || ts.isPropertyAccessExpression(expr)) return [checker.getTypeAtLocation(expr)];
  return undefined;
}
