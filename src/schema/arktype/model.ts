// ArkType route: the few kinds of node arktype reduces a definition to (@ark/schema 0.56.9, used by
// arktype 2.2.10), and the JSON each writes through `~standard.jsonSchema.input({ target: "draft-07" })`
// (roots/root.js toStandardJsonSchema, roots/{unit,domain,intersection,union}.js innerToJsonSchema,
// refinements/*.js reduceJsonSchema, structure/structure.js reduceObjectJsonSchema).
import type { JsonDialect, JsonObject } from "../types.js";

export type Unit = string | number | boolean | null;

/** A length or value bound, already as arktype normalizes it (a length bound is inclusive: `string > 3` is minLength 4). */
export interface Constraint {
  readonly kind: "pattern" | "divisor" | "exactLength" | "max" | "min" | "maxLength" | "minLength";
  readonly rule: number | string;
  readonly exclusive?: boolean;
}

export interface Prop {
  readonly key: string;
  readonly optional: boolean;
  readonly value: Node;
}

export type Node =
  | { readonly kind: "unit"; readonly value: Unit; readonly meta?: JsonObject }
  | {
      readonly kind: "intersection";
      readonly basis: "string" | "number" | "object" | "array";
      readonly constraints: readonly Constraint[];
      readonly items?: Node;
      /** A tuple's elements (structure/sequence.js): written as `items: [...]`, closed by `additionalItems: false`. */
      readonly elements?: readonly Node[];
      readonly props?: readonly Prop[];
      /** Meta the basis carries too (`.describe()`, string.uuid's), so written right after "type". */
      readonly shared?: JsonObject;
      /** Meta of the intersection alone (`string.email`: `format: "email"`), written after every constraint. */
      readonly meta?: JsonObject;
      /** A predicate (string.url, string.date): the standard fallback drops it, but it keeps the node an intersection. */
      readonly predicate?: true;
    }
  | { readonly kind: "union"; readonly branches: readonly Node[]; readonly meta?: JsonObject }
  | { readonly kind: "unknown" };

/** Intersection children are reduced in this order (shared/implement.js prestructuralKinds, then structure). */
const PRECEDENCE: readonly Constraint["kind"][] = ["pattern", "divisor", "exactLength", "max", "min", "maxLength", "minLength"];

/**
 * A node's hash (parse.js: `JSON.stringify({ kind, ...json })`), which orders union branches and props.
 * Only its start is built: branches of different kinds, or units, or plain domains, compare on it exactly;
 * the route refuses unions where two branches would compare further (see `sortable`).
 */
export function hashStart(node: Node): string {
  if (node.kind === "unit") return `{"kind":"unit","unit":${JSON.stringify(node.value)}}`;
  if (node.kind === "intersection" && isPlainDomain(node)) {
    return `{"kind":"domain","domain":"${node.basis}"}`;
  }
  return `{"kind":"${node.kind}"`;
}

/** `string`, `number`, `object` with nothing on them: arktype's bare domain node. */
export function isPlainDomain(node: Extract<Node, { kind: "intersection" }>): boolean {
  return node.constraints.length === 0 && !node.items && !node.elements && !node.props && !node.shared && !node.meta && !node.predicate && node.basis !== "array";
}

export const isBoolean = (node: Node): boolean => node.kind === "unit" && typeof node.value === "boolean";

/** The JSON of `node`, keys in the order arktype writes them. */
export function emit(node: Node, dialect: JsonDialect = "draft-07"): JsonObject {
  switch (node.kind) {
    case "unknown":
      return {};
    case "unit":
      return withMeta(node.value === null ? { type: "null" } : { const: node.value }, node.meta);
    case "intersection":
      return intersection(node, dialect);
    case "union":
      return union(node, dialect);
  }
}

function intersection(node: Extract<Node, { kind: "intersection" }>, dialect: JsonDialect): JsonObject {
  // `.describe()` reaches the basis too, so its description follows the basis's own "type".
  const out = withMeta({ type: node.basis }, node.shared);
  const lengths = node.basis === "array" ? ["minItems", "maxItems"] : ["minLength", "maxLength"];
  for (const kind of PRECEDENCE) {
    for (const c of node.constraints.filter((x) => x.kind === kind)) {
      if (kind === "pattern") out.pattern = c.rule;
      else if (kind === "divisor") {
        out.type = "integer";
        if (c.rule !== 1) out.multipleOf = c.rule;
      } else if (kind === "exactLength") {
        out[lengths[0]!] = c.rule;
        out[lengths[1]!] = c.rule;
      } else if (kind === "max") out[c.exclusive ? "exclusiveMaximum" : "maximum"] = c.rule;
      else if (kind === "min") out[c.exclusive ? "exclusiveMinimum" : "minimum"] = c.rule;
      else if (kind === "maxLength") out[lengths[1]!] = c.rule;
      else out[lengths[0]!] = c.rule;
    }
  }
  if (node.items) out.items = emit(node.items, dialect);
  if (node.elements) {
    // sequence.js reduceJsonSchema: minItems is already written by the length bound; maxItems is deleted.
    // 2020-12 writes the elements as prefixItems and closes with items: false (the same JSON otherwise).
    const elements = node.elements.map((element) => emit(element, dialect));
    if (dialect === "draft-2020-12") {
      out.prefixItems = elements;
      out.items = false;
    } else {
      out.items = elements;
      out.additionalItems = false;
    }
  }
  if (node.props && node.props.length > 0) {
    // Required props first, then optional ones, each sorted by hash: the key's JSON text decides.
    const sorted = [...node.props.filter((p) => !p.optional), ...node.props.filter((p) => p.optional)];
    const properties: JsonObject = {};
    for (const prop of sorted) properties[prop.key] = emit(prop.value, dialect);
    out.properties = properties;
    const required = sorted.filter((p) => !p.optional).map((p) => p.key);
    if (required.length) out.required = required;
  }
  // root.js toResolvedJsonSchema: a key the basis already wrote keeps its place.
  return withMeta(out, node.meta);
}

function union(node: Extract<Node, { kind: "union" }>, dialect: JsonDialect): JsonObject {
  // branchGroups: the two boolean units are written once, as `{ type: "boolean" }`, where the first stood.
  const groups: (Node | "boolean")[] = [];
  let booleanAt = -1;
  for (const branch of node.branches) {
    if (!isBoolean(branch)) groups.push(branch);
    else if (booleanAt === -1) {
      booleanAt = groups.length;
      groups.push(branch);
    } else groups[booleanAt] = "boolean";
  }
  if (groups.length === 1 && groups[0] === "boolean") return withMeta({ type: "boolean" }, node.meta);
  const branches = groups.map((g) => (g === "boolean" ? { type: "boolean" } : emit(g, dialect)));
  const pure = branches.every((b) => Object.keys(b).length === 1 && "const" in b);
  return withMeta(pure ? { enum: branches.map((b) => b.const!) } : { anyOf: branches }, node.meta);
}

function withMeta(out: JsonObject, meta: JsonObject | undefined): JsonObject {
  for (const [key, value] of Object.entries(meta ?? {})) out[key] = value;
  return out;
}

/** Sorts by hash, as union branches and props are; `a` before `b` when its hash is smaller. */
export function byHash<T>(items: readonly T[], hash: (item: T) => string): T[] {
  return [...items].sort((a, b) => (hash(a) < hash(b) ? -1 : 1));
}

/** The prop's hash start: `{"kind":"required","key":"…"` — the key's JSON text decides among props of one kind. */
export const propHash = (prop: Prop): string => JSON.stringify(prop.key);
