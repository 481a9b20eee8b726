import rule from "../../src/rules/unsupported-keyword.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const openaiOnly: [{ targets: string[] }] = [{ targets: ["openai-strict"] }];
const run = (input: string) => defineHeader + `defineTool({ name: "search", execute: async () => 1, input: ${input} });`;

const oneOfInline = run(`{ type: "object", properties: { q: { oneOf: [{ type: "string" }, { type: "number" }] } } }`);
const quoted = run(`{ "type": "object", "properties": { "q": { "oneOf": [{ "type": "string" }] } } }`);
const several = run(`{ type: "object", properties: { n: { type: "integer", default: 3, not: { const: 4 } } } }`);
const ownedConst = defineHeader + `const input = { type: "object", properties: { q: { oneOf: [{ type: "string" }] } } };\ndefineTool({ name: "search", input, execute: async () => 1 });`;
const sharedConst = defineHeader + `const input = { type: "object", properties: { q: { oneOf: [{ type: "string" }] } } };\ndefineTool({ name: "a", input, execute: async () => 1 });\nexport const again = input;`;
const otherFile = defineHeader + `import { sharedSearchInput } from "./shared-schemas.js";\ndefineTool({ name: "a", input: sharedSearchInput, execute: async () => 1 });`;
const spread = defineHeader + `const base = { oneOf: [{ type: "string" }] };\ndefineTool({ name: "a", input: { type: "object", properties: { q: { ...base } } }, execute: async () => 1 });`;
// oneOf → anyOf is a fix only when no value can match two branches: each of the three proofs, then overlaps.
const discriminated = run(
  `{ type: "object", properties: { when: { oneOf: [{ type: "object", properties: { kind: { const: "now" } }, required: ["kind"], additionalProperties: false }, { type: "object", properties: { kind: { enum: ["at"] }, iso: { type: "string" } }, required: ["kind", "iso"], additionalProperties: false }] } }, required: ["when"], additionalProperties: false }`,
);
const closedApart = run(
  `{ type: "object", properties: { source: { oneOf: [{ type: "object", properties: { url: { type: "string" } }, required: ["url"], additionalProperties: false }, { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false }] } }, required: ["source"], additionalProperties: false }`,
);
const numberOverlap = run(`{ type: "object", properties: { n: { oneOf: [{ type: "integer" }, { type: "number", minimum: 0 }] } }, required: ["n"], additionalProperties: false }`);
const openApart = run(
  `{ type: "object", properties: { source: { oneOf: [{ type: "object", properties: { url: { type: "string" } }, required: ["url"] }, { type: "object", properties: { path: { type: "string" } }, required: ["path"] }] } }, required: ["source"], additionalProperties: false }`,
);
const useAnyOf = (code: string) => [{ messageId: "useAnyOf" as const, output: code.replace("oneOf", "anyOf") }];
const noTypes = `import { tools } from "my-tools";\ntools.define({ name: "a", input: { type: "object", properties: { q: { allOf: [{ type: "string" }] } } } });`;

