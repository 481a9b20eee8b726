import type ts from "typescript";
import { assignKeys, foldIntersection, PropertyRegistry, setKey } from "../zod-type/fold.js";
import { DRAFT_07_URI, DRAFT_2020_12_URI, isJsonObject, type JsonObject, type JsonValue } from "../types.js";
import { ChainError, type ZodModel } from "./ir.js";
import { PROCESSORS, type EmitContext, type ProcessParams, type ZodJsonTarget } from "./processors.js";
import { isTransforming } from "./semantics.js";
import { zodBehaviour, type ZodBehaviour } from "./versions.js";

/**
 * zod's JSON Schema conversion (`processSchema`, `extractDefs`, `finalize`) run over the model, as the
 * release `zod` writes it (4.6 unless told; `versions.ts` lists what older releases do differently),
 * for `io: "input"` and the converter target a framework asks for: a named draft gets
 * `$schema` (and `$defs` in 2020-12), any other target name none, with `definitions` for extracted
 * schemas. Schemas reused without recursion are inlined. The steps and their order are zod's, because
 * the order decides key order and `__schemaN` numbering.
 */
export interface Seen {
  schema: JsonObject;
  def?: JsonObject;
  defId?: string;
  cycle: boolean;
  ref?: ZodModel | null;
  /** `ref` before flattening cleared it: which model this one inherited keywords from. */
  inheritedFrom?: ZodModel;
}

export interface Emitted {
  /** The result before zod's final JSON round trip; objects are still shared with `seen`. */
  readonly raw: JsonObject;
  readonly seen: ReadonlyMap<ZodModel, Seen>;
  readonly keywords: ReadonlyMap<ZodModel, ReadonlyMap<string, ts.Node>>;
}

/** zod's registry lookup: own metadata over the parent's, without inheriting `id`. */
export function registeredMeta(model: ZodModel, depth = 0): JsonObject | undefined {
  if (model.parent && depth < 500) {
    const inherited: JsonObject = { ...(registeredMeta(model.parent, depth + 1) ?? {}) };
    delete inherited.id;
    const merged: JsonObject = { ...inherited, ...(model.meta?.value ?? {}) };
    return Object.keys(merged).length > 0 ? merged : undefined;
  }
  return model.meta?.value;
}

/** The model whose own metadata supplied `key` (for the source map). */
export function metaSource(model: ZodModel, key: string): ts.Node | undefined {
  for (let current: ZodModel | undefined = model, depth = 0; current && depth < 500; current = current.parent, depth++) {
    if (current.meta && Object.hasOwn(current.meta.value, key)) return current.meta.node;
    if (key === "id") return undefined;
  }
  return undefined;
}

const MAX_PROCESS_DEPTH = 400;

const SCHEMA_URI: Readonly<Record<ZodJsonTarget, string | undefined>> = {
  "draft-07": DRAFT_07_URI,
  "draft-2020-12": DRAFT_2020_12_URI,
  other: undefined,
};

export class ZodEmitter implements EmitContext {
  constructor(
    readonly target: ZodJsonTarget = "other",
    readonly zod: ZodBehaviour = zodBehaviour(),
  ) {}

  readonly seen = new Map<ZodModel, Seen>();
  readonly intersections: JsonValue[][] = [];
  readonly keywords = new Map<ZodModel, Map<string, ts.Node>>();
  private counter = 0;
  /**
   * `registeredMeta` per model: process, extractDefs and finalize each ask for every model, and a
   * clone chain rebuilds the merged object at each level. Keyed by model, which is immutable (its
   * parent chain and metadata are fixed when it is built), and only read, never mutated, by callers.
   */
  private readonly metas = new Map<ZodModel, JsonObject | undefined>();

  private metaOf(model: ZodModel): JsonObject | undefined {
    if (this.metas.has(model)) return this.metas.get(model);
    const meta = registeredMeta(model);
    this.metas.set(model, meta);
    return meta;
  }

  /**
   * Whether a transform is reachable from the model, kept per model: process asks for every model
   * after its children, so each walk can stop at children already answered instead of walking the
   * whole subtree again (the answer of a whole walk does not depend on where it started from).
   */
  private readonly transformingAnswers = new Map<ZodModel, boolean>();

