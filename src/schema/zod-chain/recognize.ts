import ts from "../../util/typescript.cjs";
import { importedFact, importedFromDeclarations } from "../shared/import-scope.js";
import { isZodSymbol } from "../shared/library.js";
import { helperCall } from "../shared/one-return-helpers.js";
import { followExpression, unwrapExpression, withBindings } from "../shared/static-follow.js";
import type { EvalContext } from "../shared/static-eval.js";

/**
 * Recognises zod by where a name's symbol is declared (inside the zod package), never by its
 * spelling: `z` from "zod" or "zod/v4" (named, namespace or default import), `z.iso`, `z.coerce`,
 * and named imports of builders (`import { object } from "zod"`).
 */
export type ZodNamespace = "z" | "iso" | "coerce" | "mini";

export interface ZodFunction {
  readonly namespace: ZodNamespace;
  /** The exported name (`string` even when imported as `str`). */
  readonly name: string;
}

function fileOf(symbol: ts.Symbol): string {
  const declaration = symbol.declarations?.[0];
  return declaration ? declaration.getSourceFile().fileName.replace(/\\/g, "/") : "";
}

function classify(fileName: string): ZodNamespace {
  if (/\/mini\//.test(fileName)) return "mini";
  if (/\/iso\.d\.[cm]?ts$/.test(fileName)) return "iso";
  if (/\/coerce\.d\.[cm]?ts$/.test(fileName)) return "coerce";
  return "z";
}

/** The zod namespace a symbol is (`z`, `z.iso`…), by the file that declares it. */
function namespaceFact(symbol: ts.Symbol | undefined): ZodNamespace | undefined {
  const isModule = symbol && symbol.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule);
  return symbol && isModule && isZodSymbol(symbol) ? classify(fileOf(symbol)) : undefined;
}

/** The zod builder a symbol is (`import { object } from "zod"`). */
function functionFact(symbol: ts.Symbol | undefined): ZodFunction | undefined {
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Function) || !isZodSymbol(symbol)) return undefined;
  return { namespace: classify(fileOf(symbol)), name: symbol.name };
}

interface Recognized {
  readonly namespaces: WeakMap<ts.Node, ZodNamespace | undefined>;
  readonly functions: WeakMap<ts.Identifier, ZodFunction | undefined>;
}

/**
 * What names are, per program: keyed by the checker (a new program after an edit gets a new one,
 * so a reused node is asked again) and then by node, because the answer only depends on which
 * symbol the node resolves to in that program. Each definition's interpreter (and the cheap
 * `startsAtZodBuilder` check before it) asks about the same `z` nodes.
 */
const recognized = new WeakMap<ts.TypeChecker, Recognized>();

function recognizedIn(checker: ts.TypeChecker): Recognized {
  let known = recognized.get(checker);
  if (!known) recognized.set(checker, (known = { namespaces: new WeakMap(), functions: new WeakMap() }));
  return known;
}

export class ZodRecognizer {
  private readonly known: Recognized;

  constructor(private readonly checker: ts.TypeChecker) {
    this.known = recognizedIn(checker);
  }

  namespaceOf(expr: ts.Expression): ZodNamespace | undefined {
    const node = unwrapExpression(expr);
    if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
    const namespaces = this.known.namespaces;
    if (namespaces.has(node)) return namespaces.get(node);
    let found: ZodNamespace | undefined;
    if (ts.isIdentifier(node)) {
      found = importedFact(this.checker, node, namespaceFact, namespaceFact);
    } else {
      const base = this.namespaceOf(node.expression);
      const name = node.name.text;
      if (base === "z" && (name === "iso" || name === "coerce")) found = name;
      else if (base === "z" && name === "z") found = "z";
    }
    namespaces.set(node, found);
    return found;
  }

  functionOf(identifier: ts.Identifier): ZodFunction | undefined {
    const functions = this.known.functions;
    if (functions.has(identifier)) return functions.get(identifier);
    const found = importedFact(this.checker, identifier, functionFact, functionFact);
    functions.set(identifier, found);
    return found;
  }

  /**
   * Whether `expr` is built by zod's builders, judged from the head of its chain:
   * "zod" for classic zod, "mini" for zod/mini (not interpreted), "no" for anything else.
   */
  headOf(ctx: EvalContext, expr: ts.Expression, depth = 0): "zod" | "mini" | "no" {
    if (depth > 64) return "no";
    const node = unwrapExpression(expr);
    if (ts.isCallExpression(node)) {
      const callee = unwrapExpression(node.expression);
      if (ts.isPropertyAccessExpression(callee)) {
        const namespace = this.namespaceOf(callee.expression);
        if (namespace) return namespace === "mini" ? "mini" : "zod";
        const head = this.headOf(ctx, callee.expression, depth + 1);
        return head === "no" ? this.returnedHead(ctx, node, depth) : head;
      }
      if (ts.isIdentifier(callee)) {
        const fn = this.functionOf(callee);
        if (!fn) return this.returnedHead(ctx, node, depth);
        return fn.namespace === "mini" ? "mini" : "zod";
      }
      return "no";
    }
    if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
      if (this.namespaceOf(node)) return "no";
      // A name imported from declarations only (a package's types) is no const whose chain could be followed.
      if (ts.isIdentifier(node) && importedFromDeclarations(this.checker, node)) return "no";
      const followed = followExpression(ctx, node);
      if (followed.ok && followed.expr !== node) return this.headOf(ctx, followed.expr, depth + 1);
      if (ts.isPropertyAccessExpression(node)) return this.headOf(ctx, node.expression, depth + 1);
    }
    return "no";
  }

  /** A call of the project's own function that returns a schema (`collectionArg()`, `dateField("Start")`): that schema's head. */
  private returnedHead(ctx: EvalContext, call: ts.CallExpression, depth: number): "zod" | "mini" | "no" {
    const followed = followExpression(ctx, call);
    if (followed.ok && followed.expr !== call) return this.headOf(ctx, followed.expr, depth + 1);
    const helper = helperCall(this.checker, call);
    return helper ? withBindings(helper.bind, () => this.headOf(ctx, helper.returned, depth + 1)) : "no";
  }
}
