// Shared by the definition reader and the catalog walk: define-helpers that hand their argument back
// (`defineTool(def) { return def }`, `(t) => ({ ...t, type: "tab" })`), read as that argument.
import ts from "../../util/typescript.cjs";
import { calleeDeclarations, unwrapExpression } from "./static-follow.js";

export type FunctionWithBody = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

/**
 * The argument a call hands back: the callee is a function of the program whose every `return`
 * gives its first parameter, or an object literal spreading it (`{ ...def, capability: "core" }`,
 * whose own properties are not read); or, seen only through a declaration file, a function typed
 * `<T>(def: T) => T`. Undefined for any other call: a factory that builds something else is not
 * followed, so nothing is guessed.
 */
export function identityArgument(checker: ts.TypeChecker, call: ts.CallExpression): ts.Expression | undefined {
  const argument = call.arguments[0];
  if (!argument || ts.isSpreadElement(argument)) return undefined;
  const declarations = calleeDeclarations(checker, call);
  if (declarations.length === 0) return undefined;
  return declarations.every(returnsFirstParameter) ? argument : undefined;
}

function returnsFirstParameter(declaration: ts.Declaration): boolean {
  const fn = functionOf(declaration);
  if (!fn) return false;
  const parameter = fn.parameters[0];
  if (!parameter || parameter.dotDotDotToken || !ts.isIdentifier(parameter.name)) return false;
  if (!("body" in fn) || !fn.body) return returnsParameterType(fn, parameter);
  const name = parameter.name.text;
  const returned = returnedExpressions(fn);
  return returned.length > 0 && returned.every((expr) => handsBack(unwrapExpression(expr), name));
}

export function functionOf(declaration: ts.Declaration): FunctionWithBody | ts.MethodSignature | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isMethodSignature(declaration)) return declaration;
  if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer) {
    const value = unwrapExpression(declaration.initializer);
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  return undefined;
}

/** `<T>(def: T): T` in a declaration file: what goes in comes out, as far as the types tell. */
function returnsParameterType(fn: ts.SignatureDeclaration, parameter: ts.ParameterDeclaration): boolean {
  const typeName = (node: ts.TypeNode | undefined) => (node && ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName) && !node.typeArguments ? node.typeName.text : undefined);
  const declared = typeName(parameter.type);
  return declared !== undefined && declared === typeName(fn.type) && (fn.typeParameters?.some((p) => p.name.text === declared) ?? false);
}

/**
 * The function of the program a call runs, with a body written in the source, and the expressions it
 * returns: undefined for a callee that is not one such function (a method of a type, a declaration
 * file, several overloads) or one with a bare `return`.
 */
export function calledFunction(checker: ts.TypeChecker, call: ts.CallExpression): { readonly fn: ts.SignatureDeclaration; readonly returned: readonly ts.Expression[] } | undefined {
  const declarations = calleeDeclarations(checker, call);
  if (declarations.length !== 1) return undefined;
  const fn = functionOf(declarations[0]!);
  if (!fn || !("body" in fn) || !fn.body || fn.getSourceFile().isDeclarationFile) return undefined;
  const returned = returnedExpressions(fn);
  return returned.length > 0 ? { fn, returned } : undefined;
}

/** The expressions a function returns, not counting those of functions nested in it. */
export function returnedExpressions(fn: FunctionWithBody | ts.GetAccessorDeclaration): ts.Expression[] {
  const body = fn.body;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  let bare = false;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node)) {
      if (node.expression) found.push(node.expression);
      else bare = true;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return bare ? [] : found;
}

/**
 * Keys a tool reader takes its parts from: a helper that writes one of them itself (`{ ...def, name:
 * prefix + def.name }`) changes the tool, so it is no identity.
 */
const PART_KEYS = new Set(["name", "description", "inputSchema", "input", "parameters", "schema", "input_schema", "strict"]);

