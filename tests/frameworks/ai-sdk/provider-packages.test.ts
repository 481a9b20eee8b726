import { describe, expect, it } from "vitest";
import { emptyObjectRequired } from "../../../src/frameworks/ai-sdk/ollama-empty-object.js";
import type { JsonObject } from "../../../src/schema/types.js";
import { describeMessages, lintProject } from "../harness.js";

describe("ollama-ai-provider-v2's empty-object rewrite (prepareResponsesTools, 4.0.1)", () => {
  it.each<[string, JsonObject, JsonObject | undefined, string[]]>([
    ["an empty object gets required: []", { type: "object", properties: {} }, { type: "object", properties: {}, required: [] }, []],
    [
      "the SDK's no-input schema keeps its other keys",
      { type: "object", properties: {}, additionalProperties: false },
      { type: "object", properties: {}, additionalProperties: false, required: [] },
      [],
    ],
    [
      "a required key on an open empty object is lost, and said",
      { type: "object", properties: {}, required: ["id"] },
      { type: "object", properties: {}, required: [] },
      ['replaces "required": ["id"] with [] at the root schema (it has no properties)'],
    ],
    ["an object with properties is left alone", { type: "object", properties: { q: { type: "string" } } }, undefined, []],
    ["an object without a properties key is left alone", { type: "object" }, undefined, []],
    ["a root that is not typed object is left alone", { anyOf: [{ type: "object", properties: {} }] }, undefined, []],
  ])("%s", (_, input, output, changes) => {
    const result = emptyObjectRequired(input);
    expect(result.schema).toEqual(output);
    expect(result.changes.map((c) => c.change)).toEqual(changes);
  });
});

const STRICT_TOOLS = `import { tool } from "ai";
import { z } from "zod";
export const tools = {
  find: tool({ description: "Find", strict: true, inputSchema: z.object({ id: z.string() }), execute: async () => 1 }),
  loose: tool({ description: "Loose", inputSchema: z.object({ id: z.string() }), execute: async () => 1 }),
};
`;

describe("what the provider packages do with `strict: true`", () => {
  it.each([
    [
      "deepseek",
      'unsendable-tool@4:9 This tool never reaches DeepSeek (listed in targets): the AI SDK\'s DeepSeek provider throws "DeepSeek strict tool calls require a beta base URL ending in `/beta`": pass baseURL "https://api.deepseek.com/beta" to createDeepSeek(), or drop `strict: true`.',
    ],
    ["cohere", "silent-transform@4:9 On the way to Cohere (listed in targets), the AI SDK's Cohere provider sends the tool without its `strict: true`, which it does not forward. Make sure the handler copes with it."],
    [
      "openrouter",
      "silent-transform@4:9 On the way to OpenRouter (listed in targets), the AI SDK provider of OpenRouter (@openrouter/ai-sdk-provider) sends the tool without its `strict: true`, which it does not forward. Make sure the handler copes with it.",
    ],
  ])("%s: only the strict tool", async (target, message) => {
    const { messages } = await lintProject({ "tools.ts": STRICT_TOOLS }, { settings: { "tool-schema": { targets: [target] } } });
    expect(describeMessages(messages["tools.ts"])).toEqual([message]);
  });

  it.each(["mistral", "groq", "xai"])("%s forwards it: nothing to say", async (target) => {
    const { messages } = await lintProject({ "tools.ts": STRICT_TOOLS }, { settings: { "tool-schema": { targets: [target] } } });
    expect(describeMessages(messages["tools.ts"])).toEqual([]);
  });
});
