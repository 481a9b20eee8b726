// A configurable MCP server: which tools it offers is read from a JSON file when it starts, so no list
// of tools is written anywhere. Each tool is declared as a `PluginTool`, and that type is what reaches
// the registration: the plugin finds every definition written as one, wherever it is.
import type { z } from "zod";

export interface PluginTool {
  name: string;
  description: string;
  inputSchema: z.ZodRawShape;
  run(args: Record<string, unknown>): Promise<string>;
}
