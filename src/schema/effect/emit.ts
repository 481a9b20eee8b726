// Effect route: the JSON Schema Effect 3's `JSONSchema.make(schema)` writes for a node of the model, at its
// default target (draft-07), written after effect 3.22.4 dist/esm/JSONSchema.js (`make`, `go`) case by case.
import type ts from "../../util/typescript.cjs";
import { DRAFT_07_URI, pointerJoin, type JsonObject, type JsonValue, type SourceMap } from "../types.js";
import { accepts, KEYWORD_ANNOTATIONS, sameNode, type Annotations, type Ast } from "./model.js";

interface Emitter {
  readonly defs: Record<string, JsonObject>;
  readonly map: SourceMap;
}

/** `JSONSchema.make(schema)`: `$schema` first, then `$defs` (only when an identifier filled it), then the root. */
export function make(ast: Ast, map: SourceMap): JsonObject {
  const emitter: Emitter = { defs: {}, map };
  const root = go(emitter, ast, true, "", undefined);
  const out: JsonObject = { $schema: DRAFT_07_URI, $defs: {}, ...root };
  if (Object.keys(emitter.defs).length === 0) delete out.$defs;
  else out.$defs = emitter.defs;
  return out;
}

const NEVER: JsonObject = { $id: "/schemas/never", not: {} };
const KEYWORD_JSON: Readonly<Record<string, JsonObject>> = {
  string: { type: "string" },
  number: { type: "number" },
  boolean: { type: "boolean" },
  unknown: { $id: "/schemas/unknown" },
  any: { $id: "/schemas/any" },
  object: { $id: "/schemas/object", anyOf: [{ type: "object" }, { type: "array" }] },
};
const EMPTY_STRUCT: JsonObject = { $id: "/schemas/%7B%7D", anyOf: [{ type: "object" }, { type: "array" }] };

function record(emitter: Emitter, ast: Ast, pointer: string, declaration: ts.Node | undefined): void {
  if (!emitter.map.has(pointer)) emitter.map.set(pointer, { node: ast.origin.node, declaration, via: ast.origin.via });
}

/** `go`: an identifier becomes a `$ref` to `$defs` (written once, on first sight); otherwise the node's own JSON. */
function go(emitter: Emitter, ast: Ast, handleIdentifier: boolean, pointer: string, declaration: ts.Node | undefined): JsonObject {
  record(emitter, ast, pointer, declaration);
  const id = ast.annotations.identifier;
  if (handleIdentifier && id !== undefined) {
    const out: JsonObject = { $ref: `#/$defs/${id.replace(/~/g, "~0").replace(/\//g, "~1")}` };
    if (!Object.hasOwn(emitter.defs, id)) {
      emitter.defs[id] = out;
      emitter.defs[id] = go(emitter, ast, false, pointerJoin("", "$defs", id), undefined);
    }
    return out;
  }
  switch (ast.tag) {
    case "string":
    case "number":
    case "boolean":
    case "unknown":
    case "any":
    case "object":
      return withOwnAnnotations(KEYWORD_JSON[ast.tag]!, ast);
    case "undefined":
      // Never built alone: the route reads `undefined` only inside the optional forms, which prune it.
      throw new Error("Effect's `Undefined` reached the converter, which throws on it");
    case "literal": {
      const value = ast.value;
      if (value === null) return withOwnAnnotations({ type: "null" }, ast);
      return withOwnAnnotations({ type: typeof value, enum: [value] }, ast);
    }
    case "enums": {
      const anyOf = ast.enums.map(([title, value]) => ({ type: typeof value === "number" ? "number" : "string", title, enum: [value] }));
      return withOwnAnnotations(anyOf.length > 0 ? { $comment: "/schemas/enums", anyOf } : NEVER, ast);
    }
    case "tuple":
      return tuple(emitter, ast, pointer);
    case "struct":
      return struct(emitter, ast, pointer);
    case "union": {
      const members = compact(ast.types.map((t, i) => go(emitter, t, true, pointerJoin(pointer, "anyOf", i), undefined)));
      if (members.length === 0) return NEVER;
      return withOwnAnnotations(members.length === 1 ? members[0]! : { anyOf: members }, ast);
    }
    case "refinement": {
      // A filter's `jsonSchema` with a `type` (other than int's "integer") replaces the schema; the route reads no such filter.
      // Over a transformation (`Schema.Trim.pipe(Schema.minLength(1))`), `getTransformationFrom`: its encoded side alone, the filter unwritten.
      const encoded = transformationFrom(ast.from);
      if (encoded) return go(emitter, encoded, handleIdentifier, pointer, declaration);
      const from = go(emitter, ast.from, handleIdentifier, pointer, declaration);
      return mergeRefinement(from, ast.filter.jsonSchema, ast);
    }
    case "transformation": {
      // The encoded side, then the decoded properties' annotations carried over, then the node's own.
      const from = go(emitter, ast.from, handleIdentifier, pointer, declaration);
      if (ast.carried.length > 0) carry(from, ast);
      return withOwnAnnotations(from, ast);
    }
  }
}

