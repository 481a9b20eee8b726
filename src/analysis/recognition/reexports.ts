import ts from "../../util/typescript.cjs";
import { keptResolution, layoutOf } from "../cache/module-targets.js";

/** Where an imported binding finally comes from, after following local re-export files. */
export interface ExportOrigin {
  /** A bare module specifier (a package), or the absolute file name of a local module. */
  readonly module: string;
  readonly isFile: boolean;
  /** Export path inside that module: `["ai", "tool"]`. */
  readonly path: readonly string[];
}

const MAX_HOPS = 8;
const cache = new WeakMap<ts.Program, Map<string, ExportOrigin | null>>();

function isRelative(specifier: string): boolean {
  return specifier.startsWith("./") || specifier.startsWith("../") || specifier === "." || specifier === "..";
}

/**
 * Follows `specifier` imported from `fromFile` through `export { x } from`, `export *`,
 * `export * as ns` and `import … ; export { … }` in local files, until a package specifier or a file
 * that declares the binding itself. Static: reads the program's source files, runs nothing.
 */
export function resolveExportOrigin(
  program: ts.Program,
  fromFile: ts.SourceFile,
  specifier: string,
  path: readonly string[],
  hops = 0,
): ExportOrigin | null {
  if (!isRelative(specifier)) {
    // `@/types/core`, `~/lib/ai`: a tsconfig `paths` alias (or a name under `baseUrl`) naming a file of
    // the project is followed as a relative import is. A package, a workspace package's among them,
    // stays a package, and so does a name no alias covers: TypeScript may keep a resolution of such a
    // name to a file beside the importer that is no module of the project's (`src/@scope/pkg.ts`).
    const aliased = aliasedByTsconfig(program.getCompilerOptions(), specifier) ? resolveFile(program, fromFile, specifier) : undefined;
    if (!aliased || aliased.isDeclarationFile || program.isSourceFileFromExternalLibrary(aliased)) return { module: specifier, isFile: false, path };
    return followInFile(program, aliased, path, hops);
  }
  const target = resolveFile(program, fromFile, specifier);
  if (!target) return null;
  return followInFile(program, target, path, hops);
}

/** The compiler options map `specifier` to files of their own: a `paths` pattern matches it, or a `baseUrl` is set. */
function aliasedByTsconfig(options: ts.CompilerOptions, specifier: string): boolean {
  if (options.baseUrl !== undefined) return true;
  return Object.keys(options.paths ?? {}).some((pattern) => {
    const star = pattern.indexOf("*");
    if (star < 0) return pattern === specifier;
    const prefix = pattern.slice(0, star);
    const suffix = pattern.slice(star + 1);
    return specifier.length >= prefix.length + suffix.length && specifier.startsWith(prefix) && specifier.endsWith(suffix);
  });
}

/**
 * Where a binding of a package module comes from, read in the module's own declaration file (its
 * `export * from "@openai/agents-realtime"`), when that file is part of the program: the origin it
 * re-exports from another package, else undefined (declared there, or not followed).
 */
export function throughPackageEntry(program: ts.Program, fromFile: ts.SourceFile, origin: ExportOrigin): ExportOrigin | undefined {
  const entry = resolveFile(program, fromFile, origin.module);
  if (!entry || !entry.isDeclarationFile) return undefined;
  const found = followInFile(program, entry, origin.path, 1);
  return found && !found.isFile ? found : undefined;
}

/**
 * Where the program kept no resolution (TypeScript before 5.3), module resolution reads the disk, so
 * each (file, specifier) is resolved once per layout: the programs of a batch run that share options
 * and file names (typescript-eslint's project service makes a new one for each file whose text differs
 * from the disk) resolve every specifier alike.
 */
interface LayoutResolutions {
  readonly files: Map<string, string | undefined>;
  /** TypeScript's own cache of directory lookups: the files of a folder resolve a package alike, once. */
  readonly cache: ts.ModuleResolutionCache;
}

const resolvedFiles = new WeakMap<object, LayoutResolutions>();

