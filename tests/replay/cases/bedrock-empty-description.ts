// https://github.com/vercel/ai/pull/10260
// A tool with an empty description was passed to Bedrock Converse as description: ""; Bedrock requires a
// toolSpec description, when present, to have at least one character, and refused the request with 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/pull/10260",
  summary: "A ConverseCommand toolSpec whose description is the empty string.\nBedrock answers 400: toolSpec.description failed to satisfy constraint: Member must have length greater than or equal to 1.",
  framework: "bedrock",
  provider: "AWS Bedrock",
  failureClass: "empty description",
  verdict: "failure",
  files: {
    "src/converse.ts": `import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";

const client = new BedrockRuntimeClient({ region: "us-east-1" });

export const send = (text: string) =>
  client.send(
    new ConverseCommand({
      modelId: "anthropic.claude-sonnet-4-5-20250929-v1:0",
      messages: [{ role: "user", content: [{ text }] }],
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: "lookup_order",
              description: "",
              inputSchema: { json: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] } },
            },
          },
        ],
      },
    }),
  );
`,
  },
  expected: [{ file: "src/converse.ts", line: 15, rule: "unsendable-tool" }],
  status: "missed",
});
