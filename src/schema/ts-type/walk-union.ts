import ts from "../../util/typescript.cjs";
import type { JsonObject, JsonValue } from "../types.js";
import { WALK_LIMITS, type Site, type TypeWalker } from "./walk.js";

/**
 * Unions for the checker walk, shaped as TSJ shapes them: literal unions → `enum` (one literal →
 * `const`), primitive unions → a `type` array (`string | null` → `["string", "null"]`), anything
 * else → `anyOf` with `{ type: "null" }` for `null`. `true | false` is `boolean`, never an enum.
 */

type Member =
  | { readonly kind: "null" }
  | { readonly kind: "boolean" }
  | { readonly kind: "type"; readonly type: ts.Type };

export function unionSchema(walker: TypeWalker, union: ts.Type, members: readonly ts.Type[], site: Site): JsonObject {
  if (members.length > WALK_LIMITS.unionMembers) {
    walker.fail(
      site,
      `is a union of ${members.length} members, more than the ${WALK_LIMITS.unionMembers} the walk expands`,
      "use a wider type such as string, or annotate the input explicitly",
    );
  }
  const ordered = collapseBooleans(sourceOrdered(walker.checker, union, members, site.hint));
  const nonNull = ordered.filter((member) => member.kind !== "null");
  const hasNull = nonNull.length < ordered.length;

  if (nonNull.length > 0 && nonNull.every((member) => literalValue(member) !== undefined)) {
    return literalUnion(ordered);
  }
  const primitiveNames = nonNull.map(primitiveName);
  if (primitiveNames.every((name) => name !== undefined)) {
    const names = unique([...(primitiveNames as string[]), ...(hasNull ? ["null"] : [])]);
    return { type: names.length === 1 ? names[0] : names };
  }
  const branches: JsonObject[] = [];
  for (const member of ordered) {
    const schema = memberSchema(walker, member, site);
    // Nested unions read as one flat list, as TSJ flattens `anyOf` inside `anyOf`.
    if (Object.keys(schema).length === 1 && Array.isArray(schema.anyOf)) branches.push(...(schema.anyOf as JsonObject[]));
    else branches.push(schema);
  }
  return branches.length === 1 ? branches[0] : { anyOf: branches };
}

function memberSchema(walker: TypeWalker, member: Member, site: Site): JsonObject {
  if (member.kind === "null") return { type: "null" };
  if (member.kind === "boolean") return { type: "boolean" };
  return walker.walk({ type: member.type, hadUndefined: false }, { path: site.path, depth: site.depth + 1 });
}

function literalUnion(members: readonly Member[]): JsonObject {
  const values: JsonValue[] = [];
  for (const member of members) {
    const value = member.kind === "null" ? null : literalValue(member);
    if (value !== undefined && !values.includes(value)) values.push(value);
  }
  const names = unique(values.map((value) => (value === null ? "null" : typeof value)));
  const type = names.length === 1 ? names[0] : names;
  return values.length === 1 ? { type, const: values[0] } : { type, enum: values };
}

function literalValue(member: Member): string | number | boolean | undefined {
  if (member.kind !== "type") return undefined;
  const type = member.type;
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return (type as { intrinsicName?: string }).intrinsicName === "true";
  return undefined;
}

function primitiveName(member: Member): string | undefined {
  if (member.kind === "boolean") return "boolean";
  if (member.kind !== "type") return undefined;
  const flags = member.type.flags;
  if (flags & ts.TypeFlags.String && !(flags & ts.TypeFlags.Literal)) return "string";
  if (flags & (ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return "string";
  if (flags & ts.TypeFlags.Number && !(flags & ts.TypeFlags.Literal)) return "number";
  return undefined;
}

/** The checker stores `boolean` as `false | true`; both together read as `boolean`. */
function collapseBooleans(members: readonly ts.Type[]): Member[] {
  const isBool = (type: ts.Type, name: string) =>
    (type.flags & ts.TypeFlags.BooleanLiteral) !== 0 && (type as { intrinsicName?: string }).intrinsicName === name;
  const both = members.some((m) => isBool(m, "true")) && members.some((m) => isBool(m, "false"));
  const out: Member[] = [];
  let booleanPlaced = false;
  for (const type of members) {
    if (type.flags & ts.TypeFlags.Null) out.push({ kind: "null" });
    else if (both && type.flags & ts.TypeFlags.BooleanLiteral) {
      if (!booleanPlaced) out.push({ kind: "boolean" });
      booleanPlaced = true;
    } else out.push({ kind: "type", type });
  }
  return out;
}

/**
 * Members in the order they are written, when a node says so: the checker sorts union members by
 * internal type id, which depends on what was checked first (so on the file and query order).
 * Members the written node does not mention keep the checker's order; `null` goes last.
 */
function sourceOrdered(
  checker: ts.TypeChecker,
  union: ts.Type,
  members: readonly ts.Type[],
  hint: ts.TypeNode | undefined,
): ts.Type[] {
  const written = aliasDeclarationType(union) ?? hint;
  const rank = new Map<ts.Type, number>();
  if (written) {
    for (const type of writtenLeaves(checker, written)) if (!rank.has(type)) rank.set(type, rank.size);
  }
  const last = Number.MAX_SAFE_INTEGER;
  const position = (type: ts.Type) => rank.get(type) ?? (type.flags & ts.TypeFlags.Null ? last : last - 1);
  // Array.prototype.sort is stable, so unranked members keep the checker's relative order.
  return [...members].sort((a, b) => position(a) - position(b));
}

function aliasDeclarationType(type: ts.Type): ts.TypeNode | undefined {
  const declaration = type.aliasSymbol?.declarations?.find(ts.isTypeAliasDeclaration);
  // A generic alias's node mentions type parameters, not the members of this instantiation.
  return declaration && !declaration.typeParameters ? declaration.type : undefined;
}

/** The member types a union node spells, following non-generic aliases to other unions. */
function writtenLeaves(checker: ts.TypeChecker, node: ts.TypeNode, depth = 0): ts.Type[] {
  if (depth > 8) return [];
  if (ts.isParenthesizedTypeNode(node)) return writtenLeaves(checker, node.type, depth + 1);
  if (ts.isUnionTypeNode(node)) return node.types.flatMap((member) => writtenLeaves(checker, member, depth + 1));
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) {
    const aliased = aliasDeclarationType(checker.getTypeFromTypeNode(node));
    if (aliased && ts.isUnionTypeNode(aliased)) return writtenLeaves(checker, aliased, depth + 1);
  }
  const type = checker.getTypeFromTypeNode(node);
  return type.isUnion() ? [...type.types] : [type];
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
