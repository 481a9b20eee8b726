// What an MCP client receives from `tools/list`, through the MCP SDK 1.x's real client over an
// in-memory transport: the one listing step the suites of servers built on that SDK share.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JsonObject } from "../../src/schema/types.js";
import type { WireCapture } from "./harness.js";

/** MCP clients forward a listed tool as written: each of these destinations receives the listing. */
export const FORWARDED = ["mcp", "openai", "anthropic", "google"];

/** The same failure for every forwarded destination of each named tool. */
export function thrownFor(names: readonly string[], error: unknown): WireCapture[] {
  return names.flatMap((name) => FORWARDED.map((target) => ({ tool: name, target, thrown: (error as Error).message })));
}

const closeable = (value: unknown): { close(): Promise<unknown> } | undefined =>
  typeof value === "object" && value !== null && typeof (value as { close?: unknown }).close === "function" ? (value as { close(): Promise<unknown> }) : undefined;

/**
 * Connects the server side (`connect(transport)`) to a real client and lists its tools, one capture
 * per tool and forwarded destination. A listing that fails (the server throws while answering, or the
 * client rejects the answer) is `failed(error)`. `asJson`: the server's messages are written and read
 * as JSON first, as stdio and Streamable HTTP do (the in-memory transport hands objects over as they are).
 */
export async function listThroughClient(
  connect: (transport: Transport) => Promise<unknown>,
  failed: (error: unknown) => WireCapture[] | Promise<WireCapture[]>,
  options: { readonly asJson?: boolean } = {},
): Promise<WireCapture[]> {
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  if (options.asJson) {
    const send = serverTransport.send.bind(serverTransport);
    serverTransport.send = (message, sendOptions) => send(JSON.parse(JSON.stringify(message)), sendOptions);
  }
  const client = new Client({ name: "wire-test", version: "1.0.0" });
  const [serverSide] = await Promise.all([connect(serverTransport), client.connect(clientTransport)]);
  try {
    const { tools } = await client.listTools();
    return tools.flatMap((listed) => FORWARDED.map((target) => ({ tool: listed.name, target, sent: { name: listed.name, schema: listed.inputSchema as JsonObject } })));
  } catch (error) {
    return await failed(error);
  } finally {
    await client.close();
    // FastMCP's connect returns its session, which pings the client on a timer until it is closed: left
    // open, it outlives the test and keeps its server (and every tool's schema) for the rest of the run.
    await closeable(serverSide)?.close();
  }
}

/** A server of either SDK release, as far as listing one registration needs it. */
interface Connectable {
  connect(transport: never): Promise<unknown>;
}

/**
 * Registers one fixture tool on a server of its own (so a throw, or a listing that fails, fails that tool
 * alone) and lists it through a real client. The names are noted from the registration `methods` as they
 * are called, before the SDK runs them, so a registration that throws is still paired with the plugin's tool.
 */
export async function listRegistration<S extends Connectable>(server: S, methods: readonly (keyof S & string)[], register: (server: S) => void): Promise<WireCapture[]> {
  const names: string[] = [];
  for (const method of methods) {
    const original = (server[method] as (...args: unknown[]) => unknown).bind(server);
    Object.assign(server, { [method]: (name: string, ...rest: unknown[]) => (names.push(name), original(name, ...rest)) });
  }
  try {
    register(server);
  } catch (error) {
    return thrownFor(names, error);
  }
  // The SDK converts when tools/list is answered: a schema it cannot convert fails the listing.
  return listThroughClient((transport) => server.connect(transport as never), (error) => thrownFor(names, error));
}

