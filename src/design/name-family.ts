// How the names of one tool set read as a family, for inconsistent-tool-names: the naming style most names share,
// and the verb most names use for each operation. Plain string work over the names, no analysis.
import { isVerb } from "./usage-guidance.js";
import { nameStyle, nameWords, singular, type NameStyle } from "./words.js";

/** A style as messages say it. */
export const STYLE_WORDS: Readonly<Record<Exclude<NameStyle, "single">, string>> = {
  snake: "snake_case",
  camel: "camelCase",
  pascal: "PascalCase",
  kebab: "kebab-case",
  dotted: "dot.separated",
};

export type WrittenStyle = Exclude<NameStyle, "single">;

/** The style a name is written in, undefined for a single lowercase word (it fits every style) or a mix. */
export function writtenStyle(name: string): WrittenStyle | undefined {
  const style = nameStyle(name);
  return style === "single" ? undefined : style;
}

/** The name's words written in another style: `fetchUser` in snake_case is `fetch_user`. */
export function restyle(name: string, style: WrittenStyle): string {
  const words = nameWords(name);
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  switch (style) {
    case "snake":
      return words.join("_");
    case "kebab":
      return words.join("-");
    case "dotted":
      return words.join(".");
    case "camel":
      return words.map((word, i) => (i === 0 ? word : capital(word))).join("");
    case "pascal":
      return words.map(capital).join("");
  }
}

/**
 * The one value most entries share: the highest count, provided no other value reaches it. Ties have no
 * majority, so nothing is reported (a set split evenly has no convention to point to).
 */
export function majorityOf<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  let tied = false;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
      tied = false;
    } else if (count === bestCount) tied = true;
  }
  return tied ? undefined : best;
}

/** A name read as its leading verb, the operation that verb names, and the resource after it. */
export interface NamedOperation {
  readonly verb: string;
  readonly operation: string;
  /** The resource's head noun, singular (`list_open_tickets` → "ticket"). */
  readonly head: string;
  /** Every word of the resource, singular (`list_open_tickets` → ["open", "ticket"]). */
  readonly resource: readonly string[];
}

/** Verb → operation, and each verb's place in its group (the usual verb of an operation is listed first). */
export interface VerbIndex {
  readonly operation: ReadonlyMap<string, string>;
  readonly rank: ReadonlyMap<string, number>;
  /** Names already read against this index (see namedOperation). */
  readonly named: Map<string, NamedOperation | undefined>;
}

/** The index of synonym groups (`{ read: ["get", "fetch"] }`); a verb listed twice keeps its first group. */
export function verbIndex(groups: Readonly<Record<string, readonly string[]>>): VerbIndex {
  // Built once per list of groups: the rule asks for it in every file it lints.
  const key = JSON.stringify(groups);
  const known = indexes.get(key);
  if (known) return known;
  const operation = new Map<string, string>();
  const rank = new Map<string, number>();
  for (const [name, verbs] of Object.entries(groups)) {
    verbs.forEach((verb, i) => {
      const key = verb.toLowerCase();
      if (operation.has(key)) return;
      operation.set(key, name);
      rank.set(key, i);
    });
  }
  const index = { operation, rank, named: new Map<string, NamedOperation | undefined>() };
  indexes.set(key, index);
  return index;
}

const indexes = new Map<string, VerbIndex>();

/** Words that make a name an association between two resources (`add_team_to_project`), not an operation on one. */
const ASSOCIATION_WORDS: ReadonlySet<string> = new Set(["to", "from", "into", "onto"]);

/**
 * `fetch_support_issue` → { verb: "fetch", operation: "read", head: "issue", resource: ["support", "issue"] }.
 * Undefined unless the name opens with a known verb (after at most one namespace word) and names something
 * after it; undefined for an association too (`add_team_to_project`, `remove_user_from_group`: attaching is
 * not creating, detaching is not deleting).
 */
export function namedOperation(name: string, verbs: VerbIndex): NamedOperation | undefined {
  if (verbs.named.has(name)) return verbs.named.get(name);
  const found = readOperation(name, verbs);
  if (verbs.named.size >= 10_000) verbs.named.clear();
  verbs.named.set(name, found);
  return found;
}

