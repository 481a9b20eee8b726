// Converted route: a JSON Schema made by a converter call in the source (`zodToJsonSchema(Args)`,
// `z.toJSONSchema(Args)`), read as the converter writes it from the zod chain, never run.
import type ts from "typescript";
import { createEvalContext, errorMessage } from "../shared/static-eval.js";
import type { Resolution } from "../types.js";
import { converterCallOf } from "./recognize.js";
import { resolveToJSONSchema } from "./to-json-schema.js";
import { resolveZodToJsonSchema, type InstalledVersion } from "./zod-to-json-schema.js";

export { converterCallOf, type Converter } from "./recognize.js";

/**
 * The input is the result of a schema converter, passed where a JSON Schema is expected
 * (`inputSchema: zodToJsonSchema(S) as ToolInput`, `parameters: zodToJsonSchema(Args)`,
 * `input_schema: z.toJSONSchema(Args)`), directly or through consts:
 * - `undefined`: it is not a call of a converter this route knows (a local function of the same name included);
 * - `{ ok: false, reason, node }`: it is, but an argument or an option cannot be reproduced statically;
 * - `{ ok: true, route: "converted", exact: true }`: the JSON the converter returns, `$schema` included,
 *   with its source map pointing into the zod chain. `gaps` says when that JSON is not what the
 *   author meant (zodToJsonSchema given a zod 4 schema), and `exact` is false when the installed
 *   zod-to-json-schema (`installed`, asked with the file of the call) is not the version reproduced;
 *   `z.toJSONSchema` is written as the zod `installed` there writes it.
 */
export function resolveConvertedSchema(checker: ts.TypeChecker, expr: ts.Expression, installed: InstalledVersion = () => undefined): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const found = converterCallOf(ctx, expr);
    if (!found) return undefined;
    return found.converter === "zodToJsonSchema" ? resolveZodToJsonSchema(ctx, found.call, found.via, installed) : resolveToJSONSchema(ctx, found.call, found.via, installed);
  } catch (error) {
    return { ok: false, reason: `the converted schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}
