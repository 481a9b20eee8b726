import ts from "../../util/typescript.cjs";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { PerFileMemo } from "../core/per-file.js";
import type { ToolSetRef } from "../types.js";

/** Per program and file: the array literals each symbol is an element of (`[search, weather]`, `[new SearchTool()]`). */
const arraysBySymbol = new PerFileMemo<Map<ts.Symbol, ts.ArrayLiteralExpression[]>>();

function elementSymbol(checker: ts.TypeChecker, element: ts.Expression): ts.Symbol | undefined {
  const inner = unwrapExpression(element);
  if (ts.isIdentifier(inner)) return checker.getSymbolAtLocation(inner);
  if (ts.isNewExpression(inner) && ts.isIdentifier(inner.expression)) return checker.getSymbolAtLocation(inner.expression);
  return undefined;
}

function arraysOf(checker: ts.TypeChecker, sourceFile: ts.SourceFile): Map<ts.Symbol, ts.ArrayLiteralExpression[]> {
  return arraysBySymbol.get(checker, sourceFile, () => findArrays(checker, sourceFile));
}

function findArrays(checker: ts.TypeChecker, sourceFile: ts.SourceFile): Map<ts.Symbol, ts.ArrayLiteralExpression[]> {
  const map = new Map<ts.Symbol, ts.ArrayLiteralExpression[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) {
      for (const element of node.elements) {
        const symbol = elementSymbol(checker, element);
        if (!symbol) continue;
        const list = map.get(symbol) ?? [];
        if (!list.includes(node)) list.push(node);
        map.set(symbol, list);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return map;
}

/** The symbol a tool defined apart is used by: its `const`, or its class. */
export function toolSymbol(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  let declared: ts.Identifier | undefined;
  if (ts.isClassDeclaration(node)) declared = node.name;
  else {
    const current = outermostWrapper(node);
    const parent = current.parent;
    if (parent && ts.isVariableDeclaration(parent) && parent.initializer === current && ts.isIdentifier(parent.name)) declared = parent.name;
  }
  return declared && checker.getSymbolAtLocation(declared);
}

/** The array literals of this file that hold the tool by its symbol (`[search]`, `[new SearchTool()]`). */
export function arraysHolding(checker: ts.TypeChecker, sourceFile: ts.SourceFile, symbol: ts.Symbol): readonly ts.ArrayLiteralExpression[] {
  return arraysOf(checker, sourceFile).get(symbol) ?? [];
}

/**
 * The tools array a tool defined apart is sent in: `const search = tool(…)` (or `class SearchTool
 * extends StructuredTool`) placed in exactly one array literal of this file, as in
 * `model.bindTools([search, weather])` or `createAgent({ tools: [search, new SearchTool()] })`.
 * A tool written inside the array itself is left to the core's own rule.
 */
export function arrayHoldingTool(checker: ts.TypeChecker, node: ts.Node): ToolSetRef | undefined {
  const symbol = toolSymbol(checker, node);
  const arrays = symbol ? arraysHolding(checker, node.getSourceFile(), symbol) : [];
  return arrays.length === 1 ? { node: arrays[0], label: "this array of tools" } : undefined;
}
