// https://github.com/ollama/ollama/issues/5967
// Ollama answered "llama3.1:70b does not support tools" for a valid tool: the first llama3.1 uploads had a
// chat template without tool support, and pulling the model again fixed it. The schema was never at fault.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ollama/ollama/issues/5967",
  summary: "ollama.chat() with a well-formed weather tool and model llama3.1:70b, pulled before its template handled tools.\nOllama refuses on the model's template, not the schema (a fresh pull fixed it), so no error may be reported.",
  framework: "ollama",
  provider: "Ollama",
  failureClass: "not a schema problem",
  verdict: "user-error",
  files: {
    "src/weather.ts": `import ollama from "ollama";

export const ask = (content: string) =>
  ollama.chat({
    model: "llama3.1:70b",
    messages: [{ role: "user", content }],
    tools: [
      {
        type: "function",
        function: {
          name: "get_current_weather",
          description: "Current weather for a city",
          parameters: {
            type: "object",
            properties: {
              city: { type: "string", description: "The city, e.g. Zurich" },
              unit: { type: "string", enum: ["celsius", "fahrenheit"] },
            },
            required: ["city"],
          },
        },
      },
    ],
  });
`,
  },
  expected: [],
  status: "caught",
});
