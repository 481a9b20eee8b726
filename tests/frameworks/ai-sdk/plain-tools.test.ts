import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

/**
 * AI SDK tools written as plain objects under their key where a `Tool` is expected (`tool()` returns the
 * object it is given): found by the checker's contextual type, named by the key, read once.
 */
const agent = `import { generateText, tool } from "ai";
import { z } from "zod";
declare const model: Parameters<typeof generateText>[0]["model"];
declare const hasFiles: boolean;

export async function run(prompt: string) {
  const settings = { retries: { description: "not a tool", attempts: 3 } };
  return generateText({
    model,
    prompt,
    maxRetries: settings.retries.attempts,
    tools: {
      thinking: {
        description: "Record a thought",
        inputSchema: z.object({ thought: z.string() }),
        execute: async ({ thought }) => thought,
      },
      "get.weather": tool({ description: "Weather for a city", inputSchema: z.object({ city: z.string() }), execute: async () => "sunny" }),
      ...(hasFiles ? { fileQuery: { description: "Query the uploaded files", inputSchema: z.object({ query: z.string() }), execute: async () => [] } } : {}),
    },
  });
}
`;

describe("plain-object tools of the AI SDK", () => {
  it("finds each under its key, once, and reports at the key", async () => {
    const { tools, messages } = await lintProject({ "agent.ts": agent });
    expect(tools.map((t) => `${t.line} ${t.name} ${t.form} ${t.route}`)).toEqual([
      "13 thinking plain object under a tools key zod",
      "18 get.weather tool() zod",
      "19 fileQuery plain object under a tools key zod",
    ]);
    expect(describeMessages(messages["agent.ts"]!)).toMatchInlineSnapshot(`
      [
        "invalid-name@18:7 Tool name "get.weather" is rejected by OpenAI and Anthropic via the Vercel AI SDK: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "get_weather".",
      ]
    `);
  });
});
