import type ts from "typescript";
import type { EvalContext } from "../shared/static-eval.js";
import type { JsonObject, JsonValue } from "../types.js";
import { ChainError } from "../zod-chain/ir.js";
import type { Edge, Z3Model } from "./ir.js";
import { PARSERS } from "./parsers.js";

/**
 * zodToJsonSchema's `$refStrategy`: what a def met again becomes. "root" (the default) and
 * "relative" write a `$ref` to the first occurrence; "none" writes it again in full; "seen" writes
 * `{}`. Under "none" and "seen" a def met again inside itself (recursion) is `{}`.
 */
export type RefStrategy = "root" | "relative" | "none" | "seen";

/** The zodToJsonSchema targets the emitter writes: 2019-09 differs in exclusive bounds and intersections. */
export type Zod3Target = "jsonSchema7" | "jsonSchema2019-09";

/**
 * zodToJsonSchema's `removeAdditionalStrategy`: what a stripping object (`z.object()`, zod's default
 * for unknown keys) writes in `additionalProperties`. "passthrough" (the default) writes false;
 * "strict" writes true, keeping false for `.strict()` objects only (zod-to-json-schema 3.25.2
 * dist/cjs/parsers/object.js decideAdditionalProperties).
 */
export type RemoveAdditionalStrategy = "passthrough" | "strict";

export interface Zod3EmitOptions {
  readonly refStrategy?: RefStrategy;
  readonly target?: Zod3Target;
  readonly removeAdditionalStrategy?: RemoveAdditionalStrategy;
}

/**
 * zod-to-json-schema 3.25's `zodToJsonSchema(schema)` with its default options (target
 * jsonSchema7 unless told 2019-09, `$refStrategy: "root"` unless told another,
 * `effectStrategy: "input"`, `pipeStrategy: "all"`, `dateStrategy: "format:date-time"`, `mapStrategy: "entries"`, `removeAdditionalStrategy:
 * "passthrough"` unless told "strict", no error messages) run over the model. Its `parseDef` is mirrored step by step,
 * because the order of its steps decides key order and which occurrence of a shared def is written
 * in full (the first) and which becomes `{ "$ref": "#/path/to/first" }`.
 */
export interface Refs {
  readonly currentPath: readonly string[];
  /** Set by the object parser for a property: an optional there is written without `anyOf`. */
  readonly propertyPath?: readonly string[];
}

/** Where a schema sits in the source, carried down for the source map. */
export interface Place {
  readonly via: readonly ts.Node[];
  readonly declaration?: ts.Node;
}

export interface Origin {
  /** The outermost model whose `parseDef` returned this JSON object. */
  readonly model: Z3Model;
  readonly place: Place;
}

const MAX_PARSE_DEPTH = 400;

export class Zod3Emitter {
  private readonly seen = new Map<Z3Model, readonly string[]>();
  /** Per JSON object: which call wrote each keyword (plus the `?schema` / `?optional` pseudo-keys). */
  readonly keywords = new Map<JsonObject, Map<string, ts.Node>>();
  readonly origins = new Map<JsonObject, Origin>();
  private depth = 0;

  private readonly refStrategy: RefStrategy;
  readonly target: Zod3Target;
  readonly removeAdditionalStrategy: RemoveAdditionalStrategy;

  /** `ctx` evaluates user functions zod-to-json-schema runs through zod (`isOptional()`), where static. */
  constructor(
    readonly ctx: EvalContext,
    options: Zod3EmitOptions = {},
  ) {
    this.refStrategy = options.refStrategy ?? "root";
    this.target = options.target ?? "jsonSchema7";
    this.removeAdditionalStrategy = options.removeAdditionalStrategy ?? "passthrough";
  }

  emit(root: Z3Model, place: Place): JsonObject {
    return this.parseDef(root, { currentPath: ["#"] }, place) ?? {};
  }

  /** zodToJsonSchema's `definitions` option: the def is known at `path` before anything is parsed. */
  seed(model: Z3Model, path: readonly string[]): void {
    this.seen.set(model, path);
  }

