// Mastra tools served over MCP: `new MCPServer({ tools })` lists each tool under its key.
import { createTool } from "@mastra/core/tools";
import { MCPServer } from "@mastra/mcp";
import { z } from "zod";

const searchDocs = createTool({
  id: "search-docs",
  description: "Search the product documentation.",
  inputSchema: z.object({ query: z.string(), limit: z.number().int().max(20).optional() }),
  execute: async () => [],
});

/** An array root: the server's tools/list throws, and the MCP host sees none of its tools. */
const listTags = createTool({
  id: "list-tags",
  description: "List the tags of some pages.",
  inputSchema: z.array(z.string()) as never,
  execute: async () => [],
});

/** The key "search docs" is the name MCP clients see, and the space is outside MCP's name rules. */
export const docs = new MCPServer({ name: "docs", version: "1.0.0", tools: { "search docs": searchDocs, listTags } });
