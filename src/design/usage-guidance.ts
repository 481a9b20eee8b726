// Whether a tool description says when to use the tool or which sibling to use instead, for
// missing-usage-guidance: a phrase of guidance, or the name of another tool of the set. Plain string work.
import { memoized, nameWords, OPERATION_VERBS, separatesWords, singular } from "./words.js";

/**
 * Phrases that say when to use a tool, when not to, or what to use instead. Matched as whole words,
 * case-insensitively; `…` stands for up to six words ("use … instead" matches "use search_tickets instead").
 */
export const GUIDANCE_PHRASES: readonly string[] = [
  "use this when",
  "use this tool when",
  "use it when",
  "use when",
  "use this for",
  "use this tool for",
  "use this to",
  "use this tool to",
  "use this if",
  "use this tool if",
  "use this before",
  "use this after",
  "use … instead",
  "call this when",
  "call this tool when",
  "call … instead",
  "instead of",
  "rather than",
  "only if",
  "only when",
  "only for",
  "only after",
  "only before",
  "before calling",
  "after calling",
  "before using",
  "after using",
  "prefer",
  "do not use",
  "don't use",
  "never use",
  "do not call",
  "don't call",
  "when you need",
  "when you want",
  "if you need",
  "if you want",
  "when the user",
  "if the user",
  "not for",
  "useful for",
  "useful when",
  "best for",
  "ideal for",
  "perfect for",
  "suited for",
  "suitable for",
  "intended for",
  "meant for",
  "designed for",
  "should be used",
  "must be called",
  "should be called",
];

/** The words of a text as the matcher reads them: lowercase, apostrophes kept (`don't`), any other mark a break. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().replace(/[‘’]/g, "'").match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A matcher for a phrase list: whole words, `…` (or `...`) for a gap of up to six words. Phrases are read into words as the text is. */
export function guidanceMatcher(phrases: readonly string[]): (text: string) => boolean {
  // Built once per list: the rule asks for it in every file it lints.
  const key = phrases.join("\n");
  const known = matchers.get(key);
  if (known) return known;
  const patterns = phrases.flatMap((phrase) => {
    const segments = phrase.replace(/\.\.\./g, "…").split("…").map(wordsOf);
    if (segments.every((words) => words.length === 0)) return [];
    const source = segments.map((words) => words.map((word) => `${escape(word)} `).join("")).join("(?:[^ ]+ ){0,6}");
    return [new RegExp(` ${source}`)];
  });
  const matcher = memoized((text: string) => {
    const normal = ` ${wordsOf(text).join(" ")} `;
    return patterns.some((pattern) => pattern.test(normal));
  });
  matchers.set(key, matcher);
  return matcher;
}

const matchers = new Map<string, (text: string) => boolean>();

/**
 * Whether a description names another tool of the set: a name of two words or more as written
 * (`list_tickets`), a one-word name only in quotes or backticks (`"search"`), as such words occur in prose.
 */
export function namesAnotherTool(description: string, names: readonly string[]): boolean {
  return names.some((name) => {
    const written = escape(name);
    if (nameWords(name).length >= 2) return new RegExp(`(?<![\\w.-])${written}(?![\\w-])`).test(description);
    return new RegExp(`[\`'"]${written}[\`'"]`).test(description);
  });
}

/** Words that end the resource in a name: `list_directory_with_sizes` acts on a directory, `add_team_to_project` on a team. */
const RESOURCE_ENDS: ReadonlySet<string> = new Set(["with", "by", "for", "in", "from", "to", "into", "onto", "of", "on", "via", "using"]);

/** Words naming an aspect of the resource before them, not a resource: `get_issue_details` acts on an issue. */
const ASPECT_WORDS: ReadonlySet<string> = new Set(["detail", "info", "information", "metadata", "meta", "summary", "overview", "stat"]);
/** Aspects that are not the resource itself but facts about it: `get_file_info` does not read what `read_text_file` reads. */
const FACET_WORDS: ReadonlySet<string> = new Set(["info", "information", "metadata", "meta", "summary", "overview", "stat"]);
/** Words that make a name act on several things at once: a batch read, not a listing (`read_multiple_files`), a bulk change (`bulk_publish_draft_notes`). */
const BATCH_WORDS: ReadonlySet<string> = new Set(["multiple", "batch", "bulk", "many", "all"]);

