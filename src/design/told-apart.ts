// Whether the descriptions of two tools of one set already tell them apart, for overlapping-descriptions
// and missing-usage-guidance: they name what sets the two names apart, say two different operations, or say
// how many things one acts on where the other does not.
import { STOP_WORDS } from "./description-similarity.js";
import { interchangeable, isVerb, operationOfName, operationOfVerb, verbOfName } from "./usage-guidance.js";
import { nameWords, singular } from "./words.js";

/** A tool as these tests read it: its name, and the content words of its description (see contentWords). */
export interface Described {
  readonly name: string | undefined;
  readonly words: ReadonlySet<string>;
}

/**
 * Two descriptions written from one template about different things (`Find teams in an organization…`,
 * `Find projects in an organization…`; `Retrieve build data…`, `Retrieve build log data…`; `…in a
 * project`, `…in a group` for `create_wiki_page` and `create_group_wiki_page`): a word that sets one
 * name apart from the other and stands in that tool's description only tells the two apart, however
 * many other words they share. Where both names differ by verbs of one operation (`search_products`,
 * `find_products`), the verbs are synonyms and tell nothing; without `byVerbs`, the verbs the names are read by do not count.
 */
export function namesToldApart(a: Described, b: Described, byVerbs = true): boolean {
  if (a.name === undefined || b.name === undefined) return false;
  const wordsA = nameWords(a.name).map(singular);
  const wordsB = nameWords(b.name).map(singular);
  const onlyA = wordsA.filter((word) => !wordsB.includes(word) && !STOP_WORDS.has(word));
  const onlyB = wordsB.filter((word) => !wordsA.includes(word) && !STOP_WORDS.has(word));
  // Two verbs of one operation (`search`, `find`) tell nothing; of two (`create`, `list`), they do.
  const synonyms = onlyA.some(isVerb) && onlyB.some(isVerb) && interchangeable(operationOfName(a.name), operationOfName(b.name));
  // Without byVerbs, the words the names are read by (`list`, `search`) are left out; a verb-like word elsewhere (`trigger_jobs`) counts.
  const verbs = new Set([verbOfName(a.name), verbOfName(b.name)]);
  const setsApart = (own: readonly string[], ownWords: ReadonlySet<string>, otherWords: ReadonlySet<string>) =>
    own.some((word) => !(synonyms && isVerb(word)) && !(!byVerbs && verbs.has(word)) && ownWords.has(word) && !otherWords.has(word));
  return setsApart(onlyA, a.words, b.words) || setsApart(onlyB, b.words, a.words);
}

/**
 * Two descriptions that say two operations the model does not take one for the other ("Add an emoji
 * reaction…", "Remove an emoji reaction…"), each in words the other does not use.
 */
export function verbsToldApart(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const operations = (own: ReadonlySet<string>, other: ReadonlySet<string>) =>
    [...own].flatMap((word) => {
      const operation = other.has(word) ? undefined : operationOfVerb(word);
      return operation === undefined ? [] : [operation];
    });
  const fromA = operations(a, b);
  const fromB = operations(b, a);
  return fromA.some((x) => fromB.some((y) => !interchangeable(x, y)));
}

/** Words that say how many things a tool acts on: "Delete all comments…" is not "Delete a comment…". */
const QUANTITY_WORDS: ReadonlySet<string> = new Set(["all", "every", "multiple", "many", "several", "batch", "bulk", "single"]);

/** Two descriptions of which one says how many things the tool acts on in a word the other does not use. */
export function quantitiesToldApart(a: readonly string[], b: readonly string[]): boolean {
  const quantities = (own: readonly string[], other: readonly string[]) => own.some((word) => QUANTITY_WORDS.has(word) && !other.includes(word));
  return quantities(a, b) || quantities(b, a);
}
