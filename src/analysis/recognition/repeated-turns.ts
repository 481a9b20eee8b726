// Values made once per turn of a loop of the program's own: a definition pushed, built or made by a
// factory from what each turn names stands for as many tools as the loop has turns, not for one. Where
// the loop's collection cannot be followed, the site says so (`unfollowed-tools`) instead of reporting
// one unnamed tool per place the value is written.
import ts from "../../util/typescript.cjs";

/**
 * The collection a loop around a value goes over, where the value reads what each turn names
 * (the loop's variable, a callback's parameter, a const of its body): `for (const name of names) {
 * const found = table[name]; list.push(describe(name, found)) }`. Undefined for a value the loop does
 * not change (`list.push(fixedTool)` in a loop is one tool) and for a value outside any loop.
 */
export function repeatingLoop(checker: ts.TypeChecker, value: ts.Node): ts.Expression | undefined {
  for (let node: ts.Node = value; node.parent && !ts.isSourceFile(node.parent); node = node.parent) {
    const loop = node.parent;
    const turn = turnOf(loop, node);
    if (!turn) continue;
    const names = new Set<ts.Symbol>();
    const declare = (name: ts.BindingName): void => {
      if (ts.isIdentifier(name)) {
        const symbol = checker.getSymbolAtLocation(name);
        if (symbol) names.add(symbol);
      } else for (const element of name.elements) if (!ts.isOmittedExpression(element)) declare(element.name);
    };
    for (const name of turn.names) declare(name);
    // Consts of the loop's body written before the value stand for what each turn found too.
    const visit = (inner: ts.Node): void => {
      if (ts.isVariableDeclaration(inner) && inner.end <= value.pos) declare(inner.name);
      if (!ts.isFunctionLike(inner) || inner === turn.body) ts.forEachChild(inner, visit);
    };
    visit(turn.body);
    if (readsAny(checker, value, names)) return turn.collection;
  }
  return undefined;
}

/** A `for…of`/`for…in` loop or an array method's callback around `inner`: the names each turn binds, its body and the collection. */
function turnOf(loop: ts.Node, inner: ts.Node): { readonly names: readonly ts.BindingName[]; readonly body: ts.Node; readonly collection: ts.Expression } | undefined {
  if ((ts.isForOfStatement(loop) || ts.isForInStatement(loop)) && loop.statement === inner && ts.isVariableDeclarationList(loop.initializer)) {
    return { names: loop.initializer.declarations.map((d) => d.name), body: loop.statement, collection: loop.expression };
  }
  if ((ts.isArrowFunction(loop) || ts.isFunctionExpression(loop)) && loop.body === inner) {
    const call = loop.parent;
    if (ts.isCallExpression(call) && call.arguments[0] === loop && ts.isPropertyAccessExpression(call.expression) && LOOPING_METHODS.has(call.expression.name.text)) {
      return { names: loop.parameters.map((p) => p.name), body: loop.body, collection: call.expression.expression };
    }
  }
  return undefined;
}

const LOOPING_METHODS: ReadonlySet<string> = new Set(["forEach", "map", "flatMap"]);

function readsAny(checker: ts.TypeChecker, expr: ts.Node, names: ReadonlySet<ts.Symbol>): boolean {
  if (names.size === 0) return false;
  // Text first: only an identifier spelled as one of the names is asked of the checker.
  const spelled = new Set([...names].map((symbol) => symbol.name));
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isIdentifier(node) && spelled.has(node.text)) {
      const symbol = checker.getSymbolAtLocation(node);
      // `{ ...x, name }`: a shorthand property reads the name's value.
      const value = symbol && ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : symbol;
      if (value && names.has(value)) found = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(expr);
  return found;
}
