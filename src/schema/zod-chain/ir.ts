import ts from "../../util/typescript.cjs";
import type { EvalContext } from "../shared/static-eval.js";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { JsonObject, JsonValue } from "../types.js";

/**
 * A static model of the zod 4 objects a builder chain creates. It mirrors the parts of zod's
 * runtime instances that its JSON Schema converter reads: `def.type`, `def.checks`, the `parent`
 * a clone points back to (describe, meta and every check clone), the metadata registered for the
 * instance, and the type-specific def fields. One `ZodModel` stands for one runtime instance, so
 * sharing (a const used twice) and recursion keep zod's identity semantics.
 */
export type ZodKind =
  | "string" | "number" | "boolean" | "bigint" | "symbol" | "null" | "undefined" | "void" | "never"
  | "any" | "unknown" | "date" | "enum" | "literal" | "nan" | "file" | "success" | "custom" | "function"
  | "transform" | "map" | "set" | "array" | "object" | "union" | "intersection" | "tuple" | "record"
  | "nullable" | "nonoptional" | "default" | "prefault" | "catch" | "pipe" | "readonly" | "promise"
  | "optional" | "lazy";

/** A regex as zod holds it: its `source`, and an identity key (zod de-duplicates patterns by object identity). */
export interface PatternRef {
  readonly source: string;
  readonly identity: unknown;
}

export type CheckKind =
  | "greater_than" | "less_than" | "multiple_of" | "number_format" | "bigint_format" | "min_length"
  | "max_length" | "length_equals" | "min_size" | "max_size" | "size_equals" | "string_format"
  | "mime_type" | "custom" | "overwrite";

export interface ZodCheck {
  readonly kind: CheckKind;
  /** The call that added the check (`.min(3)`, `.email()`, `z.email()`). */
  readonly node: ts.Node;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly pattern?: PatternRef;
  /** A datetime that drops the offset or the seconds: zod withholds `format` for it. */
  readonly lax?: boolean;
  readonly mime?: readonly string[];
}

/** A literal value; `undefined` and bigint literals are kept apart because zod handles them specially. */
export type LiteralValue = string | number | boolean | null | { readonly undefined: true } | { readonly bigint: string };

/** A node reached from a parent, with what was crossed to reach it (for the source map). */
export interface Edge {
  readonly target: () => ZodModel;
  readonly via: readonly ts.Node[];
  /** The PropertyAssignment (or accessor, shorthand) holding the schema in a shape literal. */
  readonly declaration?: ts.Node;
  /** Property name for shape edges. */
  readonly key?: string;
}

export interface ShapeEntry extends Edge {
  readonly key: string;
}

export interface RegisteredMeta {
  readonly value: JsonObject;
  /** The `.describe()` / `.meta()` call that registered it. */
  readonly node: ts.Node;
}

export interface ZodModel {
  readonly kind: ZodKind;
  /** The call whose evaluation returned this instance. */
  readonly node: ts.Node;
  /** The call that created the underlying def (`z.object(…)`, `.optional()`), kept by clones. */
  readonly baseNode: ts.Node;
  readonly checks: readonly ZodCheck[];
  /** A format schema (`z.email()`, `z.int()`) is its own first check. */
  readonly selfCheck?: ZodCheck;
  /** Set by clones that zod links to their source: describe, meta and every check. */
  readonly parent?: ZodModel;
  /** How the receiver of the clone was reached (const declarations crossed). */
  readonly parentVia?: readonly ts.Node[];
  readonly meta?: RegisteredMeta;

  // wrappers: optional, nullable, default, prefault, catch, readonly, nonoptional, promise, lazy
  readonly inner?: Edge;
  /** default / prefault / catch value, already as JSON. */
  readonly defaultValue?: JsonValue;
  /** The default / prefault / catch value is known only at run time (`default(this.userId)`): it is left out of the schema. */
  readonly defaultUnknown?: true;
  // array, set
  readonly element?: Edge;
  // object
  readonly shape?: readonly ShapeEntry[];
  readonly catchall?: Edge;
  /** The call that decided what unknown keys do (`.strict()`, `z.strictObject(`, `.catchall(`). */
  readonly catchallNode?: ts.Node;
  // tuple
  readonly items?: readonly Edge[];
  readonly rest?: Edge;
  // record, map
  readonly keyType?: Edge;
  readonly valueType?: Edge;
  readonly recordMode?: "loose";
  readonly partial?: boolean;
  // union
  readonly options?: readonly Edge[];
  readonly exclusive?: boolean;
  readonly discriminator?: string;
  // intersection
  readonly left?: Edge;
  readonly right?: Edge;
  // pipe
  readonly pipeIn?: Edge;
  readonly pipeOut?: Edge;
  readonly codec?: boolean;
  // literal, enum
  readonly literalValues?: readonly LiteralValue[];
  /** Enum entries in the key order of the runtime object. */
  readonly entries?: readonly (readonly [string, string | number])[];
}

/**
 * Every field of a model, unset: `make` starts each model from this, so every model (and every clone
 * spread from one) has all fields in this order. One object layout lets the emitter, the source map
 * and the semantics read a model's fields with monomorphic property loads; with a layout per
 * combination of fields, those loads were megamorphic, which costs most when linting (other code
 * runs between definitions and evicts V8's shared cache for megamorphic loads). Reading an unset
 * field gives `undefined` either way, and nothing enumerates a model's keys.
 */