/**
 * A struct with property signature transformations: each such property of the encoded struct takes the
 * title, description, examples and default (in that order) of the decoded struct's property, written
 * with a throwaway `$defs` and outside the source map, as the converter writes `to` and drops it.
 */
function carry(from: JsonObject, ast: TransformationAst): void {
  const fromProperties = objectProperties(from);
  if (!fromProperties) return;
  const toProperties = objectProperties(go({ defs: {}, map: new Map() }, ast.to, false, "", undefined));
  if (!toProperties) return;
  for (const key of ast.carried) {
    const toProperty = toProperties[key];
    const fromProperty = fromProperties[key];
    if (!isRecord(toProperty) || !isRecord(fromProperty)) continue;
    const annotations: JsonObject = {};
    if (typeof toProperty.title === "string") annotations.title = toProperty.title;
    if (typeof toProperty.description === "string") annotations.description = toProperty.description;
    if (Array.isArray(toProperty.examples)) annotations.examples = toProperty.examples;
    if (Object.hasOwn(toProperty, "default")) annotations.default = toProperty.default!;
    fromProperties[key] = addAnnotations(fromProperty, annotations);
  }
}

const isRecord = (value: JsonValue | undefined): value is JsonObject => typeof value === "object" && value !== null && !Array.isArray(value);

/** `isJsonSchema7Object`: an object schema's `properties`, which `carry` writes into. */
const objectProperties = (schema: JsonObject): JsonObject | undefined => (schema.type === "object" && isRecord(schema.properties) ? schema.properties : undefined);

/** `getTransformationFrom` of SchemaAST.js: the encoded side of a transformation, through refinements of it. */
function transformationFrom(ast: Ast): Ast | undefined {
  if (ast.tag === "transformation") return ast.from;
  return ast.tag === "refinement" ? transformationFrom(ast.from) : undefined;
}

type TupleAst = Extract<Ast, { tag: "tuple" }>;
type StructAst = Extract<Ast, { tag: "struct" }>;
type TransformationAst = Extract<Ast, { tag: "transformation" }>;

/** Draft-07 tuples: `items` as a list (or one schema for an array), `minItems`, `additionalItems`. */
function tuple(emitter: Emitter, ast: TupleAst, pointer: string): JsonObject {
  const output: JsonObject = { type: "array" };
  const head = ast.rest[0];
  // The array of `Array(s)` and `NonEmptyArray(s)`: every element is the rest's own node.
  const homogeneous = ast.rest.length === 1 && ast.elements.every((e) => sameNode(e, head));
  const elements = ast.elements.map((e, i) => go(emitter, e, true, pointerJoin(pointer, "items", i), undefined));
  if (ast.elements.length > 0) {
    output.minItems = ast.elements.length;
    output.items = elements;
  }
  if (head) {
    const rest = go(emitter, head, true, pointerJoin(pointer, homogeneous ? "items" : "additionalItems"), undefined);
    if (homogeneous) output.items = rest;
    else output.additionalItems = rest;
  } else if (ast.elements.length > 0) output.additionalItems = false;
  else output.maxItems = 0;
  return withOwnAnnotations(output, ast);
}

/** A struct: `required` before `properties` (pushed in field order), closed unless a record's index signature says what else may be there. */
function struct(emitter: Emitter, ast: StructAst, pointer: string): JsonObject {
  if (ast.props.length === 0 && !ast.index) return withOwnAnnotations(EMPTY_STRUCT, ast);
  const required: string[] = [];
  const properties: JsonObject = {};
  const output: JsonObject = { type: "object", required, properties, additionalProperties: false };
  if (ast.index) output.additionalProperties = go(emitter, pruneUndefined(ast.index) ?? ast.index, true, pointerJoin(pointer, "additionalProperties"), undefined);
  for (const prop of ast.props) {
    const pruned = pruneUndefined(prop.type);
    const type = pruned ?? prop.type;
    const json = go(emitter, type, true, pointerJoin(pointer, "properties", prop.name), prop.declaration);
    // `getContextJsonSchemaAnnotations(type, ps)`: the signature's own annotations, none left out as built-in.
    properties[prop.name] = prop.annotations ? addAnnotations(json, pruneAnnotations(type, prop.annotations, {})) : json;
    if (!prop.optional && pruned === undefined) required.push(prop.name);
  }
  return withOwnAnnotations(output, ast);
}

/**
 * `pruneUndefined` (JSONSchema.js over SchemaAST.js): `undefined` taken out of a union (its members
 * pruned too), the rest made again with `Union.make` and no annotations; undefined when there was none.
 */
