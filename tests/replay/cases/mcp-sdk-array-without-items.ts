// https://github.com/mark3labs/mcphost/issues/35
// An MCP tool declared a required list parameter as a bare { type: "array" }; forwarded to gpt-4o, OpenAI
// refused the function schema because the array has no items.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/mark3labs/mcphost/issues/35",
  summary: "A low-level MCP server lists a 'texts' parameter as { type: 'array', description } with no items.\nOpenAI answers 400: In context=('properties', 'texts'), array schema missing items.",
  framework: "mcp-sdk",
  provider: "OpenAI",
  failureClass: "array without items",
  verdict: "failure",
  files: {
    "src/server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "vocabulary", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "translate_words",
      description: "Translate a list of words",
      inputSchema: {
        type: "object",
        properties: {
          texts: { type: "array", description: "The words to translate" },
        },
        required: ["texts"],
      },
    },
  ],
}));
`,
  },
  expected: [{ file: "src/server.ts", line: 14, rule: "unsupported-keyword" }],
  status: "caught",
});
