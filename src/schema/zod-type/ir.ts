import type ts from "typescript";
import { pointerJoin, type Pointer } from "../types.js";

/**
 * A zod schema as its TypeScript type shows it: one node per distinct schema type, so a recursive
 * schema (a getter that returns its own object) is a cycle in this graph, as it is at runtime.
 * Only what zod's input conversion visits is read; the output side of a pipe is skipped.
 */
export type ZodNode =
  | LeafNode
  | EnumNode
  | LiteralNode
  | ObjectNode
  | ArrayNode
  | TupleNode
  | RecordNode
  | UnionNode
  | IntersectionNode
  | WrapperNode
  | PipeNode;

interface NodeBase {
  /** Where the node was first reached, as zod would write the pointer; used in gaps and reasons. */
  pointer: Pointer;
}

export interface LeafNode extends NodeBase {
  kind: "string" | "number" | "boolean" | "null" | "any" | "never" | "template" | "file";
  /** `number`: a format such as z.int() that makes zod write `integer`; undefined when unknown. */
  integer?: boolean;
}

export type LiteralValue = string | number | boolean | null;

export interface EnumNode extends NodeBase {
  kind: "enum";
  values: (string | number)[];
  /** The schema's type, to recover source order from its creating call (see zod-type-order). */
  type: ts.Type;
  /** The type lists the values in TypeScript's union order, which may not be the source order. */
  orderFromUnion: boolean;
}

export interface LiteralNode extends NodeBase {
  kind: "literal";
  values: LiteralValue[];
  type: ts.Type;
  orderFromUnion: boolean;
}

export interface ShapeEntry {
  name: string;
  symbol: ts.Symbol;
  node: ZodNode;
}

export type ObjectExtra = { mode: "strip" } | { mode: "strict" } | { mode: "loose" } | { mode: "catchall"; schema: ZodNode };

export interface ObjectNode extends NodeBase {
  kind: "object";
  shape: ShapeEntry[];
  extra: ObjectExtra;
}

export interface ArrayNode extends NodeBase {
  kind: "array";
  element: ZodNode;
}

export interface TupleNode extends NodeBase {
  kind: "tuple";
  items: ZodNode[];
  rest: ZodNode | null;
}

export interface RecordNode extends NodeBase {
  kind: "record";
  value: ZodNode;
  /** The key schema, when readable: zod lists its literal values (enum, literal keys) in `required`. */
  key?: ZodNode;
  partial: boolean;
  /** A plain string key, whose checks (a looseRecord regex) the type cannot show. */
  stringKey: boolean;
}

export interface UnionNode extends NodeBase {
  kind: "union";
  options: ZodNode[];
  /** z.discriminatedUnion and z.xor: zod writes `oneOf`. */
  exclusive: boolean;
}

export interface IntersectionNode extends NodeBase {
  kind: "intersection";
  left: ZodNode;
  right: ZodNode;
}

export interface WrapperNode extends NodeBase {
  kind: "optional" | "nullable" | "default" | "prefault" | "catch" | "readonly" | "nonoptional" | "lazy" | "promise";
  inner: ZodNode;
}

/** A pipe keeps only the side zod converts for input: `in`, or `out` when `in` is a transform. */
export interface PipeNode extends NodeBase {
  kind: "pipe";
  converted: ZodNode;
  inIsTransform: boolean;
}

/**
 * The finite set of values a schema accepts, as zod's `_zod.values` computes it (enum, literal and
 * null; unions of those; passed through wrappers), or undefined when it accepts open-ended values.
 */
export function literalValues(node: ZodNode, seen = new Set<ZodNode>()): LiteralValue[] | undefined {
  if (seen.has(node)) return undefined;
  seen.add(node);
  const unique = (values: LiteralValue[]) => [...new Set(values)];
  switch (node.kind) {
    case "enum":
    case "literal":
      return unique(node.values);
    case "null":
      return [null];
    case "union": {
      const parts = node.options.map((option) => literalValues(option, seen));
      return parts.every((part) => part !== undefined) ? unique(parts.flat() as LiteralValue[]) : undefined;
    }
    case "nullable": {
      const inner = literalValues(node.inner, seen);
      return inner && unique([...inner, null]);
    }
    case "optional":
    case "nonoptional":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
      // `undefined` joins an optional's set, but it is no JSON key and is dropped anyway
      return literalValues(node.inner, seen);
    case "pipe":
      return node.inIsTransform ? undefined : literalValues(node.converted, seen);
    default:
      return undefined;
  }
}

