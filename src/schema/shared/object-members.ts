// An object literal's keys as JavaScript builds them: its own properties and the spreads of other
// literals, each key with the property that wrote it last; what cannot be followed is listed with why.
import ts from "../../util/typescript.cjs";
import { evaluateIn, isProtoSetter, nested, propertyKey, spreadFailure, withActive, type EvalContext } from "./static-eval.js";
import { describeNode, followExpression } from "./static-follow.js";
import type { JsonValue } from "../types.js";

/** One key of an object literal after spreads are applied: who wrote it last, and from where. */
export interface ObjectMember {
  readonly key: string;
  /** The property name node (the identifier for shorthand, the name of a method). */
  readonly name: ts.Node;
  readonly writer: ts.ObjectLiteralElementLike;
  /** The value expression; undefined for methods and accessors. */
  readonly value: ts.Expression | undefined;
  /** Spreads and const declarations crossed from the literal to the writer. */
  readonly via: readonly ts.Node[];
}

export interface UnresolvedMember {
  /** The spread or computed name that could not be followed. */
  readonly node: ts.Node;
  readonly reason: string;
  /** The innermost node at fault (the call inside the spread, the `let` identifier). */
  readonly cause: ts.Node;
}

export interface MemberTable {
  /** Keys in JS definition order; later writes replace earlier ones in place, as in JS. */
  readonly members: Map<string, ObjectMember>;
  readonly unresolved: UnresolvedMember[];
}

/** Applies an object literal's members and spreads of other object literals, without evaluating values. */
export function collectObjectMembers(ctx: EvalContext, literal: ts.ObjectLiteralExpression): MemberTable {
  const table: MemberTable = { members: new Map(), unresolved: [] };
  collectInto(ctx, literal, [], table);
  return table;
}

function collectInto(ctx: EvalContext, literal: ts.ObjectLiteralExpression, via: ts.Node[], table: MemberTable): void {
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      collectSpread(ctx, property, via, table);
      continue;
    }
    if (isProtoSetter(property)) {
      const reason = "`__proto__: …` sets the object's prototype; it is not a JSON key";
      table.unresolved.push({ node: property, reason, cause: property });
      continue;
    }
    const key = propertyKey(ctx, property.name);
    if (!key.ok) {
      table.unresolved.push({ node: property.name, reason: key.reason, cause: key.node });
      continue;
    }
    const value = ts.isPropertyAssignment(property)
      ? property.initializer
      : ts.isShorthandPropertyAssignment(property)
        ? property.name
        : undefined;
    table.members.set(key.key, { key: key.key, name: property.name, writer: property, value, via });
  }
}

function collectSpread(ctx: EvalContext, spread: ts.SpreadAssignment, via: ts.Node[], table: MemberTable): void {
  const target = followExpression(ctx, spread.expression);
  if (target.ok && ts.isObjectLiteralExpression(target.expr)) {
    const literal = target.expr;
    const inner = nested(ctx, spread, () =>
      withActive(ctx, target.via, () => {
        collectInto(ctx, literal, [...via, spread, ...target.via], table);
        return { ok: true as const };
      }),
    );
    if (!inner.ok) table.unresolved.push({ node: spread, reason: inner.reason, cause: inner.node });
    return;
  }
  // Primitives and empty values spread to nothing; anything else would add keys with no source.
  const value = evaluateIn(ctx, spread.expression);
  if (!value.ok) {
    const failure = spreadFailure(value);
    table.unresolved.push({ node: spread, reason: failure.reason, cause: failure.node });
  } else if (spreadsKeys(value.value)) {
    const reason = `spread of ${describeNode(spread.expression)} does not lead to an object literal`;
    table.unresolved.push({ node: spread, reason, cause: spread.expression });
  }
}

function spreadsKeys(value: JsonValue): boolean {
  if (typeof value === "string") return value.length > 0;
  return value !== null && typeof value === "object" && Object.keys(value).length > 0;
}
