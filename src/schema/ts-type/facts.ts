import ts from "../../util/typescript.cjs";

/**
 * Small questions about checker types shared by the checker walk, the origin map and the TSJ
 * output validator, so the three agree on what a "function", a "Date" or an "optional" type is.
 */

/** `undefined` and `void` (and the checker's internal "missing" type) all mean "may be absent". */
const ABSENT = ts.TypeFlags.Undefined | ts.TypeFlags.Void;

export interface PresentType {
  /** What remains; the original union when more than one member is left. */
  readonly type: ts.Type;
  /** The members left when some were removed from a union (two or more); else undefined. */
  readonly members?: readonly ts.Type[];
  /** The type admitted `undefined`: as a property it is optional. */
  readonly hadUndefined: boolean;
}

/**
 * Drops `undefined`/`void` from a union (JSON has no `undefined`; TSJ does the same). The checker has
 * no public "union of these members", so the remaining members are returned as a list.
 */
export function withoutUndefined(type: ts.Type): PresentType {
  if (!type.isUnion()) return { type, hadUndefined: false };
  const kept = type.types.filter((member) => !(member.flags & ABSENT));
  if (kept.length === type.types.length) return { type, hadUndefined: false };
  if (kept.length === 0) return { type, hadUndefined: true };
  if (kept.length === 1) return { type: kept[0], hadUndefined: true };
  return { type, members: kept, hadUndefined: true };
}

/** The members that are neither `null` nor `undefined`: what an object/array schema describes. */
export function nonNullishMembers(type: ts.Type): readonly ts.Type[] {
  if (!type.isUnion()) return [type];
  return type.types.filter((member) => !(member.flags & (ABSENT | ts.TypeFlags.Null)));
}

/**
 * Default lib files (`lib.es5.d.ts`…) carry `/// <reference no-default-lib="true"/>`; reading that
 * flag answers without the Program, so the origin map can use it with only a checker.
 */
export function isFromDefaultLibrary(node: ts.Node): boolean {
  return node.getSourceFile()?.hasNoDefaultLib === true;
}

export function declaredOutsideDefaultLibrary(symbol: ts.Symbol | undefined): boolean {
  const declarations = symbol?.declarations ?? [];
  return declarations.some((declaration) => !isFromDefaultLibrary(declaration));
}

/** A callable with no data members: TSJ's `functions: "hide"` drops these properties. */
export function isFunctionOnly(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  const callable =
    checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0 ||
    checker.getSignaturesOfType(type, ts.SignatureKind.Construct).length > 0;
  return callable && checker.getPropertiesOfType(type).length === 0;
}

/** Lib classes that TSJ writes as formatted strings. */
const STRING_FORMATS: Record<string, string> = { Date: "date-time", RegExp: "regex", URL: "uri" };

export function builtinStringFormat(type: ts.Type): string | undefined {
  const symbol = type.getSymbol();
  if (!symbol || !(type.flags & ts.TypeFlags.Object)) return undefined;
  const format = Object.hasOwn(STRING_FORMATS, symbol.name) ? STRING_FORMATS[symbol.name] : undefined;
  if (format === undefined) return undefined;
  const declarations = symbol.declarations ?? [];
  // A user's own `interface Date` is an object like any other; only the lib class is a string.
  const fromLib = declarations.some(
    (d) => isFromDefaultLibrary(d) || /[\\/]@types[\\/]node[\\/]/.test(d.getSourceFile().fileName),
  );
  return fromLib ? format : undefined;
}

/**
 * Data properties as JSON sees them (no methods, private/protected members or symbol keys), in
 * declaration order. The checker lists a mapped type's properties (`Partial<Omit<T, K>>`) in the
 * order of its key union, which follows internal type ids and so depends on what was checked first;
 * source position does not.
 */
export function dataProperties(checker: ts.TypeChecker, type: ts.Type): ts.Symbol[] {
  const hidden = ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static;
  const kept = checker.getPropertiesOfType(type).filter((property) => {
    if (property.flags & ts.SymbolFlags.Method) return false;
    if (property.name.startsWith("__@") || property.name.startsWith("#")) return false;
    return !(property.declarations ?? []).some((d) => ts.getCombinedModifierFlags(d) & hidden);
  });
  return kept.sort(compareDeclarationOrder);
}

function compareDeclarationOrder(a: ts.Symbol, b: ts.Symbol): number {
  const first = a.declarations?.[0];
  const second = b.declarations?.[0];
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  const fileA = first.getSourceFile().fileName;
  const fileB = second.getSourceFile().fileName;
  if (fileA !== fileB) return fileA < fileB ? -1 : 1;
  return first.pos - second.pos;
}

/** The property's declared type node (`note?: string` → `string`), the best anchor for findings. */
export function declaredTypeNode(symbol: ts.Symbol): ts.TypeNode | undefined {
  for (const declaration of symbol.declarations ?? []) {
    const typed = declaration as ts.Node & { type?: ts.Node };
    if (typed.type && ts.isTypeNode(typed.type)) return typed.type;
  }
  return undefined;
}

/** `Promise<T>` from the lib: TSJ describes the awaited value, so the walk does too. */
export function awaitedValueType(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const symbol = type.getSymbol();
  if (!symbol || (symbol.name !== "Promise" && symbol.name !== "PromiseLike")) return undefined;
  if (!(symbol.declarations ?? []).some(isFromDefaultLibrary)) return undefined;
  const awaited = checker.getAwaitedType(type);
  return awaited && awaited !== type ? awaited : undefined;
}

/** Plain object types that become `{ type: "object" }` (not arrays, tuples, lib string classes). */
export function isPlainObjectType(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return false;
  if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
  return (
    builtinStringFormat(type) === undefined &&
    !isFunctionOnly(checker, type) &&
    awaitedValueType(checker, type) === undefined
  );
}
