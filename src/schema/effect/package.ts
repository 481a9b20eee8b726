// Effect routes: whether a name the user's code reads is an export of the `effect` package, and which major
// declares it (3 and 4 build and convert schemas differently), read from that package's package.json; and the
// schema inside the Standard Schema wrappers both majors offer.
import ts from "../../util/typescript.cjs";
import { referenceExport } from "../shared/callee-export.js";
import type { EvalContext } from "../shared/static-eval.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
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

/** Whether `expr` names a module namespace (`Schema` of `import { Schema } from "effect"` or `import * as S from "effect/Schema"`): the receiver of a function, not a schema. */
export function isModuleNamespace(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  if (!ts.isIdentifier(expr)) return false;
  const local = checker.getSymbolAtLocation(expr);
  const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  return !!symbol && (symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) !== 0;
}

/** Standard Schema wrappers that keep their schema's AST: Effect 3's `standardSchemaV1`, Effect 4's validation and Standard JSON Schema. */
const STANDARD_WRAPPERS = new Set(["standardSchemaV1", "toStandardSchemaV1", "toStandardJSONSchemaV1"]);

export type Peeled = { ok: true; wrappers: EffectExport[]; inner: ts.Expression; via: ts.Node[] } | { ok: false; reason: string; node: ts.Node };

/**
 * The schema inside any Standard Schema wrappers (`Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(S))`
 * → `S`), through consts, with the wrappers outermost first. Undefined when `expr` cannot be followed.
 */
export function peelStandardWrappers(ctx: EvalContext, expr: ts.Expression): Peeled | undefined {
  const root = followExpression(ctx, expr);
  if (!root.ok) return undefined;
  const wrappers: EffectExport[] = [];
  let inner = root.expr;
  const via = [...root.via];
  for (;;) {
    const wrapper = ts.isCallExpression(inner) ? effectExport(ctx.checker, unwrapExpression(inner.expression)) : undefined;
    if (!wrapper || !STANDARD_WRAPPERS.has(wrapper.name)) return { ok: true, wrappers, inner, via };
    const arg = (inner as ts.CallExpression).arguments[0];
    if (!arg) return { ok: false, reason: `\`Schema.${wrapper.name}()\` is called without its schema`, node: inner };
    const next = followExpression(ctx, arg);
    // A schema export given as it is (`Schema.String`, a const naming `Schema.Trim`) is no JSON value to
    // follow: the readers take it from here.
    if (!next.ok) return { ok: true, wrappers: [...wrappers, wrapper], inner: unwrapExpression(arg), via };
    wrappers.push(wrapper);
    via.push(...next.via);
    inner = next.expr;
  }
}
