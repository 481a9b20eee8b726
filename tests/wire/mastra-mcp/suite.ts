import path from "node:path";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import type { MCPServer } from "@mastra/mcp";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/** The protocol server a Mastra MCPServer answers with (`createServerInstance`, what its stdio and HTTP transports serve). */
interface ProtocolServer {
  connect(transport: unknown): Promise<void>;
}

/**
 * Lists one fixture server's tools through an MCP 2.x client over an in-memory transport: the
 * server's own `tools/list` handler, no network. A listing that throws fails every tool of the
 * server; their names come from `getToolListInfo`, which skips the check that throws.
 */
async function listServer(server: MCPServer): Promise<WireCapture[]> {
  const names = server.getToolListInfo() as { tools: { name: string }[] };
  const instance = (server as unknown as { createServerInstance(): ProtocolServer }).createServerInstance();
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "wire-test", version: "1.0.0" });
  await Promise.all([instance.connect(serverTransport), client.connect(clientTransport)]);
  try {
    const { tools } = await client.listTools();
    return tools.map((listed) => ({ tool: listed.name, target: "mcp", sent: { name: listed.name, schema: listed.inputSchema as JsonObject } }));
  } catch (error) {
    return names.tools.map((tool) => ({ tool: tool.name, target: "mcp", thrown: (error as Error).message }));
  } finally {
    await client.close();
  }
}

const NOT_OBJECT =
  'tools/list throws "Tool \'…\' does not describe a valid MCP tool (input schemas must be objects)" (observed, @mastra/mcp 2.0.0 MCPServer.toMCPTool): the server lists none of its tools';

export const suite: WireSuite = {
  label: "Mastra MCPServer (@mastra/mcp 2.0.0, @mastra/core 1.71.0)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/servers.js")) as Record<string, MCPServer>;
    const captures: WireCapture[] = [];
    for (const server of Object.values(fixture)) captures.push(...(await listServer(server)));
    return captures;
  },
  rejections: [
    {
      tool: "list rooms",
      target: "mcp",
      code: "invalid-name",
      why: "MCP 2025-11-25 server/tools (SEP-986): tool names use only A-Z a-z 0-9 _ - . and no spaces; MCPServer lists the key as the name",
    },
    { tool: "tags", target: "mcp", code: "sdk", why: NOT_OBJECT },
    { tool: "locate", target: "mcp", code: "sdk", why: NOT_OBJECT },
  ],
};
