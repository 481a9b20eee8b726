// A definition looked up in a catalog by a key known only at run time: `const match = builtins[name]`,
// then `tool({ description: match.description, inputSchema: match.inputSchema })`. The key decides which
// entry is read, so the site stands for every entry of the catalog, each read with the looked-up name
// bound to it and placed where the entry is written.
import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { catalogElements, type CatalogElement } from "./catalog.js";
import type { Binding } from "./seam-reader.js";

export interface KeyedLookup {
  readonly elements: readonly CatalogElement[];
  readonly bindingsFor: (element: CatalogElement) => Map<ts.Symbol, Binding>;
}

/**
 * The entries of the catalog a name the site reads a member of was looked up in (`match.description`,
 * `const match = table[key]`, a `const` whose key is not written), when the catalog can be walked
 * statically and each entry is written as an object; undefined otherwise. `reads` are the parts the site
 * sends (name, description, input), not the code that runs when the tool is called.
 */
export function keyedLookupDefinitions(checker: ts.TypeChecker, reads: readonly (ts.Node | undefined)[]): KeyedLookup | undefined {
  for (const name of membersRead(reads)) {
    const symbol = checker.getSymbolAtLocation(name);
    const declaration = symbol?.valueDeclaration;
    if (!symbol || !declaration || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) continue;
    const lookup = unwrapExpression(declaration.initializer);
    if (!ts.isElementAccessExpression(lookup) || ts.isStringLiteralLike(unwrapExpression(lookup.argumentExpression))) continue;
    const walk = catalogElements(checker, lookup.expression);
    if (!walk.ok || walk.elements.length === 0 || !walk.elements.every((element) => ts.isObjectLiteralExpression(element.definition))) continue;
    return {
      elements: walk.elements,
      bindingsFor: (element) => new Map<ts.Symbol, Binding>([...(element.bindings ?? []), [symbol, { expr: element.value, path: [] }]]),
    };
  }
  return undefined;
}

/** The names the reads take a member of (`match` of `match.description`), each once, in order. */
function membersRead(reads: readonly (ts.Node | undefined)[]): ts.Identifier[] {
  const names: ts.Identifier[] = [];
  const seen = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && !seen.has(node.expression.text)) {
      seen.add(node.expression.text);
      names.push(node.expression);
    }
    ts.forEachChild(node, visit);
  };
  for (const node of reads) if (node) visit(node);
  return names;
}
