import rule from "../../src/rules/root-not-object.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const run = (input: string) => defineHeader + `defineTool({ name: "a", execute: async () => 1, input: ${input} });`;
const zod = (input: string) => `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: ${input}, execute: async () => 1 });`;

const rootAnyOf = run(`{ anyOf: [{ type: "object", properties: {} }, { type: "object", properties: {} }] }`);
const rootString = run(`{ type: "string" }`);
const objectWithOneOf = run(`{ type: "object", oneOf: [{ required: ["a"] }, { required: ["b"] }], properties: {} }`);
const nullableRoot = run(`{ anyOf: [{ type: "object", properties: {} }, { type: "null" }] }`);
const refBranch = run(`{ anyOf: [{ $ref: "#/$defs/a" }, { type: "object", properties: {} }], $defs: { a: { type: "object", properties: {} } } }`);
const zodUnion = zod(`z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("a") }), z.strictObject({ kind: z.literal("b") })])`);
const zodString = zod(`z.string()`);

const zod3 = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod/v3";\nai.tool({ name: "a", input: z.object({ q: z.string() }), execute: async () => 1 });`;
const zod3Callee = defineHeader + `import { z } from "zod/v3";\ndefineTool({ name: "a", input: z.object({ q: z.string() }) as never, execute: async () => 1 });`;

ruleTester.run("root-not-object", rule, {
  valid: [
    run(`{ type: "object", properties: {} }`),
    zod(`z.object({ a: z.string() })`),
    // A factory of your own that sends zod 3 as zod-to-json-schema converts it: an object.
    zod3Callee,
    // Google accepts what it accepts at the root of parametersJsonSchema; only the object rule applies there.
    { code: objectWithOneOf, options: [{ targets: ["google"] }] },
    // xAI takes a root union whose branches are all objects; a "$ref" branch is not judged.
    { code: rootAnyOf, options: [{ targets: ["xai"] }] },
    { code: refBranch, options: [{ targets: ["xai"] }] },
  ],
  invalid: [
    {
      code: rootAnyOf,
      errors: [
        // One finding for the root: the targets refusing a non-object root and those refusing its union.
        { messageId: "rootNotObject", ...at(rootAnyOf, rootAnyOf.slice(rootAnyOf.indexOf("{ anyOf"), -" });".length)) },
      ],
    },
    {
      // xAI refuses a root union with a branch that is not an object, even beside "type": "object": found at the branch.
      code: objectWithOneOf,
      options: [{ targets: ["xai"] }],
      errors: [
        {
          messageId: "rootUnionBranch",
          data: { position: "1", keyword: "oneOf", actual: 'a schema without "type"', targets: "xAI (listed in targets)", fix: ' Give every branch "type": "object".' },
          ...at(objectWithOneOf, '{ required: ["a"] }'),
        },
      ],
    },
    {
      code: nullableRoot,
      options: [{ targets: ["xai"] }],
      errors: [{ messageId: "rootUnionBranch", ...at(nullableRoot, '{ type: "null" }') }],
    },
    {
      // Where other targets refuse the root itself, one finding says it for all of them.
      code: nullableRoot,
      options: [{ targets: ["openai", "xai"] }],
      errors: [{ messageId: "rootNotObject", data: { actual: 'a union ("anyOf")', targets: "OpenAI and xAI (listed in targets)", fix: " Use an object root with the union in a property." }, ...at(nullableRoot, nullableRoot.slice(nullableRoot.indexOf("{ anyOf"), -" });".length)) }],
    },
    {
      code: rootString,
      errors: [{ messageId: "rootNotObject", ...at(rootString, `{ type: "string" }`) }],
    },
    {
      // An object root with a combinator beside it still fails where combinators are refused at the top.
      code: objectWithOneOf,
      errors: [{ messageId: "rootCombinator", ...at(objectWithOneOf, "oneOf") }],
    },
    {
      // @warlock.js/ai replaces a non-object root by an empty parameter list: every target loses the input.
      code: zodUnion,
      errors: [{ messageId: "rootDropped", ...at(zodUnion, zodUnion.slice(zodUnion.indexOf("discriminatedUnion"), -", execute: async () => 1 });".length)) }],
    },
    {
      // @warlock.js/ai finds no JSON Schema converter on a zod 3 schema: the tool goes out without parameters.
      code: zod3,
      errors: [{ messageId: "inputDropped", ...at(zod3, "object({ q: z.string() })") }],
    },
    {
      code: zodString,
      errors: [{ messageId: "rootDropped", ...at(zodString, "string()") }],
    },
  ],
});
