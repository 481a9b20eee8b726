import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { catalog } from "./catalog.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

// Each entry is one tool: the plugin reads it where the catalog's element is defined.
for (const tool of Object.values(catalog)) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema, annotations: tool.annotations }, async (params) => ({
    content: [{ type: "text" as const, text: await tool.handler(params) }],
  }));
}

export { server };
