// A framework class's method reached without an instance of the class: a registrar typed as a `Pick` of
// the server (`registrar: Pick<FastMCP, "addTool">`), whose member keeps the class's own declaration, and
// a function that stands in for that method (`{ addTool: ((tool) => server.addTool(wrap(tool))) as
// FastMCP["addTool"] }`), whose callers are those registrations. A project type that declares the member
// itself (`interface Registrar { addTool: FastMCP["addTool"] }`) is the project's: its implementation is
// read as a seam.
import ts from "../../util/typescript.cjs";
import { keyText } from "../../frameworks/core/reader.js";

/** Whether a symbol is the framework's class (or a class of the program extending it). */
export type IsClass = (symbol: ts.Symbol | undefined) => boolean;

/** A declaration of the symbol is a member of a class or interface `isClass` accepts. */
function memberOfClass(checker: ts.TypeChecker, symbol: ts.Symbol | undefined, isClass: IsClass): boolean {
  return (
    symbol?.declarations?.some((declaration) => (ts.isClassDeclaration(declaration.parent) || ts.isInterfaceDeclaration(declaration.parent)) && declaration.parent.name !== undefined && isClass(checker.getSymbolAtLocation(declaration.parent.name))) ??
    false
  );
}

/** `registrar.addTool(…)` where the member the checker resolves is the class's own (a `Pick` keeps its declaration). */
export function calledAsClassMethod(checker: ts.TypeChecker, callee: ts.PropertyAccessExpression, isClass: IsClass): boolean {
  return memberOfClass(checker, checker.getSymbolAtLocation(callee.name), isClass);
}

/**
 * The registration `call` sits in a function that stands in for the class's method and registers what
 * it is given: asserted to the method's type, or written where a `Pick` of the class expects it. Its
 * callers are sites themselves (`calledAsClassMethod`); the registration inside holds no tool of its own.
 */
export function forwardsForClassMethod(checker: ts.TypeChecker, call: ts.CallExpression, isClass: IsClass): boolean {
  const fn = ts.findAncestor(call.parent, (node) => ts.isArrowFunction(node) || ts.isFunctionExpression(node)) as ts.ArrowFunction | ts.FunctionExpression | undefined;
  const [given] = call.arguments;
  if (!fn || fn.parameters.length === 0 || !given) return false;
  // Syntax first: what is registered must read one of the function's parameters.
  const names = new Set(fn.parameters.flatMap((parameter) => (ts.isIdentifier(parameter.name) ? [parameter.name.text] : [])));
  const parameters = new Set(fn.parameters.map((parameter) => checker.getSymbolAtLocation(parameter.name)));
  const readsParameter = (node: ts.Node): boolean => (ts.isIdentifier(node) && names.has(node.text) && parameters.has(checker.getSymbolAtLocation(node))) || (ts.forEachChild(node, readsParameter) ?? false);
  if (!readsParameter(given)) return false;
  // The type it is asserted to (`as FastMCP["addTool"]`), else the member of the object it is written in.
  let written: ts.Expression = fn;
  let asserted: ts.TypeNode | undefined;
  for (let parent = written.parent; ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent); parent = parent.parent) {
    if (!ts.isParenthesizedExpression(parent)) asserted ??= parent.type;
    written = parent;
  }
  if (asserted) return memberOfClass(checker, checker.getTypeFromTypeNode(asserted).getSymbol(), isClass);
  const property = written.parent;
  if (!ts.isPropertyAssignment(property) || property.initializer !== written || !ts.isObjectLiteralExpression(property.parent)) return false;
  const key = keyText(checker, property.name);
  return key !== undefined && memberOfClass(checker, checker.getContextualType(property.parent)?.getProperty(key), isClass);
}
