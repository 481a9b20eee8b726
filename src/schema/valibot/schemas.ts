// Valibot route: the schema builders (`v.object`, `v.string`, `v.optional`, `v.pipe`…) read into the JSON
// `convertSchema` of @valibot/to-json-schema 1.8.0 writes for them (dist/index.mjs) under its default
// config, the one xsschema 0.4.4 calls it with: each case, its keys and their order are that switch's.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, nested, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { enumDeclarationOf, followExpression } from "../shared/static-follow.js";
import { enumRuntimeObject } from "../shared/object-statics.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer, type SourceMap } from "../types.js";
import { applyAction } from "./actions.js";
import { declaredKind, valibotCall, type ValibotCall } from "./builder.js";
import { builderText, converterThrows, describe } from "./describe.js";

/** `type` is valibot's own `type` of the schema read (a pipe has its first schema's): objects ask it whether an entry is optional. */
export type Built = { ok: true; schema: JsonObject; type: string } | StaticFailure;

export interface Slot {
  readonly pointer: Pointer;
  readonly via: readonly ts.Node[];
  readonly declaration: ts.Node | undefined;
}

/** Every schema type the converter's switch names: any other one reaches its `default` and throws. */
const CONVERTED = new Set(
  ["boolean", "null", "number", "string", "array", "tuple", "tuple_with_rest", "loose_tuple", "strict_tuple", "object", "object_with_rest", "loose_object", "strict_object"].concat(
    ["record", "any", "unknown", "never", "nullable", "nullish", "exact_optional", "optional", "undefinedable", "literal", "enum", "picklist", "union", "variant", "intersect", "lazy"],
  ),
);

/** Entries of these types are left out of an object's `required`. */
const OPTIONAL = new Set(["exact_optional", "nullish", "optional"]);

const READ = "object, looseObject, strictObject, objectWithRest, string, number, boolean, null, any, unknown, never, array, tuple, looseTuple, strictTuple, tupleWithRest, record, optional, exactOptional, undefinedable, nullable, nullish, literal, picklist, enum, union, variant, intersect, pipe";

const snake = (name: string): string => name.replace(/[A-Z]/g, (c) => "_" + c.toLowerCase());

/** A schema argument: followed through consts to a valibot call, and built in its slot. */
export function buildArgument(ctx: EvalContext, expr: ts.Expression | undefined, slot: Slot, map: SourceMap, at: ts.Node): Built {
  if (!expr) return fail("a valibot builder is called without its schema argument", at);
  const found = valibotCall(ctx, expr);
  if (!found) return fail(`${describe(expr)} is not a valibot builder call the plugin can follow`, expr);
  return withActive(ctx, found.via, () => build(ctx, found, { ...slot, via: [...slot.via, ...found.via] }, map));
}

