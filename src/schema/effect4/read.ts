// Effect 4 route: Effect 4 schema builders as a tool input is written with them (`Schema.Struct({…})`,
// `.check(Schema.isMinLength(2))`, `.annotate({…})`) read into the model, without running them; the JSON codec
// (effect 4.1.5 dist/internal/schema/toCodec.js) is applied as it reads: `undefined` is sent as null.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, nested, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { JsonValue } from "../types.js";
import { describe } from "../effect/arguments.js";
import { effectExport, isModuleNamespace } from "../effect/package.js";
import { CHECK_NAMES, checkWithoutArguments, readCheck } from "./checks.js";
import { annotate, keyword, type JsonAnnotations, type Member, type Origin, type Property, type Rep } from "./model.js";

/** A schema as a struct field or tuple element may hold it: `optional(S)` and `optionalKey(S)` mark the key. */
interface Value {
  readonly rep: Rep;
  readonly optional: boolean;
  readonly keyAnnotations: JsonAnnotations;
}
export type Read = { ok: true; value: Value } | StaticFailure;

/** What a refusal says about the rest: the list is in the docs, so the message stays short. */
const READS = "docs/frameworks/fastmcp.md lists what it reads";

/** Keywords read as values, and the ones Effect defines as a keyword with checks. */
const KEYWORDS = new Set(["String", "Number", "Boolean", "Null", "Unknown", "Any"]);
const CHECKED: Readonly<Record<string, readonly [base: "String" | "Number", check: "isFinite" | "isInt" | "isNonEmpty" | "isTrimmed"]>> = {
  Finite: ["Number", "isFinite"],
  Int: ["Number", "isInt"],
  NonEmptyString: ["String", "isNonEmpty"],
  Trimmed: ["String", "isTrimmed"],
};

/** Annotation keys that never reach JSON Schema (messages, parsing, other derivations): skipped unread. */
const SILENT_ANNOTATIONS = new Set(["expected", "message", "messageMissingKey", "messageUnexpectedKey", "documentation", "toArbitrary", "toEquivalence", "toFormatter", "parseOptions"]);
const STRING_ANNOTATIONS = new Set(["title", "description", "format", "contentEncoding", "contentMediaType"]);

/** Wrappers that keep their schema's AST (`toStandardSchemaV1`, `toStandardJSONSchemaV1`). */
const PASS_THROUGH = new Set(["toStandardSchemaV1", "toStandardJSONSchemaV1"]);

const plain = (rep: Rep): Read => ({ ok: true, value: { rep, optional: false, keyAnnotations: {} } });

export function readSchema(ctx: EvalContext, expr: ts.Expression, via: readonly ts.Node[]): Read {
  return nested(ctx, expr, () => readNode(ctx, unwrapExpression(expr), via));
}

/** A schema where a field marker makes no sense (a union member, an array's items). */
function readInner(ctx: EvalContext, expr: ts.Expression, via: readonly ts.Node[]): { ok: true; rep: Rep } | StaticFailure {
  const read = readSchema(ctx, expr, via);
  if (!read.ok) return read;
  if (read.value.optional || Object.keys(read.value.keyAnnotations).length > 0) return fail("`optional()`, `optionalKey()` and `annotateKey()` are read only on a struct field or a tuple element", expr);
  return { ok: true, rep: read.value.rep };
}

function readNode(ctx: EvalContext, node: ts.Expression, via: readonly ts.Node[]): Read {
  const { checker } = ctx;
  const origin: Origin = { node, via };
  if (ts.isCallExpression(node)) {
    const callee = unwrapExpression(node.expression);
    if (ts.isPropertyAccessExpression(callee) && !isModuleNamespace(checker, callee.expression)) {
      return method(ctx, callee, node, origin);
    }
    const builder = effectExport(checker, callee);
    if (builder && builder.major >= 4) return build(ctx, builder.name, node, origin);
    if (builder) return fail(`\`${builder.name}\` is effect ${builder.major}'s, mixed into an Effect 4 schema`, node);
  } else {
    const ref = effectExport(checker, node);
    if (ref && ref.major >= 4) return reference(ref.name, node, origin);
    if (ref) return fail(`\`${ref.name}\` is effect ${ref.major}'s, mixed into an Effect 4 schema`, node);
  }
  const followed = followExpression(ctx, node);
  if (followed.ok && followed.expr !== node) {
    return withActive(ctx, followed.via, () => readSchema(ctx, followed.expr, [...via, ...followed.via]));
  }
  return fail(followed.ok ? `${describe(node)} is not an Effect 4 schema the plugin reads (${READS})` : followed.reason, followed.ok ? node : followed.node);
}

