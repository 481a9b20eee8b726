// A BaseTool subclass written by hand: the function declaration its `_getDeclaration()` returns, with
// `this.name` and `this.description` read from the `super({ name, description })` call of its constructor.
import ts from "../../util/typescript.cjs";
import { readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { ReadSite, ToolParts } from "../types.js";

export const SUBCLASS_SOURCE =
  "@google/adk 2.0.0 dist/esm/tools/base_tool.js (constructor({ name, description }) sets this.name and this.description; processLlmRequest sends what `_getDeclaration()` returns, nothing when it returns undefined)";

function methodNamed(declaration: ts.ClassLikeDeclaration, name: string): ts.MethodDeclaration | undefined {
  return declaration.members.find((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === name && m.body !== undefined);
}

/** The one expression `_getDeclaration()` returns, when its body has exactly one `return` at the top. */
function returned(method: ts.MethodDeclaration): ts.Expression | undefined {
  const returns = method.body!.statements.filter(ts.isReturnStatement);
  return returns.length === 1 && method.body!.statements.at(-1) === returns[0] ? returns[0].expression : undefined;
}

/** `super({ name, description })` at the top of the constructor: the object it passes. */
function superArgument(declaration: ts.ClassLikeDeclaration): ts.Expression | undefined {
  const constructor = declaration.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
  for (const statement of constructor?.body?.statements ?? []) {
    if (!ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) continue;
    if (statement.expression.expression.kind === ts.SyntaxKind.SuperKeyword) return statement.expression.arguments[0];
  }
  return undefined;
}

/** `this.name` → the `name` given to `super`; anything else stays as written. */
function throughSuper(reader: SiteReader, declaration: ts.ClassLikeDeclaration, expr: ts.Expression | undefined, key: string): ts.Expression | undefined {
  if (!expr) return undefined;
  const unwrapped = reader.unwrap(expr);
  const isThisMember = ts.isPropertyAccessExpression(unwrapped) && unwrapped.expression.kind === ts.SyntaxKind.ThisKeyword && unwrapped.name.text === key;
  if (!isThisMember) return expr;
  const options = reader.definition(superArgument(declaration));
  return "reason" in options ? expr : reader.value(options, key);
}

/**
 * `class X extends BaseTool { _getDeclaration() { return { name, description, parameters } } }`. A
 * subclass without `_getDeclaration()` sends nothing (BaseTool's returns undefined) and holds no tool.
 */
export const readSubclass: ReadSite<ts.ClassLikeDeclaration> = (declaration, reader) => {
  const method = methodNamed(declaration, "_getDeclaration");
  if (!method) return [];
  const site = { node: declaration, anchor: declaration.name ?? declaration, form: "class extends BaseTool" };
  // An unreadable declaration is still named after what the constructor gives `super`.
  const options = reader.definition(superArgument(declaration));
  const named = "reason" in options ? site : { ...site, name: reader.value(options, "name") };
  const value = returned(method);
  if (!value) return [{ ...named, unreadable: { reason: "`_getDeclaration()` does not end in the one `return` of a declaration the plugin can read", node: method.name } }];
  const definition = reader.definition(value);
  if ("reason" in definition) return [{ ...named, unreadable: definition }];
  const field = definition.properties.has("parametersJsonSchema") ? "parametersJsonSchema" : "parameters";
  const parts: ToolParts = readDefinitionParts(reader, value, { name: "name", description: "description", input: [field] }, site);
  const read = { ...parts, name: throughSuper(reader, declaration, parts.name, "name"), description: throughSuper(reader, declaration, parts.description, "description") };
  return [field === "parametersJsonSchema" ? { ...read, targets: () => ["google"] } : read];
};
