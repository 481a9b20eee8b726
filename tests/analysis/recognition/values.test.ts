import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Tools written as data: a registration or listing written once for a catalog is read once per
 * element, and each tool stands at its own definition. Whole layouts are in tests/corpus/; these are
 * the edge cases of the walk.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const define = `import type { z } from "zod";
export interface ToolDef { name: string; description: string; inputSchema: z.ZodRawShape }
export const defineTool = <T extends ToolDef>(tool: T): T => tool;
`;

describe("catalogs registered in a loop", () => {
  it("names each tool by the key the registration reads, walks a namespace import and a destructured forEach", async () => {
    const { tools, messages } = await lintProject({
      "define.ts": define,
      "tools/weather.ts": `import { z } from "zod";
import { defineTool } from "../define.js";
export const weather = defineTool({ name: "get weather", description: "Weather in a city.", inputSchema: { city: z.string() } });
export const units = ["c", "f"] as const;
`,
      "tools/news.ts": `import { z } from "zod";
import { defineTool } from "../define.js";
export const news = defineTool({ name: "news", description: "Headlines.", inputSchema: { topic: z.string().optional() } });
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as weatherTools from "./tools/weather.js";
import { news } from "./tools/news.js";
const server = new McpServer({ name: "s", version: "1" });
for (const [name, tool] of Object.entries(weatherTools)) {
  if (typeof tool === "object" && "inputSchema" in tool) server.registerTool(name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
[news].forEach(({ name, description, inputSchema }) => server.registerTool(name, { description, inputSchema }, async () => ({ content: [] })));
`,
    });
    // The export's name is the key: "weather", not the definition's own "get weather"; `units` is no tool.
    expect(toolLines(tools)).toEqual(["tools/news.ts:3 server.registerTool() news zod", "tools/weather.ts:3 server.registerTool() weather zod"]);
    expect(tools.map((t) => t.set?.id)).toEqual(["server.ts#server", "server.ts#server"]);
    for (const file of ["server.ts", "tools/weather.ts", "tools/news.ts"]) expect(findingsOf(messages[file])).toEqual([]);
  });

  it("keeps the registration as one unresolved tool, saying why, when the catalog cannot be walked", async () => {
    const { tools, messages } = await lintProject({
      "define.ts": define,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolDef } from "./define.js";
declare function loadTools(): ToolDef[];
const server = new McpServer({ name: "s", version: "1" });
for (const tool of loadTools()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
`,
    });
    expect(toolLines(tools)).toEqual([
      "server.ts:5 server.registerTool() (no name) unresolved: it is registered once for each element of `loadTools()`, which cannot be followed statically: `loadTools()` is not an array or object of tool definitions written in the source",
    ]);
    expect(findingsOf(messages["server.ts"])).toEqual(["unresolved-schema/unresolved@5:20-5:31"]);
  });

  it("finds a tool once when two catalogs and a typed value hold it", async () => {
    const { tools } = await lintProject({
      "read.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const READ: Tool = { name: "read", description: "Read a file.", inputSchema: { type: "object", properties: { path: { type: "string" } } } };
export const ALL = [READ];
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ALL, READ } from "./read.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [READ, ...ALL.map((tool) => ({ ...tool }))] }));
`,
    });
    expect(toolLines(tools)).toEqual(["read.ts:2 tools/list handler read literal"]);
    expect(tools[0]!.set?.id).toBe("server.ts#server");
  });
});
