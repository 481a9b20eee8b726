// A holder typed `any` that the program fills with tool objects (`const toolSet: Record<string, any> = {}`,
// then `toolSet[tool.name] = { description, inputSchema, execute }`) and hands to a framework where its
// tool set is expected: followed forward, through returns and the calls that take them, `const`s, `await`
// and spreads, to a place whose expected type is that set (`const all: ToolSet = { ...toolSet }`,
// `streamText({ tools })`). Its type says nothing; where it goes does.
import ts from "../../util/typescript.cjs";
import { memberAssignment, outermostWrapper } from "../../schema/shared/static-follow.js";
import { callsOfFunction } from "./parameter-callers.js";

/** How many steps (a return to its calls, a `const` to its reads, a spread to its object) are followed. */
const MAX_STEPS = 8;

/**
 * Whether the `const` declared by `declaration` reaches, as written in the program, a place whose expected
 * type `isSet` accepts. `isSet` is asked of contextual types only, so no value is typed in place.
 */
export function holderReachesSet(checker: ts.TypeChecker, program: ts.Program, declaration: ts.VariableDeclaration, isSet: (type: ts.Type) => boolean): boolean {
  const seen = new Set<ts.Node>();
  const expected = (expr: ts.Expression): boolean => {
    const type = checker.getContextualType(expr);
    return type !== undefined && isSet(type);
  };

  /** A value of the holder (or made from it) goes on: to what expects it, or to where it is handed next. */
  const goes = (value: ts.Expression, steps: number): boolean => {
    if (steps > MAX_STEPS || seen.has(value)) return false;
    seen.add(value);
    const at = outermostWrapper(value) as ts.Expression;
    const parent = at.parent;
    if (!parent) return false;
    if (ts.isAwaitExpression(parent)) return goes(parent, steps + 1);
    if (ts.isSpreadAssignment(parent) || (ts.isPropertyAssignment(parent) && parent.initializer === at) || ts.isShorthandPropertyAssignment(parent)) {
      const object = parent.parent;
      return (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) ? expected(at) : expected(object)) || (ts.isSpreadAssignment(parent) && goes(object, steps + 1));
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === at) return expected(at) || readsOf(parent).some((read) => goes(read, steps + 1));
    if (ts.isReturnStatement(parent) || (ts.isArrowFunction(parent) && parent.body === at)) {
      const fn = ts.isReturnStatement(parent) ? ts.findAncestor(parent, ts.isFunctionLike) : parent;
      return fn !== undefined && callsOfFunction(program, fn).some((call) => goes(call, steps + 1));
    }
    return expected(at);
  };

  /** The reads of a `const` in the scope that declares it: assignments into it (`holder[key] = …`) are no reads. */
  const readsOf = (variable: ts.VariableDeclaration): ts.Identifier[] => {
    if (!ts.isIdentifier(variable.name) || !(ts.getCombinedNodeFlags(variable) & ts.NodeFlags.Const)) return [];
    const symbol = checker.getSymbolAtLocation(variable.name);
    const name = variable.name.text;
    const scope = ts.findAncestor(variable, (node) => ts.isFunctionLike(node) || ts.isSourceFile(node));
    const reads: ts.Identifier[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && node.text === name && node !== variable.name && !isAssignedInto(node) && checker.getSymbolAtLocation(node) === symbol) reads.push(node);
      ts.forEachChild(node, visit);
    };
    if (symbol && scope) visit(scope);
    return reads;
  };

  return readsOf(declaration).some((read) => goes(read, 0));
}

/** `holder[key] = …` / `holder.key = …`: the name is written into, not read on. */
function isAssignedInto(name: ts.Identifier): boolean {
  const access = name.parent;
  return access !== undefined && memberAssignment(access.parent)?.target === access && (access as ts.PropertyAccessExpression | ts.ElementAccessExpression).expression === name;
}
