import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");
/** MCP clients forward a listed tool as written: each of these destinations receives the listing. */
const FORWARDED = ["mcp", "openai", "anthropic", "google"];

export const suite: WireSuite = {
  label: "MCP SDK 1.x (@modelcontextprotocol/sdk 1.32.2)",
  dir,
  async capture() {
    const { server } = await import("./fixture/server.js");
    const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: "wire-test", version: "1.0.0" });
    await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
    const { tools } = await client.listTools();
    await client.close();
    return tools.flatMap((tool): WireCapture[] =>
      FORWARDED.map((target) => ({ tool: tool.name, target, sent: { name: tool.name, schema: tool.inputSchema as JsonObject } })),
    );
  },
  rejections: [
    { tool: "notes.list", target: "openai", code: "invalid-name", why: "OpenAI function names match ^[a-zA-Z0-9_-]+$ (openai/codex #8174)" },
    { tool: "notes.list", target: "anthropic", code: "invalid-name", why: "Anthropic tool names match ^[a-zA-Z0-9_-]{1,64}$ (anthropics/claude-code #2326)" },
  ],
};
