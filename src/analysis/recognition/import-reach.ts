// Which of the project's own files can hold a tool or take one into a set, decided once per program
// from what each file imports, before the checker is asked anything about a file's code. A tool is
// made, typed or taken by a framework, so a file holding one imports a framework (or a project file
// that does), calls a framework's method on a value handed to it or one of the project's seams, or
// holds an element of a catalog that another file registers; a file that gathers tools into a set
// imports the files holding them. Every other file (a service layer, utilities, a web app's
// components) is not analysed further: on an MCP server with a service layer, more than half.
import ts from "../../util/typescript.cjs";
import { stripExtension } from "../../frameworks/index.js";
import type { FrameworkModule } from "../../frameworks/types.js";
import { specifierTargets, moduleSpecifiers } from "../cache/module-targets.js";
import { declaredSeamPackages } from "./declared-seams.js";
import { importsFrameworkDependent } from "./extended-types.js";
import { callsSeamByName, holdsPlacedTools, sinkIndexOf } from "./front-door.js";
import { packageOf, projectSources } from "./imports.js";
import { presentFrameworks } from "./reachable-frameworks.js";

/** Words every tool definition object holds one of. */
export const TOOL_PART = /\b(?:description|inputSchema|parameters)\b/;

/** Per program and framework list: what is known of each own file, and how to learn the rest. */
interface Reach {
  /** A script may hold a tool: its declarations are global, so any file may use them without an import. */
  readonly all: boolean;
  readonly own: ReadonlySet<ts.SourceFile>;
  readonly isSeed: (file: ts.SourceFile) => boolean;
  /** The files asked whether they are seeds so far, with the answers. */
  readonly seeds: ReadonlyMap<ts.SourceFile, boolean>;
  readonly known: Map<ts.SourceFile, boolean>;
}

const reachByProgram = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], Reach>>();

/**
 * Whether `sourceFile` may hold a tool or take one into a set: it is a seed (below) or imports one,
 * directly or through other project files. Each file's imports are read when a linted file's search
 * reaches it, once per program (an editor's program after an edit reads the linted file's imports
 * only as far as the first seed).
 */
export function mayHoldOrTakeTools(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[]): boolean {
  let byFrameworks = reachByProgram.get(program);
  if (!byFrameworks) reachByProgram.set(program, (byFrameworks = new WeakMap()));
  let reach = byFrameworks.get(frameworks);
  if (!reach) byFrameworks.set(frameworks, (reach = reachOf(program, frameworks)));
  return reach.all || reaches(program, reach, sourceFile);
}

/**
 * What each sink index's programs learnt of their files (not the programs themselves): a later
 * program that took the index starts from it.
 */
const learntByIndex = new WeakMap<object, Pick<Reach, "all" | "seeds" | "known">>();

/**
 * The reach of a program that took the sink index of the program before (`index-reuse.ts`: the same
 * files, options and trees, but for modules whose `#!` line became a comment) starts with what that
 * program learnt: a file's imports, text and the index decide whether it is a seed, and all three are
 * the same. A replaced file is a new tree, so it is asked again.
 */
function reachOf(program: ts.Program, frameworks: readonly FrameworkModule[]): Reach {
  const index = sinkIndexOf(program, frameworks);
  const learnt = index !== undefined ? learntByIndex.get(index) : undefined;
  const own = projectSources(program);
  const { isSeed, seeds } = seedMemo(program, frameworks, learnt?.seeds ?? new Map());
  const all = learnt?.all ?? own.some((file) => !ts.isExternalModule(file) && (TOOL_PART.test(file.text) || isSeed(file)));
  const reach: Reach = { all, own: new Set(own), isSeed, seeds, known: new Map(learnt?.known) };
  if (index !== undefined) learntByIndex.set(index, { all, seeds, known: reach.known });
  return reach;
}

function seedMemo(program: ts.Program, frameworks: readonly FrameworkModule[], known: ReadonlyMap<ts.SourceFile, boolean>): Pick<Reach, "isSeed" | "seeds"> {
  const test = seedTest(program, frameworks);
  const seeds = new Map(known);
  const isSeed = (file: ts.SourceFile) => {
    let seed = seeds.get(file);
    if (seed === undefined) seeds.set(file, (seed = test(file)));
    return seed;
  };
  return { isSeed, seeds };
}

/**
 * A depth-first search from `start` along imports, ending at the first seed. A search that finds
 * none has read everything each file it visited imports: all of them are known not to reach.
 */
function reaches(program: ts.Program, reach: Reach, start: ts.SourceFile): boolean {
  const visited = new Set<ts.SourceFile>();
  const visit = (file: ts.SourceFile): boolean => {
    const known = reach.known.get(file);
    if (known !== undefined) return known;
    if (visited.has(file)) return false;
    visited.add(file);
    let found = reach.isSeed(file);
    for (const targets of found ? [] : [...importedFiles(program, file, reach.own), loadedModules(program, file).targets]) {
      if (targets.some((target) => target !== file && reach.own.has(target) && visit(target))) {
        found = true;
        break;
      }
    }
    if (found) reach.known.set(file, true);
    return found;
  };
  const found = visit(start);
  if (!found) for (const file of visited) reach.known.set(file, false);
  return found;
}

/**
 * The files each import of `file` brings code from. A named or default import is followed through
 * re-exports to the file that declares each name (`import { logger } from "./utils/index.js"` brings
 * the logger's file, not every module the index re-exports, one of which may import a framework for
 * its types); a namespace import, a re-export, a side-effect import or a name that is not followed to
 * a file brings the whole module.
 */
