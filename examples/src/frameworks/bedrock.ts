// AWS Bedrock's Converse API: a `toolConfig` shared by a command and a stream, sent as written.
import { BedrockRuntimeClient, ConverseCommand, ConverseStreamCommand, type ToolConfiguration } from "@aws-sdk/client-bedrock-runtime";

const client = new BedrockRuntimeClient({ region: "us-east-1" });

/** The dot in "orders.lookup" is outside Bedrock's name pattern; the root union is refused for Claude. */
const toolConfig: ToolConfiguration = {
  tools: [
    {
      toolSpec: {
        name: "orders.lookup",
        description: "Find an order by its id.",
        inputSchema: { json: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] } },
      },
    },
    {
      toolSpec: {
        name: "find_customer",
        description: "Find a customer by id or by email.",
        inputSchema: { json: { anyOf: [{ type: "object", properties: { id: { type: "string" } } }, { type: "object", properties: { email: { type: "string" } } }] } },
      },
    },
  ],
};

const messages = [{ role: "user" as const, content: [{ text: "Where is order 42?" }] }];

export const ask = () => client.send(new ConverseCommand({ modelId: "anthropic.claude-sonnet-4-5", messages, toolConfig }));
export const stream = () => client.send(new ConverseStreamCommand({ modelId: "anthropic.claude-sonnet-4-5", messages, toolConfig }));
