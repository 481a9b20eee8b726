// https://github.com/OpenRouterTeam/openrouter-examples/issues/71
// OpenAI-style function tools marked strict: true, sent through OpenRouter to a Cohere Command R model:
// OpenRouter passed the field on, and Cohere refused the request with 422 for an unknown field.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/OpenRouterTeam/openrouter-examples/issues/71",
  summary: "The openai client pointed at https://openrouter.ai/api/v1 sends a function with strict: true to cohere/command-r-08-2024.\nCohere answers 422: unknown field: parameter 'strict' is not a valid field.",
  framework: "openai-node",
  provider: "OpenRouter",
  failureClass: "field the provider does not know",
  verdict: "failure",
  files: {
    "src/weather.ts": `import OpenAI from "openai";

const router = new OpenAI({ baseURL: "https://openrouter.ai/api/v1" });

export const ask = (prompt: string) =>
  router.chat.completions.create({
    model: "cohere/command-r-08-2024",
    messages: [{ role: "user", content: prompt }],
    tools: [
      {
        type: "function",
        function: {
          name: "get_weather",
          description: "Current weather for a city",
          strict: true,
          parameters: {
            type: "object",
            properties: { city: { type: "string" } },
            required: ["city"],
            additionalProperties: false,
          },
        },
      },
    ],
  });
`,
  },
  expected: [{ file: "src/weather.ts", line: 16, rule: "unsendable-tool" }],
  status: "missed",
});
