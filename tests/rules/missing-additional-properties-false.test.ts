import rule from "../../src/rules/missing-additional-properties-false.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const run = (input: string) => defineHeader + `defineTool({ name: "search", execute: async () => 1, input: ${input} });`;
const message = (where: string) => ({ messageId: "missingAdditionalPropertiesFalse" as const, data: { where, targets: "[openai-strict]" } });

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
      code: inline,
      output: run(`{ type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false }`),
      errors: [{ ...message("The root object"), ...at(inline, `{ type: "object", properties: { q: { type: "string" } }, required: ["q"] }`) }],
    },
    {
      code: nested,
      output: run(`{ type: "object", properties: { filter: { type: "object", properties: {}, additionalProperties: false } }, required: ["filter"], additionalProperties: false }`),
      errors: [{ ...message("The object at properties.filter"), ...at(nested, `{ type: "object", properties: {} }`) }],
    },
    {
      // Multi-line literals get the property on its own line; a trailing comma and a comment are kept.
      code: multiLine,
      output: multiLine.replace(`required: ["q"], // every property is required`, `required: ["q"], // every property is required\n    additionalProperties: false,`),
      errors: [{ ...message("The root object"), ...at(multiLine, "input") }],
    },
    {
      code: multiLineNoComma,
      output: multiLineNoComma.replace(`required: ["q"]`, `required: ["q"],\n    additionalProperties: false`),
      errors: [{ ...message("The root object"), ...at(multiLineNoComma, "input") }],
    },
    {
      // A map (`additionalProperties: schema`) cannot be closed without changing what it accepts: no fix.
      code: openMap,
      output: null,
      errors: [
        {
          messageId: "openAdditionalProperties",
          data: { where: "The object at properties.tags", value: "a schema", targets: "[openai-strict]" },
          ...at(openMap, "additionalProperties"),
        },
      ],
    },
    {
      // An exported constant is shared with other modules: reported, not rewritten.
      code: sharedConst,
      output: null,
      errors: [{ ...message("The root object"), ...at(sharedConst, `{ type: "object", properties: {} }`) }],
    },
    {
      // zod's plain object is sent as written, open: the fix makes it a strict object at its source.
      code: zodPlain,
      output: zodPlain.replace("z.object(", "z.strictObject("),
      errors: [{ ...message("The root object"), ...at(zodPlain, `object({ q: z.string() })`) }],
    },
    {
      // Nested zod objects are found and fixed where they are built.
      code: zodNested,
      output: zodNested.replace("address: z.object(", "address: z.strictObject("),
      errors: [{ ...message("The object at properties.address"), ...at(zodNested, `object({ street: z.string() })`) }],
    },
    {
      // An object from a named import (\`object(…)\` without \`z.\`): reported, not rewritten (\`strictObject\` may not be imported).
      code: zodNamed,
      output: null,
      errors: [{ ...message("The object at properties.inner"), ...at(zodNamed, `object({ a: z.string() })`) }],
    },
    {
      // A zod object shared through an exported constant is not rewritten.
      code: zodShared,
      output: null,
      errors: [{ ...message("The root object"), ...at(zodShared, `object({ q: z.string() })`) }],
    },
  ],
});
