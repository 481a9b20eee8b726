import ts from "../../util/typescript.cjs";
import { importAliasInScope, importedFact } from "../shared/import-scope.js";
import { isZodSymbol } from "../shared/library.js";
import type { EvalContext } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import { isZod3Symbol } from "../zod3-chain/recognize.js";
import { ZodRecognizer } from "../zod-chain/recognize.js";

/**
 * Which converter a call is, by where its callee is declared, never by its spelling: a local
 * function named `zodToJsonSchema` is not the package's.
 * - `zodToJsonSchema`: the export of `zod-to-json-schema` (named, default, through a namespace import);
 * - `toJSONSchema`: zod 4's (`z.toJSONSchema`, `import { toJSONSchema } from "zod"`, `zod/v4`, `zod/v4/core`).
 */
export type Converter = "zodToJsonSchema" | "toJSONSchema";

export interface ConverterCall {
  readonly converter: Converter;
  readonly call: ts.CallExpression;
  /** The const declarations crossed from the input to the call. */
  readonly via: readonly ts.Node[];
}

const ZOD_TO_JSON_SCHEMA_PACKAGE = /\/node_modules\/zod-to-json-schema\//;

function declaredInConverterPackage(symbol: ts.Symbol): boolean {
  return symbol.declarations?.some((declaration) => ZOD_TO_JSON_SCHEMA_PACKAGE.test(declaration.getSourceFile().fileName.replace(/\\/g, "/"))) ?? false;
}

/** The converter a function (or const) symbol is; a default import resolves to the same const. */
function converterFact(symbol: ts.Symbol | undefined): Converter | undefined {
  if (!symbol || !(symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Function))) return undefined;
  if (symbol.name === "zodToJsonSchema" && declaredInConverterPackage(symbol)) return "zodToJsonSchema";
  if (symbol.name === "toJSONSchema" && isZodSymbol(symbol) && !isZod3Symbol(symbol)) return "toJSONSchema";
  return undefined;
}

/** `import * as converter from "zod-to-json-schema"`. */
function converterModuleFact(symbol: ts.Symbol | undefined): boolean {
  const isModule = symbol && symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule);
  return Boolean(isModule && declaredInConverterPackage(symbol!));
}

/** The call `expr` is (through wrappers and consts) when its callee is one of the converters. */
export function converterCallOf(ctx: EvalContext, expr: ts.Expression): ConverterCall | undefined {
  const followed = followExpression(ctx, expr);
  if (!followed.ok || !ts.isCallExpression(followed.expr)) return undefined;
  const converter = converterOf(ctx, followed.expr.expression, 0);
  return converter && { converter, call: followed.expr, via: followed.via };
}

function converterOf(ctx: EvalContext, callee: ts.Expression, depth: number): Converter | undefined {
  const node = unwrapExpression(callee);
  if (ts.isPropertyAccessExpression(node)) {
    // Only the converters' own names are looked up: every zod method call of an input passes here.
    const member = node.name.text;
    const owner = unwrapExpression(node.expression);
    if (member === "toJSONSchema") return new ZodRecognizer(ctx.checker).namespaceOf(owner) ? "toJSONSchema" : undefined;
    if (member !== "zodToJsonSchema" && member !== "default") return undefined;
    return ts.isIdentifier(owner) && importedFact(ctx.checker, owner, converterModuleFact, converterModuleFact) ? "zodToJsonSchema" : undefined;
  }
  if (!ts.isIdentifier(node) || depth > 8) return undefined;
  const fact = importedFact(ctx.checker, node, converterFact, converterFact);
  if (fact) return fact;
  // The package's types are CommonJS declarations: under NodeNext the checker takes a default import
  // for the whole module, while Node (ESM build) and bundlers (`__esModule` interop) give its default export.
  if (isDefaultImport(node) && importedFact(ctx.checker, node, converterModuleFact, converterModuleFact)) return "zodToJsonSchema";
  // `const toJson = zodToJsonSchema`: one hop to the const's value (following further would enter the declaration file).
  const initializer = constInitializer(ctx.checker, node);
  return initializer ? converterOf(ctx, initializer, depth + 1) : undefined;
}

function isDefaultImport(identifier: ts.Identifier): boolean {
  const declaration = importAliasInScope(identifier)?.declarations?.[0];
  return declaration !== undefined && ts.isImportClause(declaration);
}

function constInitializer(checker: ts.TypeChecker, identifier: ts.Identifier): ts.Expression | undefined {
  const declaration = checker.getSymbolAtLocation(identifier)?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const)) return undefined;
  return declaration.initializer;
}
