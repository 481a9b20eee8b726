// https://github.com/lidge-jun/opencodex/issues/75
// Tool schemas forwarded as Anthropic input_schema without a top-level type: the Messages API requires
// input_schema.type, so every request with those tools failed with HTTP 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/lidge-jun/opencodex/issues/75",
  summary: "An Anthropic tool whose input_schema has properties but no type: 'object' at the root.\nThe API answers 400 (tools.N.custom.input_schema.type: Field required).",
  framework: "anthropic-sdk",
  provider: "Anthropic",
  failureClass: "root is not an object",
  verdict: "failure",
  files: {
    "src/agent.ts": `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();

export async function run() {
  return client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: "Open the docs page" }],
    tools: [
      {
        name: "open_page",
        description: "Open a page in the browser",
        input_schema: { properties: { url: { type: "string" } }, required: ["url"] } as any,
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/agent.ts", line: 14, rule: "root-not-object" }],
  status: "caught",
});
