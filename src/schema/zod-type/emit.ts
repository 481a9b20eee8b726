import type ts from "typescript";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../types.js";
import { assignKeys, foldIntersection, PropertyRegistry, setKey } from "./fold.js";
import { literalValues, omittableInInput, optionalIn, type ZodNode } from "./ir.js";
import { zodBehaviour, type ZodBehaviour } from "../zod-chain/versions.js";

/**
 * Turns the zod graph read from types into the JSON Schema zod writes (the release `zod`, with the
 * same version facts as the chain route, `zod-chain/versions.ts`) for
 * `jsonSchema.input({ target: "openai-strict" })`, by the same steps its converter takes: one JSON
 * object per schema (shared where a schema is reused), wrappers inheriting their inner schema,
 * recursive schemas moved to `definitions` (`#` for the root), then the `anyOf` → `type` array
 * compaction and the intersection fold. That target is none of zod's named drafts, so tuples use
 * `items: [...]` + `additionalItems`, records get no `propertyNames`, and definitions live under
 * `definitions`. Keywords that hang on runtime values (checks, descriptions, defaults) are not written.
 */

const MAX_OUTPUT_DEPTH = 512;

interface Seen {
  schema: JsonObject;
  /** The body of an extracted schema, while `schema` becomes the `$ref`. */
  def?: JsonObject;
  defId?: string;
  /** The schema this one inherits from; null once flattened. */
  ref?: ZodNode | null;
  cycle: boolean;
}

export interface EmittedZodSchema {
  schema: JsonObject;
  /** Every object property in the output, with the symbol that declared it. */
  properties: { pointer: Pointer; symbol: ts.Symbol }[];
  /** Some `anyOf` was written as a `type` array, which zod skips when a member carries checks or a description. */
  compacted: boolean;
  /** Some intersection was folded into one object, which zod skips when a member carries metadata. */
  folded: boolean;
}

export function emitZodSchema(root: ZodNode, zod: ZodBehaviour = zodBehaviour()): EmittedZodSchema {
  return new ZodEmitter(zod).emit(root);
}

class ZodEmitter {
  private readonly seen = new Map<ZodNode, Seen>();
  private readonly intersections: JsonValue[][] = [];
  private readonly registry = new PropertyRegistry();
  private compacted = false;
  private folded = false;

  constructor(private readonly zod: ZodBehaviour) {}

  emit(root: ZodNode): EmittedZodSchema {
    this.process(root, []);
    this.extractDefinitions(root);
    for (const node of [...this.seen.keys()].reverse()) this.flatten(node);
    if (this.zod.has("type-array-unions")) for (const entry of this.seen.values()) this.compactTypeUnion(entry.def ?? entry.schema);
    if (this.zod.has("intersection-fold")) this.foldIntersections();

    const rootEntry = this.seen.get(root)!;
    const body: JsonObject = {};
    assignKeys(body, rootEntry.def ?? rootEntry.schema);
    const definitions: JsonObject = {};
    for (const entry of this.seen.values()) {
      if (entry.def && entry.defId) setKey(definitions, entry.defId, entry.def);
    }
    if (Object.keys(definitions).length > 0) body.definitions = definitions;

    const properties: EmittedZodSchema["properties"] = [];
    const schema = this.materialize(body, "", properties) as JsonObject;
    return { schema, properties, compacted: this.compacted, folded: this.folded };
  }

  private process(node: ZodNode, path: readonly ZodNode[]): JsonObject {
    const known = this.seen.get(node);
    if (known) {
      if (path.includes(node)) known.cycle = true;
      return known.schema;
    }
    const entry: Seen = { schema: {}, cycle: false };
    this.seen.set(node, entry);
    this.write(node, entry, [...path, node]);
    return entry.schema;
  }