function pruneUndefined(ast: Ast): Ast | undefined {
  const pruned = prune(ast);
  if (pruned === "never") throw new Error("a schema of `undefined` alone is `never`, which the route does not read");
  return pruned;
}

function prune(ast: Ast): Ast | "never" | undefined {
  if (ast.tag === "undefined") return "never";
  // JSONSchema.js prunes a transformation's encoded side (none the route builds holds `undefined` there).
  if (ast.tag === "transformation") return prune(ast.from);
  if (ast.tag !== "union") return undefined;
  const types: Ast[] = [];
  let found = false;
  for (const type of ast.types) {
    const pruned = prune(type);
    if (pruned === undefined) types.push(type);
    else {
      found = true;
      if (pruned !== "never") types.push(pruned);
    }
  }
  if (!found) return undefined;
  if (types.length === 0) return "never";
  return types.length === 1 ? types[0] : { tag: "union", types, annotations: {}, origin: ast.origin };
}

/** `compactUnion`: `unknown`/`any` swallow the union; neighbouring one-value literals of one type become one `enum`. */
function compact(members: readonly JsonObject[]): JsonObject[] {
  const out: JsonObject[] = [];
  for (const member of members) {
    if (member.$id === "/schemas/any" || member.$id === "/schemas/unknown") return [member];
    const last = out[out.length - 1];
    if (last && isCompactable(member) && isCompactable(last) && last.type === member.type) {
      out[out.length - 1] = { type: last.type!, enum: [...(last.enum as JsonValue[]), ...(member.enum as JsonValue[])] };
      continue;
    }
    out.push(member);
  }
  return out;
}

const isCompactable = (schema: JsonObject): boolean => "enum" in schema && "type" in schema && Object.keys(schema).length === 2;

/**
 * `mergeRefinements`: the schema refined, the filter's annotations, then its `jsonSchema`. A keyword the
 * refined schema already had is kept beside in `allOf` when it says more than the new one.
 */
function mergeRefinement(from: JsonObject, jsonSchema: JsonObject, ast: Ast): JsonObject {
  const out: JsonObject = { ...from, ...ownAnnotations(ast), ...jsonSchema };
  const allOf: JsonObject[] = Array.isArray(out.allOf) ? (out.allOf as JsonObject[]) : [];
  out.allOf = allOf;
  const tighter: Record<string, (kept: number, added: number) => boolean> = {
    minLength: (a, b) => a > b,
    maxLength: (a, b) => a < b,
    minItems: (a, b) => a > b,
    maxItems: (a, b) => a < b,
    minimum: (a, b) => a > b,
    maximum: (a, b) => a < b,
    exclusiveMinimum: (a, b) => a > b,
    exclusiveMaximum: (a, b) => a < b,
  };
  let list = allOf;
  for (const key of ["minLength", "maxLength", "pattern", "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]) {
    if (!(key in jsonSchema) || !(key in from)) continue;
    list.unshift({ [key]: from[key]! });
    const added = jsonSchema[key];
    const keep = tighter[key];
    // The converter filters the whole list by this keyword, so entries without it are dropped too.
    list = list.filter((item) => (keep ? keep(item[key] as number, added as number) : item[key] !== added));
    out.allOf = list;
  }
  if (list.length === 0) delete out.allOf;
  return out;
}

/** `getJsonSchemaAnnotations`: the node's own annotations, a string's, number's or boolean's built-in ones left out. */
function ownAnnotations(ast: Ast): JsonObject {
  const builtIn: Annotations = ast.tag === "string" || ast.tag === "number" || ast.tag === "boolean" ? KEYWORD_ANNOTATIONS[ast.tag]! : {};
  return pruneAnnotations(ast, ast.annotations, builtIn);
}

/** `pruneJsonSchemaAnnotations`: description, title, then the default and examples that `ast` encodes. */
function pruneAnnotations(ast: Ast, own: Annotations, builtIn: Annotations): JsonObject {
  const out: JsonObject = {};
  if (own.description !== undefined && own.description !== builtIn.description) out.description = own.description;
  if (own.title !== undefined && own.title !== builtIn.title) out.title = own.title;
  if (own.default && accepts(ast, own.default.value)) out.default = own.default.value;
  if (own.examples) {
    const kept = own.examples.filter((e) => accepts(ast, e));
    if (kept.length > 0) out.examples = kept;
  }
  return out;
}

/** `addASTAnnotations`: the node's annotations after its keywords. */
function withOwnAnnotations(json: JsonObject, ast: Ast): JsonObject {
  return addAnnotations(json, ownAnnotations(ast));
}

/** `addAnnotations` / `mergeJsonSchemaAnnotations`: annotations after the keywords; beside a `$ref` they wrap it in `allOf`. */
function addAnnotations(json: JsonObject, annotations: JsonObject): JsonObject {
  if (Object.keys(annotations).length === 0) return json;
  if ("$ref" in json) return { allOf: [json], ...annotations };
  return { ...json, ...annotations };
}
