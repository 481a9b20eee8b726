import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";

/**
 * A project's registration helper that takes one object and destructures it (`registerTool({ tool,
 * server })`): each call is a tool, its parts the members of the object the call passes.
 */
describe("seams whose parameter is destructured", () => {
  it("reads each call with the destructured names standing for the argument's members, spread members left unread", async () => {
    const { tools, messages } = await lintProject({
      "todoist-tool.ts": `import type { z } from "zod";
export type TodoistTool<P extends z.ZodRawShape> = { name: string; description: string; parameters: P; execute: (args: unknown) => Promise<unknown>; _meta?: Record<string, unknown> };
`,
      "helpers.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { z } from "zod";
import type { TodoistTool } from "./todoist-tool.js";
function registerTool<P extends z.ZodRawShape>({ tool, server, features = [] }: { tool: TodoistTool<P>; server: McpServer; features?: string[] }) {
  const toolConfig = {
    description: tool.description,
    inputSchema: tool.parameters,
    ...(tool._meta ? { _meta: tool._meta } : {}),
  };
  if (features.length > 5) return;
  server.registerTool(tool.name, toolConfig, async () => ({ content: [] }));
}
export { registerTool };
`,
      "tools/add-tasks.ts": `import { z } from "zod";
import type { TodoistTool } from "../todoist-tool.js";
const ArgsSchema = { content: z.string().min(1).describe("The task title."), priority: z.enum(["p1", "p2"]).optional() };
const addTasks = { name: "add tasks", description: "Add tasks to a project.", parameters: ArgsSchema, execute: async () => 1 } satisfies TodoistTool<typeof ArgsSchema>;
export { addTasks };
`,
      "tools/find-tasks.ts": `import { z } from "zod";
export const findTasks = { name: "find-tasks", description: "Find tasks by text.", parameters: { query: z.string() }, execute: async () => 1 };
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerTool } from "./helpers.js";
import { addTasks } from "./tools/add-tasks.js";
import { findTasks } from "./tools/find-tasks.js";
const server = new McpServer({ name: "s", version: "1.0.0" });
const toolArgs = { server, features: [] };
registerTool({ tool: addTasks, ...toolArgs });
registerTool({ ...toolArgs, tool: findTasks });
`,
    });
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name} ${t.route} ${t.description} ${t.set?.id}`)).toEqual([
      "server.ts:7 add tasks zod Add tasks to a project. server.ts#toolArgs.server",
      "server.ts:8 find-tasks zod Find tasks by text. server.ts#toolArgs.server",
    ]);
    expect(tools.map((t) => t.schema)).toMatchSnapshot();
    // ESLint reports in the linted file: at the call, naming the line where the name is written.
    const found = Object.entries(messages).flatMap(([file, list]) => list.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}`));
    expect(found).toEqual(["server.ts:7:1 tool-schema/invalid-name"]);
    expect(messages["server.ts"]![0]!.message).toContain("It is written at tools/add-tasks.ts:4.");
  });
});
