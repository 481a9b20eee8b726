// How alike two tool descriptions are, for overlapping-descriptions: their words in order, compared by what
// sets them apart (the words one has that the other lacks, and where they stand), not as bags of words.
// Also the content words the told-apart tests read. Plain string work, no analysis.
import { memoized, singular, textWords } from "./words.js";

/** Words that carry no meaning of their own in a tool description: articles, pronouns, auxiliaries, prepositions. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the this that these those it its it's is are was were be been being do does did has have had " +
    "of to in on at by for from with into onto about as than then so and or nor but if else not no " +
    "i me my we our you your he she they them their his her which who whom whose what when where why how " +
    "can could may might must shall should will would all any each every some such own same other also just " +
    "only very too more most there here up down out over under again once tool tools s t"
  ).split(" "),
);

/** The content words of a text, as a set: lowercase, singular, without stop words. */
export const contentWords = memoized(
  (text: string): ReadonlySet<string> =>
    new Set(
      textWords(text)
        .filter((word) => !STOP_WORDS.has(word))
        .map(singular),
    ),
);

/**
 * Words that change nothing about what a description says: articles, pronouns and auxiliaries ("Get the
 * ticket" and "Gets a ticket" say one thing). Prepositions, conjunctions and quantities stay: "a release
 * in a release pipeline" is not "a release pipeline", nor "all tickets" one ticket.
 */
const FILLER_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the this that these those it its it's is are was were be been being do does did has have had " +
    "i me my we our you your he she they them their his her can could may might must shall should will would " +
    "also just very tool tools s t"
  ).split(" "),
);

/** A description's words as they are compared: in order, lowercase, singular, filler words left out. */
export const comparedWords = memoized((text: string): readonly string[] =>
  textWords(text)
    .filter((word) => !FILLER_WORDS.has(word))
    .map(singular),
);

/**
 * How alike two word sequences are: the words they share in the same order (the longest common
 * subsequence) over the words either has, |LCS| / (|A| + |B| − |LCS|), from 0 to 1. A word one has
 * more often than the other, or in another place, counts as a word the other lacks. Below `atLeast`
 * the answer is 0: the words both have, counted with repeats, bound the similarity, and most pairs of
 * a set stop there before any alignment.
 */
export function orderedSimilarity(a: readonly string[], b: readonly string[], atLeast = 0): number {
  if (a.length === 0 && b.length === 0) return 0;
  const shared = sharedCount(a, b);
  if (shared / (a.length + b.length - shared) < atLeast) return 0;
  const common = commonSubsequence(a, b);
  return common / (a.length + b.length - common);
}

/** The words both sequences have, counted with repeats (an upper bound of their common subsequence). */
function sharedCount(a: readonly string[], b: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const word of a) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const left = counts.get(word) ?? 0;
    if (left > 0) {
      shared++;
      counts.set(word, left - 1);
    }
  }
  return shared;
}

/** The length of the longest common subsequence, two rows at a time. */
function commonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!);
    }
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

/** How many words a text has (every word, filler words included): short texts are not compared. */
export function wordCount(text: string): number {
  return textWords(text).length;
}
