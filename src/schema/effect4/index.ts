// Effect 4 route: a tool input written with Effect 4 and given as a Standard JSON Schema
// (`Schema.toStandardJSONSchemaV1(…)`), read statically into the JSON `~standard.jsonSchema.input({ target:
// "draft-07" })` returns at effect 4.1.5, the call FastMCP's xsschema 0.4.4 makes. Checked against effect in
// tests/schema/effect4.
import ts from "../../util/typescript.cjs";
import { withActive, type EvalContext } from "../shared/static-eval.js";
import type { Resolution, SourceMap } from "../types.js";
import { make } from "./emit.js";
import { readSchema } from "./read.js";

/** The schema inside the Standard Schema wrappers (`inner`, reached through `via`), read into its draft-07 JSON. */
export function resolveEffect4Schema(ctx: EvalContext, inner: ts.Expression, via: readonly ts.Node[]): Resolution {
  const read = withActive(ctx, via, () => readSchema(ctx, inner, via));
  if (!read.ok) return { ok: false, reason: read.reason, node: read.node };
  if (read.value.optional || Object.keys(read.value.keyAnnotations).length > 0) {
    return { ok: false, reason: "`optional()`, `optionalKey()` and `annotateKey()` mark a struct field, not a tool's input", node: inner };
  }
  const map: SourceMap = new Map();
  return { ok: true, schema: make(read.value.rep, map), map, route: "effect", exact: true, gaps: [] };
}
