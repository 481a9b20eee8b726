// https://github.com/langgenius/dify/issues/22867
// Tool names taken from user-named workflows went to Groq as function names; one with spaces and
// punctuation failed the request with tools[0].function.name's pattern error.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/langgenius/dify/issues/22867",
  summary: "A function named after a workflow, 'Code Calculator', sent to a Groq model as a tool.\nGroq rejects the request: tools[0].function.name must match ^[a-zA-Z0-9_-]+$.",
  framework: "groq",
  provider: "Groq",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/workflow-tools.ts": `import Groq from "groq-sdk";

const groq = new Groq();

export async function run(question: string) {
  return groq.chat.completions.create({
    model: "llama-3.3-70b-versatile",
    messages: [{ role: "user", content: question }],
    tools: [
      {
        type: "function",
        function: {
          name: "Code Calculator",
          description: "Runs the calculator workflow",
          parameters: { type: "object", properties: { expression: { type: "string" } }, required: ["expression"] },
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/workflow-tools.ts", line: 13, rule: "invalid-name" }],
  status: "caught",
});
