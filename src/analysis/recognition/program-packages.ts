// The packages a program's files name, read once per program from what TypeScript collected while it
// built the program: the plugin's entry asks it before the analysis is loaded (src/entry.ts), the
// analysis before it looks at any file (reachable-frameworks.ts). It needs nothing but the program.
import ts from "../../util/typescript.cjs";

/** The package a module specifier belongs to: `@scope/name/sub` → `@scope/name`, `openai/helpers/zod` → `openai`. */
export function packageOf(specifier: string): string {
  let name = packageNames.get(specifier);
  if (name === undefined) {
    const parts = specifier.split("/");
    packageNames.set(specifier, (name = specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]!));
  }
  return name;
}

/** Asked for every import of every program file: a lint names a few hundred specifiers, each split once. */
const packageNames = new Map<string, string>();

/**
 * Every package a file of the program imports, re-exports, requires or declares (`declare module`),
 * and every package one of its files was loaded from (the last `node_modules` of the path). Import
 * specifiers are read as written, so a package imported but not installed still counts.
 */
export function programPackages(program: ts.Program): ReadonlySet<string> {
  let packages = packagesByProgram.get(program);
  if (!packages) packagesByProgram.set(program, (packages = packagesOf(program)));
  return packages;
}

const packagesByProgram = new WeakMap<ts.Program, ReadonlySet<string>>();

/** The package a file under node_modules belongs to (the last node_modules of its path). */
const INSTALLED_PACKAGE = /\/node_modules\/(?!.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\//;

function packagesOf(program: ts.Program): ReadonlySet<string> {
  const packages = new Set<string>();
  for (const file of program.getSourceFiles()) for (const name of filePackages(file)) packages.add(name);
  return packages;
}

/**
 * The packages one file names or was loaded from, once per tree: the project service's next program
 * (after a file's `#!` line, or an edit) shares every other tree with the one before.
 */
function filePackages(file: ts.SourceFile): readonly string[] {
  let names = packagesByFile.get(file);
  if (!names) {
    const found = new Set<string>();
    const installed = INSTALLED_PACKAGE.exec(file.fileName.split("\\").join("/"));
    if (installed) found.add(installed[1]!);
    for (const specifier of moduleSpecifiers(file)) if (!specifier.startsWith(".")) found.add(packageOf(specifier));
    packagesByFile.set(file, (names = [...found]));
  }
  return names;
}

const packagesByFile = new WeakMap<ts.SourceFile, readonly string[]>();

/**
 * The module names a file imports, re-exports, requires or declares. TypeScript collects them while
 * it builds the program (`imports`, `moduleAugmentations` and `ambientModuleNames`, internal but kept
 * on every source file since 2.0); a file without them is read from its top-level statements.
 */
function moduleSpecifiers(file: ts.SourceFile): readonly string[] {
  const collected = file as unknown as { imports?: readonly ts.StringLiteralLike[]; ambientModuleNames?: readonly string[] };
  if (collected.imports) return [...collected.imports.map((literal) => literal.text), ...(collected.ambientModuleNames ?? [])];
  const specifiers: string[] = [];
  for (const statement of file.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name)) specifiers.push(statement.name.text);
    else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference) && ts.isStringLiteral(statement.moduleReference.expression)) {
      specifiers.push(statement.moduleReference.expression.text);
    }
  }
  return specifiers;
}
