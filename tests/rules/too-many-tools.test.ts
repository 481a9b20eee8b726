import rule from "../../src/rules/too-many-tools.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const header = `import { ai } from "@warlock.js/ai";\n`;
const tools = (count: number, extra = "") =>
  Array.from({ length: count }, (_, i) => `  ai.tool({ name: "t${i}", execute: async () => 1${extra} }),`).join("\n");
const set = (count: number, extra = "") => header + `export const tools = [\n${tools(count, extra)}\n];\n`;

const over = set(129);
const over21 = set(21);

ruleTester.run("too-many-tools", rule, {
  valid: [
    // OpenAI's cap is 128 tools per request.
    set(128),
    // No hard cap is known for Anthropic's non-strict tools.
    { code: set(129), settings: { "tool-schema": { targets: ["anthropic"] } } },
    // Soft advice is off unless asked for.
    set(25),
    { code: set(20), options: [{ recommendedMax: 20 }] },
    // Definitions that turn their lint off are not counted.
    set(129, ", lint: false"),
  ],
  invalid: [
    {
      code: over,
      errors: [
        {
          messageId: "overLimit",
          ...at(over, "["),
        },
      ],
    },
    {
      code: over21,
      options: [{ recommendedMax: 20 }],
      errors: [{ messageId: "overRecommended", data: { set: "This array of tools", count: "21", limit: "20" }, ...at(over21, "[") }],
    },
  ],
});