/** May the key be absent from input? Mirrors the runtime `optin` each zod class computes. */
export function optionalIn(node: ZodNode, seen = new Set<ZodNode>()): boolean {
  if (seen.has(node)) return false;
  seen.add(node);
  switch (node.kind) {
    case "optional":
    case "default":
    case "prefault":
    case "catch":
      return true;
    case "nullable":
    case "readonly":
    case "lazy":
      return optionalIn(node.inner, seen);
    case "pipe":
      // a pipe takes `in`'s optin; a transform's optin is always optional
      return node.inIsTransform || optionalIn(node.converted, seen);
    case "union":
      return node.options.some((option) => optionalIn(option, seen));
    default:
      return false;
  }
}

/**
 * What zod's JSON Schema emitter asks for `required`: it looks past a catch and past a pipe whose
 * input is a transform, since their own optin only reflects that they can observe an absent key.
 */
export function omittableInInput(node: ZodNode): boolean {
  if (node.kind === "pipe" && node.inIsTransform) return omittableInInput(node.converted);
  if (node.kind === "catch") return omittableInInput(node.inner);
  return optionalIn(node);
}

function childrenOf(node: ZodNode, withRecordKeys: boolean): (ZodNode | null | undefined)[] {
  switch (node.kind) {
    case "object":
      return [...node.shape.map((entry) => entry.node), node.extra.mode === "catchall" ? node.extra.schema : undefined];
    case "array":
      return [node.element];
    case "tuple":
      return [...node.items, node.rest];
    case "record":
      return [withRecordKeys ? node.key : undefined, node.value];
    case "union":
      return node.options;
    case "intersection":
      return [node.left, node.right];
    case "pipe":
      return [node.converted];
    default:
      return "inner" in node ? [node.inner] : [];
  }
}

/**
 * Every node reachable from `root`, depth first in the order zod converts them. A record's key is
 * not converted for this target, but its values still matter (`required`), hence `withRecordKeys`.
 */
export function reachableNodes(root: ZodNode, withRecordKeys = false): ZodNode[] {
  const order: ZodNode[] = [];
  const seen = new Set<ZodNode>();
  const walk = (node: ZodNode | null | undefined): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    order.push(node);
    for (const child of childrenOf(node, withRecordKeys)) walk(child);
  };
  walk(root);
  return order;
}

const MAX_OCCURRENCES = 5_000;

/**
 * Every place a node appears in the converted schema, with the pointer zod gives it (a schema used
 * twice appears twice). A node met again inside itself is not entered again: zod writes a `$ref`.
 */
export function occurrences(root: ZodNode): { node: ZodNode; pointer: Pointer }[] {
  const found: { node: ZodNode; pointer: Pointer }[] = [];
  const onPath = new Set<ZodNode>();
  const visit = (node: ZodNode | null | undefined, pointer: Pointer): void => {
    if (!node || onPath.has(node) || found.length >= MAX_OCCURRENCES) return;
    found.push({ node, pointer });
    onPath.add(node);
    const at = (...segments: (string | number)[]) => pointerJoin(pointer, ...segments);
    switch (node.kind) {
      case "object":
        node.shape.forEach((entry) => visit(entry.node, at("properties", entry.name)));
        if (node.extra.mode === "catchall") visit(node.extra.schema, at("additionalProperties"));
        break;
      case "array":
        visit(node.element, at("items"));
        break;
      case "tuple":
        node.items.forEach((item, index) => visit(item, at("items", index)));
        visit(node.rest, at("additionalItems"));
        break;
      case "record":
        visit(node.value, at("additionalProperties"));
        break;
      case "union":
        node.options.forEach((option, index) => visit(option, at(node.exclusive ? "oneOf" : "anyOf", index)));
        break;
      case "intersection":
        visit(node.left, at("allOf", 0));
        visit(node.right, at("allOf", 1));
        break;
      case "pipe":
        visit(node.converted, pointer);
        break;
      default:
        if ("inner" in node) visit(node.inner, pointer);
    }
    onPath.delete(node);
  };
  visit(root, "");
  return found;
}
