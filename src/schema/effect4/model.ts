// Effect 4 route: the part of the representation effect 4.1.5 builds for Standard JSON Schema
// (dist/internal/schema/standardSchema.js: toCodecJsonAST, then toRepresentation, then toJsonSchemaDocument)
// that the route reads, with the JSON codec already applied (see `number` and `nullForUndefined` in read.ts).
import type ts from "../../util/typescript.cjs";
import type { JsonObject, JsonValue } from "../types.js";

/** The annotations the document writes (toJsonSchemaDocument.js collectJsonSchemaAnnotations), in the order given. */
export type JsonAnnotations = Readonly<Record<string, JsonValue>>;

/** A check (`Schema.isMinLength(2)`): its JSON Schema fragment for the node's JSON type, and its own annotations. */
export interface Check {
  /** Effect's representation id (`effect/schema/isInt`): the JSON codec keeps a number with isFinite or isInt as it is. */
  readonly id: string;
  /** The check's `toJsonSchema({ type })`; an approximate output is its fragment alone, as the document uses it. */
  readonly fragment: (type: string | undefined) => JsonObject;
  readonly annotations: JsonAnnotations;
}

/** Where a node was written, for the source map. */
export interface Origin {
  readonly node: ts.Node;
  readonly via: readonly ts.Node[];
}

/** A member of an object or a tuple: its schema, whether the key may be missing, and `annotateKey()`'s annotations. */
export interface Member {
  readonly type: Rep;
  readonly optional: boolean;
  readonly keyAnnotations: JsonAnnotations;
  /** The `key: value` a property is written as. */
  readonly declaration?: ts.Node;
}

export interface Property extends Member {
  readonly name: string;
}

export type Rep = {
  readonly annotations: JsonAnnotations;
  readonly checks: readonly Check[];
  readonly origin: Origin;
} & (
  | { readonly tag: "String" | "Boolean" | "Null" | "Unknown" | "Any" }
  /** A number the JSON codec keeps (`Finite`, `Int`): plain `Number` is encoded as `NUMBER_ENCODING` instead. */
  | { readonly tag: "Number" }
  | { readonly tag: "Literal"; readonly literal: string | number | boolean }
  | { readonly tag: "Union"; readonly types: readonly Rep[] }
  | { readonly tag: "Arrays"; readonly elements: readonly Member[]; readonly rest: readonly Rep[] }
  | { readonly tag: "Objects"; readonly properties: readonly Property[]; readonly record: Rep | undefined }
);

/** Effect's keyword nodes without checks or annotations. */
export const keyword = (tag: "String" | "Boolean" | "Null" | "Unknown" | "Any" | "Number", origin: Origin): Rep => ({ tag, annotations: {}, checks: [], origin });

/** `Schema.annotate()`: on a node with checks the annotations go to its last check (SchemaAST.js annotate), else to the node. */
export function annotate(rep: Rep, annotations: JsonAnnotations, origin: Origin): Rep {
  const last = rep.checks.at(-1);
  if (!last) return { ...rep, annotations: { ...rep.annotations, ...annotations }, origin };
  return { ...rep, checks: [...rep.checks.slice(0, -1), { ...last, annotations: { ...last.annotations, ...annotations } }], origin };
}