const zodHeader = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\n`;
// Forms before draft 2020-12, which Anthropic's validation refuses (the whole request).
const tupleLiteral = run(`{ type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "number" }], minItems: 2 } }, required: ["at"] }`);
const booleanBound = run(`{ type: "object", properties: { rating: { type: "number", minimum: 0, exclusiveMinimum: true } }, required: ["rating"] }`);
const anthropicOnly: [{ targets: string[] }] = [{ targets: ["anthropic"] }];
// OpenAI, strict or not, answers "array schema missing items".
const arrayWithoutItems = run(`{ type: "object", properties: { tags: { type: "array" }, ids: { type: "array", items: { type: "string" } } } }`);
const typeListWithArray = run(`{ type: "object", properties: { value: { type: ["string", "array"] } } }`);
// OpenAI answers "object schema missing properties" for a root object that says nothing of its members.
const bareObjectRoot = run(`{ type: "object", description: "Takes nothing" }`);
const zodUnion = zodHeader + `ai.tool({ name: "a", input: z.strictObject({ when: z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("now") }), z.strictObject({ kind: z.literal("at"), iso: z.string() })]) }), execute: async () => 1 });`;
const zodDefault = zodHeader + `ai.tool({ name: "a", input: z.strictObject({ days: z.number().int().default(3) }), execute: async () => 1 });`;
// zod 3: `.describe()` clones the ZodDefault, but the default was written by `.default()`.
const zod3Default = defineHeader + `import { z } from "zod/v3";\ndefineTool({ name: "a", input: z.object({ days: z.number().default(3).describe("Days") }) as never, execute: async () => 1 });`;

ruleTester.run("unsupported-keyword", rule, {
  valid: [
    run(`{ type: "object", properties: { q: { anyOf: [{ type: "string" }, { type: "number" }] } }, required: ["q"], additionalProperties: false }`),
    // Anthropic accepts the schema as written.
    { code: run(`{ type: "object", properties: { q: { oneOf: [{ type: "string" }] } } }`), options: [{ targets: ["anthropic"] }] },
    // Gemini ignores oneOf rather than rejecting it: that is ignored-keyword's, not an error here.
    { code: run(`{ type: "object", properties: { q: { oneOf: [{ type: "string" }] } } }`), options: [{ targets: ["google"] }] },
    // Draft 2020-12's own forms: positions in "prefixItems", a number in "exclusiveMinimum".
    { code: run(`{ type: "object", properties: { at: { type: "array", prefixItems: [{ type: "number" }], items: false }, n: { type: "number", exclusiveMinimum: 0 } } }`), options: anthropicOnly },
    // OpenAI does not validate against draft 2020-12: the older forms pass there.
    { code: tupleLiteral, options: [{ targets: ["openai"] }] },
    // Anthropic and Gemini take an array without "items".
    { code: arrayWithoutItems, options: [{ targets: ["anthropic", "google"] }] },
    // Anthropic takes a root object without "properties"; OpenAI takes one that has them.
    { code: bareObjectRoot, options: [{ targets: ["anthropic"] }] },
    { code: run(`{ type: "object", properties: {} }`), options: [{ targets: ["openai"] }] },
    // A property that happens to be called "not" is not the keyword.
    run(`{ type: "object", properties: { not: { type: "string" } }, required: ["not"], additionalProperties: false }`),
  ],
  invalid: [
    {
      code: arrayWithoutItems,
      output: null,
      options: [{ targets: ["openai"] }],
      errors: [{ messageId: "arrayWithoutItems", ...at(arrayWithoutItems, "type", 1) }],
    },
    {
      code: typeListWithArray,
      output: null,
      options: [{ targets: ["openai"] }],
      errors: [{ messageId: "arrayWithoutItems", ...at(typeListWithArray, "type", 1) }],
    },
    {
      code: bareObjectRoot,
      output: null,
      options: [{ targets: ["openai"] }],
      errors: [{ messageId: "objectWithoutProperties", ...at(bareObjectRoot, "type") }],
    },
    {
      code: tupleLiteral,
      output: null,
      options: anthropicOnly,
      errors: [
        {
          messageId: "tupleItems",
          ...at(tupleLiteral, "items"),
        },
      ],
    },
    {
      code: booleanBound,
      output: null,
      options: [{ targets: ["anthropic", "bedrock"] }],
      errors: [
        {
          messageId: "booleanBound",
          ...at(booleanBound, "exclusiveMinimum"),
        },
      ],
    },
    {
      // zod: reported at the call that emits "oneOf"; the rewrite to z.union is a suggestion.
      code: zodUnion,
      output: null,
      options: openaiOnly,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(zodUnion, zodUnion.slice(zodUnion.indexOf("discriminatedUnion"), zodUnion.indexOf(" }), execute"))),
          suggestions: [{ messageId: "useUnion", output: zodUnion.replace(`discriminatedUnion("kind", [`, "union([") }],
        },
      ],
    },
    {
      // `.default(3)` emits "default", which strict mode rejects; the finding points at that call.
      code: zodDefault,
      output: null,
      options: openaiOnly,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(zodDefault, "default(3)"),
        },
      ],
    },
    {
      code: zod3Default,
      output: null,
      options: openaiOnly,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(zod3Default, "default(3)"),
        },
      ],
    },
    {
      // (b) A string and a number branch never both match: the rename is a fix.
      code: oneOfInline,
      output: oneOfInline.replace("oneOf", "anyOf"),
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(oneOfInline, "oneOf"),
        },
      ],
    },
    {
      // (a) Every branch requires "kind" with its own const / single-value enum: a fix.
      code: discriminated,
      output: discriminated.replace("oneOf", "anyOf"),
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(discriminated, "oneOf") }],
    },
    {
      // (c) Each branch requires a key the other, closed, does not allow: a fix.
      code: closedApart,
      output: closedApart.replace("oneOf", "anyOf"),
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(closedApart, "oneOf") }],
    },
    {
      // 3 is an integer and a number: oneOf rejects it, anyOf would accept it. Only suggested.
      code: numberOverlap,
      output: null,
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(numberOverlap, "oneOf"), suggestions: useAnyOf(numberOverlap) }],
    },
    {
      // Open objects: { url, path } matches both branches. Only suggested, where a target names "anyOf".
      code: openApart,
      output: null,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(openApart, "oneOf"),
          suggestions: useAnyOf(openApart),
        },
      ],
    },
    {
      // A quoted key keeps its quotes (a single branch is disjoint from nothing: a fix).
      code: quoted,
      output: quoted.replace('"oneOf"', '"anyOf"'),
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(quoted, '"oneOf"') }],
    },
    {
      // Several unsupported keywords in one node are reported one by one, without a fix.
      code: several,
      output: null,
      options: openaiOnly,
      errors: [
        { messageId: "unsupportedKeyword", ...at(several, "default") },
        { messageId: "unsupportedKeyword", ...at(several, "not") },
      ],
    },
    {
      // A constant used only by this definition is owned: the fix edits it.
      code: ownedConst,
      output: ownedConst.replace("oneOf", "anyOf"),
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(ownedConst, "oneOf") }],
    },
    {
      // A constant used twice is shared: reported, not rewritten.
      code: sharedConst,
      output: null,
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(sharedConst, "oneOf") }],
    },
    {
      // A schema from another file: reported at this definition's `input`, never fixed.
      code: otherFile,
      output: null,
      options: openaiOnly,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(otherFile, "input"),
        },
      ],
    },
    {
      // Keywords that came in through a spread are not owned by this literal: reported at the property name, not fixed.
      code: spread,
      output: null,
      options: openaiOnly,
      errors: [{ messageId: "unsupportedKeyword", ...at(spread, "q") }],
    },
    {
      // A package factory found from its import alone ("my-tools" has no types installed); it sends the
      // openai-strict shape, so the optional property is wrapped, and the path says so.
      code: noTypes,
      output: null,
      options: openaiOnly,
      errors: [
        {
          messageId: "unsupportedKeyword",
          ...at(noTypes, "allOf"),
        },
      ],
    },
  ],
});
