// A definition that others are written from (`const META: Tool = { name: "Skills", … }`, then
// `return { ...META, description: listOfSkills }`): the tool is what spreads it, not the base as well.
import ts from "../../util/typescript.cjs";
import { projectSources } from "./imports.js";

const spreadNames = new WeakMap<ts.Program, ReadonlyMap<string, readonly ts.SourceFile[]>>();

/** The names the program's sources spread into an object (`...META`), with the files that do: one text scan per program. */
function spreadsByName(program: ts.Program): ReadonlyMap<string, readonly ts.SourceFile[]> {
  let known = spreadNames.get(program);
  if (known) return known;
  const byName = new Map<string, ts.SourceFile[]>();
  for (const file of projectSources(program)) {
    for (const match of file.text.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)) {
      const files = byName.get(match[1]!) ?? [];
      if (!files.includes(file)) files.push(file);
      byName.set(match[1]!, files);
    }
  }
  spreadNames.set(program, (known = byName));
  return known;
}

/**
 * True when the `const` is spread, at the top of an object literal of the program, into a definition that
 * keeps its name (`{ ...META, description }`, no `name` of its own): that literal is the tool the base is
 * part of. A literal that writes its own `name` makes another tool, and leaves the base one of its own.
 */
export function spreadIntoDefinition(program: ts.Program, declaration: ts.VariableDeclaration): boolean {
  if (!ts.isIdentifier(declaration.name)) return false;
  const name = declaration.name.text;
  const checker = program.getTypeChecker();
  const spreadsBase = (node: ts.Node): boolean => {
    if (ts.isSpreadAssignment(node) && ts.isIdentifier(node.expression) && node.expression.text === name && ts.isObjectLiteralExpression(node.parent)) {
      const literal = node.parent;
      const ownName = literal.properties.some((p) => p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === "name");
      let symbol = checker.getSymbolAtLocation(node.expression);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (!ownName && symbol?.valueDeclaration === declaration) return true;
    }
    return ts.forEachChild(node, spreadsBase) ?? false;
  };
  return (spreadsByName(program).get(name) ?? []).some((file) => spreadsBase(file));
}