function readOperation(name: string, verbs: VerbIndex): NamedOperation | undefined {
  const words = nameWords(name);
  // A namespace before the verb (`git_set_working_dir`, `sentry_get_issue`) is skipped.
  // Not when the first word is a verb of another kind: `mark_all_todos_done` marks, it does not list.
  const at = verbs.operation.has(words[0] ?? "") ? 0 : words.length > 2 && !isVerb(words[0]) && verbs.operation.has(words[1] ?? "") ? 1 : -1;
  if (at === -1) return undefined;
  const verb = words[at]!;
  const rest = words.slice(at + 1);
  const last = rest[rest.length - 1];
  if (last === undefined || rest.some((word) => ASSOCIATION_WORDS.has(word))) return undefined;
  return { verb, operation: verbs.operation.get(verb)!, head: singular(last), resource: rest.map(singular) };
}

/** Verbs that both make or delete a thing and attach or detach one: `add_comment` creates, `add_reviewer` attaches. */
const ATTACH_OR_CREATE: ReadonlySet<string> = new Set(["add", "remove"]);

/** Resources a set attaches to something else rather than creates or deletes: reviewers, labels, links, members. */
const ATTACHED_RESOURCES: ReadonlySet<string> = new Set([
  "link", "member", "reviewer", "label", "tag", "assignee", "watcher", "participant", "collaborator", "subscriber", "follower", "dependency", "relation", "attachment",
]);

/** A description that says the tool attaches or links, or adds or removes something that exists already. */
const ATTACH_WORDS = /\b(?:attach(?:es|ed|ing)?|associat(?:e|es|ed|ing)|link(?:s|ed|ing)?)\b|\b(?:add|adds|adding|remove|removes|removing)\s+(?:(?:an?|the|one or more)\s+)?existing\b/i;

/**
 * Whether an `add_*` or `remove_*` tool attaches or detaches rather than creates or deletes
 * (`add_reviewer`, `remove_label`; "Attach a file to a work item"; "Add existing users to a team"):
 * renaming it to `create_*` or `delete_*` would say another action. A description that says "new"
 * creates ("Add new observations to existing entities", "Add a new label").
 */
export function attachesOrDetaches(named: NamedOperation, description: string | undefined): boolean {
  if (!ATTACH_OR_CREATE.has(named.verb) || (description !== undefined && /\bnew\b/i.test(description))) return false;
  return ATTACHED_RESOURCES.has(named.head) || (description !== undefined && ATTACH_WORDS.test(description));
}

/** Whether two resources share a word (`file` and `file info`): the verbs may then tell two actions on one thing apart. */
export function relatedResources(a: readonly string[], b: readonly string[]): boolean {
  return a.some((word) => b.includes(word));
}

/** The name with one verb replaced, its style kept: `fetchUser` with "get" for "fetch" is `getUser`, `git_fetch_log` is `git_get_log`. */
export function withVerb(name: string, verb: string, replacement: string): string {
  const isUpper = (c: string | undefined) => c !== undefined && c !== c.toLowerCase();
  const isLower = (c: string | undefined) => c !== undefined && c !== c.toUpperCase();
  for (let i = 0; i + verb.length <= name.length; i++) {
    const written = name.slice(i, i + verb.length);
    if (written.toLowerCase() !== verb) continue;
    const before = name[i - 1];
    const after = name[i + verb.length];
    const starts = i === 0 || /[^A-Za-z0-9]/.test(before!) || (isUpper(written[0]) && isLower(before));
    const ends = after === undefined || /[^A-Za-z0-9]/.test(after) || (isUpper(after) && !isUpper(written[written.length - 1]));
    if (!starts || !ends) continue;
    const cased = written.length > 1 && isUpper(written[0]) && isUpper(written[1]) ? replacement.toUpperCase() : isUpper(written[0]) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
    return name.slice(0, i) + cased + name.slice(i + verb.length);
  }
  return name;
}
