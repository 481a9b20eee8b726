// The words of a tool's name and description, as the design rules read them: the naming style, the
// operation (verb) and the resource (what the verb acts on). Plain string work, no analysis.

export type NameStyle = "snake" | "camel" | "pascal" | "kebab" | "dotted" | "single";

/** The style a name is written in; a single lowercase word has none of its own ("single"). */
export function nameStyle(name: string): NameStyle | undefined {
  if (/^[a-z][a-z0-9]*$/.test(name)) return "single";
  if (/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(name)) return "snake";
  if (/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(name)) return "kebab";
  if (/^[a-z][a-z0-9]*(\.[a-z0-9]+)+$/.test(name)) return "dotted";
  if (/^[a-z][a-z0-9]*([A-Z][a-z0-9]*)+$/.test(name)) return "camel";
  if (/^([A-Z][a-z0-9]*)+$/.test(name)) return "pascal";
  return undefined;
}

/**
 * `getOpenTickets`, `GetOpenTickets`, `get_open_tickets`, `get-open-tickets` → ["get", "open", "tickets"].
 * An acronym stays one word, its plural too (`listPRs` → ["list", "prs"], `getHTTPResponse` → ["get",
 * "http", "response"]), and digits stay with the word they are written against (`getUsersV2` → [..., "v2"],
 * `listS3Buckets` → ["list", "s3", "buckets"]).
 */
export const nameWords = memoized((name: string): readonly string[] => name.split(/[^A-Za-z0-9]+/).flatMap(chunkWords));

/** An acronym's plural (`PRs`), an acronym before a word (`HTTP` of `HTTPResponse`), a word, an acronym, digits. */
const CASED_WORD = /[A-Z]{2,}s(?=[A-Z0-9]|$)|[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g;

function chunkWords(chunk: string): string[] {
  const words: string[] = [];
  let digitsFirst = "";
  for (const token of chunk.match(CASED_WORD) ?? []) {
    const digits = token.charCodeAt(0) >= 48 && token.charCodeAt(0) <= 57;
    if (digits && words.length > 0) words[words.length - 1] += token;
    else if (digits) digitsFirst += token;
    else {
      words.push(digitsFirst + token.toLowerCase());
      digitsFirst = "";
    }
  }
  if (digitsFirst) words.push(digitsFirst);
  return words;
}

/**
 * Each word of `nameWords(name)` with its place in the part of the name it is written in, between
 * separators: `hosting_activateWordPressPlugin` → hosting 0, activate 0, word 1, press 2, plugin 3. A
 * verb opens a part, after at most one namespace word (`jiraCreateIssue`); a later word of a camelCase
 * run is part of a compound noun (`WordPress`), not the tool's verb.
 */
export const nameWordPlaces = memoized((name: string): readonly { readonly word: string; readonly place: number }[] =>
  name.split(/[^A-Za-z0-9]+/).flatMap((chunk) => chunkWords(chunk).map((word, place) => ({ word, place }))),
);

/** Whether a name separates its words with `_`, `-` or `.` (as opposed to camelCase, PascalCase or one word). */
export function separatesWords(name: string): boolean {
  return /[a-z0-9][_.-][a-z0-9]/i.test(name);
}

/**
 * Operations and the verbs that name them. One operation written with different verbs across the
 * resources of a set (`create_ticket`, `add_comment`) is what the name-family rule reports.
 */
export const OPERATION_VERBS: Readonly<Record<string, readonly string[]>> = {
  create: ["create", "add", "new", "insert", "make", "register"],
  read: ["get", "fetch", "retrieve", "read", "load", "lookup", "show", "describe", "view"],
  update: ["update", "change", "modify", "edit", "patch", "set", "alter"],
  delete: ["delete", "remove", "destroy", "erase", "drop", "purge", "del", "rm"],
  list: ["list", "enumerate", "all"],
};

/** A rough singular, enough to pair `list_tickets` with `get_ticket`. */
export function singular(word: string): string {
  // Plain string tests, no regular expression: every word of every description of a set goes through here.
  if (word.length <= 3 || word.charCodeAt(word.length - 1) !== 115 /* s */) return word;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && (word.endsWith("ses") || word.endsWith("xes") || word.endsWith("zes") || word.endsWith("ches") || word.endsWith("shes"))) return word.slice(0, -2);
  if (!word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/** Lowercase words of a text, for comparing descriptions. */
export function textWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** The first phrase of the list that a text holds as whole words, ignoring case ("any JSON" holds "json", "company" does not hold "any"). */
export function phraseIn(text: string, phrases: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  return phrases.find((phrase) => {
    const wanted = phrase.trim().toLowerCase();
    if (wanted === "") return false;
    for (let at = lower.indexOf(wanted); at >= 0; at = lower.indexOf(wanted, at + 1)) {
      const before = lower[at - 1] ?? " ";
      const after = lower[at + wanted.length] ?? " ";
      if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return true;
    }
    return false;
  });
}

/** Names and descriptions read more than once per set: each rule reads every pair of a set, in every file of it. */
const MEMO_LIMIT = 10_000;

/** `fn` remembered per string argument (forgotten all at once past MEMO_LIMIT entries). */
export function memoized<T>(fn: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text)!;
    if (known.size >= MEMO_LIMIT) known.clear();
    const value = fn(text);
    known.set(text, value);
    return value;
  };
}
