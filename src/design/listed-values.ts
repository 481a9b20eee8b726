// Reading the values a description lists for a field ("one of: `low`, `normal`, `high`", a bulleted
// list, a bracketed list): plain text in, the values out, or nothing where the text is no such list.

export interface ParseOptions {
  readonly minValues: number;
  readonly requireQuotes: boolean;
  /** The field is the items of a list: "any of" and "one or more of" introduce its values too. */
  readonly plural?: boolean;
}

interface Item {
  readonly value: string;
  readonly quoted: boolean;
  readonly start: number;
  readonly end: number;
}

const OPEN_QUOTES: Readonly<Record<string, string>> = { '"': '"', "'": "'", "`": "`", "“": "”", "‘": "’" };
const MAX_VALUE_LENGTH = 40;
/** Words that start a phrase, not a value: "one of the repositories", "one of these". */
const NOT_VALUES = new Set([
  "a", "an", "the", "this", "that", "these", "those", "them", "its", "their", "your", "our", "my", "his", "her",
  "each", "both", "all", "any", "some", "several", "many", "following", "two", "three", "four", "five", "etc",
]);

function readItem(text: string, from: number): Item | undefined {
  let i = from;
  while (text[i] === " " || text[i] === "\t") i++;
  const open = text[i];
  const close = open === undefined ? undefined : OPEN_QUOTES[open];
  if (close) {
    const end = text.indexOf(close, i + 1);
    if (end < 0) return undefined;
    const value = text.slice(i + 1, end);
    if (value.length > MAX_VALUE_LENGTH || !VALUE_LIKE.test(value) || value.trim().split(/\s+/).length > MAX_VALUE_WORDS) return undefined;
    return { value, quoted: true, start: i, end: end + 1 };
  }
  BARE_WORD.lastIndex = i;
  const match = BARE_WORD.exec(text);
  if (!match) return undefined;
  // A sentence's full stop (or a colon) after the word is not part of it.
  let word = match[0].replace(/[.:/]+$/, "");
  if (word === "" || word.length > MAX_VALUE_LENGTH || NOT_VALUES.has(word.toLowerCase())) return undefined;
  // A value of capitalised words is one value (`Bug, Task, User Story`): a list must not end at "User".
  if (word === match[0] && /^[A-Z]/.test(word)) {
    TITLE_WORDS.lastIndex = i + word.length;
    const more = TITLE_WORDS.exec(text)?.[0] ?? "";
    if (more && (word + more).split(" ").length <= MAX_VALUE_WORDS) word += more;
  }
  return { value: word, quoted: false, start: i, end: i + word.length };
}

/** Sticky: capitalised words after a capitalised value (` Story` of `User Story`). */
const TITLE_WORDS = /(?: [A-Z][A-Za-z0-9]*)+(?![A-Za-z0-9.:/+-])/y;

type Connector = "comma" | "or" | "and" | "pipe";

/** Sticky: matched at a position, never searched for. */
const BARE_WORD = /[A-Za-z0-9_][A-Za-z0-9_.:/+-]*/y;
const SEPARATOR = /(\s*,\s*(or|and)\s+|\s*,\s*|\s+(or|and)\s+|\s*\|\s*)/iy;

function readSeparator(text: string, from: number): { end: number; connector: Connector } | undefined {
  SEPARATOR.lastIndex = from;
  const match = SEPARATOR.exec(text);
  if (!match) return undefined;
  const word = (match[2] ?? match[3] ?? "").toLowerCase();
  const connector: Connector = word === "or" ? "or" : word === "and" ? "and" : match[0].includes("|") ? "pipe" : "comma";
  return { end: from + match[0].length, connector };
}

