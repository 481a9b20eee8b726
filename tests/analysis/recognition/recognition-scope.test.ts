import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";

/**
 * Recognition reads imports from the binder's scopes and receivers' classes from their declarations,
 * without typing them in place: a name that shadows an import is not the import, and a receiver the
 * declaration cannot decide (reassignable, annotated with another type) is still typed.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; framework: string; name: string | null }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.framework} ${t.name ?? "(no name)"}`);

describe("recognition without typing in place", () => {
  it("does not take a shadowing local for the import it hides", async () => {
    const { tools } = await lintProject({
      "tools.ts": `import { tool } from "ai";
import { z } from "zod";
export const real = tool({ description: "Real one.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
export function local() {
  const tool = (definition: object) => definition;
  return tool({ description: "Not the SDK's.", inputSchema: z.object({ q: z.string() }) });
}
export class Holder {
  static tool = (definition: object) => definition;
  make() {
    return Holder.tool({ description: "Not the SDK's either." });
  }
}
`,
    });
    expect(toolLines(tools)).toEqual(["tools.ts:3 tool() Vercel AI SDK (no name)"]);
  });

  it("recognises servers made by new on a const, a readonly field and a reassigned let", async () => {
    const { tools } = await lintProject({
      "servers.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { z } from "zod";
const one = new McpServer({ name: "one", version: "1" });
one.registerTool("one_tool", { description: "On SDK 1.", inputSchema: { q: z.string() } }, async () => ({ content: [] }));
let two = new McpServerV2({ name: "two", version: "2" });
two = new McpServerV2({ name: "two again", version: "2" });
two.registerTool("two_tool", { description: "On SDK 2.", inputSchema: z.object({ q: z.string() }) }, async () => ({ content: [] }));
export class Host {
  private readonly server = new McpServerV2({ name: "host", version: "2" });
  register(): void {
    this.server.registerTool("host_tool", { description: "On a field.", inputSchema: z.object({ q: z.string() }) }, async () => ({ content: [] }));
  }
}
`,
    });
    expect(toolLines(tools)).toEqual([
      "servers.ts:5 one.registerTool() MCP TypeScript SDK 1.x one_tool",
      "servers.ts:8 two.registerTool() MCP TypeScript SDK 2.x two_tool",
      "servers.ts:12 this.server.registerTool() MCP TypeScript SDK 2.x host_tool",
    ]);
  });
});
