// zod 3 chain route: builder chains interpreted from the source, never run,
// giving what zod-to-json-schema writes for them.
import { isShapeAccess, startsAtZodBuilder } from "../zod-chain/index.js";
import ts from "../../util/typescript.cjs";
import { errorMessage } from "../shared/static-eval.js";
import { collectObjectMembers } from "../shared/object-members.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { JsonObject, Resolution, SourceMap } from "../types.js";
import { ChainError } from "../zod-chain/ir.js";
import { Zod3Emitter, type RefStrategy, type RemoveAdditionalStrategy, type Zod3Target } from "./emit.js";
import { Zod3Interpreter } from "./interpret.js";
import type { Reached } from "./ir.js";
import { isZod3Typed } from "./recognize.js";
import { buildSourceMap } from "./source-map.js";

export { OPTIONAL_KEYWORD, SCHEMA_KEYWORD } from "../zod-chain/source-map.js";
export { isZod3File } from "./recognize.js";
export type { RefStrategy, RemoveAdditionalStrategy, Zod3Target } from "./emit.js";

/**
 * The options of zodToJsonSchema a framework converts zod 3 inputs with, where they change what it
 * writes (Genkit: `removeAdditionalStrategy: "strict"`); absent, its defaults.
 */
export interface Zod3Options {
  readonly removeAdditionalStrategy?: RemoveAdditionalStrategy;
}

/**
 * The exact route for zod 3: interprets the builder chain in the source, never running it, and
 * writes what zod-to-json-schema 3.25 returns for `zodToJsonSchema(schema)` with its default
 * options — the converter the AI SDK, the MCP SDK 1.x and openai-node use for zod 3 schemas —
 * projected as the plugin keeps drafts: without the top-level `$schema` key zodToJsonSchema adds
 * (`"http://json-schema.org/draft-07/schema#"`), nothing else changed. With default options it
 * writes no `definitions`: shared and recursive schemas are `$ref`s to the JSON pointer of their
 * first occurrence (`#/properties/a`, `#` for the root).
 *
 * - `undefined`: `expr` is not zod 3 (its chain does not start at a zod 3 builder and its type is
 *   not a zod 3 schema) — zod 4 chains included;
 * - `{ ok: false, reason, node }`: it is zod 3, but a part cannot be interpreted statically (a
 *   parameter, a helper, a refinement zod-to-json-schema would have to run) or the result could
 *   not be sent as JSON (a bigint bound);
 * - `{ ok: true, route: "zod", exact: true, gaps: [] }` with the schema and its source map.
 * `options` are the framework's (`Zod3Options`), where it does not use the defaults.
 */
