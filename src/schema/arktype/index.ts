// ArkType route: `type({ name: "string", "age?": "number.integer >= 0" })` of `arktype` (2.x) carries its
// own JSON Schema converter, so the definition is read statically into the JSON that converter writes.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, evaluateIn, fail, nested, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { calleeExport } from "../shared/callee-export.js";
import { followExpression } from "../shared/static-follow.js";
import { DRAFT_07_URI, DRAFT_2020_12_URI, pointerJoin, type JsonDialect, type Resolution, type SourceMap } from "../types.js";
import { byHash, emit, propHash, type Constraint, type Node, type Prop } from "./model.js";
import { parseDefinition, type Position } from "./parse.js";

const ARKTYPE_FILE = /\/node_modules\/(arktype|@ark\/[^/]+)\//;

/** `optional`: the definition makes its property optional (a default, `.optional()`, a tuple element's `?`). */
type Read = { ok: true; node: Node; optional?: boolean } | StaticFailure;

interface Slot {
  readonly pointer: string;
  readonly via: readonly ts.Node[];
  readonly declaration: ts.Node | undefined;
}

/** `type(…)` whose callee is arktype's `type`, whatever the import calls it. */
function isTypeCall(checker: ts.TypeChecker, call: ts.CallExpression): boolean {
  const callee = calleeExport(checker, call);
  return callee?.name === "type" && callee.declaredIn(ARKTYPE_FILE);
}

/** The methods read after `type(def)`: `.describe(text)`, `.array()`, and on a property `.optional()`, `.default(value)`. */
const METHODS = new Set(["describe", "array", "optional", "default"]);

/** An arktype value: `type(def)` with a chain of read methods after it, followed through consts. */
interface ArkValue {
  readonly root: ts.CallExpression;
  /** The method calls, innermost first. */
  readonly steps: readonly ts.CallExpression[];
  readonly via: ts.Node[];
}

function arkValue(ctx: EvalContext, expr: ts.Expression): ArkValue | undefined {
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isCallExpression(followed.expr)) return undefined;
  const steps: ts.CallExpression[] = [];
  let call: ts.CallExpression = followed.expr;
  while (ts.isPropertyAccessExpression(call.expression) && METHODS.has(call.expression.name.text) && ts.isCallExpression(call.expression.expression)) {
    steps.unshift(call);
    call = call.expression.expression;
  }
  if (!isTypeCall(ctx.checker, call)) return undefined;
  return { root: call, steps, via: followed.via };
}

const methodName = (call: ts.CallExpression): string => (call.expression as ts.PropertyAccessExpression).name.text;

/**
 * A tool input written with ArkType: the JSON Schema `~standard.jsonSchema.input({ target: "draft-07" })`
 * returns at arktype 2.2.10 (@ark/schema 0.56.9 roots/root.js toStandardJsonSchema), the call xsschema 0.4.4
 * makes for a Standard JSON Schema: `$schema` first, and what JSON Schema cannot say (a Date, a morph)
 * dropped by its standard fallback rather than thrown. At "draft-2020-12" (the MCP SDK 2.x's call) the same, a
 * tuple written as `prefixItems`. Checked against arktype in tests/schema/arktype.
 * Undefined when `expr` is no arktype `type(…)`, so other routes may read it.
 */
export function resolveArkTypeSchema(checker: ts.TypeChecker, expr: ts.Expression, dialect: JsonDialect = "draft-07"): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const value = arkValue(ctx, expr);
    if (!value) return undefined;
    const map: SourceMap = new Map();
    const read = withActive(ctx, value.via, () => readValue(ctx, value, { pointer: "", via: value.via, declaration: undefined }, map, "value"));
    if (!read.ok) return { ok: false, reason: read.reason, node: read.node };
    if (read.optional) return { ok: false, reason: "an optional or defaulted ArkType type outside an object property is not read by the plugin", node: expr };
    return { ok: true, schema: { $schema: dialect === "draft-07" ? DRAFT_07_URI : DRAFT_2020_12_URI, ...emit(read.node, dialect) }, map, route: "arktype", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the ArkType schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}

