// The smallest source change at a reported node that a user would make to act on the finding there:
// a property or list element removed, a chained check dropped, a name or description rewritten, a root
// replaced by an object. finding-lines.test.ts relints the file with it: the finding must be gone.
import ts from "typescript";

/** A name every provider accepts, and a description under every budget. */
const VALID_NAME = "renamed_tool";
const SHORT_DESCRIPTION = "Short.";

export interface Rewrite {
  /** What was done, for the test's failure list. */
  readonly how: string;
  readonly text: string;
}

/** The deepest node that spans exactly `start`..`end`, then the outermost of those with that span. */
function nodeSpanning(file: ts.SourceFile, start: number, end: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (node.getStart(file) > start || node.getEnd() < end) return;
    if (node.getStart(file) === start && node.getEnd() === end) found ??= node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const replaced = (text: string, from: number, to: number, by: string) => text.slice(0, from) + by + text.slice(to);

/** The text without a list member (property, element, argument), with the comma that follows or precedes it. */
function withoutMember(text: string, file: ts.SourceFile, member: ts.Node): string {
  const list = member.parent;
  const members: readonly ts.Node[] = ts.isObjectLiteralExpression(list) ? list.properties : ts.isArrayLiteralExpression(list) ? list.elements : [];
  const at = members.indexOf(member);
  const next = members[at + 1];
  const previous = members[at - 1];
  if (next) return replaced(text, member.getStart(file), next.getStart(file), "");
  // The last member: its own trailing comma goes with it.
  const after = /^\s*,/.exec(text.slice(member.getEnd()))?.[0].length ?? 0;
  if (previous) return replaced(text, previous.getEnd(), member.getEnd() + after, after > 0 ? "," : "");
  return replaced(text, member.getStart(file), member.getEnd() + after, "");
}

/** The input a tool with this root would take instead: the same library's empty object. */
function objectRootLike(written: string, message: string): string {
  // An input the framework cannot convert (a zod schema where it takes JSON Schema) becomes JSON Schema.
  if (/cannot convert/.test(message)) return `{ type: "object", properties: {} }`;
  if (/^z\./.test(written)) return "z.object({})";
  if (/^Type\./.test(written)) return "Type.Object({})";
  if (/^v\./.test(written)) return "v.object({})";
  return `{ type: "object", properties: {} }`;
}

/** A property's key as written (`name`, `"format"`), undefined for a computed one. */
const keyOf = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/**
 * The change the user would make at `start`..`end` to answer a finding of `rule`, or undefined when the
 * node is of no kind known here (the test counts those apart).
 */
export function rewriteAt(text: string, start: number, end: number, rule: string, message: string): Rewrite | undefined {
  const file = ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  // A tool given no input: an MCP registration gets an empty one; elsewhere only a new definition answers it.
  if (/Give the tool an input schema/.test(message)) return emptyInputAt(text, file, start, end);
  // A tool the framework fails on as a whole: only a new definition answers it.
  if (/give it a `handler`/.test(message)) return undefined;
  // A chained call may be reported from its method's name on (`string()` of `z.string()`).
  let node = nodeSpanning(file, start, end) ?? findChainCall(file, start, end);
  if (!node) return undefined;
  const property = node.parent && ts.isPropertyAssignment(node.parent) ? node.parent : undefined;
  // A key the framework does not read is renamed to the one it reads; a tool named by its key is renamed there.
  const reads = /\(it reads "([^"]+)"\)/.exec(message)?.[1];
  if (property?.name === node && (reads !== undefined || rule === "invalid-name")) {
    const by = reads ?? VALID_NAME;
    return { how: `key renamed to "${by}"`, text: replaced(text, node.getStart(file), node.getEnd(), ts.isIdentifier(node) && reads ? by : JSON.stringify(by)) };
  }
  // A key or value stands for its property.
  if (node.parent && ts.isPropertyAssignment(node.parent) && (node.parent.name === node || node.parent.initializer === node)) node = node.parent;
  if (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node)) return rewriteText(text, file, node, rule, message);
  // A method's name stands for its chained call (`discriminatedUnion` of `z.discriminatedUnion(…)`).
  if (ts.isIdentifier(node) && ts.isPropertyAccessExpression(node.parent) && node.parent.name === node && ts.isCallExpression(node.parent.parent) && node.parent.parent.expression === node.parent) {
    node = node.parent.parent;
  }
  if (ts.isCallExpression(node)) {
    start = node.getStart(file);
    end = node.getEnd();
  }
  // A JSON Schema the MCP SDK took as the tool's annotations: the parameters written as a raw shape instead.
  if (/as the tool's annotations/.test(message) && ts.isObjectLiteralExpression(node) && ts.isCallExpression(node.parent)) {
    return { how: "argument made an empty raw shape", text: replaced(text, start, end, "{}") };
  }
  if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
    const key = keyOf(node);
    const value = node.initializer;
    const rewritten = (key === "name" || key === "description" || key === "title") && (ts.isStringLiteralLike(value) || ts.isTemplateExpression(value)) ? rewriteText(text, file, value, rule, message) : undefined;
    if (rewritten) return rewritten;
    if (aboutTheRoot(rule, message) && INPUT_KEYS.test(key ?? "")) {
      return { how: "root replaced by an object", text: replaced(text, value.getStart(file), value.getEnd(), objectRootLike(value.getText(file), message)) };
    }
    return { how: `property "${key ?? "?"}" removed`, text: withoutMember(text, file, node) };
  }
  if ((ts.isShorthandPropertyAssignment(node) || ts.isSpreadAssignment(node)) && ts.isObjectLiteralExpression(node.parent)) {
    return { how: "property removed", text: withoutMember(text, file, node) };
  }
  if (node.parent && ts.isArrayLiteralExpression(node.parent)) return { how: "element removed", text: withoutMember(text, file, node) };
  const isInput = (expression: ts.Node): boolean => {
    const held = ts.isAsExpression(expression.parent) || ts.isSatisfiesExpression(expression.parent) || ts.isParenthesizedExpression(expression.parent) ? expression.parent : expression;
    return ts.isPropertyAssignment(held.parent) && INPUT_KEYS.test(keyOf(held.parent) ?? "");
  };
  // An open object is closed: zod's strict object, or "additionalProperties": false written into the literal.
  if (rule === "missing-additional-properties-false" && ts.isCallExpression(node) && node.expression.getText(file) === "z.object") {
    return { how: "object made z.strictObject()", text: replaced(text, node.expression.getStart(file), node.expression.getEnd(), "z.strictObject") };
  }
  if (rule === "missing-additional-properties-false" && ts.isObjectLiteralExpression(node)) {
    return { how: "additionalProperties: false added", text: replaced(text, node.getStart(file) + 1, node.getStart(file) + 1, " additionalProperties: false,") };
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    if (aboutTheRoot(rule, message) || isInput(node)) return { how: "root replaced by an object", text: replaced(text, start, end, objectRootLike(node.getText(file), message)) };
    // A builder of the schema library (`z.discriminatedUnion(…)` of a field) becomes a schema without that construct.
    const receiver = node.expression.expression;
    if (ts.isIdentifier(receiver) && receiver.text === "z") return { how: "field made z.unknown()", text: replaced(text, start, end, "z.unknown()") };
    return { how: "chained call dropped", text: replaced(text, start, end, receiver.getText(file)) };
  }
  if (aboutTheRoot(rule, message) && ts.isExpression(node)) return { how: "root replaced by an object", text: replaced(text, start, end, objectRootLike(node.getText(file), message)) };
  return undefined;
}

