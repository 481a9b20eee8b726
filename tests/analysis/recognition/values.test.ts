import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

const toolLines = (tools: readonly { file: string; line: number; form: string; framework: string; name: string | null; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.framework} ${t.name ?? "(no name)"}${t.unresolved ? ` unresolved: ${t.unresolved}` : ""}`);

describe("tools written as data", () => {
  it("reads a catalog object of identity-helper definitions registered in an Object.entries loop, each at its own definition", async () => {
    const { tools, messages } = await lintProject({
      "define.ts": `import type { z } from "zod";
export interface ToolDef<S extends z.ZodRawShape> { name: string; description: string; inputSchema: S; handler(params: unknown): Promise<string> }
export function defineTool<S extends z.ZodRawShape>(tool: ToolDef<S>): ToolDef<S> {
  return tool;
}
`,
      "schema.ts": `import { z } from "zod";
export const ParamOrg = z.string().describe("The organization's slug.");
`,
      "find-issues.ts": `import { z } from "zod";
import { defineTool } from "./define.js";
import { ParamOrg } from "./schema.js";
export default defineTool({
  name: "find_issues",
  description: ["Find issues.", "", "Use this tool when:", "- you need issues"].join("\\n"),
  inputSchema: { organizationSlug: ParamOrg, query: z.string().optional().describe("A query.") },
  async handler() { return ""; },
});
`,
      "bad-tool.ts": `import { z } from "zod";
import { defineTool } from "./define.js";
export default defineTool({
  name: "bad tool!",
  description: "Bad.",
  inputSchema: { when: z.date() },
  async handler() { return ""; },
});
`,
      "index.ts": `import findIssues from "./find-issues.js";
import badTool from "./bad-tool.js";
export default { find_issues: findIssues, bad_tool: badTool } as const;
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import tools from "./index.js";
const server = new McpServer({ name: "s", version: "1" });
for (const [name, tool] of Object.entries(tools)) {
  server.registerTool(name, { description: tool.description, inputSchema: tool.inputSchema }, async (params) => ({ content: [{ type: "text" as const, text: await tool.handler(params) }] }));
}
`,
    });
    console.log(JSON.stringify(tools.map((t) => [t.file, t.line, t.name, t.route, t.schema, t.set]), null, 0)); console.log(JSON.stringify(Object.fromEntries(Object.entries(messages ?? {}).map(([k, v]) => [k, v.map((m) => `${m.ruleId}@${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.message}`)])), null, 1));
    expect(toolLines(tools)).toEqual([]);
    expect(findingsOf(messages["bad-tool.ts"])).toEqual([]);
  });
});

describe("low-level tools/list handlers", () => {
  it("reads a define-helper catalog spread across files and mapped through zodToJsonSchema", async () => {
    const { tools, messages } = await lintProject({
      "tool.ts": `import type { z } from "zod/v3";
export type Tool = { capability: string; schema: { name: string; title: string; description: string; inputSchema: z.ZodTypeAny; type: "readOnly" | "destructive" }; handle: (params: unknown) => Promise<string> };
export function defineTool<T extends Tool>(tool: T): T {
  return tool;
}
export const defineTabTool = <T extends Tool>(tool: T): T => ({ ...tool, capability: tool.capability });
`,
      "tools/common.ts": `import { z } from "zod/v3";
import { defineTool, defineTabTool } from "../tool.js";
const close = defineTool({
  capability: "core",
  schema: { name: "browser_close", title: "Close", description: "Close the page", inputSchema: z.object({}), type: "readOnly" },
  handle: async () => "",
});
export const hover = defineTabTool({
  capability: "core",
  schema: { name: "browser_hover", title: "Hover", description: "Hover over an element", inputSchema: z.object({ element: z.string().describe("The element"), ref: z.string() }), type: "readOnly" },
  handle: async () => "",
});
export default [close, hover];
`,
      "tools/files.ts": `import { z } from "zod/v3";
import { defineTool } from "../tool.js";
export default [
  defineTool({
    capability: "files",
    schema: { name: "browser file upload", title: "Upload", description: "Upload files", inputSchema: z.object({ paths: z.array(z.string()) }), type: "destructive" },
    handle: async () => "",
  }),
];
`,
      "tools.ts": `import common from "./tools/common.js";
import files from "./tools/files.js";
export const allTools = [...common, ...files];
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { zodToJsonSchema } from "zod-to-json-schema";
import { allTools } from "./tools.js";
const server = new Server({ name: "browser", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: allTools.map((tool) => ({
    name: tool.schema.name,
    description: tool.schema.description,
    inputSchema: zodToJsonSchema(tool.schema.inputSchema),
    annotations: { title: tool.schema.title, readOnlyHint: tool.schema.type === "readOnly" },
  })),
}));
`,
    });
    console.log(JSON.stringify(tools.map((t) => [t.file, t.line, t.name, t.route, t.schema, t.set]), null, 0)); console.log(JSON.stringify(Object.fromEntries(Object.entries(messages ?? {}).map(([k, v]) => [k, v.map((m) => `${m.ruleId}@${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.message}`)])), null, 1));
    expect(toolLines(tools)).toEqual([]);
  });

  it("reads literal Tool objects listed by the handler, in the handler's file and imported", async () => {
    const { tools, messages } = await lintProject({
      "read.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export const READ_FILE: Tool = {
  name: "read_file",
  description: "Read a file",
  inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
};
`,
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod/v3";
import { zodToJsonSchema } from "zod-to-json-schema";
import { READ_FILE } from "./read.js";
const WriteArgs = z.object({ path: z.string(), content: z.string() });
type ToolInput = Tool["inputSchema"];
const server = new Server({ name: "fs", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => {
  return {
    tools: [
      READ_FILE,
      { name: "write_file", description: "Write a file", inputSchema: zodToJsonSchema(WriteArgs) as ToolInput },
    ],
  };
});
`,
    });
    console.log(JSON.stringify(tools.map((t) => [t.file, t.line, t.name, t.route, t.schema, t.set]), null, 0)); console.log(JSON.stringify(Object.fromEntries(Object.entries(messages ?? {}).map(([k, v]) => [k, v.map((m) => `${m.ruleId}@${m.line}:${m.column}-${m.endLine}:${m.endColumn} ${m.message}`)])), null, 1));
    expect(toolLines(tools)).toEqual([]);
  });
});