/** `.annotate()`, `.annotateKey()`, `.check()` on a schema. */
function method(ctx: EvalContext, callee: ts.PropertyAccessExpression, call: ts.CallExpression, origin: Origin): Read {
  const name = callee.name.text;
  if (name !== "annotate" && name !== "annotateKey" && name !== "check") return fail(`\`.${name}()\` on an Effect 4 schema is not read by the plugin (${READS})`, call);
  const base = readSchema(ctx, callee.expression, origin.via);
  if (!base.ok) return base;
  const { rep, optional, keyAnnotations } = base.value;
  if (name === "check") {
    const checks = [];
    for (const arg of call.arguments) {
      const check = checkOf(ctx, arg);
      if (!check.ok) return check;
      checks.push(check.check);
    }
    return { ok: true, value: { rep: { ...rep, checks: [...rep.checks, ...checks], origin }, optional, keyAnnotations } };
  }
  const arg = call.arguments[0];
  if (!arg || call.arguments.length > 1) return fail(`\`.${name}()\` is read only with one annotations object`, call);
  const annotations = readAnnotations(ctx, arg);
  if (!annotations.ok) return annotations;
  if (name === "annotateKey") return { ok: true, value: { rep, optional, keyAnnotations: { ...keyAnnotations, ...annotations.annotations } } };
  return { ok: true, value: { rep: annotate(rep, annotations.annotations, origin), optional, keyAnnotations } };
}

function checkOf(ctx: EvalContext, arg: ts.Expression) {
  const followed = followExpression(ctx, arg);
  if (!followed.ok) return followed;
  const call = followed.expr;
  const callee = ts.isCallExpression(call) ? effectExport(ctx.checker, unwrapExpression(call.expression)) : undefined;
  if (!callee || !ts.isCallExpression(call) || !CHECK_NAMES.has(callee.name)) return fail(`${describe(arg)} is not a check the plugin reads (${READS})`, arg);
  return withActive(ctx, followed.via, () => readCheck(ctx, callee.name, call, (expr) => readAnnotations(ctx, expr)));
}

/** `Schema.String`, `Schema.Int`… read as values. */
function reference(name: string, node: ts.Expression, origin: Origin): Read {
  if (KEYWORDS.has(name)) return plain(keyword(name as "String", origin));
  const checked = CHECKED[name];
  if (!checked) return fail(`\`Schema.${name}\` is not read by the plugin (${READS})`, node);
  const [base, check] = checked;
  return plain({ ...keyword(base, origin), checks: [checkWithoutArguments(check)] });
}

function build(ctx: EvalContext, name: string, call: ts.CallExpression, origin: Origin): Read {
  const args = call.arguments;
  const first = args[0];
  switch (name) {
    case "optional":
    case "optionalKey": {
      if (!first) return fail(`\`${name}()\` is called without its schema`, call);
      const inner = readInner(ctx, first, origin.via);
      if (!inner.ok) return inner;
      // `optional(S)` is `optionalKey(UndefinedOr(S))`: its undefined is sent as null.
      const rep = name === "optional" ? union([inner.rep, keyword("Null", origin)], origin) : inner.rep;
      return { ok: true, value: { rep, optional: true, keyAnnotations: {} } };
    }
    case "NullOr":
    case "UndefinedOr":
    case "NullishOr": {
      if (!first) return fail(`\`${name}()\` is called without its schema`, call);
      const inner = readInner(ctx, first, origin.via);
      if (!inner.ok) return inner;
      const nulls = name === "NullishOr" ? [keyword("Null", origin), keyword("Null", origin)] : [keyword("Null", origin)];
      return plain(union([inner.rep, ...nulls], origin));
    }
    case "Union":
    case "Tuple": {
      const list = first && followExpression(ctx, first);
      if (!list || !list.ok || !ts.isArrayLiteralExpression(list.expr) || args.length > 2) return fail(`\`${name}()\` is read only with an array literal of schemas`, call);
      if (name === "Union" && args[1]) return fail("`Union()` with options is not read by the plugin", call);
      const items = list.expr.elements;
      if (name === "Union") {
        const types: Rep[] = [];
        for (const item of items) {
          const read = readInner(ctx, item, [...origin.via, ...list.via]);
          if (!read.ok) return read;
          types.push(read.rep);
        }
        return plain(union(types, origin));
      }
      const elements: Member[] = [];
      for (const item of items) {
        const read = readSchema(ctx, item, [...origin.via, ...list.via]);
        if (!read.ok) return read;
        elements.push({ type: read.value.rep, optional: read.value.optional, keyAnnotations: read.value.keyAnnotations });
      }
      return plain({ tag: "Arrays", elements, rest: [], annotations: {}, checks: [], origin });
    }
    case "Array":
    case "NonEmptyArray": {
      if (!first || args.length > 1) return fail(`\`${name}()\` is read only with one schema`, call);
      const item = readInner(ctx, first, origin.via);
      if (!item.ok) return item;
      const elements = name === "NonEmptyArray" ? [{ type: item.rep, optional: false, keyAnnotations: {} }] : [];
      return plain({ tag: "Arrays", elements, rest: [item.rep], annotations: {}, checks: [], origin });
    }
    case "Record": {
      const [key, value] = args;
      if (!key || !value || args.length > 2) return fail("`Record()` is read only with a key schema and a value schema", call);
      const keyRep = readInner(ctx, key, origin.via);
      if (!keyRep.ok) return keyRep;
      if (keyRep.rep.tag !== "String" || keyRep.rep.checks.length > 0) return fail("`Record()` is read only with `Schema.String` keys", key);
      const values = readInner(ctx, value, origin.via);
      if (!values.ok) return values;
      return plain({ tag: "Objects", properties: [], record: values.rep, annotations: {}, checks: [], origin });
    }
    case "Struct":
      return struct(ctx, call, origin);
    case "Literal":
    case "Literals":
      return literals(ctx, name, call, origin);
    default:
      if (PASS_THROUGH.has(name) && first) return readSchema(ctx, first, origin.via);
      return fail(`\`Schema.${name}()\` is not read by the plugin (${READS})`, call);
  }
}

