import ts from "../../util/typescript.cjs";
import { objectKeyOrder } from "../zod-chain/args.js";
import { ChainError } from "../zod-chain/ir.js";
import { orderedShape, type Zod3Interpreter } from "./interpret.js";
import { modelEdge, type Reached, type ShapeEntry, type Z3Model } from "./ir.js";
import type { JsonValue } from "../types.js";

/**
 * zod 3's object methods. `.extend()`, `.pick()`, `.omit()`, `.partial()`, `.required()`,
 * `.catchall()` and the unknown-key modes copy the def (description, unknown keys, catchall
 * stay); `.merge()` builds a new def from the other object's mode and catchall, without a
 * description. Unknown mask keys are ignored, as zod 3 ignores them.
 */
export function objectMethod(interp: Zod3Interpreter, receiver: Reached, name: string, call: ts.CallExpression): Z3Model | undefined {
  const model = receiver.model;
  const shape = (model.shape ?? []).map((entry) => ({ ...entry, via: [...receiver.via, ...entry.via] }));
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  switch (name) {
    case "strict":
      return interp.clone(model, call, { unknownKeys: "strict", unknownKeysNode: call });
    case "strip":
      return interp.clone(model, call, { unknownKeys: "strip", unknownKeysNode: call });
    case "passthrough":
    case "nonstrict":
      return interp.clone(model, call, { unknownKeys: "passthrough", unknownKeysNode: call });
    case "catchall":
      return interp.clone(model, call, { catchall: interp.edge(arg(0, "the catchall schema")), catchallNode: call });
    case "extend":
    case "augment":
      return interp.clone(model, call, { shape: orderedShape([...shape, ...interp.shapeOf(arg(0, "the extension shape"))]) });
    case "setKey": {
      const key = interp.args.json(arg(0, "the key"), "the key");
      if (typeof key !== "string" && typeof key !== "number") throw new ChainError("the key of .setKey() must be a string", call);
      const added: ShapeEntry = { ...interp.edge(arg(1, "the schema")), key: String(key) };
      return interp.clone(model, call, { shape: orderedShape([...shape, added]) });
    }
    case "merge": {
      const other = interp.reach(arg(0, "the other object schema"));
      if (other.model.typeName !== "ZodObject") throw new ChainError("zod 3's .merge() needs an object schema", call);
      const otherShape = (other.model.shape ?? []).map((entry) => ({ ...entry, via: [...other.via, ...entry.via] }));
      return {
        typeName: "ZodObject",
        node: call,
        baseNode: model.baseNode,
        shape: orderedShape([...shape, ...otherShape]),
        unknownKeys: other.model.unknownKeys,
        unknownKeysNode: other.model.unknownKeysNode,
        catchall: other.model.catchall,
        catchallNode: other.model.catchallNode,
      };
    }
    case "pick":
    case "omit": {
      const mask = maskOf(interp, call);
      const picked = name === "pick"
        ? mask.filter(([key, on]) => truthy(on) && shape.some((entry) => entry.key === key)).map(([key]) => shape.find((entry) => entry.key === key)!)
        : shape.filter((entry) => !truthy(maskValue(mask, entry.key)));
      return interp.clone(model, call, { shape: picked });
    }
    case "partial":
      return interp.clone(model, call, { shape: partialShape(interp, shape, call) });
    case "required":
      return interp.clone(model, call, { shape: requiredShape(interp, shape, call) });
    case "deepPartial":
      return deepPartial(interp, model, call);
    case "keyof":
      return interp.make("ZodEnum", call, { values: shape.map((entry) => entry.key) });
    default:
      return undefined;
  }
}

type Mask = (readonly [string, JsonValue])[];

function maskOf(interp: Zod3Interpreter, call: ts.CallExpression): Mask {
  const mask = interp.args.object(interp.args.argument(call, 0, "the mask"), "the mask");
  return objectKeyOrder(Object.entries(mask));
}

function maskValue(mask: Mask, key: string): JsonValue | undefined {
  return mask.find(([name]) => name === key)?.[1];
}

function truthy(value: JsonValue | undefined): boolean {
  return Boolean(value);
}

/** `.partial(mask?)`: each selected field becomes `field.optional()`, which carries the field's description. */
function partialShape(interp: Zod3Interpreter, shape: readonly ShapeEntry[], call: ts.CallExpression): ShapeEntry[] {
  const mask = call.arguments.length > 0 ? maskOf(interp, call) : undefined;
  return shape.map((entry) => {
    if (mask && !truthy(maskValue(mask, entry.key))) return entry;
    const field = entry.target;
    let optional: Z3Model | undefined;
    const target = () => {
      if (optional) return optional;
      const inner = field();
      optional = interp.make("ZodOptional", call, { inner: { target: field, via: [] }, ...(inner.description ? { description: inner.description } : {}) });
      return optional;
    };
    return { ...entry, target };
  });
}

/** `.required(mask?)`: each selected field loses every ZodOptional wrapper on top (no new instance). */
function requiredShape(interp: Zod3Interpreter, shape: readonly ShapeEntry[], call: ts.CallExpression): ShapeEntry[] {
  const mask = call.arguments.length > 0 ? maskOf(interp, call) : undefined;
  return shape.map((entry) => {
    if (mask && !truthy(maskValue(mask, entry.key))) return entry;
    const field = entry.target;
    const target = () => {
      let current = field();
      for (let depth = 0; current.typeName === "ZodOptional" && depth < 100; depth++) current = current.inner!.target();
      return current;
    };
    return { ...entry, target };
  });
}

/** zod 3's `deepPartialify` (deprecated `.deepPartial()`). Wrappers it makes carry no description. */
function deepPartial(interp: Zod3Interpreter, model: Z3Model, call: ts.Node, depth = 0): Z3Model {
  if (depth > 50) throw new ChainError("the schema nests too deeply for .deepPartial()", call);
  const optional = (inner: Z3Model) => interp.make("ZodOptional", call, { inner: modelEdge(inner) });
  switch (model.typeName) {
    case "ZodObject": {
      const shape = (model.shape ?? []).map((entry) => {
        let made: Z3Model | undefined;
        return { ...entry, target: () => (made ??= optional(deepPartial(interp, entry.target(), call, depth + 1))) };
      });
      return interp.clone(model, call, { shape });
    }
    case "ZodArray":
      return interp.clone(model, call, { inner: modelEdge(deepPartial(interp, model.inner!.target(), call, depth + 1)) });
    case "ZodOptional":
      return optional(deepPartial(interp, model.inner!.target(), call, depth + 1));
    case "ZodNullable":
      return interp.make("ZodNullable", call, { inner: modelEdge(deepPartial(interp, model.inner!.target(), call, depth + 1)) });
    case "ZodTuple":
      return interp.make("ZodTuple", call, { items: (model.items ?? []).map((item) => modelEdge(deepPartial(interp, item.target(), call, depth + 1))) });
    default:
      return model;
  }
}
