// Framework core: reads the parts (name, description, input, handler) out of a definition object.
// Every framework's `read` starts here; what differs between frameworks is only the keys.
import ts from "../../util/typescript.cjs";
import { factoryArguments } from "../../schema/shared/identity-helper.js";
import { symbolOfIdentifier } from "../../schema/shared/static-follow.js";
import type { SiteReader } from "./reader.js";
import type { ReadSite, ToolParts } from "../types.js";

/** Where the parts of a definition object live: `{ name, description, input, execute }`. */
export interface DefinitionKeys {
  readonly name?: string;
  readonly description: string;
  /** Keys that may hold the input schema, in order of preference (`inputSchema`, then `parameters`). */
  readonly input: readonly string[];
  readonly execute?: string;
  readonly strict?: string;
  readonly lint?: string;
  /**
   * A key another version of the framework reads the input from but the installed one ignores (the AI
   * SDK's `parameters` from version 5 on): written without any of `input`, the tool is sent without
   * parameters, which `root-not-object` reports at that key.
   */
  readonly ignoredInput?: { readonly key: string; readonly source: string };
}

/** The type written where a typed value is declared, asserted or checked (`Tool[]` of `const t: Tool[] = …`), for the form. */
export function declaredTypeText(value: ts.Expression, sourceFile: ts.SourceFile): string | undefined {
  const parent = value.parent;
  const type = parent && (ts.isVariableDeclaration(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) ? parent.type : undefined;
  return type?.getText(sourceFile).replace(/\s+/g, " ");
}

/** The callee's text as written, for the form: `ai.tool()`. */
export function calleeForm(call: ts.CallExpression | ts.NewExpression, sourceFile: ts.SourceFile): string {
  // `(server.registerTool as Register)(…)` is the form `server.registerTool()`.
  let callee: ts.Expression = call.expression;
  while (ts.isParenthesizedExpression(callee) || ts.isAsExpression(callee) || ts.isSatisfiesExpression(callee) || ts.isNonNullExpression(callee)) callee = callee.expression;
  const text = callee.getText(sourceFile).replace(/\s+/g, "");
  return `${call.kind === ts.SyntaxKind.NewExpression ? "new " : ""}${text.length > 40 ? text.slice(0, 39) + "…" : text}()`;
}

/**
 * The common shape: a definition object literal (possibly behind consts and spreads) whose keys hold
 * the parts. `anchor` is where definition findings go; the first input key present wins.
 */
export function readDefinitionParts(
  reader: SiteReader,
  objectExpr: ts.Expression | undefined,
  keys: DefinitionKeys,
  site: { readonly node: ts.Node; readonly anchor: ts.Node; readonly form: string; readonly typeArgument?: ts.TypeNode },
): ToolParts {
  if (!objectExpr) return { ...site, unreadable: { reason: "the call has no definition argument", node: site.node } };
  if (ts.isSpreadElement(objectExpr)) return { ...site, unreadable: { reason: "the definition is passed as a spread argument", node: objectExpr } };
  const definition = reader.definition(objectExpr);
  if ("reason" in definition) {
    const rewritten = rewrittenOnOneBranch(reader, objectExpr);
    if (!rewritten) return { ...site, unreadable: definition };
    const parts = readDefinitionParts(reader, rewritten.plain, keys, site);
    return parts.unreadable ? parts : { ...parts, unreadable: rewritten.unreadable };
  }
  const substitute = factorySubstitution(reader.checker, objectExpr);
  const bound = (expr: ts.Expression | undefined) => (expr && substitute?.(expr)) ?? expr;
  const inputKey = keys.input.find((key) => definition.properties.has(key));
  const ignored = !inputKey && keys.ignoredInput ? definition.properties.get(keys.ignoredInput.key) : undefined;
  return {
    ...site,
    definition,
    ...(ignored && keys.ignoredInput ? { ignoredInput: { key: keys.ignoredInput.key, reads: keys.input[0], node: ignored.key, source: keys.ignoredInput.source } } : {}),
    // A name or description a factory takes as a parameter is the call's argument: found and fixed there.
    name: bound(keys.name ? reader.value(definition, keys.name) : undefined),
    description: bound(reader.value(definition, keys.description)),
    input: inputKey ? reader.value(definition, inputKey) : undefined,
    execute: keys.execute ? reader.member(definition, keys.execute) : undefined,
    strict: keys.strict ? reader.value(definition, keys.strict) : undefined,
    lint: keys.lint ? reader.value(definition, keys.lint) : undefined,
    ...(substitute ? { substitute } : {}),
  };
}

/**
 * `flag ? sanitize(tool) : tool`: a definition the project's own function may rewrite on the way, by
 * a condition known at run time. The plain branch names the tool (the rewrite is given it whole);
 * what is sent is unknown, so the schema is left unresolved with that reason. Undefined when the
 * expression is not such a choice.
 */
function rewrittenOnOneBranch(reader: SiteReader, expr: ts.Expression): { plain: ts.Expression; unreadable: NonNullable<ToolParts["unreadable"]> } | undefined {
  const choice = reader.follow(expr);
  if (!ts.isConditionalExpression(choice)) return undefined;
  // One branch is a call given the other branch's value: the plain branch, as the rewrite receives it.
  const pair = [
    [choice.whenTrue, choice.whenFalse],
    [choice.whenFalse, choice.whenTrue],
  ].find(([call, plain]) => {
    const inner = reader.unwrap(call!);
    const plainSymbol = symbolOf(reader, plain!);
    return ts.isCallExpression(inner) && plainSymbol !== undefined && inner.arguments.some((argument) => symbolOf(reader, argument) === plainSymbol);
  });
  if (!pair || "reason" in reader.definition(pair[1]!)) return undefined;
  const [other, plain] = [reader.unwrap(pair[0]!), pair[1]!];
  // The choice may be written in another file (followed through a const): its own text.
  const text = (node: ts.Node) => {
    const written = node.getText().replace(/\s+/g, " ");
    return written.length > 40 ? written.slice(0, 39) + "…" : written;
  };
  const when = pair[0] === choice.whenTrue ? `\`${text(choice.condition)}\`` : `\`${text(choice.condition)}\` is false`;
  return {
    plain,
    unreadable: { reason: `\`${text(other)}\` may rewrite the definition before it is sent (when ${when}), so what is sent is not known`, node: other },
  };
}

function symbolOf(reader: SiteReader, expr: ts.Expression): ts.Symbol | undefined {
  const inner = reader.unwrap(expr);
  return ts.isIdentifier(inner) ? symbolOfIdentifier(reader.checker, inner) : undefined;
}

/**
 * A definition made by a factory of the program (`tool(fn, fields("look_up"))`): its parameters stand
 * for the call's arguments while the tool is read, so `{ name }` in the factory's literal is
 * "look_up" here. Undefined when the definition is no factory's.
 */
function factorySubstitution(checker: ts.TypeChecker, objectExpr: ts.Expression): ToolParts["substitute"] {
  const bound = factoryArguments(checker, objectExpr);
  if (bound.size === 0) return undefined;
  return (expr) => {
    const symbol = ts.isIdentifier(expr) ? symbolOfIdentifier(checker, expr) : undefined;
    return symbol && bound.get(symbol);
  };
}

/** The site reader of a factory whose first argument is the definition object: `tool({ … })`. */
export function definitionCall(keys: DefinitionKeys): ReadSite<ts.CallExpression> {
  return (call, reader) => [
    readDefinitionParts(reader, call.arguments[0], keys, {
      node: call,
      anchor: call.expression,
      form: calleeForm(call, reader.sourceFile),
      typeArgument: call.typeArguments?.[0],
    }),
  ];
}