  private transforming(model: ZodModel): boolean {
    let answer = this.transformingAnswers.get(model);
    if (answer === undefined) this.transformingAnswers.set(model, (answer = isTransforming(model, new Set(), this.transformingAnswers)));
    return answer;
  }

  emit(root: ZodModel): Emitted {
    this.process(root, { schemaPath: [] });
    this.extractDefs(root);
    return { raw: this.finalize(root), seen: this.seen, keywords: this.keywords };
  }

  mark(model: ZodModel, keyword: string, node: ts.Node): void {
    let own = this.keywords.get(model);
    if (!own) this.keywords.set(model, (own = new Map()));
    if (!own.has(keyword)) own.set(keyword, node);
  }

  setRef(model: ZodModel, target: ZodModel): void {
    const entry = this.seen.get(model)!;
    entry.ref = target;
    entry.inheritedFrom = target;
  }

  process(model: ZodModel, params: ProcessParams): JsonObject {
    const known = this.seen.get(model);
    if (known) {
      if (params.schemaPath.includes(model)) known.cycle = true;
      return known.schema;
    }
    if (params.schemaPath.length > MAX_PROCESS_DEPTH) {
      throw new ChainError(`the schema nests deeper than ${MAX_PROCESS_DEPTH} levels; the interpreter stops here`, model.node);
    }
    // All fields from the start (unset ones undefined, as before): one object layout for every entry.
    const entry: Seen = { schema: {}, def: undefined, defId: undefined, cycle: false, ref: undefined, inheritedFrom: undefined };
    this.seen.set(model, entry);
    const inner: ProcessParams = { schemaPath: [...params.schemaPath, model] };
    PROCESSORS[model.kind](model, this, entry.schema, inner);
    if (model.parent) {
      if (!entry.ref) {
        entry.ref = model.parent;
        entry.inheritedFrom = model.parent;
      }
      this.process(model.parent, inner);
    }
    const meta = this.metaOf(model);
    if (meta) {
      assignKeys(entry.schema, meta);
      for (const key of Object.keys(meta)) {
        const source = metaSource(model, key);
        if (source) this.mark(model, key, source);
      }
    }
    if (this.transforming(model)) {
      delete entry.schema.examples;
      delete entry.schema.default;
    }
    if ("_prefault" in entry.schema) {
      // Before 4.4 zod tested the value, so a falsy prefault wrote no default.
      if (!this.zod.has("prefault-falsy-dropped") || entry.schema._prefault) entry.schema.default ??= entry.schema._prefault;
      delete entry.schema._prefault;
    }
    return entry.schema;
  }