function resolveFile(program: ts.Program, fromFile: ts.SourceFile, specifier: string): ts.SourceFile | undefined {
  const fileName = resolvedByProgram(program, fromFile, specifier) ?? resolvedForLayout(program, fromFile, specifier);
  return fileName ? program.getSourceFile(fileName) : undefined;
}

/**
 * The file the program itself resolved `specifier` of `fromFile` to while it was built, read without
 * the disk: every specifier followed here is one the file writes, so the program resolved it. The
 * mode it was resolved in is the file's format for a static import (tried first), or the other for a
 * dynamic `import()` or a `require`; undefined when the program kept no resolution.
 */
function resolvedByProgram(program: ts.Program, fromFile: ts.SourceFile, specifier: string): string | undefined {
  for (const mode of [fromFile.impliedNodeFormat, ts.ModuleKind.ESNext, ts.ModuleKind.CommonJS, undefined]) {
    const found = keptResolution(program, fromFile, specifier, mode as ts.ResolutionMode);
    if (found) return found;
  }
  return undefined;
}

function resolvedForLayout(program: ts.Program, fromFile: ts.SourceFile, specifier: string): string | undefined {
  const layout = layoutOf(program);
  let perLayout = resolvedFiles.get(layout);
  if (!perLayout) {
    const options = program.getCompilerOptions();
    const canonical = ts.sys.useCaseSensitiveFileNames ? (name: string) => name : (name: string) => name.toLowerCase();
    perLayout = { files: new Map(), cache: ts.createModuleResolutionCache(program.getCurrentDirectory(), canonical, options) };
    resolvedFiles.set(layout, perLayout);
  }
  const key = `${fromFile.fileName}\0${specifier}`;
  let fileName = perLayout.files.get(key);
  if (fileName === undefined && !perLayout.files.has(key)) {
    fileName = ts.resolveModuleName(specifier, fromFile.fileName, program.getCompilerOptions(), ts.sys, perLayout.cache).resolvedModule?.resolvedFileName;
    perLayout.files.set(key, fileName);
  }
  return fileName;
}

function followInFile(program: ts.Program, file: ts.SourceFile, path: readonly string[], hops: number): ExportOrigin | null {
  if (hops > MAX_HOPS || path.length === 0) return null;
  let perProgram = cache.get(program);
  if (!perProgram) cache.set(program, (perProgram = new Map()));
  const key = `${file.fileName}\0${path.join(".")}`;
  if (perProgram.has(key)) return perProgram.get(key)!;
  perProgram.set(key, null); // guards against export cycles
  const result = findExport(program, file, path, hops) ?? { module: file.fileName, isFile: true, path };
  perProgram.set(key, result);
  return result;
}

function findExport(program: ts.Program, file: ts.SourceFile, path: readonly string[], hops: number): ExportOrigin | null | undefined {
  const [head, ...rest] = path;
  const starSources: string[] = [];
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const from = statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) ? statement.moduleSpecifier.text : undefined;
    const clause = statement.exportClause;
    if (!clause) {
      if (from) starSources.push(from);
      continue;
    }
    if (ts.isNamespaceExport(clause)) {
      if (from && clause.name.text === head) return resolveExportOrigin(program, file, from, rest, hops + 1);
      continue;
    }
    for (const element of clause.elements) {
      if (element.name.text !== head) continue;
      const original = (element.propertyName ?? element.name).text;
      if (from) return resolveExportOrigin(program, file, from, [original, ...rest], hops + 1);
      return followLocalImport(program, file, original, rest, hops);
    }
  }
  for (const from of starSources) {
    const origin = resolveExportOrigin(program, file, from, path, hops + 1);
    if (origin && !origin.isFile) return origin;
  }
  return undefined;
}

/** `import { ai } from "pkg"; export { ai };` — the exported name is an import of this file. */
function followLocalImport(program: ts.Program, file: ts.SourceFile, local: string, rest: readonly string[], hops: number): ExportOrigin | null | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const from = statement.moduleSpecifier.text;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === local) {
      return resolveExportOrigin(program, file, from, rest, hops + 1);
    }
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (element.name.text === local) {
          return resolveExportOrigin(program, file, from, [(element.propertyName ?? element.name).text, ...rest], hops + 1);
        }
      }
    }
  }
  return undefined;
}
