// The program's own schema helpers (`idField()`, `dateField("Start date")`), shared by the zod 3 and
// zod 4 interpreters: a call is read as what the helper returns, with this call's arguments.
import type ts from "typescript";
import { constantReturn, helperCall } from "../shared/one-return-helpers.js";
import { describeNode, withBindings } from "../shared/static-follow.js";
import { ChainError } from "./ir.js";

/** Helper calls inside helper calls: deeper than this is recursion, which no static reading ends. */
const MAX_HELPER_DEPTH = 16;

export interface HelperReader<M> {
  readonly checker: ts.TypeChecker;
  /** How many helper calls enclose this interpreter. */
  readonly helperDepth: number;
  /** Calls crossed to reach a schema; they join the schema's `via`, so no fix edits a helper every caller shares. */
  readonly helperCalls: Set<ts.Node>;
  reach(expr: ts.Expression): { readonly model: M };
  /** A fresh interpreter one helper deeper, sharing this one's gaps: every call builds its own instance. */
  inner(): { reach(expr: ts.Expression): { readonly model: M } };
}

/**
 * The model a helper call returns, or undefined when the callee is no function of the program made of
 * `const`s and one `return`. A helper that ignores its parameters is read once where it is written; one that reads them
 * is read again per call, its parameters standing for this call's arguments (else their defaults).
 */
export function readThroughHelper<M>(reader: HelperReader<M>, call: ts.CallExpression): M | undefined {
  const constant = constantReturn(reader.checker, call);
  const helper = constant ? undefined : helperCall(reader.checker, call);
  if (!constant && !helper) return undefined;
  reader.helperCalls.add(call);
  if (constant) return reader.reach(constant).model;
  if (reader.helperDepth >= MAX_HELPER_DEPTH) {
    throw new ChainError(`helper calls nest deeper than ${MAX_HELPER_DEPTH} at ${describeNode(call)}; the interpreter stops here`, call);
  }
  const inner = reader.inner();
  return withBindings(helper!.bind, () => inner.reach(helper!.returned).model);
}
