// What pi-ai's Anthropic provider does to a tool's parameters: it rebuilds `input_schema` from the
// root's `properties` and `required` alone.
import { describeRootShape } from "../../checks/describe-node.js";
import { isJsonObject, type JsonObject } from "../../schema/types.js";
import type { FrameworkTransform, TransformChange } from "../types.js";

/** Root keys sent; every other is dropped. `$schema` is dropped quietly: no provider reads it. */
const KEPT = new Set(["type", "properties", "required"]);
const QUIET = new Set(["$schema"]);

/**
 * `convertTools` of the Anthropic provider: `input_schema: { type: "object", properties:
 * schema.properties ?? {}, required: schema.required ?? [] }`. Every other root key is dropped:
 * `additionalProperties`, `$defs` (a `$ref` into them then points nowhere), a root union's
 * alternatives (the tool then takes no parameters), the root's description.
 */
export const piAiAnthropicInputSchema: FrameworkTransform = {
  id: "pi-ai-anthropic-input-schema",
  by: "pi-ai's Anthropic provider",
  targets: ["anthropic", "anthropic-strict"],
  source: "@mariozechner/pi-ai 0.73.1 dist/providers/anthropic.js convertTools (the same rebuild in 0.52.6); seen on the wire (tests/wire/pi-ai), 2026-12-03",
  apply({ schema }) {
    const changes: TransformChange[] = [];
    const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
    const dropped = Object.keys(schema).filter((key) => !KEPT.has(key) && !QUIET.has(key));
    if (!properties && schema.type !== "object") {
      changes.push({ location: { kind: "schema", pointer: "" }, change: `sends it with no parameters: it keeps only the root's "properties", and this root is ${describeRootShape(schema)}` });
    } else {
      for (const key of dropped) changes.push({ location: { kind: "schema", pointer: "", keyword: key }, change: `drops the root's "${key}"` });
    }
    const sent: JsonObject = { type: "object", properties: properties ?? {}, required: Array.isArray(schema.required) ? schema.required : [] };
    return { schema: sent, changes };
  },
};
