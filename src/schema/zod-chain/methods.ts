import ts from "../../util/typescript.cjs";
import { unwrapExpression } from "../shared/static-follow.js";
import { describeNode } from "../shared/static-follow.js";
import { registeredMeta } from "./emit.js";
import { isArrayIndexKey } from "./args.js";
import { numericCheck, stringCheck } from "./checks.js";
import { reachedModel } from "./factories.js";
import { ChainError, edgeTo, type Reached, type ShapeEntry, type ZodCheck, type ZodModel } from "./ir.js";
import type { ChainInterpreter } from "./interpret.js";

/**
 * `<schema>.<name>(…)`: zod's instance methods. Checks, `.describe()` and `.meta()` clone the
 * instance with a `parent` link; wrappers create a new instance around it; object reshaping clones
 * with a new def and no parent (so earlier metadata is dropped, as zod drops it).
 */
export function callMethod(interp: ChainInterpreter, receiver: Reached, name: string, call: ts.CallExpression): ZodModel {
  const model = receiver.model;
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const withCheck = (check: ZodCheck): ZodModel => ({
    ...model,
    node: call,
    checks: [...model.checks, check],
    parent: model,
    parentVia: receiver.via,
    meta: undefined,
  });
  const wrap = (kind: ZodModel["kind"], extra: Partial<ZodModel> = {}) =>
    interp.make(kind, call, { inner: edgeTo(receiver), ...extra });

  switch (name) {
    case "optional":
    case "exactOptional":
      return wrap("optional");
    case "nullable":
      return wrap("nullable");
    case "nullish":
      return interp.make("optional", call, { inner: edgeTo(reachedModel(wrap("nullable"))) });
    case "nonoptional":
      return wrap("nonoptional");
    case "readonly":
      return wrap("readonly");
    case "array":
      return interp.make("array", call, { element: edgeTo(receiver) });
    case "or":
      return interp.make("union", call, { options: [edgeTo(receiver), edgeTo(interp.reach(arg(0, "the other schema")))] });
    case "and":
      return interp.make("intersection", call, { left: edgeTo(receiver), right: edgeTo(interp.reach(arg(0, "the other schema"))) });
    case "transform":
      return interp.make("pipe", call, { pipeIn: edgeTo(receiver), pipeOut: edgeTo(reachedModel(interp.make("transform", call))) });
    case "pipe":
      return interp.make("pipe", call, { pipeIn: edgeTo(receiver), pipeOut: edgeTo(interp.reach(arg(0, "the target schema"))) });
    case "default":
    case "prefault":
    case "catch":
    {
      const value = arg(0, `the ${name} value`);
      try {
        return wrap(name, { defaultValue: interp.args.producedValue(value, `the .${name}() value`) });
      } catch (error) {
        if (!(error instanceof ChainError)) throw error;
        // Known only at run time (`.default(this.destinationId)`): the rest of the schema is still known,
        // so it is read without the value (the result says so) instead of refused whole.
        interp.gaps.push(`the .${name}() value ${describeNode(value)} is known only at run time (${error.message}), so it is left out`);
        return wrap(name, { defaultUnknown: true });
      }
    }
    case "describe": {
      const text = arg(0, "the description");
      const description = interp.args.tryString(text, "the .describe() text");
      if (typeof description === "string") return { ...model, node: call, parent: model, parentVia: receiver.via, meta: { value: { description }, node: call } };
      // Built at run time (`describe(labelOf(kind))`): the rest of the schema is still known, so it is
      // read without this description (the result says so) instead of refused whole.
      interp.gaps.push(`the description ${describeNode(text)} is built at run time (${description.reason}), so it is left out`);
      const { description: _unknown, ...kept } = registeredMeta(model) ?? {};
      return { ...model, node: call, parent: undefined, parentVia: undefined, meta: { value: kept, node: call } };
    }
    case "meta": {
      if (call.arguments.length === 0) throw new ChainError("`.meta()` without arguments returns metadata, not a schema", call);
      const value = interp.args.object(arg(0, "the metadata"), "the .meta() object");
      return { ...model, node: call, parent: model, parentVia: receiver.via, meta: { value, node: call } };
    }
    case "brand":
      return model;
    case "register":
      return registered(interp, receiver, call);
    case "refine":
    case "superRefine":
    case "check":
    case "with":
      return withCheck({ kind: "custom", node: call });
    case "overwrite":
      return withCheck({ kind: "overwrite", node: call });
    case "unwrap":
    case "removeDefault":
    case "removeCatch": {
      const inner = model.inner ?? model.element;
      if (!inner) throw new ChainError(`${describeNode(call)}: a zod ${model.kind} schema has no .${name}()`, call);
      return inner.target();
    }
  }
  const specific = kindMethod(interp, receiver, name, call, withCheck);
  if (specific) return specific;
  throw new ChainError(`\`.${name}()\` is not a method of a zod ${model.kind} schema that the interpreter knows`, call);
}

