// Effect route: whether a name the user's code reads is an export of the `effect` package, and which major
// declares it (3 and 4 build and convert schemas differently), read from that package's package.json.
import ts from "../../util/typescript.cjs";
import { referenceExport } from "../shared/callee-export.js";
import { owningPackage } from "../../util/owning-package.js";

export interface EffectExport {
  /** The exported name (`Struct`, `minLength`), whatever the import calls it. */
  readonly name: string;
  /** The major version of the `effect` package that declares it. */
  readonly major: number;
}

/** `Schema.Struct`, `Struct`, `S.minLength` when declared in a package named `effect` (also installed under another folder name). */
export function effectExport(checker: ts.TypeChecker, expr: ts.Expression): EffectExport | undefined {
  if (!ts.isIdentifier(expr) && !ts.isPropertyAccessExpression(expr)) return undefined;
  const found = referenceExport(checker, expr);
  if (!found?.declaredIn(/\/node_modules\//)) return undefined;
  const nameNode = ts.isPropertyAccessExpression(expr) ? expr.name : expr;
  const local = checker.getSymbolAtLocation(nameNode);
  const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  for (const declaration of symbol?.declarations ?? []) {
    const major = effectMajor(declaration.getSourceFile().fileName);
    if (major !== undefined) return { name: found.name, major };
  }
  return undefined;
}

/** The major of the `effect` package a declaration file belongs to: the nearest named package.json above it, named "effect". */
function effectMajor(fileName: string): number | undefined {
  const owner = owningPackage(fileName);
  if (owner?.name !== "effect" || owner.version === undefined) return undefined;
  const major = Number.parseInt(owner.version, 10);
  return Number.isNaN(major) ? undefined : major;
}

/** Whether `expr` names a module namespace (`Schema` of `import { Schema } from "effect"`), not a schema value. */
export function isModuleNamespace(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  if (!ts.isIdentifier(expr)) return false;
  const local = checker.getSymbolAtLocation(expr);
  const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  return !!symbol && (symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) !== 0;
}
