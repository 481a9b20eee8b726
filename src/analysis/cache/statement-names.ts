// Which top-level statements of a file a statement can read, found by name without the checker: the
// names each statement declares, and the names each statement's text refers to.
import ts from "../../util/typescript.cjs";
import { importedNames } from "../../schema/shared/import-scope.js";

const declarationsByFile = new WeakMap<ts.SourceFile, ReadonlyMap<string, readonly ts.Statement[]>>();

/** The file's top-level statements by the names they bind in its module scope. Syntax only: kept per tree. */
export function topLevelDeclarations(sourceFile: ts.SourceFile): ReadonlyMap<string, readonly ts.Statement[]> {
  const known = declarationsByFile.get(sourceFile);
  if (known) return known;
  const byName = new Map<string, ts.Statement[]>();
  for (const statement of sourceFile.statements) {
    for (const name of declaredNames(statement)) {
      const statements = byName.get(name);
      if (statements) statements.push(statement);
      else byName.set(name, [statement]);
    }
  }
  declarationsByFile.set(sourceFile, byName);
  return byName;
}

function declaredNames(statement: ts.Statement): string[] {
  if (ts.isImportDeclaration(statement)) return importedNames(statement);
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((d) => bindingNames(d.name));
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement) ||
    ts.isEnumDeclaration(statement) ||
    ts.isModuleDeclaration(statement) ||
    ts.isImportEqualsDeclaration(statement)
  ) {
    return statement.name && ts.isIdentifier(statement.name) ? [statement.name.text] : [];
  }
  // `var` inside a top-level block, loop or `try` binds in the module scope too; it is never inside an
  // expression outside a function, so expressions are not walked.
  const hoisted: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node) || ts.isExpression(node)) return;
    if (ts.isVariableDeclarationList(node) && !(node.flags & ts.NodeFlags.BlockScoped)) for (const d of node.declarations) hoisted.push(...bindingNames(d.name));
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return hoisted;
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/** Identifiers whose meaning comes from a declaration (not property names, which follow their object). */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  return true;
}

/**
 * The names a statement's text refers to, kept by text across programs: after an edit, every other
 * statement of the file is the same text in a new tree. A name declared inside the statement counts
 * too, which at worst ties the statement to a top-level namesake it does not read.
 */
const namesByText = new Map<string, readonly string[]>();
const MAX_TEXTS = 4000;

export function referencedNames(statement: ts.Statement, text: string, sourceFile: ts.SourceFile): readonly string[] {
  // The same text parses alike in files of the same language variant (`<T>x` differs in TSX).
  const key = `${sourceFile.languageVariant}\n${text}`;
  const known = namesByText.get(key);
  if (known) return known;
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(statement);
  const found = [...names];
  namesByText.set(key, found);
  if (namesByText.size > MAX_TEXTS) namesByText.delete(namesByText.keys().next().value!);
  return found;
}
