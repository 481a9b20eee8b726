import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "./harness.js";

describe("explore", () => {
  it("prints", async () => {
    const { tools, messages } = await lintProject({
      "a.ts": `import OpenAI from "openai";
import { zodFunction, zodResponsesFunction } from "openai/helpers/zod";
import { z } from "zod";
import { z as z3 } from "zod3";
const client = new OpenAI();
export async function run() {
  await client.chat.completions.create({
    model: "gpt-4o",
    messages: [],
    tools: [
      { type: "function", function: { name: "get.weather", description: "d", parameters: { type: "object", properties: { city: { type: "string" } } }, strict: true } },
      zodFunction({ name: "lookup", parameters: z.object({ a: z.string(), b: z.string().optional(), c: z.string().nullable().optional(), d: z.object({ e: z.number() }) }) }),
      zodFunction({ name: "lookup3", parameters: z3.object({ a: z3.string(), b: z3.string().optional(), c: z3.string().nullable().optional() }) }),
    ],
  });
  await client.responses.create({ model: "gpt-4o", input: "x", tools: [{ type: "function", name: "r", parameters: { type: "object", properties: {} }, strict: null }] });
}
`,
    });
    console.log(JSON.stringify(tools, null, 1));
    console.log(describeMessages(messages["a.ts"]).join("\n"));
    expect(tools.length).toBeGreaterThan(0);
  });
});
