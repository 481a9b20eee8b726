// Where a list of tools can come from when it is not a `const`: a `let` narrowed step by step
// (`let tools = all; if (readOnly) tools = tools.filter(…)`), a function of the program that
// hands back (part of) what it is given (`getAvailableTools(TOOLS, patterns)`), and the element of an
// outer loop (`collections.forEach((collection) => …)`). Every value the source assigns is a value the
// list may hold; nothing is run.
import ts from "../../util/typescript.cjs";
import { calledFunction } from "../../schema/shared/identity-helper.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";

/** Methods whose callback is called once per element of the array they are called on. */
const PER_ELEMENT_METHODS: ReadonlySet<string> = new Set(["forEach", "map", "flatMap", "filter", "some", "every"]);

/**
 * The collection a name stands for one element of: the array a callback's first parameter is
 * called for (`collections.forEach((collection) => …)`), or the iterable of a `for…of` (`for (const
 * collection of collections)`). Undefined for any other name, and for a destructured element.
 */
export function iteratedCollection(checker: ts.TypeChecker, node: ts.Node): ts.Expression | undefined {
  if (!ts.isIdentifier(node)) return undefined;
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  if (!declaration || declaration.getSourceFile().isDeclarationFile) return undefined;
  if (ts.isParameter(declaration)) {
    const fn = declaration.parent;
    const call = fn.parent;
    if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters[0] !== declaration || !ts.isIdentifier(declaration.name)) return undefined;
    if (!call || !ts.isCallExpression(call) || call.arguments[0] !== fn || !ts.isPropertyAccessExpression(call.expression)) return undefined;
    return PER_ELEMENT_METHODS.has(call.expression.name.text) ? call.expression.expression : undefined;
  }
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return undefined;
  const statement = declaration.parent.parent;
  return ts.isForOfStatement(statement) ? statement.expression : undefined;
}

/** What a parameter of a function the walk entered stands for: the argument the call passed. */
export type ParameterBindings = ReadonlyMap<ts.ParameterDeclaration, ts.Expression>;

/**
 * The values an identifier the static follow stopped at may hold: the argument bound to a parameter
 * of a function the walk entered, or the initializer and every assignment of a `let` / `var`
 * written in the source. Undefined for anything else (a loop variable, a destructured name, an
 * unbound parameter).
 */
export function flowedValues(checker: ts.TypeChecker, node: ts.Node, bindings: ParameterBindings): ts.Expression[] | undefined {
  if (!ts.isIdentifier(node)) return undefined;
  const symbol = checker.getSymbolAtLocation(node);
  const declaration = symbol?.valueDeclaration;
  if (!symbol || !declaration || declaration.getSourceFile().isDeclarationFile) return undefined;
  if (ts.isParameter(declaration)) {
    const argument = bindings.get(declaration);
    return argument ? [argument] : undefined;
  }
  if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return undefined;
  if (ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) return undefined;
  const statement = declaration.parent.parent;
  if (ts.isForOfStatement(statement) || ts.isForInStatement(statement)) return undefined;
  const values = declaration.initializer ? [declaration.initializer] : [];
  const scope = enclosingScope(declaration);
  const visit = (child: ts.Node): void => {
    if (
      ts.isBinaryExpression(child) &&
      child.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(unwrapExpression(child.left)) &&
      checker.getSymbolAtLocation(unwrapExpression(child.left)) === symbol
    ) {
      values.push(child.right);
    }
    ts.forEachChild(child, visit);
  };
  visit(scope);
  return values.length > 0 ? values : undefined;
}

/**
 * A call of a function of the program: the expressions it returns, with its parameters bound to the
 * call's arguments (positionally; a parameter without an argument stays unbound). Undefined for a
 * callee that is not such a function, or one the walk is already inside (recursion).
 */
export function passedThrough(
  checker: ts.TypeChecker,
  call: ts.CallExpression,
  bindings: ParameterBindings,
  active: ReadonlySet<ts.Node>,
): { readonly returned: readonly ts.Expression[]; readonly bindings: ParameterBindings; readonly fn: ts.Node } | undefined {
  const called = calledFunction(checker, call);
  if (!called || active.has(called.fn)) return undefined;
  const bound = new Map(bindings);
  called.fn.parameters.forEach((parameter, index) => {
    const argument = call.arguments[index];
    if (argument && !ts.isSpreadElement(argument) && !parameter.dotDotDotToken) bound.set(parameter, argument);
  });
  return { returned: called.returned, bindings: bound, fn: called.fn };
}

function enclosingScope(declaration: ts.VariableDeclaration): ts.Node {
  let scope: ts.Node = declaration;
  while (scope.parent && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
  return scope;
}
