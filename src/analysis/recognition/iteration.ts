// Iterations around a site: `for (const [name, tool] of Object.entries(tools))`, `tools.forEach((t) => …)`,
// `tools.map(({ schema }) => …)`, and which names they bind to an element, a member of it, or its key.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { keptFrom, type CatalogElement } from "./catalog.js";
import type { Binding } from "./seam-reader.js";

/** What a name bound by an iteration stands for, for one element. */
type Role = { readonly kind: "value"; readonly path: readonly string[] } | { readonly kind: "key" };

export interface Iteration {
  /** The loop statement or the callback that runs once per element. */
  readonly node: ts.Node;
  /** The array or object of definitions walked (under `Object.entries` / `Object.values`). */
  readonly collection: ts.Expression;
  readonly roles: ReadonlyMap<ts.Symbol, Role>;
  /** The name (or pattern) one element is bound to: its type is the type of what reaches the site. */
  readonly element: ts.BindingName | undefined;
}

const CALLBACK_METHODS = new Set(["forEach", "map", "flatMap"]);

/**
 * The iterations enclosing `node`, innermost first, that bind at least one name: a `for…of` whose
 * body holds it, or a callback of `forEach` / `map` / `flatMap` that does.
 */
export function iterationsAround(checker: ts.TypeChecker, node: ts.Node): Iteration[] {
  const found: Iteration[] = [];
  for (let child = node, parent = node.parent; parent && !ts.isSourceFile(parent); child = parent, parent = parent.parent) {
    if (ts.isForOfStatement(parent) && child === parent.statement && ts.isVariableDeclarationList(parent.initializer) && parent.initializer.declarations.length === 1) {
      const iteration = iterationOf(checker, parent, parent.initializer.declarations[0]!.name, parent.expression);
      if (iteration) found.push(iteration);
    } else if ((ts.isArrowFunction(parent) || ts.isFunctionExpression(parent)) && child === parent.body) {
      const call = parent.parent;
      const callee = call && ts.isCallExpression(call) && call.arguments[0] === parent ? call.expression : undefined;
      const parameter = parent.parameters[0];
      if (!callee || !ts.isPropertyAccessExpression(callee) || !CALLBACK_METHODS.has(callee.name.text) || !parameter) continue;
      const iteration = iterationOf(checker, parent, parameter.name, callee.expression);
      if (iteration) found.push(iteration);
    }
  }
  return found;
}

function iterationOf(checker: ts.TypeChecker, node: ts.Node, binding: ts.BindingName, walked: ts.Expression): Iteration | undefined {
  let collection = unwrapExpression(walked);
  // `tools.filter(…).forEach(…)` walks some of `tools`' elements as they are: every element is checked.
  for (let kept = keptFrom(collection); kept?.length === 1; kept = keptFrom(collection)) collection = unwrapExpression(kept[0]!);
  const roles = new Map<ts.Symbol, Role>();
  let element: ts.BindingName | undefined = binding;
  // `Object.entries(x)`, or a Map's `[key, value]` pairs (`for (const [name, tool] of registry)`, `registry.entries()`).
  const entries = objectCall(collection, "entries") ?? (ts.isArrayBindingPattern(binding) ? mapEntries(collection) : undefined);
  if (entries) {
    if (!ts.isArrayBindingPattern(binding)) return undefined;
    const [key, value] = binding.elements;
    if (key && ts.isBindingElement(key) && ts.isIdentifier(key.name)) addRole(checker, roles, key.name, { kind: "key" });
    element = value && ts.isBindingElement(value) ? value.name : undefined;
    if (element) bindValue(checker, roles, element, []);
    collection = entries;
  } else {
    bindValue(checker, roles, binding, []);
  }
  return roles.size > 0 ? { node, collection, roles, element } : undefined;
}

/** Keys a tool definition is read from: a rest binding that leaves one of them out is not the definition. */
const DEFINITION_KEYS = new Set(["name", "description", "inputSchema", "input_schema", "parameters", "input", "schema", "annotations", "title", "function"]);

