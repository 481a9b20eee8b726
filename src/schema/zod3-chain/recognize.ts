import fs from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { importedFact, importedFromDeclarations } from "../shared/import-scope.js";
import { helperCall } from "../shared/one-return-helpers.js";
import { followExpression, unwrapExpression, withBindings } from "../shared/static-follow.js";
import type { EvalContext } from "../shared/static-eval.js";

/**
 * Recognises zod 3 by where a name's symbol is declared, never by its spelling. A declaration
 * file belongs to zod 3 when the nearest package.json above it names the package `zod` and
 * - its version is 3.x (`import { z } from "zod"` with zod 3 installed, or an npm alias such as
 *   `"zod3": "npm:zod@3"`), except the `v4/` preview that zod 3.25 ships; or
 * - its version is 4 or later and the file is under `v3/` (`import { z } from "zod/v3"`).
 * Reading package.json is the only file access; user code is never loaded.
 */
export type Zod3Namespace = "z" | "coerce";

interface PackageInfo {
  readonly root: string;
  readonly name: string;
  readonly major: number;
}

const packageCache = new Map<string, PackageInfo | null>();
const fileCache = new Map<string, boolean>();

function readPackage(directory: string): PackageInfo | null | "none" {
  const file = path.join(directory, "package.json");
  if (!fs.existsSync(file)) return "none";
  try {
    const json = JSON.parse(fs.readFileSync(file, "utf8")) as { name?: unknown; version?: unknown };
    if (typeof json.name !== "string") return "none";
    const major = typeof json.version === "string" ? Number.parseInt(json.version, 10) : Number.NaN;
    return { root: directory, name: json.name, major };
  } catch {
    return null;
  }
}

/** The nearest package.json with a `name` at or above `directory` (nested ones like `zod/v3/package.json` have none). */
function packageOf(directory: string): PackageInfo | null {
  const visited: string[] = [];
  let current = directory;
  for (let depth = 0; depth < 64; depth++) {
    const cached = packageCache.get(current);
    if (cached !== undefined) {
      for (const dir of visited) packageCache.set(dir, cached);
      return cached;
    }
    visited.push(current);
    const found = readPackage(current);
    if (found !== "none") {
      for (const dir of visited) packageCache.set(dir, found);
      return found;
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const dir of visited) packageCache.set(dir, null);
  return null;
}

export function isZod3File(fileName: string): boolean {
  const normalized = fileName.replace(/\\/g, "/");
  const known = fileCache.get(normalized);
  if (known !== undefined) return known;
  let result = false;
  if (/\/node_modules\//.test(normalized)) {
    const info = packageOf(path.dirname(normalized));
    if (info && info.name === "zod") {
      const inside = path.relative(info.root, normalized).replace(/\\/g, "/").replace(/^src\//, "");
      if (info.major === 3) result = !/^v4(-mini)?\//.test(inside);
      else if (info.major >= 4) result = inside.startsWith("v3/");
    }
  }
  fileCache.set(normalized, result);
  return result;
}

export function isZod3Symbol(symbol: ts.Symbol | undefined): boolean {
  return symbol?.declarations?.some((declaration) => isZod3File(declaration.getSourceFile().fileName)) ?? false;
}

/** zod 3 declares its builders as consts (`stringType`) exported under the public name (`string`). */
const BUILDER_NAMES: Record<string, string> = {
  anyType: "any", arrayType: "array", bigIntType: "bigint", booleanType: "boolean", dateType: "date",
  discriminatedUnionType: "discriminatedUnion", effectsType: "effect", enumType: "enum", functionType: "function",
  instanceOfType: "instanceof", intersectionType: "intersection", lazyType: "lazy", literalType: "literal",
  mapType: "map", nanType: "nan", nativeEnumType: "nativeEnum", neverType: "never", nullType: "null",
  nullableType: "nullable", numberType: "number", objectType: "object", optionalType: "optional",
  pipelineType: "pipeline", preprocessType: "preprocess", promiseType: "promise", recordType: "record",
  setType: "set", strictObjectType: "strictObject", stringType: "string", symbolType: "symbol",
  tupleType: "tuple", undefinedType: "undefined", unionType: "union", unknownType: "unknown", voidType: "void",
};

/** `z` when the symbol is zod 3's namespace. */
function namespaceFact(symbol: ts.Symbol | undefined): Zod3Namespace | undefined {
  const isModule = symbol && symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule);
  return isModule && isZod3Symbol(symbol) ? "z" : undefined;
}

/** The public name of the zod 3 builder a symbol is. */
function builderFact(symbol: ts.Symbol | undefined): string | undefined {
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function)) || !isZod3Symbol(symbol)) return undefined;
  return BUILDER_NAMES[symbol.name] ?? symbol.name;
}

