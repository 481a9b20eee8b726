import ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import type { ToolRuleContext } from "../analysis/context.js";
import { appendProperty, type TextEdit } from "../analysis/report/edits.js";
import { originAt } from "../analysis/report/locate.js";
import { hasComments, isOwned } from "../analysis/report/ownership.js";
import { spellingOf, type Spelling } from "../checks/fixes.js";
import { schemaNodes, valueAt } from "../checks/walk.js";
import { capitalised } from "../checks/words.js";
import { SCHEMA_KEYWORD } from "../schema/zod-chain/index.js";
import { isJsonObject, type JsonObject, type JsonValue, type Pointer } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";
import { designedSchema, fieldInWords, schemaRange } from "../design/fields.js";
import { eachToolOfFile } from "../design/each-tool.js";

export interface EnumInDescriptionOptions {
  /** The fewest values a description must list to be reported. */
  readonly minValues?: number;
  /** Take only values written in quotes or backticks (`"low"`, `` `low` ``), never bare words. */
  readonly requireQuotes?: boolean;
}

export type Options = [EnumInDescriptionOptions];
export type MessageIds = "enumInDescription" | "useEnum";

export default createRule<Options, MessageIds>({
  name: "enum-in-description",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report string fields whose description lists the allowed values instead of an enum",
      recommended: "design",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: {
      enumInDescription:
        "{{Where}} is a string whose description lists its values ({{values}}); {{spelling}} would enforce them. Make it an enum so the model cannot send others.",
      useEnum: "Make it {{code}}: any other value is then rejected.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          minValues: {
            type: "integer",
            minimum: 2,
            description: "The fewest values a description must list for the field to be reported (at least 2).",
          },
          requireQuotes: {
            type: "boolean",
            description: "Take only values written in quotes or backticks, never bare words (after `one of` or `allowed values:`).",
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const parse: ParseOptions = { minValues: options.minValues ?? 2, requireQuotes: options.requireQuotes ?? false };
    return eachToolOfFile(context, (analysis, sourceFile) => {
      for (const field of listedFields(analysis, parse)) report(context, analysis, field, sourceFile);
    });
  },
});

export interface ListedField {
  /** The field, as the message names it. */
  readonly pointer: Pointer;
  /** The string schema that would become the enum. */
  readonly string: Pointer;
  /** The node whose `description` lists the values. */
  readonly describedAt: Pointer;
  readonly values: readonly string[];
}

/** Every string field of a tool's sent input whose description lists the values it takes. */
export function listedFields(analysis: ToolAnalysis, options: ParseOptions): ListedField[] {
  const sent = designedSchema(analysis);
  if (!sent) return [];
  const out: ListedField[] = [];
  for (const visit of schemaNodes(sent)) {
    const isItems = visit.pointer.endsWith("/items");
    if (visit.propertyName === undefined && !isItems) continue;
    const string = stringSchema(visit.node, visit.pointer);
    if (!string) continue;
    // The field's own description; for the items of a list, the list's as well.
    const holders = [string.pointer, visit.pointer, ...(isItems ? listPointers(visit.pointer) : [])];
    for (const holder of [...new Set(holders)]) {
      const node = valueAt(sent, holder);
      const description = isJsonObject(node) && typeof node.description === "string" ? node.description : undefined;
      if (!description) continue;
      const values = listedValues(description, { ...options, plural: isItems });
      if (values) {
        out.push({ pointer: visit.pointer, string: string.pointer, describedAt: holder, values });
        break;
      }
    }
  }
  return out;
}

/** The list around an items pointer, and the nullable around that list. */
function listPointers(items: Pointer): Pointer[] {
  const list = items.slice(0, -"/items".length);
  const outer = /^(.*)\/(anyOf|oneOf)\/\d+$/.exec(list);
  return outer ? [list, outer[1]] : [list];
}

function isNull(node: JsonValue): boolean {
  return isJsonObject(node) && node.type === "null";
}

/**
 * The plain string schema of a field: `type: "string"` (or `["string", "null"]`) with no `enum`,
 * `const` or `pattern` already holding its values, directly or as the one branch of a nullable.
 */
function stringSchema(node: JsonObject, pointer: Pointer): { node: JsonObject; pointer: Pointer } | undefined {
  if (isPlainString(node)) return { node, pointer };
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = node[key];
    if (!Array.isArray(branches) || node.enum !== undefined || node.const !== undefined) continue;
    const values = branches.map((branch, index) => ({ branch, index })).filter(({ branch }) => !isNull(branch));
    if (values.length === 1 && isJsonObject(values[0].branch) && isPlainString(values[0].branch)) {
      return { node: values[0].branch, pointer: `${pointer}/${key}/${values[0].index}` };
    }
  }
  return undefined;
}

function isPlainString(node: JsonObject): boolean {
  const type = node.type;
  const string = type === "string" || (Array.isArray(type) && type.includes("string") && type.every((t) => t === "string" || t === "null"));
  return string && node.enum === undefined && node.const === undefined && node.pattern === undefined && node.anyOf === undefined && node.oneOf === undefined;
}

// ---------------------------------------------------------------------------------------------------
// Reading a list of values out of a description.

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

function report(context: ToolRuleContext, analysis: ToolAnalysis, field: ListedField, sourceFile: ts.SourceFile): void {
  const [start, end] = schemaRange(analysis, { kind: "schema", pointer: field.describedAt, keyword: "description" }, "enumInDescription", sourceFile);
  const spelling = spellingOf(analysis.route);
  const where = fieldInWords(field.pointer);
  let suggestion: { code: string; shown: string; edits: readonly TextEdit[] } | undefined;
  try {
    suggestion = enumRewrite(context, analysis, field, spelling, sourceFile);
  } catch {
    suggestion = undefined;
  }
  context.report({
    loc: { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) },
    messageId: "enumInDescription",
    data: { where, Where: capitalised(where), values: valuesInWords(field.values), spelling: enumSpelling(spelling) },
    ...(suggestion
      ? {
          suggest: [
            {
              messageId: "useEnum" as const,
              data: { code: suggestion.shown },
              fix: (fixer) => suggestion.edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text)),
            },
          ],
        }
      : {}),
  });
}

