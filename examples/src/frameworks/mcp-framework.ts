import { MCPTool } from "mcp-framework";
// mcp-framework takes zod 3 (its peer is zod@3.x); this examples project has zod 4, whose zod 3 is `zod/v3`.
import { z } from "zod/v3";

/** Listed by MCPServer from its tools/ folder: mcp-framework converts `schema` itself. */
export class IssuesSearch extends MCPTool {
  name = "issues_search";
  description = "Search issues by words from their title or body.";
  schema = z.object({
    query: z.string().describe("Words to look for"),
    state: z.enum(["open", "closed"]).optional().describe("Only issues in this state"),
    // Listed as `type: "string"`: mcp-framework knows no unions.
    since: z.union([z.string(), z.number()]).optional().describe("A date or a timestamp"),
  });
  async execute(input: { query: string }) {
    return `results for ${input.query}`;
  }
}

/** Every field needs a description: without one the server does not load the tool. */
export class IssuesClose extends MCPTool {
  name = "issues_close";
  description = "Close an issue.";
  schema = z.object({ issue: z.number().int() });
  async execute() {
    return "closed";
  }
}

/** The older field map: each property is listed as its type and description only (the enum is lost). */
export class IssuesLabel extends MCPTool<{ issue: number; colour: "red" | "green" }> {
  name = "issues_label";
  description = "Set a coloured label on an issue.";
  schema = {
    issue: { type: z.number().int(), description: "The issue number" },
    colour: { type: z.enum(["red", "green"]), description: "The label colour" },
  };
  async execute() {
    return "labelled";
  }
}
