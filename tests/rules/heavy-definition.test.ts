import rule from "../../src/rules/heavy-definition.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const header = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\n`;
const heavy = header + `ai.tool({ name: "save_facts", description: "${"w".repeat(2000)}", execute: async () => 1 });`;
const zodFields = Array.from({ length: 60 }, (_, i) => `field${i}: z.string()`).join(", ");
const heavyZod = header + `ai.tool({ name: "bulk", input: z.strictObject({ ${zodFields} }), execute: async () => 1 });`;
const heavyZodTyped = header + `export function define(field0: z.ZodString) {\n  return ai.tool({ name: "bulk", input: z.strictObject({ ${zodFields.replace("field0: z.string()", "field0")} }), execute: async () => 1 });\n}`;

ruleTester.run("heavy-definition", rule, {
  valid: [
    header + `ai.tool({ name: "ping", description: "Check the service is up.", execute: async () => 1 });`,
    // openai-strict counts this one exactly: 1011 o200k tokens (2000 "w"s are about two per token).
    { code: heavy, options: [{ warnAboveTokens: 1100 }] },
    { code: heavy, settings: { "tool-schema": { warnAboveTokens: 1100 } } },
    header + `ai.tool({ name: "save_facts", description: "${"w".repeat(2000)}", execute: async () => 1, lint: { warnAboveTokens: 1100 } });`,
  ],
  invalid: [
    {
      // The figures (1011 o200k tokens for openai-strict, 518 estimated elsewhere) are checked in
      // tests/tokens/cost.test.ts: the message wording is not this file's concern.
      code: heavy,
      errors: [{ messageId: "heavy", ...at(heavy, "ai.tool") }],
    },
    {
      code: heavy,
      options: [{ charsPerToken: 3 }],
      errors: [{ messageId: "heavy", ...at(heavy, "ai.tool") }],
    },
    {
      // Rule options win over settings.
      code: heavy,
      settings: { "tool-schema": { warnAboveTokens: 5000 } },
      options: [{ warnAboveTokens: 400 }],
      errors: [{ messageId: "heavy", ...at(heavy, "ai.tool") }],
    },
    {
      // zod interpreted exactly: the estimate is that of zod's own output.
      code: heavyZod,
      options: [{ warnAboveTokens: 300 }],
      errors: [{ messageId: "heavy", ...at(heavyZod, "ai.tool") }],
    },
    {
      // A field passed in from elsewhere: zod is then read through its type, a lower bound, and the message says so.
      code: heavyZodTyped,
      options: [{ warnAboveTokens: 300 }],
      errors: [{ messageId: "heavy", ...at(heavyZodTyped, "ai.tool") }],
    },
  ],
});
