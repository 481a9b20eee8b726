import rule from "../../src/rules/missing-additional-properties-false.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const run = (input: string) => defineHeader + `defineTool({ name: "search", execute: async () => 1, input: ${input} });`;
const finding = { messageId: "missingAdditionalPropertiesFalse" as const };

const inline = run(`{ type: "object", properties: { q: { type: "string" } }, required: ["q"] }`);
const nested = run(`{ type: "object", properties: { filter: { type: "object", properties: {} } }, required: ["filter"], additionalProperties: false }`);
const multiLine = defineHeader + `defineTool({
  name: "search",
  execute: async () => 1,
  input: {
    type: "object",
    properties: { q: { type: "string" } },
    required: ["q"], // every property is required
  },
});`;
const multiLineNoComma = multiLine.replace(`required: ["q"], // every property is required`, `required: ["q"]`);
const openMap = run(`{ type: "object", properties: { tags: { type: "object", additionalProperties: { type: "number" } } }, required: ["tags"], additionalProperties: false }`);
const sharedConst = defineHeader + `export const input = { type: "object", properties: {} };\ndefineTool({ name: "a", input, execute: async () => 1 });`;
const zodNested = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.strictObject({ address: z.object({ street: z.string() }) }), execute: async () => 1 });`;
const zodNamed = `import { ai } from "@warlock.js/ai";\nimport { z, object } from "zod";\nai.tool({ name: "a", input: z.strictObject({ inner: object({ a: z.string() }) }), execute: async () => 1 });`;
const zodShared = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nexport const input = z.object({ q: z.string() });\nai.tool({ name: "a", input, execute: async () => 1 });`;
const zodPlain = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.object({ q: z.string() }), execute: async () => 1 });`;

ruleTester.run("missing-additional-properties-false", rule, {
  valid: [
    run(`{ type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false }`),
    // Only strict targets need it.
    { code: inline, options: [{ targets: ["anthropic", "google"] }] },
    // A strict zod object is closed.
    `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.strictObject({ q: z.string() }), execute: async () => 1 });`,
    // A framework that sends the openai-strict shape closes every object itself.
    `import { tools } from "my-tools";\ntools.define({ name: "a", input: { type: "object", properties: { q: { type: "string" } } } });`,
    // A type is sent in the openai-strict shape by @warlock.js/ai.
    `import { ai } from "@warlock.js/ai";\nai.tool<{ q: string }, number>({ name: "a", execute: async () => 1 });`,
  ],
  invalid: [
    {
      // Closing an object changes what a JSON Schema validator accepts: a suggestion, never a fix.
      code: inline,
      output: null,
      errors: [
        {
          ...finding,
          ...at(inline, `{ type: "object", properties: { q: { type: "string" } }, required: ["q"] }`),
          suggestions: [{ messageId: "closeObject", output: run(`{ type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false }`) }],
        },
      ],
    },
    {
      code: nested,
      output: null,
      errors: [
        {
          ...finding,
          ...at(nested, `{ type: "object", properties: {} }`),
          suggestions: [
            {
              messageId: "closeObject",
              output: run(`{ type: "object", properties: { filter: { type: "object", properties: {}, additionalProperties: false } }, required: ["filter"], additionalProperties: false }`),
            },
          ],
        },
      ],
    },
    {
      // Multi-line literals get the property on its own line; a trailing comma and a comment are kept.
      code: multiLine,
      output: null,
      errors: [
        {
          ...finding,
          ...at(multiLine, "input"),
          suggestions: [
            {
              messageId: "closeObject",
              output: multiLine.replace(`required: ["q"], // every property is required`, `required: ["q"], // every property is required\n    additionalProperties: false,`),
            },
          ],
        },
      ],
    },
    {
      code: multiLineNoComma,
      output: null,
      errors: [
        {
          ...finding,
          ...at(multiLineNoComma, "input"),
          suggestions: [{ messageId: "closeObject", output: multiLineNoComma.replace(`required: ["q"]`, `required: ["q"],\n    additionalProperties: false`) }],
        },
      ],
    },
    {
      // A map (`additionalProperties: schema`) cannot be closed without changing what it accepts: nothing offered.
      code: openMap,
      output: null,
      errors: [
        {
          messageId: "openAdditionalProperties",
          ...at(openMap, "additionalProperties"),
          suggestions: [],
        },
      ],
    },
    {
      // An exported constant is shared with other modules: reported, no rewrite offered.
      code: sharedConst,
      output: null,
      errors: [{ ...finding, ...at(sharedConst, `{ type: "object", properties: {} }`), suggestions: [] }],
    },
    {
      // zod's plain object strips unknown keys, a strict one rejects them (so does the MCP SDK, which
      // validates with this schema): z.strictObject is suggested, never applied by --fix.
      code: zodPlain,
      output: null,
      errors: [
        {
          ...finding,
          ...at(zodPlain, `object({ q: z.string() })`),
          suggestions: [{ messageId: "useStrictObject", output: zodPlain.replace("z.object(", "z.strictObject(") }],
        },
      ],
    },
    {
      // Nested zod objects are found and the suggestion edits them where they are built.
      code: zodNested,
      output: null,
      errors: [
        {
          ...finding,
          ...at(zodNested, `object({ street: z.string() })`),
          suggestions: [{ messageId: "useStrictObject", output: zodNested.replace("address: z.object(", "address: z.strictObject(") }],
        },
      ],
    },
    {
      // An object from a named import (\`object(…)\` without \`z.\`): reported, not rewritten (\`strictObject\` may not be imported).
      code: zodNamed,
      output: null,
      errors: [{ ...finding, ...at(zodNamed, `object({ a: z.string() })`), suggestions: [] }],
    },
    {
      // A zod object shared through an exported constant is not rewritten.
      code: zodShared,
      output: null,
      errors: [{ ...finding, ...at(zodShared, `object({ q: z.string() })`), suggestions: [] }],
    },
  ],
});