export const UNSET_MODEL_FIELDS: { readonly [K in keyof Required<ZodModel>]: undefined } = {
  kind: undefined,
  node: undefined,
  baseNode: undefined,
  checks: undefined,
  selfCheck: undefined,
  parent: undefined,
  parentVia: undefined,
  meta: undefined,
  inner: undefined,
  defaultValue: undefined,
  defaultUnknown: undefined,
  element: undefined,
  shape: undefined,
  catchall: undefined,
  catchallNode: undefined,
  items: undefined,
  rest: undefined,
  keyType: undefined,
  valueType: undefined,
  recordMode: undefined,
  partial: undefined,
  options: undefined,
  exclusive: undefined,
  discriminator: undefined,
  left: undefined,
  right: undefined,
  pipeIn: undefined,
  pipeOut: undefined,
  codec: undefined,
  literalValues: undefined,
  entries: undefined,
};

/** A model reached from an expression, with the const declarations crossed on the way. */
export interface Reached {
  readonly model: ZodModel;
  readonly via: readonly ts.Node[];
}

/** Thrown while interpreting or emitting; turned into `{ ok: false, reason, node }` at the API. */
export class ChainError extends Error {
  constructor(
    message: string,
    readonly node: ts.Node,
  ) {
    super(message);
  }
}

/**
 * zod's own converter throws on this schema (`z.date()`, `z.bigint()`, a transform on the input side):
 * not a gap in the interpreter but a fact about what any SDK calling `toJSONSchema` with the default
 * `unrepresentable: "throw"` does. `zodMessage` is zod's error text.
 */
export class UnrepresentableError extends ChainError {
  constructor(
    readonly zodMessage: string,
    node: ts.Node,
  ) {
    super(`zod cannot convert this schema to JSON Schema: ${zodMessage}`, node);
  }
}

export function edgeTo(reached: Reached, extra: Partial<Edge> = {}): Edge {
  const model = reached.model;
  return { target: () => model, via: reached.via, ...extra };
}

/** Every outgoing edge, with whether it is inherited (flattened into the parent) or a child schema. */
export function edgesOf(model: ZodModel): { edge: Edge; inherited: boolean }[] {
  const out: { edge: Edge; inherited: boolean }[] = [];
  const add = (edge: Edge | undefined, inherited: boolean) => edge && out.push({ edge, inherited });
  if (model.parent) add({ target: () => model.parent!, via: model.parentVia ?? [] }, true);
  const wrapsInherited = model.kind !== "nullable";
  add(model.inner, wrapsInherited);
  add(model.pipeIn, true);
  add(model.pipeOut, true);
  for (const entry of model.shape ?? []) add(entry, false);
  add(model.catchall, false);
  add(model.element, false);
  for (const item of model.items ?? []) add(item, false);
  add(model.rest, false);
  add(model.valueType, false);
  for (const option of model.options ?? []) add(option, false);
  add(model.left, false);
  add(model.right, false);
  return out;
}

/**
 * Builds one model per expression, once: a schema used twice is one object (as at run time), a schema
 * that uses itself outside `z.lazy`/a getter is refused, and so is runaway nesting.
 */
export class BuildGuard<M> {
  private readonly memo = new Map<ts.Node, M>();
  private readonly active = new Set<ts.Node>();
  private depth = 0;

  constructor(private readonly maxDepth: number) {}

  /**
   * The model of a schema expression, reached through `const` bindings, member access and imports,
   * with the declarations crossed on the way (`via`). The namespace itself (`z`) is not a schema.
   */
  reach(
    ctx: EvalContext,
    expr: ts.Expression,
    isNamespace: (expr: ts.Expression) => boolean,
    build: (expr: ts.Expression) => M,
  ): { model: M; via: readonly ts.Node[] } {
    const start = unwrapExpression(expr);
    if (isNamespace(start)) throw new ChainError(`${describeNode(start)} is the zod namespace, not a schema`, start);
    if (ts.isIdentifier(start) || ts.isPropertyAccessExpression(start) || ts.isElementAccessExpression(start)) {
      const followed = followExpression(ctx, start);
      if (!followed.ok) throw new ChainError(followed.reason, followed.node);
      return { model: this.run(followed.expr, build), via: followed.via };
    }
    return { model: this.run(start, build), via: [] };
  }

  run(expr: ts.Expression, build: (expr: ts.Expression) => M): M {
    const known = this.memo.get(expr);
    if (known) return known;
    if (this.active.has(expr)) {
      throw new ChainError(
        `${describeNode(expr)} uses itself while it is being built; zod only allows that inside z.lazy(() => …) or a getter`,
        expr,
      );
    }
    if (this.depth >= this.maxDepth) {
      throw new ChainError(`the schema nests deeper than ${this.maxDepth} builder calls; the interpreter stops here`, expr);
    }
    this.active.add(expr);
    this.depth++;
    try {
      const model = build(expr);
      this.memo.set(expr, model);
      return model;
    } finally {
      this.depth--;
      this.active.delete(expr);
    }
  }
}
