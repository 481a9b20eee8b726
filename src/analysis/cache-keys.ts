// What a definition's analysis depends on, as one string: its statement's text and every declaration it
// reads (same-file statements by text, other files by content and imports, packages by installed version).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import ts from "../util/typescript.cjs";

export const hash = (text: string): string => createHash("sha1").update(text).digest("base64");

/** A top-level statement's text with its JSDoc (which TSJ reads), from which node offsets count. */
export function statementStart(statement: ts.Statement, sourceFile: ts.SourceFile): number {
  return statement.getStart(sourceFile, true);
}

export function statementText(statement: ts.Statement, sourceFile: ts.SourceFile): string {
  return sourceFile.text.slice(statementStart(statement, sourceFile), statement.end);
}

/** The top-level statement of `node`'s file that contains it. */
export function topStatement(node: ts.Node): ts.Statement | undefined {
  let current: ts.Node = node;
  while (current.parent && !ts.isSourceFile(current.parent)) current = current.parent;
  return current.parent ? (current as ts.Statement) : undefined;
}

const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const isPackageFile = (fileName: string): boolean => fileName.includes("/node_modules/") || fileName.includes(NODE_MODULES);

const versions = new Map<string, string>();

/**
 * A declaration file of an installed package stands for its package directory and version: like
 * `installedVersion`, read once per process (an editor session does not see reinstalls).
 */
function packageKey(fileName: string): string {
  const normal = fileName.split(path.sep).join("/");
  const at = normal.lastIndexOf("/node_modules/") + "/node_modules/".length;
  const parts = normal.slice(at).split("/");
  const dir = normal.slice(0, at) + (parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]);
  let version = versions.get(dir);
  if (version === undefined) {
    try {
      version = String((JSON.parse(fs.readFileSync(`${dir}/package.json`, "utf8")) as { version?: unknown }).version);
    } catch {
      version = "?";
    }
    versions.set(dir, version);
  }
  return `${dir}@${version}`;
}

const contentKeys = new WeakMap<ts.SourceFile, string>();

/** A file's content: its package's version for installed declarations, else a hash of its text. */
export function contentKey(sourceFile: ts.SourceFile): string {
  let key = contentKeys.get(sourceFile);
  if (key === undefined) {
    key = isPackageFile(sourceFile.fileName) ? packageKey(sourceFile.fileName) : `${sourceFile.fileName}#${hash(sourceFile.text)}`;
    contentKeys.set(sourceFile, key);
  }
  return key;
}

const globalFiles = new WeakMap<ts.SourceFile, boolean>();

/** Files that can change any other file's types without being imported: scripts and augmentations. */
function isGlobal(sourceFile: ts.SourceFile): boolean {
  let global = globalFiles.get(sourceFile);
  if (global === undefined) {
    global = !ts.isExternalModule(sourceFile) || /\bdeclare\s+(global|module)\b/.test(sourceFile.text);
    globalFiles.set(sourceFile, global);
  }
  return global;
}

const environments = new WeakMap<ts.Program, string>();

/** What every definition of a program depends on: compiler options and the global declarations. */
export function environmentKey(program: ts.Program): string {
  let key = environments.get(program);
  if (key === undefined) {
    const globals = new Set<string>();
    for (const file of program.getSourceFiles()) if (isGlobal(file)) globals.add(contentKey(file));
    key = hash(JSON.stringify(program.getCompilerOptions()) + "\n" + [...globals].sort().join("\n"));
    environments.set(program, key);
  }
  return key;
}

const closures = new WeakMap<ts.Program, { readonly keys: Map<ts.SourceFile, string>; readonly imports: Map<ts.SourceFile, readonly ts.SourceFile[]> }>();

