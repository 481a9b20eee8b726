// Literal route: a tool input written as a JSON Schema object literal,
// evaluated statically with a source-map entry per schema node.
import ts from "../../util/typescript.cjs";
import {
  createEvalContext,
  errorMessage,
  evaluateIn,
  fail,
  nested,
  setOwn,
  spreadFailure,
  withActive,
  type EvalContext,
  type StaticFailure,
} from "../shared/static-eval.js";
import { collectObjectMembers, type ObjectMember } from "../shared/object-members.js";
import { describeNode, followExpression } from "../shared/static-follow.js";
import { pointerJoin, type JsonObject, type JsonValue, type Pointer, type Resolution, type SourceMap } from "../types.js";

/**
 * The `input` of a tool written as a JSON Schema object literal: evaluated statically, with one
 * source-map entry per schema node so findings and fixes can point at the literal that wrote it.
 */
export function resolveLiteralSchema(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const root = followExpression(ctx, expr);
    // Not (provably) an object literal: a zod call, a `let`, a parameter. Other routes may handle it.
    if (!root.ok || !ts.isObjectLiteralExpression(root.expr)) return undefined;
    const literal = root.expr;
    const map: SourceMap = new Map();
    const walked = withActive(ctx, root.via, () =>
      walkObjectSchema(ctx, literal, { pointer: "", via: root.via, declaration: undefined }, map),
    );
    if (!walked.ok) return { ok: false, reason: walked.reason, node: walked.node };
    const schema = walked.value as JsonObject;
    const shapeProblem = checkRootShape(schema, literal, map.get("")?.keywords);
    if (shapeProblem) return { ok: false, ...shapeProblem };
    return { ok: true, schema, map, route: "literal", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the schema literal could not be read: ${errorMessage(error)}`, node: expr };
  }
}

type Walked = { ok: true; value: JsonValue } | StaticFailure;

/** Where a schema node sits: its pointer, what was crossed to reach it, the property that holds it. */
interface Slot {
  readonly pointer: Pointer;
  readonly via: readonly ts.Node[];
  readonly declaration: ts.Node | undefined;
}

/** Keywords whose value is one schema. */
const SINGLE_SCHEMA = new Set(["not", "if", "then", "else", "propertyNames", "contains", "items"]);
/** Single-schema keywords that are usually a boolean switch; only an object there is a schema node. */
const OBJECT_ONLY_SCHEMA = new Set([
  "additionalProperties",
  "additionalItems",
  "unevaluatedItems",
  "unevaluatedProperties",
]);
/** Keywords whose value is an array of schemas. */
const SCHEMA_ARRAY = new Set(["anyOf", "oneOf", "allOf", "prefixItems"]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP = new Set(["properties", "$defs", "definitions", "patternProperties", "dependentSchemas"]);

function walkSchema(ctx: EvalContext, expr: ts.Expression, slot: Slot, map: SourceMap, recordBoolean: boolean): Walked {
  return nested(ctx, expr, () => {
    const target = followExpression(ctx, expr);
    if (!target.ok) return target;
    const via = [...slot.via, ...target.via];
    if (ts.isObjectLiteralExpression(target.expr)) {
      const literal = target.expr;
      return withActive(ctx, target.via, () => walkObjectSchema(ctx, literal, { ...slot, via }, map));
    }
    const value = evaluateIn(ctx, expr);
    if (!value.ok) return value;
    const isSchema = typeof value.value === "boolean" ? recordBoolean : isObject(value.value);
    if (isSchema) map.set(slot.pointer, { node: target.expr, declaration: slot.declaration, via });
    return value;
  });
}

function isObject(value: JsonValue): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function walkObjectSchema(ctx: EvalContext, literal: ts.ObjectLiteralExpression, slot: Slot, map: SourceMap): Walked {
  const members = ownedMembers(ctx, literal);
  if (!members.ok) return members;
  const keywords = new Map<string, ts.Node>();
  // Registered before the children so the map lists parents first.
  map.set(slot.pointer, { node: literal, declaration: slot.declaration, keywords, via: slot.via });
  const schema: JsonObject = {};
  for (const member of members.value) {
    if (member.via.length === 0) keywords.set(member.key, member.writer);
    const value = withActive(ctx, member.via, () => walkKeyword(ctx, member, { ...slot, via: [...slot.via, ...member.via] }, map));
    if (!value.ok) return value;
    setOwn(schema, member.key, value.value);
  }
  return { ok: true, value: schema };
}

type Members = { ok: true; value: (ObjectMember & { value: ts.Expression })[] } | StaticFailure;

/** The literal's final members, each with a value; the first part that is not static fails the whole. */
function ownedMembers(ctx: EvalContext, literal: ts.ObjectLiteralExpression): Members {
  const table = collectObjectMembers(ctx, literal);
  const [unresolved] = table.unresolved;
  if (unresolved) return fail(unresolved.reason, unresolved.cause);
  const out: (ObjectMember & { value: ts.Expression })[] = [];
  for (const member of table.members.values()) {
    if (!member.value) {
      const what = ts.isMethodDeclaration(member.writer) ? "method" : "accessor";
      const reason = `${what} ${describeNode(member.name)} is ${what === "method" ? "a function, not JSON" : "not static"}`;
      return fail(reason, member.writer);
    }
    out.push({ ...member, value: member.value });
  }
  return { ok: true, value: out };
}

/** `member` is one keyword of the schema at `parent`; `parent.via` already includes the member's spreads. */
function walkKeyword(ctx: EvalContext, member: ObjectMember & { value: ts.Expression }, parent: Slot, map: SourceMap): Walked {
  const { key, value } = member;
  const pointer = pointerJoin(parent.pointer, key);
  const slot: Slot = { pointer, via: parent.via, declaration: undefined };
  if (key === "items" && ts.isArrayLiteralExpression(reachedExpression(ctx, value))) {
    return walkSchemaArray(ctx, value, slot, map);
  }
  if (SINGLE_SCHEMA.has(key)) return walkSchema(ctx, value, slot, map, true);
  if (OBJECT_ONLY_SCHEMA.has(key)) return walkSchema(ctx, value, slot, map, false);
  if (SCHEMA_ARRAY.has(key)) return walkSchemaArray(ctx, value, slot, map);
  if (SCHEMA_MAP.has(key)) return walkSchemaMap(ctx, value, slot, map);
  return evaluateIn(ctx, value);
}

function reachedExpression(ctx: EvalContext, expr: ts.Expression): ts.Expression {
  const target = followExpression(ctx, expr);
  return target.ok ? target.expr : expr;
}

/** `properties: { name: schema, … }`: each member is a schema held by its property assignment. */
function walkSchemaMap(ctx: EvalContext, expr: ts.Expression, slot: Slot, map: SourceMap): Walked {
  const target = followExpression(ctx, expr);
  if (!target.ok) return target;
  const container = target.expr;
  // Not a literal (e.g. a malformed `properties: []`): keep the value, there is no schema node to map.
  if (!ts.isObjectLiteralExpression(container)) return evaluateIn(ctx, expr);
  return withActive(ctx, target.via, () => {
    const members = ownedMembers(ctx, container);
    if (!members.ok) return members;
    const out: JsonObject = {};
    for (const member of members.value) {
      const child: Slot = {
        pointer: pointerJoin(slot.pointer, member.key),
        via: [...slot.via, ...target.via, ...member.via],
        declaration: member.writer,
      };
      const value = withActive(ctx, member.via, () => walkSchema(ctx, member.value, child, map, true));
      if (!value.ok) return value;
      setOwn(out, member.key, value.value);
    }
    return { ok: true, value: out };
  });
}

/** `anyOf: [a, ...shared, b]`: each element is a schema at its final index. */
function walkSchemaArray(ctx: EvalContext, expr: ts.Expression, slot: Slot, map: SourceMap): Walked {
  const target = followExpression(ctx, expr);
  if (!target.ok) return target;
  const container = target.expr;
  if (!ts.isArrayLiteralExpression(container)) return evaluateIn(ctx, expr);
  const out: JsonValue[] = [];
  const failure = withActive(ctx, target.via, () =>
    walkElements(ctx, container, [...slot.via, ...target.via], slot.pointer, out, map),
  );
  return failure ?? { ok: true, value: out };
}

function walkElements(
  ctx: EvalContext,
  array: ts.ArrayLiteralExpression,
  via: readonly ts.Node[],
  pointer: Pointer,
  out: JsonValue[],
  map: SourceMap,
): StaticFailure | undefined {
  for (const element of array.elements) {
    if (ts.isOmittedExpression(element)) {
      return fail("array hole (`[a, , b]`) is `undefined`, which is not JSON", array);
    }
    if (!ts.isSpreadElement(element)) {
      const slot: Slot = { pointer: pointerJoin(pointer, out.length), via, declaration: undefined };
      const value = walkSchema(ctx, element, slot, map, true);
      if (!value.ok) return value;
      out.push(value.value);
      continue;
    }
    const failure = walkSpreadElement(ctx, element, via, pointer, out, map);
    if (failure) return failure;
  }
  return undefined;
}

function walkSpreadElement(
  ctx: EvalContext,
  spread: ts.SpreadElement,
  via: readonly ts.Node[],
  pointer: Pointer,
  out: JsonValue[],
  map: SourceMap,
): StaticFailure | undefined {
  const target = followExpression(ctx, spread.expression);
  if (!target.ok) return spreadFailure(target);
  const source = target.expr;
  if (ts.isArrayLiteralExpression(source)) {
    const result = nested(ctx, spread, () => {
      const failure = withActive(ctx, target.via, () =>
        walkElements(ctx, source, [...via, spread, ...target.via], pointer, out, map),
      );
      return failure ?? { ok: true as const };
    });
    return result.ok ? undefined : result;
  }
  // A static array that is not a literal here (rare): its values count, without schema nodes to map.
  const value = evaluateIn(ctx, spread.expression);
  if (!value.ok) return spreadFailure(value);
  if (typeof value.value === "string") out.push(...value.value);
  else if (Array.isArray(value.value)) out.push(...value.value);
  else return fail(`spread of ${describeNode(spread.expression)} into an array; only arrays can be spread here`, spread);
  return undefined;
}

const KNOWN_KEYWORDS = new Set([
  ...SINGLE_SCHEMA, ...OBJECT_ONLY_SCHEMA, ...SCHEMA_ARRAY, ...SCHEMA_MAP,
  "$schema", "$id", "$ref", "$comment", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary",
  "type", "enum", "const", "title", "description", "default", "examples", "deprecated", "readOnly",
  "writeOnly", "nullable", "format", "required", "minProperties", "maxProperties", "dependentRequired",
  "dependencies", "minItems", "maxItems", "uniqueItems", "minContains", "maxContains", "minLength",
  "maxLength", "pattern", "contentEncoding", "contentMediaType", "contentSchema", "minimum", "maximum",
  "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "propertyOrdering", "discriminator",
]);

/**
 * The root must read as a JSON Schema object: a literal of property schemas written without
 * `type`/`properties` is a common slip that would otherwise pass as a schema accepting anything.
 */
function checkRootShape(
  schema: JsonObject,
  literal: ts.ObjectLiteralExpression,
  keywords: ReadonlyMap<string, ts.Node> | undefined,
): { reason: string; node: ts.Node } | undefined {
  const at = (keyword: string): ts.Node => keywords?.get(keyword) ?? literal;
  const type = schema["type"];
  if (type !== undefined && typeof type !== "string" && !(Array.isArray(type) && type.every((t) => typeof t === "string"))) {
    return { reason: "`type` must be a string or an array of strings", node: at("type") };
  }
  const properties = schema["properties"];
  if (properties !== undefined && !isObject(properties)) {
    return { reason: "`properties` must be an object that maps property names to schemas", node: at("properties") };
  }
  const required = schema["required"];
  if (required !== undefined && !(Array.isArray(required) && required.every((r) => typeof r === "string"))) {
    return { reason: "`required` must be an array of property names", node: at("required") };
  }
  const keys = Object.keys(schema);
  if (keys.length > 0 && !keys.some((key) => KNOWN_KEYWORDS.has(key))) {
    const listed = keys.slice(0, 3).map((key) => `\`${key}\``).join(", ");
    return {
      reason:
        `the object has no JSON Schema keyword; its keys (${listed}) look like property names: ` +
        "wrap them as `{ type: \"object\", properties: { … } }`",
      node: literal,
    };
  }
  return undefined;
}
