import type ts from "typescript";

/**
 * A pre-filter for AST walks that look for identifiers of known names (the imports a site's callee
 * starts from, a method's name, a seam's name): a subtree whose text does not hold one of the names
 * as a whole word holds no such identifier, and is not walked.
 *
 * Why it is conservative: an identifier is written in the text it spans, between its node's `pos`
 * and `end`, and so between those of every ancestor (a child's range lies inside its parent's).
 * Its text is its name unless it is spelled with a unicode escape (`\u0074ool`), so a file holding
 * `\u` anywhere gets no filter. A written identifier's neighbours are not identifier characters, so
 * it is a maximal run of ASCII identifier characters when its name is all ASCII (a name that is not
 * disables the filter), and no written identifier is missed. Comments and strings that hold a name
 * only make a subtree walked for nothing.
 */
export type MayHoldName = (node: ts.Node) => boolean;

/** Always true: the walk is not filtered. */
const everyNode: MayHoldName = () => true;

const filtersByFile = new WeakMap<ts.SourceFile, Map<string, MayHoldName>>();

/**
 * Where the names occur in the file's text as whole words, as a test on a node's range. Kept per tree
 * and set of names: the seam index's levels, the value index and the file's own tools ask the same.
 */
export function nameFilter(sourceFile: ts.SourceFile, names: Iterable<string>): MayHoldName {
  const wanted = new Set(names);
  const key = [...wanted].sort().join(" ");
  let filters = filtersByFile.get(sourceFile);
  if (!filters) filtersByFile.set(sourceFile, (filters = new Map()));
  let filter = filters.get(key);
  if (!filter) filters.set(key, (filter = filterFor(sourceFile.text, wanted)));
  return filter;
}

function filterFor(text: string, wanted: ReadonlySet<string>): MayHoldName {
  // Whole words are told apart by ASCII identifier characters: a name of other characters turns the filter off.
  for (const name of wanted) if (!ASCII_NAME.test(name)) return everyNode;
  if (wanted.size === 0) return () => false;
  if (text.includes("\\u")) return everyNode;
  const starts = occurrences(text, wanted);
  if (starts.length === 0) return () => false;
  return (node) => {
    const first = firstAtOrAfter(starts, node.pos);
    return first < starts.length && starts[first] < node.end;
  };
}

const ASCII_NAME = /^[A-Za-z0-9_$]+$/;

/**
 * The whole-word occurrences of the names, ascending. A written identifier's neighbours are not
 * identifier characters, so it is found (the global search resumes after each match, which is a
 * whole word itself, so no occurrence starts inside it). One native search for all names.
 */
function occurrences(text: string, names: ReadonlySet<string>): number[] {
  const alternatives = [...names].map((name) => name.replace(/\$/g, "\\$")).join("|");
  const pattern = new RegExp(`(?<![A-Za-z0-9_$])(?:${alternatives})(?![A-Za-z0-9_$])`, "g");
  const starts: number[] = [];
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) starts.push(match.index);
  return starts;
}

/** The index of the first value at or after `at` in an ascending array (its length when none is). */
function firstAtOrAfter(sorted: readonly number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < at) low = middle + 1;
    else high = middle;
  }
  return low;
}
