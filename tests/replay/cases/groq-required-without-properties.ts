// https://github.com/usestrix/strix/issues/1088
// A bundled tool without arguments kept `required` but had no `properties`; Groq's API validated the
// schema and failed the whole request before any scan ran (the same 400 in #1204 on gpt-oss and qwen).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/usestrix/strix/issues/1088",
  summary: "A tool without arguments sent as { type: 'object', required: [] }, with no properties key.\nGroq answers 400: 'required' present but 'properties' is missing, and the request fails.",
  framework: "groq",
  provider: "Groq",
  failureClass: "required without properties",
  verdict: "failure",
  files: {
    "src/agent.ts": `import Groq from "groq-sdk";

const groq = new Groq();

export async function step(history: Groq.Chat.ChatCompletionMessageParam[]) {
  return groq.chat.completions.create({
    model: "llama-3.3-70b-versatile",
    messages: history,
    tools: [
      {
        type: "function",
        function: {
          name: "view_agent_graph",
          description: "Shows the agents of this scan and how they are linked",
          parameters: {
            type: "object",
            required: [],
          },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/agent.ts", line: 17, rule: "unsupported-keyword" }],
  status: "caught",
});
