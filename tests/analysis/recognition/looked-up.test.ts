import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

/**
 * Tools listed by name: the listing iterates over names chosen at run time and looks each definition up
 * (`registry.get(name)`); the definitions are the program's values of the looked-up value's type, each
 * named by its own `name` and placed where it is written.
 */

const toolLines = (tools: readonly { file: string; line: number; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const spec = `import type { ZodTypeAny } from "zod";
export interface ToolSpec { name: string; description: string; inputSchema: ZodTypeAny; call: (args: unknown) => Promise<unknown> }
`;

const tool = (name: string, description: string, shape: string) => `import { z } from "zod";
import type { ToolSpec } from "../spec.js";

const tool: ToolSpec = {
  name: "${name}",
  description: "${description}",
  inputSchema: z.object(${shape}),
  call: async () => ({}),
};

export default tool;
`;

const registry = `import type { ToolSpec } from "./spec.js";
class Registry {
  private tools = new Map<string, ToolSpec>();
  async load(): Promise<void> {
    const modules = (await import("./tools/index.js")) as Record<string, unknown>;
    for (const [, value] of Object.entries(modules)) this.tools.set((value as ToolSpec).name, value as ToolSpec);
  }
  get(name: string): ToolSpec | undefined {
    return this.tools.get(name);
  }
}
export const registry = new Registry();
`;

/** The listing: names from a parameter, each definition looked up; the schema converted by the program. */
const server = (schema: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { registry } from "./registry.js";

export function start(names: string[], schemas: Record<string, unknown>) {
  const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const tools = names.map((name) => {
      const tool = registry.get(name);
      const description = tool?.description ?? "Tool " + name;
      return { name, description, inputSchema: ${schema} };
    });
    return { tools };
  });
  return server;
}
`;

const files = (schema: string) => ({
  "spec.ts": spec,
  "registry.ts": registry,
  "tools/add.ts": tool("notes_add", "Adds a note", "{ text: z.string() }"),
  "tools/remove.ts": tool("notes.remove", "Removes a note", "{ id: z.string() }"),
  "factory.ts": `import type { ZodTypeAny } from "zod";
import type { ToolSpec } from "./spec.js";
export interface ToolConfig { name: string; description: string; schema: ZodTypeAny; run: (input: unknown) => Promise<unknown> }
export function createTool(config: ToolConfig): ToolSpec {
  const { name, description, schema, run } = config;
  return { name, description, inputSchema: schema, call: async (args) => run(schema.parse(args)) };
}
`,
  "tools/archive.ts": `import { z } from "zod";
import { createTool } from "../factory.js";
export default createTool({ name: "notes_archive", description: "Archives a note", schema: z.object({ id: z.string() }), run: async () => ({}) });
`,
  // A test's own call of the factory makes a tool for the test, not one the server lists.
  "test/archive.test.ts": `import { z } from "zod";
import { createTool } from "../factory.js";
export const probe = createTool({ name: "probe_only", description: "Used by a test", schema: z.object({}), run: async () => ({}) });
`,
  "tools/index.ts": `export { default as add } from "./add.js";\nexport { default as remove } from "./remove.js";\nexport { default as archive } from "./archive.js";\n`,
  "server.ts": server(schema),
});

describe("definitions looked up by name in the listing", () => {
  it("finds each definition of the looked-up type, named by its own name, where it is written", async () => {
    const { tools, messages } = await lintProject(files("z.toJSONSchema(tool!.inputSchema)"));
    expect(toolLines(tools)).toMatchInlineSnapshot(`
      [
        "tools/add.ts:4 notes_add converted",
        "tools/archive.ts:3 notes_archive converted",
        "tools/remove.ts:4 notes.remove converted",
      ]
    `);
    expect(describeMessages(messages["tools/remove.ts"] ?? [])).toMatchInlineSnapshot(`
      [
        "invalid-name@5:9 Tool name "notes.remove" is rejected by OpenAI and Anthropic via MCP low-level Server: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "notes_remove".",
      ]
    `);
    expect(describeMessages(messages["server.ts"] ?? [])).toEqual([]);
  });

  it("says what it cannot read when the schema comes from elsewhere by name, and still finds and names the tools", async () => {
    const { tools } = await lintProject(files("schemas[name] ?? { type: \"object\", properties: {} }"));
    expect(toolLines(tools)).toMatchInlineSnapshot(`
      [
        "tools/add.ts:4 notes_add unresolved: \`input\` of type \`{} | { type: string; properties: {}; }\` is not a JSON Schema literal or a Standard Schema with a known input type",
        "tools/archive.ts:3 notes_archive unresolved: \`input\` of type \`{} | { type: string; properties: {}; }\` is not a JSON Schema literal or a Standard Schema with a known input type",
        "tools/remove.ts:4 notes.remove unresolved: \`input\` of type \`{} | { type: string; properties: {}; }\` is not a JSON Schema literal or a Standard Schema with a known input type",
      ]
    `);
  });

  it("does not take a lookup the tool's parts do not read", async () => {
    const unrelated = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
interface Owner { name: string; email: string }
export const owners = new Map<string, Owner>([["notes_add", { name: "ops", email: "ops@example.com" }]]);

export function start(names: string[]) {
  const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: names.map((name) => {
      const owner = owners.get(name);
      console.log(owner);
      return { name, description: "A tool", inputSchema: { type: "object" as const, properties: {} } };
    }),
  }));
  return server;
}
`;
    const { tools, messages } = await lintProject({ "server.ts": unrelated });
    expect(toolLines(tools)).toMatchInlineSnapshot(`
      [
        "server.ts:12 (no name) unresolved: it is registered once for each element of \`names\`, which cannot be followed statically: parameter \`names\` is not static",
      ]
    `);
    expect(describeMessages(messages["server.ts"]!)).toMatchInlineSnapshot(`
      [
        "unfollowed-tools@9:12 The tools \`tools/list handler\` takes here are not checked: it is registered once for each element of \`names\`, which cannot be followed statically: parameter \`names\` is not static. Declare each with the type that reaches here.",
      ]
    `);
  });
});

