import { describe, expect, it } from "vitest";
import { indexReuseStats } from "../../../src/analysis/recognition/index-reuse.js";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

// ESLint lints a `#!` line as a `//` comment, so the project service makes a new program at each such
// file, sharing every other tree with the program before. The seam index is taken over where the
// replaced file takes no part in it, and built again where it does: the findings are the same.
const register = `import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function addSearch(server: McpServer, name: string, description: string) {
  server.registerTool(name, { description, inputSchema: { query: z.string() } }, async () => ({ content: [] }));
}
`;

const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { addSearch } from "./register.js";

export function start() {
  const server = new McpServer({ name: "docs", version: "1.0.0" });
  addSearch(server, "search_docs", "Search the documentation by words in its pages");
  addSearch(server, "search issues", "Search the issue tracker by words in titles and comments");
  return server;
}
`;

// Takes no part in the index: neither imports a framework nor calls a seam, and nothing imports it.
const cli = `#!/usr/bin/env node
import { start } from "../src/server.js";

start();
`;

// Takes part: it registers a catalog of its own and calls the seam.
const main = `#!/usr/bin/env node
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { addSearch } from "../src/register.js";

const PAGES = [
  { name: "open page", description: "Open a page of the documentation by its path" },
  { name: "open_index", description: "Open the index of the documentation at a letter" },
];

const server = new McpServer({ name: "main", version: "1.0.0" });
for (const page of PAGES) server.registerTool(page.name, { description: page.description, inputSchema: { path: z.string() } }, async () => ({ content: [] }));
addSearch(server, "search_main", "Search the main site by words in its pages");
`;

const late = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { addSearch } from "./register.js";

const server = new McpServer({ name: "late", version: "1.0.0" });
addSearch(server, "find things", "Find things by words in their names and notes");
`;

describe("a program made for a `#!` file takes the seam index of the program before", () => {
  it("where the file takes no part in it, and builds its own where it does, with the same findings", async () => {
    const before = indexReuseStats();
    const { tools, messages } = await lintProject(
      // late.ts is linted in the program made for cli.ts, which takes the index and what the one before learnt of the imports.
      { "src/register.ts": register, "src/server.ts": server, "bin/cli.ts": cli, "src/late.ts": late, "bin/main.ts": main },
      { projectService: true, inOrder: true },
    );
    const after = indexReuseStats();
    expect(after.taken - before.taken).toBeGreaterThanOrEqual(1);
    expect(after.built - before.built).toBeGreaterThanOrEqual(2);
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name}`)).toEqual([
      "bin/main.ts:7 open page",
      "bin/main.ts:8 open_index",
      "bin/main.ts:13 search_main",
      "src/late.ts:5 find things",
      "src/server.ts:6 search_docs",
      "src/server.ts:7 search issues",
    ]);
    expect(messages["bin/cli.ts"]).toEqual([]);
    expect(describeMessages(messages["bin/main.ts"]!).filter((m) => m.startsWith("invalid-name"))).toHaveLength(1);
    expect(describeMessages(messages["src/late.ts"]!).filter((m) => m.startsWith("invalid-name"))).toHaveLength(1);
    expect(describeMessages(messages["src/server.ts"]!).filter((m) => m.startsWith("invalid-name"))).toHaveLength(1);
  });
});
