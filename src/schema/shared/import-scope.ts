// The import a name refers to and the names an import binds, found without the checker, and facts
// about what a package's export is, kept across programs (an editor builds a new program after every edit).
import ts from "../../util/typescript.cjs";

/** Scopes where a name can come from elsewhere than the binder's `locals` (members, exports, own names). */
const OTHER_SCOPES = new Set([ts.SyntaxKind.ClassDeclaration, ts.SyntaxKind.ClassExpression, ts.SyntaxKind.EnumDeclaration, ts.SyntaxKind.ModuleDeclaration, ts.SyntaxKind.FunctionExpression, ts.SyntaxKind.WithStatement]);

/**
 * The import a name refers to, found in the scopes the binder recorded, without the checker:
 * `getSymbolAtLocation` resolves the import's target to check its meaning, which makes the checker
 * read every export of the module (`export *` chains through a whole SDK: 10–40 ms per module and
 * program, paid again after every edit). Undefined whenever the walk cannot decide alone (a closer
 * declaration of the same name, a class, enum, namespace, named function expression or `with` on
 * the way, a file not bound): the checker answers then.
 */
export function importAliasInScope(identifier: ts.Identifier): ts.Symbol | undefined {
  return importInScope(identifier) || undefined;
}

/**
 * As `importAliasInScope`, and `false` where the walk can tell the name is no import: a closer
 * declaration of it (a parameter, a local), a declaration of the file that is not an import, or no
 * declaration in any scope of a bound file (a global such as `console`). Undefined when it cannot
 * decide. A caller that only wants imports then asks the checker nothing for the name.
 */
