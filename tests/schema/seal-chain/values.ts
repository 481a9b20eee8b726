import fc from "fast-check";
import { isJsonObject, type JsonSchema } from "../../../src/schema/types.js";

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, "", 0, 1.5, "12", "x@y.io", true, [], {}, -1),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Values shaped by `schema` (near its bounds, optional keys dropped, extra keys added) mixed with junk. */
export function valuesFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (!isJsonObject(schema) || depth > 8) return junk;
  return fc.oneof({ weight: 5, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: junk });
}

function shaped(schema: Record<string, unknown>, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.anyOf)) return fc.oneof(...(schema.anyOf as JsonSchema[]).map((member) => valuesFor(member, depth + 1)));
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (types.length === 0) return junk;
  return fc.oneof(...types.map((type) => ofType(schema, type, depth)));
}

function ofType(schema: Record<string, unknown>, type: string, depth: number): fc.Arbitrary<unknown> {
  const num = (key: string) => (typeof schema[key] === "number" ? (schema[key] as number) : undefined);
  switch (type) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "string": {
      const text = fc.string({ minLength: Math.max(0, (num("minLength") ?? 0) - 1), maxLength: (num("maxLength") ?? 6) + 1 });
      return schema.format === "email" ? fc.oneof(fc.emailAddress(), text) : text;
    }
    case "integer":
    case "number": {
      const min = num("minimum") ?? -20;
      const max = num("maximum") ?? 20;
      const whole = fc.integer({ min: Math.floor(min) - 1, max: Math.ceil(max) + 1 });
      return type === "integer" ? whole : fc.oneof(whole, fc.double({ min: min - 1, max: max + 1, noNaN: true }));
    }
    case "array": {
      if (Array.isArray(schema.prefixItems)) {
        const items = (schema.prefixItems as JsonSchema[]).map((item) => valuesFor(item, depth + 1));
        return fc.oneof({ weight: 4, arbitrary: fc.tuple(...items) }, { weight: 1, arbitrary: fc.array(junk, { maxLength: items.length + 1 }) });
      }
      const items = valuesFor((schema.items as JsonSchema) ?? true, depth + 1);
      const minLength = Math.max(0, (num("minItems") ?? 0) - 1);
      return fc.array(items, { minLength, maxLength: Math.max(minLength, (num("maxItems") ?? 3) + 1) });
    }
    case "object": {
      const properties = isJsonObject(schema.properties) ? schema.properties : {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = valuesFor(value as JsonSchema, depth + 1);
      const known = fc.record(record, { requiredKeys: [] });
      const extra = isJsonObject(schema.additionalProperties)
        ? fc.dictionary(fc.constantFrom("k", "x"), valuesFor(schema.additionalProperties, depth + 1), { maxKeys: 2 })
        : fc.dictionary(fc.constantFrom("zz", "extra"), junk, { maxKeys: 1 });
      return fc.tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra })).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return junk;
  }
}