/** `Union.make`-free: Effect 4 keeps every member as given, one member included. */
const union = (types: readonly Rep[], origin: Origin): Rep => ({ tag: "Union", types, annotations: {}, checks: [], origin });

function struct(ctx: EvalContext, call: ts.CallExpression, origin: Origin): Read {
  const first = call.arguments[0];
  const fields = first && followExpression(ctx, first);
  if (!fields || !fields.ok || !ts.isObjectLiteralExpression(fields.expr) || call.arguments.length > 1) return fail("`Struct()` is read only with an object literal of fields", call);
  const via = [...origin.via, ...fields.via];
  const properties: Property[] = [];
  for (const member of fields.expr.properties) {
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail("a spread, method or accessor among a struct's fields is not read", member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    if (properties.some((p) => p.name === key.key)) return fail(`the field "${key.key}" is written twice`, member);
    const valueExpr = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    const read = withActive(ctx, fields.via, () => readSchema(ctx, valueExpr, via));
    if (!read.ok) return read;
    properties.push({ name: key.key, type: read.value.rep, optional: read.value.optional, keyAnnotations: read.value.keyAnnotations, declaration: member });
  }
  return plain({ tag: "Objects", properties, record: undefined, annotations: {}, checks: [], origin });
}

/** `Literal(v)` and `Literals([…])` (a union of literals, one member included). */
function literals(ctx: EvalContext, name: "Literal" | "Literals", call: ts.CallExpression, origin: Origin): Read {
  const first = call.arguments[0];
  if (!first || call.arguments.length > 1) return fail(`\`${name}()\` is read only with one argument`, call);
  const value = evaluateIn(ctx, first);
  if (!value.ok) return value;
  const values = name === "Literal" ? [value.value] : value.value;
  if (!Array.isArray(values)) return fail("`Literals()` is read only with an array of literals", first);
  const reps: Rep[] = [];
  for (const v of values) {
    if (typeof v !== "string" && typeof v !== "boolean" && !(typeof v === "number" && Number.isFinite(v))) return fail(`\`${name}()\` is read only with strings, finite numbers and booleans`, first);
    reps.push({ tag: "Literal", literal: v, annotations: {}, checks: [], origin });
  }
  if (name === "Literal") return plain(reps[0]!);
  return plain(union(reps, origin));
}

/** The annotations object: the keys JSON Schema carries; keys that never reach it skipped; others refused. */
export function readAnnotations(ctx: EvalContext, expr: ts.Expression): { ok: true; annotations: JsonAnnotations } | StaticFailure {
  const followed = followExpression(ctx, expr);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("the annotations are not an object literal", expr);
  const out: Record<string, JsonValue> = {};
  for (const member of followed.expr.properties) {
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail("a spread, method or accessor among the annotations is not read", member);
    const key = propertyKey(ctx, member.name);
    if (!key.ok) return key;
    if (SILENT_ANNOTATIONS.has(key.key)) continue;
    const valueExpr = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    if (!STRING_ANNOTATIONS.has(key.key) && !["default", "examples", "readOnly", "writeOnly"].includes(key.key)) {
      return fail(`the \`${key.key}\` annotation is not read by the plugin (it reads title, description, format, default, examples, readOnly and writeOnly)`, member);
    }
    const value = withActive(ctx, followed.via, () => evaluateIn(ctx, valueExpr));
    if (!value.ok) return value;
    Object.defineProperty(out, key.key, { value: value.value, enumerable: true, writable: true, configurable: true });
  }
  return { ok: true, annotations: out };
}
