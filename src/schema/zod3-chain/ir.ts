import type ts from "typescript";
import type { JsonValue } from "../types.js";

/**
 * A static model of the zod 3 instances a builder chain creates. zod 3 keeps everything in an
 * instance's `_def`, and every method returns a new instance with a new `_def` (a check, a
 * `.describe()`, an object reshape), so one `Zod3Model` stands for one `_def` object. That identity
 * matters: zod-to-json-schema remembers the defs it has written and writes `$ref` to the first
 * place for any def it meets again.
 */
export type TypeName =
  | "ZodString" | "ZodNumber" | "ZodNaN" | "ZodBigInt" | "ZodBoolean" | "ZodDate" | "ZodSymbol"
  | "ZodUndefined" | "ZodNull" | "ZodAny" | "ZodUnknown" | "ZodNever" | "ZodVoid" | "ZodArray"
  | "ZodObject" | "ZodUnion" | "ZodDiscriminatedUnion" | "ZodIntersection" | "ZodTuple" | "ZodRecord"
  | "ZodMap" | "ZodSet" | "ZodFunction" | "ZodLazy" | "ZodLiteral" | "ZodEnum" | "ZodEffects"
  | "ZodNativeEnum" | "ZodOptional" | "ZodNullable" | "ZodDefault" | "ZodCatch" | "ZodPromise"
  | "ZodBranded" | "ZodPipeline" | "ZodReadonly";

/** One entry of a string, number, bigint or date `_def.checks`, with the call that added it. */
export interface Z3Check {
  /** zod 3's `check.kind` (`min`, `email`, `regex`, `int`, …). */
  readonly kind: string;
  readonly node: ts.Node;
  /** Numeric bound, length or divisor. */
  readonly value?: number;
  /** The text of `includes` / `startsWith` / `endsWith`. */
  readonly text?: string;
  readonly inclusive?: boolean;
  readonly regex?: { readonly source: string; readonly flags: string };
  /** `ip` / `cidr` version option (`v4`, `v6`). */
  readonly version?: string;
  readonly position?: number;
  readonly precision?: number | null;
  readonly offset?: boolean;
  readonly local?: boolean;
}

/** A length or size limit of an array or set (`_def.minLength`, `_def.maxSize`, …). */
export interface Limit {
  readonly value: number;
  readonly node: ts.Node;
}

/** `_def.description`, with the call that set it (a `.describe()` or a create-params object). */
export interface Described {
  readonly text: string;
  readonly node: ts.Node;
}

/** `z.literal(value)`: zod 3 takes one value of any kind; the converter only writes primitives. */
export type Z3Literal =
  | { readonly kind: "primitive"; readonly value: string | number | boolean | null }
  | { readonly kind: "undefined" }
  | { readonly kind: "bigint"; readonly text: string }
  | { readonly kind: "object" | "array" };

/** A schema reached from a parent, with what was crossed to reach it (for the source map). */
export interface Edge {
  readonly target: () => Z3Model;
  readonly via: readonly ts.Node[];
  /** The PropertyAssignment (or accessor, shorthand) holding the schema in a shape literal. */
  readonly declaration?: ts.Node;
  readonly key?: string;
}

export interface ShapeEntry extends Edge {
  readonly key: string;
}

export interface Effect {
  readonly type: "refinement" | "transform" | "preprocess";
  /** The user function, when written inline or as a const; undefined when zod made it. */
  readonly fn?: ts.Expression;
  /** `.superRefine()` and `z.custom()`: the return value is ignored, issues come from `ctx`. */
  readonly ignoresResult?: boolean;
  /** `z.instanceof(Class)`: fails for every JSON value but objects, which it cannot judge. */
  readonly instanceOf?: boolean;
}

export interface Z3Model {
  readonly typeName: TypeName;
  /** The call whose evaluation returned this instance. */
  readonly node: ts.Node;
  /** The builder call that created the kind (`z.string()`, `.optional()`), kept by clones. */
  readonly baseNode: ts.Node;
  readonly description?: Described;
  readonly coerce?: boolean;
  readonly checks?: readonly Z3Check[];
  /** innerType (optional, nullable, default, catch, readonly), type (array, branded, promise), schema (effects), getter (lazy). */
  readonly inner?: Edge;
  /** `.default(value)`: the static value `defaultValue()` returns. */
  readonly defaultValue?: JsonValue;
  /** The `.default()` call that set it; kept by clones (`.describe()`), so findings point at the default. */
  readonly defaultNode?: ts.Node;
  /** `.catch(value)`: the static value, or undefined when it is computed. */
  readonly catchValue?: JsonValue;
  readonly effect?: Effect;
  // array (minLength/maxLength/exactLength) and set (minSize/maxSize)
  readonly minLength?: Limit;
  readonly maxLength?: Limit;
  readonly exactLength?: Limit;
  // object
  readonly shape?: readonly ShapeEntry[];
  readonly unknownKeys?: "strip" | "strict" | "passthrough";
  /** The call that set `unknownKeys` (`.strict()`, `z.strictObject(…)`, `.passthrough()`). */
  readonly unknownKeysNode?: ts.Node;
  /** Undefined for zod's default `ZodNever` catchall. */
  readonly catchall?: Edge;
  readonly catchallNode?: ts.Node;
  // union, discriminated union
  readonly options?: readonly Edge[];
  readonly discriminator?: string;
  // intersection
  readonly left?: Edge;
  readonly right?: Edge;
  // tuple
  readonly items?: readonly Edge[];
  readonly rest?: Edge;
  // record, map, set (valueType)
  readonly keyType?: Edge;
  readonly valueType?: Edge;
  // pipeline
  readonly pipeIn?: Edge;
  readonly pipeOut?: Edge;
  readonly literal?: Z3Literal;
  /** ZodEnum `_def.values`. */
  readonly values?: readonly string[];
  /** ZodNativeEnum `_def.values`, in the key order of the runtime object. */
  readonly entries?: readonly (readonly [string, string | number])[];
}

/** A model reached from an expression, with the const declarations crossed on the way. */
export interface Reached {
  readonly model: Z3Model;
  readonly via: readonly ts.Node[];
}

export function edgeTo(reached: Reached, extra: Partial<Edge> = {}): Edge {
  const model = reached.model;
  return { target: () => model, via: reached.via, ...extra };
}

export function modelEdge(model: Z3Model): Edge {
  return { target: () => model, via: [] };
}

/** zod 3's `getValidEnumValues`: a native enum's values without the reverse mappings of numeric members. */
export function nativeEnumValues(entries: readonly (readonly [string, string | number])[]): (string | number)[] {
  const object = new Map(entries);
  return entries.filter(([key]) => typeof object.get(String(object.get(key))) !== "number").map(([, value]) => value);
}
