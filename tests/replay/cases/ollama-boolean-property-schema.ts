// https://github.com/can1357/oh-my-pi/issues/4488
// Every request with tools to a local or cloud Ollama failed with 400: a tool's parameters held a boolean
// subschema, which the server's Go structs cannot decode (each property must be an object).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/can1357/oh-my-pi/issues/4488",
  summary: "Tool schemas shared with other providers, one property written as the boolean schema `true` (any value).\nOllama answers 400: json: cannot unmarshal bool into Go struct field ToolFunctionParameters…properties.",
  framework: "ollama",
  provider: "Ollama",
  failureClass: "a value the server cannot decode",
  verdict: "failure",
  files: {
    "src/agent.ts": `import ollama from "ollama";

// The same tool list goes to every provider the agent supports.
const tools = [
  {
    type: "function",
    function: {
      name: "remember",
      description: "Store a value under a key for later turns",
      parameters: {
        type: "object",
        properties: {
          key: { type: "string", description: "Where to store it" },
          value: true,
        },
        required: ["key", "value"],
      },
    },
  },
];

export const ask = (content: string) => ollama.chat({ model: "qwen3", messages: [{ role: "user", content }], tools });
`,
  },
  expected: [{ file: "src/agent.ts", line: 14, rule: "unsupported-keyword" }],
  status: "caught",
});