  private extractDefs(root: ZodModel): void {
    const ids = new Map<string, ZodModel>();
    for (const model of this.seen.keys()) {
      const id = this.metaOf(model)?.id;
      if (typeof id !== "string" || id === "") continue;
      const existing = ids.get(id);
      if (existing && existing !== model) {
        throw new ChainError(
          `zod cannot convert this schema to JSON Schema: Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`,
          model.node,
        );
      }
      ids.set(id, model);
    }
    const rootEntry = this.seen.get(root)!;
    const extract = (entry: Seen): void => {
      if (entry.schema.$ref) return;
      let ref = "#";
      const ownId = entry.schema.id;
      // Before 4.5 the root was always `#`, its id or not.
      const inlineRoot = entry === rootEntry && (!ownId || !this.zod.has("root-id-extracted"));
      if (!inlineRoot) {
        const defId = typeof ownId === "string" ? ownId : `__schema${this.counter++}`;
        entry.defId = defId;
        ref = `#/${this.defsKey}/${defId.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      }
      entry.def = { ...entry.schema };
      for (const key of Object.keys(entry.schema)) delete entry.schema[key];
      entry.schema.$ref = ref;
    };
    for (const [model, entry] of this.seen) {
      if (model === root) extract(entry);
      else if (this.metaOf(model)?.id) extract(entry);
      else if (entry.cycle) extract(entry);
    }
  }

  private flatten(model: ZodModel): void {
    const entry = this.seen.get(model)!;
    if (entry.ref === null) return;
    const schema = entry.def ?? entry.schema;
    const cached = { ...schema };
    const ref = entry.ref;
    entry.ref = null;
    if (ref) {
      this.flatten(ref);
      const refEntry = this.seen.get(ref)!;
      if (refEntry.schema.$ref && this.target === "draft-07") {
        // draft-07 ignores keywords beside a `$ref`, so zod wraps an inherited reference in `allOf`.
        const allOf = Array.isArray(schema.allOf) ? schema.allOf : [];
        allOf.push(refEntry.schema);
        schema.allOf = allOf;
      } else assignKeys(schema, refEntry.schema);
      assignKeys(schema, cached);
      if (model.parent === ref) {
        for (const key of Object.keys(schema)) {
          if (key !== "$ref" && key !== "allOf" && !(key in cached)) delete schema[key];
        }
      }
      if (refEntry.schema.$ref && refEntry.def) dropMatching(schema, refEntry.def);
    }
    const parent = model.parent;
    if (parent && parent !== ref) {
      this.flatten(parent);
      const parentEntry = this.seen.get(parent);
      if (parentEntry?.schema.$ref) {
        schema.$ref = parentEntry.schema.$ref;
        if (parentEntry.def) dropMatching(schema, parentEntry.def);
      }
    }
  }

  private finalize(root: ZodModel): JsonObject {
    for (const model of [...this.seen.keys()].reverse()) this.flatten(model);
    if (this.zod.has("type-array-unions")) for (const entry of this.seen.values()) compactTypeUnion(entry.def ?? entry.schema);
    if (this.intersections.length > 0 && this.zod.has("intersection-fold")) {
      const carriers = new Map<JsonValue[], JsonObject[]>();
      for (const entry of this.seen.values()) {
        for (const json of [entry.schema, entry.def]) {
          const allOf = json?.allOf;
          if (!json || !Array.isArray(allOf)) continue;
          const list = carriers.get(allOf);
          if (list) list.push(json);
          else carriers.set(allOf, [json]);
        }
      }
      // The property registry only serves the type route's source map; this route maps by identity.
      const registry = new PropertyRegistry();
      for (const allOf of this.intersections) for (const json of carriers.get(allOf) ?? []) foldIntersection(json, registry);
    }
    const rootEntry = this.seen.get(root)!;
    const result: JsonObject = {};
    const uri = SCHEMA_URI[this.target];
    if (uri) result.$schema = uri;
    assignKeys(result, rootEntry.defId ? rootEntry.schema : (rootEntry.def ?? rootEntry.schema));
    // Before 4.4 a `.meta({ id })` stayed in the output as an `id` keyword.
    const stripIds = !this.zod.has("meta-id-kept");
    const rootId = this.metaOf(root)?.id;
    if (stripIds && rootId !== undefined && result.id === rootId) delete result.id;
    const definitions: JsonObject = {};
    for (const entry of this.seen.values()) {
      if (entry.def && entry.defId) {
        if (stripIds && entry.def.id === entry.defId) delete entry.def.id;
        setKey(definitions, entry.defId, entry.def);
      }
    }
    if (Object.keys(definitions).length > 0) result[this.defsKey] = definitions;
    return result;
  }

  private get defsKey(): "$defs" | "definitions" {
    return this.target === "draft-2020-12" ? "$defs" : "definitions";
  }
}

function dropMatching(schema: JsonObject, def: JsonObject): void {
  for (const key of Object.keys(schema)) {
    if (key === "$ref" || key === "allOf") continue;
    if (key in def && JSON.stringify(schema[key]) === JSON.stringify(def[key])) delete schema[key];
  }
}

/** zod's `compactTypeUnion`: `anyOf` of bare `{type}` members becomes one `type` array. */
export function compactTypeUnion(schema: JsonObject): void {
  const options = schema.anyOf;
  if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined) return;
  const types: JsonValue[] = [];
  for (const option of options) {
    if (!isJsonObject(option)) return;
    compactTypeUnion(option);
    const keys = Object.keys(option);
    if (keys.length !== 1 || keys[0] !== "type") return;
    for (const member of Array.isArray(option.type) ? option.type : [option.type]) {
      if (typeof member !== "string") return;
      if (!types.includes(member)) types.push(member);
    }
  }
  delete schema.anyOf;
  schema.type = types.length === 1 ? types[0] : types;
}