/** Whether a word of a name is a verb the rules know (`get`, `delete`, `deploy`), not a resource or a namespace. */
export const isVerb = (word: string | undefined): boolean => word !== undefined && (KIND_OF.has(word) || OTHER_VERBS.has(word));

/**
 * Whether a name puts its verb last (`zones_list`, `repo_pull_request_write`): its words are written
 * apart (`_`, `-`, `.`), the last is a verb, the first is not, and no conjunction joins the last to the
 * words before (`drag_and_drop` is one action). Never in camelCase or PascalCase: there a last word that
 * reads as a verb is a noun (`workItemsView`, `pipelineRun`).
 */
function verbIsLast(name: string, words: readonly string[]): boolean {
  const before = words[words.length - 2];
  return words.length >= 2 && separatesWords(name) && isVerb(words[words.length - 1]) && !isVerb(words[0]) && before !== "and" && before !== "or";
}

/**
 * Whether the second word of a name may be its verb, after a namespace (`sentry_get_issue`): in a
 * name written apart, or in camelCase with words after it (`githubGetIssue`); `boardView` is a board's
 * view, not viewing a board.
 */
function secondMayBeVerb(name: string, words: readonly string[]): boolean {
  return separatesWords(name) || words.length > 2;
}

/**
 * Short forms names use for a resource, and the word each stands for: `list_repos` and
 * `search_repositories` act on one resource. Only forms that stand for nothing else in tool names
 * (`docs` is documentation as often as documents, so it is not here).
 */
const SHORT_FORMS: Readonly<Record<string, string>> = {
  repo: "repository",
  org: "organization",
  env: "environment",
  config: "configuration",
  db: "database",
  dir: "directory",
  msg: "message",
  app: "application",
  pkg: "package",
  img: "image",
  param: "parameter",
  attr: "attribute",
  perm: "permission",
  acct: "account",
  proj: "project",
  cert: "certificate",
  func: "function",
  prop: "property",
};

/** A name's resource: its head noun and the words before it that narrow it or name its owner. */
export interface NamedResource {
  /** The resource's head noun, singular (`list_open_tickets` → "ticket"). */
  readonly head: string;
  /** The words between the verb and the head, singular (`create_issue_note` → ["issue"]). */
  readonly qualifiers: readonly string[];
  /** Whether the head is written plural (`list_tickets`, `get_merge_request_notes`): the name acts on many. */
  readonly plural: boolean;
  /** The fact about the resource the name reads, when it reads one (`get_file_info` → "info"). */
  readonly facet?: string;
  /** Whether the name acts on several things at once (`read_multiple_files`, `bulk_publish_draft_notes`, `mark_all_todos_done`). */
  readonly batch: boolean;
}

/**
 * The resource a name acts on: the last word before any preposition, singular, an aspect word skipped
 * (`get_ticket`, `list_tickets_by_tag`, `get_ticket_details` → "ticket"), the verb left out where it
 * comes last (`repo_pull_request_write` → "request"); none for a one-word name, nor for two words with
 * the verb last: `zones_list` names a resource there, `playwright_put` a namespace, and the words do
 * not say which.
 */
export const resourceOfName = memoized((name: string): NamedResource | undefined => {
  const written = nameWords(name);
  const all = written.map(singular);
  if (all.length === 2 && verbIsLast(name, all)) return undefined;
  const last = verbIsLast(name, all);
  const words = last ? all.slice(0, -1) : all;
  const end = words.findIndex((word, i) => i > 0 && RESOURCE_ENDS.has(word));
  const resource = end === -1 ? words : words.slice(0, end);
  let facet: string | undefined;
  while (resource.length > 2 && ASPECT_WORDS.has(resource[resource.length - 1]!)) {
    const aspect = resource.pop()!;
    if (FACET_WORDS.has(aspect)) facet = aspect;
  }
  const head = resource[resource.length - 1];
  if (resource.length < 2 || head === undefined) return undefined;
  const plural = written[resource.length - 1] !== head;
  // The words after the verb (a namespace before it skipped); with the verb last, the words after the first.
  const verbAt = last ? 0 : isVerb(resource[0]) ? 0 : isVerb(resource[1]) && secondMayBeVerb(name, resource) ? 1 : -1;
  const spelled = (word: string) => SHORT_FORMS[word] ?? word;
  const qualifiers = resource.slice(verbAt + 1, -1).filter((word) => !BATCH_WORDS.has(word)).map(spelled);
  const batch = resource.some((word) => BATCH_WORDS.has(word));
  return { head: spelled(head), qualifiers, plural, ...(facet ? { facet } : {}), batch };
});

