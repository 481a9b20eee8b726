import rule from "../../src/rules/invalid-name.js";
import { createRuleTester } from "../rule-tester.js";

const ruleTester = createRuleTester();
const header = `import { ai, tool } from "@warlock.js/ai";\n`;
const long = "a".repeat(70);
const strictTargets: [{ targets: string[] }] = [{ targets: ["openai-strict", "anthropic"] }];

ruleTester.run("invalid-name", rule, {
  valid: [
    header + `ai.tool({ name: "get_weather", description: "Weather now.", execute: async () => 1 });`,
    // A dot is fine for Google, which is the only target here.
    { code: header + `ai.tool({ name: "fetch.weather", execute: async () => 1 });`, options: [{ targets: ["google"] }] },
    // A name that is not static is not guessed at.
    header + `declare const area: string;\nai.tool({ name: \`fetch \${area}\`, execute: async () => 1 });`,
    // A local object called \`ai\` is not the framework.
    `const ai = { tool: (def: { name: string }) => def };\nai.tool({ name: "not a tool" });`,
    // A factory of the user's own is not a tool factory until settings name it.
    `import { defineTool } from "./define-tool.js";\ndefineTool({ name: "a b", execute: async () => 1 });`,
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
          line: 2,
          column: 17,
          endLine: 2,
          endColumn: 32,
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
          line: 2,
          column: 14,
          endColumn: 86,
          suggestions: [
            {
              messageId: "renameTool",
              data: { name: "a".repeat(64) },
              output: header + `tool({ name: '${"a".repeat(64)}', execute: async () => 1 });`,
            },
          ],
        },
      ],
    },
    {
      // Aliased imports are followed; each target's own rule gives its own message.
      code: `import { ai as w } from "@warlock.js/ai";\nw.tool({ name: "a b", execute: async () => 1 });`,
      errors: [
        {
          messageId: "invalidName",
          line: 2,
          column: 16,
          endColumn: 21,
          suggestions: [{ messageId: "renameTool", output: `import { ai as w } from "@warlock.js/ai";\nw.tool({ name: "a_b", execute: async () => 1 });` }],
        },
      ],
    },
    {
      code: `import * as warlock from "@warlock.js/ai";\nwarlock.ai.tool({ name: "", execute: async () => 1 });`,
      errors: [
        {
          messageId: "invalidName",
          line: 2,
          column: 25,
          endColumn: 27,
          suggestions: [],
        },
      ],
    },
    {
      code: header + `ai.tool({ name: "9lives", execute: async () => 1 });`,
      options: [{ targets: ["google"] }],
      errors: [
        {
          messageId: "invalidName",
          line: 2,
          column: 17,
          endColumn: 25,
          suggestions: [{ messageId: "renameTool", data: { name: "_9lives" }, output: header + `ai.tool({ name: "_9lives", execute: async () => 1 });` }],
        },
      ],
    },
    {
      // A definition held in a const is followed; the name is underlined where it is written.
      code: header + `const def = {\n  name: "send email",\n  execute: async () => 1,\n};\nai.tool(def);`,
      options: strictTargets,
      errors: [
        {
          messageId: "invalidName",
          line: 3,
          column: 9,
          endColumn: 21,
          suggestions: [{ messageId: "renameTool", output: header + `const def = {\n  name: "send_email",\n  execute: async () => 1,\n};\nai.tool(def);` }],
        },
      ],
    },
    {
      // A name from a constant is reported at its use, without a rewrite.
      code: header + `const NAME = "send email";\nai.tool({ name: NAME, execute: async () => 1 });`,
      options: strictTargets,
      errors: [{ messageId: "invalidName", line: 3, column: 17, endColumn: 21, suggestions: [] }],
    },
    {
      // Re-exports through local files are followed: named, namespace and star re-exports.
      code: `import { toolkit } from "./reexport.js";\ntoolkit.tool({ name: "x y", execute: async () => 1 });`,
      options: strictTargets,
      errors: [{ messageId: "invalidName", line: 2, column: 22, endColumn: 27, suggestions: [{ messageId: "renameTool", output: `import { toolkit } from "./reexport.js";\ntoolkit.tool({ name: "x_y", execute: async () => 1 });` }] }],
    },
    {
      code: `import { warlock } from "./reexport-star.js";\nwarlock.tool({ name: "x y", execute: async () => 1 });`,
      options: strictTargets,
      errors: [{ messageId: "invalidName", line: 2, column: 22, endColumn: 27, suggestions: [{ messageId: "renameTool", output: `import { warlock } from "./reexport-star.js";\nwarlock.tool({ name: "x_y", execute: async () => 1 });` }] }],
    },
    {
      // A definition imported from another file is reported at the call (the name is not in this file).
      code: `import { ai } from "@warlock.js/ai";\nimport { sharedDefinition } from "./shared-schemas.js";\nai.tool(sharedDefinition);`,
      options: strictTargets,
      errors: [{ messageId: "invalidName", line: 3, column: 1, endColumn: 8, suggestions: [] }],
    },
  ],
});
