import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";

/**
 * Catalogs of functions that the `.map` callback calls (`tools.map((tool) => tool())`): each tool is
 * what its function returns, read with the function's parameters (and its maker's) standing for the
 * arguments of the calls that made and called it.
 */

const toolLines = (tools: readonly { file: string; line: number; name: string | null; route: string; description: string | null }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.name ?? "(no name)"} ${t.route} ${JSON.stringify(t.description)}`);

/** A maker that returns a thunk of the definition (one file per tool), the thunks listed and called before registration. */
const madeThunks = {
  "types/tool-definition.ts": `import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
export interface ToolDefinition<Args extends undefined | ZodRawShape = undefined> { name: string; description: string; schema: Args; handler: ToolCallback<Args> }
`,
  "helpers/create-tool.ts": `import type { ToolCallback } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
import type { ToolDefinition } from "../types/tool-definition.js";
export const CreateTool =
  <Args extends ZodRawShape>(name: string, description: string, schema: Args, handler: ToolCallback<Args>): (() => ToolDefinition<ZodRawShape>) =>
  () => ({ name: name, description: description, schema: schema, handler: handler });
`,
  "tools/get/get-timesheet.tool.ts": `import { z } from "zod";
import { CreateTool } from "../../helpers/create-tool.js";
const GetTimesheetTool = CreateTool(
  "get timesheet",
  "Retrieve a payroll timesheet by its ID.",
  { timesheetID: z.string().describe("The timesheet ID.") },
  async () => ({ content: [] }),
);
export default GetTimesheetTool;
`,
  "tools/list/list-invoices.tool.ts": `import { z } from "zod";
import { CreateTool } from "../../helpers/create-tool.js";
export default CreateTool("list-invoices", "List the invoices of a contact.", { contactId: z.string(), page: z.number().int().optional() }, async () => ({ content: [] }));
`,
  "tools/get/index.ts": `import GetTimesheetTool from "./get-timesheet.tool.js";
export const GetTools = [GetTimesheetTool];
`,
  "tools/list/index.ts": `import ListInvoicesTool from "./list-invoices.tool.js";
export const ListTools = [ListInvoicesTool];
`,
  "tools/tool-factory.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { GetTools } from "./get/index.js";
import { ListTools } from "./list/index.js";
export function ToolFactory(server: McpServer) {
  GetTools.map((tool) => tool()).forEach((tool) => server.tool(tool.name, tool.description, tool.schema, tool.handler));
  ListTools.map((tool) => tool()).forEach((tool) => server.tool(tool.name, tool.description, tool.schema, tool.handler));
}
`,
};

describe("catalogs of functions the map callback calls", () => {
  it("reads thunks made by the project's maker: named, described and resolved from the maker's arguments, findings at them", async () => {
    const { tools, messages } = await lintProject(madeThunks);
    expect(toolLines(tools)).toEqual([
      'tools/get/get-timesheet.tool.ts:3 get timesheet zod "Retrieve a payroll timesheet by its ID."',
      'tools/list/list-invoices.tool.ts:3 list-invoices zod "List the invoices of a contact."',
    ]);
    // Reported where the name is written: the maker's argument in the tool's own file, not the template.
    const found = Object.entries(messages).flatMap(([file, list]) => list.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}`));
    expect(found).toEqual(["tools/get/get-timesheet.tool.ts:4:3 tool-schema/invalid-name"]);
  });

  it("reads functions that take the server, declared or as arrows, and thunks written in the list", async () => {
    const { tools } = await lintProject({
      "tools.ts": `import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function weatherTool(server: McpServer) {
  return { name: "get_weather", description: \`Get the weather (\${server.constructor.name}).\`, schema: { city: z.string() }, handler: async () => ({ content: [] }) };
}
export const timeTool = (server: McpServer) => ({ name: "get_time", description: "Get the time.", schema: { zone: z.string() }, handler: async () => ({ content: [] }) });
export const makers = [weatherTool, timeTool];
export const thunks = [() => ({ name: "ping", description: "Check the service.", schema: {}, handler: async () => ({ content: [] }) })];
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { makers, thunks } from "./tools.js";
const server = new McpServer({ name: "s", version: "1.0.0" });
makers.map((make) => make(server)).forEach((tool) => server.tool(tool.name, tool.description, tool.schema, tool.handler));
for (const tool of thunks.map((t) => t())) server.tool(tool.name, tool.description, tool.schema, tool.handler);
`,
    });
    // The description that reads the server is not static: no text is made up for it.
    expect(toolLines(tools)).toEqual([
      "tools.ts:4 get_weather zod null",
      'tools.ts:6 get_time zod "Get the time."',
      'tools.ts:8 ping zod "Check the service."',
    ]);
  });
});
