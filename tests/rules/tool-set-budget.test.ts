import { describe, expect, it } from "vitest";
import rule from "../../src/rules/tool-set-budget.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const header = `import { ai } from "@warlock.js/ai";\n`;
const ping = `ai.tool({ name: "ping", execute: async () => 1 })`;
const echo = `ai.tool({ name: "echo", description: "Repeat the text", input: { type: "object", properties: { text: { type: "string", description: "Text to repeat." } }, required: ["text"] }, execute: async () => 1 })`;
const pair = header + `export const tools = [\n  ${ping},\n  ${echo},\n];\n`;
const openai = { "tool-schema": { targets: ["openai"] } };

// The OpenAI figures, worked out from OpenAI's published counting method (see tests/tokens/openai-count.test.ts):
// ping = 7 + "ping:" (2) = 9; echo = 7 + "echo:Repeat the text" (5) + 3 + 3 + "text:string:Text to repeat" (6) = 24;
// the request adds 12 once: 45 in all.
const OPENAI_PAIR = 45;

// A shared text pasted into every description: about 9,600 characters, concatenated statically.
const rules = "Always confirm the customer's identity, quote the order number, never promise refunds beyond policy, and log every step. ";
const big = (n: number) =>
  header +
  `const page = ${JSON.stringify(rules)} + ${JSON.stringify(rules)} + ${JSON.stringify(rules)} + ${JSON.stringify(rules)};\n` +
  `const playbook = page + page + page + page + page + page + page + page + page + page + page + page + page + page + page + page + page + page + page + page;\n` +
  `export const support = [\n${Array.from({ length: n }, (_, i) => `  ai.tool({ name: "step_${i}", description: playbook, execute: async () => 1 }),`).join("\n")}\n];\n`;
const heavySet = big(4);

ruleTester.run("tool-set-budget", rule, {
  valid: [
    { code: pair, settings: openai, options: [{ maxToolSetTokens: OPENAI_PAIR }] },
    // Under the default budget of 8000.
    pair,
    big(1),
    // Definitions that turn their lint off are not counted.
    { code: pair.replace(`execute: async () => 1 })`, `execute: async () => 1, lint: false })`).replace(`execute: async () => 1 }),\n];`, `execute: async () => 1, lint: false }),\n];`), settings: openai, options: [{ maxToolSetTokens: 1 }] },
    // A budget in settings applies to the rule.
    { code: heavySet, settings: { "tool-schema": { maxToolSetTokens: 100_000 } } },
  ],
  invalid: [
    {
      code: pair,
      settings: openai,
      options: [{ maxToolSetTokens: OPENAI_PAIR - 1 }],
      errors: [
        {
          messageId: "overBudget",
          // echo 24/45 = 53 %, ping 9/45 = 20 % (the rest is the once-per-request 12).
          data: { set: "This array of tools", approx: "", tokens: "45", provider: "OpenAI", budget: "44", top: "echo 53%, ping 20%" },
          ...at(pair, "["),
        },
      ],
    },
    {
      // Settings give the budget, the rule's own option wins.
      code: pair,
      settings: { "tool-schema": { targets: ["openai"], maxToolSetTokens: 100 } },
      options: [{ maxToolSetTokens: 40 }],
      errors: [{ messageId: "overBudget", data: { set: "This array of tools", approx: "", tokens: "45", provider: "OpenAI", budget: "40", top: "echo 53%, ping 20%" }, ...at(pair, "[") }],
    },
    {
      // Where no public tokenizer exists the figure is the estimate, marked "~", and Anthropic's
      // documented tool-use system prompt (290 tokens, the least any current model adds) is part of every request.
      code: pair,
      settings: { "tool-schema": { targets: ["anthropic"] } },
      // ping: (4 + 58 characters of its empty schema) / 4 = 16; echo: 33; 16 + 33 + 290 = 339.
      options: [{ maxToolSetTokens: 290 }],
      errors: [{ messageId: "overBudget", data: { set: "This array of tools", approx: "~", tokens: "339", provider: "Anthropic", budget: "290", top: "echo 9%, ping 5%" }, ...at(pair, "[") }],
    },
    {
      // Four tools that each carry the 9,600-character playbook: over 8000 by default, at the most
      // expensive destination, naming the tools.
      code: heavySet,
      errors: [
        {
          messageId: "overBudget",
          data: { set: "This array of tools", approx: "~", tokens: "10038", provider: "Anthropic", budget: "8000", top: "step_0 24%, step_1 24%, step_2 24%, step_3 24%" },
          ...at(heavySet, "["),
        },
      ],
    },
    {
      // More than five tools: only the five most expensive are named.
      code: big(7),
      errors: [
        {
          messageId: "overBudget",
          data: { set: "This array of tools", approx: "~", tokens: "17349", provider: "Anthropic", budget: "8000", top: "step_0 14%, step_1 14%, step_2 14%, step_3 14%, step_4 14%" },
          ...at(big(7), "["),
        },
      ],
    },
  ],
});

describe("tool-set-budget's message", () => {
  it("fits in 200 characters before its placeholders are filled", () => {
    expect(rule.meta.messages.overBudget.length).toBeLessThanOrEqual(200);
  });
});
