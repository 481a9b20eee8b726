// Effect route: Effect 3 schema builders as the user writes them (`Schema.Struct({…})`, `.pipe(Schema.minLength(2))`,
// `.annotations({…})`) read into the model of the AST effect 3.22.4 builds (dist/esm/Schema.js), without running them.
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, nested, propertyKey, withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { JsonValue } from "../types.js";
import { checkValues, describe, enums, optionalWithOptions, readAnnotations, regexSource } from "./arguments.js";
import { FILTER_ARITY, identifierPattern, makeFilter } from "./filters.js";
import { annotate, checkable, KEYWORD_ANNOTATIONS, typeAst, union, type Annotations, type Ast, type Origin, type Prop } from "./model.js";
import { effectExport, isModuleNamespace } from "./package.js";

export type Read = { ok: true; ast: Ast } | StaticFailure;

export interface Reader {
  readonly ctx: EvalContext;
  /** One model node per source node, so a schema written once and used twice is the same node, as in Effect. */
  readonly memo: Map<ts.Node, Ast>;
  /** Keyword schemas are singletons in Effect (`Schema.String.ast` is one object): one identity per name. */
  readonly keywords: Map<string, object>;
}

/** Wrappers that make a Standard Schema of a schema and keep its AST (`make(schema.ast)`). */
export const STANDARD_WRAPPERS = new Set(["standardSchemaV1"]);

const KEYWORDS = new Set(["String", "Number", "Boolean", "Unknown", "Any", "Object", "Null"]);

/** Effect 3's refined classes (`class Int extends Number$.pipe(int({ identifier: "Int" }))`): base keyword and filter. */
const PREDEFINED: Readonly<Record<string, readonly [string, string]>> = {
  Int: ["Number", "int"],
  Finite: ["Number", "finite"],
  Positive: ["Number", "positive"],
  Negative: ["Number", "negative"],
  NonNegative: ["Number", "nonNegative"],
  NonPositive: ["Number", "nonPositive"],
  NonEmptyString: ["String", "nonEmptyString"],
  Trimmed: ["String", "trimmed"],
  Lowercased: ["String", "lowercased"],
  Uppercased: ["String", "uppercased"],
  Capitalized: ["String", "capitalized"],
  Uncapitalized: ["String", "uncapitalized"],
  NonEmptyTrimmedString: ["Trimmed", "nonEmptyString"],
  // Built with `pattern(regex, {…})` and annotations of their own (filters.ts `identifierPattern`).
  UUID: ["String", "pattern"],
  ULID: ["String", "pattern"],
};

/**
 * Effect 3's string transformation classes (`class Trim extends transform(String$.annotations({ description }),
 * Trimmed, …).annotations({ identifier: "Trim" })`): the refined class decoded to, and the description of the
 * string encoded from, which is what the converter writes.
 */
const STRING_TRANSFORMS: Readonly<Record<string, readonly [string, string]>> = {
  Trim: ["Trimmed", "a string that will be trimmed"],
  Lowercase: ["Lowercased", "a string that will be converted to lowercase"],
  Uppercase: ["Uppercased", "a string that will be converted to uppercase"],
  Capitalize: ["Capitalized", "a string that will be converted to a capitalized format"],
  Uncapitalize: ["Uncapitalized", "a string that will be converted to an uncapitalized format"],
};

/** What a refusal says about the rest: the list itself is in the docs, so the message stays short. */
export const READS = "docs/frameworks/fastmcp.md lists what it reads";

/** An Effect 3 schema expression, through consts, into the model. */
export function readSchema(reader: Reader, expr: ts.Expression, via: readonly ts.Node[]): Read {
  return nested(reader.ctx, expr, () => {
    const node = unwrapExpression(expr);
    const known = reader.memo.get(node);
    if (known) return { ok: true, ast: known };
    const read = readNode(reader, node, via);
    if (read.ok) reader.memo.set(node, read.ast);
    return read;
  });
}

