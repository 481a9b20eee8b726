// A tool of a framework that sends only what code passes on (an agent's `tools`, a model call) and
// whose `const` nothing in the program reads: the report says it is used nowhere here instead of
// naming where it is sent. A library's exported tool read only by its users is used nowhere here too,
// which is what the report says; nothing claims the tool is never sent.
import ts from "../../util/typescript.cjs";
import { outermostWrapper } from "../../schema/shared/static-follow.js";
import { isProjectSource } from "./imports.js";

const byProgram = new WeakMap<ts.Program, Map<ts.Node, boolean>>();

/**
 * True when the definition is the value of a `const` that no other identifier of the program's own
 * sources reads (an import of it, a re-export, a use in its file all count as reads). False for a
 * definition written anywhere else (inside an agent's `tools`, an `export default`): what holds it
 * is then the code around it.
 */
export function usedNowhere(program: ts.Program, definition: ts.Node): boolean {
  let known = byProgram.get(program);
  if (!known) byProgram.set(program, (known = new Map()));
  let result = known.get(definition);
  if (result === undefined) known.set(definition, (result = readNowhere(program, definition)));
  return result;
}

function readNowhere(program: ts.Program, definition: ts.Node): boolean {
  const declaration = outermostWrapper(definition).parent;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return false;
  if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return false;
  const checker = program.getTypeChecker();
  const name = declaration.name;
  const declared = checker.getSymbolAtLocation(name);
  if (!declared) return false;
  const reads = (identifier: ts.Identifier): boolean => {
    if (identifier === name) return false;
    const parent = identifier.parent;
    const symbol = ts.isShorthandPropertyAssignment(parent) && parent.name === identifier ? checker.getShorthandAssignmentValueSymbol(parent) : checker.getSymbolAtLocation(identifier);
    // Imports and re-exports (`export { webTool } from "./web"`) lead back to the const: reads too.
    return (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol) === declared;
  };
  const exported = ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Export;
  if (exported && readInBulk(program, declared)) return false;
  for (const file of program.getSourceFiles()) {
    if (!isProjectSource(program, file) || !file.text.includes(name.text)) continue;
    const visit = (node: ts.Node): boolean => (ts.isIdentifier(node) && node.text === name.text ? reads(node) : (ts.forEachChild(node, visit) ?? false));
    if (visit(file)) return false;
  }
  return true;
}

/**
 * Code that takes a module's exports without naming them: `import * as tools`, `export *`, or a
 * dynamic `import()` / `require()` of the module (or of a path computed at run time, which may be
 * any module). An exported const of such a module may be used without its name being written.
 */
function readInBulk(program: ts.Program, declared: ts.Symbol): boolean {
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const exportsIt = (specifier: ts.Expression): boolean => {
    const module = checker.getSymbolAtLocation(specifier);
    return module !== undefined && checker.getExportsOfModule(module).some((symbol) => resolve(symbol) === declared);
  };
  for (const file of program.getSourceFiles()) {
    if (!isProjectSource(program, file)) continue;
    for (const statement of file.statements) {
      const bulkImport = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings !== undefined && ts.isNamespaceImport(statement.importClause.namedBindings);
      const bulkExport = ts.isExportDeclaration(statement) && (!statement.exportClause || ts.isNamespaceExport(statement.exportClause));
      if ((bulkImport || bulkExport) && statement.moduleSpecifier && exportsIt(statement.moduleSpecifier)) return true;
    }
    if (!/\bimport\s*\(|\brequire\s*\(/.test(file.text)) continue;
    const visit = (node: ts.Node): boolean => {
      if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require"))) {
        const [specifier] = node.arguments;
        if (!specifier || !ts.isStringLiteralLike(specifier) || exportsIt(specifier)) return true;
      }
      return ts.forEachChild(node, visit) ?? false;
    };
    if (visit(file)) return true;
  }
  return false;
}
