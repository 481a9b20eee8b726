// https://github.com/cyanheads/git-mcp-server/issues/47
// z.string().url() in an MCP tool becomes format "uri"; OpenAI's schema check (Codex sends the tools to
// the Responses API) accepts only a short list of formats, so the tool was refused.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/cyanheads/git-mcp-server/issues/47",
  summary: "A git_remote MCP tool whose url field is z.string().url(), used from Codex with an OpenAI model.\nOpenAI rejects the schema: 'uri' is not one of the formats it supports.",
  framework: "mcp-sdk",
  provider: "OpenAI",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/remote.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "git", version: "2.15.0" });
server.registerTool(
  "git_remote",
  {
    description: "Add a remote to the repository",
    inputSchema: { name: z.string(), url: z.string().url() },
  },
  async () => ({ content: [] }),
);
`,
  },
  settings: { "tool-schema": { targets: ["openai-strict"] } },
  expected: [{ file: "src/remote.ts", line: 9, rule: "unsupported-keyword" }],
  status: "caught",
});
