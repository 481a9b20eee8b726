// https://github.com/hostinger/api-mcp-server/issues/48
// A generated MCP tool name kept a dot from a product name: Claude Desktop validates tool names against
// letters, digits, '_' and '-', so the whole server failed to load.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/hostinger/api-mcp-server/issues/48",
  summary: "An MCP tool registered as 'hosting_restartNode.jsApp', with a dot taken from 'Node.js'.\nClaude Desktop rejects the tool list: the name must match ^[a-zA-Z0-9_-]{1,64}$.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/hosting.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function registerHosting(server: McpServer) {
  server.registerTool(
    "hosting_restartNode.jsApp",
    { description: "Restart a Node.js application", inputSchema: { appId: z.string() } },
    async () => ({ content: [] }),
  );
}
`,
  },
  expected: [{ file: "src/hosting.ts", line: 6, rule: "invalid-name" }],
  status: "caught",
});
