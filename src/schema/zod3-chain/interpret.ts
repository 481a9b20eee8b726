import ts from "../../util/typescript.cjs";
import { createEvalContext, isProtoSetter, propertyKey, type EvalContext } from "../shared/static-eval.js";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import { readThroughHelper, type HelperReader } from "../zod-chain/helper-calls.js";
import { ArgReader, objectKeyOrder, returnedExpression } from "../zod-chain/args.js";
import { BuildGuard, ChainError } from "../zod-chain/ir.js";
import { callFactory } from "./factories.js";
import { edgeTo, type Edge, type Reached, type ShapeEntry, type TypeName, type Z3Model } from "./ir.js";
import { callMethod } from "./methods.js";
import { Zod3Recognizer } from "./recognize.js";

const MAX_DEPTH = 150;

export type Fields = Omit<Partial<Z3Model>, "typeName" | "node" | "baseNode">;

/**
 * Turns zod 3 builder expressions into `Z3Model`s without running them. Each syntax node is
 * interpreted once (a const used twice is one instance, as at runtime); `z.lazy` getters and shape
 * getters are interpreted when first asked for, as zod calls them.
 */
export class Zod3Interpreter implements HelperReader<Z3Model> {
  readonly ctx: EvalContext;
  readonly args: ArgReader;
  readonly recognizer: Zod3Recognizer;
  private readonly guard = new BuildGuard<Z3Model>(MAX_DEPTH);
  readonly helperCalls = new Set<ts.Node>();
  /** What the result leaves out (a description built at run time); shared with the interpreters of helper calls. */
  readonly gaps: string[];

  constructor(
    readonly checker: ts.TypeChecker,
    readonly helperDepth = 0,
    gaps: string[] = [],
  ) {
    this.gaps = gaps;
    this.ctx = createEvalContext(checker);
    this.args = new ArgReader(this.ctx);
    this.recognizer = new Zod3Recognizer(checker);
  }

  make(typeName: TypeName, node: ts.Node, fields: Fields = {}): Z3Model {
    return { typeName, node, baseNode: node, ...fields };
  }

  /** A clone with a new `_def` that keeps the rest (`new This({ ...this._def, … })`). */
  clone(model: Z3Model, call: ts.Node, changes: Fields): Z3Model {
    return { ...model, node: call, ...changes };
  }

  /** An instance built from a schema expression, with the const declarations crossed to reach it. */
  reach(expr: ts.Expression): Reached {
    const reached = this.guard.reach(this.ctx, expr, (e) => Boolean(this.recognizer.namespaceOf(e)), (e) => this.build(e));
    const start = unwrapExpression(expr);
    return this.helperCalls.has(start) ? { model: reached.model, via: [...reached.via, start] } : reached;
  }

  inner(): Zod3Interpreter {
    return new Zod3Interpreter(this.checker, this.helperDepth + 1, this.gaps);
  }


  /** A deferred edge (z.lazy, shape getters): interpreted on first use, then kept. */
  lazyEdge(expr: ts.Expression, extra: Partial<Edge> = {}): Edge {
    let model: Z3Model | undefined;
    return { target: () => (model ??= this.reach(expr).model), via: [], ...extra };
  }

  edge(expr: ts.Expression, extra: Partial<Edge> = {}): Edge {
    return edgeTo(this.reach(expr), extra);
  }


  private build(expr: ts.Expression): Z3Model {
    if (ts.isCallExpression(expr)) return this.call(expr);
    if (ts.isPropertyAccessExpression(expr)) return this.member(expr);
    throw new ChainError(notSchemaReason(expr), expr);
  }

  private call(call: ts.CallExpression): Z3Model {
    const callee = unwrapExpression(call.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const namespace = this.recognizer.namespaceOf(callee.expression);
      if (namespace) return callFactory(this, namespace, callee.name.text, call);
      const returned = this.recognizer.headOf(this.ctx, callee.expression) ? undefined : readThroughHelper(this, call);
      if (returned) return returned;
      return callMethod(this, this.reach(callee.expression), callee.name.text, call);
    }
    if (ts.isIdentifier(callee)) {
      const builder = this.recognizer.builderOf(callee);
      if (builder) return callFactory(this, "z", builder, call);
      const returned = readThroughHelper(this, call);
      if (returned) return returned;
      throw new ChainError(`\`${callee.text}(…)\` is not a zod builder, and the interpreter follows only helpers made of \`const\`s and one \`return\``, call);
    }
    throw new ChainError(`${describeNode(call)} is not a zod builder call`, call);
  }

  /** `Schema.shape.key`, `Schema.element`, `Lazy.schema`: parts of a schema read back from it. */
  private member(expr: ts.PropertyAccessExpression): Z3Model {
    const name = expr.name.text;
    const owner = unwrapExpression(expr.expression);
    if (ts.isPropertyAccessExpression(owner) && owner.name.text === "shape") {
      const object = this.reach(owner.expression).model;
      const entry = object.shape?.find((candidate) => candidate.key === name);
      if (object.typeName !== "ZodObject" || !entry) {
        throw new ChainError(`${describeNode(expr)} is not a property of the object schema`, expr);
      }
      return entry.target();
    }
    const model = this.reach(owner).model;
    const part =
      name === "element" ? (model.typeName === "ZodRecord" ? model.valueType : model.inner)
      : name === "schema" && model.typeName === "ZodLazy" ? model.inner
      : name === "keySchema" ? model.keyType
      : name === "valueSchema" ? model.valueType
      : undefined;
    if ((name === "element" && model.typeName !== "ZodArray" && model.typeName !== "ZodRecord") || !part) {
      throw new ChainError(`${describeNode(expr)} is not a schema the interpreter can read back`, expr);
    }
    return part.target();
  }

  /** A shape object literal (or const, or `X.shape`) as zod's ordered property list. */
  shapeOf(expr: ts.Expression): ShapeEntry[] {
    const start = unwrapExpression(expr);
    if (ts.isPropertyAccessExpression(start) && start.name.text === "shape") {
      const reached = this.reach(start.expression);
      if (reached.model.typeName !== "ZodObject") throw new ChainError(`${describeNode(start.expression)} is not an object schema`, start);
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
    for (const property of literal.properties) {
      for (const entry of this.shapeMembers(property)) entries.push({ ...entry, via: [...followed.via, ...entry.via] });
    }
    return orderedShape(entries);
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
    return [{ ...this.edge(value, { declaration: property }), key: key.key }];
  }
}

/** JavaScript's own-key order for a shape built by spreads and assignments: later values win, first positions stay. */
export function orderedShape(entries: readonly ShapeEntry[]): ShapeEntry[] {
  return objectKeyOrder(entries.map((entry) => [entry.key, entry] as const)).map(([, entry]) => entry);
}

function notSchemaReason(expr: ts.Expression): string {
  const text = describeNode(expr);
  if (ts.isConditionalExpression(expr)) return `conditional expression ${text} is not static; the schema depends on a runtime value`;
  if (ts.isArrowFunction(expr) || ts.isFunctionExpression(expr)) return `function ${text} is not a schema`;
  if (ts.isObjectLiteralExpression(expr)) return `object literal ${text} is a shape, not a schema; wrap it in z.object(…)`;
  if (ts.isNewExpression(expr)) return `\`new\` expression ${text} is not a zod builder call`;
  return `${text} (${ts.SyntaxKind[expr.kind]}) is not a zod schema expression`;
}
