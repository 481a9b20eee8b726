// zod types route: a zod 4 schema read through its TypeScript type when its chain cannot be read,
// approximate by nature, so it only yields findings that hold whatever is missing.
import ts from "../../util/typescript.cjs";
import type { Resolution, SourceMap } from "../types.js";
import { pointerToPath } from "../types.js";
import { emitZodSchema, type EmittedZodSchema } from "./emit.js";
import { occurrences, type ZodNode } from "./ir.js";
import { recoverValueOrder } from "./order.js";
import { ZodReadError, ZodTypeReader } from "./read.js";
import { installedZod, zodBehaviour } from "../zod-chain/versions.js";

/**
 * Reads a zod 4 schema through its TypeScript type and writes the JSON Schema zod itself produces
 * for `schema["~standard"].jsonSchema.input({ target: "openai-strict" })`. The type carries the
 * structure (kinds, properties, optionality, strictness, literal and enum values) but not what
 * lives in runtime values: descriptions, checks, default values. Those keywords are left out, the
 * result is never `exact`, and `gaps` says what may be missing where. Written as the release
 * `zodVersion` writes it (by default the zod installed next to the file), like the chain route.
 */
export function resolveZodType(checker: ts.TypeChecker, type: ts.Type, inputExpr: ts.Node, zodVersion: string | undefined = installedZod(inputExpr)): Resolution {
  try {
    const root = new ZodTypeReader(checker).read(type, "", inputExpr);
    const unordered = recoverValueOrder(checker, root, inputExpr);
    const emitted = emitZodSchema(root, zodBehaviour(zodVersion));
    return {
      ok: true,
      schema: emitted.schema,
      map: sourceMapOf(inputExpr, emitted),
      route: "zod",
      exact: false,
      gaps: gapsOf(root, emitted, unordered),
    };
  } catch (error) {
    if (error instanceof ZodReadError) return { ok: false, reason: error.message, node: error.node };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, reason: `the zod schema could not be read from its type: ${message}`, node: inputExpr };
  }
}

function sourceMapOf(inputExpr: ts.Node, emitted: EmittedZodSchema): SourceMap {
  const map: SourceMap = new Map();
  map.set("", { node: inputExpr, via: [] });
  for (const { pointer, symbol } of emitted.properties) {
    const declaration = symbol.declarations?.[0];
    if (!declaration) {
      map.set(pointer, { node: inputExpr, via: [] });
      continue;
    }
    const initializer = ts.isPropertyAssignment(declaration) ? declaration.initializer : undefined;
    map.set(pointer, { node: initializer ?? declaration, declaration, via: [] });
  }
  return map;
}

const MAX_LISTED_PATHS = 8;

function listPaths(pointers: readonly string[]): string {
  const unique = [...new Set(pointers)];
  const shown = unique.slice(0, MAX_LISTED_PATHS).map((pointer) => (pointer === "" ? "the root" : `\`${pointerToPath(pointer)}\``));
  const more = unique.length - shown.length;
  return more > 0 ? `${shown.join(", ")} and ${more} more` : shown.join(", ");
}

function where(pointer: string): string {
  return pointer === "" ? "the root" : `\`${pointerToPath(pointer)}\``;
}

function gapsOf(root: ZodNode, emitted: EmittedZodSchema, unordered: readonly ZodNode[]): string[] {
  const found = occurrences(root);
  const at = (test: (node: ZodNode) => boolean) => found.filter(({ node }) => test(node)).map(({ pointer }) => pointer);
  const gaps = [
    "descriptions and metadata set with .describe() or .meta() are not visible in the type (a .meta() `id` would also move that schema into `definitions`)",
  ];
  const strings = at((node) => node.kind === "string");
  if (strings.length) gaps.push(`string checks (length limits, pattern, format) are not visible in the type at ${listPaths(strings)}`);
  const numbers = at((node) => node.kind === "number");
  if (numbers.length) gaps.push(`number checks (minimum, maximum, multipleOf) are not visible in the type at ${listPaths(numbers)}`);
  const maybeIntegers = at((node) => node.kind === "number" && node.integer === undefined);
  if (maybeIntegers.length) {
    gaps.push(`whether .int() makes a number an \`integer\` is not visible in the type; written as \`number\` at ${listPaths(maybeIntegers)}`);
  }
  const arrays = at((node) => node.kind === "array");
  if (arrays.length) gaps.push(`array length checks (minItems, maxItems) are not visible in the type at ${listPaths(arrays)}`);
  const templates = at((node) => node.kind === "template");
  if (templates.length) gaps.push(`the pattern of a template literal is not visible in the type at ${listPaths(templates)}`);
  const files = at((node) => node.kind === "file");
  if (files.length) gaps.push(`the format, encoding and media type of a file schema are not written at ${listPaths(files)}`);
  const stringKeys = at((node) => node.kind === "record" && node.stringKey);
  if (stringKeys.length) {
    gaps.push(`record key checks are not visible in the type (a z.looseRecord with a regex key is written with patternProperties) at ${listPaths(stringKeys)}`);
  }
  for (const { node, pointer } of found) {
    if (node.kind === "default" || node.kind === "prefault") gaps.push(`the default value of ${where(pointer)} is not visible in the type`);
    if (node.kind === "catch") gaps.push(`the .catch() value of ${where(pointer)}, which zod writes as \`default\`, is not visible in the type`);
  }
  const unorderedAt = at((node) => unordered.includes(node));
  if (unorderedAt.length) {
    gaps.push(`the values at ${listPaths(unorderedAt)} are in TypeScript's union order; the call that sets zod's source order was not found`);
  }
  if (emitted.compacted) {
    gaps.push("a union written as a `type` array (such as a nullable) stays `anyOf` in zod's output when a member carries checks or a description");
  }
  if (emitted.folded) {
    gaps.push("an intersection folded into one object stays `allOf` in zod's output when a member carries a description or other metadata");
  }
  return gaps;
}
