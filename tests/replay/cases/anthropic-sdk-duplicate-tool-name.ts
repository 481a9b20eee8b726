// https://github.com/cloudwego/eino/issues/632
// An agent took the tools of a GitHub MCP server and an Azure DevOps one, and both offer create_pull_request;
// Anthropic refuses a request whose tools share a name, so no turn could run with both servers on.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/cloudwego/eino/issues/632",
  summary: "The tools of two MCP servers, each with a 'create_pull_request', merged into one messages.create.\nAnthropic answers 400 'tools: Tool names must be unique.' before the model runs.",
  framework: "anthropic-sdk",
  provider: "Anthropic",
  failureClass: "duplicate tool names",
  verdict: "failure",
  files: {
    "src/agent.ts": `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();

const githubTools: Anthropic.Tool[] = [
  {
    name: "create_pull_request",
    description: "Open a pull request on GitHub",
    input_schema: { type: "object", properties: { repo: { type: "string" }, head: { type: "string" } }, required: ["repo", "head"] },
  },
];

const azureDevOpsTools: Anthropic.Tool[] = [
  {
    name: "create_pull_request",
    description: "Open a pull request in an Azure DevOps repository",
    input_schema: { type: "object", properties: { project: { type: "string" }, sourceRef: { type: "string" } }, required: ["project", "sourceRef"] },
  },
];

export const ask = (prompt: string) =>
  client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: prompt }],
    tools: [...githubTools, ...azureDevOpsTools],
  });
`,
  },
  expected: [{ file: "src/agent.ts", line: 26, rule: "duplicate-tool-name" }],
  status: "caught",
});
