// The entries a program adds to an object of tools after writing it: `const tools = {}` followed by
// `tools.stock_chart = stockChartTool` (or `tools["web-search"] = …`), often one per branch of a switch
// over names chosen at run time. Each assignment is an entry under its key, as a property written in
// the literal would be; which branches run does not matter, the object may hold any of them.
import ts from "../../util/typescript.cjs";
import { memberAssignment, unwrapExpression } from "../../schema/shared/static-follow.js";

export interface AssignedMember {
  readonly key: string;
  readonly value: ts.Expression;
  /** The assignment, where the entry is written. */
  readonly node: ts.BinaryExpression;
}

/**
 * The `name.key = value` assignments, in the function (or file) that declares it, of the `const` an
 * object literal initialises (a `let` may be given another object, which the keys would then go to).
 * `tools.x = tools.x ?? value` keeps the entry it had or adds `value`: the right operand is the value.
 * Keys must be written (a name, or a string in brackets).
 */
export function assignedMembers(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression): AssignedMember[] {
  const declaration = unwrappedParent(literal);
  if (!declaration || !ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return [];
  if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return [];
  const name = declaration.name.text;
  if (!assignsMemberOf(declaration.getSourceFile(), name)) return [];
  const symbol = checker.getSymbolAtLocation(declaration.name);
  const scope = ts.findAncestor(declaration, (node) => ts.isFunctionLike(node) || ts.isSourceFile(node));
  if (!symbol || !scope) return [];
  const members: AssignedMember[] = [];
  const visit = (node: ts.Node): void => {
    const assigned = memberAssignment(node);
    const key = assigned && keyOf(assigned.target);
    if (assigned && key !== undefined && ts.isIdentifier(assigned.holder) && assigned.holder.text === name && checker.getSymbolAtLocation(assigned.holder) === symbol) {
      members.push({ key, value: keptOrAdded(assigned.assignment.right, key), node: assigned.assignment });
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return members;
}

/** After a name, a member written and assigned: `.x =`, `["x"] =` (not `==`, `=>`). */
const MEMBER_ASSIGNED = /\s*(?:\.\s*[A-Za-z_$][\w$]*|\[\s*["'][^"'\n]*["']\s*\])\s*=(?![=>])/y;
const answersByFile = new WeakMap<ts.SourceFile, Map<string, boolean>>();

/**
 * Whether the file's text writes `name.x =` or `name["x"] =` anywhere, found from the name's
 * occurrences (most object literals' names have none with a member assigned), once per name and file.
 */
function assignsMemberOf(file: ts.SourceFile, name: string): boolean {
  let answers = answersByFile.get(file);
  if (!answers) answersByFile.set(file, (answers = new Map()));
  let answer = answers.get(name);
  if (answer === undefined) answers.set(name, (answer = findsMemberAssigned(file.text, name)));
  return answer;
}

function findsMemberAssigned(text: string, name: string): boolean {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    if (at > 0 && /[\w$.]/.test(text[at - 1]!)) continue;
    MEMBER_ASSIGNED.lastIndex = at + name.length;
    if (MEMBER_ASSIGNED.test(text)) return true;
  }
  return false;
}

/** The declaration an object literal initialises, through `as`, `satisfies` and parentheses. */
function unwrappedParent(literal: ts.Expression): ts.Node | undefined {
  let node: ts.Node = literal;
  while (node.parent && (ts.isAsExpression(node.parent) || ts.isSatisfiesExpression(node.parent) || ts.isParenthesizedExpression(node.parent))) node = node.parent;
  const parent = node.parent;
  return parent && ts.isVariableDeclaration(parent) && parent.initializer === node ? parent : undefined;
}

/** The key node of `tools.key = …` (its name) or `tools["key"] = …` (the string). */
export function assignedKey(assignment: ts.BinaryExpression): ts.Node | undefined {
  const target = memberAssignment(assignment)?.target;
  if (!target) return undefined;
  return ts.isPropertyAccessExpression(target) ? target.name : target.argumentExpression;
}

function keyOf(target: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.name)) return target.name.text;
  if (ts.isElementAccessExpression(target) && ts.isStringLiteralLike(target.argumentExpression)) return target.argumentExpression.text;
  return undefined;
}

/** `tools.x ?? value` (or `||`) on the right of `tools.x = …`: the value added when the entry is not there yet. */
function keptOrAdded(right: ts.Expression, key: string): ts.Expression {
  const value = unwrapExpression(right);
  if (!ts.isBinaryExpression(value)) return right;
  const operator = value.operatorToken.kind;
  if (operator !== ts.SyntaxKind.QuestionQuestionToken && operator !== ts.SyntaxKind.BarBarToken) return right;
  return keyOf(unwrapExpression(value.left)) === key ? value.right : right;
}
