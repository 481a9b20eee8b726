// A catalog-style MCP server: each tool is a plain object made by an identity helper, the catalog is
// an object keyed by tool name, and the server registers every entry in one loop.
import type { z } from "zod";

export interface CatalogTool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  description: string;
  inputSchema: S;
  annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean };
  handler(params: Record<string, unknown>): Promise<string>;
}

export function defineTool<S extends z.ZodRawShape>(tool: CatalogTool<S>): CatalogTool<S> {
  return tool;
}
