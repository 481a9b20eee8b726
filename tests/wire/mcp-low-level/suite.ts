import path from "node:path";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import type { WireCapture, WireSuite } from "../harness.js";
import { FORWARDED, listThroughClient, thrownFor } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

/**
 * Lists one fixture's tools through a real client, its messages written as JSON as stdio and
 * Streamable HTTP write them: what a listed schema object becomes is what its JSON says.
 */
async function listOne(setup: (server: Server) => void): Promise<WireCapture[]> {
  const server = new Server({ name: "wire", version: "1.0.0" }, { capabilities: { tools: {} } });
  setup(server);
  // The client validates the whole result: one tool it rejects loses every tool of the listing.
  return listThroughClient((transport) => server.connect(transport), async (error) => thrownFor(await listedNames(setup), error), { asJson: true });
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
    const captures = await Promise.all(Object.values(fixture).map(listOne));
    return captures.flat();
  },
  knownDifferences: FORWARDED.map((target) => ({
    tool: "lookup_record",
    target,
    reason: "the listed zod 4 object also carries zod's internal \"def\" (its definition tree), which the plugin leaves out of the view; it reports the tool as listed with no parameters",
  })),
  rejections: [
    ...FORWARDED.map((target) => ({
      tool: "find_invoice",
      target,
      code: "sdk",
      why: "the client's listTools() rejects the whole result: the zod 3 object's JSON has no \"type\": \"object\" (observed, @modelcontextprotocol/sdk 1.32.2 Client)",
    })),
    {
      tool: "lookup_record",
      target: "openai",
      code: "unsupported-keyword",
      why: 'a root "type": "object" without "properties" (the rest is zod\'s internals) is refused: "object schema missing properties" (evalstate/fast-agent#143, karakeep-app/karakeep#1696)',
    },
  ],
};
