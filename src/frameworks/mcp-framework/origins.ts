// Where each part of the schema mcp-framework lists is written, for placing findings at the field and the
// check that cause them (its own conversion leaves no source map behind, unlike the zod routes).
import type ts from "typescript";
import { pointerJoin, type Pointer, type SchemaOrigin } from "../../schema/types.js";
import type { Z3Model } from "../../schema/zod3-chain/ir.js";

const WRAPPERS = new Set(["ZodOptional", "ZodNullable", "ZodDefault"]);

/** The keywords a zod 3 check writes in mcp-framework's conversion (convert.ts numberChecks, stringChecks). */
function keywordsOf(model: Z3Model): Map<string, ts.Node> {
  const keywords = new Map<string, ts.Node>();
  for (const check of model.checks ?? []) {
    if (check.kind === "min" || check.kind === "max") {
      const lower = check.kind === "min";
      const number = model.typeName === "ZodNumber";
      keywords.set(number ? (lower ? "minimum" : "maximum") : lower ? "minLength" : "maxLength", check.node);
      if (number && check.inclusive === false) keywords.set(lower ? "exclusiveMinimum" : "exclusiveMaximum", check.node);
    } else if (check.kind === "int") keywords.set("type", check.node);
    else if (check.kind === "regex") keywords.set("pattern", check.node);
    else keywords.set("format", check.node);
  }
  return keywords;
}

/**
 * The origins of a zod 3 object's properties as mcp-framework converts them, nested objects included.
 * Each names the object literal as a step on the way (`via`), so no fix takes the node for its own: the
 * fixes are spelled for what zod's converters write, not for this conversion.
 */
export function zodObjectOrigins(model: Z3Model, pointer: Pointer = "", map = new Map<Pointer, SchemaOrigin>()): Map<Pointer, SchemaOrigin> {
  const via = [model.node];
  if (!map.has(pointer)) map.set(pointer, { node: model.node, via });
  for (const entry of model.shape ?? []) {
    let field = entry.target();
    while (WRAPPERS.has(field.typeName) && field.inner) field = field.inner.target();
    const at = pointerJoin(pointer, "properties", entry.key);
    map.set(at, { node: field.node, via, ...(entry.declaration ? { declaration: entry.declaration } : {}), keywords: keywordsOf(field) });
    if (field.typeName === "ZodObject") zodObjectOrigins(field, at, map);
  }
  return map;
}
