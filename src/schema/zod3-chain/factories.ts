import ts from "../../util/typescript.cjs";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import { returnedExpression } from "../zod-chain/args.js";
import { ChainError } from "../zod-chain/ir.js";
import { checkDiscriminators } from "./discriminator.js";
import type { Fields, Zod3Interpreter } from "./interpret.js";
import { edgeTo, modelEdge, type Edge, type TypeName, type Z3Literal, type Z3Model } from "./ir.js";
import type { Zod3Namespace } from "./recognize.js";

/** `z.<name>(…)`, `z.coerce.<name>(…)` and named imports of the same builders, as zod 3.25 defines them. */
export function callFactory(interp: Zod3Interpreter, namespace: Zod3Namespace, name: string, call: ts.CallExpression): Z3Model {
  if (namespace === "coerce") {
    const typeName = COERCIBLE[name];
    if (!typeName) throw unknownBuilder(`z.coerce.${name}`, call);
    return interp.make(typeName, call, { ...createParams(interp, call, 0), checks: [], coerce: true });
  }
  const simple = SIMPLE[name];
  if (simple) {
    const coerce = CHECKED.has(simple) && interp.args.option(call, 0, "coerce") === true;
    return interp.make(simple, call, { ...createParams(interp, call, 0), ...(CHECKED.has(simple) ? { checks: [], coerce } : {}) });
  }
  return compositeFactory(interp, name, call) ?? wrapperFactory(interp, name, call) ?? unknown(name, call);
}

function unknown(name: string, call: ts.CallExpression): never {
  throw unknownBuilder(`z.${name}`, call);
}

function unknownBuilder(name: string, call: ts.CallExpression): ChainError {
  return new ChainError(`\`${name}(…)\` is not a zod 3 builder the interpreter knows`, call);
}

const COERCIBLE: Record<string, TypeName> = {
  string: "ZodString", number: "ZodNumber", boolean: "ZodBoolean", bigint: "ZodBigInt", date: "ZodDate",
};

const SIMPLE: Record<string, TypeName> = {
  ...COERCIBLE,
  symbol: "ZodSymbol", undefined: "ZodUndefined", null: "ZodNull", any: "ZodAny", unknown: "ZodUnknown",
  never: "ZodNever", void: "ZodVoid", nan: "ZodNaN",
};

const CHECKED = new Set<TypeName>(["ZodString", "ZodNumber", "ZodBigInt", "ZodDate"]);

/** `processCreateParams`: of a params object only `description` reaches the JSON Schema. */
export function createParams(interp: Zod3Interpreter, call: ts.CallExpression, index: number): Fields {
  const description = interp.args.option(call, index, "description");
  if (description === undefined || description === null) return {};
  if (typeof description !== "string") throw new ChainError("the `description` option must be a string", call);
  return { description: { text: description, node: call } };
}

/** `[a, b, ...more]`: schemas in an array literal (or a const holding one). */
export function schemaList(interp: Zod3Interpreter, expr: ts.Expression, depth = 0): Edge[] {
  const followed = followExpression(interp.ctx, expr);
  if (!followed.ok) throw new ChainError(`the schema list must be static: ${followed.reason}`, followed.node);
  const list = followed.expr;
  if (!ts.isArrayLiteralExpression(list)) throw new ChainError(`${describeNode(list)} is not an array literal of schemas`, list);
  const edges: Edge[] = [];
  for (const element of list.elements) {
    if (ts.isSpreadElement(element)) {
      if (depth > 32) throw new ChainError("spreads nest too deeply", element);
      for (const edge of schemaList(interp, element.expression, depth + 1)) edges.push({ ...edge, via: [element, ...followed.via, ...edge.via] });
    } else if (ts.isOmittedExpression(element)) {
      throw new ChainError("an array hole is not a schema", list);
    } else {
      const reached = interp.reach(element);
      edges.push(edgeTo({ model: reached.model, via: [...followed.via, ...reached.via] }));
    }
  }
  return edges;
}

function compositeFactory(interp: Zod3Interpreter, name: string, call: ts.CallExpression): Z3Model | undefined {
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const schema = (index: number) => interp.edge(arg(index, "the schema"));
  switch (name) {
    case "array":
      return interp.make("ZodArray", call, { inner: schema(0), ...createParams(interp, call, 1) });
    case "object":
    case "strictObject":
      return interp.make("ZodObject", call, {
        shape: interp.shapeOf(arg(0, "the shape")),
        unknownKeys: name === "object" ? "strip" : "strict",
        unknownKeysNode: call,
        ...createParams(interp, call, 1),
      });
    case "union":
      return interp.make("ZodUnion", call, { options: schemaList(interp, arg(0, "the options")), ...createParams(interp, call, 1) });
    case "discriminatedUnion": {
      const discriminator = interp.args.string(arg(0, "the discriminator"), "the discriminator");
      const options = schemaList(interp, arg(1, "the options"));
      checkDiscriminators(discriminator, options, call);
      return interp.make("ZodDiscriminatedUnion", call, { discriminator, options, ...createParams(interp, call, 2) });
    }
    case "intersection":
      return interp.make("ZodIntersection", call, { left: schema(0), right: schema(1), ...createParams(interp, call, 2) });
    case "tuple":
      return interp.make("ZodTuple", call, { items: schemaList(interp, arg(0, "the items")), ...createParams(interp, call, 1) });
    case "record": {
      // `z.record(value)` or `z.record(key, value)`: zod tells them apart by whether the second argument is a schema.
      const second = call.arguments[1];
      if (second && !ts.isSpreadElement(second) && interp.recognizer.headOf(interp.ctx, second)) {
        return interp.make("ZodRecord", call, { keyType: schema(0), valueType: schema(1), ...createParams(interp, call, 2) });
      }
      const keyType = interp.make("ZodString", call, { checks: [] });
      return interp.make("ZodRecord", call, { keyType: modelEdge(keyType), valueType: schema(0), ...createParams(interp, call, 1) });
    }
    case "map":
      return interp.make("ZodMap", call, { keyType: schema(0), valueType: schema(1), ...createParams(interp, call, 2) });
    case "set":
      return interp.make("ZodSet", call, { valueType: schema(0), ...createParams(interp, call, 1) });
    case "function":
      return interp.make("ZodFunction", call);
    case "literal":
      return interp.make("ZodLiteral", call, { literal: literalOf(interp, arg(0, "the literal value")), ...createParams(interp, call, 1) });
    case "enum":
      return interp.make("ZodEnum", call, { values: enumValues(interp, arg(0, "the enum values")), ...createParams(interp, call, 1) });
    case "nativeEnum":
      return interp.make("ZodNativeEnum", call, {
        entries: interp.args.enumEntries(arg(0, "the enum object")),
        ...createParams(interp, call, 1),
      });
    default:
      return undefined;
  }
}

