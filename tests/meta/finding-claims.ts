// What a rendered finding claims, held against the tool it was produced for: the construct it names is in
// the schema at the node it points to, the destination it names is one the tool reaches, and a request it
// says fails is one the tool is sent in. Used by fixture-projects.test.ts over every fixture project's report.
import type { ReportTool } from "../../src/cli/report.js";
import { checkMessages } from "../../src/checks/messages.js";
import { isJsonObject, type JsonObject } from "../../src/schema/types.js";

type ReportFinding = ReportTool["findings"][number];

/** A message read back into its template's placeholders (the template of its code it matches). */
export interface ReadMessage {
  readonly messageId: string;
  readonly data: Readonly<Record<string, string>>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const templateReaders = new Map<string, { readonly pattern: RegExp; readonly names: readonly string[] }>();

function readerOf(template: string) {
  let reader = templateReaders.get(template);
  if (reader) return reader;
  const names: string[] = [];
  let source = "";
  for (const part of template.split(/(\{\{\w+\}\})/)) {
    const placeholder = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
    if (!placeholder) source += escaped(part);
    else {
      names.push(placeholder);
      // The fix opens a sentence of its own after the statement's full stop.
      source += placeholder === "fix" ? '((?: [A-Z"].*)?)' : "(.*?)";
    }
  }
  reader = { pattern: new RegExp(`^${source}$`, "s"), names };
  templateReaders.set(template, reader);
  return reader;
}

/** The template of the finding's code that the message is, with the values of its placeholders. */
export function readMessage(finding: Pick<ReportFinding, "code" | "message">): ReadMessage | undefined {
  const templates: Readonly<Record<string, string>> = checkMessages[finding.code as keyof typeof checkMessages] ?? {};
  for (const [messageId, template] of Object.entries(templates)) {
    const { pattern, names } = readerOf(template);
    const match = pattern.exec(finding.message);
    if (match) return { messageId, data: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

/** The node a dotted path (`properties.note`) names in a schema, if it is there. */
function nodeAt(schema: JsonObject | null | undefined, path: string): JsonObject | undefined {
  let node: unknown = schema;
  for (const segment of path === "" ? [] : path.split(".")) {
    if (!isJsonObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return isJsonObject(node) ? node : undefined;
}

const isUnion = (node: JsonObject) =>
  Array.isArray(node.anyOf) || Array.isArray(node.oneOf) || (Array.isArray(node.type) && node.type.filter((type) => type !== "null").length > 1);

/** Constructs a message may name, and how to see each in a schema node. */
const CONSTRUCTS: readonly { readonly word: RegExp; readonly holds: (node: JsonObject) => boolean }[] = [
  { word: /\bunions?\b/i, holds: isUnion },
  { word: /\bintersection\b/i, holds: (node) => Array.isArray(node.allOf) },
  { word: /\btuple\b/i, holds: (node) => Array.isArray(node.items) || Array.isArray(node.prefixItems) },
];

/** Message ids whose `keyword` placeholder is a keyword written at the finding's node. */
const KEYWORD_AT_NODE: ReadonlySet<string> = new Set(["unsupportedKeyword", "ignoredKeyword", "rootCombinator", "booleanBound", "undecodable", "stringFormat"]);

/** Words a message quotes from elsewhere (an SDK's own error): not the message's own claims. */
const withoutQuotes = (text: string) => text.replace(/"[^"]*"/g, '""');

/**
 * Every claim of the tool's findings that the tool itself does not back, one line each (empty: all hold).
 * The schemas a finding may speak of are the tool's schema as its framework sends it and each view of the
 * finding's targets (a rewrite on the way is about the first, a rejection about the second).
 */
export function unbackedClaims(tool: ReportTool): string[] {
  const out: string[] = [];
  const reached = new Set(tool.destinations.map((d) => d.target));
  // Targets the tool never reaches (its framework throws on it or leaves it out): no request to fail there.
  const neverSent = new Set(tool.findings.filter((f) => f.code === "unsendable-tool").flatMap((f) => f.targets));
  for (const finding of tool.findings) {
    const at = `${tool.file}:${finding.line} ${tool.name ?? "(unnamed)"} ${finding.code}`;
    const read = readMessage(finding);
    if (!read) {
      out.push(`${at}: the message is none of its rule's templates: ${finding.message}`);
      continue;
    }
    // A tool whose schema is unknown or never sent has no views; its name and description are checked for its targets all the same.
    if (reached.size > 0) {
      const elsewhere = finding.targets.filter((target) => !reached.has(target));
      if (elsewhere.length > 0) out.push(`${at}: names ${elsewhere.join(", ")}, where the tool is not sent`);
    }
    if (finding.code !== "unsendable-tool") {
      const unsent = finding.targets.filter((target) => neverSent.has(target));
      if (unsent.length > 0) out.push(`${at}: speaks of a request to ${unsent.join(", ")}, but the tool never reaches it`);
    }
    const views = tool.destinations.filter((d) => finding.targets.includes(d.target)).map((d) => d.schema);
    const nodes = [tool.schema, ...views].map((schema) => nodeAt(schema, finding.path)).filter((node) => node !== undefined);
    if (nodes.length === 0) continue;
    const keyword = read.data.keyword;
    if (keyword !== undefined && KEYWORD_AT_NODE.has(read.messageId) && !nodes.some((node) => Object.prototype.hasOwnProperty.call(node, keyword))) {
      out.push(`${at}: names "${keyword}", which is not at ${finding.path || "the root"}`);
    }
    // What the framework had before it dropped the root is described in `actual`: that text is the schema's own word.
    const stated = withoutQuotes(finding.message.replace(read.data.actual ?? "\u0000", ""));
    for (const construct of CONSTRUCTS) {
      const said = construct.word.exec(stated)?.[0];
      const described = read.data.actual !== undefined && construct.word.test(read.data.actual);
      if (said && !described && !nodes.some(construct.holds)) out.push(`${at}: speaks of a ${said.toLowerCase()}, but ${finding.path || "the root"} has none: ${finding.message}`);
    }
  }
  return out;
}
