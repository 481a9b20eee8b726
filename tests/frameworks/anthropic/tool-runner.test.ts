import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

/**
 * The beta helpers written inline in the tool runner's `tools` (#36), as the SDK's own examples write
 * them (anthropic-sdk-typescript examples/tools-helpers-zod.ts and tools-helpers-json-schema.ts): each
 * is found, named and resolved at its helper call, and the array is their set.
 */

const RUNNER = `import Anthropic from "@anthropic-ai/sdk";
import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { z } from "zod";

const client = new Anthropic();

async function main() {
  const message = await client.beta.messages.toolRunner({
    messages: [{ role: "user", content: "What is the weather in SF?" }],
    tools: [
      betaZodTool({
        name: "getWeather",
        description: "Get the weather at a specific location",
        inputSchema: z.object({
          location: z.string().describe("The city and state, e.g. San Francisco, CA"),
        }),
        run: ({ location }) => {
          return \`The weather is foggy with a temperature of 20°C in \${location}.\`;
        },
      }),
      betaTool({
        name: "getTime",
        description: "Get the time in a time zone",
        inputSchema: {
          type: "object",
          properties: { timeZone: { type: "string", description: "An IANA time zone, e.g. America/Los_Angeles" } },
          required: ["timeZone"],
        },
        run: ({ timeZone }) => new Date().toLocaleTimeString("en-US", { timeZone: String(timeZone) }),
      }),
      betaZodTool({
        name: "getWeather",
        description: "Get the weather again",
        inputSchema: z.object({ city: z.string() }),
        run: ({ city }) => city,
      }),
    ],
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    max_iterations: 10,
  });
  console.log("Final response:", message.content);
}

main();
`;

describe("betaZodTool and betaTool inline in beta.messages.toolRunner({ tools })", () => {
  it("finds, names and resolves each, and compares their names in the runner's array", async () => {
    const project = await lintProject({ "runner.ts": RUNNER });
    expect(project.tools.map((t) => [t.line, t.form, t.framework, t.name, t.set?.id, t.unresolved, t.schema])).toEqual([
      [12, "betaZodTool()", "Anthropic SDK", "getWeather", "runner.ts#message.tools", undefined, {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { location: { type: "string", description: "The city and state, e.g. San Francisco, CA" } },
        required: ["location"],
      }],
      [22, "betaTool()", "Anthropic SDK", "getTime", "runner.ts#message.tools", undefined, {
        type: "object",
        properties: { timeZone: { type: "string", description: "An IANA time zone, e.g. America/Los_Angeles" } },
        required: ["timeZone"],
      }],
      [32, "betaZodTool()", "Anthropic SDK", "getWeather", "runner.ts#message.tools", undefined, {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { city: { type: "string" } },
        required: ["city"],
      }],
    ]);
    // The repeated name is reported at the second helper's name, against the runner's array.
    expect(describeMessages(project.messages["runner.ts"] ?? [])).toEqual([
      'duplicate-tool-name@33:15 Tool name "getWeather" is already used by the tool on line 13 of this array of tools: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });
});
