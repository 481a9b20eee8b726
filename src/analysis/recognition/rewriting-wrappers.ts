// Wrappers of the program that take a tool and pass it on: a wrapper's own literal is how each given tool
// is passed on, not one more tool, and a wrapper that sends a part other than as given makes what it is
// handed unresolved, with that reason.
import ts from "../../util/typescript.cjs";
import type { CatalogElement } from "./catalog.js";
import { parameterPaths, readsParameters, valueSymbolAt } from "./factory-parameters.js";
import { functionOf } from "../../schema/shared/identity-helper.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";

/** What a wrapper's literal sends in place of a part of the tool it is given: `parameters: cleanParametersSchema`. */
export interface RewrittenPart {
  readonly wrapper: string;
  readonly part: string;
  readonly value: string;
}

/**
 * The literal handed to a wrapper that changes a part of it (`injectable({ ...defs.search, inject, execute })`
 * where the wrapper sends `parameters: parameters.omit(mask)`): what is sent is not the literal as
 * written, so its schema is not judged as written; the reason says which wrapper changes which part.
 */
export function withRewrite<T extends { readonly literal: ts.ObjectLiteralExpression }>(checker: ts.TypeChecker, item: T, wrappers: ReadonlyMap<ts.Node, RewrittenPart | undefined>): T & { readonly rewritten?: CatalogElement["rewritten"] } {
  let node: ts.Node = item.literal;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent)) node = node.parent;
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return item;
  const callee = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression);
  const target = callee && callee.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(callee) : callee;
  const fn = target?.valueDeclaration && functionOf(target.valueDeclaration);
  const rewrite = fn && wrappers.get(fn);
  if (!rewrite) return item;
  const reason = `it is passed through \`${rewrite.wrapper}\`, which may send \`${rewrite.part}\` as \`${rewrite.value}\` instead of as written here`;
  return { ...item, rewritten: { reason, node: call.expression } };
}

/**
 * The first part a wrapper's literal does not pass on as given: a value that is not the same part of the
 * wrapper's parameter (`parameters: cleanParametersSchema`, a constant). Functions (`execute` wrapped
 * to inject arguments) are not sent, and parts spread from the parameter (`...rest`) are passed on whole.
 */
export function rewrittenPart(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, fn: ts.SignatureDeclaration): RewrittenPart | undefined {
  const given = parameterPaths(checker, fn as ts.FunctionLikeDeclaration);
  const passedOn = (value: ts.Expression, key: string): boolean => {
    const root = ts.isPropertyAccessExpression(value) && value.name.text === key ? value.expression : value;
    const symbol = ts.isIdentifier(root) ? valueSymbolAt(checker, root) : undefined;
    const at = symbol && given.get(symbol);
    if (!at) return false;
    const path = root === value ? at.path : [...at.path, key];
    return path.length === 1 && path[0] === key;
  };
  for (const property of literal.properties) {
    if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
    const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : undefined;
    if (key === undefined) continue;
    const value = ts.isShorthandPropertyAssignment(property) ? property.name : unwrapExpression(property.initializer);
    if (passedOn(value, key) || checker.getTypeAtLocation(value).getCallSignatures().length > 0) continue;
    const name = ts.getNameOfDeclaration(fn as ts.Declaration);
    const wrapper = name && ts.isIdentifier(name) ? name.text : ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : "a wrapper";
    return { wrapper, part: key, value: value.getText() };
  }
  return undefined;
}

/**
 * A wrapper's own literal, made from the tool it is given (`function injectable({ description, parameters,
 * execute, inject }: InjectableTool) { return tool({ description, parameters, execute }) }`, where
 * `InjectableTool` is the type too): every call hands it a value of the type, and that value, written
 * at the call, is the tool. The literal inside is how each of them is passed on, not one more tool.
 */
export function wrapsGivenTool(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, matches: (type: ts.Type | undefined) => boolean): ts.SignatureDeclaration | undefined {
  const fn = ts.findAncestor(literal.parent, ts.isFunctionLike);
  if (!fn || !("body" in fn) || !fn.body || !fn.parameters.some((parameter) => matches(checker.getTypeAtLocation(parameter)))) return undefined;
  return readsParameters(checker, literal, fn) ? fn : undefined;
}
