// https://github.com/awslabs/mcp/issues/3181
// A 67-character tool name from an MCP server went into Bedrock Converse's toolConfig; Bedrock allows at most
// 64 characters in toolSpec.name, so every call failed while that server was connected.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/awslabs/mcp/issues/3181",
  summary: "A ConverseCommand toolSpec named 'awslabs_cloudwatch_get_telemetry_evaluation_status_for_organization' (67 characters).\nBedrock answers ValidationException: toolConfig.tools.N.member.toolSpec.name must have length less than or equal to 64.",
  framework: "bedrock",
  provider: "AWS Bedrock",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/converse.ts": `import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";

const client = new BedrockRuntimeClient({ region: "eu-central-1" });

export const send = (text: string) =>
  client.send(
    new ConverseCommand({
      modelId: "anthropic.claude-sonnet-4-5-20250929-v1:0",
      messages: [{ role: "user", content: [{ text }] }],
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: "awslabs_cloudwatch_get_telemetry_evaluation_status_for_organization",
              description: "Whether telemetry evaluation is on for the organization",
              inputSchema: { json: { type: "object", properties: {} } },
            },
          },
        ],
      },
    }),
  );
`,
  },
  expected: [{ file: "src/converse.ts", line: 14, rule: "invalid-name" }],
  status: "caught",
});
