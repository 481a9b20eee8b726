import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");
/** MCP clients forward a listed tool as written: each of these destinations receives the listing. */
const FORWARDED = ["mcp", "openai", "anthropic", "google"];

/**
 * Lists one fixture's tools through a real client. The in-memory transport hands objects over as they
 * are; stdio and Streamable HTTP write JSON, so the server's side here writes and reads each message
 * as JSON first, as they do: what a listed schema object becomes is what its JSON says.
 */
async function listOne(setup: (server: Server) => void): Promise<WireCapture[]> {
  const server = new Server({ name: "wire", version: "1.0.0" }, { capabilities: { tools: {} } });
  setup(server);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const send = serverTransport.send.bind(serverTransport);
  serverTransport.send = (message, options) => send(JSON.parse(JSON.stringify(message)), options);
  const client = new Client({ name: "wire-test", version: "1.0.0" });
  await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
  try {
    const { tools } = await client.listTools();
    return tools.flatMap((listed) => FORWARDED.map((target) => ({ tool: listed.name, target, sent: { name: listed.name, schema: listed.inputSchema as JsonObject } })));
  } catch (error) {
    // The client validates the whole result: one tool it rejects loses every tool of the listing.
    return (await listedNames(setup)).flatMap((name) => FORWARDED.map((target) => ({ tool: name, target, thrown: (error as Error).message })));
  } finally {
    await client.close();
  }
}

/** The names a fixture's handler lists, asked of the handler itself (for a listing the client rejects). */
async function listedNames(setup: (server: Server) => void): Promise<string[]> {
  let handler: (() => Promise<{ tools: { name: string }[] }>) | undefined;
  const recorder = { setRequestHandler: (_schema: unknown, given: typeof handler) => (handler = given) };
  setup(recorder as unknown as Server);
  return handler ? (await handler()).tools.map((tool) => tool.name) : [];
}

export const suite: WireSuite = {
  label: "MCP low-level Server (@modelcontextprotocol/sdk 1.32.2, JSON over the transport)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, (server: Server) => void>;
    void ListToolsRequestSchema;
    const captures = await Promise.all(Object.values(fixture).map(listOne));
    return captures.flat();
  },
  knownDifferences: FORWARDED.map((target) => ({
    tool: "lookup_record",
    target,
    reason: "the listed zod 4 object also carries zod's internal \"def\" (its definition tree), which the plugin leaves out of the view; it reports the tool as listed with no parameters",
  })),
  rejections: FORWARDED.map((target) => ({
    tool: "find_invoice",
    target,
    code: "sdk",
    why: "the client's listTools() rejects the whole result: the zod 3 object's JSON has no \"type\": \"object\" (observed, @modelcontextprotocol/sdk 1.32.2 Client)",
  })),
};
