import ts from "../../util/typescript.cjs";
import { createEvalContext, propertyKey, isProtoSetter, type EvalContext } from "../shared/static-eval.js";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import { readThroughHelper, type HelperReader } from "./helper-calls.js";
import { ArgReader, isArrayIndexKey, returnedExpression } from "./args.js";
import { callFactory } from "./factories.js";
import { BuildGuard, ChainError, UNSET_MODEL_FIELDS, type Edge, type Reached, type ShapeEntry, type ZodCheck, type ZodKind, type ZodModel } from "./ir.js";
import { callMethod } from "./methods.js";
import { ZodRecognizer } from "./recognize.js";
import { zodBehaviour, type ZodBehaviour } from "./versions.js";

const MAX_DEPTH = 150;

type Fields = Omit<Partial<ZodModel>, "kind" | "node" | "baseNode" | "checks"> & { checks?: readonly ZodCheck[] };

/**
 * Turns zod builder expressions into `ZodModel`s without running them. Each syntax node is
 * interpreted once (a const used twice is one instance, as at runtime); `z.lazy` and shape getters
 * are interpreted when the converter first asks for them, as zod calls them.
 */
export class ChainInterpreter implements HelperReader<ZodModel> {
  readonly ctx: EvalContext;
  readonly args: ArgReader;
  readonly recognizer: ZodRecognizer;
  private readonly guard = new BuildGuard<ZodModel>(MAX_DEPTH);
  readonly helperCalls = new Set<ts.Node>();
  /** What the result leaves out (a description built at run time); shared with the interpreters of helper calls. */
  readonly gaps: string[];

  /** `zod`: the release whose builders are interpreted (its format patterns differ). */
  constructor(
    readonly checker: ts.TypeChecker,
    readonly zod: ZodBehaviour = zodBehaviour(),
    readonly helperDepth = 0,
    gaps: string[] = [],
  ) {
    this.gaps = gaps;
    this.ctx = createEvalContext(checker);
    this.args = new ArgReader(this.ctx);
    this.recognizer = new ZodRecognizer(checker);
  }

  make(kind: ZodKind, node: ts.Node, fields: Fields = {}): ZodModel {
    return { ...UNSET_MODEL_FIELDS, kind, node, baseNode: node, checks: [], ...fields };
  }

  /** An instance built from a schema expression, with the const declarations crossed to reach it. */
  reach(expr: ts.Expression): Reached {
    const reached = this.guard.reach(this.ctx, expr, (e) => Boolean(this.recognizer.namespaceOf(e)), (e) => this.build(e));
    const start = unwrapExpression(expr);
    return this.helperCalls.has(start) ? { model: reached.model, via: [...reached.via, start] } : reached;
  }


  /**
   * A deferred edge (z.lazy, shape getters): interpreted on first use, then kept. Its `via` stays
   * empty: what the getter crosses is only known once it runs, and edges are copied before that.
   */
  lazyEdge(expr: ts.Expression, extra: Partial<Edge> = {}): Edge {
    let model: ZodModel | undefined;
    return { target: () => (model ??= this.reach(expr).model), via: [], ...extra };
  }


  private build(expr: ts.Expression): ZodModel {
    if (ts.isCallExpression(expr)) return this.call(expr);
    if (ts.isPropertyAccessExpression(expr)) return this.member(expr);
    throw new ChainError(notSchemaReason(expr), expr);
  }

  private call(call: ts.CallExpression): ZodModel {
    const callee = unwrapExpression(call.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      const namespace = this.recognizer.namespaceOf(callee.expression);
      if (namespace === "mini") throw new ChainError("zod/mini schemas are not interpreted", call);
      if (namespace) return callFactory(this, namespace, name, call);
      if (this.recognizer.headOf(this.ctx, callee.expression) === "no") {
        const returned = readThroughHelper(this, call);
        if (returned) return returned;
      }
      return callMethod(this, this.reach(callee.expression), name, call);
    }
    if (ts.isIdentifier(callee)) {
      const fn = this.recognizer.functionOf(callee);
      if (fn && fn.namespace !== "mini") return callFactory(this, fn.namespace, fn.name, call);
      const returned = readThroughHelper(this, call);
      if (returned) return returned;
      throw new ChainError(
        `\`${callee.text}(…)\` is not a zod builder, and the interpreter follows only helpers made of \`const\`s and one \`return\``,
        call,
      );
    }
    throw new ChainError(`${describeNode(call)} is not a zod builder call`, call);
  }

