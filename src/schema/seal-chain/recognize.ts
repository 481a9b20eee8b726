import ts from "../../util/typescript.cjs";
import { isSealSymbol } from "../shared/library.js";
import { followExpression, unwrapExpression } from "../shared/static-follow.js";
import { withActive, type EvalContext, type StaticFailure } from "../shared/static-eval.js";

/** One method applied to a Seal builder, in source order (`.required()`, `.min(3)`). */
export interface SealMethodCall {
  readonly name: string;
  readonly call: ts.CallExpression;
}

/** A chain flattened: `v.<factory>(…)` followed by its method calls, and the consts crossed to see it. */
export interface SealChain {
  readonly factory: string;
  readonly head: ts.CallExpression;
  readonly calls: readonly SealMethodCall[];
  readonly via: readonly ts.Node[];
}

export type ChainRead = { readonly kind: "chain"; readonly chain: SealChain } | { readonly kind: "other"; readonly failure?: StaticFailure };

const MAX_CHAIN = 200;

/**
 * Recognises Seal's `v` by the symbol it resolves to (the `v` exported by @warlock.js/seal, however
 * it is imported or renamed), never by its spelling: a user's own `v` object is not Seal.
 */
export class SealRecognizer {
  constructor(private readonly checker: ts.TypeChecker) {}

  isSealFactory(expr: ts.Expression): boolean {
    const node = unwrapExpression(expr);
    const name = ts.isIdentifier(node) ? node : ts.isPropertyAccessExpression(node) ? node.name : undefined;
    if (!name) return false;
    let symbol = this.checker.getSymbolAtLocation(name);
    if (!symbol) return false;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol.name === "v" && isSealSymbol(symbol);
  }

  /** Flattens `expr` into a Seal chain, following consts; "other" when its head is not `v.…(…)`. */
  read(ctx: EvalContext, expr: ts.Expression, depth = 0): ChainRead {
    if (depth > MAX_CHAIN) return { kind: "other", failure: { ok: false, reason: `the chain is longer than ${MAX_CHAIN} calls`, node: expr } };
    const followed = followExpression(ctx, expr);
    if (!followed.ok) return { kind: "other", failure: followed };
    const node = followed.expr;
    if (!ts.isCallExpression(node)) return { kind: "other" };
    const callee = unwrapExpression(node.expression);
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return { kind: "other" };
    const name = callee.name.text;
    if (this.isSealFactory(callee.expression)) {
      return { kind: "chain", chain: { factory: name, head: node, calls: [], via: followed.via } };
    }
    const inner = withActive(ctx, followed.via, () => this.read(ctx, callee.expression, depth + 1));
    if (inner.kind !== "chain") return inner;
    const chain = inner.chain;
    return {
      kind: "chain",
      chain: { ...chain, calls: [...chain.calls, { name, call: node }], via: [...followed.via, ...chain.via] },
    };
  }
}
