// Arguments given as a tuple: `server.tool(...tool)` where each `tool` is `[name, description, shape,
// handler]`, written as an array literal or returned by a function of the program that makes it from
// its parameters (`createTool("list_projects", …)`). The call's arguments are the tuple's elements,
// each the argument the maker was given for it, so the site reads as if they were written out.
import ts from "../../util/typescript.cjs";
import { argumentsByParameter, calledFunction } from "../../schema/shared/identity-helper.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import type { SiteReader } from "../../frameworks/core/reader.js";

/** The elements of a tuple `expr` stands for (already followed through consts); undefined when it is no tuple written in the source. */
export function tupleElements(checker: ts.TypeChecker, expr: ts.Expression): readonly ts.Expression[] | undefined {
  const target = unwrapExpression(expr);
  if (ts.isArrayLiteralExpression(target)) return plainElements(target);
  if (!ts.isCallExpression(target)) return undefined;
  const made = calledFunction(checker, target);
  const literal = made?.returned.length === 1 ? unwrapExpression(made.returned[0]!) : undefined;
  if (!made || !literal || !ts.isArrayLiteralExpression(literal)) return undefined;
  const elements = plainElements(literal);
  if (!elements) return undefined;
  // An element that is one of the maker's parameters is the argument of this call; any other element
  // stays as written (read there, a part that reads a parameter is not static).
  const given = argumentsByParameter(checker, made.fn.parameters, target.arguments);
  return elements.map((element) => {
    const inner = unwrapExpression(element);
    const symbol = ts.isIdentifier(inner) ? checker.getSymbolAtLocation(inner) : undefined;
    return (symbol && given.get(symbol)) ?? element;
  });
}

/** An array literal's elements, when none is a spread or a hole (whose positions cannot be counted). */
function plainElements(literal: ts.ArrayLiteralExpression): readonly ts.Expression[] | undefined {
  return literal.elements.every((element) => !ts.isSpreadElement(element) && !ts.isOmittedExpression(element)) ? literal.elements : undefined;
}

/**
 * A call's arguments with each spread replaced by the tuple it gives (`reader.spreadArguments`); or the
 * first spread that gives no tuple written in the source, whose arguments cannot be told apart.
 */
export function callArguments(reader: SiteReader, call: ts.CallExpression): { readonly args: readonly ts.Expression[] } | { readonly spread: ts.SpreadElement } {
  if (!call.arguments.some(ts.isSpreadElement)) return { args: call.arguments };
  const args: ts.Expression[] = [];
  for (const argument of call.arguments) {
    if (!ts.isSpreadElement(argument)) {
      args.push(argument);
      continue;
    }
    const elements = reader.spreadArguments(argument.expression);
    if (!elements) return { spread: argument };
    args.push(...elements);
  }
  return { args };
}
