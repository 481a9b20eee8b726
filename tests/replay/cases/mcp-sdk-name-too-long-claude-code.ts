// https://github.com/ChromeDevTools/chrome-devtools-mcp/issues/1169
// Claude Code names an MCP tool mcp__<server>__<tool>, and for a plugin's server the server part carries the
// plugin's name too; the tool name, valid on its own, goes past the 64 characters the API allows.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ChromeDevTools/chrome-devtools-mcp/issues/1169",
  summary:
    "An MCP server installed as a Claude Code plugin exposes get_console_message (19 characters).\nClaude Code calls it mcp__plugin_chrome-devtools-mcp_chrome-devtools__get_console_message (68), and the request fails.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "host limit on MCP names",
  verdict: "failure",
  // The server part comes from the plugin's configuration, not the code: the setting gives it.
  settings: { "tool-schema": { mcpServerName: "plugin_chrome-devtools-mcp_chrome-devtools" } },
  files: {
    "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "chrome_devtools", version: "1.0.0" });

server.registerTool(
  "get_console_message",
  { description: "Gets a console message by its id.", inputSchema: { msgid: z.number() } },
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/server.ts", line: 7, rule: "invalid-name" }],
  status: "caught",
});
