// https://github.com/confluentinc/mcp-confluent/issues/20
// A Kafka MCP server's baseUrl parameters carried format "uri"; Goose sent the tools to Gemini in the
// OpenAPI `parameters` field, where a string's format may only be 'enum' or 'date-time', and crashed on 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/confluentinc/mcp-confluent/issues/20",
  summary: "MCP tools with an optional baseUrl listed with format: 'uri' (here from z.string().url()), forwarded by Goose to gemini-2.0-flash.\nGemini answers 400: parameters.properties[baseUrl].format: only 'enum' and 'date-time' are supported for STRING type.",
  framework: "mcp-sdk",
  provider: "Google Gemini",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/connect.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "confluent", version: "0.1.0" });

server.registerTool(
  "list-connectors",
  {
    description: "List the connectors of a Kafka Connect cluster",
    inputSchema: {
      baseUrl: z.string().url().optional().describe("The Connect REST endpoint"),
      clusterId: z.string(),
    },
  },
  async () => ({ content: [] }),
);
`,
  },
  settings: { "tool-schema": { targets: ["google-parameters"] } },
  expected: [{ file: "src/connect.ts", line: 11, rule: "unsupported-keyword" }],
  status: "caught",
});