function bindValue(checker: ts.TypeChecker, roles: Map<ts.Symbol, Role>, name: ts.BindingName, path: readonly string[]): void {
  if (ts.isIdentifier(name)) return addRole(checker, roles, name, { kind: "value", path });
  if (!ts.isObjectBindingPattern(name)) return;
  const keys: string[] = [];
  for (const element of name.elements) {
    if (element.dotDotDotToken) continue;
    const property = element.propertyName ?? (ts.isIdentifier(element.name) ? element.name : undefined);
    const key = property && (ts.isIdentifier(property) || ts.isStringLiteral(property)) ? property.text : undefined;
    if (key === undefined) continue;
    keys.push(key);
    bindValue(checker, roles, element.name, [...path, key]);
  }
  // `({ _meta, ...rest }) => rest`: the element without keys that are no part of a definition reads as the element.
  const rest = name.elements.find((element) => element.dotDotDotToken);
  if (rest && ts.isIdentifier(rest.name) && !keys.some((key) => DEFINITION_KEYS.has(key))) addRole(checker, roles, rest.name, { kind: "value", path });
}

function addRole(checker: ts.TypeChecker, roles: Map<ts.Symbol, Role>, name: ts.Identifier, role: Role): void {
  const symbol = checker.getSymbolAtLocation(name);
  if (symbol) roles.set(symbol, role);
}

/**
 * A collection iterated as `[key, value]` pairs that is not `Object.entries(…)`: a Map, or its
 * `entries()`. The Map itself is the collection (walked, else followed by its values' type).
 */
function mapEntries(collection: ts.Expression): ts.Expression | undefined {
  // A list of pairs written out (`[["a", a], …]`) is no Map: each pair is an element.
  if (ts.isArrayLiteralExpression(collection)) return undefined;
  const entriesCall = ts.isCallExpression(collection) && collection.arguments.length === 0 && ts.isPropertyAccessExpression(collection.expression) && collection.expression.name.text === "entries";
  return entriesCall ? (collection.expression as ts.PropertyAccessExpression).expression : collection;
}

/** `Object.entries(x)` → `x` (for `method` "entries"). */
function objectCall(expr: ts.Expression, method: string): ts.Expression | undefined {
  if (!ts.isCallExpression(expr) || expr.arguments.length !== 1 || ts.isSpreadElement(expr.arguments[0]!)) return undefined;
  const callee = expr.expression;
  const matches = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && callee.name.text === method;
  return matches ? expr.arguments[0] : undefined;
}

/** What each name of the iteration stands for with this element. */
export function bindingsFor(iteration: Iteration, element: CatalogElement): Map<ts.Symbol, Binding> {
  // A mapped catalog's element is read with its callback's parameter bound (catalog.ts).
  const bindings = new Map<ts.Symbol, Binding>(element.bindings);
  for (const [symbol, role] of iteration.roles) {
    if (role.kind === "value") bindings.set(symbol, { expr: element.value, path: role.path });
    else if (element.key) bindings.set(symbol, { key: element.key });
  }
  return bindings;
}

/** Some of these nodes reads a name the iteration binds: the site is written once for every element. */
export function readsIteration(checker: ts.TypeChecker, iteration: Iteration, nodes: readonly (ts.Node | undefined)[]): boolean {
  const names = new Set([...iteration.roles.keys()].map((symbol) => symbol.name));
  const visit = (node: ts.Node): boolean => {
    if (ts.isIdentifier(node) && names.has(node.text)) {
      const parent = node.parent;
      const symbol = parent && ts.isShorthandPropertyAssignment(parent) && parent.name === node ? checker.getShorthandAssignmentValueSymbol(parent) : checker.getSymbolAtLocation(node);
      if (symbol && iteration.roles.has(symbol)) return true;
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return nodes.some((node) => node !== undefined && visit(node));
}

/** Syntax only: some `for…of` or `forEach` / `map` / `flatMap` callback encloses the node. */
export function insideIteration(node: ts.Node): boolean {
  for (let child = node, parent = node.parent; parent && !ts.isSourceFile(parent); child = parent, parent = parent.parent) {
    if (ts.isForOfStatement(parent) && child === parent.statement) return true;
    if ((ts.isArrowFunction(parent) || ts.isFunctionExpression(parent)) && child === parent.body) {
      const call = parent.parent;
      if (call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && CALLBACK_METHODS.has(call.expression.name.text)) return true;
    }
  }
  return false;
}
