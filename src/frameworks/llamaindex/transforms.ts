// What LlamaIndex.TS changes on the way: zod 4's output-mode conversion, zod 3's draft-07 marker, and
// @llamaindex/anthropic's rebuild of `input_schema` (which throws for a root that is not an object).
import { describeRootShape } from "../../checks/describe-node.js";
import type { JsonObject } from "../../schema/types.js";
import { dialectMarker } from "../core/dialect.js";
import { zodOutputShape } from "../core/zod-output.js";
import type { FrameworkTransform, TransformChange } from "../types.js";

const WIRE = "seen on the wire (tests/wire/llamaindex), read 2026-12-04";

/** Where the conversion lives: the same code in @llamaindex/core 0.6.22 (under llamaindex 0.12.1) and 0.6.23. */
export const CONVERSION_SOURCE =
  "@llamaindex/core 0.6.22–0.6.23 tools/dist/index.js (FunctionTool.from: `isZodSchema(parameters)` → `zodToJsonSchema(parameters)` into metadata.parameters, anything else kept as given) and zod/dist/index.js (zodToJsonSchema: zod 4 through `z4.toJSONSchema(obj)` without options, zod 3 through @finom/zod-to-json-schema 3.24.11 `zodToJsonSchema(obj)` with its defaults)";

/** zod 4: `toJSONSchema(obj)` without `io`, so zod's output mode (objects closed, defaults required). */
export const llamaindexZodOutput: FrameworkTransform = {
  id: "llamaindex-zod-output",
  by: "LlamaIndex's zod conversion",
  targets: "all",
  source: `${CONVERSION_SOURCE}; zod 4.6.7 (io defaults to "output"); ${WIRE}`,
  apply: ({ schema, route }) => (route === "zod" ? zodOutputShape(schema) : { changes: [] }),
};

/** zod 3: zod-to-json-schema's default target jsonSchema7 writes the draft-07 `$schema`. */
export const llamaindexZod3Dialect: FrameworkTransform = dialectMarker({
  id: "llamaindex-zod3-dialect",
  by: "LlamaIndex's zod 3 conversion",
  source: `${CONVERSION_SOURCE}; ${WIRE}`,
  marks: (route) => route === "zod3",
});

export const ANTHROPIC_SOURCE =
  "@llamaindex/anthropic 0.3.27 dist/index.js (Anthropic#prepareToolsForAPI, Anthropic.toTool: `if (tool.metadata.parameters?.type !== \"object\") throw new TypeError(\"Tool parameters must be an object\")`, then `input_schema: { type: \"object\", properties, required }`)";

/** Root keys sent; `$schema` is dropped without a report, as no provider reads it. */
const KEPT = new Set(["type", "properties", "required", "$schema"]);

/**
 * `prepareToolsForAPI` sends `{ type: "object", properties, required }` of the root and nothing else
 * (an absent `properties` or `required` stays absent), and throws for the whole request when the
 * root's `type` is not "object" (a union, no parameters at all). A zod input is parsed with its own
 * schema before the handler runs, which strips unknown keys: the dropped `additionalProperties` is
 * then not reported.
 */
export const llamaindexAnthropicInputSchema: FrameworkTransform = {
  id: "llamaindex-anthropic-input-schema",
  by: "@llamaindex/anthropic",
  targets: ["anthropic", "anthropic-strict"],
  source: `${ANTHROPIC_SOURCE}; ${WIRE}`,
  apply({ schema, route }) {
    if (route === "none") return { fails: `throws TypeError "Tool parameters must be an object" in chat(), as the tool has no parameters`, changes: [] };
    if (schema.type !== "object") return { fails: `throws TypeError "Tool parameters must be an object" in chat(), as the root is ${describeRootShape(schema)}`, failsAt: { pointer: "" }, changes: [] };
    const parsed = route === "zod" || route === "zod3";
    const changes: TransformChange[] = Object.keys(schema)
      .filter((key) => !KEPT.has(key) && !(parsed && key === "additionalProperties"))
      .map((key) => ({ location: { kind: "schema", pointer: "", keyword: key }, change: `drops the root's "${key}"` }));
    const sent: JsonObject = { type: "object" };
    if (schema.properties !== undefined) sent.properties = schema.properties;
    if (schema.required !== undefined) sent.required = schema.required;
    return { schema: sent, changes };
  },
};
