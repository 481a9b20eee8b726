// TypeBox route: `Type.Object({ … })` of `typebox` (1.x) builds a JSON Schema object at run time, so
// the builder calls are read statically into the JSON they return, one source-map entry per node.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, evaluateIn, fail, nested, propertyKey, setOwn, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { calleeExport } from "../shared/callee-export.js";
import { followExpression } from "../shared/static-follow.js";
import { isJsonObject, pointerJoin, type JsonObject, type Pointer, type Resolution, type SourceMap } from "../types.js";
import { enumOf, legacyEnumMembers, staticArray, stringEnum } from "./enum.js";
import { recordKey, type KeyCall } from "./record.js";

/** Where the builders are declared: TypeBox 1.x, TypeBox 0.34 (`@sinclair/typebox`), and pi-ai's `StringEnum` helper. */
const TYPEBOX_FILE = /\/node_modules\/typebox\//;
const SINCLAIR_FILE = /\/node_modules\/@sinclair\/typebox\//;
const PI_AI_FILE = /\/node_modules\/@mariozechner\/pi-ai\//;

type Built = { ok: true; schema: JsonObject; optional: boolean } | StaticFailure;

interface Slot {
  readonly pointer: Pointer;
  readonly via: readonly ts.Node[];
  readonly declaration: ts.Node | undefined;
}

/** The builder a call names (`Object` of `Type.Object(…)`), when it is TypeBox's or pi-ai's. */
function builderOf(checker: ts.TypeChecker, call: ts.CallExpression): { readonly name: string; readonly from: "typebox" | "sinclair" | "pi-ai" } | undefined {
  // The exported name, as the user reads it: typebox declares `_Object_` and exports it as `Object`.
  const callee = calleeExport(checker, call);
  if (!callee) return undefined;
  const { name } = callee;
  if (callee.declaredIn(TYPEBOX_FILE)) return { name, from: "typebox" };
  if (callee.declaredIn(SINCLAIR_FILE)) return { name, from: "sinclair" };
  if (name === "StringEnum" && callee.declaredIn(PI_AI_FILE)) return { name, from: "pi-ai" };
  return undefined;
}

/** True when `expr` (through consts) is a call of a TypeBox builder: the route that reads it. */
function typeboxCall(ctx: EvalContext, expr: ts.Expression): { call: ts.CallExpression; via: ts.Node[] } | undefined {
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isCallExpression(followed.expr) || !builderOf(ctx.checker, followed.expr)) return undefined;
  return { call: followed.expr, via: followed.via };
}

/**
 * A tool input built with TypeBox (`Type.Object({ city: Type.String() })`): the JSON Schema the
 * builders return, as typebox 1.4 and @sinclair/typebox 0.34 write it (checked against both in
 * tests/schema/typebox: 0.34 puts the options first, and writes tuples, records and enums its own way). Undefined
 * when `expr` is no TypeBox call, so other routes may read it.
 */