  private write(node: ZodNode, entry: Seen, path: readonly ZodNode[]): void {
    const json = entry.schema;
    const child = (inner: ZodNode) => this.process(inner, path);
    switch (node.kind) {
      case "string":
      case "template":
      case "file":
        json.type = "string";
        return;
      case "number":
        json.type = node.integer ? "integer" : "number";
        return;
      case "boolean":
      case "null":
        json.type = node.kind;
        return;
      case "any":
        return;
      case "never":
        json.not = {};
        return;
      case "enum":
        if (node.values.length === 0 && this.zod.has("empty-values-not")) {
          json.not = {};
          return;
        }
        if (node.values.every((value) => typeof value === "number")) json.type = "number";
        if (node.values.every((value) => typeof value === "string")) json.type = "string";
        json.enum = [...node.values];
        return;
      case "literal":
        writeLiteral(json, node.values);
        return;
      case "object": {
        json.type = "object";
        const properties: JsonObject = {};
        json.properties = properties;
        for (const { name, symbol, node: value } of node.shape) {
          setKey(properties, name, child(value));
          this.registry.set(properties, name, symbol);
        }
        // Before 4.5 zod asked the plain optin: `.catch()` and a transform read as optional in 4.4.3, and
        // before that a transform had none (a `z.preprocess()` property stayed required).
        const omittable = this.zod.has("catch-optional-input")
          ? optionalIn
          : this.zod.has("preprocess-required")
            ? (value: ZodNode) => !(value.kind === "pipe" && value.inIsTransform) && omittableInInput(value)
            : omittableInInput;
        const required = node.shape.filter((entry) => !omittable(entry.node)).map((entry) => entry.name);
        if (required.length > 0) json.required = required;
        if (node.extra.mode === "strict") json.additionalProperties = false;
        else if (node.extra.mode === "loose") json.additionalProperties = {};
        else if (node.extra.mode === "catchall") json.additionalProperties = child(node.extra.schema);
        return;
      }
      case "array":
        json.type = "array";
        json.items = child(node.element);
        return;
      case "tuple": {
        json.type = "array";
        json.items = node.items.map(child);
        const rest = node.rest ? child(node.rest) : null;
        let minItems = node.items.length;
        while (minItems > 0 && omittableInInput(node.items[minItems - 1])) minItems--;
        if (rest) json.additionalItems = rest;
        else if (this.zod.has("closed-tuples")) json.additionalItems = false;
        if (this.zod.has("closed-tuples")) {
          if (minItems > 0) json.minItems = minItems;
          if (!rest) json.maxItems = node.items.length;
        }
        return;
      }
      case "record": {
        json.type = "object";
        json.additionalProperties = child(node.value);
        const keyValues = node.key && literalValues(node.key);
        const keys = keyValues?.filter((value): value is string | number => typeof value === "string" || typeof value === "number");
        const omittable = this.zod.has("record-optional-values") && omittableInInput(node.value);
        if (keys && keys.length > 0 && !node.partial && !omittable) json.required = this.zod.has("record-required-strings") ? keys.map(String) : keys;
        return;
      }
      case "union": {
        const options = node.options.map(child);
        if (node.exclusive) json.oneOf = options;
        else json.anyOf = options;
        return;
      }
      case "intersection": {
        const left = child(node.left);
        const right = child(node.right);
        const spread = (side: JsonObject): JsonValue[] =>
          Array.isArray(side.allOf) && Object.keys(side).length === 1 ? side.allOf : [side];
        const allOf = [...spread(left), ...spread(right)];
        json.allOf = allOf;
        this.intersections.push(allOf);
        return;
      }
      case "nullable":
        json.anyOf = [child(node.inner), { type: "null" }];
        return;
      case "pipe":
        child(node.converted);
        entry.ref = node.converted;
        return;
      case "readonly":
        child(node.inner);
        entry.ref = node.inner;
        json.readOnly = true;
        return;
      default:
        // optional, nonoptional, default, prefault, catch, lazy, promise: the inner schema, unchanged
        // apart from a default value the type cannot show.
        child(node.inner);
        entry.ref = node.inner;
    }
  }

