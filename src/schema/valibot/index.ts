// Valibot route: `v.object({ … })` of `valibot` (1.x) is converted by @valibot/to-json-schema, so the
// builder calls are read statically into the JSON that converter writes, one source-map entry per node.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, withActive } from "../shared/static-eval.js";
import { DRAFT_07_URI, type Resolution, type SourceMap } from "../types.js";
import { valibotCall } from "./builder.js";
import { build } from "./schemas.js";

/**
 * A tool input built with valibot: the JSON Schema `toJsonSchema(schema)` of @valibot/to-json-schema
 * 1.8.0 returns with no config, as xsschema 0.4.4 calls it (dist/valibot-_ibN3zSD.js; valibot 1.5.0
 * has no `~standard.jsonSchema`, so xsschema's library-specific converter is the one used): target
 * draft-07, whose `$schema` the converter writes last, and an error thrown for what it cannot convert
 * (the reason then quotes it). Checked against both in tests/schema/valibot. Undefined when `expr` is
 * no valibot call, so other routes may read it.
 */
export function resolveValibotSchema(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const root = valibotCall(ctx, expr);
    if (!root) return undefined;
    const map: SourceMap = new Map();
    const built = withActive(ctx, root.via, () => build(ctx, root, { pointer: "", via: root.via, declaration: undefined }, map));
    if (!built.ok) return { ok: false, reason: built.reason, node: built.node };
    return { ok: true, schema: { ...built.schema, $schema: DRAFT_07_URI }, map, route: "valibot", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the valibot schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}
