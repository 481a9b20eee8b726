import fc from "fast-check";

/**
 * Values for a JSON Schema as zod-to-json-schema writes it (draft-07, `$ref`s that are JSON
 * pointers into the document itself), mostly valid, sometimes not (one node in ten is replaced by
 * an arbitrary JSON value), so both acceptance and rejection get exercised.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json } | boolean;

const FORMAT_EXAMPLES: Record<string, string[]> = {
  email: ["a.b@example.com", "x@test.org"],
  uri: ["https://example.com/x", "mailto:a@b.c"],
  uuid: ["123e4567-e89b-42d3-a456-426614174000"],
  "date-time": ["2024-02-29T12:30:00Z", "2023-01-01T00:00:00.5Z", "2023-01-01T00:00:00+02:00"],
  date: ["2024-02-29", "2023-12-31"],
  time: ["12:30:00", "23:59"],
  ipv4: ["192.168.0.1"],
  ipv6: ["::1", "2001:db8::1"],
  duration: ["P1D", "PT5M"],
};

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Resolves `#`, `#/properties/a/items`, … in the root document. */
export function resolvePointer(root: Schema, ref: string): Schema {
  let current: Json = root as Json;
  for (const raw of ref.replace(/^#\/?/, "").split("/").filter((part) => part !== "")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(current)) current = current[Number(part)];
    else if (isObject(current)) current = current[part];
    else return true;
    if (current === undefined) return true;
  }
  return current as Schema;
}

function stringArbitrary(schema: { [key: string]: Json }): fc.Arbitrary<Json> {
  const min = typeof schema.minLength === "number" ? schema.minLength : 0;
  const max = typeof schema.maxLength === "number" ? schema.maxLength : Math.max(min + 8, 8);
  const options: fc.Arbitrary<Json>[] = [];
  const formatted = typeof schema.format === "string" ? FORMAT_EXAMPLES[schema.format] : undefined;
  if (formatted) options.push(fc.constantFrom(...formatted));
  const pattern = typeof schema.pattern === "string" ? schema.pattern : undefined;
  if (pattern && schema.minLength === undefined && schema.maxLength === undefined) {
    try {
      options.push(fc.stringMatching(new RegExp(pattern)));
    } catch {
      // fast-check cannot build strings for every regex; plain strings stand in.
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

/** `allOf` members folded into one schema (enough for intersections of objects). */
function folded(schema: { [key: string]: Json }): { [key: string]: Json } {
  const members = (schema.allOf as Json[]).filter(isObject);
  const out: { [key: string]: Json } = { ...schema };
  delete out.allOf;
  const properties: { [key: string]: Json } = {};
  const required: Json[] = [];
  for (const member of members) {
    for (const [key, value] of Object.entries(member)) {
      if (key === "properties" && isObject(value)) Object.assign(properties, value);
      else if (key === "required" && Array.isArray(value)) required.push(...value);
      else out[key] ??= value;
    }
  }
  if (Object.keys(properties).length > 0) out.properties = properties;
  if (required.length > 0) out.required = required;
  return out;
}

function validArbitrary(schema: Schema, root: Schema, depth: number): fc.Arbitrary<Json> {
  if (depth > 6) return fc.constant(null);
  if (typeof schema === "boolean" || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>;
  const next = (inner: Json | undefined) => valueArbitrary((inner ?? true) as Schema, root, depth + 1);
  if (typeof schema.$ref === "string") return validArbitrary(resolvePointer(root, schema.$ref), root, depth + 1);
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.anyOf) && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map((member) => next(member)));
  if (Array.isArray(schema.allOf) && schema.type === undefined) return validArbitrary(folded(schema), root, depth);
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
      const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
      if (Array.isArray(schema.items)) {
        const items = schema.items.map((item) => next(item));
        return fc.tuple(...items).chain((full) => fc.integer({ min: Math.min(minItems, full.length), max: full.length }).map((n) => full.slice(0, n)));
      }
      const maxItems = typeof schema.maxItems === "number" ? schema.maxItems : minItems + 3;
      return fc.array(next(schema.items), { minLength: minItems, maxLength: Math.min(maxItems, minItems + 4) });
    }
    case "object": {
      const properties = (schema.properties ?? {}) as { [key: string]: Json };
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const model: { [key: string]: fc.Arbitrary<Json> } = {};
      for (const key of Object.keys(properties)) model[key] = next(properties[key]);
      const additional = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
      for (const key of required) model[key] ??= next(additional ?? true);
      const extra = additional ? next(additional) : undefined;
      return fc
        .tuple(fc.record(model, { requiredKeys: required }), extra ? fc.option(extra) : fc.constant(null))
        .map(([record, more]) => (more === null ? record : { ...record, zz: more }));
    }
    default:
      return fc.jsonValue({ maxDepth: 1 }) as fc.Arbitrary<Json>;
  }
}