function wrapperFactory(interp: Zod3Interpreter, name: string, call: ts.CallExpression): Z3Model | undefined {
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const schema = (index: number) => interp.edge(arg(index, "the schema"));
  switch (name) {
    case "optional":
    case "nullable":
    case "promise":
      return interp.make(WRAPPER_TYPES[name], call, { inner: schema(0), ...createParams(interp, call, 1) });
    case "lazy": {
      const getter = unwrapExpression(arg(0, "the getter"));
      const body = (ts.isArrowFunction(getter) || ts.isFunctionExpression(getter)) && returnedExpression(getter);
      if (!body) throw new ChainError(`the z.lazy() getter ${describeNode(getter)} must return one schema expression`, getter);
      return interp.make("ZodLazy", call, { inner: interp.lazyEdge(body), ...createParams(interp, call, 1) });
    }
    case "effect":
    case "transformer":
      return effectFactory(interp, call);
    case "preprocess":
      return interp.make("ZodEffects", call, {
        inner: schema(1),
        effect: { type: "preprocess", fn: arg(0, "the preprocess function") },
        ...createParams(interp, call, 2),
      });
    case "pipeline":
      return interp.make("ZodPipeline", call, { pipeIn: schema(0), pipeOut: schema(1) });
    case "custom":
    case "instanceof": {
      const any = interp.make("ZodAny", call);
      const check = call.arguments[0];
      if (name === "custom" && !check) return any;
      const effect = name === "custom" ? { type: "refinement" as const, fn: arg(0, "the check") } : { type: "refinement" as const, instanceOf: true };
      return interp.make("ZodEffects", call, { inner: modelEdge(any), effect });
    }
    case "ostring":
    case "onumber":
    case "oboolean": {
      const base = interp.make(name === "ostring" ? "ZodString" : name === "onumber" ? "ZodNumber" : "ZodBoolean", call, {
        ...(name === "oboolean" ? {} : { checks: [], coerce: false }),
      });
      return interp.make("ZodOptional", call, { inner: modelEdge(base) });
    }
    default:
      return undefined;
  }
}

const WRAPPER_TYPES: Record<string, TypeName> = { optional: "ZodOptional", nullable: "ZodNullable", promise: "ZodPromise" };

/** `z.effect(schema, { type, refinement | transform })`. */
function effectFactory(interp: Zod3Interpreter, call: ts.CallExpression): Z3Model {
  const inner = interp.edge(interp.args.argument(call, 0, "the schema"));
  const effectArg = followExpression(interp.ctx, interp.args.argument(call, 1, "the effect"));
  if (!effectArg.ok || !ts.isObjectLiteralExpression(effectArg.expr)) {
    throw new ChainError("the effect of z.effect() must be a static object literal", call);
  }
  let type: string | undefined;
  let fn: ts.Expression | undefined;
  for (const property of effectArg.expr.properties) {
    if (!ts.isPropertyAssignment(property)) continue;
    const key = ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : "";
    if (key === "type") type = interp.args.string(property.initializer, "the effect type");
    if (key === "refinement" || key === "transform") fn = property.initializer;
  }
  if (type !== "refinement" && type !== "transform" && type !== "preprocess") {
    throw new ChainError(`the effect type ${JSON.stringify(type)} is not one zod 3 knows`, call);
  }
  return interp.make("ZodEffects", call, { inner, effect: { type, fn, ignoresResult: type === "refinement" }, ...createParams(interp, call, 2) });
}

/** zod 3's `z.literal()` keeps one value of any kind; the converter writes only primitives. */
export function literalOf(interp: Zod3Interpreter, expr: ts.Expression): Z3Literal {
  const node = unwrapExpression(expr);
  if (ts.isBigIntLiteral(node)) return { kind: "bigint", text: node.text };
  if ((ts.isIdentifier(node) && node.text === "undefined") || ts.isVoidExpression(node)) return { kind: "undefined" };
  if (ts.isArrayLiteralExpression(node)) return { kind: "array" };
  if (ts.isObjectLiteralExpression(node)) return { kind: "object" };
  const value = interp.args.json(expr, "the literal value");
  if (Array.isArray(value)) return { kind: "array" };
  if (value !== null && typeof value === "object") return { kind: "object" };
  return { kind: "primitive", value };
}

function enumValues(interp: Zod3Interpreter, expr: ts.Expression): string[] {
  const value = interp.args.json(expr, "the enum values");
  if (!Array.isArray(value) || value.some((item) => typeof item !== "string")) {
    throw new ChainError("z.enum() takes an array of strings in zod 3", expr);
  }
  return value as string[];
}
