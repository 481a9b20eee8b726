import rule from "../../src/rules/invalid-name.js";
import { createRuleTester } from "../rule-tester.js";

const ruleTester = createRuleTester();
const header = `import { ai, tool } from "@warlock.js/ai";\n`;
const long = "a".repeat(70);

ruleTester.run("invalid-name", rule, {
  valid: [
    header + `ai.tool({ name: "get_weather", description: "Weather now.", execute: async () => 1 });`,
    // A dot is fine for Google, which is the only target here.
    {
      code: header + `ai.tool({ name: "fetch.weather", execute: async () => 1 });`,
      options: [{ targets: ["google"] }],
    },
    // A name that is not static is not guessed at.
    header + `declare const area: string;\nai.tool({ name: \`fetch \${area}\`, execute: async () => 1 });`,
    // A local object called \`ai\` is not the framework.
    `const ai = { tool: (def: { name: string }) => def };\nai.tool({ name: "not a tool" });`,
    // The definition turns its own lint off.
    header + `ai.tool({ name: "fetch.weather", execute: async () => 1, lint: false });`,
    // The definition's own targets win over the rule's.
    header + `ai.tool({ name: "fetch.weather", execute: async () => 1, lint: { targets: ["google"] } });`,
  ],
  invalid: [
    {
      code: header + `ai.tool({ name: "fetch.weather", execute: async () => 1 });`,
      errors: [
        {
          messageId: "invalidName",
          data: { name: "fetch.weather", targets: "[openai-strict, anthropic]", problem: "use only letters, digits, `_` and `-`" },
          line: 2,
          column: 16,
          endLine: 2,
          endColumn: 31,
          suggestions: [
            {
              messageId: "renameTool",
              data: { name: "fetch_weather" },
              output: header + `ai.tool({ name: "fetch_weather", execute: async () => 1 });`,
            },
          ],
        },
      ],
    },
    {
      code: header + `tool({ name: '${long}', execute: async () => 1 });`,
      errors: [
        {
          messageId: "invalidName",
          data: { targets: "[openai-strict]", problem: "it has 70 characters, more than 64" },
          line: 2,
          column: 13,
          endColumn: 85,
          suggestions: [
            { messageId: "renameTool", data: { name: "a".repeat(64) }, output: header + `tool({ name: '${"a".repeat(64)}', execute: async () => 1 });` },
          ],
        },
      ],
    },
    {
      // Aliased and namespace imports are followed.
      code: `import { ai as w } from "@warlock.js/ai";\nw.tool({ name: "a b", execute: async () => 1 });`,
      errors: [{ messageId: "invalidName", line: 2, column: 15, endColumn: 20, suggestions: [{ messageId: "renameTool", output: `import { ai as w } from "@warlock.js/ai";\nw.tool({ name: "a_b", execute: async () => 1 });` }] }],
    },
    {
      code: `import * as warlock from "@warlock.js/ai";\nwarlock.ai.tool({ name: "", execute: async () => 1 });`,
      errors: [{ messageId: "invalidName", data: { problem: "it is empty", targets: "[openai-strict, anthropic, google]" }, line: 2, column: 24, endColumn: 26, suggestions: [] }],
    },
    {
      code: header + `ai.tool({ name: "9lives", execute: async () => 1 });`,
      options: [{ targets: ["google"] }],
      errors: [{ messageId: "invalidName", data: { targets: "[google]" }, line: 2, column: 16, endColumn: 24, suggestions: [{ messageId: "renameTool", data: { name: "_9lives" }, output: header + `ai.tool({ name: "_9lives", execute: async () => 1 });` }] }],
    },
    {
      // A definition held in a const is followed; the name is underlined where it is written.
      code: header + `const def = {\n  name: "send email",\n  execute: async () => 1,\n};\nai.tool(def);`,
      errors: [{ messageId: "invalidName", line: 3, column: 9, endColumn: 21, suggestions: [{ messageId: "renameTool", output: header + `const def = {\n  name: "send_email",\n  execute: async () => 1,\n};\nai.tool(def);` }] }],
    },
    {
      // A name from a constant is reported at the constant's use, without a rewrite.
      code: header + `const NAME = "send email";\nai.tool({ name: NAME, execute: async () => 1 });`,
      errors: [{ messageId: "invalidName", line: 3, column: 16, endColumn: 20, suggestions: [] }],
    },
  ],
});