export function resolveZod3Chain(checker: ts.TypeChecker, expr: ts.Expression, options: Zod3Options = {}): Resolution | undefined {
  try {
    const interp = new Zod3Interpreter(checker);
    if (!interp.recognizer.headOf(interp.ctx, expr)) {
      // A chain that starts at a zod 4 builder is not zod 3: skip the type-based check, which asks the
      // checker for the type of the whole expression.
      if (startsAtZodBuilder(checker, expr) || !isZod3TypedExpression(checker, expr)) return undefined;
    }
    return run(interp, () => interp.reach(expr), expr, options);
  } catch (error) {
    return { ok: false, reason: `the zod 3 chain could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

/**
 * An MCP-style raw shape (`server.tool(name, { a: z.string() }, …)` in MCP SDK 1.x): a plain
 * object literal whose values are zod 3 schemas, or `Schema.shape` of a zod 3 object schema,
 * converted as `z.object(shape)`. `undefined` unless it is one of those.
 */
export function resolveZod3Shape(checker: ts.TypeChecker, expr: ts.Expression, options: Zod3Options = {}): Resolution | undefined {
  try {
    const interp = new Zod3Interpreter(checker);
    // `Schema.shape` of a zod 3 object: wrapped in a new, stripping `z.object` by the SDK.
    const followed = followExpression(interp.ctx, expr);
    // Written here or held in a `const` (`export const ArgsShape = Args.shape`).
    const direct = unwrapExpression(expr);
    const start = isShapeAccess(direct) ? direct : followed.ok ? followed.expr : undefined;
    if (start && isShapeAccess(start)) {
      if (!interp.recognizer.headOf(interp.ctx, start.expression)) return undefined;
      const via = start === direct || !followed.ok ? [] : followed.via;
      const shapeOfSchema = () => ({ model: interp.make("ZodObject", start, { shape: interp.shapeOf(start), unknownKeys: "strip", unknownKeysNode: start }), via });
      return run(interp, shapeOfSchema, expr, options);
    }
    if (!followed.ok || !ts.isObjectLiteralExpression(followed.expr)) return undefined;
    const literal = followed.expr;
    // Spreads of other shapes (`{ ...DbArgs, ...CountArgs }`) count with their members.
    const members = collectObjectMembers(interp.ctx, literal);
    if (members.unresolved.length > 0) return undefined;
    for (const member of members.members.values()) {
      const value = member.value;
      if (!value || !interp.recognizer.headOf(interp.ctx, value)) return undefined;
    }
    const shape = () => ({
      model: interp.make("ZodObject", literal, { shape: interp.shapeOf(literal), unknownKeys: "strip", unknownKeysNode: literal }),
      via: followed.via,
    });
    return run(interp, shape, expr, options);
  } catch (error) {
    return { ok: false, reason: `the zod 3 shape could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

/** What zodToJsonSchema's options change in its walk (its `getRefs`): where things are written and how defs met again are. */
export interface Zod3ConverterWalk {
  /** `refs.currentPath` at the start: `basePath`, or `[...basePath, definitionPath, name]` with a name. */
  readonly path: readonly string[];
  readonly refStrategy: RefStrategy;
  readonly target: Zod3Target;
  readonly removeAdditionalStrategy?: RemoveAdditionalStrategy;
  /** The `definitions` option in its key order: each written at `path`, seeded as seen before anything is parsed. */
  readonly definitions: readonly { readonly name: string; readonly path: readonly string[]; readonly expr: ts.Expression }[];
  /** The key the definitions go under in the result (`definitionPath`), for the source map. */
  readonly definitionsKey: string;
}

export interface Zod3Walked {
  readonly ok: true;
  /** `parseDef(schema._def, …)`; undefined where zodToJsonSchema falls back to `parseAnyDef` (`{}`). */
  readonly main: JsonObject | undefined;
  readonly definitions: readonly (readonly [string, JsonObject | undefined])[];
  /** Descriptions built at run time, left out of the result. */
  readonly gaps: readonly string[];
  /** Lets `to` stand for `from` in the source map (the result object built around the main schema). */
  adopt(from: JsonObject, to: JsonObject): void;
  /** The source map of the converter's result, with the resolved expression at its root. */
  sourceMap(result: JsonObject): SourceMap;
}

/**
 * zodToJsonSchema's walk under its options (see `src/schema/converted/`), over the same
 * interpreter and emitter as `resolveZod3Chain`: undefined when `expr` is not zod 3, a failure when
 * it or a definition cannot be interpreted.
 */
export function walkZod3ForConverter(checker: ts.TypeChecker, expr: ts.Expression, walk: Zod3ConverterWalk): Zod3Walked | (Resolution & { ok: false }) | undefined {
  try {
    const interp = new Zod3Interpreter(checker);
    if (!interp.recognizer.headOf(interp.ctx, expr) && (startsAtZodBuilder(checker, expr) || !isZod3TypedExpression(checker, expr))) return undefined;
    const emitter = new Zod3Emitter(interp.ctx, { refStrategy: walk.refStrategy, target: walk.target, removeAdditionalStrategy: walk.removeAdditionalStrategy });
    const definitions = walk.definitions.map((definition) => {
      if (!interp.recognizer.headOf(interp.ctx, definition.expr) && !isZod3TypedExpression(checker, definition.expr)) {
        throw new ChainError(`definition "${definition.name}" is not a zod 3 schema`, definition.expr);
      }
      return { ...definition, root: interp.reach(definition.expr) };
    });
    for (const definition of definitions) emitter.seed(definition.root.model, definition.path);
    const written = definitions.map(
      (definition) => [definition.name, emitter.parseDef(definition.root.model, { currentPath: definition.path }, { via: definition.root.via }, true)] as const,
    );
    const root = interp.reach(expr);
    const main = emitter.parseDef(root.model, { currentPath: walk.path }, { via: root.via });
    return {
      ok: true,
      main,
      definitions: written,
      gaps: [...new Set(interp.gaps)],
      adopt: (from, to) => emitter.adopt(from, to),
      sourceMap: (result) => buildSourceMap(expr, root.via, result, emitter, walk.definitionsKey),
    };
  } catch (error) {
    if (error instanceof ChainError) return { ok: false, reason: error.message, node: error.node };
    if (error instanceof RangeError) return { ok: false, reason: `the zod 3 chain is too deeply nested to interpret (${error.message})`, node: expr };
    return { ok: false, reason: `the zod 3 chain could not be interpreted: ${errorMessage(error)}`, node: expr };
  }
}

function isZod3TypedExpression(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  try {
    return isZod3Typed(checker, checker.getTypeAtLocation(expr));
  } catch {
    return false;
  }
}

function run(interp: Zod3Interpreter, reach: () => Reached, expr: ts.Expression, options: Zod3Options): Resolution {
  try {
    const root = reach();
    const emitter = new Zod3Emitter(interp.ctx, options);
    const raw = emitter.emit(root.model, { via: root.via });
    const map = buildSourceMap(expr, root.via, raw, emitter);
    const schema = JSON.parse(JSON.stringify(raw)) as JsonObject;
    return { ok: true, route: "zod", exact: interp.gaps.length === 0, gaps: [...new Set(interp.gaps)], schema, map };
  } catch (error) {
    if (error instanceof ChainError) return { ok: false, reason: error.message, node: error.node };
    if (error instanceof RangeError) {
      return { ok: false, reason: `the zod 3 chain is too deeply nested to interpret (${error.message})`, node: expr };
    }
    throw error;
  }
}
