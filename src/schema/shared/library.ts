// Shared by the routes: which schema library (zod, Seal, Standard Schema) a value's type comes from,
// so resolve-input can pick the route that reads it.
import ts from "../../util/typescript.cjs";

/** Which schema library a value's type belongs to. */
export type SchemaLibrary = "zod" | "seal" | "standard" | "unknown";

const ZOD_PACKAGE = /\/node_modules\/zod\//;
const SEAL_PACKAGE = /\/node_modules\/@warlock\.js\/seal\//;

function normalizedFileName(declaration: ts.Declaration): string {
  return declaration.getSourceFile().fileName.replace(/\\/g, "/");
}

/** True when one of the symbol's declarations lives in a file of the package matched by `pattern`. */
function declaredIn(symbol: ts.Symbol | undefined, pattern: RegExp): boolean {
  return symbol?.declarations?.some((declaration) => pattern.test(normalizedFileName(declaration))) ?? false;
}

export function isZodSymbol(symbol: ts.Symbol | undefined): boolean {
  return declaredIn(symbol, ZOD_PACKAGE);
}

export function isSealSymbol(symbol: ts.Symbol | undefined): boolean {
  return declaredIn(symbol, SEAL_PACKAGE);
}

/** The symbols that name a type: its own, its alias, the generic target of a reference, its class bases. */
function namingSymbols(checker: ts.TypeChecker, type: ts.Type, depth = 0): ts.Symbol[] {
  const symbols: ts.Symbol[] = [];
  if (type.aliasSymbol) symbols.push(type.aliasSymbol);
  const own = type.getSymbol();
  if (own) symbols.push(own);
  const target = (type as ts.TypeReference).target;
  if (target && target !== type && target.symbol) symbols.push(target.symbol);
  // A user class `class MyShape extends ObjectValidator<…>` still belongs to the library.
  if (depth < 8 && type.isClassOrInterface()) {
    for (const base of checker.getBaseTypes(type)) symbols.push(...namingSymbols(checker, base, depth + 1));
  } else if (depth < 8 && target && target !== type && target.isClassOrInterface()) {
    for (const base of checker.getBaseTypes(target)) symbols.push(...namingSymbols(checker, base, depth + 1));
  }
  return symbols;
}

function constituents(type: ts.Type): readonly ts.Type[] {
  return type.isIntersection() ? type.types : [type];
}

/** Zod schemas all carry the internal `_zod` bag, and their types are declared inside the zod package. */
export function looksZod(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!checker.getPropertyOfType(type, "_zod")) return false;
  return constituents(type).some((part) => namingSymbols(checker, part).some(isZodSymbol));
}

function looksSeal(checker: ts.TypeChecker, type: ts.Type): boolean {
  return constituents(type).some((part) => namingSymbols(checker, part).some(isSealSymbol));
}

/**
 * Decides the library from where the type is declared, never from its name alone: a user's own
 * `ZodObject` interface is not zod. A Standard Schema that is neither zod nor Seal is "standard".
 */
export function schemaLibraryOf(checker: ts.TypeChecker, type: ts.Type): SchemaLibrary {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return "unknown";
  if (type.isUnion()) {
    // `cond ? schemaA : schemaB` — one library for every member, or we cannot tell.
    const libraries = new Set(type.types.map((member) => schemaLibraryOf(checker, member)));
    return libraries.size === 1 ? [...libraries][0] : "unknown";
  }
  if (looksZod(checker, type)) return "zod";
  if (looksSeal(checker, type)) return "seal";
  if (checker.getPropertyOfType(type, "~standard")) return "standard";
  return "unknown";
}

function propertyType(checker: ts.TypeChecker, type: ts.Type, name: string): ts.Type | undefined {
  const symbol = checker.getPropertyOfType(checker.getNonNullableType(type), name);
  return symbol ? checker.getTypeOfSymbol(symbol) : undefined;
}

/** The Standard Schema input type: `T["~standard"]["types"]["input"]`, when the type declares it. */
export function standardInputType(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  const standard = propertyType(checker, type, "~standard");
  const types = standard && propertyType(checker, standard, "types");
  const input = types && propertyType(checker, types, "input");
  return input && checker.getNonNullableType(input);
}
