// https://github.com/Dokploy/mcp/issues/74
// A generated MCP server's pipeline turned a numeric exclusiveMinimum into the draft-04 pair
// (exclusiveMinimum: true beside minimum: 0); Anthropic refused every request carrying the tool list.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/Dokploy/mcp/issues/74",
  summary: "A low-level MCP server lists a DNS record tool whose ttl is { type: 'integer', exclusiveMinimum: true, minimum: 0 }.\nAnthropic answers 400 for every request carrying it: input_schema must match JSON Schema draft 2020-12.",
  framework: "mcp-sdk",
  provider: "Anthropic",
  failureClass: "older JSON Schema draft",
  verdict: "failure",
  files: {
    "src/server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "dns", version: "0.30.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "dnsProvider-createRecord",
      description: "Create a DNS record",
      inputSchema: {
        type: "object",
        properties: {
          name: { type: "string" },
          content: { type: "string" },
          ttl: { type: "integer", exclusiveMinimum: true, minimum: 0 },
        },
        required: ["name", "content"],
      },
    },
  ],
}));
`,
  },
  expected: [{ file: "src/server.ts", line: 16, rule: "unsupported-keyword" }],
  status: "caught",
});
