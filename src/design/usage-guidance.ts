// Whether a tool description says when to use the tool or which sibling to use instead, for
// missing-usage-guidance: a phrase of guidance, or the name of another tool of the set. Plain string work.
import { nameWords, singular } from "./words.js";

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
  const patterns = phrases.flatMap((phrase) => {
    const segments = phrase.replace(/\.\.\./g, "…").split("…").map(wordsOf);
    if (segments.every((words) => words.length === 0)) return [];
    const source = segments.map((words) => words.map((word) => `${escape(word)} `).join("")).join("(?:[^ ]+ ){0,6}");
    return [new RegExp(` ${source}`)];
  });
  return (text) => {
    const normal = ` ${wordsOf(text).join(" ")} `;
    return patterns.some((pattern) => pattern.test(normal));
  };
}

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

/**
 * The resource a name acts on: the last word before any preposition, singular, an aspect word skipped
 * (`get_ticket`, `list_tickets_by_tag`, `get_ticket_details` → "ticket"); none for a one-word name,
 * nor for two words with the verb last: `zones_list` names a resource there, `playwright_put` a
 * namespace, and the words do not say which.
 */
export function headOfName(name: string): string | undefined {
  const words = nameWords(name).map(singular);
  const isVerb = (word: string | undefined) => word !== undefined && (KIND_OF.has(word) || OTHER_VERBS.has(word));
  if (words.length === 2 && isVerb(words[1]) && !isVerb(words[0])) return undefined;
  const end = words.findIndex((word, i) => i > 0 && RESOURCE_ENDS.has(word));
  const resource = end === -1 ? words : words.slice(0, end);
  while (resource.length > 2 && ASPECT_WORDS.has(resource[resource.length - 1]!)) resource.pop();
  const last = resource[resource.length - 1];
  return resource.length >= 2 && last !== undefined ? last : undefined;
}

/**
 * The kind of operation a name's leading verb performs, for telling which siblings overlap: reading
 * (`get`, `list`, `search`…), writing (`create`, `update`, `edit`…) or deleting; any other verb is a kind of its own.
 */
export const OPERATION_KINDS: Readonly<Record<string, readonly string[]>> = {
  read: ["get", "fetch", "retrieve", "read", "load", "lookup", "show", "describe", "view", "list", "enumerate", "all", "search", "find", "query", "browse", "open", "inspect"],
  write: ["create", "add", "new", "insert", "make", "register", "update", "change", "modify", "edit", "patch", "set", "alter", "write", "save", "put", "replace", "append", "upsert"],
  delete: ["delete", "remove", "destroy", "erase", "drop", "purge", "del", "rm", "clear"],
};

const KIND_OF = new Map<string, string>(Object.entries(OPERATION_KINDS).flatMap(([kind, verbs]) => verbs.map((verb) => [verb, kind] as const)));

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
 * `list_tickets` → "read", `edit_file` → "write", `move_file` → "verb:move", `git_set_working_dir` → "write" (a
 * namespace before the verb is skipped); a name without a verb the rule knows is its words but the last
 * (`directory_tree` → "verb:directory"), so only the same action counts as the same kind.
 */
export function operationKind(name: string): string {
  const words = nameWords(name);
  for (const word of words.slice(0, 2)) {
    const kind = KIND_OF.get(word);
    if (kind) return kind;
    if (OTHER_VERBS.has(word)) return `verb:${word}`;
  }
  return `verb:${words.slice(0, -1).join(" ")}`;
}
