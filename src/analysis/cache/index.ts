// Per-definition results kept across programs. An editor's program is new after every edit, and with
// it every per-program cache; a definition whose statement and declarations did not change resolves
// to the same schema and findings, so those are kept under a key of what they depend on (`keys.ts`).
import ts from "../../util/typescript.cjs";
import type { Finding, TargetView } from "../../checks/types.js";
import type { Resolution } from "../../schema/types.js";
import type { SentSchema } from "../../frameworks/core/send.js";
import { closureFiles, closureKey, contentKey, environmentKey, forgetLastEnvironment, hash, isGlobal, statementKey, topStatement } from "./keys.js";
import { layoutOf } from "./module-targets.js";
import { addressOf, restore, store, type StoredResolution } from "./nodes.js";

/** What one definition keeps across programs: its resolution and the memos of its checks and views. */
export interface CacheEntry {
  readonly resolution: StoredResolution | undefined;
  /** The sent schema, findings and target views, under a key of the inputs the recognition gives them (name, strict…). */
  readonly derived: Map<string, DerivedResults>;
}

export interface DerivedResults {
  /** What the framework sends (`sendSchema`), set by the first analysis of the definition. */
  sent?: SentSchema;
  readonly findings: Map<string, readonly Finding[]>;
  readonly views: Map<string, TargetView>;
}

/** Enough for a large project's definitions in one editor session; the oldest are dropped first. */
const MAX_ENTRIES = 4000;
const entries = new Map<string, CacheEntry>();

/** What identifies a definition inside its statement, and the recognised parts its resolution reads. */
export interface DefinitionShape {
  readonly node: ts.Node;
  readonly parts: readonly (ts.Node | undefined)[];
  /** Everything else the resolution depends on that is not in the source (framework, form, zod target). */
  readonly extra: string;
}

/**
 * The cached analysis of a definition, resolved by `resolve` when there is none yet. Returns the
 * resolution for this program (nodes found again in its source files) and the entry whose memos
 * the caller shares. A definition the cache cannot address (a node without position) is resolved
 * and not kept.
 */
export function cachedResolution(
  program: ts.Program,
  shape: DefinitionShape,
  resolve: () => Resolution | undefined,
): { readonly resolution: Resolution | undefined; readonly entry: CacheEntry | undefined } {
  const sourceFile = shape.node.getSourceFile();
  const statement = topStatement(shape.node);
  if (!statement || !relinted(sourceFile.fileName, program)) return { resolution: resolve(), entry: undefined };
  let key: string;
  try {
    const texts = new Map<ts.Statement, string>();
    const where = (node: ts.Node | undefined) => {
      if (!node) return "-";
      const address = addressOf(node, sourceFile, texts);
      // A part written in another file (a catalog's template, a seam's body) counts with that file's content.
      return "node" in address ? `${contentKey(address.node.getSourceFile())}:${address.start}:${address.end}` : `${address.start}:${address.end}:${address.kind}:${hash(address.statement)}`;
    };
    key = [statementKey(program, sourceFile, statement), where(shape.node), ...shape.parts.map(where), shape.extra].join("\n");
  } catch {
    return { resolution: resolve(), entry: undefined };
  }
  const known = entries.get(key);
  if (known) {
    try {
      const resolution = known.resolution && restore(known.resolution, program, sourceFile);
      entries.delete(key);
      entries.set(key, known);
      stats.hits += 1;
      return { resolution, entry: known };
    } catch {
      // A node that cannot be found again (should the text match but the tree not): resolve afresh.
      entries.delete(key);
    }
  }
  stats.misses += 1;
  const resolution = resolve();
  let entry: CacheEntry | undefined;
  try {
    entry = { resolution: resolution && store(resolution, sourceFile), derived: new Map() };
  } catch {
    return { resolution, entry: undefined };
  }
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return { resolution, entry };
}

/** A file's result and what it holds for: a key, or (computed in the file's first program) that program's trees. */
interface KeptResult {
  readonly key: string | undefined;
  readonly origin: ProgramTrees | undefined;
  readonly value: unknown;
}

const perFile = new WeakMap<object, WeakMap<ts.SourceFile, KeptResult>>();

/**
 * A result about one file (its recognised sites), computed once and kept across programs while the
 * file is the same object (the language service keeps unchanged files' trees) and what it imports,
 * transitively, and the program's globals are unchanged. `tag` tells results of different inputs apart
 * (the framework list). The result may hold the file's nodes, never the program's checker.
 */