function importedFiles(program: ts.Program, file: ts.SourceFile, own: ReadonlySet<ts.SourceFile>): (readonly ts.SourceFile[])[] {
  const checker = program.getTypeChecker();
  const out: (readonly ts.SourceFile[])[] = [];
  for (const [specifier, targets] of specifierTargets(program, file)) {
    const clause = ts.isImportDeclaration(specifier.parent) ? specifier.parent.importClause : undefined;
    const names = clause && targets.every((target) => own.has(target)) ? importedNames(clause) : undefined;
    if (!names) {
      out.push(targets);
      continue;
    }
    for (const name of names) {
      // The alias resolved through the module's re-exports, `export *` included: its declarations' files.
      const symbol = checker.getSymbolAtLocation(name);
      const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : undefined;
      const declaring = [...new Set((target?.declarations ?? []).map((declaration) => declaration.getSourceFile()))];
      out.push(declaring.length > 0 && declaring.every((found) => own.has(found)) ? declaring : targets);
    }
  }
  return out;
}

/** The local names an import clause binds; undefined for a namespace import (the whole module). */
function importedNames(clause: ts.ImportClause): ts.Identifier[] | undefined {
  const names = clause.name ? [clause.name] : [];
  const bindings = clause.namedBindings;
  if (bindings && ts.isNamespaceImport(bindings)) return undefined;
  for (const element of bindings?.elements ?? []) names.push(element.name);
  return names;
}

/**
 * A file that may hold a tool whatever it imports from the project:
 * - it imports a framework's package (types too), a package declaring seams, or a package whose own
 *   package.json builds on a framework (its types may extend a framework's);
 * - it is a `callees` file (the framework is the file);
 * - its text calls a method of a framework the program holds, by the method's whole path
 *   (`server.tool(…)` on an untyped parameter a caller fills with a server);
 * - it loads a framework's package by an `import("…")` or `require("…")` call, or a module whose name
 *   is computed (which module is loaded cannot be read);
 * - it calls a function or method named like one of the program's seams (reached, it may be, through an
 *   interface declared where no framework is imported);
 * - it writes a tool that a catalog or a typed source places there (`values.ts`), naming a tool's part.
 */
function seedTest(program: ts.Program, frameworks: readonly FrameworkModule[]): (file: ts.SourceFile) => boolean {
  const present = presentFrameworks(program, frameworks);
  const packages = new Set(present.flatMap((framework) => framework.packages.map(packageOf)));
  const seamPackages = declaredSeamPackages(program, frameworks);
  const calleeFiles = new Set(present.flatMap((framework) => framework.files ?? []));
  // `chat.completions.create(`, with room for line breaks and `?.` between the names.
  const paths = [...new Set(present.flatMap((framework) => framework.forms.flatMap((form) => (form.kind === "method" ? [form.method.join("\\s*\\??\\.\\s*")] : []))))];
  const callsMethod = paths.length > 0 ? new RegExp(`\\.\\s*(?:${paths.join("|")})\\s*[(<]`) : undefined;
  const isFrameworkPackage = (name: string) => packages.has(name) || seamPackages.has(name);
  const importsFramework = (file: ts.SourceFile) =>
    moduleSpecifiers(file).some((specifier) => {
      if (!ts.isStringLiteralLike(specifier) || specifier.text.startsWith(".")) return false;
      return isFrameworkPackage(packageOf(specifier.text)) || importsFrameworkDependent(program, file, specifier, packages);
    });
  const loadsFramework = (file: ts.SourceFile) => {
    const loaded = loadedModules(program, file);
    return loaded.computed || loaded.packages.some((name) => isFrameworkPackage(packageOf(name)));
  };
  return (file) =>
    importsFramework(file) ||
    calleeFiles.has(stripExtension(file.fileName)) ||
    (callsMethod?.test(file.text) ?? false) ||
    loadsFramework(file) ||
    callsSeamByName(program, file, frameworks) ||
    (TOOL_PART.test(file.text) && holdsPlacedTools(program, file, frameworks));
}

interface LoadedModules {
  /** The project's files and declaration files loaded by a call with a written name. */
  readonly targets: readonly ts.SourceFile[];
  /** The package names so loaded (`import("openai")`). */
  readonly packages: readonly string[];
  /** Some call loads a module whose name is computed. */
  readonly computed: boolean;
}

const NO_LOADS: LoadedModules = { targets: [], packages: [], computed: false };
const loadsByProgram = new WeakMap<ts.Program, WeakMap<ts.SourceFile, LoadedModules>>();

/** The modules a file loads by `import(…)` and `require(…)` calls, which its import declarations do not show. */
function loadedModules(program: ts.Program, file: ts.SourceFile): LoadedModules {
  if (!/\b(?:import|require)\s*\(/.test(file.text)) return NO_LOADS;
  let byFile = loadsByProgram.get(program);
  if (!byFile) loadsByProgram.set(program, (byFile = new WeakMap()));
  const known = byFile.get(file);
  if (known) return known;
  const checker = program.getTypeChecker();
  const targets: ts.SourceFile[] = [];
  const packages: string[] = [];
  let computed = false;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require"))) {
      const argument = node.arguments[0];
      if (argument && ts.isStringLiteralLike(argument)) {
        const found = argument.text.startsWith(".") ? (checker.getSymbolAtLocation(argument)?.declarations ?? []) : undefined;
        if (!found) packages.push(argument.text);
        // A relative name the checker does not resolve (a `require` in a TypeScript file): which file it loads is not read.
        else if (found.length === 0) computed = true;
        else targets.push(...found.map((d) => d.getSourceFile()));
      } else computed = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const loads = { targets, packages, computed };
  byFile.set(file, loads);
  return loads;
}