export function build(ctx: EvalContext, found: ValibotCall, slot: Slot, map: SourceMap): Built {
  const { call, name } = found;
  return nested(ctx, call, () => {
    map.set(slot.pointer, { node: call, declaration: slot.declaration, via: slot.via });
    const [first, second] = call.arguments;
    const type = snake(name);
    const ok = (schema: JsonObject): Built => ({ ok: true, schema, type });
    const child = (...segments: (string | number)[]): Slot => ({ pointer: pointerJoin(slot.pointer, ...segments), via: slot.via, declaration: undefined });
    switch (name) {
      case "string":
      case "number":
      case "boolean":
      case "null":
        return ok({ type: name });
      case "any":
      case "unknown":
        return ok({});
      case "never":
        return ok({ not: {} });
      case "array": {
        const items = buildArgument(ctx, first, child("items"), map, call);
        return items.ok ? ok({ type: "array", items: items.schema }) : items;
      }
      case "tuple":
      case "looseTuple":
      case "strictTuple":
      case "tupleWithRest":
        return tuple(ctx, found, slot, map, type);
      case "object":
      case "looseObject":
      case "strictObject":
      case "objectWithRest":
        return object(ctx, found, slot, map, type);
      case "record":
        return record(ctx, found, slot, map);
      case "optional":
      case "exactOptional":
      case "undefinedable": {
        // The wrapped schema is written into the same object: it is what this pointer shows.
        const inner = buildArgument(ctx, first, slot, map, call);
        return inner.ok ? withDefault(ctx, call, second, inner.schema, type) : inner;
      }
      case "nullable":
      case "nullish": {
        const inner = buildArgument(ctx, first, child("anyOf", 0), map, call);
        return inner.ok ? withDefault(ctx, call, second, { anyOf: [inner.schema, { type: "null" }] }, type) : inner;
      }
      case "literal": {
        const value = first ? evaluateIn(ctx, first) : fail("v.literal() is called without its value", call);
        if (!value.ok) return value;
        const v = value.value;
        if (!(typeof v === "boolean" || typeof v === "string" || (typeof v === "number" && Number.isFinite(v)))) return converterThrows(`The value of the "literal" schema is not JSON compatible.`, call);
        return ok({ const: v });
      }
      case "picklist":
      case "enum":
        return options(ctx, call, first, type);
      case "union":
      case "variant":
      case "intersect": {
        const keyword = name === "union" ? "anyOf" : name === "variant" ? "oneOf" : "allOf";
        // `v.variant("kind", [...])` names its discriminator first; the converter writes only the options.
        const list = name === "variant" ? second : first;
        const members = buildList(ctx, list, slot, map, call, keyword);
        return members.ok ? ok({ [keyword]: members.value }) : members;
      }
      case "pipe":
        return pipe(ctx, found, slot, map);
    }
    const declared = declaredKind(ctx.checker, call);
    if (declared.kind === "schema" && declared.type && !CONVERTED.has(declared.type)) return converterThrows(`The "${declared.type}" schema cannot be converted to JSON Schema.`, call);
    return fail(`${builderText(call)} is not read by the plugin (it reads ${READ}, and the actions of a pipe)`, call);
  });
}

/** `v.optional(s, default)`: a default is written after the wrapped schema's keys (a function default is called by the converter: not read). */
function withDefault(ctx: EvalContext, call: ts.CallExpression, expr: ts.Expression | undefined, schema: JsonObject, type: string): Built {
  if (!expr || (ts.isIdentifier(expr) && expr.text === "undefined")) return { ok: true, schema, type };
  const followed = followExpression(ctx, expr);
  if (followed.ok && (ts.isArrowFunction(followed.expr) || ts.isFunctionExpression(followed.expr))) {
    return fail(`the default of ${builderText(call)} is a function, which the converter calls: its value is not read`, expr);
  }
  const value = evaluateIn(ctx, expr);
  return value.ok ? { ok: true, schema: { ...schema, default: value.value }, type } : value;
}

/** `v.object({ … })` and its variants: `properties` in the order a JS object keeps its keys, `required` always written. */
function object(ctx: EvalContext, found: ValibotCall, slot: Slot, map: SourceMap, type: string): Built {
  const { call } = found;
  const [first, second] = call.arguments;
  const followed = first ? followExpression(ctx, first) : fail(`${builderText(call)} is called without its entries`, call);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail(`the entries of ${builderText(call)} are not an object literal`, first!);
  // A JS object orders integer-like keys first and keeps a repeated key where it first appeared, as `entries` does.
  const entries: Record<string, Entry> = {};
  const collected = collectEntries(ctx, followed.expr, followed.via, call, entries);
  if (collected) return collected;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const [key, { member, via }] of Object.entries(entries)) {
    const value = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    const entrySlot = { pointer: pointerJoin(slot.pointer, "properties", key), via: [...slot.via, ...via], declaration: member };
    const built = buildArgument(ctx, value, entrySlot, map, member);
    if (!built.ok) return built;
    properties[key] = built.schema;
    if (!OPTIONAL.has(built.type)) required.push(key);
  }
  const schema: JsonObject = { type: "object", properties, required };
  if (type === "object_with_rest") {
    const rest = buildArgument(ctx, second, { pointer: pointerJoin(slot.pointer, "additionalProperties"), via: slot.via, declaration: undefined }, map, call);
    if (!rest.ok) return rest;
    schema.additionalProperties = rest.schema;
  } else if (type === "strict_object") schema.additionalProperties = false;
  return { ok: true, schema, type };
}

