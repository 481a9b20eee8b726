import { z } from "zod";
import { defineTool } from "../define.js";

export const listProjects = defineTool({
  name: "list_projects",
  description: "List the projects of the organization.",
  inputSchema: { limit: z.number().int().min(1).max(100).optional() },
  annotations: { readOnlyHint: true },
  async handler() {
    return "[]";
  },
});
