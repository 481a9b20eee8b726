/**
 * The documented projection of zod's real output onto what a zod type can show. Applied to
 * `schema["~standard"].jsonSchema.input({ target: "openai-strict" })`, it:
 * 1. drops annotations and checks held in runtime values: description, title, examples, default,
 *    minLength, maxLength, pattern, format, contentEncoding, contentMediaType, minimum, maximum,
 *    exclusiveMinimum, exclusiveMaximum, multipleOf, and minItems/maxItems on lists (`items` is one
 *    schema) but not on tuples, whose bounds follow from the item count. `readOnly` stays: a
 *    ZodReadonly is visible in the type;
 * 2. drops `allOf` members left empty by step 1 (stacked regexes or divisors), and the `allOf`
 *    itself when none is left;
 * 3. re-applies zod's own compaction of `anyOf` with bare `{type}` members into a `type` array,
 *    which zod skips when a member carried a check or description that step 1 removed.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const RUNTIME_KEYWORDS = new Set([
  "description",
  "title",
  "examples",
  "default",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "contentEncoding",
  "contentMediaType",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
]);

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function strip(value: Json): Json {
  if (Array.isArray(value)) return value.map(strip);
  if (!isObject(value)) return value;
  const isList = value.type === "array" && isObject(value.items ?? null);
  const out: { [key: string]: Json } = {};
  for (const [key, item] of Object.entries(value)) {
    if (RUNTIME_KEYWORDS.has(key)) continue;
    if (isList && (key === "minItems" || key === "maxItems")) continue;
    // property names and definition names are data, not keywords
    if ((key === "properties" || key === "definitions") && isObject(item)) {
      out[key] = Object.fromEntries(Object.entries(item).map(([name, schema]) => [name, strip(schema)]));
      continue;
    }
    out[key] = strip(item);
  }
  if (Array.isArray(out.allOf)) {
    const members = out.allOf.filter((member) => !(isObject(member) && Object.keys(member).length === 0));
    if (members.length === 0) delete out.allOf;
    else out.allOf = members;
  }
  return out;
}

function compact(value: Json): void {
  if (Array.isArray(value)) return value.forEach(compact);
  if (!isObject(value)) return;
  for (const item of Object.values(value)) compact(item);
  const options = value.anyOf;
  if (!Array.isArray(options) || options.length === 0 || value.type !== undefined) return;
  const types: string[] = [];
  for (const option of options) {
    if (!isObject(option) || Object.keys(option).length !== 1 || option.type === undefined) return;
    for (const member of Array.isArray(option.type) ? option.type : [option.type]) {
      if (typeof member !== "string") return;
      if (!types.includes(member)) types.push(member);
    }
  }
  delete value.anyOf;
  value.type = types.length === 1 ? types[0] : types;
}

export function projectZodOutput(real: unknown): Json {
  const projected = strip(JSON.parse(JSON.stringify(real)) as Json);
  compact(projected);
  return projected;
}

export interface StandardJsonSchema {
  "~standard": { jsonSchema: { input(options: { target: string }): unknown } };
}

export function realZodInput(schema: unknown): unknown {
  return (schema as StandardJsonSchema)["~standard"].jsonSchema.input({ target: "openai-strict" });
}
