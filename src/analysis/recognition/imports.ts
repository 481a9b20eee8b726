import path from "node:path";
import ts from "../../util/typescript.cjs";
import { importInScope } from "../../schema/shared/import-scope.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { resolveExportOrigin, type ExportOrigin } from "./reexports.js";
import { specifierTargets } from "../cache/module-targets.js";

/**
 * A package specifier that resolves to the program's own sources (a workspace package, a `paths`
 * alias): local code like a relative import, which may hold seams and catalogs.
 */
export function isWorkspaceImport(program: ts.Program, sourceFile: ts.SourceFile, specifier: ts.Expression): boolean {
  const targets = specifierTargets(program, sourceFile).get(specifier) ?? [];
  return targets.some((target) => isProjectSource(program, target));
}

/**
 * A file written in the project: no declaration file, and not installed under node_modules. A
 * workspace package's source reached through its node_modules link (`@repo/common/src/registration`)
 * is the project's own, though TypeScript counts it as an external library's: its real path says
 * where it is.
 */
export function isProjectSource(program: ts.Program, file: ts.SourceFile): boolean {
  return !file.isDeclarationFile && (!program.isSourceFileFromExternalLibrary(file) || !/[\\/]node_modules[\\/]/.test(file.fileName));
}

const projectSourcesByProgram = new WeakMap<ts.Program, readonly ts.SourceFile[]>();

/** The program's files written in the project (`isProjectSource`), in program order, once per program. */
export function projectSources(program: ts.Program): readonly ts.SourceFile[] {
  let files = projectSourcesByProgram.get(program);
  if (!files) projectSourcesByProgram.set(program, (files = program.getSourceFiles().filter((file) => isProjectSource(program, file))));
  return files;
}

/**
 * Where an identifier of this file is imported from: the module specifier as written and the name
 * imported (`*` for a namespace import, `default` for a default import). Read from the import
 * declaration through the checker's binder, so it works when the module itself cannot be resolved.
 */
export interface ImportedBinding {
  readonly specifier: string;
  readonly imported: string;
  readonly typeOnly: boolean;
}

export function importedBinding(checker: ts.TypeChecker, identifier: ts.Identifier): ImportedBinding | undefined {
  const inScope = importInScope(identifier);
  if (inScope === false) return undefined;
  const symbol = inScope ?? checker.getSymbolAtLocation(identifier);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Alias)) return undefined;
  const declaration = symbol.declarations?.[0];
  if (!declaration) return undefined;
  if (ts.isImportSpecifier(declaration)) {
    const clause = declaration.parent.parent;
    return binding(clause.parent, (declaration.propertyName ?? declaration.name).text, clause.isTypeOnly || declaration.isTypeOnly);
  }
  if (ts.isNamespaceImport(declaration)) return binding(declaration.parent.parent, "*", declaration.parent.isTypeOnly);
  if (ts.isImportClause(declaration)) return binding(declaration.parent, "default", declaration.isTypeOnly);
  return undefined;
}

function binding(declaration: ts.Node, imported: string, typeOnly: boolean): ImportedBinding | undefined {
  if (!ts.isImportDeclaration(declaration)) return undefined;
  const specifier = declaration.moduleSpecifier;
  return ts.isStringLiteral(specifier) ? { specifier: specifier.text, imported, typeOnly } : undefined;
}

/** `a.b.c` → the root identifier and the member names; undefined for anything else. */
export function memberChain(expr: ts.Node): { root: ts.Identifier; path: string[] } | undefined {
  const names: string[] = [];
  let current = expr;
  for (;;) {
    if (ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
    else if (ts.isPropertyAccessExpression(current)) {
      if (!ts.isIdentifier(current.name)) return undefined;
      names.unshift(current.name.text);
      current = current.expression;
    } else if (ts.isElementAccessExpression(current)) {
      if (!ts.isStringLiteralLike(current.argumentExpression)) return undefined;
      names.unshift(current.argumentExpression.text);
      current = current.expression;
    } else if (ts.isQualifiedName(current)) {
      names.unshift(current.right.text);
      current = current.left;
    } else break;
  }
  return ts.isIdentifier(current) ? { root: current, path: names } : undefined;
}

/**
 * The module export an expression or type name refers to, following local re-export files:
 * `ai.tool` with `import { ai } from "@warlock.js/ai"` → { module: "@warlock.js/ai", path: ["ai", "tool"] }.
 */
export function exportOriginOf(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  expr: ts.Node,
  options: { readonly allowTypeOnly: boolean },
): ExportOrigin | undefined {
  const chain = memberChain(expr);
  if (!chain) return undefined;
  const found = importedBinding(program.getTypeChecker(), chain.root);
  if (!found || (found.typeOnly && !options.allowTypeOnly)) return undefined;
  const path = found.imported === "*" ? chain.path : [found.imported, ...chain.path];
  return resolveExportOrigin(program, sourceFile, found.specifier, path) ?? undefined;
}

export function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((part, i) => part === b[i]);
}

// Kept here too for the analysis' many readers of imports; written in program-packages.ts, which the
// plugin's entry loads without the analysis.
export { packageOf } from "./program-packages.js";

/**
 * A file of the program that is a test, by its name or by a folder inside the project: the folders
 * above the program's directory (a checkout under `~/test/`) say nothing about it.
 */
export function isTestSource(program: ts.Program, file: ts.SourceFile): boolean {
  const relative = path.relative(program.getCurrentDirectory(), file.fileName);
  return isTestFile(relative.startsWith("..") || path.isAbsolute(relative) ? path.basename(file.fileName) : relative);
}

/** A test by its name or folder (`x.test.ts`, `x.spec.ts`, `x.vitest.ts`, `__tests__/`, `test/`, `tests/`). */
export function isTestFile(fileName: string): boolean {
  return /(^|[\\/])(__tests__|tests?)[\\/]|\.(test|spec|vitest)\.[cm]?[jt]sx?$/.test(fileName);
}

/** `tools` of `import * as tools from "./tools"`: the module it names (a catalog of its exports, or a list's element). */
export function namespaceModule(checker: ts.TypeChecker, expr: ts.Expression): ts.Symbol | undefined {
  const inner = unwrapExpression(expr);
  if (!ts.isIdentifier(inner)) return undefined;
  const symbol = checker.getSymbolAtLocation(inner);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration || !ts.isNamespaceImport(declaration)) return undefined;
  const module = checker.getAliasedSymbol(symbol);
  return module.flags & ts.SymbolFlags.ValueModule ? module : undefined;
}
