import type ts from "typescript";
import type { LiteralValue, ZodModel } from "./ir.js";

/**
 * Derived facts zod computes lazily on its instances (`_zod.optin`, `_zod.values`) and the
 * converter's own `isTransforming` / `inputOptin`, computed the same way on the model.
 */

export type Optin = "optional" | "defaulted" | undefined;

const target = (edge: { target: () => ZodModel } | undefined): ZodModel | undefined => edge?.target();

/**
 * `_zod.optin`: whether the key may be absent on input. `beforeTransformOptin`: zod before 4.4.2, where a
 * transform had no optin (a `z.preprocess` property stayed required) and a catch took its inner one's.
 */
export function optinOf(model: ZodModel, depth = 0, beforeTransformOptin = false): Optin {
  if (depth > 200) return undefined;
  const inner = () => optinOf(target(model.inner)!, depth + 1, beforeTransformOptin);
  switch (model.kind) {
    case "transform":
      return beforeTransformOptin ? undefined : "optional";
    case "catch":
      if (beforeTransformOptin) return inner();
      return inner() === "defaulted" ? "defaulted" : "optional";
    case "optional":
      return inner() === "defaulted" ? "defaulted" : "optional";
    case "default":
    case "prefault":
      return "defaulted";
    case "nullable":
    case "readonly":
    case "lazy":
    case "success":
      return inner();
    case "pipe":
      return optinOf(target(model.pipeIn)!, depth + 1, beforeTransformOptin);
    case "union": {
      const all = (model.options ?? []).map((option) => optinOf(option.target(), depth + 1, beforeTransformOptin));
      if (all.includes("defaulted")) return "defaulted";
      return all.some((value) => value !== undefined) ? "optional" : undefined;
    }
    default:
      return undefined;
  }
}

/** The converter's `inputOptin`: transforms and catch see an absent key but do not make it optional. */
export function inputOptin(model: ZodModel, depth = 0): Optin {
  if (depth > 200) return undefined;
  if (model.kind === "pipe" && target(model.pipeIn)!.kind === "transform") return inputOptin(target(model.pipeOut)!, depth + 1);
  if (model.kind === "catch") return inputOptin(target(model.inner)!, depth + 1);
  return optinOf(model, depth);
}

/** The call that made a property optional on input (`.optional()`, `.default()`, `.nullish()`, `.partial()`). */
export function optionalityNode(model: ZodModel, depth = 0): ts.Node | undefined {
  if (depth > 200) return undefined;
  const next = (edge: { target: () => ZodModel } | undefined) => optionalityNode(target(edge)!, depth + 1);
  switch (model.kind) {
    case "pipe":
      return target(model.pipeIn)!.kind === "transform" ? next(model.pipeOut) : next(model.pipeIn);
    case "catch":
      return next(model.inner);
    case "optional":
    case "default":
    case "prefault":
    case "transform":
      return model.baseNode;
    case "nullable":
    case "readonly":
    case "lazy":
    case "success":
      return next(model.inner);
    case "union":
      for (const option of model.options ?? []) {
        const found = optinOf(option.target()) !== undefined ? optionalityNode(option.target(), depth + 1) : undefined;
        if (found) return found;
      }
      return undefined;
    default:
      return undefined;
  }
}

/** `_zod.values`: the finite set of values a schema accepts, when it has one. */
export function valuesOf(model: ZodModel, depth = 0): LiteralValue[] | undefined {
  if (depth > 200) return undefined;
  const inner = () => valuesOf(target(model.inner)!, depth + 1);
  switch (model.kind) {
    case "literal":
      return [...(model.literalValues ?? [])];
    case "enum":
      return enumValues(model);
    case "null":
      return [null];
    case "undefined":
      return [{ undefined: true }];
    case "optional": {
      const values = inner();
      return values ? [...values, { undefined: true }] : undefined;
    }
    case "nullable": {
      const values = inner();
      return values ? [...values, null] : undefined;
    }
    case "nonoptional": {
      const values = inner();
      return values?.filter((value) => !(typeof value === "object" && value !== null && "undefined" in value));
    }
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "lazy":
      return inner();
    case "pipe":
      return valuesOf(target(model.pipeIn)!, depth + 1);
    case "union": {
      const all = (model.options ?? []).map((option) => valuesOf(option.target(), depth + 1));
      return all.every((values) => values !== undefined) ? all.flat() as LiteralValue[] : undefined;
    }
    default:
      return undefined;
  }
}

/** zod's `getEnumValues`: the entry values, minus the reverse mappings of a numeric TS enum. */
export function enumValues(model: ZodModel): (string | number)[] {
  const entries = model.entries ?? [];
  const numeric = entries.map(([, value]) => value).filter((value) => typeof value === "number");
  return entries.filter(([key]) => !numeric.includes(Number(key))).map(([, value]) => value);
}

/**
 * The converter's `isTransforming`: input schemas of a transforming schema drop `default` and `examples`.
 * `seen` is shared by the whole walk, so the answer is whether a transform is reachable along the
 * edges below; `known` holds finished answers for other models (whole walks from them), which can
 * stand in for walking them again.
 */
export function isTransforming(model: ZodModel, seen: Set<ZodModel> = new Set(), known?: ReadonlyMap<ZodModel, boolean>): boolean {
  if (seen.has(model)) return false;
  const answer = known?.get(model);
  if (answer !== undefined) return answer;
  seen.add(model);
  const check = (edge: { target: () => ZodModel } | undefined) => edge !== undefined && isTransforming(edge.target(), seen, known);
  switch (model.kind) {
    case "transform":
      return true;
    case "array":
    case "set":
      return check(model.element);
    case "lazy":
    case "promise":
    case "optional":
    case "nonoptional":
    case "nullable":
    case "readonly":
    case "default":
    case "prefault":
    case "catch":
      return check(model.inner);
    case "intersection":
      return check(model.left) || check(model.right);
    case "record":
    case "map":
      return check(model.keyType) || check(model.valueType);
    case "pipe":
      return model.codec === true || check(model.pipeIn) || check(model.pipeOut);
    case "object":
      return (model.shape ?? []).some((entry) => check(entry));
    case "union":
      return (model.options ?? []).some((option) => check(option));
    case "tuple":
      return (model.items ?? []).some((item) => check(item)) || check(model.rest);
    default:
      return false;
  }
}
