// https://github.com/modelcontextprotocol/inspector/issues/429
// A plain JSON Schema object given to server.tool() where the SDK expects a zod shape: the SDK took it for
// the tool's annotations, and tools/list showed the tool with an empty input schema.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/modelcontextprotocol/inspector/issues/429",
  summary: "server.tool(name, description, { type: 'object', properties: {...} }, handler) on MCP SDK 1.x.\nThe object is read as annotations, so the tool is listed without its parameters.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "schema taken for another argument",
  verdict: "failure",
  files: {
    "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "crm", version: "1.0.0" });

server.tool(
  "crm_connect",
  "Connect to the CRM",
  { type: "object", properties: { username: { type: "string" }, password: { type: "string" } }, required: ["username", "password"] } as any,
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/server.ts", line: 8, rule: "unsendable-tool" }],
  status: "caught",
});
