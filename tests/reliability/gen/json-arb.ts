import fc from "fast-check";
import { keyText, manyLiterals, propertyKey } from "./names.js";

/**
 * Random JSON Schema object literals as TypeScript source: valid ones, invalid ones (`type: 42`,
 * `required: "x"`, `properties: null`), booleans as schemas, `$ref`s to existing and missing
 * definitions, unsupported keywords, spreads and computed keys, values the evaluator cannot know.
 */
const validScalar = fc.constantFrom(
  '{ type: "string" }',
  '{ type: "string", minLength: 1, maxLength: 5, pattern: "^a" }',
  '{ type: "string", format: "email" }',
  '{ type: "integer", minimum: 0, default: 3 }',
  '{ type: "number", multipleOf: 0.5 }',
  '{ type: "boolean" }',
  '{ type: "null" }',
  '{ type: ["string", "null"] }',
  '{ enum: ["a", "b", null] }',
  '{ const: "fixed" }',
  '{ type: "string", description: "A value." }',
  '{ oneOf: [{ type: "string" }, { type: "number" }] }',
  "{}",
);

/** Schemas the evaluator must refuse or that are odd but legal: most of them leave the tool unresolved. */
const oddScalar = fc.constantFrom(
  "true",
  "false",
  '{ $ref: "#/$defs/node" }',
  '{ $ref: "#/definitions/missing" }',
  '{ $ref: "#" }',
  '{ $ref: "https://example.com/schema.json" }',
  "{ type: 42 }",
  '{ type: "strng" }',
  "{ type: null }",
  "{ enum: 3 }",
  '{ type: ["string", 1] }',
  '{ type: "string", description: undefined }',
  "{ type: Color.Red }",
  '{ type: "string", description: `joined ${prefix}` }',
  '{ type: "number", minimum: -0, maximum: Infinity }',
  '{ type: "number", default: NaN }',
  '{ type: "string", default: void 0 }',
  '{ type: "string", [k]: 1 }',
  "anyValue",
  "getName()",
  '{ type: "string", description: getName() }',
  '{ type: "string", examples: [() => 1] }',
  "sharedLiteral",
  'sharedLiteral.properties.q',
  "{ ...sharedLiteral }",
  '{ type: "string", ...(flag ? { minLength: 1 } : {}) }',
  "cycleA",
  "selfRef",
  "wideLiteral",
  '{ type: "integer", maximum: 1e400, minimum: -1e400 }',
  '{ type: "number", minimum: 0x10, maximum: 1_000 }',
  '{ type: "string", default: 1n }',
  '{ type: "string", pattern: /abc/ }',
  '{ type: "string", default: new Date() }',
  "{ enum: [, 1] }",
  '{ enum: [...["a", "b"]] }',
  '{ type: "string", description: "a" + 1 }',
  '{ 1: "numeric", type: "string" }',
  '{ type: "string", [Symbol.iterator]: 1 }',
  '{ type: "string", "\\u0000": 1 }',
  'Object.freeze({ type: "string" })',
  'JSON.parse("{}")',
  '{ type: (("string")) }',
  '{ type: <const>"string" }',
  '{ type: flag ? "string" : "number" }',
  "{ type: sharedLiteral.type }",
  '{ type: "object", properties: sharedLiteral.properties }',
  '{ type: "object", properties: { get x() { return {}; } } }',
  '{ type: "object", properties: { m() { return 1; } } }',
  '{ type: "object", properties: { [`tmpl`]: { type: "string" } }, required: [`tmpl`] }',
  '{ type: "object", properties: { ["a" + "b"]: { type: "string" } } }',
  '{ type: "string", description: "x".repeat(3) }',
  '{ type: "string", description: Color.Red, title: Level.High }',
  "{ type: `string` }",
  '{ type: "string", description: null! }',
  '{ type: "object", properties: { x: { type: "string" } }, required: ["x"], additionalProperties: false } as unknown as never',
);

// Mostly valid leaves, so that whole literals resolve often enough for their findings and fixes to show.
const scalarSchema = fc.oneof({ weight: 5, arbitrary: validScalar }, { weight: 1, arbitrary: oddScalar });

const hugeEnum = fc.constantFrom(2, 30, 30, 1500).map((n) => `{ type: "string", enum: [${manyLiterals(n).join(", ")}] }`);

function properties(entries: readonly [string, string][]): string {
  return `{ ${entries.map(([key, value]) => `${keyText(key)}: ${value}`).join(", ")} }`;
}

const requiredForm = fc.constantFrom("all", "none", "some", "string", "number", "unknown", "duplicate");

function requiredOf(keys: readonly string[], form: string): string {
  switch (form) {
    case "all":
      return `required: ${JSON.stringify(keys)}, `;
    case "some":
      return `required: ${JSON.stringify(keys.slice(1))}, `;
    case "string":
      return 'required: "x", ';
    case "number":
      return "required: 5, ";
    case "unknown":
      return `required: [${JSON.stringify("nope")}, ...${JSON.stringify(keys)}], `;
    case "duplicate":
      return `required: ${JSON.stringify([...keys, ...keys])}, `;
    default:
      return "";
  }
}

