// zod 4 chain route: builder chains interpreted from the source, never run,
// giving exactly the JSON Schema zod's own converter writes.
import ts from "../../util/typescript.cjs";
import { looksZod } from "../shared/library.js";
import { errorMessage } from "../shared/static-eval.js";
import { collectObjectMembers } from "../shared/object-members.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { Resolution, SchemaOrigin } from "../types.js";
import type { ZodJsonTarget } from "./processors.js";
import { ZodEmitter } from "./emit.js";
import { ChainError, UnrepresentableError, type Reached, type ZodKind } from "./ir.js";
import { ChainInterpreter } from "./interpret.js";
import { copyJson } from "./json-copy.js";
import { buildSourceMap, OPTIONAL_KEYWORD, SCHEMA_KEYWORD } from "./source-map.js";
import { installedZod, zodBehaviour } from "./versions.js";

export { OPTIONAL_KEYWORD, SCHEMA_KEYWORD } from "./source-map.js";
export type { ZodJsonTarget } from "./processors.js";
export type { ZodKind } from "./ir.js";
export { installedZod, zodBehaviour, ZOD_VERSION_FACTS, type ZodBehaviour } from "./versions.js";

/**
 * The exact route for zod: interprets the builder chain in the source, never running it, and
 * writes what zod emits for `schema["~standard"].jsonSchema.input({ target: "openai-strict" })`, in
 * the release `zodVersion` (by default the zod installed next to the file; see `versions.ts`).
 *
 * - `undefined`: `expr` is not a zod chain (its head is not a zod builder and its type is not zod);
 * - `{ ok: false, reason, node }`: it is zod, but a part cannot be interpreted statically (a
 *   parameter, a helper with more than one statement, a non-static argument) or zod itself would throw (`z.bigint()`);
 * - `{ ok: true, route: "zod", exact: true, gaps: [] }` with the schema and its source map; `exact: false`
 *   with `gaps` when only descriptions are built at run time (they are left out; the rest is exact).
 *
 * `visitedKinds`, when given, receives the kind of every schema the conversion visited (a route that
 * derives another conversion from this one must know which kinds it has to leave alone).
 */
export function resolveZodChain(
  checker: ts.TypeChecker,
  expr: ts.Expression,
  target: ZodJsonTarget = "other",
  visitedKinds?: Set<ZodKind>,
  zodVersion: string | undefined = installedZod(expr),
): Resolution | undefined {
  try {
    const interp = new ChainInterpreter(checker, zodBehaviour(zodVersion));
    const head = interp.recognizer.headOf(interp.ctx, expr);
    if (head === "mini") return undefined;
    if (head === "no" && !isZodTyped(checker, expr)) return undefined;
    return run(() => interp.reach(expr), interp, expr, target, visitedKinds);
  } catch (error) {
    return { ok: false, reason: `the zod chain could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

/**
 * An MCP-style raw shape, read as `z.object(shape)`: a plain object literal whose values are zod
 * schemas, or `Schema.shape` of an object schema defined elsewhere (the SDK wraps the shape in a new
 * `z.object`, so `Schema`'s own `.strict()` or `.passthrough()` does not go with it). `undefined`
 * unless it is one of those.
 */
export function resolveZodShape(checker: ts.TypeChecker, expr: ts.Expression, target: ZodJsonTarget = "other", zodVersion: string | undefined = installedZod(expr)): Resolution | undefined {
  try {
    const interp = new ChainInterpreter(checker, zodBehaviour(zodVersion));
    const followed = followExpression(interp.ctx, expr);
    // `Schema.shape`, written here or held in a `const` (`export const ArgsShape = Args.shape`).
    const direct = unwrapExpression(expr);
    const start = isShapeAccess(direct) ? direct : followed.ok ? followed.expr : undefined;
    if (start && isShapeAccess(start)) {
      if (interp.recognizer.headOf(interp.ctx, start.expression) !== "zod") return undefined;
      const via = start === direct || !followed.ok ? [] : followed.via;
      return run(() => ({ model: interp.make("object", start, { shape: interp.shapeOf(start) }), via }), interp, expr, target);
    }
    if (!followed.ok || !ts.isObjectLiteralExpression(followed.expr)) return undefined;
    const literal = followed.expr;
    // Spreads of other shapes (`{ ...DbArgs, ...CountArgs }`) count with their members.
    const members = collectObjectMembers(interp.ctx, literal);
    if (members.unresolved.length > 0) return undefined;
    for (const member of members.members.values()) {
      const value = member.value;
      if (!value || interp.recognizer.headOf(interp.ctx, value) !== "zod") return undefined;
    }
    return run(() => ({ model: interp.make("object", literal, { shape: interp.shapeOf(literal) }), via: followed.via }), interp, expr, target);
  } catch (error) {
    return { ok: false, reason: `the zod shape could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

/** `Schema.shape`: an object schema's shape read back, as MCP servers pass it for `inputSchema`. */
export function isShapeAccess(node: ts.Node): node is ts.PropertyAccessExpression {
  return ts.isPropertyAccessExpression(node) && node.name.text === "shape";
}

/**
 * Cheap, syntactic: does `expr` start at a zod 4 builder (`z.…`, `object(…)` from "zod")? Used to
 * skip slower type-based recognition elsewhere; says nothing about whether the chain interprets.
 */
export function startsAtZodBuilder(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  try {
    const interp = new ChainInterpreter(checker);
    return interp.recognizer.headOf(interp.ctx, expr) === "zod";
  } catch {
    return false;
  }
}

function isZodTyped(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  try {
    return looksZod(checker, checker.getTypeAtLocation(expr));
  } catch {
    return false;
  }
}

function run(reach: () => Reached, interp: ChainInterpreter, expr: ts.Expression, target: ZodJsonTarget, visitedKinds?: Set<ZodKind>): Resolution {
  try {
    const root = reach();
    const emitted = new ZodEmitter(target, interp.zod).emit(root.model);
    for (const model of emitted.seen.keys()) visitedKinds?.add(model.kind);
    const map = buildSourceMap(expr, root, emitted);
    const schema = copyJson(emitted.raw);
    return { ok: true, route: "zod", exact: interp.gaps.length === 0, gaps: [...new Set(interp.gaps)], schema, map };
  } catch (error) {
    if (error instanceof UnrepresentableError) return { ok: false, reason: error.message, node: error.node, unrepresentable: { message: error.zodMessage, node: error.node } };
    if (error instanceof ChainError) return { ok: false, reason: error.message, node: error.node };
    if (error instanceof RangeError) {
      return { ok: false, reason: `the zod chain is too deeply nested to interpret (${error.message})`, node: expr };
    }
    throw error;
  }
}

/**
 * For fixers: the identifier naming the builder that created the schema at an origin — `object`
 * in `z.object(…)`, `strictObject` in `strictObject(…)` — or undefined when it was not a call.
 */
export function schemaBuilderName(origin: SchemaOrigin): ts.Identifier | undefined {
  return calleeName(origin.keywords?.get(SCHEMA_KEYWORD));
}

/** For fixers: the `optional` in `.optional()` (or `nullish`, `default`, `partial`) that made a property optional. */
export function optionalCallName(origin: SchemaOrigin): ts.Identifier | undefined {
  return calleeName(origin.keywords?.get(OPTIONAL_KEYWORD));
}

function calleeName(node: ts.Node | undefined): ts.Identifier | undefined {
  if (!node || !ts.isCallExpression(node)) return undefined;
  const callee = unwrapExpression(node.expression);
  if (ts.isIdentifier(callee)) return callee;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.name)) return callee.name;
  return undefined;
}
