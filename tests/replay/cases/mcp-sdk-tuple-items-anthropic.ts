// https://github.com/hyperdxio/hyperdx/pull/2925
// A z.tuple() in an MCP tool was listed in draft-07 form (items as an array of schemas); Anthropic checks
// input_schema against draft 2020-12, so every request carrying the server's tools failed.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/hyperdxio/hyperdx/pull/2925",
  summary: "An MCP tool whose color rule takes a [low, high] pair written as z.tuple([z.number(), z.number()]).\nSDK 1.x lists it with items: [{…}, {…}]; Anthropic answers 400 'JSON schema is invalid. It must match JSON Schema draft 2020-12'.",
  framework: "mcp-sdk",
  provider: "Anthropic",
  failureClass: "older JSON Schema draft",
  verdict: "failure",
  files: {
    "src/dashboard.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "dashboards", version: "1.0.0" });

server.registerTool(
  "save_dashboard_tile",
  {
    description: "Save a chart tile whose color changes when the value is inside a range",
    inputSchema: {
      title: z.string(),
      colorWhenBetween: z.tuple([z.number(), z.number()]),
    },
  },
  async () => ({ content: [] }),
);
`,
  },
  expected: [{ file: "src/dashboard.ts", line: 12, rule: "unsupported-keyword" }],
  status: "caught",
});
