import ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import type { ToolRuleContext } from "../analysis/context.js";
import { appendProperty, type TextEdit } from "../analysis/report/edits.js";
import { originAt } from "../analysis/report/locate.js";
import { hasComments, isOwned } from "../analysis/report/ownership.js";
import { spellingOf, type Spelling } from "../checks/fixes.js";
import { valueAt } from "../checks/walk.js";
import { capitalised } from "../checks/words.js";
import { SCHEMA_KEYWORD } from "../schema/zod-chain/index.js";
import { isJsonObject } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";
import { fieldInWords, schemaRange } from "../design/fields.js";
import { eachToolOfFile } from "../design/each-tool.js";
import { listedFields, type ListedField } from "../design/listed-fields.js";
import type { ParseOptions } from "../design/listed-values.js";

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
