import { isJsonObject, type JsonObject, type JsonValue } from "../types.js";

/**
 * Deterministic clean-up shared by the TSJ route and the checker walk, so both emit the same
 * draft 2020-12 shape and the same text for the same type, whatever the cwd or the run:
 *
 * - no `$schema`; `definitions` (and any root `$defs`) become one `$defs`, dropped when empty or
 *   unreachable;
 * - definition names are the real TypeScript name when the producer knows one, else `Def0`, `Def1`…
 *   in order of first `$ref` (TSJ's own names hash the cwd-relative path or use `Math.random()`);
 * - a root that is only a `$ref` to a definition is replaced by that definition;
 * - draft-07 tuple keywords become 2020-12 ones (`items: [...]` → `prefixItems`,
 *   `additionalItems` → `items`);
 * - keywords follow one fixed order, so equal schemas serialise to equal text.
 */
export interface NormalizeOptions {
  /** The real TypeScript name behind a producer's raw definition name, when there is one. */
  readonly definitionName?: (rawName: string) => string | undefined;
}

const KEYWORD_ORDER = [
  "$ref",
  "type",
  "title",
  "description",
  "const",
  "enum",
  "format",
  "pattern",
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "properties",
  "required",
  "additionalProperties",
  "minProperties",
  "maxProperties",
  "prefixItems",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "default",
  "examples",
  "deprecated",
];
const KEYWORD_RANK = new Map(KEYWORD_ORDER.map((keyword, index) => [keyword, index]));

/** Keywords whose value is one subschema. */
const SCHEMA_KEYWORDS = new Set([
  "items",
  "additionalProperties",
  "additionalItems",
  "not",
  "contains",
  "propertyNames",
  "if",
  "then",
  "else",
  "unevaluatedItems",
  "unevaluatedProperties",
]);
/** Keywords whose value is an array of subschemas. */
const SCHEMA_ARRAY_KEYWORDS = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
/** Keywords whose value maps names to subschemas. */
const SCHEMA_MAP_KEYWORDS = new Set(["properties", "patternProperties", "dependentSchemas"]);

const LOCAL_REF = /^#\/(?:definitions|\$defs)\/(.+)$/;

export function normalizeSchema(raw: JsonValue, options: NormalizeOptions = {}): JsonObject {
  // Boolean schemas keep their meaning in object form; other non-objects are not schemas at all.
  if (raw === false) return { not: {} };
  if (!isJsonObject(raw)) return {};
  const rawDefinitions = collectDefinitions(raw);
  let root = toDraft2020(stripRootBookkeeping(raw));
  root = inlineRootReference(root, rawDefinitions);

  const names = new DefinitionNamer(options.definitionName);
  const queue: string[] = [];
  const rename = (rawName: string): string | undefined => {
    if (!rawDefinitions.has(rawName)) return undefined;
    const known = names.get(rawName);
    if (known !== undefined) return known;
    queue.push(rawName);
    return names.assign(rawName);
  };

  const normalizedRoot = rewrite(root, rename) as JsonObject;
  const defs: JsonObject = {};
  // Breadth-first over definitions in naming order: a definition is numbered when first referenced.
  for (let index = 0; index < queue.length; index++) {
    const rawName = queue[index];
    setOwn(defs, names.get(rawName)!, rewriteSchema(rawDefinitions.get(rawName)!, rename));
  }
  if (Object.keys(defs).length > 0) normalizedRoot.$defs = defs;
  return normalizedRoot;
}

function collectDefinitions(raw: JsonObject): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  for (const key of ["definitions", "$defs"]) {
    const block = raw[key];
    if (!isJsonObject(block)) continue;
    for (const [name, value] of Object.entries(block)) out.set(name, value);
  }
  return out;
}

function stripRootBookkeeping(raw: JsonObject): JsonObject {
  const { $schema: _schema, definitions: _definitions, $defs: _defs, ...rest } = raw;
  return rest;
}

