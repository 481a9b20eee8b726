import type ts from "typescript";
import { ChainError } from "../zod-chain/ir.js";
import type { Edge, Z3Model } from "./ir.js";

/** A discriminator value as zod 3 collects it: a primitive, or `undefined`. */
export type DiscriminatorValue = string | number | boolean | null | undefined;

/**
 * zod 3's `getDiscriminator`: the values a discriminator property can take. Returns undefined
 * where zod finds none (it then throws), or where the value is not a JSON primitive.
 */
function discriminatorValues(model: Z3Model, depth = 0): DiscriminatorValue[] {
  if (depth > 100) return [];
  const inner = () => discriminatorValues(model.inner!.target(), depth + 1);
  switch (model.typeName) {
    case "ZodLazy":
    case "ZodEffects":
    case "ZodDefault":
    case "ZodBranded":
    case "ZodReadonly":
    case "ZodCatch":
      return inner();
    case "ZodLiteral": {
      const literal = model.literal!;
      if (literal.kind === "primitive") return [literal.value];
      if (literal.kind === "undefined") return [undefined];
      return [];
    }
    case "ZodEnum":
      return [...(model.values ?? [])];
    case "ZodNativeEnum":
      return (model.entries ?? []).map(([, value]) => value);
    case "ZodUndefined":
      return [undefined];
    case "ZodNull":
      return [null];
    case "ZodOptional":
      return [undefined, ...inner()];
    case "ZodNullable":
      return [null, ...inner()];
    default:
      return [];
  }
}

/**
 * What `z.discriminatedUnion(key, options)` checks when it is created: every option is an object
 * whose `key` property yields discriminator values, and no value is used twice. Returns zod's
 * `optionsMap`; throws zod's own error otherwise.
 */
export function checkDiscriminators(discriminator: string, options: readonly Edge[], call: ts.Node): Map<DiscriminatorValue, Edge> {
  const map = new Map<DiscriminatorValue, Edge>();
  for (const option of options) {
    const model = option.target();
    if (model.typeName !== "ZodObject") {
      throw new ChainError(`zod throws here: a ${model.typeName} option has no shape to read the discriminator \`${discriminator}\` from`, call);
    }
    const property = model.shape?.find((entry) => entry.key === discriminator);
    const values = property ? discriminatorValues(property.target()) : [];
    if (values.length === 0) {
      throw new ChainError(
        `zod throws here: A discriminator value for key \`${discriminator}\` could not be extracted from all schema options`,
        call,
      );
    }
    for (const value of values) {
      if (map.has(value)) {
        throw new ChainError(`zod throws here: Discriminator property ${discriminator} has duplicate value ${String(value)}`, call);
      }
      map.set(value, option);
    }
  }
  return map;
}
