import path from "node:path";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { McpServer } from "@modelcontextprotocol/server";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";
import { FORWARDED } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

/**
 * Registers one fixture tool on a server of its own and lists it through the 2.x client over an
 * in-memory transport: 2.x converts schemas when `tools/list` is answered, so a schema it refuses
 * fails the whole listing, here that tool's alone. The tool's name is taken from the registration call
 * itself, so a tool that throws is still paired with the plugin's.
 */
async function listOne(register: (server: McpServer) => void): Promise<WireCapture[]> {
  const server = new McpServer({ name: "wire", version: "1.0.0" });
  const names: string[] = [];
  // Note the name before the SDK runs the registration (and may throw).
  const registerTool = (server.registerTool as (...args: unknown[]) => unknown).bind(server);
  Object.assign(server, { registerTool: (name: string, ...rest: unknown[]) => (names.push(name), registerTool(name, ...rest)) });
  const thrown = (error: unknown) => names.flatMap((name) => FORWARDED.map((target) => ({ tool: name, target, thrown: (error as Error).message })));
  try {
    register(server);
  } catch (error) {
    return thrown(error);
  }
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "wire-test", version: "1.0.0" });
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  try {
    const { tools } = await client.listTools();
    return tools.flatMap((listed) => FORWARDED.map((target) => ({ tool: listed.name, target, sent: { name: listed.name, schema: listed.inputSchema as JsonObject } })));
  } catch (error) {
    return thrown(error);
  } finally {
    await client.close();
  }
}

export const suite: WireSuite = {
  label: "MCP SDK 2.x (@modelcontextprotocol/server 2.4.0)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, (server: McpServer) => void>;
    const captures = await Promise.all(Object.values(fixture).map(listOne));
    return captures.flat();
  },
  rejections: [
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
    ...["search_items", "locate", "find_user"].map((tool) => ({
      tool,
      target: "anthropic",
      code: "root-not-object",
      why: "the listing's root is `type: \"object\"` beside a `oneOf`/`anyOf`; Anthropic: \"input_schema does not support oneOf, allOf, or anyOf at the top level\" (anthropics/claude-code #27337 and many MCP server reports)",
    })),
    ...FORWARDED.map((target) => ({
      tool: "get_time",
      target,
      code: "sdk",
      why: 'registerTool throws "inputSchema/outputSchema/argsSchema must be a Standard Schema … or a raw Zod shape" (observed, @modelcontextprotocol/server 2.4.0)',
    })),
    ...FORWARDED.map((target) => ({
      tool: "echo",
      target,
      code: "sdk",
      why: 'tools/list throws "MCP tool and prompt schemas must describe objects (got type: \"string\")" (observed, @modelcontextprotocol/server 2.4.0)',
    })),
    ...FORWARDED.map((target) => ({
      tool: "track_parcel",
      target,
      code: "sdk",
      why: 'tools/list throws "BigInt cannot be represented in JSON Schema" (observed, @modelcontextprotocol/server 2.4.0 with zod 4.6.7)',
    })),
    {
      tool: "forecast",
      target: "openai",
      code: "unsupported-keyword",
      // Effect 4 writes a tuple at 2020-12 as `prefixItems` with no `items`.
      why: "OpenAI answers `Invalid schema for function …: In context=('properties', …), array schema missing items.` (invalid_function_parameters, also without strict: mark3labs/mcphost#35 with gpt-4o, gumloop/guMCP#136, modelscope/ms-agent#610)",
    },
    ...FORWARDED.map((target) => ({
      tool: "rate_movie",
      target,
      code: "sdk",
      why: 'tools/list throws "Schema appears to be from zod 3, which the SDK cannot convert to JSON Schema" (observed, @modelcontextprotocol/server 2.4.0)',
    })),
  ],
};
