import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

/**
 * A converted schema through the real ESLint run: openai-node's chat tools with
 * `parameters: zodToJsonSchema(Args)` and a raw Anthropic request with `input_schema: z.toJSONSchema(Args)`.
 * Before the route both were unresolved (only `unresolved-schema` spoke); now the findings point into the zod chain.
 */
const openaiChat = `import OpenAI from "openai";
import { z } from "zod3";
import { zodToJsonSchema } from "zod-to-json-schema";
const client = new OpenAI();
const Args = z.object({
  city: z.string().describe("City to look up"),
  days: z.number().int().optional(),
});
export async function ask() {
  await client.chat.completions.create({
    model: "gpt-4.1",
    messages: [{ role: "user", content: "hi" }],
    tools: [{ type: "function", function: { name: "get_weather", parameters: zodToJsonSchema(Args), strict: true } }],
  });
}
`;

const anthropicRaw = `import Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
const client = new Anthropic();
const Args = z.object({
  query: z.string(),
  filters: z.record(z.string(), z.string()).optional(),
});
export async function search() {
  await client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 100,
    messages: [{ role: "user", content: "hi" }],
    tools: [{ name: "search", input_schema: z.toJSONSchema(Args, { io: "input" }) as Anthropic.Tool.InputSchema, strict: true }],
  });
}
`;

describe("a converted schema through the framework harness", () => {
  it("resolves the converter's output and reports findings at the zod nodes", async () => {
    const { tools, messages } = await lintProject({ "openai-chat.ts": openaiChat, "anthropic-raw.ts": anthropicRaw });
    expect(tools.map((tool) => [tool.file, tool.name, tool.route])).toEqual([
      ["anthropic-raw.ts", "search", "converted"],
      ["openai-chat.ts", "get_weather", "converted"],
    ]);
    expect(tools.find((tool) => tool.name === "get_weather")?.schema).toEqual({
      type: "object",
      properties: { city: { type: "string", description: "City to look up" }, days: { type: "integer" } },
      required: ["city"],
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    });
    // Line 7 is `  days: z.number().int().optional(),`: the finding is at `optional`, the call that made it
    // optional, and its fix is spelled in zod, where the schema is written.
    expect(describeMessages(messages["openai-chat.ts"]!)).toEqual([
      'optional-not-required@7:26 Field "days" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK. Use .nullable() instead of .optional().',
    ]);
    // `io: "input"` leaves zod objects open: line 4 col 16 is `object` of `z.object(`, line 6 col 14 `record` of `z.record(`.
    expect(describeMessages(messages["anthropic-raw.ts"]!)).toEqual([
      'missing-additional-properties-false@4:16 The root is an open object, which fails the request to Anthropic strict tool use via the Anthropic SDK. Use z.strictObject() (it then rejects unknown keys).',
      'missing-additional-properties-false@6:14 Field "filters" allows extra keys (a schema), which fails the request to Anthropic strict tool use via the Anthropic SDK. Use an array of { key, value } objects instead.',
    ]);
  });

  it("under another installed zod-to-json-schema, marks the schema approximate and keeps what holds whatever that version writes", async () => {
    const extraFiles = { "node_modules/zod-to-json-schema/package.json": JSON.stringify({ name: "zod-to-json-schema", version: "3.23.5" }) };
    const { tools, messages } = await lintProject({ "openai-chat.ts": openaiChat }, { extraFiles });
    expect(tools.map((tool) => [tool.name, tool.route])).toEqual([["get_weather", "converted (approximate)"]]);
    // No version of the converter lists an optional field in "required": the finding stands.
    expect(describeMessages(messages["openai-chat.ts"]!)).toEqual([
      'optional-not-required@7:26 Field "days" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK. Use .nullable() instead of .optional().',
    ]);
  });
});
