// https://github.com/farion1231/cc-switch/issues/5490
// A proxy forwarded a Codex tool to deepseek-v4-pro with parameters that had no type; DeepSeek refused
// the whole request: "schema must be a JSON Schema of 'type: \"object\"', got 'type: null'".
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/farion1231/cc-switch/issues/5490",
  summary: "A function's parameters sent to DeepSeek without a type key (only properties).\nDeepSeek answers 400: schema must be a JSON Schema of 'type: \"object\"', got 'type: null'.",
  framework: "openai-node",
  provider: "DeepSeek",
  failureClass: "root not an object",
  verdict: "failure",
  files: {
    "src/bridge.ts": `import OpenAI from "openai";

const deepseek = new OpenAI({ baseURL: "https://api.deepseek.com/v1" });

export async function forward(input: string) {
  return deepseek.chat.completions.create({
    model: "deepseek-v4-pro",
    messages: [{ role: "user", content: input }],
    tools: [
      {
        type: "function",
        function: {
          name: "codex_app__automation_update",
          parameters: { properties: { id: { type: "string" } } },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/bridge.ts", line: 14, rule: "root-not-object" }],
  status: "caught",
});
