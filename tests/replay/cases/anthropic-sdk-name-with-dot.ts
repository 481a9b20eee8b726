// https://github.com/apify/tester-mcp-client/issues/11
// An MCP client turned a dynamically added Actor into an Anthropic tool named with the user's handle,
// dot included; the Messages API rejected the request on the tool name pattern.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/apify/tester-mcp-client/issues/11",
  summary: "A tool named 'josef.prochazka--page-reader' passed to messages.create.\nAnthropic answers 400: tool names must match ^[a-zA-Z0-9_-]{1,64}$.",
  framework: "anthropic-sdk",
  provider: "Anthropic",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/client.ts": `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();

export async function ask(prompt: string) {
  return client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: prompt }],
    tools: [
      {
        name: "josef.prochazka--page-reader",
        description: "Read a web page",
        input_schema: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/client.ts", line: 12, rule: "invalid-name" }],
  status: "caught",
});
