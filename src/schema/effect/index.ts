// Effect route: an Effect Schema given where a framework converts it as FastMCP's xsschema does (`JSONSchema.make`
// of `import("effect")`), read statically into the JSON that call writes, or unresolved with what happens instead.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, withActive, type EvalContext } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { Resolution, SourceMap } from "../types.js";
import { make } from "./emit.js";
import { effectExport, peelStandardWrappers, type EffectExport } from "./package.js";
import { readSchema } from "./read.js";
import { resolveEffect4Schema } from "../effect4/index.js";

/**
 * A tool input written with Effect Schema, as FastMCP lists it: xsschema 0.4.4 converts a Standard Schema of
 * vendor "effect" without `~standard.jsonSchema` by `JSONSchema.make(schema)` of the `effect` it imports.
 * - Effect 3 (`Schema.standardSchemaV1(S)`): read into what effect 3.22.4's `JSONSchema.make` writes
 *   (draft-07, `$defs` for identifiers), checked against it in tests/schema/effect.
 * - Effect 4 with `Schema.toStandardSchemaV1(S)` alone: effect 4 exports no `JSONSchema`, so the call throws
 *   and tools/list fails: unresolved, saying so. With `Schema.toStandardJSONSchemaV1` too, xsschema calls
 *   `~standard.jsonSchema.input({ target: "draft-07" })`: read by the Effect 4 route (src/schema/effect4).
 * - A schema with no Standard Schema wrapper: FastMCP's addTool refuses it: unresolved, saying so.
 * Undefined when `expr` is no Effect schema, so other routes may read it.
 */
export function resolveEffectSchema(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const peeled = peelStandardWrappers(ctx, expr);
    if (!peeled) return undefined;
    if (!peeled.ok) return peeled;
    const { wrappers, inner, via } = peeled;
    const library = wrappers[0] ?? schemaExport(ctx, inner);
    if (!library) return undefined;
    if (library.major >= 4) return effect4(wrappers, expr) ?? resolveEffect4Schema(ctx, inner, via);
    if (library.major !== 3) return { ok: false, reason: `the input is a schema of effect ${library.major}.x, which the plugin does not read`, node: expr };
    if (wrappers.length === 0) {
      // addTool throws from 4.17.1 (assertStandardSchema); earlier, tools/list reads `~standard.vendor` of undefined.
      return { ok: false, reason: "FastMCP throws on an Effect schema without `~standard` as `parameters`: wrap it in Schema.standardSchemaV1()", node: expr };
    }
    const reader = { ctx, memo: new Map(), keywords: new Map() };
    const read = withActive(ctx, via, () => readSchema(reader, inner, via));
    if (!read.ok) return { ok: false, reason: read.reason, node: read.node };
    const map: SourceMap = new Map();
    const schema = make(read.ast, map);
    return { ok: true, schema, map, route: "effect", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the Effect schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}

/**
 * Effect 4 through FastMCP: `addTool` wants `~standard.validate` (from `toStandardSchemaV1`, assertStandardSchema
 * of fastmcp 4.17.1 on) and xsschema converts only `~standard.jsonSchema` (from `toStandardJSONSchemaV1`).
 * Undefined when both are there, so the Effect 4 route reads the schema.
 */
function effect4(wrappers: readonly EffectExport[], expr: ts.Expression): Resolution | undefined {
  const validates = wrappers.some((w) => w.name === "toStandardSchemaV1");
  const converts = wrappers.some((w) => w.name === "toStandardJSONSchemaV1");
  if (validates && converts) return undefined;
  if (converts) {
    // fastmcp dist/chunk-ZNPHP74O.js assertStandardSchema: `typeof standard?.validate === "function"`, else a UserError.
    return { ok: false, reason: "FastMCP's addTool throws on it: a Standard JSON Schema without `~standard.validate`; wrap it in Schema.toStandardSchemaV1() too", node: expr };
  }
  if (validates) {
    return {
      ok: false,
      // xsschema 0.4.4 dist/effect-Df2gY8Wx.js: `const { JSONSchema } = await import("effect")`, then `JSONSchema.make(schema)`: a TypeError on effect 4.
      reason: "FastMCP's tools/list throws on it: xsschema converts it with `JSONSchema.make` of effect, which effect 4 does not export; wrap it in Schema.toStandardJSONSchemaV1() too",
      node: expr,
    };
  }
  return { ok: false, reason: "FastMCP throws on an Effect schema without `~standard` as `parameters`: wrap it in Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(…))", node: expr };
}

/** The Effect export an expression is built from (`Schema.Struct(…).pipe(…)` → `Struct`), through consts; undefined when none. */
function schemaExport(ctx: EvalContext, start: ts.Expression): EffectExport | undefined {
  let expr = unwrapExpression(start);
  for (let hops = 0; hops < 64; hops++) {
    if (ts.isCallExpression(expr)) {
      const callee = unwrapExpression(expr.expression);
      const found = effectExport(ctx.checker, callee);
      if (found && !(ts.isPropertyAccessExpression(callee) && (callee.name.text === "pipe" || callee.name.text === "annotations"))) return found;
      if (ts.isPropertyAccessExpression(callee) && (callee.name.text === "pipe" || callee.name.text === "annotations")) {
        expr = unwrapExpression(callee.expression);
        continue;
      }
      return undefined;
    }
    const found = effectExport(ctx.checker, expr);
    if (found) return found;
    const followed = followExpression(ctx, expr);
    if (!followed.ok || followed.expr === expr) return undefined;
    expr = followed.expr;
  }
  return undefined;
}
