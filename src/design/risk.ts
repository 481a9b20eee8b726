// What a tool's name (or description) says it does to the world, for the risk rules: the verb that
// makes it destructive, a write, or an execution, and the input fields that pick what it acts on.
import { nameWordPlaces, nameWords, singular } from "./words.js";

/** How much a verb says a tool changes: `destructive` ⊂ changes, `write` changes, `execute` runs something. */
export type RiskKind = "destructive" | "write" | "execute";

/** The verb lists the risk rules read names with (each one an option of `undeclared-risk`). */
export interface RiskVerbs {
  readonly destructiveVerbs: readonly string[];
  readonly writeVerbs: readonly string[];
  readonly executeVerbs: readonly string[];
  /** Verbs that say the tool only reads: the first verb of a name decides, so `get_commit` is a read. */
  readonly readVerbs: readonly string[];
}

/**
 * The default lists, grown from the verbs public MCP tool sets name their tools with. Each verb's kind,
 * and why, is in the rule's page (docs/rules/undeclared-risk.md, "The verbs").
 */
export const DEFAULT_RISK_VERBS: RiskVerbs = {
  destructiveVerbs: [
    "delete", "del", "remove", "rm", "destroy", "drop", "purge", "erase", "wipe", "truncate", "clear", "reset", "revoke", "uninstall", "unlink", "terminate", "kill", "overwrite",
    "replace", "revert", "rollback",
  ],
  writeVerbs: [
    "create", "add", "insert", "update", "edit", "modify", "patch", "set", "write", "save", "upload", "rename", "move",
    "merge", "push", "commit", "publish", "deploy", "install", "send", "post", "notify", "reply", "pay",
    "charge", "transfer", "refund", "purchase", "buy", "cancel", "approve", "submit", "assign", "archive",
    "restore", "invite", "share", "rebase", "checkout", "stash", "tag", "apply", "toggle", "enable", "disable",
    "upsert", "fork", "clone", "import", "sync", "schedule", "restart", "close", "reopen", "lock", "unlock", "link", "attach", "detach",
    "unassign", "grant", "transition", "mark", "vote", "star", "unstar", "follow", "unfollow", "subscribe", "unsubscribe", "abort",
    "navigate", "click", "fill", "press", "drag",
  ],
  executeVerbs: ["execute", "exec", "run", "eval", "evaluate", "invoke", "spawn", "trigger", "dispatch", "rerun", "retry", "generate"],
  readVerbs: [
    "get", "fetch", "retrieve", "read", "load", "lookup", "show", "describe", "view", "list", "search", "find", "count",
    "inspect", "preview", "check", "validate", "explain", "summarize", "analyze", "diff", "status", "browse", "query",
  ],
};

/**
 * Verbs whose kind the words around them decide, read only when no list names them: `select` picks an
 * option on a page (`browser_select_option`, "Select an option in a dropdown": a write) or queries rows
 * (`select_rows`: a read), or finds elements of a page (`select_elements`: a read too). It is a write when
 * the name or the description names a control that takes a choice (an option, a dropdown, a checkbox…).
 */
const VERBS_BY_CONTEXT: Readonly<Record<string, { readonly kind: RiskKind; readonly when: RegExp }>> = {
  select: { kind: "write", when: /\b(?:options?|dropdowns?|drop-downs?|checkbox(?:es)?|radio|listbox(?:es)?|combobox(?:es)?|menus?)\b/i },
};

/** What a tool says it does, and where it says so. */
export interface RiskVerb {
  readonly verb: string;
  readonly kind: RiskKind;
  readonly from: "name" | "description";
}

type VerbClass = RiskKind | "read";

function classOf(word: string, verbs: RiskVerbs): VerbClass | undefined {
  if (verbs.destructiveVerbs.includes(word)) return "destructive";
  if (verbs.writeVerbs.includes(word)) return "write";
  if (verbs.executeVerbs.includes(word)) return "execute";
  if (verbs.readVerbs.includes(word)) return "read";
  return undefined;
}

