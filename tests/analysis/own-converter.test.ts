import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../frameworks/harness.js";

/** A low-level server that lists each tool's zod schema through a function of its own, which rewrites it. */
const server = (inputSchema: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
function toListed(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema) as Record<string, unknown>;
  delete json.oneOf;
  return json;
}
const catalog = [{ name: "move", description: "Moves", schema: z.object({ to: z.union([z.string(), z.number()]).describe("Where") }) }];
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: catalog.map((tool) => ({ name: tool.name, description: tool.description, inputSchema: ${inputSchema} })),
}));
`;

describe("the project's own converter between a definition and the wire", () => {
  it.each([
    ["as its return type says", "toListed(tool.schema)"],
    ["behind a cast", "toListed(tool.schema) as never"],
  ])("leaves the schema unresolved, naming the function, and judges nothing it may have rewritten (%s)", async (_, inputSchema) => {
    const { tools, messages } = await lintProject({ "server.ts": server(inputSchema) });
    const reason = "`toListed(…)`, a function of this project, makes the schema that is sent: what it returns is not read, so nothing is said about the schema";
    expect(tools.map((t) => [t.name, t.route, t.unresolved])).toEqual([["move", "unresolved", reason]]);
    // What the function may rewrite (the union's "anyOf") is not judged as if sent as written.
    expect(describeMessages(messages["server.ts"] ?? [])).toEqual([`unresolved-schema@12:96 No schema findings for this tool: ${reason}.`]);
  });
});