function handsBack(expr: ts.Expression, parameter: string): boolean {
  if (ts.isIdentifier(expr)) return expr.text === parameter;
  if (!ts.isObjectLiteralExpression(expr)) return false;
  const spreadsParameter = expr.properties.some((p) => {
    if (!ts.isSpreadAssignment(p)) return false;
    const spread = unwrapExpression(p.expression);
    return ts.isIdentifier(spread) && spread.text === parameter;
  });
  const writesPart = expr.properties.some((p) => !ts.isSpreadAssignment(p) && p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && PART_KEYS.has(p.name.text));
  return spreadsParameter && !writesPart;
}

/**
 * A factory's result: the object or array literal every `return` of the called function gives
 * (`const tool = (context) => ({ method: "create_customer", … })`). Its members that read the
 * parameters are not static and stay unresolved; the others are what every call returns.
 */
export function factoryResult(checker: ts.TypeChecker, call: ts.CallExpression): ts.Expression | undefined {
  const only = returnedValue(checker, call);
  return only && (ts.isObjectLiteralExpression(only) || ts.isArrayLiteralExpression(only)) ? only : undefined;
}

/**
 * The arguments a factory call passes, by the symbol of the parameter each is bound to
 * (`fields("look_up")` of `const fields = (name: string) => ({ name, … })`: `name` → `"look_up"`),
 * for the calls an expression is followed through to a factory's literal. Positional parameters
 * only: a rest parameter, a destructured one or a spread argument binds nothing.
 */
export function factoryArguments(checker: ts.TypeChecker, start: ts.Expression): ReadonlyMap<ts.Symbol, ts.Expression> {
  const bound = new Map<ts.Symbol, ts.Expression>();
  let call = unwrapExpression(start);
  // `const fields = makeFields("x"); tool(fn, fields)`: the const's call.
  if (ts.isIdentifier(call)) {
    const declaration = checker.getSymbolAtLocation(call)?.valueDeclaration;
    const constant = declaration && ts.isVariableDeclaration(declaration) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? declaration.initializer : undefined;
    if (constant) call = unwrapExpression(constant);
  }
  if (!ts.isCallExpression(call) || !factoryResult(checker, call)) return bound;
  const fn = calledFunction(checker, call)?.fn;
  return fn ? argumentsByParameter(checker, fn.parameters, call.arguments) : bound;
}

/**
 * Each positional parameter's symbol with the argument a call gives it (`(name, shape) => …` called
 * as `make("look_up", {…})`). A rest parameter, a destructured one, a missing argument and every
 * argument from a spread on bind nothing: their values are not one expression of the call.
 */
export function argumentsByParameter(checker: ts.TypeChecker, parameters: readonly ts.ParameterDeclaration[], given: readonly ts.Expression[]): Map<ts.Symbol, ts.Expression> {
  const bound = new Map<ts.Symbol, ts.Expression>();
  const firstSpread = given.findIndex((argument) => ts.isSpreadElement(argument));
  parameters.forEach((parameter, index) => {
    const argument = given[index];
    if (!argument || parameter.dotDotDotToken || !ts.isIdentifier(parameter.name) || (firstSpread >= 0 && index >= firstSpread)) return;
    const symbol = checker.getSymbolAtLocation(parameter.name);
    if (symbol) bound.set(symbol, argument);
  });
  return bound;
}

/**
 * What a call of one of the program's functions gives back when the function has a single `return`
 * (or an expression body): `createDocument({ session })` → the `tool({…})` its body returns. Undefined
 * for several returns, a declaration file, or a callee that is not one function.
 */
export function returnedValue(checker: ts.TypeChecker, call: ts.CallExpression): ts.Expression | undefined {
  const returned = returnedValues(checker, call);
  return returned.length === 1 ? returned[0] : undefined;
}

/** Every value a call of one of the program's functions may give back, one per `return` (`returnedValue`'s). */
export function returnedValues(checker: ts.TypeChecker, call: ts.CallExpression): ts.Expression[] {
  const declarations = calleeDeclarations(checker, call);
  if (declarations.length !== 1) return [];
  const fn = functionOf(declarations[0]!);
  if (!fn || !("body" in fn) || !fn.body || fn.getSourceFile().isDeclarationFile) return [];
  return returnedExpressions(fn).map((returned) => unwrapExpression(returned));
}
