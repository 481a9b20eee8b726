// https://github.com/earendil-works/pi/issues/8279
// A tool schema with a root oneOf and no root type sent through Bedrock Converse: Bedrock requires
// inputSchema.json.type to be "object", so every request carrying the tool failed validation.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/earendil-works/pi/issues/8279",
  summary: "A ConverseCommand toolSpec whose inputSchema.json is { oneOf: [...] } without a root type.\nBedrock answers ValidationException: inputSchema.json.type must be object.",
  framework: "bedrock",
  provider: "AWS Bedrock",
  failureClass: "root is not an object",
  verdict: "failure",
  files: {
    "src/converse.ts": `import { BedrockRuntimeClient, ConverseCommand } from "@aws-sdk/client-bedrock-runtime";

const client = new BedrockRuntimeClient({ region: "us-east-1" });

export const send = (text: string) =>
  client.send(
    new ConverseCommand({
      modelId: "zai.glm-5",
      messages: [{ role: "user", content: [{ text }] }],
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: "deliver",
              description: "Deliver a message by mail or by chat",
              inputSchema: {
                json: {
                  oneOf: [
                    { type: "object", properties: { email: { type: "string" } }, required: ["email"] },
                    { type: "object", properties: { channel: { type: "string" } }, required: ["channel"] },
                  ],
                },
              },
            },
          },
        ],
      },
    }),
  );
`,
  },
  expected: [{ file: "src/converse.ts", line: 17, rule: "root-not-object" }],
  status: "caught",
});
