import type ts from "typescript";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer, type SourceMap } from "../types.js";
import { OPTIONAL_KEYWORD, SCHEMA_KEYWORD } from "../zod-chain/source-map.js";
import type { Zod3Emitter } from "./emit.js";

/**
 * One `SchemaOrigin` per schema node, with the conventions of the zod 4 route: the root points at
 * the resolved expression; every other node at the outermost call that produced it (its property
 * value, its union option); `declaration` is the shape property holding it; `keywords` maps each
 * keyword to the call that wrote it, plus `?schema` (the builder call of the schema's kind) and
 * `?optional` (the call that made a property optional). A node zod-to-json-schema makes on its
 * own (the `{ "type": "null" }` of a nullable) points at its parent's call.
 */
const SCHEMA_ARRAYS = new Set(["anyOf", "oneOf", "allOf"]);
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "definitions"]);
const SINGLE = new Set(["additionalProperties", "additionalItems", "not", "propertyNames", "items"]);

interface Parent {
  readonly node: ts.Node;
  readonly via: readonly ts.Node[];
}

/** `definitionsKey`: where zodToJsonSchema's `definitionPath` option put the definitions, if not `definitions`. */
export function buildSourceMap(rootExpr: ts.Expression, rootVia: readonly ts.Node[], raw: JsonObject, emitter: Zod3Emitter, definitionsKey = "definitions"): SourceMap {
  const map: SourceMap = new Map();
  const isMap = (key: string, pointer: Pointer) => SCHEMA_MAPS.has(key) || (key === definitionsKey && pointer === "");

  const visit = (value: JsonValue, pointer: Pointer, parent: Parent, depth: number): void => {
    if (!isJsonObject(value) || depth > 400) return;
    const origin = emitter.origins.get(value);
    const isRoot = pointer === "";
    const node = isRoot ? rootExpr : (origin?.model.node ?? parent.node);
    const via = isRoot ? rootVia : (origin?.place.via ?? parent.via);
    const own = emitter.keywords.get(value);
    const keywords = new Map<string, ts.Node>();
    for (const key of Object.keys(value)) keywords.set(key, origin ? (own?.get(key) ?? node) : parent.node);
    for (const key of [SCHEMA_KEYWORD, OPTIONAL_KEYWORD]) {
      const source = origin && own?.get(key);
      if (source) keywords.set(key, source);
    }
    map.set(pointer, { node, declaration: isRoot ? undefined : origin?.place.declaration, keywords, via });
    const here: Parent = { node, via };
    for (const [key, child] of Object.entries(value)) {
      if (isMap(key, pointer) && isJsonObject(child)) {
        for (const [name, schema] of Object.entries(child)) visit(schema, pointerJoin(pointer, key, name), here, depth + 1);
      } else if (SCHEMA_ARRAYS.has(key) || (key === "items" && Array.isArray(child))) {
        if (Array.isArray(child)) child.forEach((schema, index) => visit(schema, pointerJoin(pointer, key, index), here, depth + 1));
      } else if (SINGLE.has(key)) {
        visit(child, pointerJoin(pointer, key), here, depth + 1);
      }
    }
  };

  visit(raw, "", { node: rootExpr, via: rootVia }, 0);
  return map;
}
