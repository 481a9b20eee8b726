import rule from "../../src/rules/ignored-keyword.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);
const googleOnly: [{ targets: string[] }] = [{ targets: ["google"] }];
const run = (input: string) => defineHeader + `defineTool({ name: "search", execute: async () => 1, input: ${input} });`;

const oneOf = run(`{ type: "object", properties: { q: { oneOf: [{ type: "string" }, { type: "number" }] } } }`);
const several = run(`{ type: "object", properties: { q: { type: "string", not: { const: "x" } } }, patternProperties: { "^x-": { type: "string" } } }`);
const zodHeader = `import { ai } from "@warlock.js/ai";\nimport { z } from "zod";\n`;
const zodUnion = zodHeader + `ai.tool({ name: "a", input: z.strictObject({ when: z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("now") }), z.strictObject({ kind: z.literal("at"), iso: z.string() })]) }), execute: async () => 1 });`;

ruleTester.run("ignored-keyword", rule, {
  valid: [
    run(`{ type: "object", properties: { q: { anyOf: [{ type: "string" }, { type: "number" }] } } }`),
    // OpenAI strict rejects oneOf: unsupported-keyword's error, not this warning.
    { code: oneOf, options: [{ targets: ["openai-strict"] }] },
    // Rejected by OpenAI strict and ignored by Gemini: one unsupported-keyword error that says both.
    oneOf,
    // Non-strict Anthropic ignores nothing it reports: the schema goes as written.
    { code: oneOf, options: [{ targets: ["anthropic"] }] },
  ],
  invalid: [
    {
      // Where the tool goes only to targets that ignore the keyword, it is this warning.
      code: oneOf,
      options: [{ targets: ["anthropic", "google"] }],
      errors: [{ messageId: "ignoredKeyword", ...at(oneOf, "oneOf") }],
    },
    {
      code: several,
      options: googleOnly,
      errors: [
        { messageId: "ignoredKeyword", ...at(several, "not") },
        { messageId: "ignoredKeyword", ...at(several, "patternProperties") },
      ],
    },
    {
      // zod writes a discriminated union as oneOf; the finding points at the call that wrote it.
      code: zodUnion,
      options: googleOnly,
      errors: [{ messageId: "ignoredKeyword", ...at(zodUnion, zodUnion.slice(zodUnion.indexOf("discriminatedUnion"), zodUnion.lastIndexOf("]) })") + 2)) }],
    },
  ],
});
