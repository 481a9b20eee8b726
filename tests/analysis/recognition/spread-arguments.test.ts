import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Registrations whose arguments are spread from a tuple (`server.tool(...tool)`): the tuple written as
 * an array literal, or made by a function of the program from its parameters, gives the call its
 * arguments, so each tool is read, named and placed where its name is written.
 */

const toolLines = (tools: readonly { file: string; line: number; name: string | null; route: string; unresolved?: string; unfollowed?: true }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.name ?? "(no name)"} ${t.route}${t.unfollowed ? " unfollowed" : ""}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const maker = `import { z } from "zod";
import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
export type Tool<T extends z.ZodRawShape = z.ZodRawShape> = [string, string, T, ToolCallback<T>];
export function createTool<T extends z.ZodRawShape>(name: string, description: string, schema: T, handler: ToolCallback<T>): Tool<T> {
  return [name, description, schema, handler] as const;
}
`;

describe("arguments spread from a tuple", () => {
  it("reads each tuple a function of the program makes, through spread catalogs and a forEach, and reports at the argument", async () => {
    const { tools, messages } = await lintProject({
      "maker.ts": maker,
      "projects.ts": `import { z } from "zod";
import { createTool } from "./maker.js";
export const projectTools = [
  createTool("project_list", "List the projects.", {}, async () => ({ content: [] })),
  createTool("project info", "Describe one project.", { id: z.string() }, async () => ({ content: [] })),
];
`,
      "volumes.ts": `import { z } from "zod";
import { createTool } from "./maker.js";
export const volumeTools = [createTool("volume_create", "Create a volume.", { size: z.number().int() }, async () => ({ content: [] }))];
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Tool } from "./maker.js";
import { projectTools } from "./projects.js";
import { volumeTools } from "./volumes.js";
const server = new McpServer({ name: "s", version: "1" });
const allTools = [...projectTools, ...volumeTools] as Tool[];
allTools.forEach((tool) => {
  server.tool(...tool);
});
`,
    });
    expect(toolLines(tools)).toEqual(["projects.ts:4 project_list zod", "projects.ts:5 project info zod", "volumes.ts:3 volume_create zod"]);
    expect(tools.map((t) => t.description)).toEqual(["List the projects.", "Describe one project.", "Create a volume."]);
    expect(tools.map((t) => t.set?.id)).toEqual(["server.ts#server", "server.ts#server", "server.ts#server"]);
    // The invalid name is reported where it is written, in the call that makes the tuple.
    expect(findingsOf(messages["projects.ts"])).toEqual(["invalid-name/invalidName@5:14-5:28"]);
    expect(findingsOf(messages["server.ts"])).toEqual([]);
  });

  it("reads tuples written as array literals, and `registerTool(...tuple)`", async () => {
    const { tools } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
const listed = [
  ["search", "Search the docs.", { query: z.string() }, async () => ({ content: [] })],
] as const;
for (const entry of listed) server.tool(...entry);
const fetchPage = ["fetch_page", { description: "Fetch a page.", inputSchema: { url: z.string() } }, async () => ({ content: [] })] as const;
server.registerTool(...fetchPage);
`,
    });
    expect(toolLines(tools)).toEqual(["server.ts:5 search zod", "server.ts:9 fetch_page zod"]);
  });

  it("reads each call of the program's function that passes its rest parameter on (`register(...args) { server.tool(...args) }`)", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "s", version: "1" });
function register(...args: Parameters<typeof server.tool>) {
  return server.tool(...args);
}
register("search", "Search the docs.", { query: z.string() }, async () => ({ content: [] }));
register("fetch page", "Fetch a page.", { url: z.string() }, async () => ({ content: [] }));
`,
    });
    expect(toolLines(tools)).toEqual(["server.ts:7 search zod", "server.ts:8 fetch page zod"]);
    expect(findingsOf(messages["server.ts"])).toEqual(["invalid-name/invalidName@8:10-8:22"]);
  });

  it("keeps a registration spread from something that is no tuple written in the source as one unfollowed tool, saying why", async () => {
    const { tools, messages } = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "s", version: "1" });
declare const loaded: Parameters<typeof server.tool>;
server.tool(...loaded);
`,
    });
    expect(toolLines(tools)).toEqual([
      "server.ts:4 (no name) unresolved unfollowed: its arguments are spread from `loaded`, which is not a tuple written in the source, so which `tool()` overload is meant cannot be told",
    ]);
    expect(findingsOf(messages["server.ts"])).toEqual(["unfollowed-tools/unfollowed@4:13-4:22"]);
  });
});