/** The most characters of values a message shows, so that it stays within about 200 characters. */
const MAX_VALUES_CHARS = 40;

/** `"low", "normal", "high"`; a long list is cut after the values that fit, then `…`. */
export function valuesInWords(values: readonly string[]): string {
  const shown: string[] = [];
  let length = 0;
  for (const value of values) {
    const quoted = JSON.stringify(value.length > 20 ? `${value.slice(0, 19)}…` : value);
    if (shown.length > 0 && length + quoted.length + 2 > MAX_VALUES_CHARS) return `${shown.join(", ")}, …`;
    shown.push(quoted);
    length += quoted.length + 2;
  }
  return shown.join(", ");
}

/** How an enum is written where the schema is written. */
export function enumSpelling(spelling: Spelling): string {
  switch (spelling) {
    case "zod":
    case "zod3":
      return "z.enum([…])";
    case "seal":
      return "v.enum([…])";
    case "type":
      return "a union of string literals";
    default:
      return 'an "enum" keyword';
  }
}

/** Methods of a zod string that an enum has too, with the same meaning. */
const KEPT_METHODS = new Set(["describe", "optional", "nullable", "nullish", "meta", "default", "readonly"]);

/**
 * The rewrite offered: `z.string()` → `z.enum([...])` when the field is a plain `z.string()` call of
 * zod written in the linted file and every method chained onto it exists on an enum (`.describe()`,
 * `.optional()`, a `.default()` among the values), or `enum: [...]` added to a JSON Schema literal
 * whose `type` is `"string"`. Only where the definition owns the text (`isOwned`).
 */
function enumRewrite(
  context: ToolRuleContext,
  analysis: ToolAnalysis,
  field: ListedField,
  spelling: Spelling,
  sourceFile: ts.SourceFile,
): { code: string; shown: string; edits: readonly TextEdit[] } | undefined {
  const found = originAt(analysis, field.string);
  if (!found || !analysis.resolution?.ok) return undefined;
  const { origin } = found;
  // The origin must be the string schema's own (not a parent's standing in for it).
  if (found.pointer !== field.string || !isOwned(context, origin, sourceFile)) return undefined;
  const list = `[${field.values.map((value) => JSON.stringify(value)).join(", ")}]`;
  // The suggestion's text shows the values as the finding does: a long list is cut.
  const shownList = `[${valuesInWords(field.values)}]`;
  if (spelling === "zod" || spelling === "zod3") {
    const call = stringCall(origin.keywords?.get(SCHEMA_KEYWORD));
    if (!call || call.getSourceFile() !== sourceFile || call.arguments.length > 0) return undefined;
    const callee = call.expression as ts.PropertyAccessExpression & { expression: ts.Identifier };
    if (!chainKeepsMeaning(call, field.values)) return undefined;
    const start = call.getStart(sourceFile);
    if (hasComments(sourceFile, start, call.getEnd())) return undefined;
    const code = `${callee.expression.text}.enum(${list})`;
    return { code, shown: `${callee.expression.text}.enum(${shownList})`, edits: [{ range: [start, call.getEnd()], text: code }] };
  }
  if (analysis.route === "literal") {
    const object = unwrapped(origin.node);
    const node = valueAt(analysis.sent ?? {}, field.string);
    if (!ts.isObjectLiteralExpression(object) || !isJsonObject(node) || node.type !== "string") return undefined;
    // The literal must be the string schema itself, with its `type` written in it.
    if (!object.properties.some((p) => ts.isPropertyAssignment(p) && propertyName(p.name) === "type")) return undefined;
    const code = `enum: ${list}`;
    return { code, shown: `enum: ${shownList}`, edits: appendProperty(object, code, sourceFile) };
  }
  return undefined;
}

/**
 * The `z.string()` call at the base of a chain (`z.string().nullable()` is the schema of a field zod
 * sends as `type: ["string", "null"]`), undefined when the chain starts elsewhere.
 */
function stringCall(node: ts.Node | undefined): ts.CallExpression | undefined {
  let current = node;
  for (let depth = 0; current && ts.isCallExpression(current) && depth < 50; depth++) {
    const callee: ts.Expression = current.expression;
    if (!ts.isPropertyAccessExpression(callee)) return undefined;
    if (callee.name.text === "string" && ts.isIdentifier(callee.expression)) return current;
    current = callee.expression;
  }
  return undefined;
}

/** Every method called on the string (up to where the chain is handed on) exists on an enum with the same meaning. */
function chainKeepsMeaning(call: ts.CallExpression, values: readonly string[]): boolean {
  let current: ts.Expression = call;
  for (;;) {
    const access = current.parent;
    if (!access || !ts.isPropertyAccessExpression(access) || access.expression !== current) return true;
    const method = access.parent;
    if (!method || !ts.isCallExpression(method) || method.expression !== access) return false;
    const name = access.name.text;
    if (!KEPT_METHODS.has(name)) return false;
    if (name === "default") {
      const value = method.arguments[0];
      if (!value || !ts.isStringLiteralLike(value) || !values.includes(value.text)) return false;
    }
    current = method;
  }
}

function unwrapped(node: ts.Node): ts.Node {
  let current = node;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current)) current = current.expression;
  return current;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}