/** A description's verb as written at its start: `Deletes`, `Pushes`, `Copies` → delete, push, copy. */
function baseForms(word: string): string[] {
  const forms = [word];
  if (word.endsWith("ies") && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith("es") && word.length > 3) forms.push(word.slice(0, -2));
  if (word.endsWith("s") && word.length > 2) forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Verbs that open many descriptions as nouns ("Tags of the repository", "Commits on a branch",
 * "Posts by a user"): a description starting with one of these says nothing about what the tool does.
 */
const NOUN_LIKE = new Set(["tag", "post", "commit", "set", "share", "stash", "checkout", "apply", "patch", "archive", "book", "order", "run", "email", "transfer", "refund", "charge", "reply"]);

/** Adverbs a description may open with before its verb ("Permanently deletes …"). */
const OPENING_ADVERBS = new Set(["permanently", "irreversibly", "immediately", "recursively"]);

/**
 * The verb a tool is named for: the first word of its name that is a known verb decides
 * (`git_push` → push; `get_commit` → a read, so no risk). A name without any known verb is read
 * from the description's first word ("Deletes the file at …"), and only then.
 */
export function riskOf(name: string, description: string | undefined, verbs: RiskVerbs): RiskVerb | undefined {
  const words = nameWords(name);
  const places = nameWordPlaces(name);
  for (const [i, word] of words.entries()) {
    // Deep in a camelCase run a word belongs to a compound noun (`press` of `activateWordPressPlugin`).
    if ((places[i]?.place ?? 0) > 1) continue;
    const found = classOf(word, verbs) ?? byContext(word, words, description);
    if (found === "read") return undefined;
    if (!found) continue;
    // Last in a name, a verb may be a noun (`pipelines_run`): a description opening with a read says so ("Retrieve pipeline run data").
    if (i > 0 && i === words.length - 1 && descriptionVerb(description, verbs)?.kind === "read") return undefined;
    return { verb: word, kind: found, from: "name" };
  }
  const opening = descriptionVerb(description, verbs);
  return opening && opening.kind !== "read" ? { verb: opening.verb, kind: opening.kind, from: "description" } : undefined;
}

/** The kind of a verb the words around it decide (see VERBS_BY_CONTEXT). */
function byContext(word: string, words: readonly string[], description: string | undefined): RiskKind | undefined {
  const rule = VERBS_BY_CONTEXT[word];
  return rule && (rule.when.test(words.join(" ")) || rule.when.test(description ?? "")) ? rule.kind : undefined;
}

/** Words that deny what follows them in a sentence: "does not overwrite", "without replacing", "instead of overwriting". */
const NEGATION = /\b(?:not|never|no|without|instead of|rather than|won't|doesn't|don't|cannot|can't|fails? if|refuses? to)\b/i;

/** What a description says a tool replaces: "replaces the whole value", "overwrites the file", "the existing labels are replaced". */
const REPLACEMENTS: readonly RegExp[] = [
  /\b(replac|overwrit)(?:e|es|ed|ing|ten)\s+((?:(?:the|all|any|its|their)\s+)?(?:whole|entire|existing|current|full|complete|previous)\s+[a-z]+|all\s+[a-z]+)/i,
  /\b(overwrit)(?:e|es|ing)\b(\s+(?:the|an?|any|its|their|existing)\s+[a-z]+)?/i,
  /\bexisting\s+([a-z]+)\s+(?:is|are|will be|get|gets)\s+(replac|overwrit)(?:ed|ten)\b/i,
];

/**
 * The replacement a description says the tool makes, as a verb phrase for the message ("replace the
 * whole value", "overwrite the file"), unless the sentence denies it before ("Does not overwrite…",
 * "Appends instead of overwriting"). A tool that replaces what is there does not only add.
 */
export function replacementIn(description: string | undefined): string | undefined {
  if (!description) return undefined;
  for (const [i, pattern] of REPLACEMENTS.entries()) {
    const match = pattern.exec(description);
    if (!match) continue;
    const sentenceStart = Math.max(description.lastIndexOf(".", match.index), description.lastIndexOf("\n", match.index)) + 1;
    if (NEGATION.test(description.slice(Math.max(sentenceStart, match.index - 40), match.index))) continue;
    const stem = (i === 2 ? match[2] : match[1])!.toLowerCase();
    const verb = stem === "replac" ? "replace" : "overwrite";
    const object = i === 2 ? `the existing ${match[1]!.toLowerCase()}` : (match[2] ?? "").trim().toLowerCase();
    return object ? `${verb} ${object}` : verb;
  }
  return undefined;
}

/** The known verb a description opens with ("Deletes the file at …", "Permanently removes …"), unless that word opens many descriptions as a noun. */
function descriptionVerb(description: string | undefined, verbs: RiskVerbs): { verb: string; kind: VerbClass } | undefined {
  const words = (description ?? "").trim().toLowerCase().match(/^[a-z]+(?:\s+[a-z]+)?/)?.[0].split(/\s+/) ?? [];
  const first = words[0] !== undefined && OPENING_ADVERBS.has(words[0]) ? words[1] : words[0];
  if (!first) return undefined;
  for (const form of baseForms(first)) {
    if (NOUN_LIKE.has(form)) return undefined;
    const found = classOf(form, verbs);
    if (found) return { verb: form, kind: found };
  }
  return undefined;
}

/**
 * The first word of a name that is one of `verbs`, unless another known verb comes first
 * (`list_deleted_items`, `get_drop_zone`: `stoppers` are the other verbs of DEFAULT_RISK_VERBS).
 */
export function nameVerb(name: string, verbs: readonly string[], stoppers: readonly string[] = OTHER_VERBS): string | undefined {
  for (const { word, place } of nameWordPlaces(name)) {
    if (place > 1) continue;
    if (verbs.includes(word)) return word;
    if (stoppers.includes(word)) return undefined;
  }
  return undefined;
}

const OTHER_VERBS = [...DEFAULT_RISK_VERBS.writeVerbs, ...DEFAULT_RISK_VERBS.executeVerbs, ...DEFAULT_RISK_VERBS.readVerbs];

/**
 * A property that picks what a tool acts on: its name is a selector (`id`, `filter`, `where`), or its
 * last word is (`issueId`, `file_path`, `entity_names` → `name`).
 */
export function isSelector(property: string, selectors: readonly string[]): boolean {
  const wanted = new Set(selectors.map((selector) => selector.toLowerCase()));
  if (wanted.has(property.toLowerCase())) return true;
  const words = nameWords(property);
  const last = words[words.length - 1];
  return last !== undefined && (wanted.has(last) || wanted.has(singular(last)) || (last.endsWith("s") && wanted.has(last.slice(0, -1))));
}
