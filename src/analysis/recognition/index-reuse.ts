// The sink index of a program taken from the program before it, where nothing it holds was replaced.
// typescript-eslint's project service gives a batch run a new program whenever a linted file's text
// differs from the file on disk (ESLint lints a `#!` line as a `//` comment); the new program shares
// every other tree with the one before. Building the index again there would give the same index,
// node for node, unless the replaced file held part of it.
import type ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { closureFiles, isGlobal } from "../cache/keys.js";
import { layoutOf } from "../cache/module-targets.js";
import { projectSources } from "./imports.js";

/** A program's sink index, with what is needed to tell whether a later program may share it. */
interface IndexedTrees<Index> {
  readonly layout: object;
  readonly files: readonly ts.SourceFile[];
  readonly index: Index;
}

/** How the index reads files: whether a file takes part in it (and so may have its nodes in it). */
export interface IndexReader<Index> {
  /** The file is read for sites or seam calls, or holds placed tools: a tree the index may point into. */
  readonly readsFile: (index: Index, file: ts.SourceFile) => boolean;
}

/** The last program indexed, per framework list: a batch run's programs follow one another. */
let lastIndexed = new WeakMap<readonly FrameworkModule[], IndexedTrees<unknown>>();

/**
 * Lets the last indexed program's trees go. Whatever is kept per tree (facts per declaration file,
 * sites per file) lives as long as the tree, so one kept tree can keep the programs those facts came
 * from: a process that lints many unrelated projects (the test suite) drops them between projects.
 */
export function forgetLastIndex(): void {
  lastIndexed = new WeakMap();
}

export function rememberIndex<Index>(program: ts.Program, frameworks: readonly FrameworkModule[], index: Index): void {
  lastIndexed.set(frameworks, { layout: layoutOf(program), files: program.getSourceFiles(), index });
}

/**
 * The index of the program indexed last, when `program` has its options and file names, and every
 * tree it replaced is a module whose text differs at most in a leading `#!` line turned into a
 * comment, and which the index neither reads nor reaches through what the files it reads import.
 */
export function earlierIndex<Index>(program: ts.Program, frameworks: readonly FrameworkModule[], reader: IndexReader<Index>): Index | undefined {
  const index = sharedIndex(program, frameworks, reader);
  if (index !== undefined) reuses.taken += 1;
  else reuses.built += 1;
  return index;
}

const reuses = { taken: 0, built: 0 };

/** How many programs took the index of the program before and how many built their own, in this process. */
export function indexReuseStats(): { readonly taken: number; readonly built: number } {
  return { ...reuses };
}

function sharedIndex<Index>(program: ts.Program, frameworks: readonly FrameworkModule[], reader: IndexReader<Index>): Index | undefined {
  const earlier = lastIndexed.get(frameworks) as IndexedTrees<Index> | undefined;
  if (!earlier || layoutOf(program) !== earlier.layout) return undefined;
  const files = program.getSourceFiles();
  const replaced: ts.SourceFile[] = [];
  for (let i = 0; i < files.length; i++) {
    const now = files[i]!;
    const before = earlier.files[i]!;
    if (now === before) continue;
    if (isGlobal(now) || isGlobal(before) || !sameButShebang(before.text, now.text)) return undefined;
    if (reader.readsFile(earlier.index, before) || reader.readsFile(earlier.index, now)) return undefined;
    replaced.push(now);
  }
  if (replaced.length === 0) return earlier.index;
  // A file the index reads may import a replaced one: its nodes could be among the index's.
  const outside = new Set(replaced.map((file) => file.fileName));
  for (const file of projectSources(program)) {
    if (outside.has(file.fileName) || !reader.readsFile(earlier.index, file)) continue;
    for (const reached of closureFiles(program, file)) if (outside.has(reached.fileName)) return undefined;
  }
  return earlier.index;
}

/** Equal texts, or equal but for a first line that is `#!…` in one and `//…` in the other. */
function sameButShebang(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  const heads = new Set([a.slice(0, 2), b.slice(0, 2)]);
  return heads.size === 2 && heads.has("#!") && heads.has("//") && a.slice(2) === b.slice(2);
}
