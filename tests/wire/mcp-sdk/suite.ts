import path from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { WireSuite } from "../harness.js";
import { FORWARDED, listRegistration } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

export const suite: WireSuite = {
  label: "MCP SDK 1.x (@modelcontextprotocol/sdk 1.32.2)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, (server: McpServer) => void>;
    const captures = await Promise.all(Object.values(fixture).map((register) => listRegistration(new McpServer({ name: "wire", version: "1.0.0" }), ["registerTool", "tool"], register)));
    return captures.flat();
  },
  rejections: [
    { tool: "move_to", target: "anthropic", code: "unsupported-keyword", why: "Anthropic validates input_schema against JSON Schema draft 2020-12, where \"items\" is one schema: a draft-07 tuple fails the whole request (hyperdxio/hyperdx#2925, AlexGladkov/claude-in-mobile#55)" },
    { tool: "notes.list", target: "openai", code: "invalid-name", why: "OpenAI function names match ^[a-zA-Z0-9_-]+$ (openai/openai-python function_definition.py; openai/codex #8174)" },
    { tool: "notes.list", target: "anthropic", code: "invalid-name", why: "Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (Messages API reference; anthropics/claude-code #2326)" },
    ...FORWARDED.map((target) => ({
      tool: "send email",
      target,
      code: "invalid-name",
      why:
        target === "mcp"
          ? "MCP 2025-11-25 server/tools (SEP-986): names use only A-Z a-z 0-9 _ - . and no spaces; the SDK only warns"
          : "no provider accepts a space in a function name (OpenAI ^[a-zA-Z0-9_-]+$, Anthropic ^[a-zA-Z0-9_-]{1,128}$, Gemini letters, digits, _ . : -)",
    })),
    ...FORWARDED.map((target) => ({
      tool: "get_weather",
      target,
      code: "sdk",
      why: 'registerTool throws "inputSchema must be a Zod schema or raw shape, received an unrecognized object" (observed, @modelcontextprotocol/sdk 1.32.2)',
    })),
    ...FORWARDED.map((target) => ({
      tool: "book_meeting",
      target,
      code: "sdk",
      why: 'tools/list fails with "MCP error -32603: Date cannot be represented in JSON Schema" (observed, @modelcontextprotocol/sdk 1.32.2 with zod 4.6.7)',
    })),
    ...FORWARDED.map((target) => ({
      tool: "get_forecast",
      target,
      code: "sdk",
      why: 'tool() throws "Tool get_forecast expected a Zod schema or ToolAnnotations, but received an unrecognized object" (observed, @modelcontextprotocol/sdk 1.32.2)',
    })),
  ],
};