  inner(): ChainInterpreter {
    return new ChainInterpreter(this.checker, this.zod, this.helperDepth + 1, this.gaps);
  }

  /** `Schema.shape.key` and `Schema.element`: parts of a schema read back from it. */
  private member(expr: ts.PropertyAccessExpression): ZodModel {
    const name = expr.name.text;
    const owner = unwrapExpression(expr.expression);
    if (ts.isPropertyAccessExpression(owner) && owner.name.text === "shape") {
      const object = this.reach(owner.expression).model;
      const entry = object.shape?.find((candidate) => candidate.key === name);
      if (object.kind !== "object" || !entry) {
        throw new ChainError(`${describeNode(expr)} is not a property of the object schema`, expr);
      }
      return entry.target();
    }
    const model = this.reach(owner).model;
    if (name === "element" && model.element) return model.element.target();
    if ((name === "keyType" || name === "valueType") && model[name]) return model[name]!.target();
    throw new ChainError(`${describeNode(expr)} is not a schema the interpreter can read back`, expr);
  }

  /** A shape object literal (or const, or `X.shape`) as zod's ordered property list. */
  shapeOf(expr: ts.Expression): ShapeEntry[] {
    const start = unwrapExpression(expr);
    if (ts.isPropertyAccessExpression(start) && start.name.text === "shape") {
      const reached = this.reach(start.expression);
      if (reached.model.kind !== "object") throw new ChainError(`${describeNode(start.expression)} is not an object schema`, start);
      return (reached.model.shape ?? []).map((entry) => ({ ...entry, via: [...reached.via, ...entry.via] }));
    }
    const followed = followExpression(this.ctx, start);
    if (!followed.ok) throw new ChainError(`the object shape must be static: ${followed.reason}`, followed.node);
    const literal = followed.expr;
    if (ts.isPropertyAccessExpression(literal) && literal !== start) return this.shapeOf(literal);
    if (!ts.isObjectLiteralExpression(literal)) {
      throw new ChainError(`the object shape ${describeNode(literal)} is not an object literal`, literal);
    }
    const entries: ShapeEntry[] = [];
    const put = (entry: ShapeEntry) => {
      const index = entries.findIndex((existing) => existing.key === entry.key);
      if (index >= 0) entries[index] = entry;
      else entries.push(entry);
    };
    for (const property of literal.properties) {
      for (const entry of this.shapeMembers(property)) put({ ...entry, via: [...followed.via, ...entry.via] });
    }
    const indexes = entries.filter((entry) => isArrayIndexKey(entry.key)).sort((a, b) => Number(a.key) - Number(b.key));
    return [...indexes, ...entries.filter((entry) => !isArrayIndexKey(entry.key))];
  }

  private shapeMembers(property: ts.ObjectLiteralElementLike): ShapeEntry[] {
    if (ts.isSpreadAssignment(property)) {
      return this.shapeOf(property.expression).map((entry) => ({ ...entry, via: [property, ...entry.via] }));
    }
    if (isProtoSetter(property)) throw new ChainError("`__proto__: …` sets the shape's prototype; it is not a property", property);
    if (ts.isMethodDeclaration(property) || ts.isSetAccessorDeclaration(property)) {
      throw new ChainError(`${describeNode(property.name)} in a shape must be a schema, not a method`, property);
    }
    const key = propertyKey(this.ctx, property.name);
    if (!key.ok) throw new ChainError(key.reason, key.node);
    if (ts.isGetAccessorDeclaration(property)) {
      const body = returnedExpression(property);
      if (!body) throw new ChainError(`getter ${describeNode(property.name)} must return one schema expression`, property);
      return [{ ...this.lazyEdge(body, { declaration: property }), key: key.key }];
    }
    const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
    const reached = this.reach(value);
    const model = reached.model;
    // Same field order as a getter's entry (a lazy edge plus its key): one layout for shape entries.
    return [{ target: () => model, via: reached.via, declaration: property, key: key.key }];
  }
}

function notSchemaReason(expr: ts.Expression): string {
  const text = describeNode(expr);
  if (ts.isConditionalExpression(expr)) return `conditional expression ${text} is not static; the schema depends on a runtime value`;
  if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return `function ${text} is not a schema`;
  if (ts.isObjectLiteralExpression(expr)) return `object literal ${text} is a shape, not a schema; wrap it in z.object(…)`;
  if (ts.isNewExpression(expr)) return `\`new\` expression ${text} is not a zod builder call`;
  return `${text} (${ts.SyntaxKind[expr.kind]}) is not a zod schema expression`;
}
