import { describe, expect, it } from "vitest";
import { describeMessages, lintProject, type LintedProject } from "../frameworks/harness.js";

/**
 * Sets by server instance (#36): a server made at each call of a function is one set per call (or per
 * registration callback), and a test's server is its own, not one set for every `registerTool` of the
 * program keyed by the variable inside the factory.
 */

const duplicates = (project: LintedProject, file: string) => describeMessages((project.messages[file] ?? []).filter((m) => m.ruleId === "tool-schema/duplicate-tool-name"));
// The MCP SDK's McpServer throws at the second registration of a name.
const THROWS = (name: string, first: string) =>
  `Tool name "${name}" is already used at ${first} in MCP server \`server\`: MCP TypeScript SDK 1.x throws "Tool ${name} is already registered" when this one is registered. Rename one of them.`;
const toolSets = (project: LintedProject) => project.tools.map((t) => `${t.file}:${t.line} ${t.name} ${t.set?.id ?? "-"}`);

const PING = (name: string) => `import { createXHandler } from "./handler.js";
export const ${name} = createXHandler({
  register(context) {
    context.registerTool("ping", { description: "Answer with pong." }, async () => ({ content: [] }));
  },
});
`;

// The handler factory gives each request's server, or something with its `registerTool`, to the caller's callback.
const PASSES_SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function createXHandler(opts: { register(ctx: { registerTool: McpServer["registerTool"] } | McpServer): void }) {
  const server = new McpServer({ name: "x", version: "1.0.0" });
  opts.register(server);
  return async (request: Request) => new Response(request.url);
}
`;

// The same factory handing out a context of its own whose registerTool forwards to the request's server.
const WRAPS_SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export interface Context { registerTool: McpServer["registerTool"] }
export function createXHandler(opts: { register(ctx: Context): void }) {
  const server = new McpServer({ name: "x", version: "1.0.0" });
  const context: Context = { registerTool: (name, config, cb) => server.registerTool(name, config, cb) };
  opts.register(context);
  context.registerTool("health", { description: "Report health." }, async () => ({ content: [] }));
  context.registerTool("health", { description: "Report health again." }, async () => ({ content: [] }));
  return async (request: Request) => new Response(request.url);
}
`;

describe("duplicate-tool-name: a server made per call of the project's handler factory", () => {
  it("reads each call site's registerTool on a union of McpServer and its registerTool as a set of its own", async () => {
    const project = await lintProject({ "handler.ts": PASSES_SERVER, "a.ts": PING("a"), "b.ts": PING("b") });
    // Found on the union, each on the callback's own parameter: the server that call of the factory made.
    expect(toolSets(project)).toEqual(["a.ts:4 ping a.ts#register.context", "b.ts:4 ping b.ts#register.context"]);
    expect(duplicates(project, "a.ts")).toEqual([]);
    expect(duplicates(project, "b.ts")).toEqual([]);
  });

  it("gives each caller of a forwarding context its own set, and keeps one set for the factory's own registrations", async () => {
    const project = await lintProject({ "handler.ts": WRAPS_SERVER, "a.ts": PING("a"), "b.test.ts": PING("b") });
    expect(toolSets(project)).toEqual([
      "a.ts:4 ping a.ts#register.context",
      "b.test.ts:4 ping b.test.ts#register.context",
      // Registered inside the factory on the server that very call made: one set, so the pair is real.
      "handler.ts:7 health handler.ts#server",
      "handler.ts:8 health handler.ts#server",
    ]);
    expect(duplicates(project, "b.test.ts")).toEqual([]);
    expect(duplicates(project, "handler.ts")).toEqual([
      `duplicate-tool-name@8:24 ${THROWS("health", "line 7")}`,
    ]);
  });

  it("keeps one set for a server made in a function and given to two functions it calls", async () => {
    const project = await lintProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerFiles } from "./files.js";
import { registerSearch } from "./search.js";
export function createServer() {
  const server = new McpServer({ name: "docs", version: "1.0.0" });
  registerFiles(server);
  registerSearch(server);
  return server;
}
`,
      "files.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function registerFiles(server: McpServer) {
  server.registerTool("search", { description: "Search files." }, async () => ({ content: [] }));
}
`,
      "search.ts": `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
export function registerSearch(server: McpServer) {
  server.registerTool("search", { description: "Search the web." }, async () => ({ content: [] }));
}
`,
    });
    // Every call of createServer registers both files' tools on the server it made: one set.
    expect(toolSets(project)).toEqual(["files.ts:3 search server.ts#server", "search.ts:3 search server.ts#server"]);
    expect(duplicates(project, "search.ts")).toEqual([
      `duplicate-tool-name@3:23 ${THROWS("search", "files.ts:3")}`,
    ]);
  });
});

describe("duplicate-tool-name: a toolkit's tests", () => {
  it("takes each test's registrations on a server made in beforeEach as that test's own", async () => {
    const project = await lintProject({
      "tests/toolkit.test.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { beforeEach, describe, it } from "vitest";
describe("toolkit", () => {
  let server: McpServer;
  beforeEach(() => {
    server = new McpServer({ name: "test", version: "1.0.0" });
  });
  it("registers a tool", () => {
    server.registerTool("testTool", { description: "A test tool." }, async () => ({ content: [] }));
  });
  it("lists a tool", async () => {
    server.registerTool("testTool", { description: "A test tool." }, async () => ({ content: [] }));
  });
  it("refuses a second tool of one name", () => {
    server.registerTool("testTool", { description: "A test tool." }, async () => ({ content: [] }));
    server.registerTool("testTool", { description: "Another." }, async () => ({ content: [] }));
  });
});
`,
    });
    expect(toolSets(project)).toEqual([
      "tests/toolkit.test.ts:9 testTool tests/toolkit.test.ts#line 9",
      "tests/toolkit.test.ts:12 testTool tests/toolkit.test.ts#line 12",
      "tests/toolkit.test.ts:15 testTool tests/toolkit.test.ts#line 15",
      "tests/toolkit.test.ts:16 testTool tests/toolkit.test.ts#line 15",
    ]);
    // One test registering the name twice on its server is still reported.
    expect(duplicates(project, "tests/toolkit.test.ts")).toEqual([
      `duplicate-tool-name@16:25 ${THROWS("testTool", "line 15")}`,
    ]);
  });
});
