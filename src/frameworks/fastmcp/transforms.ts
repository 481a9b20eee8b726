// What FastMCP's tools/list handler does to each converted input: closes objects (`strictJsonSchema`
// of xsschema) and keeps the draft-07 marker its converters write.
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";
import { dialectMarker } from "../core/dialect.js";
import type { FrameworkTransform, TransformChange } from "../types.js";
import { atLeast } from "../core/version.js";

/** The first release whose tools/list calls `strictJsonSchema` (4.3.0 and 3.x list the conversion as it is). */
export const CLOSES_OBJECTS_FROM = "4.3.2";

const SOURCE =
  "xsschema 0.4.4 dist/index-DoHiaFQM.js (strictJsonSchema), called by fastmcp 4.20.16 dist/chunk-ZNPHP74O.js setupToolHandlers (tools/list); seen on the wire (tests/wire/fastmcp); absent from the tools/list of fastmcp 3.23.1, 3.26.8, 3.34.0, 4.0.0, 4.1.0 and 4.3.0, present from 4.3.2 (dist of each, 2026-12-03)";

/** What the handler lists for a tool added without `parameters`. */
export const NO_PARAMETERS: JsonObject = { additionalProperties: false, properties: {}, type: "object" };

/**
 * `strictJsonSchema`: the root, and every property whose own `type` is exactly "object" (recursively,
 * through `properties` only: not through items, unions or a type list), gets `additionalProperties:
 * false`, whatever it held before. Adding it where there was none is quiet (zod's input side leaves
 * it out, so it lands on nearly every tool); replacing a schema or `true` (a record, `.catchall()`,
 * `.passthrough()`) loses what the model may send, and is said.
 */
function close(schema: JsonObject, at: Pointer, changes: TransformChange[]): JsonObject {
  const before = schema.additionalProperties;
  if (before !== undefined && before !== false) {
    changes.push({
      location: { kind: "schema", pointer: at, keyword: "additionalProperties" },
      change: `sets "additionalProperties" to false, so no key beyond "properties" is allowed`,
    });
  }
  const out: JsonObject = { ...schema, additionalProperties: false };
  if (isJsonObject(schema.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, value]): [string, JsonValue] => [
        key,
        isJsonObject(value) && value.type === "object" ? close(value, pointerJoin(at, "properties", key), changes) : value,
      ]),
    );
  }
  return out;
}

export const fastmcpClosesObjects: FrameworkTransform = {
  id: "fastmcp-closes-objects",
  by: "FastMCP",
  targets: "all",
  appliesTo: (context) => atLeast(context.version, CLOSES_OBJECTS_FROM),
  source: SOURCE,
  apply({ schema }) {
    if (schema === NO_PARAMETERS) return { changes: [] };
    const changes: TransformChange[] = [];
    return { schema: close(schema, "", changes), changes };
  },
};

/** A zod 3 input goes through zod-to-json-schema, which writes the draft-07 `$schema` (zod 4's route writes its own). */
export const fastmcpListsDraft07: FrameworkTransform = dialectMarker({
  id: "fastmcp-lists-draft-07",
  by: "FastMCP",
  source: "xsschema 0.4.4 dist/zod-DjyNjMBF.js (zod 3: zodToJsonSchema with its defaults), called by fastmcp 4.20.16; 2026-12-03",
  marks: (route) => route === "zod3",
  unmarked: [NO_PARAMETERS],
});
