// Registrars the program makes: a named function of its own returns the closure that registers
// (`createRegisterTool(server) { return (tool) => server.tool(tool.name, …) }`), and callers call that
// closure by the name they hold the maker's result under (`const tool = createRegisterTool(…); tool(x)`).
import ts from "../../util/typescript.cjs";
import { callsOfFunction } from "./parameter-callers.js";
import { calleeDeclarations, declaredFunction, functionReturns, unwrapExpression, type FunctionWithBody } from "../../schema/shared/static-follow.js";

/**
 * The named function that makes `fn`: `fn` is an unnamed closure it returns (`return (tool) => …`, an
 * arrow's body `(server) => (tool) => …`), or a `const` closure it returns by name
 * (`const register = (tool) => …; return register`). Undefined for any other function.
 */
export function makerOf(fn: ts.Node): FunctionWithBody | undefined {
  if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) return undefined;
  let held: ts.Node = fn;
  while (held.parent && (ts.isParenthesizedExpression(held.parent) || ts.isAsExpression(held.parent) || ts.isSatisfiesExpression(held.parent))) held = held.parent;
  const parent = held.parent;
  if (!parent) return undefined;
  if (ts.isReturnStatement(parent)) return namedMaker(enclosingFunction(parent));
  if (ts.isArrowFunction(parent) && parent.body === held) return namedMaker(parent);
  if (ts.isVariableDeclaration(parent) && parent.initializer === held && ts.isIdentifier(parent.name)) {
    const maker = namedMaker(enclosingFunction(parent));
    const name = parent.name.text;
    return maker && functionReturns(maker)?.some((value) => { const inner = unwrapExpression(value); return ts.isIdentifier(inner) && inner.text === name; }) ? maker : undefined;
  }
  return undefined;
}

/**
 * The names the program's sources hold a maker's results under, which its callers then call: `const tool =
 * make(…)`, `const tool = await make(…)`, `{ tool: make(…) }`. Each is a name a call of the made registrar is
 * written with; the checker decides at each call whether the callee is one of them (`madeBy`).
 */
export function heldNames(program: ts.Program, maker: FunctionWithBody): string[] {
  const names = new Set<string>();
  for (const call of callsOfFunction(program, maker)) {
    let result: ts.Node = call;
    while (result.parent && (ts.isParenthesizedExpression(result.parent) || ts.isAwaitExpression(result.parent) || ts.isAsExpression(result.parent))) result = result.parent;
    const holder = result.parent;
    if (holder && (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && holder.initializer === result && ts.isIdentifier(holder.name)) names.add(holder.name.text);
  }
  return [...names];
}

/**
 * The closures a declaration holds when it holds what a maker returns (`const tool = createRegisterTool(…)`):
 * the functions the called maker returns, as its `return`s write them. None for any other declaration.
 */
export function madeBy(checker: ts.TypeChecker, declaration: ts.Node): FunctionWithBody[] {
  if (!(ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) || !declaration.initializer) return [];
  let value = unwrapExpression(declaration.initializer);
  if (ts.isAwaitExpression(value)) value = unwrapExpression(value.expression);
  if (!ts.isCallExpression(value)) return [];
  const made: FunctionWithBody[] = [];
  for (const callee of calleeDeclarations(checker, value)) {
    const maker = declaredFunction(callee);
    for (const returned of (maker && functionReturns(maker)) ?? []) {
      const closure = closureOf(unwrapExpression(returned));
      if (closure && makerOf(closure) === maker) made.push(closure);
    }
  }
  return made;
}

/** A returned value as the closure it is: written there, or a `const` of the maker holding it. */
function closureOf(value: ts.Expression): FunctionWithBody | undefined {
  if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  if (!ts.isIdentifier(value)) return undefined;
  const fn = enclosingFunction(value);
  let found: FunctionWithBody | undefined;
  const visit = (node: ts.Node): void => {
    if (found || (ts.isFunctionLike(node) && node !== fn)) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === value.text && node.initializer) {
      const inner = unwrapExpression(node.initializer);
      if (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) found = inner;
    }
    ts.forEachChild(node, visit);
  };
  if (fn?.body) ts.forEachChild(fn.body, visit);
  return found;
}

function enclosingFunction(node: ts.Node): FunctionWithBody | undefined {
  let current = node.parent;
  while (current && !ts.isFunctionLike(current)) current = current.parent;
  return current && (ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current) || ts.isArrowFunction(current) || ts.isFunctionExpression(current)) ? current : undefined;
}

/** A maker is called by its name: a function or method declaration, or a `const` holding an arrow. */
function namedMaker(fn: FunctionWithBody | undefined): FunctionWithBody | undefined {
  if (!fn) return undefined;
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return fn;
  const holder = fn.parent;
  return holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? fn : undefined;
}
