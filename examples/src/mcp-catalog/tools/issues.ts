import { z } from "zod";
import { defineTool } from "../define.js";

export const findIssues = defineTool({
  name: "find_issues",
  description: ["Find issues in a project.", "", "Use this tool when the user asks about open bugs or errors."].join("\n"),
  inputSchema: {
    project: z.string().describe("The project's slug"),
    query: z.string().optional().describe("Words to search for"),
  },
  annotations: { readOnlyHint: true },
  async handler() {
    return "[]";
  },
});

// The name has a space: every MCP client and provider rejects it, and it is reported here, where it is written.
export const updateIssue = defineTool({
  name: "update issue",
  description: "Change an issue's status.",
  inputSchema: {
    issueId: z.string(),
    status: z.enum(["resolved", "ignored"]),
  },
  annotations: { destructiveHint: true },
  async handler() {
    return "ok";
  },
});
