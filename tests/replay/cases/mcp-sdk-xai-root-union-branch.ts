// https://github.com/code-yeongyu/oh-my-openagent/pull/6623
// An MCP tool's schema kept "type": "object" at the root but said "exactly one of ruleFile or inlineRules"
// with a root oneOf of constraint-only branches; xAI refused every request that carried the tool.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/code-yeongyu/oh-my-openagent/pull/6623",
  summary: "A low-level MCP server lists a scan tool whose object root carries a oneOf of { required, not } branches.\nxAI's Responses API answers 400: the root union has a branch that is not an object type.",
  framework: "mcp-sdk",
  provider: "xAI",
  failureClass: "root union with a non-object branch",
  verdict: "failure",
  files: {
    "src/server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "ast-grep", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [
    {
      name: "scan",
      description: "Scan the code base with a rule file or with rules given inline",
      inputSchema: {
        type: "object",
        properties: {
          ruleFile: { type: "string", description: "Path of a rule file" },
          inlineRules: { type: "string", description: "Rules as YAML" },
        },
        oneOf: [
          { required: ["ruleFile"], not: { required: ["inlineRules"] } },
          { required: ["inlineRules"], not: { required: ["ruleFile"] } },
        ],
      },
    },
  ],
}));
`,
  },
  settings: { "tool-schema": { targets: ["xai"] } },
  expected: [{ file: "src/server.ts", line: 18, rule: "root-not-object" }],
  status: "caught",
});
