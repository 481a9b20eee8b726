import { providerById } from "../providers/index.js";
import type { JsonObject, Pointer } from "../schema/types.js";

/** How the tool reaches the targets of a finding: sent there by its framework, or listed by the user. */
export interface TargetPath {
  /** The framework's name as messages use it ("OpenAI Agents SDK"); absent for the API's bare schemas. */
  readonly sender?: string;
  /** The user listed the targets (`targets` option): they are destinations the user asserts. */
  readonly asserted: boolean;
}

/** "OpenAI strict mode", "OpenAI and Anthropic", "OpenAI, Anthropic and Gemini". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** A framework's name after "by": SDKs take "the" ("the MCP TypeScript SDK 1.x"), names of packages do not. */
export function senderInWords(label: string): string {
  return /\bSDK\b/.test(label) && !/^the\s/i.test(label) ? `the ${label}` : label;
}

/**
 * The targets of a finding in words with the path that leads there, so a message says which request
 * it is about: "OpenAI strict mode via the OpenAI Agents SDK", "Anthropic (listed in targets)".
 */
export function targetsInWords(targets: readonly string[], path: TargetPath): string {
  // Asked for every finding, with a handful of distinct target lists and framework names per project.
  const key = JSON.stringify([path.asserted, path.sender ?? null, targets]);
  let words = targetWords.get(key);
  if (words === undefined) {
    if (targetWords.size >= MAX_TARGET_WORDS) targetWords.clear();
    targetWords.set(key, (words = targetsInWordsUncached(targets, path)));
  }
  return words;
}

/** `targetsInWords` by its inputs (provider profiles are fixed): bounded, though a project has few. */
const targetWords = new Map<string, string>();
const MAX_TARGET_WORDS = 1000;

function targetsInWordsUncached(targets: readonly string[], path: TargetPath): string {
  const names = listInWords(targets.map((id) => providerById(id)?.inWords ?? id));
  if (path.asserted) return `${names} (listed in targets)`;
  return path.sender ? `${names} via ${senderInWords(path.sender)}` : names;
}

/**
 * Where a schema node sits, in the user's words rather than JSON pointer syntax: `the root`,
 * `field "address.city"`, `field "tags[]"`, `branch 2 of field "source"`, `definition "Address"`.
 */
export function nodeInWords(pointer: Pointer, root?: JsonObject): string {
  if (pointer === "") return root && isUnion(root) ? "the root union" : "the root";
  const segments = pointer.slice(1).split("/").map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
  let field = "";
  let suffix = "";
  let definition: string | undefined;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    const next = segments[i + 1];
    if ((segment === "properties" || segment === "patternProperties") && next !== undefined) {
      field = field ? `${field}.${next}` : next;
      suffix = "";
      i++;
    } else if (segment === "items" || segment === "additionalItems") field = `${field}[]`;
    else if (segment === "prefixItems" && next !== undefined) (field = `${field}[${next}]`), i++;
    else if (segment === "additionalProperties") field = `${field}.*`;
    else if ((segment === "$defs" || segment === "definitions") && next !== undefined) {
      definition = next;
      field = "";
      i++;
    } else if ((segment === "anyOf" || segment === "oneOf" || segment === "allOf") && next !== undefined) {
      suffix = `branch ${Number(next) + 1}`;
      i++;
    }
  }
  const base = field ? `field "${field}"` : definition ? `definition "${definition}"` : "the root";
  const inDefinition = field && definition ? ` of definition "${definition}"` : "";
  return suffix ? `${suffix} of ${base}${inDefinition}` : `${base}${inDefinition}`;
}

/** The dotted field path of a property pointer, for `field "address.city"`. */
export function fieldOf(pointer: Pointer): string {
  const words = nodeInWords(pointer);
  const match = /field "([^"]*)"/.exec(words);
  return match ? match[1] : words;
}

function isUnion(node: JsonObject): boolean {
  return ["oneOf", "anyOf"].some((key) => Array.isArray(node[key]));
}

/** Sentence case for a phrase that opens a message. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
