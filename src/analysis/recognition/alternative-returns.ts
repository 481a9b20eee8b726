// A function that returns one tool or another (`if (files.length === 0) return tool({ …fallback });
// return tool({ … })`): each call gives one of them, so they are choices of one tool, not two. Where the
// call is placed under a key (`tools.file_search = makeFileSearch(files)`), that key names each choice,
// and one key holding two choices is no duplicate.
import ts from "../../util/typescript.cjs";
import { returnedExpressions, type FunctionWithBody } from "../../schema/shared/identity-helper.js";
import { outermostWrapper } from "../../schema/shared/static-follow.js";

/** The function `node` is returned from (a `return` of its own body, or its expression body), if any. */
export function returningFunctionOf(node: ts.Node): FunctionWithBody | undefined {
  const at = outermostWrapper(node as ts.Expression);
  const parent = at.parent;
  const fn = parent && ts.isReturnStatement(parent) ? ts.findAncestor(parent, ts.isFunctionLike) : parent && ts.isArrowFunction(parent) && parent.body === at ? parent : undefined;
  return fn && (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isArrowFunction(fn) || ts.isMethodDeclaration(fn)) && fn.body ? (fn as FunctionWithBody) : undefined;
}

/**
 * The function whose choices `node` is one of: it is returned from a function with more than one
 * `return` of a value. Undefined for a function's only return.
 */
export function alternativeOf(node: ts.Node): FunctionWithBody | undefined {
  const fn = returningFunctionOf(node);
  return fn && returnedExpressions(fn).length > 1 ? fn : undefined;
}
