// Shared by the builder routes (TypeBox, valibot, ArkType, Effect): which library a builder call comes from,
// told by the name its package exports and the files that declare it.
import ts from "../../util/typescript.cjs";

/** What a builder call's callee is: the name its package exports it under, and where it is declared. */
export interface CalleeExport {
  /** The exported name as the user reads it (`object` of `import { object as obj }`), not the local alias. */
  readonly name: string;
  /** Some declaration of the callee (through import aliases) is in a file whose `/`-separated path matches. */
  declaredIn(file: RegExp): boolean;
}

/**
 * The callee of `lib.builder(…)` or `builder(…)`, for routes that read one schema library's builders
 * (TypeBox, valibot, ArkType). The name is read first and the alias resolved only when asked, so a
 * route that wants one name alone pays no symbol walk for the other calls.
 */
export function calleeExport(checker: ts.TypeChecker, call: ts.CallExpression): CalleeExport | undefined {
  return referenceExport(checker, call.expression);
}

/** The same for a reference that is not called: `Schema.String`, `String` (Effect's keyword schemas are values). */
export function referenceExport(checker: ts.TypeChecker, callee: ts.Expression): CalleeExport | undefined {
  const nameNode = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
  if (!nameNode || !ts.isIdentifier(nameNode)) return undefined;
  const local = checker.getSymbolAtLocation(nameNode);
  const imported = local?.declarations?.find(ts.isImportSpecifier);
  let files: readonly string[] | undefined;
  return {
    name: imported ? (imported.propertyName ?? imported.name).text : nameNode.text,
    declaredIn(file) {
      if (!files) {
        const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
        files = (symbol?.declarations ?? []).map((d) => d.getSourceFile().fileName.replace(/\\/g, "/"));
      }
      return files.some((name) => file.test(name));
    },
  };
}