  /** `force`: parse even a def already seen (zodToJsonSchema writes each of its `definitions` so). */
  parseDef(model: Z3Model, refs: Refs, place: Place, force = false): JsonObject | undefined {
    const seenPath = this.seen.get(model);
    if (seenPath && !force) {
      const again = this.metAgain(model, seenPath, refs, place);
      if (again) return again;
    }
    if (this.depth > MAX_PARSE_DEPTH) {
      throw new ChainError(`the schema nests deeper than ${MAX_PARSE_DEPTH} levels; the interpreter stops here`, model.node);
    }
    this.seen.set(model, refs.currentPath);
    this.depth++;
    try {
      const json = PARSERS[model.typeName](model, this, refs, place);
      if (json && model.description) this.set(json, "description", model.description.text, model.description.node);
      if (json) this.origins.set(json, { model, place });
      return json;
    } finally {
      this.depth--;
    }
  }

  /** zodToJsonSchema's `get$ref`: what a def already seen becomes under the `$refStrategy`; undefined: parse it again. */
  private metAgain(model: Z3Model, seenPath: readonly string[], refs: Refs, place: Place): JsonObject | undefined {
    const here = refs.currentPath;
    let json: JsonObject;
    if (this.refStrategy === "root" || this.refStrategy === "relative") {
      json = { $ref: this.refStrategy === "root" ? seenPath.join("/") : relativePath(here, seenPath) };
      this.mark(json, "$ref", model.node);
    } else {
      const recursive = seenPath.length < here.length && seenPath.every((segment, index) => here[index] === segment);
      if (!recursive && this.refStrategy === "none") return undefined;
      json = {};
    }
    this.mark(json, "?schema", model.baseNode);
    this.origins.set(json, { model, place });
    return json;
  }

  /** Parses the schema an edge leads to, at `path` below the current one. */
  child(edge: Edge, refs: Refs, place: Place, path: readonly string[], extra: Partial<Refs> & { declaration?: ts.Node } = {}): JsonObject | undefined {
    const { declaration, ...refExtra } = extra;
    return this.parseDef(
      edge.target(),
      { ...refs, currentPath: [...refs.currentPath, ...path], ...refExtra },
      { via: [...place.via, ...edge.via], declaration },
    );
  }

  /** Parses a wrapped schema at the same path (optional in a property, effects, brand, lazy, …). */
  same(edge: Edge, refs: Refs, place: Place): JsonObject | undefined {
    return this.parseDef(edge.target(), refs, { ...place, via: [...place.via, ...edge.via] });
  }

  set(json: JsonObject, key: string, value: JsonValue, node: ts.Node): void {
    if (key === "__proto__") Object.defineProperty(json, key, { value, enumerable: true, writable: true, configurable: true });
    else json[key] = value;
    this.mark(json, key, node, true);
  }

  mark(json: JsonObject, key: string, node: ts.Node, replace = false): void {
    let own = this.keywords.get(json);
    if (!own) this.keywords.set(json, (own = new Map()));
    if (replace || !own.has(key)) own.set(key, node);
  }

  /** A copy of `from` standing in its place (intersection members without `additionalProperties`). */
  adopt(from: JsonObject, to: JsonObject, skip: readonly string[] = []): void {
    this.copyMarks(from, to, skip);
    const origin = this.origins.get(from);
    if (origin) this.origins.set(to, origin);
  }

  /** A new object made from another (`{ ...inner, default }`): its keywords keep their sources. */
  copyMarks(from: JsonObject, to: JsonObject, skip: readonly string[] = []): void {
    for (const [key, node] of this.keywords.get(from) ?? []) if (!skip.includes(key)) this.mark(to, key, node);
  }
}

/** zod-to-json-schema's `getRelativePath`: how many levels up from `from`, then down to `to`. */
function relativePath(from: readonly string[], to: readonly string[]): string {
  let shared = 0;
  while (shared < from.length && shared < to.length && from[shared] === to[shared]) shared++;
  return [String(from.length - shared), ...to.slice(shared)].join("/");
}