/** A local file with everything it imports, transitively (packages by version, not followed further). */
export function closureKey(program: ts.Program, sourceFile: ts.SourceFile): string {
  let perProgram = closures.get(program);
  if (!perProgram) closures.set(program, (perProgram = { keys: new Map(), imports: new Map() }));
  const known = perProgram.keys.get(sourceFile);
  if (known !== undefined) return known;
  const checker = program.getTypeChecker();
  const { imports } = perProgram;
  // The files each file imports, resolved once per program: the seam index keys every framework file.
  const importedBy = (file: ts.SourceFile): readonly ts.SourceFile[] => {
    let targets = imports.get(file);
    if (!targets) {
      targets = moduleSpecifiers(file).flatMap((specifier) => (checker.getSymbolAtLocation(specifier)?.declarations ?? []).map((d) => d.getSourceFile()));
      imports.set(file, targets);
    }
    return targets;
  };
  const reached = new Set<ts.SourceFile>([sourceFile]);
  const queue = [sourceFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (isPackageFile(file.fileName)) continue;
    for (const target of importedBy(file)) {
      if (!reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  const key = hash([...reached].map(contentKey).sort().join("\n"));
  perProgram.keys.set(sourceFile, key);
  return key;
}

const specifiersByFile = new WeakMap<ts.SourceFile, readonly ts.Expression[]>();

/** Every module specifier of a file: imports, re-exports, `import x = require()`, `import("…")` types. Syntax only: kept per tree. */
function moduleSpecifiers(file: ts.SourceFile): readonly ts.Expression[] {
  const known = specifiersByFile.get(file);
  if (known) return known;
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) found.push(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) found.push(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) found.push(node.argument.literal as ts.Expression);
    if (ts.isModuleDeclaration(node) || deep) ts.forEachChild(node, visit);
  };
  // `import("…")` types can sit anywhere; only files that contain one are walked entirely.
  const deep = file.text.includes("import(");
  for (const statement of file.statements) visit(statement);
  specifiersByFile.set(file, found);
  return found;
}

const importMaps = new WeakMap<ts.SourceFile, Map<string, ts.Statement>>();

/** The names a file binds by `import … from "…"`, each to its import declaration. */
function importsOf(sourceFile: ts.SourceFile): Map<string, ts.Statement> {
  let names = importMaps.get(sourceFile);
  if (names) return names;
  names = new Map();
  for (const statement of sourceFile.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (!clause) continue;
    if (clause.name) names.set(clause.name.text, statement);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.set(bindings.name.text, statement);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.set(element.name.text, statement);
  }
  importMaps.set(sourceFile, names);
  return names;
}

/** Identifiers whose meaning comes from a declaration (not property names, which follow their object). */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && (parent as { name?: ts.Node }).name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  return true;
}

/**
 * The key of one top-level statement of the linted file: its text, the file's name, and what each
 * name in it refers to outside it: a statement of the same file (its text, followed the same way), a
 * local file (its content and imports) or a package (its version). Undefined names count by name,
 * so adding the declaration changes the key.
 */
export function statementKey(program: ts.Program, sourceFile: ts.SourceFile, statement: ts.Statement): string {
  const checker = program.getTypeChecker();
  const parts: string[] = [sourceFile.fileName, environmentKey(program)];
  const seen = new Set<ts.Statement>([statement]);
  const queue: ts.Statement[] = [statement];
  const outside = new Set<string>();
  const addDeclaration = (declaration: ts.Node): void => {
    const file = declaration.getSourceFile();
    if (file !== sourceFile) {
      outside.add(isPackageFile(file.fileName) ? contentKey(file) : closureKey(program, file));
      return;
    }
    const holder = topStatement(declaration);
    if (holder && !seen.has(holder)) {
      seen.add(holder);
      queue.push(holder);
    }
  };
  const imports = importsOf(sourceFile);
  const visit = (node: ts.Node): void => {
    const imported = ts.isIdentifier(node) && isReference(node) ? imports.get(node.text) : undefined;
    if (imported) {
      // A name the file imports stands for its import statement and the module's files, found without
      // the checker: resolving an import's member is what makes a fresh program's first look-up slow.
      // A local that shadows it only adds the import to the key.
      if (!seen.has(imported)) {
        seen.add(imported);
        queue.push(imported);
        const target = checker.getSymbolAtLocation((imported as ts.ImportDeclaration).moduleSpecifier);
        for (const declaration of target?.declarations ?? []) addDeclaration(declaration);
        if (!target) outside.add(`?module:${(imported as ts.ImportDeclaration).moduleSpecifier.getText(sourceFile)}`);
      }
    } else if (ts.isIdentifier(node) && isReference(node)) {
      // `{ place }` names the property; the value it takes is the `place` in scope.
      const shorthand = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node;
      let symbol = shorthand ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
      if (!symbol) outside.add(`?${node.text}`);
      // An import is followed to what it names (a re-export chain is short; a cycle is a type error).
      for (let hops = 0; symbol && hops < 8; hops++) {
        for (const declaration of symbol.declarations ?? []) addDeclaration(declaration);
        symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getImmediateAliasedSymbol(symbol) : undefined;
      }
    }
    ts.forEachChild(node, visit);
  };
  while (queue.length > 0) {
    const next = queue.shift()!;
    parts.push(statementText(next, sourceFile));
    visit(next);
  }
  return hash([...parts, ...[...outside].sort()].join("\n\u0000"));
}
