// How alike two tool descriptions are, for overlapping-descriptions: the Jaccard similarity of their content
// words (lowercase, singular, stop words dropped), |A ∩ B| / |A ∪ B|. Plain string work, no analysis.
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

/** |A ∩ B| / |A ∪ B|, 0 for two empty sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

/** How many words a text has (every word, stop words included): short texts are not compared. */
export function wordCount(text: string): number {
  return textWords(text).length;
}
