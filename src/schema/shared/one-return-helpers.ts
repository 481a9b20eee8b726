// Calls of the program's own small functions read in place of their result: a function whose body is
// `const`s and one `return`, called with its parameters unread (`constantReturn`) or bound to the
// call's arguments (`helperCall`, read inside `withBindings`; `returnedMember` for one member of a returned object).
import ts from "../../util/typescript.cjs";
import { calleeDeclarations, literalProperty, symbolOfIdentifier, unwrapExpression } from "./static-follow.js";

/**
 * What a call of the program's own function returns whatever its arguments: the function returns
 * (after `const`s at most) an expression, and nothing in it reads a parameter (`(_context = {}) => z.object({…})`,
 * `() => \`Creates a customer.\``), so the call is that expression, read where the function is written.
 */
export function constantReturn(checker: ts.TypeChecker, call: ts.CallExpression): ts.Expression | undefined {
  const helper = oneReturnHelper(checker, call);
  if (!helper) return undefined;
  const parameters = new Set(helper.fn.parameters.map((p) => (p.name as ts.Identifier).text));
  const readsParameter = (node: ts.Node): boolean => (ts.isIdentifier(node) && parameters.has(node.text)) || (ts.forEachChild(node, readsParameter) ?? false);
  return readsParameter(helper.fn.body!) ? undefined : helper.returned;
}

type OneReturnFunction = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

/**
 * The program's own function a call names, when its parameters are plain names and its body is one
 * returned expression, before which only `const` declarations (and types) may stand (`const { label } = KINDS[kind];`):
 * they are read where the return uses them.
 */
function oneReturnHelper(checker: ts.TypeChecker, call: ts.CallExpression): { fn: OneReturnFunction; returned: ts.Expression } | undefined {
  const declarations = calleeDeclarations(checker, call);
  let fn: ts.Node | undefined = declarations.length === 1 ? declarations[0] : undefined;
  if (fn && (ts.isVariableDeclaration(fn) || ts.isPropertyAssignment(fn)) && fn.initializer) fn = unwrapExpression(fn.initializer);
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) || !fn.body || fn.asteriskToken) return undefined;
  if (fn.getSourceFile().isDeclarationFile || ts.getCombinedModifierFlags(fn) & ts.ModifierFlags.Async) return undefined;
  if (fn.parameters.some((p) => !ts.isIdentifier(p.name) || p.dotDotDotToken)) return undefined;
  const returned = ts.isBlock(fn.body) ? finalReturn(fn.body) : fn.body;
  return returned ? { fn, returned } : undefined;
}

function finalReturn(body: ts.Block): ts.Expression | undefined {
  const last = body.statements.at(-1);
  if (!last || !ts.isReturnStatement(last)) return undefined;
  // A type declared in the body does nothing at run time.
  const constsOnly = body.statements
    .slice(0, -1)
    .every((statement) => (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const) || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement));
  return constsOnly ? last.expression : undefined;
}

/**
 * A call of the program's own function (`const`s and one `return`) that reads its parameters
 * (`dateField("Start date")` returning `z.string().describe(description)`): the returned
 * expression, and what each parameter stands for at this call — its argument, else its default.
 * Read it inside `withBindings`, in a fresh interpreter: each call builds its own value.
 * A parameter with neither stays unbound, so reading it fails with its name.
 */
export interface HelperCall {
  readonly returned: ts.Expression;
  readonly bind: (expr: ts.Expression) => ts.Expression | undefined;
}

export function helperCall(checker: ts.TypeChecker, call: ts.CallExpression): HelperCall | undefined {
  const helper = oneReturnHelper(checker, call);
  if (!helper || helper.fn.parameters.length === 0) return undefined;
  if (call.arguments.some((argument) => ts.isSpreadElement(argument))) return undefined;
  const values = new Map<ts.Symbol, ts.Expression>();
  helper.fn.parameters.forEach((parameter, index) => {
    const symbol = checker.getSymbolAtLocation(parameter.name);
    const argument = call.arguments[index];
    const passesUndefined = !argument || (ts.isIdentifier(argument) && argument.text === "undefined");
    const value = passesUndefined ? parameter.initializer : argument;
    if (symbol && value) values.set(symbol, value);
  });
  return {
    returned: helper.returned,
    bind: (expr) => {
      if (!ts.isIdentifier(expr)) return undefined;
      const symbol = symbolOfIdentifier(checker, expr);
      return symbol ? values.get(symbol) : undefined;
    },
  };
}

/**
 * `make("look_up", …).name`, or a name destructured from that call: where the helper returns an
 * object literal, its member at this call. A member that is a parameter is the argument the call
 * passes for it; one that reads no parameter is itself; one computed from a parameter is not followed.
 */
export function returnedMember(checker: ts.TypeChecker, call: ts.CallExpression, key: string): ts.Expression | undefined {
  const helper = helperCall(checker, call);
  const returned = helper && unwrapExpression(helper.returned);
  const member = returned && ts.isObjectLiteralExpression(returned) ? literalProperty(returned, key) : undefined;
  if (!helper || !member) return undefined;
  const value = unwrapExpression(member.value);
  const bound = helper.bind(value);
  if (bound) return bound;
  const readsParameter = (node: ts.Node): boolean => {
    const declaration = ts.isIdentifier(node) ? symbolOfIdentifier(checker, node)?.valueDeclaration : undefined;
    return (declaration !== undefined && ts.isParameter(declaration)) || (ts.forEachChild(node, readsParameter) ?? false);
  };
  return readsParameter(value) ? undefined : member.value;
}
