// Effect 4 route: a tool input written with Effect 4 and given as a Standard JSON Schema
// (`Schema.toStandardJSONSchemaV1(…)`), read statically into the JSON `~standard.jsonSchema.input({ target:
// "draft-07" })` returns at effect 4.1.5 (the call FastMCP's xsschema 0.4.4, the AI SDK from 6.0.0 and
// CopilotKit's v2 tools make), or at "draft-2020-12" (the MCP SDK 2.x's). Checked against effect in tests/schema/effect4.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, withActive, type EvalContext } from "../shared/static-eval.js";
import type { JsonDialect, Resolution, SourceMap } from "../types.js";
import { peelStandardWrappers } from "../effect/package.js";
import { make } from "./emit.js";
import { readSchema } from "./read.js";

/** The schema inside the Standard Schema wrappers (`inner`, reached through `via`), read into its JSON for `dialect`. */
export function resolveEffect4Schema(ctx: EvalContext, inner: ts.Expression, via: readonly ts.Node[], dialect: JsonDialect = "draft-07"): Resolution {
  const read = withActive(ctx, via, () => readSchema(ctx, inner, via));
  if (!read.ok) return { ok: false, reason: read.reason, node: read.node };
  if (read.value.optional || Object.keys(read.value.keyAnnotations).length > 0) {
    return { ok: false, reason: "`optional()`, `optionalKey()` and `annotateKey()` mark a struct field, not a tool's input", node: inner };
  }
  const map: SourceMap = new Map();
  return { ok: true, schema: make(read.value.rep, map, dialect), map, route: "effect", exact: true, gaps: [] };
}

/**
 * Where a framework converts any Standard JSON Schema (not through xsschema), at `dialect`: an Effect 4 schema
 * wrapped in `Schema.toStandardJSONSchemaV1()`, read. Undefined otherwise (not Effect 4, or no
 * `~standard.jsonSchema`), so other routes may read it.
 */
export function resolveEffect4StandardJson(checker: ts.TypeChecker, expr: ts.Expression, dialect: JsonDialect): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const peeled = peelStandardWrappers(ctx, expr);
    if (!peeled?.ok) return undefined;
    const json = peeled.wrappers.find((w) => w.name === "toStandardJSONSchemaV1");
    if (!json || json.major < 4) return undefined;
    return resolveEffect4Schema(ctx, peeled.inner, peeled.via, dialect);
  } catch (error) {
    return { ok: false, reason: `the Effect schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}
