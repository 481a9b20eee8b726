import fc from "fast-check";

/**
 * Values for a JSON Schema as zod's converter writes it (draft-7 style tuples, `definitions`),
 * mostly valid, sometimes not (one node in ten is replaced by an arbitrary JSON value), so both
 * acceptance and rejection get exercised.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json } | boolean;

const FORMAT_EXAMPLES: Record<string, string[]> = {
  email: ["a.b@example.com", "x@test.org"],
  uri: ["https://example.com/x", "mailto:a@b.c"],
  uuid: ["123e4567-e89b-42d3-a456-426614174000"],
  "date-time": ["2024-02-29T12:30:00Z", "2023-01-01T00:00:00.5Z", "2023-01-01T00:00:00+02:00"],
  date: ["2024-02-29", "2023-12-31"],
  ipv4: ["192.168.0.1"],
  ipv6: ["::1", "2001:db8::1"],
  cuid: ["cjld2cjxh0000qzrmn831i7rn"],
  base64: ["aGVsbG8=", ""],
  emoji: ["😀"],
  nanoid: ["V1StGXR8_Z5jdHi6B-myT"],
};

function resolveRef(root: Schema, ref: string): Schema {
  if (ref === "#") return root;
  const name = decodeURIComponent(ref.replace("#/definitions/", "")).replace(/~1/g, "/").replace(/~0/g, "~");
  const definitions = (typeof root === "object" ? root.definitions : undefined) as { [key: string]: Schema } | undefined;
  return definitions?.[name] ?? true;
}

function stringArbitrary(schema: { [key: string]: Json }): fc.Arbitrary<Json> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Math.max(min + 8, 8);
  const formatted = typeof schema.format === "string" ? FORMAT_EXAMPLES[schema.format] : undefined;
  const options: fc.Arbitrary<Json>[] = [];
  if (formatted) options.push(fc.constantFrom(...formatted));
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  // Only unconstrained lengths: filtering regex-built strings by length can starve the generator.
  if (pattern && schema.minLength === undefined && schema.maxLength === undefined) {
    try {
      options.push(fc.stringMatching(new RegExp(pattern, "u")));
    } catch {
      // fast-check cannot build strings for every regex (lookarounds); plain strings stand in.
    }
  }
  if (max >= min) options.push(fc.string({ minLength: min, maxLength: Math.min(max, min + 12) }));
  if (options.length === 0) options.push(fc.string());
  return fc.oneof(...options);
}

function numberArbitrary(schema: { [key: string]: Json }, integer: boolean): fc.Arbitrary<Json> {
  const low = [schema.minimum, schema.exclusiveMinimum].filter((v): v is number => typeof v === "number");
  const high = [schema.maximum, schema.exclusiveMaximum].filter((v): v is number => typeof v === "number");
  const min = Math.max(-1000, ...low.map((v) => Math.ceil(v)));
  const max = Math.min(1000, ...high.map((v) => Math.floor(v)));
  if (min > max) return fc.integer({ min: -5, max: 5 });
  const step = typeof schema.multipleOf === "number" ? schema.multipleOf : undefined;
  if (step && Math.ceil(min / step) <= Math.floor(max / step)) {
    return fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((k) => k * step);
  }
  if (integer) return fc.integer({ min, max });
  return fc.oneof(fc.integer({ min, max }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

export function valueArbitrary(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<Json> {
  const valid = validArbitrary(schema, root, depth);
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json> });
}

function validArbitrary(schema: Schema, root: Schema, depth: number): fc.Arbitrary<Json> {
  if (depth > 6) return fc.constant(null);
  if (typeof schema === "boolean" || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>;
  const next = (inner: Json | undefined) => valueArbitrary((inner ?? true) as Schema, root, depth + 1);
  if (typeof schema.$ref === "string") return validArbitrary(resolveRef(root, schema.$ref), root, depth + 1);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const keyword of ["anyOf", "oneOf"]) {
    const members = schema[keyword];
    if (Array.isArray(members) && members.length > 0) return fc.oneof(...members.map((member) => next(member)));
  }
  if (schema.not !== undefined) return fc.constant("anything");
  const type = schema.type;
  if (Array.isArray(type)) return fc.oneof(...type.map((t) => validArbitrary({ ...schema, type: t }, root, depth)));
  switch (type) {
    case "string":
      return stringArbitrary(schema);
    case "number":
    case "integer":
      return numberArbitrary(schema, type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (Array.isArray(schema.items)) {
        const items = schema.items.map((item) => next(item));
        const minItems = typeof schema.minItems === "number" ? schema.minItems : items.length;
        return fc.tuple(...items).chain((full) => fc.integer({ min: minItems, max: full.length }).map((n) => full.slice(0, n)));
      }
      const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
      const maxLength = typeof schema.maxItems === "number" ? schema.maxItems : minLength + 3;
      return fc.array(next(schema.items), { minLength, maxLength: Math.min(maxLength, minLength + 4) });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as { [key: string]: Json };
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const model: { [key: string]: fc.Arbitrary<Json> } = {};
      for (const key of Object.keys(properties)) model[key] = next(properties[key]);
      for (const key of required) model[key] ??= next(isObject(schema.additionalProperties) ? schema.additionalProperties : true);
      const extra = isObject(schema.additionalProperties) ? next(schema.additionalProperties) : undefined;
      return fc
        .tuple(fc.record(model, { requiredKeys: required }), extra ? fc.option(extra) : fc.constant(null))
        .map(([record, more]) => (more === null ? record : { ...record, zz: more }));
    }
    default:
      return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>;
  }
}

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** zod writes tuples the draft-7 way; ajv's 2020-12 dialect wants `prefixItems` and `items`. */
export function toDraft2020(value: Json): Json {
  if (Array.isArray(value)) return value.map(toDraft2020);
  if (!isObject(value)) return value;
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === "properties" || key === "definitions" || key === "patternProperties") {
      out[key] = isObject(item) ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, toDraft2020(v)])) : item;
    } else if (key === "items" && Array.isArray(item)) {
      out.prefixItems = item.map(toDraft2020);
    } else if (key === "additionalItems") {
      out.items = toDraft2020(item);
    } else {
      out[key] = toDraft2020(item);
    }
  }
  if (Array.isArray(value.items) && !("additionalItems" in value)) out.items = true;
  return out;
}
