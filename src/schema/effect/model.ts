// Effect route: the part of Effect 3's SchemaAST (effect 3.x dist/esm/SchemaAST.js) the route builds from
// the builders it reads. Nodes are shared as Effect shares them: the same object is the same schema.
import type ts from "../../util/typescript.cjs";
import type { JsonObject, JsonValue } from "../types.js";

/** The annotations `JSONSchema.make` reads (SchemaAST.js annotation ids of the same names). */
export interface Annotations {
  readonly identifier?: string;
  readonly title?: string;
  readonly description?: string;
  /** Present when a default is written; `value` may be any JSON. */
  readonly default?: { readonly value: JsonValue };
  readonly examples?: readonly JsonValue[];
}

/** Where a node was written, for the source map. */
export interface Origin {
  readonly node: ts.Node;
  readonly via: readonly ts.Node[];
}

/** A filter of Effect 3 (`Schema.minLength(2)`…): its `jsonSchema` annotation and the check it makes on a value. */
export interface Filter {
  readonly jsonSchema: JsonObject;
  /** `Schema.int()`: its jsonSchema is `{ type: "integer" }`, which the converter merges instead of using it alone. */
  readonly isInt: boolean;
  /** Left out where the route does not replay the check (a regex, a float remainder). */
  readonly accepts?: (value: JsonValue) => boolean;
}

export type Literal = string | number | boolean | null;

export type Ast = {
  readonly annotations: Annotations;
  readonly origin: Origin;
  /** Set on keyword schemas, which Effect shares as one object wherever they are written. */
  readonly identity?: object;
} & (
  | { readonly tag: "string" | "number" | "boolean" | "unknown" | "any" | "object" | "undefined" }
  | { readonly tag: "literal"; readonly value: Literal }
  | { readonly tag: "enums"; readonly enums: readonly (readonly [string, string | number])[] }
  | { readonly tag: "tuple"; readonly elements: readonly Ast[]; readonly rest: readonly Ast[] }
  | { readonly tag: "struct"; readonly props: readonly Prop[]; readonly index: Ast | undefined }
  | { readonly tag: "union"; readonly types: readonly Ast[] }
  | { readonly tag: "refinement"; readonly from: Ast; readonly filter: Filter }
  | TransformationNode
);

/**
 * A `Transformation` of SchemaAST.js, of two kinds the route builds: a string class that decodes by a
 * function and encodes as is (`Schema.Trim`: from an annotated string to `Trimmed`), and a struct with
 * `Schema.optionalWith(…)` fields (`TypeLiteralTransformation`: the encoded struct to the decoded one).
 */
export interface TransformationNode {
  readonly tag: "transformation";
  /** The encoded side, which the converter writes. */
  readonly from: Ast;
  /** The decoded side: only its properties named in `carried` reach the JSON, by their annotations. */
  readonly to: Ast;
  /** The keys of the struct's property signature transformations (empty for a string class). */
  readonly carried: readonly string[];
}

export interface Prop {
  readonly name: string;
  readonly type: Ast;
  readonly optional: boolean;
  /** The `key: value` the property is written as. */
  readonly declaration: ts.Node;
  /** `.annotations()` on the property signature itself (`Schema.optional(s).annotations({ description })`). */
  readonly annotations: Annotations | undefined;
}

/**
 * The title and description Effect 3 gives its keyword schemas (SchemaAST.js `stringKeyword`…). The
 * converter leaves out a string's, number's or boolean's own (`filterBuiltIn`), and writes the others.
 */
export const KEYWORD_ANNOTATIONS: Readonly<Record<string, Annotations>> = {
  string: { title: "string", description: "a string" },
  number: { title: "number", description: "a number" },
  boolean: { title: "boolean", description: "a boolean" },
  unknown: { title: "unknown" },
  any: { title: "any" },
  object: { title: "object", description: "an object in the TypeScript meaning, i.e. the `object` type" },
  undefined: { title: "undefined" },
};

