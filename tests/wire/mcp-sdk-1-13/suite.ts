import path from "node:path";
// Resolved from this folder's own node_modules (its package.json): MCP SDK 1.13.0 with zod 3.25.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { WireSuite } from "../harness.js";
import { FORWARDED, listRegistration } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

export const suite: WireSuite = {
  label: "MCP SDK 1.13 (@modelcontextprotocol/sdk 1.13.0, zod 3.25.76)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, (server: McpServer) => void>;
    const captures = await Promise.all(Object.values(fixture).map((register) => listRegistration(new McpServer({ name: "wire", version: "1.0.0" }), ["registerTool", "tool"], register)));
    return captures.flat();
  },
  rejections: [
    // What the SDK lists without parameters, { "type": "object" }, is forwarded as written and OpenAI refuses it.
    ...["ping", "status", "get_forecast"].map((tool) => ({
      tool,
      target: "openai",
      code: "unsupported-keyword",
      why: 'OpenAI answers "Invalid schema for function …: In context=(), object schema missing properties" (invalid_function_parameters) for a root { "type": "object" }: evalstate/fast-agent#143 and karakeep-app/karakeep#1696, MCP servers on SDK 1.x before 1.13.3',
    })),
    ...FORWARDED.map((target) => ({
      tool: "find_note",
      target,
      code: "sdk",
      why: "tools/list fails with \"MCP error -32603: Cannot read properties of null (reading '_def')\" (observed, @modelcontextprotocol/sdk 1.13.0)",
    })),
  ],
};
