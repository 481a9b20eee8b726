import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { PluginTool } from "./plugin.js";
import { clockTool } from "./tools/clock.js";
import { noteTools, type NoteStore } from "./tools/notes.js";

/** `{ "enabled": ["search_notes", "current_time"] }`, read from the deployment's config file. */
interface ServerConfig {
  readonly enabled: readonly string[];
}

export function startServer(config: ServerConfig, store: NoteStore): McpServer {
  const available = new Map<string, PluginTool>();
  for (const tool of [...noteTools(store), clockTool]) available.set(tool.name, tool);

  // The names come from the config at run time: only the type says which definitions can be registered.
  const enabled = config.enabled.flatMap((name) => available.get(name) ?? []);
  const server = new McpServer({ name: "notes", version: "1.0.0" });
  for (const tool of enabled) {
    server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async (args) => ({
      content: [{ type: "text" as const, text: await tool.run(args) }],
    }));
  }
  return server;
}
