// https://github.com/refly-ai/refly/issues/1794
// Tools sent to DeepSeek through its OpenAI-compatible API failed with the same name-pattern 400 as
// OpenAI's: DeepSeek checks function names against ^[a-zA-Z0-9_-]+$.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/refly-ai/refly/issues/1794",
  summary: "The openai client pointed at https://api.deepseek.com sends a tool whose name has a dot.\nDeepSeek answers 400: tools[0].function.name does not match ^[a-zA-Z0-9_-]+$.",
  framework: "openai-node",
  provider: "DeepSeek",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/skills.ts": `import OpenAI from "openai";

const deepseek = new OpenAI({ baseURL: "https://api.deepseek.com", apiKey: process.env.DEEPSEEK_API_KEY });

export async function ask(question: string) {
  return deepseek.chat.completions.create({
    model: "deepseek-chat",
    messages: [{ role: "user", content: question }],
    tools: [
      {
        type: "function",
        function: {
          name: "library.search",
          description: "Searches the user's library",
          parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/skills.ts", line: 13, rule: "invalid-name" }],
  status: "caught",
});
