// ArkType route: `type({ name: "string", "age?": "number.integer >= 0" })` of `arktype` (2.x) carries its
// own JSON Schema converter, so the definition is read statically into the JSON that converter writes.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, evaluateIn, fail, nested, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { calleeExport } from "../shared/callee-export.js";
import { followExpression } from "../shared/static-follow.js";
import { DRAFT_07_URI, pointerJoin, type Resolution, type SourceMap } from "../types.js";
import { byHash, emit, propHash, type Node, type Prop } from "./model.js";
import { parseDefinition } from "./parse.js";

const ARKTYPE_FILE = /\/node_modules\/(arktype|@ark\/[^/]+)\//;

type Read = { ok: true; node: Node } | StaticFailure;

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

/** An arktype value: `type(def)` with any number of `.describe("…")` after it, followed through consts. */
interface ArkValue {
  readonly root: ts.CallExpression;
  readonly descriptions: readonly ts.CallExpression[];
  readonly via: ts.Node[];
}

function arkValue(ctx: EvalContext, expr: ts.Expression): ArkValue | undefined {
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isCallExpression(followed.expr)) return undefined;
  const descriptions: ts.CallExpression[] = [];
  let call: ts.CallExpression = followed.expr;
  while (ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === "describe" && ts.isCallExpression(call.expression.expression)) {
    descriptions.unshift(call);
    call = call.expression.expression;
  }
  if (!isTypeCall(ctx.checker, call)) return undefined;
  return { root: call, descriptions, via: followed.via };
}

/**
 * A tool input written with ArkType: the JSON Schema `~standard.jsonSchema.input({ target: "draft-07" })`
 * returns at arktype 2.2.10 (@ark/schema 0.56.9 roots/root.js toStandardJsonSchema), the call xsschema 0.4.4
 * makes for a Standard JSON Schema: `$schema` first, and what JSON Schema cannot say (a Date, a morph)
 * dropped by its standard fallback rather than thrown. Checked against arktype in tests/schema/arktype.
 * Undefined when `expr` is no arktype `type(…)`, so other routes may read it.
 */
export function resolveArkTypeSchema(checker: ts.TypeChecker, expr: ts.Expression): Resolution | undefined {
  try {
    const ctx = createEvalContext(checker);
    const value = arkValue(ctx, expr);
    if (!value) return undefined;
    const map: SourceMap = new Map();
    const read = withActive(ctx, value.via, () => readValue(ctx, value, { pointer: "", via: value.via, declaration: undefined }, map));
    if (!read.ok) return { ok: false, reason: read.reason, node: read.node };
    return { ok: true, schema: { $schema: DRAFT_07_URI, ...emit(read.node) }, map, route: "arktype", exact: true, gaps: [] };
  } catch (error) {
    return { ok: false, reason: `the ArkType schema could not be read: ${errorMessage(error)}`, node: expr };
  }
}

function readValue(ctx: EvalContext, value: ArkValue, slot: Slot, map: SourceMap): Read {
  map.set(slot.pointer, { node: value.root, declaration: slot.declaration, via: slot.via });
  const [def, ...rest] = value.root.arguments;
  if (!def || rest.length > 0) return fail("`type()` is read only with one definition", value.root);
  const read = readDefinition(ctx, def, slot, map);
  if (!read.ok) return read;
  let node = read.node;
  for (const call of value.descriptions) {
    const text = call.arguments[0] ? evaluateIn(ctx, call.arguments[0]) : fail("`.describe()` is called without its text", call);
    if (!text.ok) return text;
    if (typeof text.value !== "string") return fail("`.describe()` is given something other than a string", call.arguments[0]!);
    const described = describe(node, text.value);
    if (!described) return fail("`.describe()` on a union with `boolean`, or on `unknown`, is not read by the plugin", call);
    node = described;
  }
  return { ok: true, node };
}

/** `.describe()`: the description reaches the node, its basis and every branch of a union (meta is shared with them). */
function describe(node: Node, description: string): Node | undefined {
  if (node.kind === "unknown") return undefined;
  if (node.kind !== "union") return { ...node, description };
  if (node.branches.some((b) => b.kind === "unit" && typeof b.value === "boolean")) return undefined;
  const branches = node.branches.map((b) => describe(b, description));
  return branches.every((b): b is Node => b !== undefined) ? { kind: "union", branches, description } : undefined;
}

/** A definition: a string, an object literal of definitions, or another arktype value. */
function readDefinition(ctx: EvalContext, expr: ts.Expression, slot: Slot, map: SourceMap): Read {
  return nested(ctx, expr, () => {
    const value = arkValue(ctx, expr);
    if (value) return withActive(ctx, value.via, () => readValue(ctx, value, { ...slot, via: [...slot.via, ...value.via] }, map));
    const followed = followExpression(ctx, expr);
    if (!followed.ok) return followed;
    if (ts.isObjectLiteralExpression(followed.expr)) return withActive(ctx, followed.via, () => readObject(ctx, followed.expr as ts.ObjectLiteralExpression, { ...slot, via: [...slot.via, ...followed.via] }, map));
    const text = evaluateIn(ctx, expr);
    if (!text.ok) return text;
    if (typeof text.value !== "string") return fail("an ArkType definition other than a string, an object literal or `type(…)` is not read by the plugin", expr);
    const parsed = parseDefinition(text.value);
    return parsed.ok ? { ok: true, node: parsed.node } : fail(parsed.reason, expr);
  });
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
    const value = readDefinition(ctx, member.initializer, at, map);
    if (!value.ok) return value;
    if (props.some((p) => p.key === name)) return fail(`the key "${name}" is written twice`, member.name);
    props.push({ key: name, optional, value: value.node });
  }
  const sorted = [...byHash(props.filter((p) => !p.optional), propHash), ...byHash(props.filter((p) => p.optional), propHash)];
  return { ok: true, node: { kind: "intersection", basis: "object", constraints: [], props: sorted } };
}

