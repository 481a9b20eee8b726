import { RuleTester } from "@typescript-eslint/rule-tester";
import rule from "../../src/rules/optional-not-required.js";
import { projectDir } from "../rule-tester.js";
import { at } from "./positions.js";

// The same findings with `parserOptions.project` as with `projectService` (the rest of the suite).
const ruleTester = new RuleTester({
  languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: projectDir } },
});
const code = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.strictObject({ q: z.string().optional() }), execute: async () => 1 });`;

ruleTester.run("optional-not-required with parserOptions.project", rule, {
  valid: [`import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\nai.tool({ name: "a", input: z.strictObject({ q: z.string() }), execute: async () => 1 });`],
  invalid: [
    {
      code,
      errors: [{ messageId: "notRequired", ...at(code, "optional()"), suggestions: [{ messageId: "makeRequiredNullable", output: code.replace(".optional()", ".nullable()") }] }],
    },
  ],
});
