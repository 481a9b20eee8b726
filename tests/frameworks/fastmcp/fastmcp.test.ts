import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// Tools reach a FastMCP server in the ways its users write them: directly, through a function or a
// class that takes the server, from a catalog looped over, and through addTools.
const SERVER = `import { FastMCP } from "fastmcp";
import { z } from "zod";
import { registerFileTools } from "./files.js";
import { Registrar } from "./registrar.js";

const server = new FastMCP({ name: "docs", version: "1.0.0" });

server.addTool({
  name: "search_docs",
  description: "Searches the documentation",
  parameters: z.object({ query: z.string() }),
  annotations: { readOnlyHint: true },
  execute: async () => "",
});

registerFileTools(server);
new Registrar(server).registerAll();
server.addTools([
  { name: "ping", description: "Checks that the server answers", execute: async () => "pong" },
  { name: "delete_page", description: "Deletes a page", parameters: z.object({ id: z.string() }), annotations: { readOnlyHint: true }, execute: async () => "" },
]);
server.start({ transportType: "stdio" });
`;

const FILES = `import type { FastMCP } from "fastmcp";
import { z } from "zod";

const catalog = [
  { name: "read_file", description: "Reads a file", parameters: z.object({ path: z.string() }) },
  { name: "list files", description: "Lists the files of a folder", parameters: z.object({ folder: z.string() }) },
  { name: "delete_file", description: "Deletes a file", parameters: z.object({ path: z.string() }) },
];

export function registerFileTools(server: FastMCP) {
  for (const tool of catalog) server.addTool({ ...tool, execute: async () => "" });
}
`;

const REGISTRAR = `import type { FastMCP } from "fastmcp";
import { z } from "zod";

export class Registrar {
  constructor(private readonly server: FastMCP) {}

  registerAll() {
    this.server.addTool({
      name: "search_issues",
      description: "Searches the issues",
      parameters: z.object({ text: z.string() }),
      execute: async () => "",
    });
  }
}
`;

describe("FastMCP", () => {
  const project = lintProject({ "server.ts": SERVER, "files.ts": FILES, "registrar.ts": REGISTRAR });

  it("finds every tool added to a server, directly, through a function, a class and a catalog", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form])).toEqual([
      ["files.ts", 5, "read_file", "server.addTool()"],
      ["files.ts", 6, "list files", "server.addTool()"],
      ["files.ts", 7, "delete_file", "server.addTool()"],
      ["registrar.ts", 8, "search_issues", "this.server.addTool()"],
      ["server.ts", 8, "search_docs", "server.addTool()"],
      ["server.ts", 19, "ping", "server.addTools()"],
      ["server.ts", 20, "delete_page", "server.addTools()"],
    ]);
    expect(tools.every((t) => t.framework === "FastMCP")).toBe(true);
  });

  it("judges the names where MCP clients forward them, at the line that writes them", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["files.ts"]).filter((m) => m.startsWith("invalid-name"))).toEqual([
      expect.stringMatching(/^invalid-name@6:11 Tool name "list files" is rejected by MCP clients, OpenAI, Anthropic and Gemini via FastMCP/),
    ]);
  });
});
