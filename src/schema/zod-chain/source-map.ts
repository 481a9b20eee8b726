import type ts from "typescript";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer, type SourceMap } from "../types.js";
import type { Emitted } from "./emit.js";
import { edgesOf, type Edge, type Reached, type ZodModel } from "./ir.js";
import { inputOptin, optionalityNode } from "./semantics.js";

/**
 * Pseudo-keywords recorded next to real ones in `SchemaOrigin.keywords`:
 * - `?optional`: on a property's entry, the call that made the property optional on input
 *   (`.optional()`, `.nullish()`, `.default()`, `.prefault()`, `.partial()`, a transform);
 * - `?schema`: the builder call that created the schema's kind (`z.object(…)`, `z.string()`),
 *   so a fix can rename its callee (`z.object` → `z.strictObject`).
 */
export const OPTIONAL_KEYWORD = "?optional";
export const SCHEMA_KEYWORD = "?schema";

/** Always built with all four fields, in this order, so every place has one object layout. */
interface Place {
  readonly model: ZodModel | undefined;
  readonly via: readonly ts.Node[];
  readonly declaration: ts.Node | undefined;
  /** Node for an object zod created on its own (the `{type:"null"}` of a nullable). */
  readonly fallback: ts.Node;
}

type OutgoingEdge = { edge: Edge; inherited: boolean };

const SCHEMA_ARRAYS = ["anyOf", "oneOf", "allOf"];
const SINGLE = ["additionalProperties", "additionalItems", "not", "propertyNames"];

