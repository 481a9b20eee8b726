import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const source = `import { ChatAnthropic } from "@langchain/anthropic";
import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";

const claude = new ChatAnthropic({ model: "claude-sonnet-4-5" });
const shop = z.object({ city: z.string(), open: z.boolean().optional() }).describe("Find a pizza shop in a city");

export const findShop = claude.withStructuredOutput(shop, { name: "find_pizza_shop", includeRaw: true });
export const extract = claude.withStructuredOutput(z.object({ total: z.number() }));
export const strictOrder = claude.withStructuredOutput(z.object({ size: z.string().min(2) }), { name: "order", strict: true });
export const jsonSchema = claude.withStructuredOutput(
  { type: "object", properties: { topping: { type: "string" } }, required: ["topping"] },
  { name: "pick_topping" },
);
// An output format, not a tool (1.x), and OpenAI's structured output is a response format: none is a tool.
export const format = claude.withStructuredOutput(shop, { method: "jsonSchema" });
export const openai = new ChatOpenAI({ model: "gpt-4o" }).withStructuredOutput(shop, { name: "shop" });
`;

describe("withStructuredOutput on ChatAnthropic", () => {
  it("is the one tool ChatAnthropic forces a call of: named by the options or `extract`, described by the schema", async () => {
    const { tools, messages } = await lintProject({ "agent.ts": source });
    expect(tools.map((t) => [t.line, t.name, t.description, t.form, t.destinations.map((d) => `${d.target}/${d.mode}`)])).toEqual([
      [8, "find_pizza_shop", "Find a pizza shop in a city", "withStructuredOutput()", ["anthropic/non-strict"]],
      [9, "extract", "A function available to call.", "withStructuredOutput()", ["anthropic/non-strict"]],
      [10, "order", "A function available to call.", "withStructuredOutput()", ["anthropic-strict/strict"]],
      [11, "pick_topping", "", "withStructuredOutput()", ["anthropic/non-strict"]],
    ]);
    // `.min(2)` is sent as minLength, which Anthropic's strict tools reject.
    expect(describeMessages(messages["agent.ts"]!)).toEqual([
      'unsupported-keyword@10:84 Field "size" uses "minLength", which fails the request to Anthropic strict tool use via LangChain.js. Remove the check that adds it, and state the rule in the description.',
    ]);
  });
});
