import ts from "../../util/typescript.cjs";
import { answerForType } from "../core/context-free-type.js";
import type { SiteReader } from "../core/reader.js";
import { converterCallOf } from "../../schema/converted/recognize.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";

/**
 * What an argument in a schema position is, as the MCP SDK tells at runtime:
 * - `schema`: a schema instance (zod `_zod`/`_def`, or any Standard Schema `~standard`);
 * - `shape`: a zod raw shape `{ city: z.string() }` (an empty object counts: no parameters), or a
 *   schema's own `Schema.shape`;
 * - `json-schema`: a plain object that reads as JSON Schema (`type`, `properties`, …);
 * - `annotations`: any other plain object (the SDK 1.x `tool()` overloads take it as ToolAnnotations);
 * - `unknown`: nothing static to go on (a call result, a parameter, an `any`).
 */
export type ArgumentKind = "schema" | "shape" | "json-schema" | "annotations" | "unknown";

/** Keys that only a JSON Schema object has; ToolAnnotations use `title` and `*Hint` flags. */
const JSON_SCHEMA_KEYS = ["type", "properties", "required", "$schema", "$ref", "$defs", "definitions", "items", "anyOf", "oneOf", "allOf", "enum", "additionalProperties"];

const UNTYPED = ts.TypeFlags.Any | ts.TypeFlags.Unknown;

/**
 * The type carries a schema library's runtime marker. zod ≥ 4.6's `z.toJSONSchema()` result is no
 * schema although its type has `~standard`: it is JSON Schema with that key not enumerable, so what
 * is serialised or read as JSON is the JSON Schema (zod 4.6.7 core/to-json-schema.js `finalize`).
 */
export function isSchemaType(type: ts.Type): boolean {
  if (type.flags & UNTYPED) return false;
  if ((type.aliasSymbol ?? type.getSymbol())?.getName() === "ZodStandardJSONSchemaPayload") return false;
  return ["_zod", "_def", "~standard"].some((marker) => type.getProperty(marker) !== undefined);
}

/** A zod 3 schema: `_def` without zod 4's `_zod` (zod 4 classic has both). */
export function isZod3Type(type: ts.Type): boolean {
  return !(type.flags & UNTYPED) && type.getProperty("_def") !== undefined && type.getProperty("_zod") === undefined;
}

/** A value written as a literal can never be a schema instance, so an object of them is not a raw shape. */
function isLiteralValue(expr: ts.Expression): boolean {
  return (
    ts.isStringLiteralLike(expr) ||
    ts.isNumericLiteral(expr) ||
    ts.isObjectLiteralExpression(expr) ||
    ts.isArrayLiteralExpression(expr) ||
    expr.kind === ts.SyntaxKind.TrueKeyword ||
    expr.kind === ts.SyntaxKind.FalseKeyword ||
    expr.kind === ts.SyntaxKind.NullKeyword
  );
}

/** Keys that would give an object literal a schema library's runtime marker. */
const MARKER_KEYS = new Set(["_zod", "_def", "~standard"]);

/** An object literal without spreads or marker keys: its own type can never be a schema's. */
function isPlainLiteral(expr: ts.Expression): boolean {
  if (!ts.isObjectLiteralExpression(expr)) return false;
  return expr.properties.every((p) => !ts.isSpreadAssignment(p) && p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && !MARKER_KEYS.has(p.name.text));
}