export function keptAcrossPrograms<T>(program: ts.Program, sourceFile: ts.SourceFile, tag: object, compute: () => T): T {
  let byFile = perFile.get(tag);
  if (!byFile) perFile.set(tag, (byFile = new WeakMap()));
  // A file seen in no other program yet (every file of a batch run) is not keyed, since a batch run
  // with one program would only pay for keys: its result is kept with the program's trees instead.
  if (!relinted(sourceFile.fileName, program)) {
    const value = compute();
    byFile.set(sourceFile, { key: undefined, origin: treesOf(program), value });
    return value;
  }
  const kept = byFile.get(sourceFile);
  // Kept with an earlier program's trees, and they are this program's too for this file: no key is
  // needed (hashing the contents of the file's imports is most of what a key costs). The entry moves to
  // this program's trees, so that the earlier program's are not held.
  if (kept && kept.key === undefined && kept.origin !== undefined && sameTrees(kept.origin, program, sourceFile)) {
    stats.fileHits += 1;
    byFile.set(sourceFile, { key: undefined, origin: treesOf(program), value: kept.value });
    return kept.value as T;
  }
  const key = `${environmentKey(program)}\n${closureKey(program, sourceFile)}`;
  if (kept && kept.key === key) {
    stats.fileHits += 1;
    return kept.value as T;
  }
  stats.fileMisses += 1;
  const value = compute();
  byFile.set(sourceFile, { key, origin: undefined, value });
  return value;
}

/**
 * A program's layout and trees. typescript-eslint's project service hands a batch run a new program
 * whenever a linted file's text differs from the file on disk (ESLint turns a `#!` line into a
 * comment): the new program holds every other tree unchanged.
 */
interface ProgramTrees {
  readonly layout: object;
  readonly files: ReadonlySet<ts.SourceFile>;
  /** The same trees in the program's order, which a program of the same layout shares by file name. */
  readonly ordered: readonly ts.SourceFile[];
  /** Per later program: whether every tree it replaced is a module (no global declarations changed). */
  readonly modulesReplaced: WeakMap<ts.Program, boolean>;
}

const programTrees = new WeakMap<ts.Program, ProgramTrees>();

function treesOf(program: ts.Program): ProgramTrees {
  let trees = programTrees.get(program);
  if (!trees) programTrees.set(program, (trees = { layout: layoutOf(program), files: new Set(program.getSourceFiles()), ordered: program.getSourceFiles(), modulesReplaced: new WeakMap() }));
  return trees;
}

/** Whether `sourceFile`'s result computed in `origin` holds in `program`: the same options and file names, and the same trees for it, what it imports and the globals. */
function sameTrees(origin: ProgramTrees, program: ts.Program, sourceFile: ts.SourceFile): boolean {
  if (layoutOf(program) !== origin.layout) return false;
  let modulesOnly = origin.modulesReplaced.get(program);
  if (modulesOnly === undefined) {
    modulesOnly = program.getSourceFiles().every((file, i) => file === origin.ordered[i] || (!isGlobal(file) && !isGlobal(origin.ordered[i]!)));
    origin.modulesReplaced.set(program, modulesOnly);
  }
  if (!modulesOnly) return false;
  for (const file of closureFiles(program, sourceFile)) if (!origin.files.has(file)) return false;
  return true;
}

/** The first program each file was analysed in. */
const firstPrograms = new Map<string, WeakRef<ts.Program>>();

/**
 * The cache is for files analysed again in a new program (an editor after an edit, a watch run): a
 * batch run analyses each file in one program only, and would pay for keys it never looks up again.
 */
function relinted(fileName: string, program: ts.Program): boolean {
  const first = firstPrograms.get(fileName);
  if (!first) firstPrograms.set(fileName, new WeakRef(program));
  return first !== undefined && first.deref() !== program;
}

const stats = { hits: 0, misses: 0, fileHits: 0, fileMisses: 0 };

/** How many definitions (and files' sites) were taken from the cache and how many computed, since the last clear. */
export function definitionCacheStats(): { readonly hits: number; readonly misses: number; readonly entries: number; readonly fileHits: number; readonly fileMisses: number } {
  return { ...stats, entries: entries.size };
}

/** Forgets every definition and file (for tests that compare a cold analysis with a warm one). */
export function clearDefinitionCache(): void {
  entries.clear();
  firstPrograms.clear();
  forgetLastEnvironment();
  stats.hits = 0;
  stats.misses = 0;
  stats.fileHits = 0;
  stats.fileMisses = 0;
}