function readNode(reader: Reader, node: ts.Expression, via: readonly ts.Node[]): Read {
  const { checker } = reader.ctx;
  const origin: Origin = { node, via };
  if (ts.isCallExpression(node)) {
    const callee = unwrapExpression(node.expression);
    if (ts.isPropertyAccessExpression(callee) && (callee.name.text === "pipe" || callee.name.text === "annotations") && !isModuleNamespace(checker, callee.expression)) {
      const base = readSchema(reader, callee.expression, via);
      if (!base.ok) return base;
      return callee.name.text === "pipe" ? pipe(reader, base.ast, node, origin) : annotations(reader, base.ast, node, origin);
    }
    const builder = effectExport(checker, callee);
    if (builder?.major === 3) return build(reader, builder.name, node, origin);
    if (builder) return fail(`${describe(node)} is Effect ${builder.major}'s, which this route does not read`, node);
  } else {
    const ref = effectExport(checker, node);
    if (ref?.major === 3) return reference(reader, ref.name, node, origin);
  }
  const followed = followExpression(reader.ctx, node);
  if (followed.ok && followed.expr !== node) {
    const crossed = [...via, ...followed.via];
    return withActive(reader.ctx, followed.via, () => readSchema(reader, followed.expr, crossed));
  }
  if (!followed.ok) return followed;
  return fail(`${describe(node)} is not an Effect Schema builder the plugin reads (${READS})`, node);
}

/** `Schema.String`, `Schema.Int`… read as values. */
function reference(reader: Reader, name: string, node: ts.Expression, origin: Origin): Read {
  if (KEYWORDS.has(name)) return { ok: true, ast: keyword(reader, name, origin) };
  const predefined = PREDEFINED[name];
  if (predefined) {
    const [base, filterName] = predefined;
    const made = identifierPattern(name) ?? makeFilter(filterName, []);
    if (!made.ok) return fail(made.reason, node);
    const base_ = reference(reader, base, node, origin);
    if (!base_.ok) return base_;
    const from = base_.ast;
    const identity = classIdentity(reader, name);
    return { ok: true, ast: { tag: "refinement", from, filter: made.built.filter, annotations: { ...made.built.annotations, identifier: name }, origin, identity } };
  }
  const transform = STRING_TRANSFORMS[name];
  if (transform) {
    const [target, description] = transform;
    const to = reference(reader, target, node, origin);
    if (!to.ok) return to;
    const from = annotate(keyword(reader, "String", origin), { description }, origin);
    const ast: Ast = { tag: "transformation", from, to: to.ast, carried: [], annotations: { identifier: name }, origin, identity: classIdentity(reader, name) };
    return { ok: true, ast };
  }
  return fail(`\`Schema.${name}\` is not read by the plugin (${READS})`, node);
}

/** One identity per class name: `Schema.Int` is one object in Effect wherever it is written. */
function classIdentity(reader: Reader, name: string): object {
  let identity = reader.keywords.get(name);
  if (!identity) reader.keywords.set(name, (identity = {}));
  return identity;
}

function keyword(reader: Reader, name: string, origin: Origin): Ast {
  const identity = classIdentity(reader, name);
  const tag = name.toLowerCase() as "string" | "number" | "boolean" | "unknown" | "any" | "object";
  if (name === "Null") return { tag: "literal", value: null, annotations: {}, origin, identity };
  return { tag, annotations: KEYWORD_ANNOTATIONS[tag] ?? {}, origin, identity };
}

function build(reader: Reader, name: string, call: ts.CallExpression, origin: Origin): Read {
  const args = call.arguments;
  const via = origin.via;
  const one = (): Read => (args[0] ? readSchema(reader, args[0], via) : fail(`\`Schema.${name}()\` is called without its schema`, call));
  if (STANDARD_WRAPPERS.has(name)) return one();
  switch (name) {
    case "Struct":
      if (args.length !== 1) return fail("`Schema.Struct()` is read only with one object of fields (records after the fields are not read)", call);
      return struct(reader, args[0]!, origin);
    case "Array":
    case "NonEmptyArray": {
      const item = one();
      if (!item.ok) return item;
      return { ok: true, ast: { tag: "tuple", elements: name === "Array" ? [] : [item.ast], rest: [item.ast], annotations: {}, origin } };
    }
    case "Record":
      return recordOf(reader, call, origin);
    case "Tuple":
      return tuple(reader, call, origin);
    case "Union":
    case "Literal":
    case "NullOr":
    case "UndefinedOr":
    case "NullishOr":
      return unionOf(reader, name, call, origin);
    case "Enums":
      return enums(reader.ctx.checker, call, origin);
  }
  return fail(`\`Schema.${name}()\` is not read by the plugin (${READS})`, call);
}

