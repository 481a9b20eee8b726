// The tools a request or an agent is handed as a list (`tools: this.tools.map((t) => toWire(t))`,
// `[...base, extra]`, `readOnly ? a : b`), as expressions each framework then reads as one tool.
import ts from "../../util/typescript.cjs";
import { keptFrom } from "../../analysis/recognition/catalog.js";
import { calledFunction, functionOf, returnedExpressions } from "../../schema/shared/identity-helper.js";
import { describeNode } from "../../schema/shared/static-follow.js";
import { isNullishSyntax } from "../../schema/shared/nullish-default.js";
import type { SiteReader } from "./reader.js";
import type { ToolParts } from "../types.js";

/** Lists nested in lists (`[...a.map(…), ...b]`) are followed this deep. */
const MAX_DEPTH = 8;

export interface ListedElements {
  /** Each tool's expression as written: an element, or what a `map` callback returns for every element. */
  readonly elements: readonly ts.Expression[];
  /** A part of the list no element could be read from: why, and where (reported as tools not followed). */
  readonly unfollowed?: { readonly reason: string; readonly node: ts.Node };
}

/**
 * The elements of a list of tools written in the source: an array literal (spreads of other lists read in
 * place), both branches of a conditional, a list narrowed by `filter`/`slice`/`concat`, and a `map` whose
 * callback is written in the source, its returned object (read once per element of the list by the
 * recognition, `values.ts`) or the object a function of the program it calls returns (read once per
 * definition of its parameter's type, `mapper-parameter.ts`). Anything else is unfollowed, with its reason.
 */
export function listedElements(reader: SiteReader, expr: ts.Expression, depth = 0): ListedElements {
  const target = reader.follow(expr);
  if (depth > MAX_DEPTH) return { elements: [], unfollowed: { reason: "the listed tools are nested too deep to follow", node: expr } };
  // `tools: list.length > 0 ? list : undefined`: no tools on that branch.
  if (isNullishSyntax(target)) return { elements: [] };
  if (ts.isArrayLiteralExpression(target)) {
    return merged(target.elements.map((element) => {
      if (ts.isOmittedExpression(element)) return { elements: [] };
      return ts.isSpreadElement(element) ? listedElements(reader, element.expression, depth + 1) : { elements: [element] };
    }));
  }
  if (ts.isConditionalExpression(target)) return merged([target.whenTrue, target.whenFalse].map((branch) => listedElements(reader, branch, depth + 1)));
  const kept = keptFrom(target);
  if (kept) return merged(kept.map((source) => listedElements(reader, source, depth + 1)));
  const callback = mapCallback(reader, target);
  if (callback) return { elements: returnedExpressions(callback).flatMap((returned) => madeLiterals(reader, returned) ?? [returned]) };
  // A list of the framework's typed values (`tools: Anthropic.Tool[]` passed in): each value is a tool where it is written.
  if (reader.valuesOfType(target).length > 0) return { elements: [] };
  return {
    elements: [],
    unfollowed: { reason: `the listed tools ${describeNode(target)} are not an array or a \`map\` written in the source, and no object literal of the program is written with their type`, node: expr },
  };
}

function merged(parts: readonly ListedElements[]): ListedElements {
  const unfollowed = parts.find((part) => part.unfollowed)?.unfollowed;
  return { elements: parts.flatMap((part) => part.elements), ...(unfollowed ? { unfollowed } : {}) };
}

/** `list.map((t) => …)` / `list.map(toWire)`: the callback, written in the source. */
export function mapCallback(reader: SiteReader, expr: ts.Expression): ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | undefined {
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression) || expr.expression.name.text !== "map") return undefined;
  const callback = expr.arguments[0];
  if (!callback || ts.isSpreadElement(callback)) return undefined;
  let fn: ts.Node | undefined = reader.follow(callback);
  // `list.map(toWire)`: the function the name declares.
  if (ts.isIdentifier(fn)) {
    let symbol = reader.checker.getSymbolAtLocation(fn);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = reader.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    fn = declaration && !declaration.getSourceFile().isDeclarationFile ? functionOf(declaration) : undefined;
  }
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) ? fn : undefined;
}

/** `toWire(t)`: the object literals the program's function returns, when it returns nothing else. */
function madeLiterals(reader: SiteReader, returned: ts.Expression): ts.ObjectLiteralExpression[] | undefined {
  const call = reader.unwrap(returned);
  const literals = ts.isCallExpression(call) ? literalsMadeBy(reader, call) : undefined;
  return literals && literals.length > 0 ? literals : undefined;
}

/** The object literals a call of a function of the program returns, when it returns nothing else. */
export function literalsMadeBy(reader: SiteReader, call: ts.CallExpression): ts.ObjectLiteralExpression[] | undefined {
  const returned = calledFunction(reader.checker, call)?.returned.map((expr) => reader.unwrap(expr));
  return returned?.every(ts.isObjectLiteralExpression) ? returned : undefined;
}

/**
 * The tools of a list built in the source, each element read by the framework's `readOne`, and one
 * stand-in for what could not be followed (reported by `unfollowed-tools` where the list is handed over).
 */
export function readListedTools(reader: SiteReader, value: ts.Expression, form: string, readOne: (element: ts.Expression) => readonly ToolParts[]): ToolParts[] {
  const listed = listedElements(reader, value);
  const tools = listed.elements.flatMap((element) => readOne(element));
  return listed.unfollowed ? [...tools, { node: value, anchor: value, form, unreadable: listed.unfollowed, unfollowed: true }] : tools;
}