/**
 * The words of a set's resources, to read a resource one name writes differently from another: initials
 * (`list_prs` beside `get_pull_request`) and words run together (`list_workitems` beside
 * `get_work_item`) stand for the words the other names spell out.
 */
export interface ResourceWords {
  /** A short or run-together word → the words it stands for in this set. */
  readonly spelledOut: ReadonlyMap<string, readonly string[]>;
}

/** Short words that are words of their own in tool names, never initials of another resource. */
const NOT_INITIALS: ReadonlySet<string> = new Set(["id", "ip", "io", "os", "ui", "ok", "to", "of", "in", "on", "at", "by", "or", "and", "all", "new", "log", "tag", "url", "api", "key", "sql", "csv", "pdf", "dns", "ssh", "tls", "ssl"]);

/** The spelled-out forms the names of a set use (see ResourceWords), each kept only when one phrase of the set has it. */
export function resourceWordsOf(names: readonly string[]): ResourceWords {
  const phrases = new Map<string, Set<string>>();
  const note = (form: string, words: readonly string[]) => {
    const known = phrases.get(form) ?? new Set<string>();
    known.add(words.join(" "));
    phrases.set(form, known);
  };
  for (const name of names) {
    const resource = resourceOfName(name);
    if (!resource) continue;
    const words = [...resource.qualifiers, resource.head];
    for (let i = 0; i + 1 < words.length; i++) {
      for (const length of [2, 3]) {
        const phrase = words.slice(i, i + length);
        if (phrase.length !== length) continue;
        note(phrase.map((word) => word[0]).join(""), phrase);
        note(phrase.join(""), phrase);
      }
    }
  }
  const spelledOut = new Map<string, readonly string[]>();
  for (const [form, known] of phrases) {
    if (known.size !== 1 || NOT_INITIALS.has(form)) continue;
    spelledOut.set(form, [...known][0]!.split(" "));
  }
  return { spelledOut };
}

/** A name's resource with the short and run-together words of its set spelled out (see resourceWordsOf). */
export function resourceInSet(name: string, words: ResourceWords): NamedResource | undefined {
  const resource = resourceOfName(name);
  if (!resource) return undefined;
  // Initials in the plural keep their `s` (`prs`: `singular` leaves words of three letters alone).
  const spelledOut = (word: string) => words.spelledOut.get(word) ?? (word.endsWith("s") ? words.spelledOut.get(word.slice(0, -1)) : undefined);
  const head = spelledOut(resource.head);
  const qualifiers = resource.qualifiers.flatMap((word) => spelledOut(word) ?? [word]);
  if (!head && qualifiers.length === resource.qualifiers.length) return resource;
  const plural = resource.plural || (head !== undefined && !words.spelledOut.has(resource.head));
  return { ...resource, head: head ? head[head.length - 1]! : resource.head, qualifiers: [...qualifiers, ...(head ? head.slice(0, -1) : [])], plural };
}

/** The resource's head noun of a name (see resourceOfName). */
export function headOfName(name: string): string | undefined {
  return resourceOfName(name)?.head;
}

/**
 * Whether two resources of one set are one resource: the same head and the same words before it; or,
 * counting variants, words before it that do not name two different resources of the set. `read_text_file` and `read_media_file` act on files (text
 * and media narrow it); `create_issue_note` and `create_merge_request_note` on the notes of two
 * resources the set also acts on (`get_issue`, `list_merge_requests`); `create_note` and
 * `create_issue_note` on notes, the second narrower.
 */
export function sameResource(a: NamedResource, b: NamedResource, resourcesOfSet: ReadonlySet<string>, variants = true): boolean {
  if (a.head !== b.head || a.facet !== b.facet) return false;
  const onlyA = a.qualifiers.filter((word) => !b.qualifiers.includes(word));
  const onlyB = b.qualifiers.filter((word) => !a.qualifiers.includes(word));
  // Without variants, only the very same words name the same resource (`get_issue_diffs`, `list_issue_diffs`).
  if (!variants) return onlyA.length === 0 && onlyB.length === 0;
  return !(onlyA.some((word) => resourcesOfSet.has(word)) && onlyB.some((word) => resourcesOfSet.has(word)));
}