  /** The root always becomes `#`; any other schema met again inside itself moves to `definitions`. */
  private extractDefinitions(root: ZodNode): void {
    let counter = 0;
    for (const [node, entry] of this.seen) {
      const isRoot = node === root;
      if (!isRoot && !entry.cycle) continue;
      entry.def = { ...entry.schema };
      let ref = "#";
      if (!isRoot) {
        entry.defId = `__schema${counter++}`;
        ref = `#/definitions/${entry.defId}`;
      }
      for (const key of Object.keys(entry.schema)) delete entry.schema[key];
      entry.schema.$ref = ref;
    }
  }

  private flatten(node: ZodNode): void {
    const entry = this.seen.get(node)!;
    if (entry.ref === null) return;
    const schema = entry.def ?? entry.schema;
    const own = { ...schema };
    const ref = entry.ref;
    entry.ref = null;
    if (!ref) return;
    this.flatten(ref);
    const inherited = this.seen.get(ref)!;
    assignKeys(schema, inherited.schema);
    assignKeys(schema, own);
    if (inherited.schema.$ref && inherited.def) {
      for (const key of Object.keys(schema)) {
        if (key === "$ref" || key === "allOf") continue;
        if (key in inherited.def && JSON.stringify(schema[key]) === JSON.stringify(inherited.def[key])) delete schema[key];
      }
    }
  }

  /** `anyOf` of bare `{type}` members becomes one `type` array, as zod writes a plain nullable. */
  private compactTypeUnion(schema: JsonObject): void {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined) return;
    const types: string[] = [];
    for (const option of options) {
      if (!isJsonObject(option)) return;
      this.compactTypeUnion(option);
      const keys = Object.keys(option);
      if (keys.length !== 1 || keys[0] !== "type") return;
      for (const member of Array.isArray(option.type) ? option.type : [option.type]) {
        if (typeof member !== "string") return;
        if (!types.includes(member)) types.push(member);
      }
    }
    delete schema.anyOf;
    schema.type = types.length === 1 ? types[0] : types;
    this.compacted = true;
  }

  private foldIntersections(): void {
    if (this.intersections.length === 0) return;
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
    for (const allOf of this.intersections) {
      for (const json of carriers.get(allOf) ?? []) {
        if (foldIntersection(json, this.registry)) this.folded = true;
      }
    }
  }

  /** A plain deep copy (the shared objects become a tree), noting where each property ends up. */
  private materialize(value: JsonValue, pointer: Pointer, out: EmittedZodSchema["properties"], depth = 0): JsonValue {
    // Extraction leaves no cycles; the guard only turns a broken invariant into an error, not a hang.
    if (depth > MAX_OUTPUT_DEPTH) throw new Error(`the emitted schema is nested more than ${MAX_OUTPUT_DEPTH} levels deep`);
    if (Array.isArray(value)) return value.map((item, index) => this.materialize(item, pointerJoin(pointer, index), out, depth + 1));
    if (!isJsonObject(value)) return value;
    const copy: JsonObject = {};
    for (const key of Object.keys(value)) {
      const childPointer = pointerJoin(pointer, key);
      const item = value[key];
      if (key === "properties" && isJsonObject(item)) {
        const properties: JsonObject = {};
        for (const name of Object.keys(item)) {
          const propertyPointer = pointerJoin(childPointer, name);
          const symbol = this.registry.get(item, name);
          if (symbol) out.push({ pointer: propertyPointer, symbol });
          setKey(properties, name, this.materialize(item[name], propertyPointer, out, depth + 1));
        }
        setKey(copy, key, properties);
      } else {
        setKey(copy, key, this.materialize(item, childPointer, out, depth + 1));
      }
    }
    return copy;
  }
}

function writeLiteral(json: JsonObject, values: readonly (string | number | boolean | null)[]): void {
  if (values.length === 0) {
    json.not = {};
  } else if (values.length === 1) {
    const value = values[0];
    json.type = value === null ? "null" : typeof value;
    json.const = value;
  } else {
    if (values.every((value) => typeof value === "number")) json.type = "number";
    if (values.every((value) => typeof value === "string")) json.type = "string";
    if (values.every((value) => typeof value === "boolean")) json.type = "boolean";
    if (values.every((value) => value === null)) json.type = "null";
    json.enum = [...values];
  }
}
