// Seal chain route: `@warlock.js/seal` builder chains interpreted from the source, never run,
// giving the draft 2020-12 schema of what Seal's validator accepts.
import ts from "../../util/typescript.cjs";
import { schemaLibraryOf } from "../shared/library.js";
import { createEvalContext, errorMessage } from "../shared/static-eval.js";
import { describeNode } from "../shared/static-follow.js";
import type { JsonObject, Resolution } from "../types.js";
import { SealEmitter } from "./emit.js";
import { SealChainError } from "./model.js";
import { SealRecognizer } from "./recognize.js";

export { OPTIONAL_KEYWORD, REQUIRED_KEYWORD } from "./model.js";

/**
 * The exact route for Seal (@warlock.js/seal 4.0): interprets the `v.…` builder chain in the source,
 * never running it, into the draft 2020-12 schema of what Seal's validator accepts.
 *
 * - `undefined`: `expr` is not a Seal chain (its head is not Seal's `v` and its type is not Seal);
 * - `{ ok: false, reason, node }`: it is Seal, but a part is not static or not interpreted;
 * - `{ ok: true, route: "seal", exact: true, gaps: [] }` with the schema and its source map.
 *
 * Semantics taken from Seal's runtime: fields are optional unless `.required()`; objects reject
 * unknown keys (an `unknownKeys` error) unless `.allowUnknown()` or `.stripUnknown()`, hence
 * `additionalProperties: false` by default.
 */
export function resolveSealChain(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const recognizer = new SealRecognizer(checker);
    const read = recognizer.read(ctx, expr);
    if (read.kind !== "chain") {
      if (!isSealTyped(checker, expr)) return undefined;
      const failure = read.failure;
      const reason = failure
        ? `the Seal schema cannot be followed statically: ${failure.reason}`
        : `${describeNode(expr)} is a Seal schema, but not a \`v.…\` chain written in the source (a parameter or a helper's result)`;
      return { ok: false, reason, node: failure?.node ?? expr };
    }
    const emitter = new SealEmitter(createEvalContext(checker), recognizer);
    const root = emitter.emit(expr, "", { via: [] });
    const schema = JSON.parse(JSON.stringify(root.schema)) as JsonObject;
    return { ok: true, route: "seal", exact: true, gaps: [], schema, map: emitter.map };
  } catch (error) {
    if (error instanceof SealChainError) return { ok: false, reason: error.message, node: error.node };
    if (error instanceof RangeError) {
      return { ok: false, reason: `the Seal chain is too deeply nested to interpret (${error.message})`, node: expr };
    }
    return { ok: false, reason: `the Seal chain could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

function isSealTyped(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  try {
    return schemaLibraryOf(checker, checker.getTypeAtLocation(expr)) === "seal";
  } catch {
    return false;
  }
}