/** What may follow the last value of a complete list: the end, a stop, a bracket, a new clause. */
const CLOSED = /^\s*($|[.;:!?)\]\n]|,\s|\s*\(|\s[-–—]\s)/;
/** What says the list goes on: "etc.", "…", "and more". */
const OPEN_ENDED = /^\s*,?\s*(etc\b|\.\.\.|…|and (so on|more)|or (others?|similar|any)\b|among others)/i;
/** What says the values are examples: "e.g. `a` or `b`". */
const EXAMPLES_BEFORE = /\b(e\.g\.?|eg|for example|for instance|examples?(?: \w+){0,3}|such as|like|including|includes?|similar to)\s*[:,]?\s*$/i;
/** A value written as a placeholder (`YYYY-MM-DD`, `HH:MM`): it stands for the values of a format. */
const PLACEHOLDER = /\b(?:YYYY|YY|MM|DD|HH|SS)\b/;
/** A quoted value looks like one: words, numbers, a few joiners; not code (`() => x`) or a sentence. */
const VALUE_LIKE = /^[\p{L}\p{N}_][\p{L}\p{N}_ .:/@+#-]*$/u;
const MAX_VALUE_WORDS = 4;

interface ListRule {
  /** Bare words may be values (else quotes are needed). */
  readonly bare: boolean;
  /** "and" may join the values ("one of a, b and c"); else only commas, "or" and pipes. */
  readonly and: boolean;
  /** The list must say "or" (or use pipes) between its values: "`a`, `b`" alone is no choice. */
  readonly needsOr: boolean;
}

/**
 * The values a list at `from` names, the longest prefix that ends where the list is complete; undefined
 * when there are fewer than `min`, or the list is open-ended.
 */
function readList(text: string, from: number, rule: ListRule, min: number): string[] | undefined {
  const items: Item[] = [];
  const connectors: Connector[] = [];
  let at = from;
  for (;;) {
    const item = readItem(text, at);
    if (!item || (!item.quoted && !rule.bare)) break;
    items.push(item);
    const separator = readSeparator(text, item.end);
    if (!separator || (separator.connector === "and" && !rule.and)) break;
    connectors.push(separator.connector);
    at = separator.end;
  }
  for (let count = items.length; count >= min; count--) {
    const last = items[count - 1];
    // What follows the list decides whether it is complete: a few characters are enough (a cut-off
    // tail gets a stand-in character, so that the cut is not read as the end of the text).
    const rest = last.end + 40 < text.length ? `${text.slice(last.end, last.end + 40)}~` : text.slice(last.end);
    if (!CLOSED.test(rest) || OPEN_ENDED.test(rest)) continue;
    const used = connectors.slice(0, count - 1);
    if (rule.needsOr && !used.some((c) => c === "or" || c === "pipe")) continue;
    // One way of quoting throughout: "`a`, b" mixes a value with prose.
    const chosen = items.slice(0, count);
    if (chosen.some((item) => item.quoted) && chosen.some((item) => !item.quoted)) continue;
    const values = [...new Set(chosen.map((item) => item.value))];
    return values.length >= min ? values : undefined;
  }
  return undefined;
}

/** Phrases after which a list names the values: "one of: a, b", "Allowed values are a, b". */
const STRONG = [
  /\bone of(?: the following)?(?: values| options| strings)?\s*:?\s*/gi,
  /\b(?:possible|allowed|valid|accepted|acceptable|supported|permitted|available) (?:values|options|choices)(?:\s*:|\s+(?:are|is)\b\s*:?)\s*/gi,
];
/** "Possible values include 'a', 'b'": quoted values only, as bare words after "include" are often examples ("Supported values include json, csv"). */
const INCLUDE = /\b(?:possible|allowed|valid|accepted|acceptable|supported|permitted|available) (?:values|options|choices) include\s*:?\s*/gi;
/** What any list the readings below take holds: a phrase that opens one, a pipe, a quote, or a comma in brackets. */
const MAY_LIST = /one of|any of|some of|more of|values|options|choices|[|"'`“‘]|\([^()]*,/i;
/** For the items of a list: "any of a, b, c", "one or more of: a, b". */
const PLURAL = /\b(?:any of|one or more of|some of)(?: the following)?(?: values| options)?\s*:?\s*/gi;
/** Phrases after which only quoted values are taken: "either `a` or `b`", "must be 'x' or 'y'". */
const WEAK = /\b(?:either|(?:must|should|can|may|will) (?:only )?be|is|are)\s+/gi;

/**
 * The values a description lists as the only ones allowed, or undefined. Read, in order of the text:
 * "one of: a, b, c" and "Possible/Allowed/Valid values: a, b" (bare words or quoted), "either `a` or `b`"
 * and "must be 'a', 'b' or 'c'" (quoted only: "must be absolute or relative" describes a value),
 * "`a` | `b`" and "(a|b|c)", and a quoted choice opening a clause (`Sort order: "asc" or "desc"`).
 * Lists after "e.g." or "such as", and lists ending in "etc." or "…", are examples, not values; a
 * list holding a placeholder (`'YYYY-MM-DD' or 'YYYY-MM'`) names formats.
 */
export function listedValues(text: string, options: ParseOptions): string[] | undefined {
  // Every reading below needs one of these: most descriptions have none, and are read no further.
  if (!MAY_LIST.test(text)) return undefined;
  const min = Math.max(2, options.minValues);
  const bare = !options.requireQuotes;
  const candidates: { at: number; values: string[] }[] = [];
  /** The few words before a list: enough to see "e.g." or "Examples for this:", without rescanning the whole text per list. */
  const examplesBefore = (end: number) => EXAMPLES_BEFORE.test(text.slice(Math.max(0, end - 48), end));
  const fromPattern = (pattern: RegExp, rule: ListRule) => {
    for (const match of text.matchAll(pattern)) {
      const values = readList(text, match.index + match[0].length, rule, min);
      if (values && !examplesBefore(match.index)) candidates.push({ at: match.index, values });
    }
  };
  for (const pattern of STRONG) fromPattern(pattern, { bare, and: true, needsOr: false });
  if (options.plural) fromPattern(PLURAL, { bare, and: true, needsOr: false });
  fromPattern(INCLUDE, { bare: false, and: true, needsOr: false });
  fromPattern(WEAK, { bare: false, and: false, needsOr: true });
  // A list of lines after the phrase: "One of:\n- open\n- closed".
  for (const pattern of options.plural ? [...STRONG, PLURAL] : STRONG) {
    for (const match of text.matchAll(pattern)) {
      const values = readBullets(text, match.index + match[0].length, bare, min);
      if (values && !examplesBefore(match.index)) candidates.push({ at: match.index, values });
    }
  }
  // A bracketed list of numbered choices, quoted values or codes: "(5000:FLUX1.1, 5001:FLUX1.1 Pro)", "('asc', 'desc')".
  for (const match of text.matchAll(/\(([^()]+)\)/g)) {
    const values = bracketedValues(match[1], bare);
    if (values && values.length >= min && !examplesBefore(match.index) && !SEVERAL.test(text)) candidates.push({ at: match.index, values });
  }
  // Pipes: "`a` | `b`" anywhere, "(a|b|c)" in brackets.
  for (const match of text.matchAll(/\(([^()|]+(?:\|[^()|]+)+)\)/g)) {
    const parts = match[1].split("|").map((part) => part.trim());
    const valid = parts.every((part) => /^[A-Za-z0-9_][A-Za-z0-9_.:/+-]*$/.test(part) || /^(["'`]).+\1$/.test(part));
    if (!valid || (!bare && parts.some((part) => !/^["'`]/.test(part)))) continue;
    const values = [...new Set(parts.map((part) => part.replace(/^(["'`])(.*)\1$/, "$2")))];
    if (values.length >= min) candidates.push({ at: match.index, values });
  }
  // A quoted list opening a clause: at the start, or after ":", "(", "=", a dash.
  for (const match of text.matchAll(/(^|[:(=—–]|\s-)\s*(?=["'`“‘])/g)) {
    const start = match.index + match[0].length;
    const values = readList(text, start, { bare: false, and: false, needsOr: true }, min);
    if (values && !examplesBefore(match.index + match[1].length)) candidates.push({ at: start, values });
  }
  candidates.sort((a, b) => a.at - b.at);
  return candidates.find((candidate) => !candidate.values.some((value) => PLACEHOLDER.test(value)))?.values;
}

/** A bullet line: "- open", "* `closed`", "• all — every ticket". */
const BULLET = /^[ \t]*[-*•][ \t]+(\S.*)$/;

/**
 * The values of the lines of a bulleted list starting at `from` (after blank space), each line's first
 * word or quoted value, whatever follows it on the line ("- open: tickets still open"); undefined when a
 * line says the list goes on ("- …", "- etc.").
 */
function readBullets(text: string, from: number, bare: boolean, min: number): string[] | undefined {
  const lines = text.slice(from).replace(/^[ \t]*\n?/, "").split("\n");
  const values: string[] = [];
  for (const line of lines) {
    const bullet = BULLET.exec(line);
    if (!bullet) break;
    if (OPEN_ENDED.test(bullet[1]!) || /^(?:\.\.\.|…)/.test(bullet[1]!)) return undefined;
    // A line of one word is that value, even one that opens prose elsewhere ("- all").
    const word = bullet[1]!.trim().replace(/[.;,]$/, "");
    const item = /^[A-Za-z0-9_][A-Za-z0-9_.:/+-]*$/.test(word) ? { value: word, quoted: false } : readItem(bullet[1]!, 0);
    if (!item || (!item.quoted && !bare)) return undefined;
    values.push(item.value);
  }
  const distinct = [...new Set(values)];
  return distinct.length >= min ? distinct : undefined;
}

/** A description that says the field holds several values: a bracketed list is then the values it combines, not a choice of one. */
const SEVERAL = /comma[- ]separated|separated by commas|\blist of\b|\bone or more\b|\bmultiple\b/i;

/**
 * The values of a bracketed list, when its form says they are values and not prose: every item
 * quoted (`('asc', 'desc')`), every item a number with a label (`(5000:FLUX1.1, 5001:FLUX1.1 Pro)`:
 * the numbers), or, with bare words allowed, every item one word written as code (`(gpt_4o, o3_mini)`,
 * `(GET, POST)`). "(user or organization)" and "(absolute or relative)" describe a value in words.
 */
function bracketedValues(inside: string, bare: boolean): string[] | undefined {
  if (/^\s*(?:e\.g\.?|eg|i\.e\.?|for example|for instance|such as|like|including|default)\b/i.test(inside) || OPEN_ENDED.test(inside.replace(/^[^,]*/, ""))) return undefined;
  const parts = inside.split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+/).map((part) => part.trim());
  if (parts.length < 2 || parts.some((part) => part === "")) return undefined;
  const quoted = parts.map((part) => /^(["'`“‘])(.+)(["'`”’])$/.exec(part));
  if (quoted.every((m) => m && OPEN_QUOTES[m[1]!] === m[3] && VALUE_LIKE.test(m[2]!))) return [...new Set(quoted.map((m) => m![2]!))];
  if (!bare) return undefined;
  const numbered = parts.map((part) => /^(\d+)\s*[:=]\s*\S/.exec(part));
  if (numbered.every(Boolean)) return [...new Set(numbered.map((m) => m![1]!))];
  const codeLike = (part: string) => /^[A-Za-z0-9_][A-Za-z0-9_.:/+-]*$/.test(part) && (/[_\d]/.test(part) || /^[A-Z]{2,}$/.test(part));
  return parts.every(codeLike) ? [...new Set(parts)] : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Reporting, and the rewrite offered.