/**
 * The operation a name's verb performs (the first word, or the second after a namespace, or the last
 * when the verb comes last), finer than reading and writing: reading one thing, listing many, searching,
 * creating, updating, writing a whole record (create or replace), deleting. Any other verb is an
 * operation of its own.
 */
export const OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  ...OPERATION_VERBS,
  read: [...OPERATION_VERBS.read!, "open", "inspect"],
  list: [...OPERATION_VERBS.list!, "browse"],
  search: ["search", "find", "query"],
  update: [...OPERATION_VERBS.update!, "upsert", "replace", "append"],
  write: ["write", "save", "put"],
  delete: [...OPERATION_VERBS.delete!, "clear"],
};

/**
 * Operations a model may take one for the other: listing and searching both return many things;
 * writing a whole record both creates and replaces. Reading one thing beside listing many, or creating
 * beside updating, are not weighed against each other: the names say which.
 */
const INTERCHANGEABLE: readonly (readonly [string, string])[] = [
  ["list", "search"],
  ["write", "create"],
  ["write", "update"],
];

/** Whether two operations (of operationOfName) are the same or may be taken one for the other. */
export function interchangeable(a: string, b: string): boolean {
  return a === b || INTERCHANGEABLE.some(([x, y]) => (a === x && b === y) || (a === y && b === x));
}

const KIND_OF = new Map<string, string>(Object.entries(OPERATIONS).flatMap(([kind, verbs]) => verbs.map((verb) => [verb, kind] as const)));

/** The operation a verb names (`add` → "create"), undefined for a word that is none of OPERATIONS' verbs. */
export function operationOfVerb(word: string): string | undefined {
  return KIND_OF.get(word);
}

/** Other verbs tool names open with, each a kind of its own: they tell a verb from a namespace (`performance_start_trace`). */
const OTHER_VERBS: ReadonlySet<string> = new Set(
  (
    "execute run start stop close move copy rename send upload download install uninstall launch reload analyze compare " +
    "validate check take click fill hover press type drag navigate select wait emulate resize evaluate trigger toggle " +
    "clone merge push pull commit checkout reset import export sync publish deploy restart cancel approve reject assign " +
    "resolve archive restore enable disable attach detach subscribe unsubscribe invite share post reply mark sort filter " +
    "count calculate convert generate summarize explain translate parse format render scan test build"
  ).split(" "),
);

/**
 * `get_ticket` → "read", `list_tickets` and `get_tickets` → "list" (a read of many), `edit_file` → "update",
 * `move_file` → "verb:move", `git_set_working_dir` → "update" (a namespace before the verb is skipped); a
 * name without a verb the rule knows is its words but the last (`directory_tree` → "verb:directory"), so
 * only the same action counts as the same operation.
 */
export const operationOfName = memoized((name: string): string => {
  const verb = verbOfName(name);
  if (verb === undefined) {
    const words = nameWords(name);
    return `verb:${words.slice(0, -1).join(" ")}`;
  }
  if (!KIND_OF.has(verb)) return `verb:${verb}`;
  const resource = resourceOfName(name);
  // A read of a plural resource lists (`get_merge_request_notes`), unless it reads several given ones (`read_multiple_files`).
  const many = resource !== undefined && resource.plural && !resource.batch;
  const operation = KIND_OF.get(verb)!;
  return operation === "read" && many ? "list" : operation;
});

/** The verb a name is read by (see operationOfName): its first word, its second after a namespace, or its last. */
export function verbOfName(name: string): string | undefined {
  const words = nameWords(name);
  // `wit_work_item_write` writes, whatever noun-like verbs (`pull_request`, `work`) come before.
  const last = words[words.length - 1];
  if (words.length > 2 && verbIsLast(name, words.map(singular)) && last !== undefined) return last;
  return words.slice(0, secondMayBeVerb(name, words) ? 2 : 1).find((word) => KIND_OF.has(word) || OTHER_VERBS.has(word));
}

