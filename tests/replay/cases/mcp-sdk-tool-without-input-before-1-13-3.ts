// https://github.com/evalstate/fast-agent/issues/143
// A TypeScript MCP server's tool without parameters, registered with a name, a description and a callback:
// its SDK listed it as { type: "object" } alone, and OpenAI refused the request that carried it.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/evalstate/fast-agent/issues/143",
  summary: "An MCP tool listing operations, registered with server.tool(name, description, callback) on SDK 1.13.0.\nIts listing { type: \"object\" } has no properties, and OpenAI answers 'object schema missing properties'.",
  framework: "mcp-sdk",
  provider: "OpenAI",
  failureClass: "framework's own no-parameters listing",
  verdict: "failure",
  files: {
    "src/operations.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "cyberchef", version: "1.0.0" });

server.tool("cyberchef-ops-list", "Returns a list of the operations the other tools take", async () => ({
  content: [{ type: "text", text: "[]" }],
}));
`,
  },
  // The SDK release the report's servers ran on lists no "properties"; the wire suite beside installs 1.13.0.
  installedFrom: { "@modelcontextprotocol/sdk": "tests/wire/mcp-sdk-1-13" },
  expected: [{ file: "src/operations.ts", line: 5, rule: "unsupported-keyword" }],
  status: "caught",
});
