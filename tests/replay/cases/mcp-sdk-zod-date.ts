// https://github.com/ever-co/ever-gauzy/issues/10186
// An MCP 1.x server registers a tool whose input holds z.date(): zod 4 cannot turn a Date into JSON Schema,
// so every tools/list request fails and the client sees none of the server's tools.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ever-co/ever-gauzy/issues/10186",
  summary: "A registerTool input shape with a z.date() range inside an MCP SDK 1.x server on zod 4.\ntools/list throws (a Date has no JSON Schema form), so the host loads zero tools from the server.",
  framework: "mcp-sdk",
  provider: "MCP host",
  failureClass: "type the converter cannot represent",
  verdict: "failure",
  files: {
    "src/server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "timesheets", version: "1.0.0" });

server.registerTool(
  "count_working_people",
  {
    description: "Count the people who worked in a date range",
    inputSchema: { start: z.date(), end: z.date() },
  },
  async () => ({ content: [{ type: "text", text: "0" }] }),
);
`,
  },
  expected: [{ file: "src/server.ts", line: 10, rule: "unsendable-tool" }],
  status: "caught",
});
