// MCP tool annotations: the behaviour hints a server lists with each tool (`ToolAnnotations` of the
// protocol), read statically from the definition for the design rules.
import ts from "../../util/typescript.cjs";
import type { SiteReader } from "../core/reader.js";
import type { DefinitionObject } from "../../schema/shared/definition-object.js";
import type { DeclaredAnnotations, DeclaredHint } from "../types.js";

/**
 * The hints of `ToolAnnotations` (MCP specification 2025-11-25, schema.ts): `readOnlyHint` (default
 * false), `destructiveHint` (default true), `idempotentHint` (default false), `openWorldHint`
 * (default true). `title` is a display name, no hint.
 */
export const ANNOTATION_HINTS = ["readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint"] as const;

const NONE: DeclaredAnnotations = { node: undefined, literal: undefined, hints: new Map(), complete: true };
/** Nothing can be told: the annotations may be there, unseen. */
export const UNKNOWN_ANNOTATIONS: DeclaredAnnotations = { ...NONE, complete: false };
const UNKNOWN = UNKNOWN_ANNOTATIONS;

/**
 * What an `annotations` expression declares (through consts, spreads and, in a template, the
 * element or argument it stands for: the reader resolves them). Undefined `expr`: none declared.
 */
export function readAnnotations(reader: SiteReader, expr: ts.Expression | undefined): DeclaredAnnotations {
  const inner = expr && reader.unwrap(expr);
  if (!inner || (ts.isIdentifier(inner) && inner.text === "undefined")) return NONE;
  const definition = reader.definition(expr);
  if ("reason" in definition) return absentMember(reader, inner) ? NONE : { node: expr, literal: undefined, hints: new Map(), complete: false };
  const hints = new Map<string, DeclaredHint>();
  for (const key of ANNOTATION_HINTS) {
    const property = definition.properties.get(key);
    const value = reader.value(definition, key);
    if (!property || !value) continue;
    // The property as written (`readOnlyHint: true`), or its key alone when it is a shorthand.
    const written = property.key.parent && (ts.isPropertyAssignment(property.key.parent) || ts.isShorthandPropertyAssignment(property.key.parent)) ? property.key.parent : property.key;
    hints.set(key, { value: reader.boolean(value), node: written });
  }
  return { node: expr, literal: definition.node, hints, complete: definition.complete };
}

/**
 * `t.annotations` where `t` stands for an object read whole that has no such member (a catalog
 * element without annotations, read through a template): the value is `undefined`, nothing declared.
 */
function absentMember(reader: SiteReader, expr: ts.Expression): boolean {
  if (!ts.isPropertyAccessExpression(expr) || !ts.isIdentifier(expr.name)) return false;
  const holder = reader.definition(expr.expression);
  return !("reason" in holder) && holder.complete && !holder.properties.has(expr.name.text) && !holder.methods.has(expr.name.text);
}

/**
 * The annotations a definition object holds under `key` (`registerTool`'s config, a listed `Tool`),
 * or under `key` of its member `within` (Mastra's `mcp: { annotations }`). A definition that cannot
 * be read whole may hold them where the reader cannot see: then nothing is known (`complete: false`).
 */
export function annotationsOf(reader: SiteReader, definition: DefinitionObject, within?: string): DeclaredAnnotations {
  let holder = definition;
  if (within) {
    const written = reader.value(definition, within);
    const inner = written && reader.definition(written);
    if (!inner) return definition.complete ? NONE : UNKNOWN;
    if ("reason" in inner) return { ...UNKNOWN, node: written };
    holder = inner;
  }
  const value = reader.value(holder, "annotations");
  if (!value && !holder.complete) return UNKNOWN;
  return readAnnotations(reader, value);
}
