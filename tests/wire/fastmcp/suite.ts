import path from "node:path";
import { FastMCP } from "fastmcp";
import type { WireCapture, WireSuite } from "../harness.js";
import { FORWARDED, listThroughClient, thrownFor } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

/**
 * Adds one fixture function's tools to a FastMCP server of their own (so a throw fails those alone)
 * and lists them through the MCP SDK's client over an in-memory transport (`FastMCP#connect`). The
 * names are taken from the `addTool`/`addTools` calls themselves, so a tool that throws is still
 * paired with the plugin's.
 */
async function listOne(add: (server: FastMCP) => void): Promise<WireCapture[]> {
  const server = new FastMCP({ name: "wire", version: "1.0.0" });
  const names: string[] = [];
  const addTool = server.addTool.bind(server);
  const addTools = server.addTools.bind(server);
  Object.assign(server, {
    addTool: (tool: { name: string }) => (names.push(tool.name), addTool(tool as Parameters<typeof addTool>[0])),
    addTools: (tools: { name: string }[]) => (names.push(...tools.map((tool) => tool.name)), addTools(tools as Parameters<typeof addTools>[0])),
  });
  try {
    add(server);
  } catch (error) {
    return thrownFor(names, error);
  }
  // FastMCP converts when tools/list is answered, and the client checks the answer: either fails the listing.
  return listThroughClient((transport) => server.connect(transport), (error) => thrownFor(names, error));
}

export const suite: WireSuite = {
  label: "FastMCP (fastmcp 4.20.16)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, (server: FastMCP) => void>;
    const captures: WireCapture[] = [];
    // One at a time: each server is connected and closed before the next.
    for (const add of Object.values(fixture)) captures.push(...(await listOne(add)));
    return captures;
  },
  rejections: [
    ...FORWARDED.map((target) => ({
      tool: "send email",
      target,
      code: "invalid-name",
      why:
        target === "mcp"
          ? "MCP 2025-11-25 server/tools (SEP-986): names use only A-Z a-z 0-9 _ - . and no spaces"
          : "no provider accepts a space in a function name (OpenAI ^[a-zA-Z0-9_-]+$, Anthropic ^[a-zA-Z0-9_-]{1,128}$, Gemini letters, digits, _ . : -)",
    })),
    ...FORWARDED.map((target) => ({
      tool: "add_tag",
      target,
      code: "sdk",
      why: "addTool throws \"Tool 'add_tag' parameters must implement Standard Schema\" (observed, fastmcp 4.20.16)",
    })),
    ...FORWARDED.map((target) => ({
      tool: "book_room",
      target,
      code: "sdk",
      why: 'tools/list fails with "MCP error -32603: Date cannot be represented in JSON Schema" (observed, fastmcp 4.20.16 with zod 4.6.7)',
    })),
    ...FORWARDED.map((target) => ({
      tool: "find_user",
      target,
      code: "sdk",
      why: 'the listing\'s root has no `type: "object"` (a union), and the MCP SDK client rejects the whole tools/list answer: "Invalid input: expected \\"object\\"" at tools[0].inputSchema.type (observed, @modelcontextprotocol/sdk 1.32.2 Client)',
    })),
  ],
};