/** `Schema.Union(a, b)`, `Schema.Literal("a", "b")` and the nullable forms: `Union.make` of their members. */
function unionOf(reader: Reader, name: string, call: ts.CallExpression, origin: Origin): Read {
  const members: Ast[] = [];
  if (name === "Literal") {
    for (const arg of call.arguments) {
      const value = evaluateIn(reader.ctx, arg);
      if (!value.ok) return value;
      const v = value.value;
      if (!(v === null || typeof v === "string" || typeof v === "boolean" || typeof v === "number")) return fail("`Schema.Literal()` is read only with string, number, boolean and null values", arg);
      members.push({ tag: "literal", value: v, annotations: {}, origin: { node: arg, via: origin.via } });
    }
  } else {
    const list = name === "Union" ? call.arguments : call.arguments.slice(0, 1);
    if (list.length === 0) return fail(`\`Schema.${name}()\` without members is \`never\`, which the plugin does not read`, call);
    for (const arg of list) {
      if (ts.isSpreadElement(arg)) return fail("a spread among the members is not followed", arg);
      const member = readSchema(reader, arg, origin.via);
      if (!member.ok) return member;
      members.push(member.ast);
    }
    if (name === "NullOr" || name === "NullishOr") members.push(keyword(reader, "Null", origin));
    if (name === "UndefinedOr" || name === "NullishOr") members.push(undefinedKeyword(origin));
  }
  const made = union(members, origin);
  return made ? { ok: true, ast: made } : fail(`\`Schema.${name}()\` without members is \`never\`, which the plugin does not read`, call);
}

/** `Schema.Struct({ a: Schema.String, b: Schema.optional(Schema.Number) })`: fields in the order a JS object keeps its keys. */
function struct(reader: Reader, fieldsExpr: ts.Expression, origin: Origin): Read {
  const followed = followExpression(reader.ctx, fieldsExpr);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("the fields of `Schema.Struct()` are not an object literal", fieldsExpr);
  const entries: Record<string, Entry> = {};
  const collected = collectFields(reader, followed.expr, [...origin.via, ...followed.via], entries);
  if (collected) return collected;
  const fields: ReadField[] = [];
  for (const [name, { member, via }] of Object.entries(entries)) {
    const value = ts.isPropertyAssignment(member) ? member.initializer : member.name;
    const field = withActive(reader.ctx, via, () => readField(reader, value, via));
    if (!field.ok) return field;
    fields.push({ ...field, name, member });
  }
  if (fields.some((f) => f.decoded)) return { ok: true, ast: transformedStruct(fields, origin) };
  const props = fields.map((f): Prop => ({ name: f.name, type: f.ast, optional: f.optional, declaration: f.member, annotations: f.annotations }));
  return { ok: true, ast: { tag: "struct", props, index: undefined, annotations: {}, origin } };
}

type ReadField = Extract<Field, { ok: true }> & { readonly name: string; readonly member: ts.Node };

/**
 * A struct with a property signature transformation (`Schema.optionalWith(…)`): Schema.js
 * `getDefaultTypeLiteralAST` makes a transformation of the encoded struct, whose properties keep no
 * annotations (only a `missingMessage`), to the decoded one, whose properties have them.
 */
function transformedStruct(fields: readonly ReadField[], origin: Origin): Ast {
  const from = fields.map((f): Prop => ({ name: f.name, type: f.ast, optional: f.optional, declaration: f.member, annotations: undefined }));
  const to = fields.map(
    (f): Prop => ({ name: f.name, type: f.decoded?.type ?? typeAst(f.ast), optional: f.decoded?.optional ?? f.optional, declaration: f.member, annotations: f.annotations }),
  );
  const struct = (props: Prop[]): Ast => ({ tag: "struct", props, index: undefined, annotations: {}, origin });
  const carried = fields.filter((f) => f.decoded).map((f) => f.name);
  return { tag: "transformation", from: struct(from), to: struct(to), carried, annotations: {}, origin };
}

interface Entry {
  readonly member: ts.PropertyAssignment | ts.ShorthandPropertyAssignment;
  /** Consts and spreads crossed to reach the field from the struct that lists it. */
  readonly via: readonly ts.Node[];
}

