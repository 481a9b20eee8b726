// Framework packages that a program's files import and that are not installed (a checkout linted
// before its install): found once per program, so the report and a rule can say so once.
import { existsSync } from "node:fs";
import path from "node:path";
import ts from "../util/typescript.cjs";
import { packageOf } from "./recognition/imports.js";

/**
 * The schema libraries whose types the schema routes read (zod through its types, valibot, ArkType,
 * TypeBox by their builders' declarations): not installed, a tool is found but its schema is not read.
 */
export const SCHEMA_LIBRARIES: readonly string[] = ["zod", "valibot", "arktype", "typebox", "@sinclair/typebox", "effect"];

/** Each package not installed, with the files (absolute paths) that import it, both in program order. */
export type MissingDependencies = ReadonlyMap<string, readonly string[]>;

/** The bare package specifiers a file imports: `import … from`, `export … from`, `import x = require(…)`. */
function bareSpecifiers(sourceFile: ts.SourceFile): ts.StringLiteral[] {
  const found: ts.StringLiteral[] = [];
  for (const statement of sourceFile.statements) {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) specifier = statement.moduleSpecifier;
    else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) specifier = statement.moduleReference.expression;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const text = specifier.text;
    if (!text.startsWith(".") && !path.isAbsolute(text) && !text.startsWith("node:")) found.push(specifier);
  }
  return found;
}

/** Whether a directory `node_modules/<name>` exists in `dir` or above: the package is installed there. */
function inNodeModules(dir: string, name: string, cache: Map<string, boolean>): boolean {
  const key = `${dir}\0${name}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const here = existsSync(path.join(dir, "node_modules", name));
  const result = here || (path.dirname(dir) !== dir && inNodeModules(path.dirname(dir), name, cache));
  cache.set(key, result);
  return result;
}

/**
 * The framework packages `sourceFile` imports that are not installed: in no node_modules directory
 * above the file, and no module for TypeScript either (a `paths` entry, a `declare module` of the
 * project's, Yarn's PnP through a patched TypeScript). A package that is installed without types is
 * not "missing": installing would not help. The checker is asked only about packages in no node_modules.
 */
export function missingImportsOf(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  isFrameworkPackage: (name: string) => boolean,
  cache: Map<string, boolean> = new Map(),
): string[] {
  const missing = new Set<string>();
  const dir = path.dirname(sourceFile.fileName);
  for (const specifier of bareSpecifiers(sourceFile)) {
    const name = packageOf(specifier.text);
    if (missing.has(name) || !isFrameworkPackage(name) || inNodeModules(dir, name, cache)) continue;
    if (!program.getTypeChecker().getSymbolAtLocation(specifier)) missing.add(name);
  }
  return [...missing];
}

const declaredByProgram = new WeakMap<ts.Program, ReadonlySet<string>>();

/**
 * The packages a program declares with `declare module "…"` (a project's own declarations of a package
 * that is not on the registry): another program of the same project that lacks the declaration (a
 * script outside the tsconfig) is missing the declaration, not the package.
 */
export function declaredPackages(program: ts.Program): ReadonlySet<string> {
  const known = declaredByProgram.get(program);
  if (known) return known;
  const declared = new Set(program.getTypeChecker().getAmbientModules().map((symbol) => packageOf(symbol.name.replace(/^"|"$/g, ""))));
  declaredByProgram.set(program, declared);
  return declared;
}

const byProgram = new WeakMap<ts.Program, { readonly key: string; readonly missing: MissingDependencies }>();

/**
 * Over the program's own files (declaration files and dependencies left out), the framework packages
 * that are not installed; computed once per program and list of packages.
 */
export function missingDependencies(program: ts.Program, frameworkPackages: readonly string[]): MissingDependencies {
  const key = [...new Set(frameworkPackages.map(packageOf))].sort().join("\n");
  const known = byProgram.get(program);
  if (known && known.key === key) return known.missing;
  const packages = new Set(key.split("\n"));
  const cache = new Map<string, boolean>();
  const missing = new Map<string, string[]>();
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || program.isSourceFileFromExternalLibrary(sourceFile)) continue;
    for (const name of missingImportsOf(program, sourceFile, (p) => packages.has(p), cache)) missing.set(name, [...(missing.get(name) ?? []), sourceFile.fileName]);
  }
  byProgram.set(program, { key, missing });
  return missing;
}

/** Programs whose missing packages were already reported: a rule says it at one file per program. */
const reported = new WeakSet<ts.Program>();

/**
 * The missing packages to report at `sourceFile`, the first time a file of the program that imports
 * one asks; undefined for every other file, and when nothing is missing. For a rule's `Program` visit.
 */
export function missingDependenciesToReport(program: ts.Program, sourceFile: ts.SourceFile, frameworkPackages: readonly string[]): MissingDependencies | undefined {
  if (reported.has(program)) return undefined;
  const missing = missingDependencies(program, frameworkPackages);
  const here = [...missing.values()].some((files) => files.includes(sourceFile.fileName));
  if (!here) return undefined;
  reported.add(program);
  return missing;
}

/** One sentence for a note or a lint message: how many files, which packages, what to do. */
export function missingDependenciesMessage(missing: MissingDependencies): string | undefined {
  if (missing.size === 0) return undefined;
  const files = new Set([...missing.values()].flat()).size;
  const names = [...missing.keys()];
  const shown = names.length > 4 ? `${names.slice(0, 4).join(", ")} and ${names.length - 4} more` : names.join(", ");
  return `${files} file(s) import packages that are not installed (${shown}): run your install first; until then tools are found by their imports alone and schemas that need those types are not read`;
}
