// Two framework sites of one function of which a run reaches one or the other, never both
// (`if (tool.args) server.tool(name, description, tool.args, cb) else server.tool(name, description, cb)`).

import ts from "../../util/typescript.cjs";

/** The condition that sends a run to one site or the other, and whether it holds when the run reaches `a`. */
export interface SeparatingCondition {
  readonly condition: ts.Expression;
  readonly aWhen: boolean;
}

/**
 * `a` and `b` sit in the two branches of one `if`/`else` or conditional expression, or one sits in an
 * `if` whose branch ends by leaving the function (`return`, `throw`) and the other after that `if` in the
 * same block: each call of the function reaches at most one of them, so a seam over both makes one
 * tool per call, not two. Undefined when a run can reach both.
 */
export function separatingCondition(a: ts.Node, b: ts.Node): SeparatingCondition | undefined {
  const aFirst = a.getStart() <= b.getStart();
  const [first, second] = aFirst ? [a, b] : [b, a];
  // The condition holds on the way to the earlier site; `aWhen` says it of `a`.
  const found = (condition: ts.Expression): SeparatingCondition => ({ condition, aWhen: aFirst });
  for (let node = first.parent; node && !ts.isFunctionLike(node); node = node.parent) {
    if (!contains(node, second)) {
      if (ts.isIfStatement(node) && leaves(node.thenStatement) && contains(node.thenStatement, first) && laterInBlock(node, second)) return found(node.expression);
      continue;
    }
    if (ts.isIfStatement(node)) return node.elseStatement !== undefined && contains(node.thenStatement, first) && contains(node.elseStatement, second) ? found(node.expression) : undefined;
    if (ts.isConditionalExpression(node)) return contains(node.whenTrue, first) && contains(node.whenFalse, second) ? found(node.condition) : undefined;
    return undefined;
  }
  return undefined;
}

function contains(outer: ts.Node, inner: ts.Node): boolean {
  return inner.getStart() >= outer.getStart() && inner.getEnd() <= outer.getEnd();
}

/** The branch always ends the run of the function: its last statement is a `return` or a `throw`. */
function leaves(branch: ts.Statement): boolean {
  const last = ts.isBlock(branch) ? branch.statements[branch.statements.length - 1] : branch;
  return last !== undefined && (ts.isReturnStatement(last) || ts.isThrowStatement(last));
}

/** `node` is a statement of a block that also holds `later`, in a statement after it. */
function laterInBlock(node: ts.Statement, later: ts.Node): boolean {
  const block = node.parent;
  if (!block || !(ts.isBlock(block) || ts.isSourceFile(block))) return false;
  const at = block.statements.indexOf(node);
  return block.statements.slice(at + 1).some((statement) => contains(statement, later));
}
