import rule from "../../src/rules/oversized-description.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const long = "x".repeat(1100);
const toolDescription = `import { ai } from "@warlock.js/ai";\nai.tool({ name: "a", description: "${long}", execute: async () => 1 });`;
const concatenated = `import { ai } from "@warlock.js/ai";\nai.tool({ name: "a", description: "${"y".repeat(600)}" +\n  "${"y".repeat(600)}", execute: async () => 1 });`;
const propertyDescription = defineHeader + `defineTool({ name: "a", execute: async () => 1, input: { type: "object", properties: { q: { type: "string", description: "${"d".repeat(600)}" } } } });`;
const tsDoc = `import { ai } from "@warlock.js/ai";\ninterface Input {\n  /** ${"t".repeat(520)} */\n  q: string;\n}\nai.tool<Input, number>({ name: "a", execute: async () => 1 });`;

const zodDescribe = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.strictObject({ q: z.string().describe("${"z".repeat(513)}") }), execute: async () => 1 });`;

ruleTester.run("oversized-description", rule, {
  valid: [
    `import { ai } from "@warlock.js/ai";\nai.tool({ name: "a", description: "${"x".repeat(1024)}", execute: async () => 1 });`,
    { code: toolDescription, options: [{ maxDescriptionChars: 2000 }] },
    { code: propertyDescription, options: [{ maxPropertyDescriptionChars: 600 }] },
  ],
  invalid: [
    {
      code: toolDescription,
      errors: [{ messageId: "descriptionTooLong", ...at(toolDescription, `"${long}"`) }],
    },
    {
      // Static concatenations count as one text.
      code: concatenated,
      errors: [{ messageId: "descriptionTooLong", ...at(concatenated, concatenated.slice(concatenated.indexOf(`"y`), concatenated.indexOf(", execute"))) }],
    },
    {
      code: propertyDescription,
      errors: [{ messageId: "propertyDescriptionTooLong", ...at(propertyDescription, "description") }],
    },
    {
      // zod: the \`.describe("…")\` text is underlined.
      code: zodDescribe,
      errors: [{ messageId: "propertyDescriptionTooLong", ...at(zodDescribe, `"${"z".repeat(513)}"`) }],
    },
    {
      // JSDoc becomes the description a TypeScript-typed input sends.
      code: tsDoc,
      options: [{ targets: ["anthropic"] }],
      errors: [{ messageId: "propertyDescriptionTooLong", ...at(tsDoc, "q: string;") }],
    },
  ],
});