export function buildSourceMap(rootExpr: ts.Expression, root: Reached, emitted: Emitted): SourceMap {
  const owners = new Map<JsonObject, ZodModel>();
  for (const [model, entry] of emitted.seen) {
    owners.set(entry.schema, model);
    if (entry.def) owners.set(entry.def, model);
  }
  const map: SourceMap = new Map();
  // `edgesOf` per model: every child schema searches the edges of its parent's models again.
  const edgeLists = new Map<ZodModel, OutgoingEdge[]>();
  const edgesFrom = (model: ZodModel): OutgoingEdge[] => {
    let edges = edgeLists.get(model);
    if (!edges) edgeLists.set(model, (edges = edgesOf(model)));
    return edges;
  };

  const keywordsOf = (model: ZodModel | undefined, json: JsonObject, fallback: ts.Node): Map<string, ts.Node> => {
    const keywords = new Map<string, ts.Node>();
    if (!model) {
      for (const key of Object.keys(json)) keywords.set(key, fallback);
      return keywords;
    }
    for (const key of Object.keys(json)) {
      const source = provenance(model, key);
      if (source) keywords.set(key, source);
    }
    keywords.set(SCHEMA_KEYWORD, provenance(model, "type") ?? structuralBase(model));
    return keywords;
  };

  function provenance(model: ZodModel, key: string): ts.Node | undefined {
    for (const keywords of inheritedKeywords(model)) {
      const own = keywords.get(key);
      if (own) return own;
    }
    return undefined;
  }

  // Each model's own keyword maps along what it inherits from (in order, stopping at a repeat), built
  // once per model: every key of every schema object asks for them. Keyed by model within this one
  // emission, whose `seen` and `keywords` no longer change.
  const inheritedChains = new Map<ZodModel, ReadonlyMap<string, ts.Node>[]>();
  function inheritedKeywords(model: ZodModel): ReadonlyMap<string, ts.Node>[] {
    let chain = inheritedChains.get(model);
    if (chain) return chain;
    chain = [];
    const visited = new Set<ZodModel>();
    for (let current: ZodModel | undefined = model; current && !visited.has(current); ) {
      visited.add(current);
      const own = emitted.keywords.get(current);
      if (own) chain.push(own);
      current = emitted.seen.get(current)?.inheritedFrom ?? current.parent;
    }
    inheritedChains.set(model, chain);
    return chain;
  }

  function structuralBase(model: ZodModel): ts.Node {
    let current = model;
    for (let depth = 0; depth < 100; depth++) {
      const next = emitted.seen.get(current)?.inheritedFrom;
      if (!next) break;
      current = next;
    }
    return current.baseNode;
  }

  const visit = (value: JsonValue, pointer: Pointer, place: Place, depth: number): void => {
    if (!isJsonObject(value) || depth > 200) return;
    const owner = owners.get(value);
    const model = owner ?? place.model;
    const node = owner ? owner.node : place.fallback;
    if (pointer !== "") {
      const keywords = keywordsOf(owner, value, node);
      const optional = place.declaration && model && inputOptin(model) !== undefined ? optionalityNode(model) : undefined;
      if (optional) keywords.set(OPTIONAL_KEYWORD, optional);
      map.set(pointer, { node, declaration: place.declaration, keywords, via: place.via });
    }
    const childPlace = (child: JsonValue, key?: string): Place => {
      const childModel = isJsonObject(child) ? owners.get(child) : undefined;
      if (!childModel || !model) return { model: childModel ?? model, via: place.via, declaration: undefined, fallback: node };
      const edge = findEdge(model, childModel, key, edgesFrom);
      return {
        model: childModel,
        via: [...place.via, ...(edge?.via ?? [])],
        declaration: edge?.declaration,
        fallback: childModel.node,
      };
    };
    for (const [key, child] of Object.entries(value)) {
      if (key === "properties" || key === "patternProperties") {
        if (!isJsonObject(child)) continue;
        for (const [name, schema] of Object.entries(child)) {
          visit(schema, pointerJoin(pointer, key, name), childPlace(schema, key === "properties" ? name : undefined), depth + 1);
        }
      } else if ((key === "definitions" || key === "$defs") && pointer === "" && isJsonObject(child)) {
        for (const [name, schema] of Object.entries(child)) {
          const defModel = isJsonObject(schema) ? owners.get(schema) : undefined;
          visit(schema, pointerJoin(pointer, key, name), { model: defModel, via: [], declaration: undefined, fallback: defModel?.node ?? node }, depth + 1);
        }
      } else if (SCHEMA_ARRAYS.includes(key) || key === "prefixItems" || (key === "items" && Array.isArray(child))) {
        if (!Array.isArray(child)) continue;
        child.forEach((schema, index) => visit(schema, pointerJoin(pointer, key, index), childPlace(schema), depth + 1));
      } else if (SINGLE.includes(key) || (key === "items" && isJsonObject(child))) {
        visit(child, pointerJoin(pointer, key), childPlace(child), depth + 1);
      }
    }
  };

  const rootKeywords = keywordsOf(root.model, emitted.raw, rootExpr);
  map.set("", { node: rootExpr, keywords: rootKeywords, via: root.via });
  visit(emitted.raw, "", { model: root.model, via: root.via, declaration: undefined, fallback: rootExpr }, 0);
  return map;
}

/**
 * How `target` hangs off `from`: first through the wrappers and clones `from` inherits from, then
 * (for folded intersections) through any member. Returns the const declarations crossed.
 */
function findEdge(from: ZodModel, target: ZodModel, key: string | undefined, edgesFrom: (model: ZodModel) => readonly OutgoingEdge[]) {
  const search = (allowAll: boolean) => {
    const queue: { model: ZodModel; via: readonly ts.Node[]; depth: number }[] = [{ model: from, via: [], depth: 0 }];
    const visited = new Set<ZodModel>();
    while (queue.length > 0) {
      const { model, via, depth } = queue.shift()!;
      if (visited.has(model) || depth > 12) continue;
      visited.add(model);
      for (const { edge, inherited } of edgesFrom(model)) {
        let reached: ZodModel;
        try {
          reached = edge.target();
        } catch {
          continue;
        }
        const keyMatches = key === undefined || edge.key === key;
        if (reached === target && keyMatches) return { via: [...via, ...edge.via], declaration: edge.declaration };
        if (inherited || allowAll) queue.push({ model: reached, via: [...via, ...edge.via], depth: depth + 1 });
      }
    }
    return undefined;
  };
  return search(false) ?? search(true);
}
