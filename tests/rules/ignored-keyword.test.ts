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
    // Non-strict Anthropic ignores nothing it reports: the schema goes as written.
    { code: oneOf, options: [{ targets: ["anthropic"] }] },
  ],
  invalid: [
    {
      // The callee's default destinations (openai-strict, anthropic, google): only Google ignores it.
      code: oneOf,
      errors: [{ messageId: "ignoredKeyword", data: { where: "properties.q", keyword: "oneOf", targets: "[google]", instead: "" }, ...at(oneOf, "oneOf") }],
    },
    {
      code: several,
      options: googleOnly,
      errors: [
        { messageId: "ignoredKeyword", data: { where: "properties.q", keyword: "not", targets: "[google]", instead: "" }, ...at(several, "not") },
        { messageId: "ignoredKeyword", data: { where: "The root schema", keyword: "patternProperties", targets: "[google]", instead: "" }, ...at(several, "patternProperties") },
      ],
    },
    {
      // zod writes a discriminated union as oneOf; the finding points at the call that wrote it.
      code: zodUnion,
      options: googleOnly,
      errors: [{ messageId: "ignoredKeyword", data: { where: "properties.when", keyword: "oneOf", targets: "[google]", instead: "" }, ...at(zodUnion, zodUnion.slice(zodUnion.indexOf("discriminatedUnion"), zodUnion.lastIndexOf("]) })") + 2)) }],
    },
  ],
});
