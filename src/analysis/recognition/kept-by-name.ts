// A catalog the program keeps in a Map by the tools' names (`this.tools.set(definition.name, definition)`):
// a second tool of one name replaces the first there, so a repeated name leaves one of them unlisted
// rather than two in one request.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { isProjectSource } from "./imports.js";

const byCollection = new WeakMap<ts.Symbol, string | null>();

/**
 * True when `collection` (what a listing or registration loop walks, `this.tools` of `for (const [name,
 * definition] of this.tools)`) is a `Map` and every `.set(key, value)` the program's sources make on it
 * keys the value by its own `name` (`set(value.name, value)`); false when any keys it otherwise, or none
 * is found.
 */
export function keptByName(program: ts.Program, collection: ts.Expression): boolean {
  return keyingField(program, collection) === "name";
}

/**
 * The field of its own value by which every `.set(key, value)` of the program keys the `Map`
 * `collection` (`name` of `set(entry.name, entry)`); undefined when the collection is no Map, when a
 * `set` keys it otherwise or by two fields, or when none is found. Once per collection symbol.
 */
export function keyingField(program: ts.Program, collection: ts.Expression): string | undefined {
  const checker = program.getTypeChecker();
  const name = collectionName(collection);
  const symbol = name && checker.getSymbolAtLocation(name);
  if (!name || !symbol || !isMap(checker.getTypeAtLocation(unwrapExpression(collection)))) return undefined;
  let known = byCollection.get(symbol);
  if (known === undefined) byCollection.set(symbol, (known = fieldSetsKeyBy(program, symbol, name.text) ?? null));
  return known ?? undefined;
}

function isMap(type: ts.Type): boolean {
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  return symbol !== undefined && (symbol.name === "Map" || symbol.name === "ReadonlyMap") && (symbol.declarations ?? []).some((d) => d.getSourceFile().isDeclarationFile);
}

function fieldSetsKeyBy(program: ts.Program, symbol: ts.Symbol, text: string): string | undefined {
  const checker = program.getTypeChecker();
  // undefined: no `set` seen yet; null: one that keys otherwise, or by another field.
  let field: string | null | undefined;
  for (const file of program.getSourceFiles()) {
    if (field === null || !isProjectSource(program, file) || !file.text.includes(".set(") || !file.text.includes(text)) continue;
    const visit = (node: ts.Node): void => {
      if (field === null) return;
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "set" && sameCollection(checker, node.expression.expression, symbol)) {
        const [key, value] = node.arguments;
        const own = key !== undefined && value !== undefined ? ownFieldRead(unwrapExpression(key), unwrapExpression(value)) : undefined;
        field = own !== undefined && (field === undefined || field === own) ? own : null;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return field ?? undefined;
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

/** `set(definition.name, definition)`: the key is the value's own field (`name`), read from the same variable. */
function ownFieldRead(key: ts.Expression, value: ts.Expression): string | undefined {
  const reads = ts.isPropertyAccessExpression(key) && ts.isIdentifier(key.name) && ts.isIdentifier(unwrapExpression(key.expression)) && ts.isIdentifier(value) && unwrapExpression(key.expression).getText() === value.text;
  return reads ? key.name.text : undefined;
}