function kindMethod(
  interp: ChainInterpreter,
  receiver: Reached,
  name: string,
  call: ts.CallExpression,
  withCheck: (check: ZodCheck) => ZodModel,
): ZodModel | undefined {
  const model = receiver.model;
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  switch (model.kind) {
    case "string": {
      const check = stringCheck(interp, name, call);
      return check && withCheck(check);
    }
    case "number":
    case "bigint":
    case "date": {
      if (name === "finite" && model.kind === "number") return model;
      const check = numericCheck(interp, name, call, model.kind === "number");
      return check && withCheck(check);
    }
    case "array":
    case "set":
    case "map":
    case "file": {
      const sized = model.kind === "array" ? "length" : "size";
      const kinds = sized === "length"
        ? { min: "min_length", max: "max_length", exact: "length_equals" } as const
        : { min: "min_size", max: "max_size", exact: "size_equals" } as const;
      if (name === "min") return withCheck({ kind: kinds.min, node: call, value: interp.args.number(arg(0, "the minimum"), "the minimum") });
      if (name === "max") return withCheck({ kind: kinds.max, node: call, value: interp.args.number(arg(0, "the maximum"), "the maximum") });
      if (name === "nonempty") return withCheck({ kind: kinds.min, node: call, value: 1 });
      if (name === (sized === "length" ? "length" : "size")) {
        return withCheck({ kind: kinds.exact, node: call, value: interp.args.number(arg(0, "the size"), "the size") });
      }
      if (name === "mime" && model.kind === "file") {
        const value = interp.args.json(arg(0, "the mime types"), "the mime types");
        const mime = (Array.isArray(value) ? value : [value]).map(String);
        return withCheck({ kind: "mime_type", node: call, mime });
      }
      return undefined;
    }
    case "object":
      return objectMethod(interp, receiver, name, call);
    case "tuple":
      if (name === "rest") return reshaped(model, call, { rest: edgeTo(interp.reach(arg(0, "the rest schema"))) });
      return undefined;
    case "enum":
      if (name === "extract" || name === "exclude") return enumSubset(interp, model, name, call);
      return undefined;
    case "union":
      return undefined;
    default:
      return undefined;
  }
}

/**
 * `.register(registry, meta)` registers the instance itself (no clone) and returns it. Only the
 * global registry feeds JSON Schema; the model stands for the registered instance from here on.
 */
function registered(interp: ChainInterpreter, receiver: Reached, call: ts.CallExpression): ZodModel {
  const registry = unwrapExpression(interp.args.argument(call, 0, "the registry"));
  const isGlobal =
    ts.isPropertyAccessExpression(registry) &&
    registry.name.text === "globalRegistry" &&
    interp.recognizer.namespaceOf(registry.expression) === "z";
  if (!isGlobal) return receiver.model;
  const value = interp.args.object(interp.args.argument(call, 1, "the metadata"), "the registered metadata");
  return { ...receiver.model, node: call, meta: { value, node: call } };
}

/** A clone with a new def: zod does not link it to its source, so earlier metadata is gone. */
function reshaped(model: ZodModel, call: ts.CallExpression, changes: Partial<ZodModel>): ZodModel {
  return { ...model, node: call, parent: undefined, parentVia: undefined, meta: undefined, ...changes };
}

function refinementError(model: ZodModel, method: string, call: ts.CallExpression): void {
  if (model.checks.length > 0) {
    throw new ChainError(`zod throws here: .${method}() cannot be used on object schemas containing refinements`, call);
  }
}

function orderedShape(entries: ShapeEntry[]): ShapeEntry[] {
  const indexes = entries.filter((entry) => isArrayIndexKey(entry.key)).sort((a, b) => Number(a.key) - Number(b.key));
  return [...indexes, ...entries.filter((entry) => !isArrayIndexKey(entry.key))];
}

function overlay(base: readonly ShapeEntry[], extra: readonly ShapeEntry[]): ShapeEntry[] {
  const out = [...base];
  for (const entry of extra) {
    const index = out.findIndex((existing) => existing.key === entry.key);
    if (index >= 0) out[index] = entry;
    else out.push(entry);
  }
  return orderedShape(out);
}

/** The keys a `.pick()` / `.omit()` / `.partial()` mask selects, in the mask's own key order. */
function maskKeys(interp: ChainInterpreter, model: ZodModel, call: ts.CallExpression): string[] {
  const mask = interp.args.object(interp.args.argument(call, 0, "the mask"), "the mask");
  const keys: string[] = [];
  for (const key of Object.keys(mask)) {
    if (!(model.shape ?? []).some((entry) => entry.key === key)) {
      throw new ChainError(`zod throws here: Unrecognized key: "${key}"`, call);
    }
    if (mask[key]) keys.push(key);
  }
  return keys;
}