export function resolveTypeBoxSchema(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const root = typeboxCall(ctx, expr);
    if (!root) return undefined;
    const map: SourceMap = new Map();
    const built = withActive(ctx, root.via, () => build(ctx, root.call, { pointer: "", via: root.via, declaration: undefined }, map));
    if (!built.ok) return { ok: false, reason: built.reason, node: built.node };
    return { ok: true, schema: built.schema, map, route: "typebox", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the TypeBox schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}

/** A schema argument: followed through consts to a builder call, and built in its slot. */
function buildArgument(ctx: EvalContext, expr: ts.Expression | undefined, slot: Slot, map: SourceMap, at: ts.Node): Built {
  if (!expr) return fail("a TypeBox builder is called without its schema argument", at);
  const found = typeboxCall(ctx, expr);
  if (!found) return fail(`${describe(expr)} is not a TypeBox builder call the plugin can follow`, expr);
  return withActive(ctx, found.via, () => build(ctx, found.call, { ...slot, via: [...slot.via, ...found.via] }, map));
}

function describe(expr: ts.Expression): string {
  const text = expr.getText().replace(/\s+/g, " ");
  return `\`${text.length > 40 ? text.slice(0, 39) + "…" : text}\``;
}

/** The options object a builder takes last (`{ description, minimum }`): static JSON, merged after the builder's own keys. */
function optionsOf(ctx: EvalContext, expr: ts.Expression | undefined): { ok: true; value: JsonObject } | StaticFailure {
  if (!expr) return { ok: true, value: {} };
  const value = evaluateIn(ctx, expr);
  if (!value.ok) return value;
  if (!isJsonObject(value.value)) return fail("the builder's options are not an object", expr);
  return { ok: true, value: value.value };
}

const SCALARS: Readonly<Record<string, string>> = { String: "string", Number: "number", Integer: "integer", Boolean: "boolean", Null: "null" };

function build(ctx: EvalContext, call: ts.CallExpression, slot: Slot, map: SourceMap): Built {
  return nested(ctx, call, () => {
    const builder = builderOf(ctx.checker, call)!;
    map.set(slot.pointer, { node: call, declaration: slot.declaration, via: slot.via });
    const [first, second, third] = call.arguments;
    const legacy = builder.from === "sinclair";
    const done = (schema: JsonObject, options: ReturnType<typeof optionsOf>): Built =>
      options.ok ? { ok: true, schema: legacy ? { ...options.value, ...schema } : { ...schema, ...options.value }, optional: false } : options;
    if (builder.from === "pi-ai") return unmarked(stringEnum(staticArray(ctx, first, call), optionsOf(ctx, second)));
    const scalar = SCALARS[builder.name];
    if (scalar) return done({ type: scalar }, optionsOf(ctx, first));
    switch (builder.name) {
      case "Any":
      case "Unknown":
        return done({}, optionsOf(ctx, first));
      case "Optional": {
        const inner = buildArgument(ctx, first, slot, map, call);
        return inner.ok ? { ...inner, optional: true } : inner;
      }
      case "Readonly":
        return buildArgument(ctx, first, slot, map, call);
      case "Object":
        return buildObject(ctx, call, first, slot, map, optionsOf(ctx, second), legacy);
      case "Array": {
        const items = buildArgument(ctx, first, { pointer: pointerJoin(slot.pointer, "items"), via: slot.via, declaration: undefined }, map, call);
        return items.ok ? done({ type: "array", items: items.schema }, optionsOf(ctx, second)) : items;
      }
      case "Union":
        // 0.34 writes an empty union as Never and a lone member as itself (build/esm/type/union/union.mjs).
        return legacy
          ? buildList(ctx, first, slot, map, call, "anyOf", (members) => done(legacyUnion(members), optionsOf(ctx, second)), true)
          : buildList(ctx, first, slot, map, call, "anyOf", (members) => done({ anyOf: members }, optionsOf(ctx, second)));
      case "Tuple":
        return buildList(ctx, first, slot, map, call, "items", (members) =>
          done(
            legacy ? legacyTuple(members) : { type: "array", additionalItems: false, items: members, minItems: members.length },
            optionsOf(ctx, second),
          ),
        );
      case "Literal": {
        const value = first ? evaluateIn(ctx, first) : fail("Type.Literal() is called without its value", call);
        if (!value.ok) return value;
        const type = typeof value.value;
        if (type !== "string" && type !== "number" && type !== "boolean") return fail("Type.Literal() takes a string, number or boolean here", first!);
        return done(legacy ? { const: value.value, type } : { type, const: value.value }, optionsOf(ctx, second));
      }
      case "Enum": {
        if (!legacy) return unmarked(enumOf(ctx, call, first, optionsOf(ctx, second)));
        const members = legacyEnumMembers(ctx, call, first);
        return members.ok ? done(legacyUnion(members.members), optionsOf(ctx, second)) : members;
      }
      case "Record":
        return buildRecord(ctx, call, slot, map, legacy, done);
      case "Unsafe": {
        const value = first ? evaluateIn(ctx, first) : fail("Type.Unsafe() is called without its schema", call);
        if (!value.ok) return value;
        return isJsonObject(value.value) ? { ok: true, schema: value.value, optional: false } : fail("Type.Unsafe() is given something other than an object", first!);
      }
      default:
        return fail(`Type.${builder.name}() is not read by the plugin (it reads Object, String, Number, Integer, Boolean, Null, Array, Optional, Union, Literal, Enum, Record, Tuple, Any, Unknown, Unsafe)`, call);
    }
  });
}

type Done = (schema: JsonObject, options: ReturnType<typeof optionsOf>) => Built;

/** A schema no `Type.Optional` marks. */
function unmarked(result: { ok: true; schema: JsonObject } | StaticFailure): Built {
  return result.ok ? { ok: true, schema: result.schema, optional: false } : result;
}

function legacyUnion(members: JsonObject[]): JsonObject {
  return members.length === 0 ? { not: {} } : members.length === 1 ? members[0]! : { anyOf: members };
}

/** 0.34 closes a tuple with maxItems too, and leaves `items` out of an empty one (build/esm/type/tuple/tuple.mjs). */
function legacyTuple(members: JsonObject[]): JsonObject {
  const bounds = { minItems: members.length, maxItems: members.length };
  return members.length > 0 ? { type: "array", items: members, additionalItems: false, ...bounds } : { type: "array", ...bounds };
}

/** The builder `expr` calls (through consts), for reading a Record's key. */
function keyCallOf(ctx: EvalContext, expr: ts.Expression): KeyCall | undefined {
  const found = typeboxCall(ctx, expr);
  const builder = found && builderOf(ctx.checker, found.call);
  return found && builder && builder.from !== "pi-ai" ? { name: builder.name, call: found.call } : undefined;
}

/** `Type.Record(key, value, options)`: the value under the key's pattern, or under each of its names as an object. */
function buildRecord(ctx: EvalContext, call: ts.CallExpression, slot: Slot, map: SourceMap, legacy: boolean, done: Done): Built {
  const [first, second, third] = call.arguments;
  const key = recordKey(ctx, first, legacy, (expr) => keyCallOf(ctx, expr), call);
  if (!key.ok) return key;
  const valueIn = (pointer: Pointer) => buildArgument(ctx, second, { pointer, via: slot.via, declaration: undefined }, map, call);
  if ("pattern" in key) {
    const value = valueIn(pointerJoin(slot.pointer, "patternProperties", key.pattern));
    return value.ok ? done({ type: "object", patternProperties: { [key.pattern]: value.schema } }, optionsOf(ctx, third)) : value;
  }
  const entries: [string, Built][] = key.names.map((name) => [name, valueIn(pointerJoin(slot.pointer, "properties", name))]);
  const failed = entries.find(([, built]) => !built.ok);
  if (failed) return failed[1];
  return done(objectSchema(entries), optionsOf(ctx, third));
}

/**
 * `{ type, required?, properties }` of built properties. Both lines list `required` in the key order of
 * the properties object, where integer-like names come first (typebox 1.4.3 build/type/types/properties.mjs).
 */
function objectSchema(entries: readonly (readonly [string, Built])[]): JsonObject {
  const properties: JsonObject = {};
  const optional = new Set<string>();
  for (const [name, built] of entries) {
    if (!built.ok) continue;
    setOwn(properties, name, built.schema);
    if (built.optional) optional.add(name);
    else optional.delete(name);
  }
  const required = Object.keys(properties).filter((name) => !optional.has(name));
  return { type: "object", ...(required.length > 0 ? { required } : {}), properties };
}

/** `Type.Object({ … }, options)`: `required` lists the properties not wrapped in `Type.Optional`, only when there is one. */
function buildObject(ctx: EvalContext, call: ts.CallExpression, first: ts.Expression | undefined, slot: Slot, map: SourceMap, options: ReturnType<typeof optionsOf>, legacy: boolean): Built {
  const followed = first ? followExpression(ctx, first) : fail("Type.Object() is called without its properties", call);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("Type.Object() is given properties that are not an object literal", first!);
  const entries: [string, Built][] = [];
  for (const member of followed.expr.properties) {
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail("a spread or method in Type.Object()'s properties is not followed", member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    const value = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    const built = buildArgument(ctx, value, { pointer: pointerJoin(slot.pointer, "properties", key.key), via: [...slot.via, ...followed.via], declaration: member }, map, member);
    if (!built.ok) return built;
    entries.push([key.key, built]);
  }
  if (!options.ok) return options;
  const own = objectSchema(entries);
  return { ok: true, schema: legacy ? { ...options.value, ...own } : { ...own, ...options.value }, optional: false };
}

/**
 * `[a, b]` of `Type.Union` / `Type.Tuple`: each member built in its own slot under `keyword`, or, when
 * `loneTakesSlot` and there is one member, in the builder's own slot (0.34 writes such a union as its member).
 */
function buildList(ctx: EvalContext, expr: ts.Expression | undefined, slot: Slot, map: SourceMap, at: ts.Node, keyword: string, finish: (members: JsonObject[]) => Built, loneTakesSlot = false): Built {
  const followed = expr ? followExpression(ctx, expr) : fail("the builder is called without its members", at);
  if (!followed.ok) return followed;
  if (!ts.isArrayLiteralExpression(followed.expr)) return fail("the members are not an array literal", expr!);
  const members: JsonObject[] = [];
  const lone = loneTakesSlot && followed.expr.elements.length === 1;
  for (const [index, element] of followed.expr.elements.entries()) {
    if (ts.isSpreadElement(element)) return fail("a spread among the members is not followed", element);
    const pointer = lone ? slot.pointer : pointerJoin(slot.pointer, keyword, index);
    const built = buildArgument(ctx, element, { pointer, via: slot.via, declaration: lone ? slot.declaration : undefined }, map, element);
    if (!built.ok) return built;
    members.push(built.schema);
  }
  return finish(members);
}