function readValue(ctx: EvalContext, value: ArkValue, slot: Slot, map: SourceMap, place: Position): Read {
  map.set(slot.pointer, { node: value.root, declaration: slot.declaration, via: slot.via });
  const [def, ...rest] = value.root.arguments;
  if (!def || rest.length > 0) return fail("`type()` is read only with one definition", value.root);
  // Each `.array()` nests the definition one level deeper in the JSON.
  const depth = value.steps.filter((call) => methodName(call) === "array").length;
  const inner = { ...slot, pointer: slot.pointer + "/items".repeat(depth) };
  const read = readDefinition(ctx, def, inner, map, "value");
  if (!read.ok) return read;
  let node = read.node;
  let optional = false;
  for (const call of value.steps) {
    if (optional) return fail("a method after `.optional()` or `.default()` is not read by the plugin", call);
    const step = applyStep(ctx, call, node, place);
    if (!step.ok) return step;
    node = step.node;
    optional = step.optional === true;
  }
  return { ok: true, node, optional };
}

/** One method of the chain. `.optional()` and `.default(v)` make a property optional: the input JSON writes no default. */
function applyStep(ctx: EvalContext, call: ts.CallExpression, node: Node, place: Position): Read {
  const name = methodName(call);
  if (name === "describe") return describeStep(ctx, call, node);
  if (name === "array") return call.arguments.length === 0 ? { ok: true, node: arrayOf(node) } : fail("`.array()` is called with arguments", call);
  if (place !== "property") return fail(`\`.${name}()\` outside an object property is not read by the plugin`, call);
  const arity = name === "optional" ? 0 : 1;
  if (call.arguments.length !== arity) return fail(`\`.${name}()\` is read only with ${arity} argument${arity === 1 ? "" : "s"}`, call);
  return { ok: true, node, optional: true };
}

function describeStep(ctx: EvalContext, call: ts.CallExpression, node: Node): Read {
  const text = call.arguments[0] ? evaluateIn(ctx, call.arguments[0]) : fail("`.describe()` is called without its text", call);
  if (!text.ok) return text;
  if (typeof text.value !== "string") return fail("`.describe()` is given something other than a string", call.arguments[0]!);
  const described = describe(node, text.value);
  return described ? { ok: true, node: described } : fail("`.describe()` on `unknown` is not read by the plugin", call);
}

const arrayOf = (items: Node): Node => ({ kind: "intersection", basis: "array", constraints: [], items });

/** `.describe()`: the description reaches the node, its basis and every branch of a union (meta is shared with them). */
function describe(node: Node, description: string): Node | undefined {
  if (node.kind === "unknown") return undefined;
  if (node.kind === "unit") return { ...node, meta: { ...node.meta, description } };
  if (node.kind === "intersection") {
    // A description already in the node's own meta (string.uuid's) is replaced where it stands.
    const meta = node.meta && "description" in node.meta ? { meta: { ...node.meta, description } } : {};
    return { ...node, shared: { ...node.shared, description }, ...meta };
  }
  const branches = node.branches.map((b) => describe(b, description));
  return branches.every((b): b is Node => b !== undefined) ? { kind: "union", branches, meta: { ...node.meta, description } } : undefined;
}

/** A definition: a string, an object literal, an array literal (a tuple) of definitions, or another arktype value. */
function readDefinition(ctx: EvalContext, expr: ts.Expression, slot: Slot, map: SourceMap, place: Position): Read {
  return nested(ctx, expr, () => {
    const value = arkValue(ctx, expr);
    if (value) return withActive(ctx, value.via, () => readValue(ctx, value, { ...slot, via: [...slot.via, ...value.via] }, map, place));
    const followed = followExpression(ctx, expr);
    if (!followed.ok) return followed;
    const at = { ...slot, via: [...slot.via, ...followed.via] };
    if (ts.isObjectLiteralExpression(followed.expr)) return withActive(ctx, followed.via, () => readObject(ctx, followed.expr as ts.ObjectLiteralExpression, at, map));
    if (ts.isArrayLiteralExpression(followed.expr)) return withActive(ctx, followed.via, () => readTuple(ctx, followed.expr as ts.ArrayLiteralExpression, at, map));
    const text = evaluateIn(ctx, expr);
    if (!text.ok) return text;
    if (typeof text.value !== "string") return fail("an ArkType definition other than a string, an object literal, an array literal or `type(…)` is not read by the plugin", expr);
    const parsed = parseDefinition(text.value, place);
    return parsed.ok ? { ok: true, node: parsed.node, optional: parsed.optional } : fail(parsed.reason, expr);
  });
}