export function classifyArgument(reader: SiteReader, expr: ts.Expression): ArgumentKind {
  // `x as any` hides nothing at runtime: judge the expression under the assertion.
  const inner = reader.unwrap(expr);
  // `Schema.shape`: a schema's own raw shape, read back (the SDK wraps it in a new `z.object`), also held in a `const`.
  // Asked first: it asks about the schema, whose declarations name its class, where typing `.shape` in
  // place infers the whole shape; a shape is a record of schemas, never a schema itself.
  if (isSchemaShape(reader, inner) || (ts.isIdentifier(inner) && isSchemaShape(reader, reader.follow(inner)))) return "shape";
  // A converter's JSON Schema (`zodToJsonSchema(Args)`, `z.toJSONSchema(Args)`) is no schema and no object
  // written in the source; typing it in place infers the converter's conditional return over the schema.
  if (ts.isCallExpression(inner) && converterCallOf(createEvalContext(reader.checker), inner)) return "unknown";
  // A `const` holding a plain object (`export const ArgsShape = { q: z.string() }`) is that object: typing the
  // name in place would infer the whole shape.
  const held = ts.isIdentifier(inner) ? reader.follow(inner) : inner;
  if (!isPlainLiteral(inner) && !isPlainLiteral(held) && answerForType(reader.checker, inner, isSchemaType)) return "schema";
  const definition = reader.definition(expr);
  if ("reason" in definition) return "unknown";
  const values = [...definition.properties.values()].map((p) => reader.unwrap(p.value));
  if (values.length === 0 && definition.methods.size === 0) return definition.complete ? "shape" : "unknown";
  // With the schema library's types installed a raw shape's values have schema types; without them
  // they are at least not literals (`z.string()` is a call).
  // A literal is no schema, and typing it in place would resolve the call it is written in.
  const mayBeSchema = (value: ts.Expression) => !isLiteralValue(value) || (ts.isObjectLiteralExpression(value) && !isPlainLiteral(value));
  if (values.some((value) => mayBeSchema(value) && answerForType(reader.checker, value, isSchemaType))) return "shape";
  const untypedCalls = values.every((value) => !isLiteralValue(value) && answerForType(reader.checker, value, (type) => (type.flags & UNTYPED) !== 0));
  if (values.length > 0 && untypedCalls) return "shape";
  if ([...definition.properties.keys()].some((key) => JSON_SCHEMA_KEYS.includes(key))) return "json-schema";
  return "annotations";
}

/** `Schema.shape` of an expression typed as a schema. */
function isSchemaShape(reader: SiteReader, expr: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(expr) && expr.name.text === "shape" && answerForType(reader.checker, expr.expression, isSchemaType);
}

/** A plain object with an object or array value: SDK ≥ 1.28.0 throws on it in the `tool()` annotations slot. */
export function hasNestedObject(reader: SiteReader, expr: ts.Expression): boolean {
  const definition = reader.definition(expr);
  if ("reason" in definition) return false;
  return [...definition.properties.values()].some((p) => {
    const value = reader.unwrap(p.value);
    return ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value);
  });
}

/** Any value of a raw shape is a zod 3 schema (SDK 2.x refuses those). */
export function shapeHasZod3(reader: SiteReader, expr: ts.Expression): boolean {
  const definition = reader.definition(expr);
  if ("reason" in definition) return false;
  return [...definition.properties.values()].some((p) => answerForType(reader.checker, p.value, isZod3Type));
}

/** The expression (under any assertion) is a zod 3 schema by its type. */
export function isZod3Expression(reader: SiteReader, expr: ts.Expression): boolean {
  return answerForType(reader.checker, reader.unwrap(expr), isZod3Type);
}

/**
 * zod classes whose instances convert to the JSON of the object they wrap or combine, but are not
 * zod objects: SDK 1.x's `normalizeObjectSchema` (zod 4 `def.type === "object"`, zod 3 `.shape`)
 * refuses them and lists no parameters, although the converted JSON looks like any object's.
 * zod 4 classic and mini, zod 3 (`ZodEffects` is `.refine()`/`.transform()`/`z.preprocess()`; zod 4.6 gives
 * `z.preprocess()` its own `ZodPreprocess`, a pipe whose `def.type` is "pipe").
 */
const WRAPS_AN_OBJECT = /^Zod(Mini)?(Intersection|Pipe|Pipeline|Preprocess|Codec|Effects|Optional|ExactOptional|Default|Prefault|Catch|Readonly|Lazy|NonOptional|Branded)$/;

/**
 * A zod schema, known by its type, that SDK 1.x does not take as an object although its JSON may be
 * one: its zod class, for messages (`ZodPreprocess`), or undefined.
 */
export function wrappedZodObject(reader: SiteReader, expr: ts.Expression): string | undefined {
  let wrapper: string | undefined;
  const wraps = answerForType(reader.checker, reader.unwrap(expr), (type) => {
    const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
    if (name === undefined || !WRAPS_AN_OBJECT.test(name)) return false;
    wrapper ??= name;
    return true;
  });
  return wraps ? wrapper : undefined;
}
