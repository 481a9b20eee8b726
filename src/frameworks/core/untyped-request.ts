// Framework core: a request whose tools the program gives as `any` (a proxy route's `create({ ...body })`,
// `tools: body.tools` of a parsed JSON body). Nothing there leads to a definition, so one stand-in says so.
import ts from "../../util/typescript.cjs";
import { describeNode, unwrapExpression } from "../../schema/shared/static-follow.js";
import type { ToolParts } from "../types.js";
import type { SiteReader } from "./reader.js";

/**
 * Why the tools of `request` (a call's argument) lead to no definition, and where to say it: the request
 * itself is typed `any`, or its `key` member is, or it has no `key` member and spreads an `any` value
 * that may hold one. Undefined when the tools, if any, are written with a type (the readers take them).
 * `literalOf` gives the object literal the request is written as, when it is one.
 */
export function untypedTools(
  checker: ts.TypeChecker,
  request: ts.Expression | undefined,
  key: string,
  literalOf: (expr: ts.Expression) => ts.ObjectLiteralExpression | undefined,
): { readonly reason: string; readonly node: ts.Node } | undefined {
  if (!request) return undefined;
  const isAny = (expr: ts.Expression) => isTypedAny(checker, expr);
  const literal = literalOf(request);
  if (!literal) return isAny(request) ? { reason: `the request ${describeNode(request)} is typed \`any\``, node: request } : undefined;
  const own = literal.properties.filter((property) => (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && property.name.getText() === key).at(-1);
  if (own) {
    const value = ts.isPropertyAssignment(own) ? own.initializer : (own as ts.ShorthandPropertyAssignment).name;
    return isAny(value) ? { reason: `${describeNode(value)} is typed \`any\``, node: value } : undefined;
  }
  const spread = literal.properties.find((property): property is ts.SpreadAssignment => ts.isSpreadAssignment(property) && isAny(property.expression));
  return spread && { reason: `the request spreads ${describeNode(spread.expression)}, typed \`any\``, node: spread };
}

/** The value is typed `any`. A value written as a literal is not, and typing it in place would resolve the whole call. */
export function isTypedAny(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  return !writtenLiteral(checker, expr, 0) && (checker.getTypeAtLocation(expr).flags & ts.TypeFlags.Any) !== 0;
}

/** An array or object literal, as written or as the initializer of the `const` it names. */
function writtenLiteral(checker: ts.TypeChecker, expr: ts.Expression, depth: number): boolean {
  const inner = unwrapExpression(expr);
  if (ts.isArrayLiteralExpression(inner) || ts.isObjectLiteralExpression(inner)) return true;
  if (!ts.isIdentifier(inner) || depth > 8) return false;
  const symbol = checker.getSymbolAtLocation(inner);
  const declaration = (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol)?.valueDeclaration;
  const constant = declaration && ts.isVariableDeclaration(declaration) && ts.isVariableDeclarationList(declaration.parent) && declaration.parent.flags & ts.NodeFlags.Const;
  return Boolean(constant && !declaration.type && declaration.initializer && writtenLiteral(checker, declaration.initializer, depth + 1));
}

/** `untypedTools` at a site a framework form reads: its unfollowed stand-in, or none. */
export function untypedRequestTools(reader: SiteReader, call: ts.CallExpression, request: ts.Expression | undefined, key: string, form: string): ToolParts[] {
  const literalOf = (expr: ts.Expression) => {
    const definition = reader.definition(expr);
    return "reason" in definition ? undefined : definition.node;
  };
  const found = untypedTools(reader.checker, request, key, literalOf);
  return found ? [{ node: call, anchor: call.expression, form, unreadable: found, unfollowed: true, unfollowedUntyped: true }] : [];
}