/** Strings that make an array literal a tuple expression (`["string", "|", "number"]`), not a tuple. */
const TUPLE_OPERATORS = new Set(["|", "&", "[]", "=", "?", "@", "=>", ":", "|>", "keyof", "===", "instanceof"]);

/**
 * `["number", "number", "string?"]`: a tuple, its required elements first. arktype bounds its length
 * (minItems when any element is required, both bounds of an empty one) and closes it.
 */
function readTuple(ctx: EvalContext, literal: ts.ArrayLiteralExpression, slot: Slot, map: SourceMap): Read {
  const elements: Node[] = [];
  let required = 0;
  for (const [index, element] of literal.elements.entries()) {
    if (ts.isSpreadElement(element) || ts.isOmittedExpression(element)) return fail("a spread or hole in an ArkType tuple is not read by the plugin", element);
    const operator = evaluateIn(ctx, element);
    if (operator.ok && typeof operator.value === "string" && (TUPLE_OPERATORS.has(operator.value) || operator.value.startsWith("..."))) {
      return fail(`the ArkType tuple expression or spread "${operator.value}" is not read by the plugin (it reads tuples of definitions)`, element);
    }
    const read = readDefinition(ctx, element, { ...slot, pointer: pointerJoin(slot.pointer, "items", String(index)) }, map, "element");
    if (!read.ok) return read;
    if (!read.optional && required < elements.length) return fail("a required tuple element after an optional one (arktype throws)", element);
    if (!read.optional) required++;
    elements.push(read.node);
  }
  if (elements.length === 0) return { ok: true, node: { kind: "intersection", basis: "array", constraints: [{ kind: "exactLength", rule: 0 }] } };
  const constraints: Constraint[] = required > 0 ? [{ kind: "minLength", rule: required }] : [];
  return { ok: true, node: { kind: "intersection", basis: "array", constraints, elements } };
}

/** `{ name: "string", "age?": "number" }`: props sorted as arktype sorts them, required first. */
function readObject(ctx: EvalContext, literal: ts.ObjectLiteralExpression, slot: Slot, map: SourceMap): Read {
  const props: Prop[] = [];
  for (const member of literal.properties) {
    if (!ts.isPropertyAssignment(member)) return fail("a spread, method or shorthand in an ArkType object definition is not read by the plugin", member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    if (key.key === "__proto__" || key.key === "__proto__?") return fail("a key named `__proto__` is not read", member.name);
    // "+" (undeclared keys), "[string]" (index signatures), "..." (spreads) and escapes are arktype syntax not modelled here.
    if (/^[+[]|^\.\.\.|\\/.test(key.key)) return fail(`the ArkType key "${key.key}" is not read by the plugin (it reads plain keys, optional with a trailing "?")`, member.name);
    const optional = key.key.endsWith("?");
    const name = optional ? key.key.slice(0, -1) : key.key;
    const at = { pointer: pointerJoin(slot.pointer, "properties", name), via: slot.via, declaration: member };
    map.set(at.pointer, { node: member.initializer, declaration: member, via: slot.via });
    const value = readDefinition(ctx, member.initializer, at, map, "property");
    if (!value.ok) return value;
    if (props.some((p) => p.key === name)) return fail(`the key "${name}" is written twice`, member.name);
    // arktype throws on a default (or `.optional()`) given to a key already marked optional.
    if (optional && value.optional) return fail(`the optional key "${key.key}" is also given a default or \`.optional()\``, member);
    props.push({ key: name, optional: optional || value.optional === true, value: value.node });
  }
  const sorted = [...byHash(props.filter((p) => !p.optional), propHash), ...byHash(props.filter((p) => p.optional), propHash)];
  return { ok: true, node: { kind: "intersection", basis: "object", constraints: [], props: sorted } };
}

