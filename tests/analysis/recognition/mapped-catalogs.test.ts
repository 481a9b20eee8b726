import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * A catalog made into another by `.map(fn)` before it is registered: each element of the source list
 * is one tool, read through what the callback (and a function of the program it calls) makes of it,
 * and placed where the element is written.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const raw = `import { z } from "zod";
export interface RawTool<S extends z.ZodTypeAny = z.ZodTypeAny> { name: string; description: string; schema: S; run: (args: z.infer<S>) => Promise<string> }
export const rawTools = [
  { name: "get_price", description: "Price of a token.", schema: z.object({ token: z.string() }), run: async () => "1" },
  { name: "get-chains", description: "Chains the service knows.", schema: z.object({}), run: async () => "[]" },
  { name: "swap quote", description: "A quote for a swap.", schema: z.object({ from: z.string(), to: z.string() }), run: async () => "q" },
] as const satisfies readonly RawTool[];
`;

describe("catalogs mapped by a callback", () => {
  it("reads each element through a function of the program that rebuilds it", async () => {
    const { tools, messages } = await lintProject({
      "raw.ts": raw,
      "server.ts": `import { FastMCP } from "fastmcp";
import { z } from "zod";
import { rawTools, type RawTool } from "./raw.js";
interface Stored { name: string; description: string; schema: z.ZodTypeAny; execute: (args: unknown) => Promise<string> }
const adapt = (tool: RawTool): Stored => ({
  name: tool.name,
  description: tool.description,
  schema: tool.schema,
  execute: (args: unknown) => tool.run(args as never),
});
export const stored: readonly Stored[] = rawTools.map((tool) => adapt(tool));
const server = new FastMCP({ name: "s", version: "1.0.0" });
stored.forEach((tool) => server.addTool({ name: tool.name, description: tool.description, parameters: tool.schema, execute: tool.execute }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "raw.ts:4 server.addTool() get_price zod",
      "raw.ts:5 server.addTool() get-chains zod",
      "raw.ts:6 server.addTool() swap quote zod",
    ]);
    expect(findingsOf(messages["raw.ts"]).length).toBeGreaterThan(0);
  });

  it("reads a callback named by reference and one that spreads the element, renaming it", async () => {
    const { tools, messages } = await lintProject({
      "raw.ts": raw,
      "more.ts": raw,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { rawTools, type RawTool } from "./raw.js";
import { rawTools as moreTools } from "./more.js";
function toEntry(tool: RawTool) {
  return { title: tool.name, summary: tool.description, input: tool.schema };
}
const entries = rawTools.map(toEntry);
const prefixed = moreTools.map((tool) => ({ ...tool, name: \`defi_\${tool.name}\` }));
const server = new McpServer({ name: "s", version: "1" });
for (const entry of entries) server.registerTool(entry.title, { description: entry.summary, inputSchema: entry.input }, async () => ({ content: [] }));
const other = new McpServer({ name: "t", version: "1" });
for (const tool of prefixed) other.registerTool(tool.name, { description: tool.description, inputSchema: tool.schema }, async () => ({ content: [] }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "more.ts:4 other.registerTool() defi_get_price zod",
      "more.ts:5 other.registerTool() defi_get-chains zod",
      "more.ts:6 other.registerTool() defi_swap quote zod",
      "raw.ts:4 server.registerTool() get_price zod",
      "raw.ts:5 server.registerTool() get-chains zod",
      "raw.ts:6 server.registerTool() swap quote zod",
    ]);
    // The sent name is made in server.ts, which the message names; the rename it needs is not the literal's to take.
    expect(describeMessages(messages["more.ts"])).toEqual([
      'invalid-name@6:5 Tool name "defi_swap quote" is rejected by MCP clients, OpenAI, Anthropic and Gemini via the MCP TypeScript SDK 1.x: it may use only letters, digits, `_`, `-` and `.`. It is written at server.ts:8. Rename it, e.g. "defi_swap_quote".',
    ]);
    expect(messages["more.ts"]?.map((m) => [m.fix, m.suggestions])).toEqual([[undefined, undefined]]);
    expect(describeMessages(messages["raw.ts"])).toEqual([
      'invalid-name@6:5 Tool name "swap quote" is rejected by MCP clients, OpenAI, Anthropic and Gemini via the MCP TypeScript SDK 1.x: it may use only letters, digits, `_`, `-` and `.`. Rename it, e.g. "swap_quote".',
    ]);
  });
});
