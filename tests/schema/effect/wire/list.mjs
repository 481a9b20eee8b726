// Lists the tools of the FastMCP server a module exports (`server`) through the MCP SDK 1.x client over an
// in-memory transport, and prints `{ tools }` or `{ thrown }` as JSON: what tools/list really answers.
import { pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";

const { server } = await import(pathToFileURL(process.argv[2]).href);
const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
const client = new Client({ name: "effect-wire", version: "1.0.0" });
await Promise.all([server.connect(serverTransport), client.connect(clientTransport)]);
try {
  const { tools } = await client.listTools();
  process.stdout.write(JSON.stringify({ tools: tools.map((t) => ({ name: t.name, inputSchema: t.inputSchema })) }));
} catch (error) {
  process.stdout.write(JSON.stringify({ thrown: error.message }));
} finally {
  await client.close();
}
process.exit(0);