/**
 * An empty input given to the MCP registration whose callee is reported: `{}` as the raw shape before
 * `tool()`'s callback, or `inputSchema: {}` in `registerTool()`'s config.
 */
function emptyInputAt(text: string, file: ts.SourceFile, start: number, end: number): Rewrite | undefined {
  const callee = nodeSpanning(file, start, end);
  const call = callee?.parent;
  if (!call || !ts.isCallExpression(call) || call.expression !== callee || !ts.isPropertyAccessExpression(callee)) return undefined;
  const callback = call.arguments[call.arguments.length - 1];
  const config = call.arguments[1];
  if (callee.name.text === "tool" && callback && call.arguments.length >= 2) {
    return { how: "empty input shape added", text: replaced(text, callback.getStart(file), callback.getStart(file), "{}, ") };
  }
  if (callee.name.text === "registerTool" && config && ts.isObjectLiteralExpression(config)) {
    return { how: "empty inputSchema added", text: replaced(text, config.getStart(file) + 1, config.getStart(file) + 1, " inputSchema: {},") };
  }
  return undefined;
}

/** Keys that hold a tool's input schema in the frameworks' definitions. */
const INPUT_KEYS = /^(input|inputSchema|parameters|schema|input_schema|parametersJsonSchema)$/;

/** A finding about the input's root as a whole: answered by an object root. */
const aboutTheRoot = (rule: string, message: string) => rule === "root-not-object" || /\bits root is\b|\bthe root is\b/.test(message);

function rewriteText(text: string, file: ts.SourceFile, node: ts.Node, rule: string, message: string): Rewrite | undefined {
  const renamed = rule === "invalid-name" || (rule === "silent-transform" && /\brenames the tool\b/.test(message));
  const by = renamed ? VALID_NAME : rule === "oversized-description" ? SHORT_DESCRIPTION : undefined;
  if (by === undefined) return undefined;
  return { how: `text rewritten to "${by}"`, text: replaced(text, node.getStart(file), node.getEnd(), JSON.stringify(by)) };
}

/** A call `receiver.method(…)` whose method name starts at `start` and whose arguments close at `end`. */
function findChainCall(file: ts.SourceFile, start: number, end: number): ts.CallExpression | undefined {
  let found: ts.CallExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (found || node.getStart(file) > start || node.getEnd() < end) return;
    if (ts.isCallExpression(node) && node.getEnd() === end && ts.isPropertyAccessExpression(node.expression) && node.expression.name.getStart(file) === start) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The text of the definition a finding is reported at: the node, or the whole call when it is the call's callee. */
export function reportedDefinition(text: string, start: number, end: number): string {
  const file = ts.createSourceFile("file.ts", text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const node = nodeSpanning(file, start, end);
  if (node && ts.isCallExpression(node.parent) && node.parent.expression === node) return node.parent.getText(file);
  return text.slice(start, end);
}
