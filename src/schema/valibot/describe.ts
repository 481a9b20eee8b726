// Valibot route: how its messages name source text, and the one message for what the converter throws.
import type ts from "../../util/typescript.cjs";
import { fail, type StaticFailure } from "../shared/static-eval.js";

/** Source text as messages quote it: one line, at most 40 characters. */
export function describe(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, " ");
  return `\`${text.length > 40 ? text.slice(0, 39) + "…" : text}\``;
}

/**
 * The converter's own error (its `handleError` throws under the default `errorMode`): what it says is
 * known exactly, so it is quoted rather than described; no schema is converted, so none is claimed.
 */
export function converterThrows(message: string, node: ts.Node): StaticFailure {
  return fail(`@valibot/to-json-schema 1.8.0 throws on ${describe(node)}: ${message}`, node);
}

/** The builder a call names, as messages quote it: `v.object()`, `object()`. */
export function builderText(call: ts.CallExpression): string {
  return `\`${call.expression.getText().replace(/\s+/g, "")}()\``;
}
