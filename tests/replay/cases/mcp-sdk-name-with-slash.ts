// https://github.com/malloydata/publisher/pull/543
// A tool namespaced with a slash ('malloy/executeQuery') made Claude Desktop refuse the server's tools;
// the fix renamed it with an underscore.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/malloydata/publisher/pull/543",
  summary: "An MCP tool named with a '/' namespace separator.\nClaude Desktop's name pattern has no '/', so the tool list is rejected.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/query.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "publisher", version: "0.1.0" });
server.registerTool(
  "malloy/executeQuery",
  { description: "Run a Malloy query", inputSchema: { query: z.string() } },
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/query.ts", line: 6, rule: "invalid-name" }],
  status: "caught",
});