interface Entry {
  readonly member: ts.PropertyAssignment | ts.ShorthandPropertyAssignment;
  /** Consts and spreads crossed to reach the entry from the object that lists it. */
  readonly via: readonly ts.Node[];
}

const OBJECTS = new Set(["object", "looseObject", "strictObject", "objectWithRest"]);

/** The entries of an object literal, through `...Other.entries` spreads of another valibot object (valibot's way to extend one). */
function collectEntries(ctx: EvalContext, literal: ts.ObjectLiteralExpression, via: readonly ts.Node[], call: ts.CallExpression, into: Record<string, Entry>): StaticFailure | undefined {
  for (const member of literal.properties) {
    if (ts.isSpreadAssignment(member)) {
      const spread = member.expression;
      const source = ts.isPropertyAccessExpression(spread) && spread.name.text === "entries" ? valibotCall(ctx, spread.expression) : undefined;
      const entries = source && OBJECTS.has(source.name) && source.call.arguments[0] ? followExpression(ctx, source.call.arguments[0]) : undefined;
      if (!source || !entries?.ok || !ts.isObjectLiteralExpression(entries.expr)) return fail(`a spread in the entries of ${builderText(call)} is followed only as \`...Other.entries\` of a valibot object written in the source`, member);
      const inner: ts.ObjectLiteralExpression = entries.expr;
      const crossed = [...source.via, ...entries.via];
      const failed = withActive(ctx, crossed, () => collectEntries(ctx, inner, [...via, member, ...crossed], call, into));
      if (failed) return failed;
      continue;
    }
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail(`a method or accessor in the entries of ${builderText(call)} is not read`, member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    // Written plainly, it sets the entries' prototype; the converter's `properties[key] =` does the same.
    if (key.key === "__proto__") return fail("an entry named `__proto__` is not read", member);
    into[key.key] = { member, via };
  }
  return undefined;
}

/** Draft-07 tuples: `items` as a list, `minItems`, and `additionalItems` for a rest (a schema) or a strict tuple (false). */
function tuple(ctx: EvalContext, found: ValibotCall, slot: Slot, map: SourceMap, type: string): Built {
  const { call } = found;
  const members = buildList(ctx, call.arguments[0], slot, map, call, "items");
  if (!members.ok) return members;
  const schema: JsonObject = { type: "array", items: members.value, minItems: members.value.length };
  if (type === "tuple_with_rest") {
    const rest = buildArgument(ctx, call.arguments[1], { pointer: pointerJoin(slot.pointer, "additionalItems"), via: slot.via, declaration: undefined }, map, call);
    if (!rest.ok) return rest;
    schema.additionalItems = rest.schema;
  } else if (type === "strict_tuple") schema.additionalItems = false;
  return { ok: true, schema, type };
}

/**
 * `v.record(key, value)`: `propertyNames` from the key, `additionalProperties` from the value. A key
 * that is not a string schema is the converter's error, thrown only after both are converted.
 */
function record(ctx: EvalContext, found: ValibotCall, slot: Slot, map: SourceMap): Built {
  const { call } = found;
  const key = buildArgument(ctx, call.arguments[0], { pointer: pointerJoin(slot.pointer, "propertyNames"), via: slot.via, declaration: undefined }, map, call);
  if (!key.ok) return key;
  const value = buildArgument(ctx, call.arguments[1], { pointer: pointerJoin(slot.pointer, "additionalProperties"), via: slot.via, declaration: undefined }, map, call);
  if (!value.ok) return value;
  if (key.type !== "string") return converterThrows(`The "record" schema with the "${key.type}" schema for the key cannot be converted to JSON Schema.`, call);
  return { ok: true, schema: { type: "object", propertyNames: key.schema, additionalProperties: value.schema }, type: "record" };
}

/** `v.picklist([...])`, `v.enum(obj)`, `v.enum(TsEnum)`: `enum`, then `type` from what the values are. */
function options(ctx: EvalContext, call: ts.CallExpression, first: ts.Expression | undefined, type: string): Built {
  if (!first) return fail(`${builderText(call)} is called without its options`, call);
  // A TypeScript enum is no JSON value: its object is rebuilt from the declaration.
  const enumeration = type === "enum" ? enumDeclarationOf(ctx.checker, first) : undefined;
  const value = enumeration ? enumRuntimeObject(ctx.checker, enumeration, first) : evaluateIn(ctx, first);
  if (!value.ok) return value;
  let values: JsonValue[];
  if (type === "picklist") {
    if (!Array.isArray(value.value)) return fail("v.picklist() is given options that are not an array", first);
    values = value.value;
  } else {
    if (!isJsonObject(value.value)) return fail("v.enum() is given something other than an object", first);
    const object = value.value;
    // valibot's `enum_` leaves out a numeric enum's reverse mappings (`{ 0: "A" }` of `A = 0`).
    values = Object.keys(object)
      .filter((key) => `${+key}` !== key || typeof object[key] !== "string" || !Object.is(object[object[key] as string], +key))
      .map((key) => object[key]);
  }
  if (!values.every((v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)))) return converterThrows(`An option of the "${type}" schema is not JSON compatible.`, call);
  const kind = values.every((v) => typeof v === "string") ? "string" : values.every((v) => typeof v === "number") ? "number" : ["string", "number"];
  return { ok: true, schema: { enum: values, type: kind }, type };
}

