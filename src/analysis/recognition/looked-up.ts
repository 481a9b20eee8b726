// Tools listed by name: an iteration over names (`toolNames.map((name) => …)`) whose body looks each
// definition up (`const tool = registry.getTool(name)`, `tools[name]`, `byName.get(name)`) and reads the
// tool's parts from what it finds. The names come from anywhere at run time; the looked-up value's type does
// not: the definitions are the program's values of that type (typed-sources.ts), each read with the
// looked-up name bound to it and the iteration's name bound to its own `name`.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import type { CatalogElement } from "./catalog.js";
import type { Iteration } from "./iteration.js";
import type { Binding } from "./seam-reader.js";
import { definitionsOfType } from "./typed-sources.js";
import { callElements, valueSymbolAt } from "./factory-parameters.js";

export interface LookedUp {
  readonly elements: readonly CatalogElement[];
  /** The names standing for one definition while the site is read for it. */
  readonly bindingsFor: (element: CatalogElement) => Map<ts.Symbol, Binding>;
}

/**
 * The definitions an iteration over names reaches through a lookup the tool's parts read (`reads`), or
 * undefined when there is no such lookup or no value of its type is written in the program.
 */
export function lookedUpDefinitions(program: ts.Program, iteration: Iteration, reads: readonly (ts.Node | undefined)[]): LookedUp | undefined {
  const checker = program.getTypeChecker();
  // The names the iteration binds to a whole element: what a lookup is keyed by.
  const names = [...iteration.roles].filter(([, role]) => role.kind === "value" && role.path.length === 0).map(([symbol]) => symbol);
  if (names.length === 0) return undefined;
  for (const declaration of lookups(checker, iteration.node, new Set(names))) {
    const variable = checker.getSymbolAtLocation(declaration.name);
    if (!variable || !readsSymbol(checker, variable, reads, iteration.node)) continue;
    const type = checker.getNonNullableType(checker.getTypeAtLocation(declaration.name));
    const elements = callElements(checker, definitionsOfType(program, type).elements);
    if (elements.length === 0) continue;
    return {
      elements,
      bindingsFor: (element) => {
        const bindings = new Map<ts.Symbol, Binding>(element.bindings);
        bindings.set(variable, { expr: element.value, path: [] });
        // The name the definition was looked up by is the one it carries.
        for (const name of names) bindings.set(name, { expr: element.value, path: ["name"] });
        return bindings;
      },
    };
  }
  return undefined;
}

/** `const x = lookup(name)` / `const x = table[name]` in the iteration's body, keyed by one of `names`. */
function lookups(checker: ts.TypeChecker, body: ts.Node, names: ReadonlySet<ts.Symbol>): ts.VariableDeclaration[] {
  const found: ts.VariableDeclaration[] = [];
  const keyedByName = (expr: ts.Expression): boolean => {
    const key = unwrapExpression(expr);
    return ts.isIdentifier(key) && names.has(checker.getSymbolAtLocation(key)!);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      let init = unwrapExpression(node.initializer);
      if (ts.isAwaitExpression(init)) init = unwrapExpression(init.expression);
      const keyed = ts.isCallExpression(init) ? init.arguments.some((a) => !ts.isSpreadElement(a) && keyedByName(a)) : ts.isElementAccessExpression(init) && keyedByName(init.argumentExpression);
      if (keyed) found.push(node);
    }
    // A function declared inside runs on its own terms, not once per name.
    if (!ts.isFunctionDeclaration(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

/** Whether the nodes read `symbol`, directly or through consts declared in the iteration (`const description = tool?.description`). */
export function readsSymbol(checker: ts.TypeChecker, symbol: ts.Symbol, nodes: readonly (ts.Node | undefined)[], within: ts.Node): boolean {
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node): boolean => {
    if (ts.isIdentifier(node)) {
      const target = valueSymbolAt(checker, node);
      if (target === symbol) return true;
      const declaration = target?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && isInside(declaration, within) && !seen.has(declaration)) {
        seen.add(declaration);
        return visit(declaration.initializer);
      }
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return nodes.some((node) => node !== undefined && visit(node));
}

const isInside = (node: ts.Node, within: ts.Node): boolean => node.pos >= within.pos && node.end <= within.end && node.getSourceFile() === within.getSourceFile();
