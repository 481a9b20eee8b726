// A catalog whose elements are functions that the `.map` callback calls: `tools.map((tool) => tool())`
// over thunks made by the project's own maker (`CreateTool("get_timesheet", "…", shape, handler)`
// returning `() => ({ name, description, schema, handler })`), or `makers.map((make) => make(server))`.
import ts from "../../util/typescript.cjs";
import { argumentsByParameter, calledFunction, returnedExpressions, type FunctionWithBody } from "../../schema/shared/identity-helper.js";
import type { EvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import type { Binding } from "./seam-reader.js";

/** The one expression a called element gives back, and what the parameters it reads stand for. */
export interface InvokedElement {
  readonly value: ts.Expression;
  readonly bindings: ReadonlyMap<ts.Symbol, Binding>;
}

/**
 * What `call` (the callback's `tool()`, its callee the callback's parameter) gives back for an element
 * whose value is `element`: the function the element is (an arrow, a function, or what a call of a
 * one-return function of the program returns) returns one expression, read with its parameters
 * standing for the call's arguments and its maker's parameters for the maker call's arguments.
 * Undefined where the element is no such function: the element is then read as the call, as before.
 */
export function invokedElement(ctx: EvalContext, call: ts.CallExpression, element: ts.Expression): InvokedElement | undefined {
  // A function declaration's name is no const: following it stops with a reason, and it is the function.
  const followed = followExpression(ctx, element);
  const value = followed.ok ? followed.expr : unwrapExpression(element);
  const bindings = new Map<ts.Symbol, Binding>();
  let fn = functionValue(ctx.checker, value);
  if (!fn && followed.ok && ts.isCallExpression(value)) {
    // `CreateTool(…)`: a maker with one `return` of a function written in it.
    const maker = calledFunction(ctx.checker, value);
    const made = maker?.returned.length === 1 ? unwrapExpression(maker.returned[0]!) : undefined;
    if (!maker || !made || !(ts.isArrowFunction(made) || ts.isFunctionExpression(made))) return undefined;
    bind(ctx.checker, maker.fn.parameters, value.arguments, bindings);
    fn = made;
  }
  if (!fn || fn.getSourceFile().isDeclarationFile) return undefined;
  const returned = returnedExpressions(fn);
  if (returned.length !== 1) return undefined;
  bind(ctx.checker, fn.parameters, call.arguments, bindings);
  return { value: returned[0]!, bindings };
}

/** An arrow or function written as the value, or the function declaration a name refers to. */
function functionValue(checker: ts.TypeChecker, expr: ts.Expression): FunctionWithBody | undefined {
  if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return expr;
  if (!ts.isIdentifier(expr)) return undefined;
  const symbol = checker.getSymbolAtLocation(expr);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target?.valueDeclaration;
  return declaration && ts.isFunctionDeclaration(declaration) && declaration.body ? declaration : undefined;
}

/** The call's arguments as bindings of the function's positional parameters (`argumentsByParameter`). */
function bind(checker: ts.TypeChecker, parameters: readonly ts.ParameterDeclaration[], given: readonly ts.Expression[], out: Map<ts.Symbol, Binding>): void {
  for (const [symbol, expr] of argumentsByParameter(checker, parameters, given)) out.set(symbol, { expr });
}
