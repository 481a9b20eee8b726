// https://github.com/homarr-labs/homarr/issues/6807
// An MCP SDK 2.x server registers its original zod validator, which holds z.date(), as a tool's input:
// generating tools/list throws on the date, so clients receive none of the server's tools.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/homarr-labs/homarr/issues/6807",
  summary: "registerTool on @modelcontextprotocol/server with an inputSchema object holding expiresAt: z.date().\nThe SDK's JSON Schema conversion throws on the date, and tools/list fails for every tool.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "type the converter cannot represent",
  verdict: "failure",
  files: {
    "src/invites.ts": `import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";

const server = new McpServer({ name: "dashboard", version: "2.0.0" });

server.registerTool(
  "create_invite",
  {
    description: "Create an invitation link that expires",
    inputSchema: z.object({ expiresAt: z.date() }),
  },
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/invites.ts", line: 10, rule: "unsendable-tool" }],
  status: "caught",
});