/** TSJ with `topRef` or an exposed root returns `{ $ref }`: the root must be the type itself. */
function inlineRootReference(root: JsonObject, definitions: Map<string, JsonValue>): JsonObject {
  const seen = new Set<string>();
  let current = root;
  while (typeof current.$ref === "string") {
    const target = refTarget(current.$ref);
    const definition = target === undefined ? undefined : definitions.get(target);
    if (target === undefined || seen.has(target) || !isJsonObject(definition)) break;
    seen.add(target);
    const { $ref: _ref, ...siblings } = current;
    current = { ...toDraft2020(definition), ...siblings };
  }
  return current;
}

function refTarget(ref: string): string | undefined {
  const match = LOCAL_REF.exec(ref);
  if (!match) return undefined;
  const encoded = match[1].replace(/~1/g, "/").replace(/~0/g, "~");
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}

function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

class DefinitionNamer {
  private readonly byRaw = new Map<string, string>();
  private readonly taken = new Set<string>();
  private anonymous = 0;

  constructor(private readonly realName?: (rawName: string) => string | undefined) {}

  get(rawName: string): string | undefined {
    return this.byRaw.get(rawName);
  }

  assign(rawName: string): string {
    const real = this.realName?.(rawName);
    let name: string;
    if (real) {
      name = real;
      for (let suffix = 2; this.taken.has(name); suffix++) name = `${real}_${suffix}`;
    } else {
      do name = `Def${this.anonymous++}`;
      while (this.taken.has(name));
    }
    this.taken.add(name);
    this.byRaw.set(rawName, name);
    return name;
  }
}

/** Copies a schema, rewriting local `$ref`s and ordering keywords; walks in output order. */
function rewrite(value: JsonValue, rename: (rawName: string) => string | undefined): JsonValue {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, rename));
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const key of orderedKeys(value)) {
    const child = value[key];
    if (key === "$ref" && typeof child === "string") {
      const target = refTarget(child);
      const renamed = target === undefined ? undefined : rename(target);
      out.$ref = renamed === undefined ? child : `#/$defs/${escapePointerSegment(renamed)}`;
    } else if (SCHEMA_KEYWORDS.has(key)) {
      out[key] = rewriteSchema(child, rename);
    } else if (SCHEMA_ARRAY_KEYWORDS.has(key) && Array.isArray(child)) {
      out[key] = child.map((sub) => rewriteSchema(sub, rename));
    } else if (SCHEMA_MAP_KEYWORDS.has(key) && isJsonObject(child)) {
      const map: JsonObject = {};
      for (const [name, sub] of Object.entries(child)) setOwn(map, name, rewriteSchema(sub, rename));
      out[key] = map;
    } else {
      setOwn(out, key, copyJson(child));
    }
  }
  return out;
}

function rewriteSchema(value: JsonValue, rename: (rawName: string) => string | undefined): JsonValue {
  return rewrite(isJsonObject(value) ? toDraft2020(value) : value, rename);
}

function orderedKeys(schema: JsonObject): string[] {
  const keys = Object.keys(schema);
  const rank = (key: string) => KEYWORD_RANK.get(key) ?? KEYWORD_ORDER.length;
  // Array.prototype.sort is stable: unknown keywords keep their original relative order.
  return keys.sort((a, b) => rank(a) - rank(b));
}

/** Draft-07 tuples (`items: [...]`, `additionalItems`) in 2020-12 form; other schemas unchanged. */
function toDraft2020(value: JsonValue): JsonObject {
  if (!isJsonObject(value)) return {};
  if (!Array.isArray(value.items) && !("additionalItems" in value)) return value;
  const { items, additionalItems, ...rest } = value;
  const out: JsonObject = { ...rest };
  if (Array.isArray(items)) {
    out.prefixItems = items;
    if (additionalItems !== undefined) out.items = additionalItems;
  } else if (items !== undefined) {
    out.items = items;
  }
  return out;
}

function copyJson(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(copyJson);
  if (!isJsonObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) setOwn(out, key, copyJson(child));
  return out;
}

/** Plain assignment would turn a property named `__proto__` into a prototype change. */
function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