const closing = fc.constantFrom("", "additionalProperties: false, ", "additionalProperties: true, ", 'additionalProperties: { type: "number" }, ', "additionalProperties: 0, ");

/**
 * Comments after the last member, where fixes insert text: commas and brackets inside them must not
 * be taken for the trailing comma (a regression pinned in `regressions.test.ts`).
 */
const comment = fc.constantFrom("", "/* note */ ", "// trailing comment\n", "/* } ] */ ", "\n  // own line\n  ", "/* a, b */ ", "// last, member\n");
const leading = fc.constantFrom("", "/* a, b */ ", "// first, member\n  ");

/** `{ ... }` around a nested value `depth` levels deep: deeper than the evaluator's 64-level limit. */
const deepNesting = fc.integer({ min: 60, max: 90 }).map((depth) => {
  let inner = '{ type: "string" }';
  for (let i = 0; i < depth; i++) inner = `{ type: "object", properties: { n: ${inner} }, required: ["n"], additionalProperties: false }`;
  return inner;
});

export const jsonSchemaArb: fc.Arbitrary<string> = fc.letrec<{ schema: string; object: string }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    scalarSchema,
    hugeEnum,
    tie("object"),
    tie("object"),
    tie("schema").map((items) => `{ type: "array", items: ${items}, minItems: 1 }`),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]) => `{ type: "array", prefixItems: [${a}, ${b}], items: false }`),
    fc.tuple(fc.constantFrom("anyOf", "oneOf", "allOf"), fc.array(tie("schema"), { maxLength: 3 })).map(([kw, list]) => `{ ${kw}: [${list.join(", ")}] }`),
    tie("schema").map((s) => `{ not: ${s} }`),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]) => `{ if: ${a}, then: ${b}, else: false }`),
    tie("schema").map((s) => `{ type: "object", patternProperties: { "^x": ${s} } }`),
    tie("schema").map((s) => `{ $defs: { node: ${s} }, $ref: "#/$defs/node" }`),
    tie("schema").map((s) => `{ type: "object", properties: 5, items: ${s} }`),
    tie("schema").map((s) => `{ type: "object", properties: null, required: [null], description: ${s} }`),
    tie("schema").map((s) => `(${s}) as const`),
    tie("schema").map((s) => `(${s}) satisfies unknown`),
    deepNesting,
  ),
  object: fc
    .tuple(fc.uniqueArray(propertyKey, { maxLength: 4 }), fc.array(tie("schema"), { minLength: 4, maxLength: 4 }), requiredForm, closing, fc.boolean(), comment, fc.boolean(), leading)
    .map(([keys, values, form, close, typed, note, multiLine, first]) => {
      const entries = keys.map((key, i): [string, string] => [key, values[i]]);
      const members = [typed ? 'type: "object"' : "", `properties: ${properties(entries)}`, requiredOf(keys, form).replace(/, $/, ""), close.replace(/, $/, "")].filter(Boolean);
      // One comment before the first member, one between the last member and its trailing comma.
      const last = members.length - 1;
      members[0] = `${first}${members[0]}`;
      members[last] = `${members[last]} ${note}`;
      return multiLine ? `{\n  ${members.join(",\n  ")},\n}` : `{ ${members.join(", ")}, }`;
    }),
})).schema;

/**
 * Objects the plugin can fix: resolvable leaves, nested objects, usually without
 * `additionalProperties: false`, with `oneOf`s, comments and trailing commas in every layout.
 */
export const fixableObjectArb: fc.Arbitrary<string> = fc.letrec<{ object: string; value: string }>((tie) => ({
  object: fc
    .tuple(
      fc.uniqueArray(fc.constantFrom("q", "limit", "filter", "when", "tags"), { maxLength: 3 }),
      fc.array(tie("value"), { minLength: 3, maxLength: 3 }),
      fc.constantFrom("", "", "", "additionalProperties: false", "additionalProperties: true"),
      comment,
      fc.boolean(),
      fc.boolean(),
      leading,
    )
    .map(([keys, values, close, note, multiLine, trailingComma, first]) => {
      const entries = keys.map((key, i): [string, string] => [key, values[i]]);
      const members = ['type: "object"', `properties: ${properties(entries)}`, keys.length ? `required: ${JSON.stringify(keys)}` : "", close].filter(Boolean);
      const last = members.length - 1;
      members[0] = `${first}${members[0]}`;
      members[last] = `${members[last]} ${note}`;
      const comma = trailingComma ? "," : "";
      return multiLine ? `{\n  ${members.join(",\n  ")}${comma}\n}` : `{ ${members.join(", ")}${comma} }`;
    }),
  value: fc.oneof({ depthSize: "small", maxDepth: 3 }, validScalar, tie("object")),
})).object;