export class Zod3Recognizer {
  private readonly namespaces = new Map<ts.Node, Zod3Namespace | undefined>();

  constructor(private readonly checker: ts.TypeChecker) {}


  namespaceOf(expr: ts.Expression): Zod3Namespace | undefined {
    const node = unwrapExpression(expr);
    if (this.namespaces.has(node)) return this.namespaces.get(node);
    let found: Zod3Namespace | undefined;
    if (ts.isIdentifier(node)) {
      found = importedFact(this.checker, node, namespaceFact, namespaceFact);
    } else if (ts.isPropertyAccessExpression(node)) {
      const base = this.namespaceOf(node.expression);
      if (base === "z" && node.name.text === "coerce") found = "coerce";
      else if (base === "z" && node.name.text === "z") found = "z";
    }
    this.namespaces.set(node, found);
    return found;
  }

  /** The public builder name of a named import (`string` for `import { string as str }`). */
  builderOf(identifier: ts.Identifier): string | undefined {
    return importedFact(this.checker, identifier, builderFact, builderFact);
  }

  /** Whether `expr` is built by zod 3's builders, judged from the head of its chain. */
  headOf(ctx: EvalContext, expr: ts.Expression, depth = 0): boolean {
    if (depth > 64) return false;
    const node = unwrapExpression(expr);
    if (ts.isCallExpression(node)) {
      const callee = unwrapExpression(node.expression);
      if (ts.isPropertyAccessExpression(callee)) {
        if (this.namespaceOf(callee.expression)) return true;
        return this.headOf(ctx, callee.expression, depth + 1) || this.returnedHead(ctx, node, depth);
      }
      return (ts.isIdentifier(callee) && this.builderOf(callee) !== undefined) || this.returnedHead(ctx, node, depth);
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      if (this.namespaceOf(node)) return false;
      // A name imported from declarations only (a package's types) is no const whose chain could be followed.
      if (ts.isIdentifier(node) && importedFromDeclarations(this.checker, node)) return false;
      const followed = followExpression(ctx, node);
      if (followed.ok && followed.expr !== node) return this.headOf(ctx, followed.expr, depth + 1);
      if (ts.isPropertyAccessExpression(node)) return this.headOf(ctx, node.expression, depth + 1);
    }
    return false;
  }

  /** A call of the project's own function that returns a schema (`idArg()`, `dateArg("Start")`): that schema's head. */
  private returnedHead(ctx: EvalContext, call: ts.CallExpression, depth: number): boolean {
    const followed = followExpression(ctx, call);
    if (followed.ok && followed.expr !== call) return this.headOf(ctx, followed.expr, depth + 1);
    const helper = helperCall(this.checker, call);
    return helper ? withBindings(helper.bind, () => this.headOf(ctx, helper.returned, depth + 1)) : false;
  }
}

/** zod 3 schema types carry `_def` and no `_zod` (zod 4's bag), and are declared in a zod 3 file. */
export function isZod3Typed(checker: ts.TypeChecker, type: ts.Type): boolean {
  if (!checker.getPropertyOfType(type, "_def") || checker.getPropertyOfType(type, "_zod")) return false;
  const parts = type.isIntersection() ? type.types : [type];
  return parts.some((part) => namedInZod3(checker, part, 0));
}

function namedInZod3(checker: ts.TypeChecker, type: ts.Type, depth: number): boolean {
  if (isZod3Symbol(type.aliasSymbol) || isZod3Symbol(type.getSymbol())) return true;
  const target = (type as ts.TypeReference).target;
  if (target && target !== type && isZod3Symbol(target.symbol)) return true;
  const classType = type.isClassOrInterface() ? type : target?.isClassOrInterface() ? target : undefined;
  if (depth < 8 && classType) return checker.getBaseTypes(classType).some((base) => namedInZod3(checker, base, depth + 1));
  return false;
}
