import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// The server's own name, read where its tools are registered, across files: what `invalid-name` takes for
// the key a host knows the server by (`mcp__{server}__{tool}` in Claude Code).

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { SERVER_NAME } from "./names.js";

export const server = new McpServer({ name: SERVER_NAME, version: "1.0.0" });
export function createServer() {
  return new McpServer({ name: "acme-enterprise-knowledge-base-mcp-server", version: "1.0.0" });
}
`;
const NAMES = `export const SERVER_NAME = "acme-enterprise-knowledge-base-mcp-server-v2";\n`;
const TOOLS = `import { z } from "zod";
import { server, createServer } from "./server.js";

server.registerTool("list_recent_commits", { description: "Recent commits.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));
const made = createServer();
made.registerTool("list_recent_commits", { description: "Recent commits.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));
made.registerTool("list_commits", { description: "Commits.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));
`;

const SHORTEN = "Shorten the tool or server name.";

describe("the server's name for MCP hosts", () => {
  it("follows an imported server, a const of a third file and a factory that returns the server", async () => {
    const { messages } = await lintProject({ "server.ts": SERVER, "names.ts": NAMES, "tools.ts": TOOLS });
    // list_commits on the 41-character server makes exactly 60: under Claude Code's 64.
    expect(describeMessages(messages["tools.ts"])).toEqual([
      `invalid-name@4:21 In Claude Code this tool is "mcp__acme-enterprise-knowledge-base-mcp-server-v2__list_recent_commits": 70 characters, over its limit of 64, so the request fails. ${SHORTEN}`,
      `invalid-name@6:19 In Claude Code this tool is "mcp__acme-enterprise-knowledge-base-mcp-server__list_recent_commits": 67 characters, over its limit of 64, so the request fails. ${SHORTEN}`,
    ]);
    expect(messages["server.ts"]).toEqual([]);
  });

  it("checks Cursor's combined length when settings list it", async () => {
    const settings = { "tool-schema": { mcpHosts: ["cursor"] } };
    const { messages } = await lintProject({ "server.ts": SERVER, "names.ts": NAMES, "tools.ts": TOOLS }, { settings });
    // 41 + 12 for list_commits: 53, under 60.
    expect(describeMessages(messages["tools.ts"])).toEqual([
      `invalid-name@4:21 In Cursor this tool is "acme-enterprise-knowledge-base-mcp-server-v2" + "list_recent_commits": 63 characters, over its limit of 59, so Cursor leaves it out. ${SHORTEN}`,
      `invalid-name@6:19 In Cursor this tool is "acme-enterprise-knowledge-base-mcp-server" + "list_recent_commits": 60 characters, over its limit of 59, so Cursor leaves it out. ${SHORTEN}`,
    ]);
  });
});
