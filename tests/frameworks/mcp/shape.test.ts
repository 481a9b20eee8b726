import { describe, expect, it } from "vitest";
import { lintProject } from "../harness.js";

/**
 * `inputSchema: Schema.shape`, the MCP SDK 1.x idiom for a schema defined elsewhere: the SDK wraps
 * the shape in a new `z.object`, so the tool sends exactly what the same shape written inline sends,
 * whatever `.extend()`, `.pick()`, `.partial()` made the schema; the schema's own `.strict()` stays behind
 * (the pairs below include two), in zod 4 and zod 3.
 */

const SCHEMAS = `import { z } from "zod";
import { z as z3 } from "zod3";
export const ReadArgs = z.object({ path: z.string().describe("File path"), tail: z.number().int().optional() });
export const Base = z.object({ id: z.string(), note: z.string().optional() });
export const Legacy = z3.object({ path: z3.string(), tail: z3.number().optional() }).strict();
const HeldBase = z.object({ query: z.string().min(1), limit: z.number().optional() });
export const HeldShape = HeldBase.shape;
export const LegacyHeldShape = Legacy.shape;
export const StatsTool = { name: "chained_shape", description: "Stats.", inputSchema: z3.object({ athlete: z3.number().int() }), execute: async () => ({ content: [] }) };
export const ProfileTool = { name: "nullish_shape", description: "Profile.", inputSchema: undefined, execute: async () => ({ content: [] }) };
`;

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { z as z3 } from "zod3";
import { Base, HeldShape, Legacy, LegacyHeldShape, ProfileTool, ReadArgs, StatsTool } from "./schemas.js";
const server = new McpServer({ name: "files", version: "1.0.0" });
const done = async () => ({ content: [] });
server.registerTool("read_shape", { description: "Read.", inputSchema: ReadArgs.shape }, done);
server.registerTool("read_inline", { description: "Read.", inputSchema: { path: z.string().describe("File path"), tail: z.number().int().optional() } }, done);
server.registerTool("extend_shape", { description: "Ext.", inputSchema: Base.extend({ more: z.boolean() }).shape }, done);
server.registerTool("extend_inline", { description: "Ext.", inputSchema: { id: z.string(), note: z.string().optional(), more: z.boolean() } }, done);
server.registerTool("pick_shape", { description: "Pick.", inputSchema: Base.pick({ id: true }).strict().shape }, done);
server.registerTool("pick_inline", { description: "Pick.", inputSchema: { id: z.string() } }, done);
server.registerTool("partial_shape", { description: "Part.", inputSchema: Base.partial().shape }, done);
server.registerTool("partial_inline", { description: "Part.", inputSchema: { id: z.string().optional(), note: z.string().optional() } }, done);
server.tool("legacy_shape", "Zod 3.", Legacy.shape, done);
server.tool("legacy_inline", "Zod 3.", { path: z3.string(), tail: z3.number().optional() }, done);
server.tool("held_shape", "Held.", HeldShape, done);
server.tool("held_inline", "Held.", { query: z.string().min(1), limit: z.number().optional() }, done);
server.registerTool("legacyheld_shape", { description: "Zod 3.", inputSchema: LegacyHeldShape }, done);
server.registerTool("legacyheld_inline", { description: "Zod 3.", inputSchema: { path: z3.string(), tail: z3.number().optional() } }, done);
server.tool(StatsTool.name, StatsTool.description, StatsTool.inputSchema?.shape ?? {}, StatsTool.execute);
server.tool("chained_inline", "Stats.", { athlete: z3.number().int() }, done);
server.tool(ProfileTool.name, ProfileTool.description, ProfileTool.inputSchema?.shape ?? {}, ProfileTool.execute);
server.tool("nullish_inline", "Profile.", {}, done);
`;

describe("MCP SDK 1.x inputSchema: Schema.shape", () => {
  it("sends what the same shape written inline sends, for every derivation, in zod 4 and zod 3", async () => {
    const { tools } = await lintProject({ "schemas.ts": SCHEMAS, "server.ts": SERVER });
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    // `held`: a \`const\` another module holds the shape in (\`export const HeldShape = HeldBase.shape\`).
    // `chained` and `nullish`: `Tool.inputSchema?.shape ?? {}`, the shape when the tool object holds a schema, `{}` when it holds `undefined`.
    const pairs = ["read", "extend", "pick", "partial", "legacy", "held", "legacyheld", "chained", "nullish"];
    for (const pair of pairs) {
      const [shape, inline] = [byName.get(`${pair}_shape`), byName.get(`${pair}_inline`)];
      expect([pair, shape?.route, shape?.schema]).toEqual([pair, inline?.route, inline?.schema]);
    }
    expect(byName.get("read_shape")?.route).toBe("zod");
    expect(byName.get("legacy_shape")?.route).toBe("zod3");
    expect(byName.get("chained_shape")?.schema).toMatchObject({ properties: { athlete: { type: "integer" } }, required: ["athlete"] });
    expect(byName.get("read_shape")?.schema).toMatchObject({ properties: { path: { type: "string", description: "File path" }, tail: { type: "integer" } }, required: ["path"] });
  });
});
