import rule from "../../src/rules/optional-not-required.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const run = (input: string) => defineHeader + `defineTool({ name: "save", execute: async () => 1, input: ${input} });`;
const zod = (input: string) => `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "save", input: ${input}, execute: async () => 1 });`;

const literal = run(`{ type: "object", properties: { id: { type: "string" }, note: { type: "string" } }, required: ["id"], additionalProperties: false }`);
const noRequired = run(`{ type: "object", properties: { note: { type: ["string", "number"] } }, additionalProperties: false }`);
const untyped = run(`{ type: "object", properties: { note: { enum: ["a", "b"] } }, required: [], additionalProperties: false }`);
const nestedZod = zod(`z.strictObject({ id: z.string(), address: z.strictObject({ street: z.string(), unit: z.string().optional() }) })`);
const defaulted = zod(`z.strictObject({ limit: z.number().default(10) })`);

ruleTester.run("optional-not-required", rule, {
  valid: [
    run(`{ type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false }`),
    { code: literal, options: [{ targets: ["anthropic", "google"] }] },
    // The openai-strict shape lists every property; what that costs is optional-forced-required's business.
    `import { ai } from "@warlock.js/ai";\nai.tool<{ id: string; note?: string }, number>({ name: "save", execute: async () => 1 });`,
    zod(`z.strictObject({ note: z.string().nullable() })`),
  ],
  invalid: [
    {
      code: literal,
      errors: [
        {
          messageId: "notRequired",
          ...at(literal, `note: { type: "string" }`),
          suggestions: [
            {
              messageId: "makeRequiredNullable",
              data: { property: "note" },
              output: run(`{ type: "object", properties: { id: { type: "string" }, note: { type: ["string", "null"] } }, required: ["id", "note"], additionalProperties: false }`),
            },
          ],
        },
      ],
    },
    {
      // No `required` at all: the suggestion adds it; a type array gains "null".
      code: noRequired,
      errors: [
        {
          messageId: "notRequired",
          ...at(noRequired, `note: { type: ["string", "number"] }`),
          suggestions: [
            {
              messageId: "makeRequiredNullable",
              output: run(`{ type: "object", properties: { note: { type: ["string", "number", "null"] } }, additionalProperties: false, required: ["note"] }`),
            },
          ],
        },
      ],
    },
    {
      // Without a `type` to widen, no rewrite is offered.
      code: untyped,
      errors: [{ messageId: "notRequired", ...at(untyped, `note: { enum: ["a", "b"] }`), suggestions: [] }],
    },
    {
      // zod: nested optional fields are found and reported at the property that declares them.
      code: nestedZod,
      errors: [
        {
          messageId: "notRequired",
          ...at(nestedZod, "optional()"),
          suggestions: [{ messageId: "makeRequiredNullable", output: nestedZod.replace(".optional()", ".nullable()") }],
        },
      ],
    },
    {
      // `.default()` makes a field optional in zod's input schema.
      code: defaulted,
      errors: [{ messageId: "notRequired", ...at(defaulted, "default(10)"), suggestions: [] }],
    },
  ],
});
