// https://github.com/ollama/ollama/issues/10328
// Ollama 0.6.5 refused a tool whose property had a list of types ("cannot unmarshal array into Go struct
// field .tools.function.parameters.properties.type of type string"); 0.6.6 decodes a string or a list there.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ollama/ollama/issues/10328",
  summary: "A nullable property written as type: [\"string\", \"null\"], sent with ollama.chat(), once refused by Ollama 0.6.5.\nFixed in 0.6.6 (PropertyType, ollama/ollama#9434); the target's facts are read at v0.32.15, so no error may be reported.",
  framework: "ollama",
  provider: "Ollama",
  failureClass: "fixed in the installed version",
  verdict: "user-error",
  files: {
    "src/notes.ts": `import ollama, { type Tool } from "ollama";

const tools: Tool[] = [
  {
    type: "function",
    function: {
      name: "save_note",
      description: "Save a note, with an optional due date",
      parameters: {
        type: "object",
        properties: {
          text: { type: "string", description: "The note" },
          due: { type: ["string", "null"], description: "ISO date, or null" },
        },
        required: ["text", "due"],
      },
    },
  },
];

export const ask = (content: string) => ollama.chat({ model: "llama3.1", messages: [{ role: "user", content }], tools });
`,
  },
  expected: [],
  status: "caught",
});
