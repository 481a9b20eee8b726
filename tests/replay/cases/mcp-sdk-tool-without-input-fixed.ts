// https://github.com/karakeep-app/karakeep/issues/1696
// An MCP tool registered without an input schema was listed as { type: "object" } alone, which OpenAI
// refuses; the installed SDK lists { type: "object", properties: {} } for such a tool.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/karakeep-app/karakeep/issues/1696",
  summary: "A get-lists MCP tool registered with a description and a callback only, used from an OpenAI model.\nOpenAI once refused it ('object schema missing properties', see typescript-sdk #598); SDK 1.32.2 lists properties: {}, so no error may be reported.",
  framework: "mcp-sdk",
  provider: "OpenAI",
  failureClass: "fixed in the installed version",
  verdict: "user-error",
  files: {
    "src/lists.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "bookmarks", version: "0.25.0" });

server.tool("get-lists", "Retrieve every bookmark list of the user", async () => ({
  content: [{ type: "text", text: "[]" }],
}));
`,
  },
  expected: [],
  status: "caught",
});
