// https://github.com/HunorLaczko/ha-groq-cloud-api/issues/20
// Groq validates the call a model generates against the tool's schema; a small model passed a string where
// the schema asks for a list, and Groq answered 400 tool_use_failed. The schema itself was accepted.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/HunorLaczko/ha-groq-cloud-api/issues/20",
  summary: "A turn-off tool whose domain parameter is an array of strings, sent to llama-3.1-8b-instant with groq-sdk.\nGroq answers tool_use_failed because the model's arguments had a string for /domain; the schema is valid, so no error may be reported.",
  framework: "groq",
  provider: "Groq",
  failureClass: "not a schema problem",
  verdict: "user-error",
  files: {
    "src/assist.ts": `import Groq from "groq-sdk";

const groq = new Groq();

export const command = (text: string) =>
  groq.chat.completions.create({
    model: "llama-3.1-8b-instant",
    messages: [{ role: "user", content: text }],
    tools: [
      {
        type: "function",
        function: {
          name: "HassTurnOff",
          description: "Turns off a device or entity",
          parameters: {
            type: "object",
            properties: {
              name: { type: "string" },
              area: { type: "string" },
              domain: { type: "array", items: { type: "string" } },
            },
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