/** `annotations(ast, a)` of SchemaAST.js: the same node with the annotations merged, the new ones winning. */
export function annotate(ast: Ast, annotations: Annotations, origin: Origin): Ast {
  // SchemaAST.js `annotations`: the identifier is not carried over (`delete base[IdentifierAnnotationId]`).
  const { identifier: _dropped, ...base } = ast.annotations;
  return { ...ast, annotations: { ...base, ...annotations }, origin, identity: undefined } as Ast;
}

/** Whether two nodes are one object in Effect (what the converter's `===` sees). */
export const sameNode = (a: Ast, b: Ast | undefined): boolean => !!b && (a === b || (a.identity !== undefined && a.identity === b.identity));

/**
 * `Union.make`: one member is that member itself, none is `never` (which the route does not build). Members
 * are not flattened: `Union(a, Union(b, c))` keeps its nested union, as Effect 3 does.
 */
export function union(types: readonly Ast[], origin: Origin): Ast | undefined {
  if (types.length === 0) return undefined;
  if (types.length === 1) return types[0];
  return { tag: "union", types, annotations: {}, origin };
}

/** Whether encoding `value` with the schema succeeds: what `ParseResult.getOption(ast, false)` decides for a default or an example. */
export function accepts(ast: Ast, value: JsonValue): boolean {
  switch (ast.tag) {
    case "string":
    case "number":
    case "boolean":
      return typeof value === ast.tag;
    case "unknown":
    case "any":
      return true;
    case "object":
      return typeof value === "object" && value !== null;
    case "undefined":
      return false;
    case "literal":
      return value === ast.value;
    case "enums":
      return ast.enums.some(([, v]) => v === value);
    case "union":
      return ast.types.some((t) => accepts(t, value));
    case "refinement":
      return accepts(ast.from, value) && ast.filter.accepts !== undefined && ast.filter.accepts(value);
    case "transformation":
      // Encoding checks the decoded side, encodes, then checks the encoded side; the string classes encode as is.
      return accepts(ast.to, value) && accepts(ast.from, value);
    default:
      return false;
  }
}

/**
 * Nodes whose defaults and examples `accepts` judges exactly: values of structs and tuples are encoded
 * field by field, and some checks (a regex, a float remainder) are not replayed.
 */
export function checkable(ast: Ast): boolean {
  switch (ast.tag) {
    case "union":
      return ast.types.every(checkable);
    case "refinement":
      return ast.filter.accepts !== undefined && checkable(ast.from);
    case "transformation":
      return checkable(ast.from) && checkable(ast.to);
    case "tuple":
    case "struct":
      return false;
    default:
      return true;
  }
}

/**
 * `typeAST` of SchemaAST.js: the decoded side, a transformation replaced by its `to`. A node with nothing to
 * replace is kept as the same object; one rebuilt is new, its properties without their annotations.
 */
export function typeAst(ast: Ast): Ast {
  switch (ast.tag) {
    case "transformation":
      return typeAst(ast.to);
    case "refinement": {
      const from = typeAst(ast.from);
      return from === ast.from ? ast : { ...ast, from, identity: undefined };
    }
    case "union": {
      const types = changeMap(ast.types);
      return types === ast.types ? ast : { ...ast, types };
    }
    case "tuple": {
      const elements = changeMap(ast.elements);
      const rest = changeMap(ast.rest);
      return elements === ast.elements && rest === ast.rest ? ast : { ...ast, elements, rest };
    }
    case "struct": {
      const props = ast.props.map((p) => {
        const type = typeAst(p.type);
        return type === p.type ? p : { ...p, type, annotations: undefined };
      });
      const index = ast.index && typeAst(ast.index);
      const same = props.every((p, i) => p === ast.props[i]) && index === ast.index;
      return same ? ast : { ...ast, props, index };
    }
    default:
      return ast;
  }
}

/** `changeMap`: the same array when no member changed. */
function changeMap(list: readonly Ast[]): readonly Ast[] {
  const mapped = list.map(typeAst);
  return mapped.every((a, i) => a === list[i]) ? list : mapped;
}
