// A catalog the program keeps in a Map by the tools' names (`this.tools.set(definition.name, definition)`):
// a second tool of one name replaces the first there, so a repeated name leaves one of them unlisted
// rather than two in one request.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { isProjectSource } from "./imports.js";

const byCollection = new WeakMap<ts.Symbol, boolean>();

/**
 * True when `collection` (what a listing or registration loop walks, `this.tools` of `for (const [name,
 * definition] of this.tools)`) is a `Map` and every `.set(key, value)` the program's sources make on it
 * keys the value by its own `name` (`set(value.name, value)`); false when any keys it otherwise, or none
 * is found. Once per collection symbol.
 */
export function keptByName(program: ts.Program, collection: ts.Expression): boolean {
  const checker = program.getTypeChecker();
  const name = collectionName(collection);
  const symbol = name && checker.getSymbolAtLocation(name);
  if (!name || !symbol || !isMap(checker.getTypeAtLocation(unwrapExpression(collection)))) return false;
  let known = byCollection.get(symbol);
  if (known === undefined) byCollection.set(symbol, (known = setsKeyByName(program, symbol, name.text)));
  return known;
}

function isMap(type: ts.Type): boolean {
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  return symbol !== undefined && (symbol.name === "Map" || symbol.name === "ReadonlyMap") && (symbol.declarations ?? []).some((d) => d.getSourceFile().isDeclarationFile);
}

function setsKeyByName(program: ts.Program, symbol: ts.Symbol, text: string): boolean {
  const checker = program.getTypeChecker();
  let sets = 0;
  let byName = true;
  for (const file of program.getSourceFiles()) {
    if (!byName || !isProjectSource(program, file) || !file.text.includes(".set(") || !file.text.includes(text)) continue;
    const visit = (node: ts.Node): void => {
      if (!byName) return;
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "set" && sameCollection(checker, node.expression.expression, symbol)) {
        sets++;
        const [key, value] = node.arguments;
        byName = key !== undefined && value !== undefined && readsNameOf(unwrapExpression(key), unwrapExpression(value));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return byName && sets > 0;
}

/** The name a collection is reached by: `tools` of `this.tools`, or the variable. */
function collectionName(expr: ts.Expression): ts.MemberName | undefined {
  const value = unwrapExpression(expr);
  return ts.isPropertyAccessExpression(value) ? value.name : ts.isIdentifier(value) ? value : undefined;
}

function sameCollection(checker: ts.TypeChecker, receiver: ts.Expression, symbol: ts.Symbol): boolean {
  const name = collectionName(receiver);
  return name !== undefined && checker.getSymbolAtLocation(name) === symbol;
}

/** `set(definition.name, definition)`: the key is the value's own `name`, read from the same variable. */
function readsNameOf(key: ts.Expression, value: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(key) && key.name.text === "name" && ts.isIdentifier(unwrapExpression(key.expression)) && ts.isIdentifier(value) && unwrapExpression(key.expression).getText() === value.text;
}
