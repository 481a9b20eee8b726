// https://github.com/Jeffser/Alpaca/issues/1027
// A tool without parameters went through OpenRouter to a GPT model served by Azure; OpenRouter passed it
// on and answered "Provider returned error" with Azure's "schema must be … 'type: \"object\"'" inside.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/Jeffser/Alpaca/issues/1027",
  summary: "The openai client pointed at https://openrouter.ai/api/v1 sends a function whose parameters have no type.\nOpenRouter forwards it; Azure (the model's provider) answers 400, got 'type: \"None\"'.",
  framework: "openai-node",
  provider: "OpenRouter",
  failureClass: "root not an object",
  verdict: "failure",
  files: {
    "src/tools.ts": `import OpenAI from "openai";

const router = new OpenAI({ baseURL: "https://openrouter.ai/api/v1" });

export async function chat(prompt: string) {
  return router.chat.completions.create({
    model: "openai/gpt-5",
    messages: [{ role: "user", content: prompt }],
    tools: [
      {
        type: "function",
        function: {
          name: "background_remover",
          description: "Removes the background of the attached image",
          parameters: {},
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/tools.ts", line: 15, rule: "root-not-object" }],
  status: "missed",
});
