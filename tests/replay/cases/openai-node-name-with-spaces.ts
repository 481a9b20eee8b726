// https://github.com/ragapp/ragapp/pull/210
// Agent names typed by users became OpenAI function names; a name with a space failed every request with
// 'string does not match pattern', so the fix validates agent names.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ragapp/ragapp/pull/210",
  summary: "A Chat Completions function named after an agent, 'Financial Report Agent', spaces included.\nOpenAI rejects the request: function names must match ^[a-zA-Z0-9_-]+$.",
  framework: "openai-node",
  provider: "OpenAI",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/agents.ts": `import OpenAI from "openai";

const client = new OpenAI();

export async function route(question: string) {
  return client.chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: question }],
    tools: [
      {
        type: "function",
        function: {
          name: "Financial Report Agent",
          description: "Answers questions about the financial reports",
          parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/agents.ts", line: 13, rule: "invalid-name" }],
  status: "caught",
});