function objectMethod(interp: ChainInterpreter, receiver: Reached, name: string, call: ts.CallExpression): ZodModel | undefined {
  const model = receiver.model;
  const shape = (model.shape ?? []).map((entry) => ({ ...entry, via: [...receiver.via, ...entry.via] }));
  const arg = (index: number, what: string) => interp.args.argument(call, index, what);
  const wrapEach = (kind: "optional" | "nonoptional", selected: string[] | undefined): ShapeEntry[] =>
    shape.map((entry) => {
      if (selected && !selected.includes(entry.key)) return entry;
      const inner = entry.target;
      let wrapped: ZodModel | undefined;
      return { ...entry, target: () => (wrapped ??= interp.make(kind, call, { inner: { target: inner, via: [] } })) };
    });
  switch (name) {
    case "strict":
      return reshaped(model, call, { catchall: edgeTo(reachedModel(interp.make("never", call))), catchallNode: call });
    case "passthrough":
    case "loose":
      return reshaped(model, call, { catchall: edgeTo(reachedModel(interp.make("unknown", call))), catchallNode: call });
    case "strip":
      return reshaped(model, call, { catchall: undefined, catchallNode: undefined });
    case "catchall":
      return reshaped(model, call, { catchall: edgeTo(interp.reach(arg(0, "the catchall schema"))), catchallNode: call });
    case "extend":
    case "safeExtend": {
      const extra = interp.shapeOf(arg(0, "the extension shape"));
      if (name === "extend" && model.checks.length > 0 && extra.some((entry) => shape.some((own) => own.key === entry.key))) {
        throw new ChainError(
          "zod throws here: Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.",
          call,
        );
      }
      return reshaped(model, call, { shape: overlay(shape, extra) });
    }
    case "merge": {
      const other = interp.reach(arg(0, "the other object schema"));
      if (other.model.kind !== "object") {
        throw new ChainError("zod throws here: Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.", call);
      }
      if (model.checks.length > 0) {
        throw new ChainError("zod throws here: .merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.", call);
      }
      const otherShape = (other.model.shape ?? []).map((entry) => ({ ...entry, via: [...other.via, ...entry.via] }));
      return reshaped(model, call, {
        shape: overlay(shape, otherShape),
        catchall: other.model.catchall,
        catchallNode: other.model.catchallNode,
        checks: other.model.checks,
      });
    }
    case "pick":
    case "omit": {
      refinementError(model, name, call);
      const keys = maskKeys(interp, model, call);
      const picked = name === "pick"
        ? orderedShape(keys.map((key) => shape.find((entry) => entry.key === key)!))
        : shape.filter((entry) => !keys.includes(entry.key));
      return reshaped(model, call, { shape: picked, checks: [] });
    }
    case "partial":
    case "exactPartial": {
      refinementError(model, name, call);
      const selected = call.arguments.length > 0 ? maskKeys(interp, model, call) : undefined;
      return reshaped(model, call, { shape: wrapEach("optional", selected), checks: [] });
    }
    case "required": {
      const selected = call.arguments.length > 0 ? maskKeys(interp, model, call) : undefined;
      return reshaped(model, call, { shape: wrapEach("nonoptional", selected) });
    }
    case "keyof":
      return interp.make("enum", call, { entries: shape.map((entry) => [entry.key, entry.key] as const) });
    default:
      return undefined;
  }
}

function enumSubset(interp: ChainInterpreter, model: ZodModel, name: "extract" | "exclude", call: ts.CallExpression): ZodModel {
  const value = interp.args.json(interp.args.argument(call, 0, "the enum keys"), "the enum keys");
  if (!Array.isArray(value)) throw new ChainError(`.${name}() needs an array of keys`, call);
  const entries = model.entries ?? [];
  for (const key of value) {
    if (!entries.some(([existing]) => existing === String(key))) {
      throw new ChainError(`zod throws here: Key ${String(key)} not found in enum`, call);
    }
  }
  const keys = value.map(String);
  const picked = name === "extract"
    ? orderedPairs(keys.map((key) => entries.find(([existing]) => existing === key)!))
    : entries.filter(([key]) => !keys.includes(key));
  return interp.make("enum", call, { entries: picked });
}

function orderedPairs<T extends readonly [string, unknown]>(pairs: T[]): T[] {
  const unique = pairs.filter((pair, index) => pairs.findIndex((other) => other[0] === pair[0]) === index);
  const indexes = unique.filter(([key]) => isArrayIndexKey(key)).sort((a, b) => Number(a[0]) - Number(b[0]));
  return [...indexes, ...unique.filter(([key]) => !isArrayIndexKey(key))];
}