/**
 * The fields of an object literal in the order a JS object keeps its keys (a repeated key keeps its first
 * place and its last value), through `...Other.fields` of another `Schema.Struct({…})` written in the source.
 */
function collectFields(reader: Reader, literal: ts.ObjectLiteralExpression, via: readonly ts.Node[], into: Record<string, Entry>): StaticFailure | undefined {
  for (const member of literal.properties) {
    if (ts.isSpreadAssignment(member)) {
      const spread = unwrapExpression(member.expression);
      const source = ts.isPropertyAccessExpression(spread) && spread.name.text === "fields" ? followExpression(reader.ctx, spread.expression) : undefined;
      const call = source?.ok && ts.isCallExpression(source.expr) ? source.expr : undefined;
      const builder = call ? effectExport(reader.ctx.checker, unwrapExpression(call.expression)) : undefined;
      const fields = call && builder?.major === 3 && builder.name === "Struct" && call.arguments.length === 1 ? followExpression(reader.ctx, call.arguments[0]!) : undefined;
      if (!source?.ok || !fields?.ok || !ts.isObjectLiteralExpression(fields.expr)) {
        return fail("a spread in the fields of `Schema.Struct()` is followed only as `...Other.fields` of a `Schema.Struct({ … })` written in the source", member);
      }
      const inner: ts.ObjectLiteralExpression = fields.expr;
      const crossed = [...source.via, ...fields.via];
      const failed = withActive(reader.ctx, crossed, () => collectFields(reader, inner, [...via, member, ...crossed], into));
      if (failed) return failed;
      continue;
    }
    if (!ts.isPropertyAssignment(member) && !ts.isShorthandPropertyAssignment(member)) return fail("a method or accessor in the fields of `Schema.Struct()` is not read by the plugin", member);
    const key = propertyKey(reader.ctx, member.name);
    if (!key.ok) return key;
    if (key.key === "__proto__") return fail("a field named `__proto__` is not read", member);
    into[key.key] = { member, via };
  }
  return undefined;
}

/**
 * A field as read: its encoded type and whether it may be missing; for a property signature
 * transformation, also its decoded side, which `annotations` then belong to.
 */
type Field = { ok: true; ast: Ast; optional: boolean; annotations: Annotations | undefined; decoded?: Decoded } | StaticFailure;

interface Decoded {
  readonly type: Ast;
  readonly optional: boolean;
}

const SIGNATURES = new Set(["optional", "optionalWith", "propertySignature"]);

/**
 * A field: a schema, `Schema.optional(s)` (an optional property of `s | undefined`),
 * `Schema.optionalWith(s, {…})` or `Schema.propertySignature(s)`, either with `.annotations({…})` on
 * the property itself.
 */
function readField(reader: Reader, value: ts.Expression, via: readonly ts.Node[]): Field {
  const node = unwrapExpression(value);
  if (!ts.isCallExpression(node)) return schemaField(reader, value, via);
  const callee = unwrapExpression(node.expression);
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === "annotations") {
    const inner = unwrapExpression(callee.expression);
    const signature = ts.isCallExpression(inner) ? effectExport(reader.ctx.checker, unwrapExpression(inner.expression)) : undefined;
    if (signature?.major === 3 && SIGNATURES.has(signature.name)) {
      const field = readField(reader, inner, via);
      if (!field.ok) return field;
      const arg = node.arguments[0];
      const read = arg ? readAnnotations(reader.ctx, arg) : fail("`.annotations()` is called without its annotations", node);
      if (!read.ok) return read;
      if (read.annotations.identifier !== undefined) return fail("an `identifier` on a property signature is not read by the plugin", arg!);
      // The annotations describe the decoded property, whose type encodes the default and examples.
      const described = field.decoded?.type ?? field.ast;
      if ((read.annotations.default || read.annotations.examples) && !checkable(described)) return checkValues({ ...described, annotations: read.annotations } as Ast, node)!;
      return { ...field, annotations: { ...field.annotations, ...read.annotations } };
    }
  }
  const builder = effectExport(reader.ctx.checker, callee);
  if (builder?.major === 3 && (builder.name === "optional" || builder.name === "propertySignature")) {
    const inner = node.arguments[0] ? readSchema(reader, node.arguments[0], via) : fail(`\`Schema.${builder.name}()\` is called without its schema`, node);
    if (!inner.ok) return inner;
    if (builder.name === "propertySignature") return { ok: true, ast: inner.ast, optional: false, annotations: undefined };
    const origin = { node, via };
    const type = union([inner.ast, undefinedKeyword(origin)], origin)!;
    return { ok: true, ast: type, optional: true, annotations: undefined };
  }
  if (builder?.major === 3 && builder.name === "optionalWith") return optionalWith(reader, node, via);
  if (builder?.major === 3 && /^(optionalToRequired|requiredToOptional|optionalToOptional|fromKey|tag)$/.test(builder.name)) {
    return fail(`\`Schema.${builder.name}()\` is not read by the plugin (a field is read as a schema, \`Schema.optional(…)\`, \`Schema.optionalWith(…)\` or \`Schema.propertySignature(…)\`)`, node);
  }
  return schemaField(reader, value, via);
}