/** `[a, b]` of union, variant, intersect and tuple: each member built in its own slot under `keyword`. */
function buildList(ctx: EvalContext, expr: ts.Expression | undefined, slot: Slot, map: SourceMap, at: ts.Node, keyword: string): { ok: true; value: JsonObject[] } | StaticFailure {
  const followed = expr ? followExpression(ctx, expr) : fail("the builder is called without its members", at);
  if (!followed.ok) return followed;
  if (!ts.isArrayLiteralExpression(followed.expr)) return fail("the members are not an array literal", expr!);
  const members: JsonObject[] = [];
  for (const [index, element] of followed.expr.elements.entries()) {
    if (ts.isSpreadElement(element)) return fail("a spread among the members is not followed", element);
    const built = buildArgument(ctx, element, { pointer: pointerJoin(slot.pointer, keyword, index), via: slot.via, declaration: undefined }, map, element);
    if (!built.ok) return built;
    members.push(built.schema);
  }
  return { ok: true, value: members };
}

interface PipeItem {
  readonly found: ValibotCall;
}

/** Nested pipes are flattened, as the converter's `flattenPipe` does, before any item is read. */
function flatten(ctx: EvalContext, found: ValibotCall, out: PipeItem[]): StaticFailure | undefined {
  for (const arg of found.call.arguments) {
    const item = valibotCall(ctx, arg);
    if (!item) return fail(`${describe(arg)} in v.pipe() is not a valibot builder call the plugin can follow`, arg);
    if (item.name === "pipe") {
      const inner = withActive(ctx, item.via, () => flatten(ctx, item, out));
      if (inner) return inner;
    } else out.push({ found: item });
  }
  return undefined;
}

/**
 * `v.pipe(schema, ...actions)`: the schema, then each action applied to its JSON in order. A second
 * schema in the pipe is the converter's error without a `typeMode`, which xsschema does not pass.
 */
function pipe(ctx: EvalContext, found: ValibotCall, slot: Slot, map: SourceMap): Built {
  const items: PipeItem[] = [];
  const flat = flatten(ctx, found, items);
  if (flat) return flat;
  const [head, ...rest] = items;
  if (!head) return fail("v.pipe() is called without its schema", found.call);
  const base = withActive(ctx, head.found.via, () => build(ctx, head.found, { ...slot, via: [...slot.via, ...head.found.via] }, map));
  if (!base.ok) return base;
  // The pipe, not its first schema, is where this pointer's keywords are written.
  map.set(slot.pointer, { node: found.call, declaration: slot.declaration, via: slot.via });
  let schema = base.schema;
  for (const { found: item } of rest) {
    const declared = declaredKind(ctx.checker, item.call);
    if (declared.kind === "schema") return converterThrows(`Set the "typeMode" config to "input" or "output" to convert pipelines with multiple schemas.`, item.call);
    const applied = withActive(ctx, item.via, () => applyAction(ctx, schema, item.call, declared.type ?? snake(item.name)));
    if (!applied.ok) return applied;
    schema = applied.schema;
  }
  return { ok: true, schema, type: base.type };
}
