// A factory's literal read with its parameters unknown, or with each call's arguments standing for them:
// a part that reads no parameter is static, a part that reads one is what each call passes.
import ts from "../../util/typescript.cjs";
import type { CatalogElement } from "./catalog.js";
import type { Binding } from "./seam-reader.js";
import { argumentsForParameter } from "./parameter-callers.js";
import { isTestFile } from "./imports.js";
import { repeatingLoop } from "./repeated-turns.js";

/** One definition of the type: the literal, which is both the value bound at the sink and where the tool is written. */
export interface TypedElement {
  readonly value: ts.ObjectLiteralExpression;
  readonly definition: ts.ObjectLiteralExpression;
  /**
   * For a literal a factory of the program returns built from its parameters: the program's calls of that
   * factory (`createTool({ … })`), each one tool read with the call's arguments bound (`callElements`).
   */
  readonly calls?: readonly ts.CallExpression[];
  /** For a factory's literal, the catalog entry the factory is passed in (`CatalogElement.entry`). */
  readonly entry?: ts.Node;
  /** A wrapper of the program it is handed to changes a part of it on the way (`wrapsGivenTool`): what is sent is not it as written. */
  readonly rewritten?: CatalogElement["rewritten"];
}

/**
 * The elements as the tools they stand for: a factory's literal built from its parameters is one tool per
 * call of the factory, placed at the call and read with the call's arguments standing for the parameters
 * (and for names destructured from them); one nobody calls stays the literal itself.
 */
export function callElements(checker: ts.TypeChecker, elements: readonly TypedElement[]): CatalogElement[] {
  return elements.flatMap((element): CatalogElement[] => {
    const fn = element.calls && element.calls.length > 0 ? returningFunction(element.value) : undefined;
    if (!fn) return [element];
    return element.calls!.map((call) => {
      const repeatedOver = repeatingLoop(checker, call);
      return { value: element.value, definition: call, bindings: parameterBindings(checker, fn, call), ...(repeatedOver ? { repeatedOver } : {}) };
    });
  });
}

/**
 * Each parameter → the call's argument; each name destructured from a parameter (`const { name } = config`) → that
 * argument's member (what `argumentsByParameter` gives, with the destructured names and their member paths).
 */
function parameterBindings(checker: ts.TypeChecker, fn: ts.FunctionLikeDeclaration, call: ts.CallExpression): Map<ts.Symbol, Binding> {
  const bindings = new Map<ts.Symbol, Binding>();
  for (const [symbol, { index, path }] of parameterPaths(checker, fn)) {
    const argument = call.arguments[index];
    if (argument && !call.arguments.slice(0, index + 1).some(ts.isSpreadElement)) bindings.set(symbol, { expr: argument, path });
  }
  return bindings;
}

/**
 * The names a function's parameters give its body: each parameter (or the names of its object pattern), and
 * the names destructured from a parameter in the body, with the argument position and member path each stands for.
 */
export function parameterPaths(checker: ts.TypeChecker, fn: ts.FunctionLikeDeclaration): Map<ts.Symbol, { readonly index: number; readonly path: readonly string[] }> {
  const names = new Map<ts.Symbol, { readonly index: number; readonly path: readonly string[] }>();
  const bind = (name: ts.BindingName, index: number, path: readonly string[]): void => {
    if (ts.isIdentifier(name)) {
      const symbol = checker.getSymbolAtLocation(name);
      if (symbol) names.set(symbol, { index, path });
      return;
    }
    if (!ts.isObjectBindingPattern(name)) return;
    for (const element of name.elements) {
      if (element.dotDotDotToken || element.initializer) continue;
      const property = element.propertyName ?? (ts.isIdentifier(element.name) ? element.name : undefined);
      if (property && (ts.isIdentifier(property) || ts.isStringLiteral(property))) bind(element.name, index, [...path, property.text]);
    }
  };
  fn.parameters.forEach((parameter, index) => {
    if (!parameter.dotDotDotToken) bind(parameter.name, index, []);
  });
  const destructure = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isObjectBindingPattern(node.name) && ts.isIdentifier(node.initializer)) {
      const from = names.get(checker.getSymbolAtLocation(node.initializer)!);
      if (from) bind(node.name, from.index, from.path);
    }
    if (!ts.isFunctionLike(node)) ts.forEachChild(node, destructure);
  };
  if (fn.body) ts.forEachChild(fn.body, destructure);
  return names;
}

/**
 * The calls of the function `literal` is returned from, when the literal reads one of its parameters: each
 * call's argument at that position (argumentsForParameter), its call. Empty otherwise.
 */
export function callsOfFactory(program: ts.Program, checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression): ts.CallExpression[] {
  const fn = returningFunction(literal);
  const first = fn?.parameters[0];
  if (!fn || !first || !readsParameters(checker, literal, fn)) return [];
  // Every call passes its first argument: the calls are where that argument is. A test's call makes a tool for the test.
  return argumentsForParameter(program, first).flatMap((argument) =>
    ts.isCallExpression(argument.parent) && argument.parent.arguments[0] === argument && !isTestFile(argument.getSourceFile().fileName) ? [argument.parent] : [],
  );
}

/** The function whose `return` (or arrow body) the literal is. */
export function returningFunction(literal: ts.ObjectLiteralExpression): ts.FunctionLikeDeclaration | undefined {
  let node: ts.Node = literal;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isArrowFunction(parent) && parent.body === node) return parent;
  if (!ts.isReturnStatement(parent)) return undefined;
  const fn = ts.findAncestor(parent, ts.isFunctionLike);
  return fn && (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isArrowFunction(fn) || ts.isMethodDeclaration(fn)) ? fn : undefined;
}

/** Whether the literal reads a name its function's parameters give (`parameterPaths`). */
export function readsParameters(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, fn: ts.FunctionLikeDeclaration): boolean {
  const names = parameterPaths(checker, fn);
  const visit = (node: ts.Node): boolean => {
    const symbol = ts.isIdentifier(node) ? valueSymbolAt(checker, node) : undefined;
    return (symbol !== undefined && names.has(symbol)) || (ts.forEachChild(node, visit) ?? false);
  };
  return visit(literal);
}

/** The symbol an identifier reads: for `{ description }`, the variable, not the property it names. */
export function valueSymbolAt(checker: ts.TypeChecker, node: ts.Identifier): ts.Symbol | undefined {
  const shorthand = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node;
  return shorthand ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
}