/**
 * `Schema.optionalWith(s, { exact, nullable, default })` as Schema.js `optionalPropertySignatureAST` builds
 * it: without `default` or `nullable`, an optional property (of `s`, or `s | undefined` unless exact); else
 * a property signature transformation from an optional `s` (with `null` if nullable, `undefined` unless
 * exact) to the decoded `s`, required when it has a default. The default itself is no annotation.
 */
function optionalWith(reader: Reader, call: ts.CallExpression, via: readonly ts.Node[]): Field {
  const [schemaArg, optionsArg] = call.arguments;
  if (!schemaArg || !optionsArg || call.arguments.length > 2) return fail("`Schema.optionalWith()` is read only as `Schema.optionalWith(schema, { … })`", call);
  const options = optionalWithOptions(reader.ctx, optionsArg);
  if (!options.ok) return options;
  const inner = readSchema(reader, schemaArg, via);
  if (!inner.ok) return inner;
  const self = inner.ast;
  const origin: Origin = { node: call, via };
  const { exact, nullable, withDefault } = options;
  const or = (...members: Ast[]): Ast => union([self, ...members], origin)!;
  const orUndefined = exact ? [] : [undefinedKeyword(origin)];
  if (!withDefault && !nullable) return { ok: true, ast: or(...orUndefined), optional: true, annotations: undefined };
  const from = nullable ? or(keyword(reader, "Null", origin), ...orUndefined) : or(...orUndefined);
  const decoded = typeAst(self);
  if (withDefault) return { ok: true, ast: from, optional: true, annotations: undefined, decoded: { type: decoded, optional: false } };
  const to = exact ? decoded : union([decoded, undefinedKeyword(origin)], origin)!;
  return { ok: true, ast: from, optional: true, annotations: undefined, decoded: { type: to, optional: true } };
}

/** Effect's `Undefined`, which the route builds only inside the optional forms. */
const undefinedKeyword = (origin: Origin): Ast => ({ tag: "undefined", annotations: KEYWORD_ANNOTATIONS.undefined!, origin });

function schemaField(reader: Reader, value: ts.Expression, via: readonly ts.Node[]): Field {
  const read = readSchema(reader, value, via);
  return read.ok ? { ok: true, ast: read.ast, optional: false, annotations: undefined } : read;
}

/** `Schema.Record({ key: Schema.String, value })`: an index signature; other keys make properties or patterns, not read. */
function recordOf(reader: Reader, call: ts.CallExpression, origin: Origin): Read {
  const arg = call.arguments[0];
  const followed = arg ? followExpression(reader.ctx, arg) : fail("`Schema.Record()` is called without `{ key, value }`", call);
  if (!followed.ok) return followed;
  if (!ts.isObjectLiteralExpression(followed.expr)) return fail("`Schema.Record()` is read only with an object literal `{ key, value }`", arg!);
  const parts: Record<string, ts.Expression> = {};
  for (const member of followed.expr.properties) {
    if (ts.isPropertyAssignment(member) && ts.isIdentifier(member.name)) parts[member.name.text] = member.initializer;
    else if (ts.isShorthandPropertyAssignment(member)) parts[member.name.text] = member.name;
    else return fail("`Schema.Record()` is read only with `{ key, value }` written plainly", member);
  }
  if (!parts.key || !parts.value) return fail("`Schema.Record()` is read only with both `key` and `value`", followed.expr);
  const via = [...origin.via, ...followed.via];
  const key = withActive(reader.ctx, followed.via, () => readSchema(reader, parts.key!, via));
  if (!key.ok) return key;
  if (key.ast.tag !== "string") return fail("`Schema.Record()` is read only with `key: Schema.String`", parts.key);
  const value = withActive(reader.ctx, followed.via, () => readSchema(reader, parts.value!, via));
  if (!value.ok) return value;
  return { ok: true, ast: { tag: "struct", props: [], index: value.ast, annotations: {}, origin } };
}

