// Valibot route: which calls are valibot's builders, found through the checker (the callee's symbol is
// declared in the `valibot` package), never by the name the user gave the import.
import ts from "../../util/typescript.cjs";
import type { EvalContext } from "../shared/static-eval.js";
import { calleeExport } from "../shared/callee-export.js";
import { followExpression } from "../shared/static-follow.js";

const VALIBOT_FILE = /\/node_modules\/valibot\//;

export interface ValibotCall {
  readonly call: ts.CallExpression;
  /** The exported name (`object`, `minLength`; `enum` for `enum_`), whatever the import calls it. */
  readonly name: string;
  readonly via: ts.Node[];
}

/** The builder a call names, when its callee is declared in valibot: `v.object(…)`, `object(…)`, `{ object as obj }`. */
export function builderName(checker: ts.TypeChecker, call: ts.CallExpression): string | undefined {
  const callee = calleeExport(checker, call);
  // valibot exports `enum_` as `enum` (and `null_`, `function_`…): both spellings are the same builder.
  return callee?.declaredIn(VALIBOT_FILE) ? callee.name.replace(/_$/, "") : undefined;
}

/** `expr`, through consts, when it is a call of a valibot builder. */
export function valibotCall(ctx: EvalContext, expr: ts.Expression): ValibotCall | undefined {
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isCallExpression(followed.expr)) return undefined;
  const name = builderName(ctx.checker, followed.expr);
  return name === undefined ? undefined : { call: followed.expr, name, via: followed.via };
}

/**
 * What valibot's own declarations say the call returns: its `kind` ("schema", "validation",
 * "transformation", "metadata") and `type` ("min_length", "date"…), the keys the converter switches on.
 */
export function declaredKind(checker: ts.TypeChecker, call: ts.CallExpression): { readonly kind?: string; readonly type?: string } {
  const type = checker.getTypeAtLocation(call);
  const literal = (key: string): string | undefined => {
    const property = checker.getPropertyOfType(type, key);
    const value = property && checker.getTypeOfSymbolAtLocation(property, call);
    return value?.isStringLiteral() ? value.value : undefined;
  };
  return { kind: literal("kind"), type: literal("type") };
}
