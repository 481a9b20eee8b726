// Framework packages that a program's files import and that are not installed (a checkout linted
// before its install): found once per program, so the report and a rule can say so once.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "../util/typescript.cjs";
import type { FrameworkModule } from "../frameworks/types.js";
import { packageOf } from "./recognition/imports.js";

/**
 * The schema libraries whose types the schema routes read (zod through its types, valibot, ArkType,
 * TypeBox by their builders' declarations): not installed, a tool is found but its schema is not read.
 */
export const SCHEMA_LIBRARIES: readonly string[] = ["zod", "valibot", "arktype", "typebox", "@sinclair/typebox", "effect"];

const checkedByFrameworks = new WeakMap<readonly FrameworkModule[], ReadonlySet<string>>();

/** The packages whose absence is reported for a framework list: each framework's, and the schema libraries. Built once per list. */
export function checkedPackages(frameworks: readonly FrameworkModule[]): ReadonlySet<string> {
  let names = checkedByFrameworks.get(frameworks);
  if (!names) checkedByFrameworks.set(frameworks, (names = new Set([...frameworks.flatMap((framework) => framework.packages), ...SCHEMA_LIBRARIES].map(packageOf))));
  return names;
}

/** Each package not installed, with the files (absolute paths) that import it, both in program order. */
export type MissingDependencies = ReadonlyMap<string, readonly string[]>;

/** The bare package specifiers a file imports: `import … from`, `export … from`, `import x = require(…)`. */
export function bareSpecifiers(sourceFile: ts.SourceFile): ts.StringLiteral[] {
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

/**
 * Where a package was found installed, for the rest of the process: each program of a batch run asks
 * again for the same folders. What was not found is asked again per program, so that an editor's
 * session sees a package installed since.
 */
const installedSeen = new Set<string>();

/** Whether a directory `node_modules/<name>` exists in `dir` or above: the package is installed there. */
function inNodeModules(dir: string, name: string, cache: Map<string, boolean>): boolean {
  const key = `${dir}\0${name}`;
  if (installedSeen.has(key)) return true;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const here = existsSync(path.join(dir, "node_modules", name));
  const result = here || (path.dirname(dir) !== dir && inNodeModules(path.dirname(dir), name, cache));
  cache.set(key, result);
  if (result) installedSeen.add(key);
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

const MANIFEST_FIELDS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"] as const;

/**
 * The packages a directory's package.json lists (none when it has none). Read each time: it is asked
 * only when a message is written, and an editor's session must see a dependency added since.
 */
function listedIn(dir: string): ReadonlySet<string> {
  const listed = new Set<string>();
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return listed;
  try {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const field of MANIFEST_FIELDS) {
      const entries = manifest[field];
      if (entries && typeof entries === "object") for (const name of Object.keys(entries)) listed.add(name);
    }
  } catch {
    // A manifest that cannot be read lists nothing: the search goes on above it.
  }
  return listed;
}

/**
 * Whether a package.json in the directory of one of `files` or above lists the package: then an
 * install puts it in place. One that none lists (a package only a test folder installs, a dependency
 * forgotten) is not fixed by installing, and the message says to add it instead.
 */
export function listedAsDependency(name: string, files: readonly string[]): boolean {
  return files.some((file) => {
    for (let dir = path.dirname(path.resolve(file)); ; dir = path.dirname(dir)) {
      if (listedIn(dir).has(name)) return true;
      if (path.dirname(dir) === dir) return false;
    }
  });
}

/** Up to four names, then how many more. */
function named(names: readonly string[]): string {
  return names.length > 4 ? `${names.slice(0, 4).join(", ")} and ${names.length - 4} more` : names.join(", ");
}

/**
 * The note or lint message: how many files, which packages, what to do. The files are absolute paths,
 * or relative to `cwd`; which packages a package.json lists decides the advice.
 */
export function missingDependenciesMessage(missing: MissingDependencies, cwd = process.cwd()): string | undefined {
  if (missing.size === 0) return undefined;
  const files = new Set([...missing.values()].flat()).size;
  const names = [...missing.keys()].sort((a, b) => a.localeCompare(b));
  const unlisted = names.filter((name) => !listedAsDependency(name, missing.get(name)!.map((file) => path.resolve(cwd, file))));
  const it = unlisted.length > 1 ? "them" : "it";
  const why = `no package.json above ${files > 1 ? "those files" : "that file"} lists ${it}`;
  const advice =
    unlisted.length === 0
      ? "Run your install first"
      : unlisted.length === names.length
        ? `Add ${named(unlisted)} to the dependencies and install ${it}: ${why}`
        : `Run your install first, and add ${named(unlisted)} to the dependencies: ${why}`;
  return `${files} file(s) import packages that are not installed (${named(names)}): their tools are found by the imports alone, and schemas that need those types are not read. ${advice}.`;
}
