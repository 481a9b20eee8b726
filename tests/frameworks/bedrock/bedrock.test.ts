import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const COMMANDS = `import { BedrockRuntime, BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand } from "@aws-sdk/client-bedrock-runtime";
import type { Tool, ToolConfiguration, ToolSpecification } from "@aws-sdk/client-bedrock-runtime";
import { z } from "zod";

const client = new BedrockRuntimeClient({ region: "us-east-1" });
const messages = [{ role: "user" as const, content: [{ text: "Weather in Paris?" }] }];

export const ask = () =>
  client.send(
    new ConverseCommand({
      modelId: "anthropic.claude-sonnet-4-5",
      messages,
      toolConfig: {
        tools: [
          { toolSpec: { name: "get_weather", description: "Weather", inputSchema: { json: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } } },
          { cachePoint: { type: "default" } },
          { systemTool: { name: "nova_grounding" } },
          { toolSpec: { name: "get.forecast", description: "Forecast", inputSchema: { json: { type: "object", properties: { days: { type: "integer" } } } } } },
          { toolSpec: { name: "get_weather", description: "Again", inputSchema: { json: { type: "object", properties: {} } } } },
        ],
      },
    }),
  );

const tools: Tool[] = [
  { toolSpec: { name: "lookup", description: "Lookup", inputSchema: { json: { anyOf: [{ type: "object" }, { type: "object", properties: { email: { type: "string" } } }] } } } },
  { toolSpec: { name: "zod_input", description: "A zod schema is not converted", inputSchema: { json: z.object({ q: z.string() }) as never } } },
];
export const stream = () => client.send(new ConverseStreamCommand({ modelId: "m", messages, toolConfig: { tools } }));

const toolConfig: ToolConfiguration = {
  tools: [{ toolSpec: { name: "a_name_that_is_sixty_five_characters_long_and_so_bedrock_refuses_it", description: "Long", inputSchema: { json: { type: "object" } } } }],
};
const bedrock = new BedrockRuntime({ region: "us-east-1" });
export const aggregated = () => bedrock.converseStream({ modelId: "m", messages, toolConfig });

export const spec = { name: "fetch page", description: "Fetches", inputSchema: { json: { type: "object", properties: { url: { type: "string" } } } } } satisfies ToolSpecification;
`;

describe("AWS Bedrock Converse", () => {
  const project = lintProject({ "commands.ts": COMMANDS });

  it.each([
    [15, "get_weather", "new ConverseCommand toolConfig.tools[]", "a toolSpec inside the command"],
    [18, "get.forecast", "new ConverseCommand toolConfig.tools[]", "cachePoint and systemTool members are skipped"],
    [19, "get_weather", "new ConverseCommand toolConfig.tools[]", "a second tool of the same name"],
    [26, "lookup", "Tool[]", "a typed Tool[] const (also sent by ConverseStreamCommand)"],
    [27, "zod_input", "Tool[]", "a zod schema placed in json"],
    [32, "a_name_that_is_sixty_five_characters_long_and_so_bedrock_refuses_it", "ToolConfiguration", "a typed ToolConfiguration const"],
    [37, "fetch page", "ToolSpecification", "a spec checked with satisfies"],
  ])("finds line %i: %s as %s (%s)", async (line, name, form) => {
    const { tools } = await project;
    expect(tools.filter((t) => t.line === line).map((t) => [t.name, t.form, t.framework, t.destinations.map((d) => d.target)])).toContainEqual([
      name,
      form,
      "AWS Bedrock Runtime SDK",
      ["bedrock"],
    ]);
  });

  it("finds every toolSpec once, and nothing else", async () => {
    const { tools } = await project;
    expect(tools.map((t) => t.line)).toEqual([15, 18, 19, 26, 27, 32, 37]);
  });

  it("sends json as written; a schema library's object is unconvertible", async () => {
    const { tools } = await project;
    expect(tools.find((t) => t.line === 15)?.destinations[0]?.schema).toEqual({ type: "object", properties: { city: { type: "string" } }, required: ["city"] });
    expect(tools.find((t) => t.line === 27)?.route).toBe("zod");
  });

  it("reports Bedrock's rules at exact positions", async () => {
    const { messages } = await project;
    const lines = describeMessages(messages["commands.ts"] ?? []).map((m) => m.split(" ")[0]);
    expect(lines).toEqual([
      "invalid-name@18:31",
      // The second "get_weather" of the same array, at its name.
      "duplicate-tool-name@19:31",
      "root-not-object@26:77",
      // The zod schema in `json` (the SDK has no converter), at the schema.
      "root-not-object@27:105",
      "invalid-name@32:31",
      "invalid-name@37:29",
    ]);
  });
});
