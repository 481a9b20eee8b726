// https://github.com/Signet-AI/signetai/pull/449
// zod 4's two-argument z.record() writes propertyNames into an MCP tool's schema; forwarded to OpenAI
// models by a coding harness, every request failed with 400, while Claude accepted the same tools.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/Signet-AI/signetai/pull/449",
  summary: "An MCP tool whose args field is z.record(z.string(), z.unknown()), listed with propertyNames: { type: 'string' }.\nOpenAI answers 400 \"In context=('properties', 'args'), 'propertyNames' is not permitted\" outside strict mode too.",
  framework: "mcp-sdk",
  provider: "OpenAI",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/tools.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "signet", version: "0.1.0" });

server.registerTool(
  "mcp_server_call",
  {
    description: "Call a tool of another configured MCP server",
    inputSchema: {
      server: z.string(),
      tool: z.string(),
      args: z.record(z.string(), z.unknown()),
    },
  },
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/tools.ts", line: 13, rule: "unsupported-keyword" }],
  status: "missed",
});
