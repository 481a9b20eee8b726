import path from "node:path";
import { MCPServer, type MCPTool } from "mcp-framework";
import type { WireCapture, WireSuite } from "../harness.js";
import { FORWARDED, listThroughClient, thrownFor } from "../mcp-client-listing.js";

const dir = path.join(import.meta.dirname, "fixture");

type ToolClass = new () => MCPTool;

/** What MCPServer keeps private but calls itself: loading (none from its empty tools/ folder) and the per-session SDK server. */
interface ServerInternals {
  ensureInitialized(): Promise<void>;
  createSDKServerForSession(): { connect(transport: unknown): Promise<void> };
}

/**
 * Registers one fixture class on an MCPServer of its own (`addTool`, which runs `validate()`), then
 * lists it through the MCP SDK's client over an in-memory transport connected to the server
 * mcp-framework builds for a session: its own tools/list handler answers. The name is the instance's
 * own, so a tool that throws is still paired with the plugin's.
 */
async function listOne(Tool: ToolClass): Promise<WireCapture[]> {
  const name = String(new Tool().name);
  const thrown = (error: unknown) => thrownFor([name], error);
  // basePath: a folder without tools/, so only the class added here is listed.
  const server = new MCPServer({ name: "wire", version: "1.0.0", basePath: dir });
  try {
    server.addTool(Tool);
  } catch (error) {
    return thrown(error);
  }
  const internals = server as unknown as ServerInternals;
  await internals.ensureInitialized();
  // toolDefinition is built when tools/list is answered: a throw there fails the listing.
  return listThroughClient((transport) => internals.createSDKServerForSession().connect(transport), thrown);
}

export const suite: WireSuite = {
  label: "mcp-framework (mcp-framework 0.2.22, its zod 3.25.76)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/tools.js")) as Record<string, ToolClass>;
    const captures: WireCapture[] = [];
    // One at a time: each server is connected and closed before the next.
    for (const Tool of Object.values(fixture)) captures.push(...(await listOne(Tool)));
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
      tool: "add_note",
      target,
      code: "sdk",
      why: 'addTool runs validate(), which throws "Missing descriptions for fields in add_note: text" (observed, mcp-framework 0.2.22); its tool loader skips the class the same way',
    })),
    ...FORWARDED.map((target) => ({
      tool: "tag_page",
      target,
      code: "sdk",
      why: 'toolDefinition throws "Invalid schema format in tool \"tag_page\". It looks like you passed a plain object with Zod types" when tools/list is answered (observed, mcp-framework 0.2.22); its tool loader skips the class',
    })),
    ...["rate_answer", "plan_trip"].map((tool) => ({
      tool,
      target: "anthropic",
      code: "unsupported-keyword",
      why: "`.positive()` / `.gt()` are listed as draft-04's boolean `exclusiveMinimum: true`; the Anthropic API checks input_schema against draft 2020-12 (a number there) and answers 400 \"JSON schema is invalid\" (Dokploy/mcp#74, 2026-08)",
    })),
  ],
};