export function importInScope(identifier: ts.Identifier): ts.Symbol | false | undefined {
  const name = identifier.escapedText;
  let file: ts.Node | undefined;
  for (let node: ts.Node | undefined = identifier.parent; node; node = node.parent) {
    if (OTHER_SCOPES.has(node.kind)) return undefined;
    file = node;
    const found = (node as { locals?: ts.SymbolTable }).locals?.get(name);
    if (!found) continue;
    return ts.isSourceFile(node) && found.flags & ts.SymbolFlags.Alias ? found : false;
  }
  // The binder gives every file it binds a table of its own names: without one, nothing is known.
  return file && ts.isSourceFile(file) && (file as { locals?: ts.SymbolTable }).locals ? false : undefined;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const facts = new WeakMap<object, WeakMap<ts.SourceFile, Map<string, unknown>>>();

/**
 * `fact` of the symbol `identifier` resolves to (through its import). For a name imported from an
 * installed package, the answer is kept per declaration file of the module and exported name: the
 * first alias look-up of a module in a fresh program reads all its exports (zod's `z`: a few ms per
 * program), and what an installed package's export is does not change within a process (like
 * `installedVersion`, an editor session does not see reinstalls; a new tree of the file starts afresh).
 * `tag` tells different facts apart.
 */
export function importedFact<T>(checker: ts.TypeChecker, identifier: ts.Identifier, tag: object, fact: (symbol: ts.Symbol | undefined) => T): T {
  const resolve = () => {
    const symbol = checker.getSymbolAtLocation(identifier);
    return fact(symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  };
  const imported = packageImport(checker, identifier);
  if (!imported) return localImportFact(checker, identifier, tag, resolve);
  let byFile = facts.get(tag);
  if (!byFile) facts.set(tag, (byFile = new WeakMap()));
  let byName = byFile.get(imported.file);
  if (!byName) byFile.set(imported.file, (byName = new Map()));
  if (byName.has(imported.name)) return byName.get(imported.name) as T;
  const value = resolve();
  byName.set(imported.name, value);
  return value;
}

const localFacts = new WeakMap<ts.TypeChecker, WeakMap<ts.Symbol, Map<object, unknown>>>();

/**
 * A name bound to an import of the project's own modules (`import { addressSchema } from "./shared"`):
 * the fact is kept per program and import, because every use of the name in the file resolves to
 * that one import, and `getSymbolAtLocation` would look the name up through the scopes again for
 * each use. Keyed by the checker, since an unchanged file's import is the same symbol in the next
 * program while what it imports may have changed. A shorthand property's name is asked as itself:
 * the checker answers with the new property there, not the import.
 */
function localImportFact<T>(checker: ts.TypeChecker, identifier: ts.Identifier, tag: object, resolve: () => T): T {
  const parent = identifier.parent;
  if (parent && ts.isShorthandPropertyAssignment(parent) && parent.name === identifier) return resolve();
  const alias = importAliasInScope(identifier);
  if (!alias) return resolve();
  let byAlias = localFacts.get(checker);
  if (!byAlias) localFacts.set(checker, (byAlias = new WeakMap()));
  let byTag = byAlias.get(alias);
  if (!byTag) byAlias.set(alias, (byTag = new Map()));
  if (byTag.has(tag)) return byTag.get(tag) as T;
  const value = resolve();
  byTag.set(tag, value);
  return value;
}

/**
 * The name is imported from a module that is a declaration file: following it to a `const`
 * initializer can only end there (an ambient `const` has at most a literal), so callers can stop
 * without the checker resolving the import (which reads all the module's exports).
 */
export function importedFromDeclarations(checker: ts.TypeChecker, identifier: ts.Identifier): boolean {
  const imported = moduleImport(checker, identifier);
  return imported !== undefined && imported.file.isDeclarationFile;
}

/** The installed module file and exported name an identifier imports (`*` for a namespace import). */
function packageImport(checker: ts.TypeChecker, identifier: ts.Identifier): { readonly file: ts.SourceFile; readonly name: string } | undefined {
  const imported = moduleImport(checker, identifier);
  return imported && !imported.relative && NODE_MODULES.test(imported.file.fileName) ? imported : undefined;
}

/** The module file and exported name an identifier imports, found without resolving the import. */
function moduleImport(checker: ts.TypeChecker, identifier: ts.Identifier): { readonly file: ts.SourceFile; readonly name: string; readonly relative: boolean } | undefined {
  const declaration = importAliasInScope(identifier)?.declarations?.[0];
  if (!declaration) return undefined;
  let name: string;
  let statement: ts.Node;
  if (ts.isImportSpecifier(declaration)) [name, statement] = [(declaration.propertyName ?? declaration.name).text, declaration.parent.parent.parent];
  else if (ts.isNamespaceImport(declaration)) [name, statement] = ["*", declaration.parent.parent];
  else if (ts.isImportClause(declaration)) [name, statement] = ["default", declaration.parent];
  else return undefined;
  if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return undefined;
  const file = moduleFile(checker, statement);
  return file && { file, name, relative: statement.moduleSpecifier.text.startsWith(".") };
}

const moduleFiles = new WeakMap<ts.TypeChecker, WeakMap<ts.ImportDeclaration, ts.SourceFile | null>>();

/** The file an import declaration's module resolves to, once per program and declaration (every `z` of a file asks). */
function moduleFile(checker: ts.TypeChecker, statement: ts.ImportDeclaration): ts.SourceFile | undefined {
  let byStatement = moduleFiles.get(checker);
  if (!byStatement) moduleFiles.set(checker, (byStatement = new WeakMap()));
  let file = byStatement.get(statement);
  if (file === undefined) byStatement.set(statement, (file = checker.getSymbolAtLocation(statement.moduleSpecifier)?.declarations?.[0]?.getSourceFile() ?? null));
  return file ?? undefined;
}

/** The local names an import declaration binds: its default, its namespace or each named import. */
export function importedNames(declaration: ts.ImportDeclaration): string[] {
  const clause = declaration.importClause;
  const bindings = clause?.namedBindings;
  return [
    ...(clause?.name ? [clause.name.text] : []),
    ...(bindings && ts.isNamespaceImport(bindings) ? [bindings.name.text] : []),
    ...(bindings && ts.isNamedImports(bindings) ? bindings.elements.map((element) => element.name.text) : []),
  ];
}
