// What a definition's analysis depends on, as one string: its statement's text and every declaration it
// reads (same-file statements by text, other files by content and imports, packages by installed version).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { layoutOf, moduleSpecifiers, specifierTargets } from "./module-targets.js";
import { referencedNames, topLevelDeclarations } from "./statement-names.js";

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
export function isGlobal(sourceFile: ts.SourceFile): boolean {
  let global = globalFiles.get(sourceFile);
  if (global === undefined) {
    global = !ts.isExternalModule(sourceFile) || /\bdeclare\s+(global|module)\b/.test(sourceFile.text);
    globalFiles.set(sourceFile, global);
  }
  return global;
}

const environments = new WeakMap<ts.Program, string>();
/**
 * The last program's layout, files and key: after an edit of a module, only the edited file is new.
 * One program only, so no more than one older program's trees are kept alive by it.
 */
let lastEnvironment: { readonly layout: object; readonly files: readonly ts.SourceFile[]; readonly key: string } | undefined;

/** Lets the last program's trees go (with the definition cache, `clearDefinitionCache`). */
export function forgetLastEnvironment(): void {
  lastEnvironment = undefined;
}

/** What every definition of a program depends on: compiler options and the global declarations. */
export function environmentKey(program: ts.Program): string {
  let key = environments.get(program);
  if (key !== undefined) return key;
  const files = program.getSourceFiles();
  // The same layout is the same options and file names in the same order; a file replaced by a new
  // tree changes the key only if either tree is global.
  const layout = layoutOf(program);
  const last = lastEnvironment?.layout === layout ? lastEnvironment : undefined;
  if (last && files.every((file, i) => file === last.files[i] || (!isGlobal(file) && !isGlobal(last.files[i])))) {
    key = last.key;
  } else {
    const globals = new Set<string>();
    for (const file of files) if (isGlobal(file)) globals.add(contentKey(file));
    key = hash(JSON.stringify(program.getCompilerOptions()) + "\n" + [...globals].sort().join("\n"));
  }
  lastEnvironment = { layout, files, key };
  environments.set(program, key);
  return key;
}

const closures = new WeakMap<ts.Program, Map<ts.SourceFile, string>>();

/** A local file with everything it imports, transitively (packages by version, not followed further). */
export function closureKey(program: ts.Program, sourceFile: ts.SourceFile): string {
  let keys = closures.get(program);
  if (!keys) closures.set(program, (keys = new Map()));
  const known = keys.get(sourceFile);
  if (known !== undefined) return known;
  const key = hash([...closureFiles(program, sourceFile)].map(contentKey).sort().join("\n"));
  keys.set(sourceFile, key);
  return key;
}

const closureSets = new WeakMap<ts.Program, Map<ts.SourceFile, ReadonlySet<ts.SourceFile>>>();

/** The trees `closureKey` hashes: the file and what it imports, transitively, up to each package's first file. */
export function closureFiles(program: ts.Program, sourceFile: ts.SourceFile): ReadonlySet<ts.SourceFile> {
  let sets = closureSets.get(program);
  if (!sets) closureSets.set(program, (sets = new Map()));
  const known = sets.get(sourceFile);
  if (known) return known;
  const reached = new Set<ts.SourceFile>([sourceFile]);
  const queue = [sourceFile];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (isPackageFile(file.fileName)) continue;
    for (const targets of specifierTargets(program, file).values()) {
      for (const target of targets) {
        if (!reached.has(target)) {
          reached.add(target);
          queue.push(target);
        }
      }
    }
  }
  sets.set(sourceFile, reached);
  return reached;
}

/** The key of what `file`'s module specifier resolves to: its files (a local file with its imports), or that it does not resolve. */
function moduleKeys(program: ts.Program, file: ts.SourceFile, specifier: ts.Expression, outside: Set<string>): void {
  const targets = specifierTargets(program, file).get(specifier) ?? [];
  if (targets.length === 0) outside.add(`?module:${specifier.getText(file)}`);
  for (const target of targets) outside.add(isPackageFile(target.fileName) ? contentKey(target) : closureKey(program, target));
}

/**
 * The key of one top-level statement of the linted file: its text, the file's name, and what each
 * name in it can refer to outside it, found by name without the checker (a fresh program's first
 * look-ups are what made keys slow): a statement of the same file declaring that name (its text,
 * followed the same way), an import (its text and the module's files: a local file with its imports,
 * a package by version), else a global, which the environment key covers. A local shadowing a
 * top-level name only adds that statement to the key.
 */
export function statementKey(program: ts.Program, sourceFile: ts.SourceFile, statement: ts.Statement): string {
  const parts: string[] = [sourceFile.fileName, environmentKey(program)];
  const declarations = topLevelDeclarations(sourceFile);
  const seen = new Set<ts.Statement>([statement]);
  const queue: ts.Statement[] = [statement];
  const outside = new Set<string>();
  const specifiers = moduleSpecifiers(sourceFile);
  while (queue.length > 0) {
    const next = queue.shift()!;
    const text = statementText(next, sourceFile);
    parts.push(text);
    if (ts.isImportDeclaration(next)) {
      moduleKeys(program, sourceFile, next.moduleSpecifier, outside);
      continue;
    }
    if (ts.isImportEqualsDeclaration(next) && ts.isExternalModuleReference(next.moduleReference)) moduleKeys(program, sourceFile, next.moduleReference.expression, outside);
    // `import("./x").T` types: the specifiers inside this statement.
    if (text.includes("import(")) {
      for (const specifier of specifiers) if (specifier.pos >= next.pos && specifier.end <= next.end) moduleKeys(program, sourceFile, specifier, outside);
    }
    for (const name of referencedNames(next, text, sourceFile)) {
      for (const holder of declarations.get(name) ?? []) {
        if (!seen.has(holder)) {
          seen.add(holder);
          queue.push(holder);
        }
      }
    }
  }
  return hash([...parts, ...[...outside].sort()].join("\n\u0000"));
}