/** `Schema.Tuple(a, b)` (elements only) and `Schema.Tuple([a], rest)` (elements, then one rest). */
function tuple(reader: Reader, call: ts.CallExpression, origin: Origin): Read {
  const [first, ...others] = call.arguments;
  const readList = (list: readonly ts.Expression[]): { ok: true; asts: Ast[] } | StaticFailure => {
    const asts: Ast[] = [];
    for (const e of list) {
      if (ts.isSpreadElement(e)) return fail("a spread among the elements is not followed", e);
      const el = unwrapExpression(e);
      const builder = ts.isCallExpression(el) ? effectExport(reader.ctx.checker, unwrapExpression(el.expression)) : undefined;
      if (builder?.name === "optionalElement") return fail("`Schema.optionalElement()` is not read by the plugin", e);
      const read = readSchema(reader, e, origin.via);
      if (!read.ok) return read;
      asts.push(read.ast);
    }
    return { ok: true, asts };
  };
  if (first && ts.isArrayLiteralExpression(unwrapExpression(first))) {
    const elements = readList((unwrapExpression(first) as ts.ArrayLiteralExpression).elements);
    if (!elements.ok) return elements;
    if (others.length > 1) return fail("elements after the rest of `Schema.Tuple()` make Effect's converter throw; the plugin does not read them", others[1]!);
    const rest = readList(others);
    if (!rest.ok) return rest;
    return { ok: true, ast: { tag: "tuple", elements: elements.asts, rest: rest.asts, annotations: {}, origin } };
  }
  const elements = readList(call.arguments);
  if (!elements.ok) return elements;
  return { ok: true, ast: { tag: "tuple", elements: elements.asts, rest: [], annotations: {}, origin } };
}

/** `s.pipe(f, g)`: each filter refines the schema before it. */
function pipe(reader: Reader, base: Ast, call: ts.CallExpression, origin: Origin): Read {
  let ast = base;
  for (const arg of call.arguments) {
    const item = unwrapExpression(arg);
    const builder = ts.isCallExpression(item) ? effectExport(reader.ctx.checker, unwrapExpression(item.expression)) : undefined;
    const arity = builder ? FILTER_ARITY[builder.name] : undefined;
    if (!builder || builder.major !== 3 || arity === undefined || !ts.isCallExpression(item)) {
      return fail(`${describe(arg)} in \`.pipe()\` is not a filter the plugin reads (${READS})`, arg);
    }
    const values: JsonValue[] = [];
    for (const a of item.arguments.slice(0, arity)) {
      const v = builder.name === "pattern" ? regexSource(reader.ctx, a) : evaluateIn(reader.ctx, a);
      if (!v.ok) return v;
      values.push(v.value);
    }
    const made = makeFilter(builder.name, values);
    if (!made.ok) return fail(made.reason, item);
    const extra = item.arguments[arity] ? readAnnotations(reader.ctx, item.arguments[arity]) : { ok: true as const, annotations: {} };
    if (!extra.ok) return extra;
    ast = { tag: "refinement", from: ast, filter: made.built.filter, annotations: { ...made.built.annotations, ...extra.annotations }, origin };
    const checked = checkValues(ast, item);
    if (checked) return checked;
  }
  return { ok: true, ast };
}

/** `s.annotations({ … })`: the same node with the annotations merged over its own. */
function annotations(reader: Reader, base: Ast, call: ts.CallExpression, origin: Origin): Read {
  const arg = call.arguments[0];
  if (!arg) return fail("`.annotations()` is called without its annotations", call);
  const read = readAnnotations(reader.ctx, arg);
  if (!read.ok) return read;
  const ast = annotate(base, read.annotations, origin);
  return checkValues(ast, call) ?? { ok: true, ast };
}

