import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// Tools reach a FastMCP server in the ways its users write them: directly, through a function or a
// class that takes the server, from a catalog looped over, and through addTools.
const SERVER = `import { FastMCP } from "fastmcp";
import { z } from "zod";
import { registerFileTools } from "./files.js";
import { Registrar } from "./registrar.js";
import { lookupTool } from "./lookup.js";
import { registerSanitized } from "./sanitized.js";
import { registerNotes } from "./notes.js";

const server = new FastMCP({ name: "docs", version: "1.0.0" });

server.addTool({
  name: "search_docs",
  description: "Searches the documentation",
  parameters: z.object({ query: z.string() }),
  annotations: { readOnlyHint: true },
  execute: async () => "",
});

registerFileTools(server);
server.addTool(lookupTool);
registerSanitized(server, process.env.SANITIZE === "1");
registerNotes(server);
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

// A tool written apart and added by the server and by a test: one tool, where it is written.
const LOOKUP = `import { z } from "zod";

export const lookupTool = {
  name: "lookup_term",
  description: "Looks a term up in the glossary",
  parameters: z.object({ term: z.string() }),
  execute: async () => "",
};
`;

const LOOKUP_TEST = `import { FastMCP } from "fastmcp";
import { lookupTool } from "./lookup.js";

const testServer = new FastMCP({ name: "test", version: "0.0.0" });
testServer.addTool(lookupTool);
`;

// The project's own function may rewrite each tool on the way, by a flag read at run time.
const SANITIZED = `import type { FastMCP } from "fastmcp";
import { z } from "zod";

function sanitize<T extends { parameters?: unknown }>(tool: T): T {
  const parameters = tool.parameters;
  return { ...tool, parameters } as T;
}

const tools = [{ name: "render_page", description: "Renders a page", parameters: z.object({ slug: z.string() }), execute: async () => "" }];
const rawTools = [{ name: "render_raw", description: "Renders raw HTML", parameters: z.object({ html: z.string() }), execute: async () => "" }];

export function registerSanitized(server: FastMCP, clean: boolean) {
  for (const tool of tools) server.addTool(clean ? sanitize(tool) : tool);
  for (const tool of rawTools) server.addTool(clean ? tool : sanitize(tool));
}
`;

// Written and added in one file, and added again by a test to a server of its own.
const NOTES = `import type { FastMCP } from "fastmcp";

export const noteTool = { name: "add_note", description: "Adds a note", execute: async () => "" };

export function registerNotes(server: FastMCP) {
  server.addTool(noteTool);
}
`;

const NOTES_TEST = `import { FastMCP } from "fastmcp";
import { noteTool } from "./notes.js";

const server = new FastMCP({ name: "test", version: "0.0.0" });
server.addTool(noteTool);
`;

// addTools() of a list assembled from spreads.
const BUNDLE = `import { FastMCP } from "fastmcp";

const first = [{ name: "bundle_one", description: "First of the bundle", execute: async () => "" }];
const bundled = new FastMCP({ name: "bundle", version: "1.0.0" });
bundled.addTools([...first, { name: "bundle_two", description: "Second of the bundle", execute: async () => "" }]);
`;

describe("FastMCP", () => {
  const project = lintProject({ "server.ts": SERVER, "files.ts": FILES, "registrar.ts": REGISTRAR, "lookup.ts": LOOKUP, "lookup.test.ts": LOOKUP_TEST, "sanitized.ts": SANITIZED, "notes.ts": NOTES, "notes.test.ts": NOTES_TEST, "bundle.ts": BUNDLE });

  it("finds every tool added to a server, directly, through a function, a class and a catalog", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form])).toEqual([
      ["bundle.ts", 3, "bundle_one", "bundled.addTools()"],
      ["bundle.ts", 5, "bundle_two", "bundled.addTools()"],
      ["files.ts", 5, "read_file", "server.addTool()"],
      ["files.ts", 6, "list files", "server.addTool()"],
      ["files.ts", 7, "delete_file", "server.addTool()"],
      ["lookup.ts", 3, "lookup_term", "server.addTool()"],
      ["notes.ts", 3, "add_note", "server.addTool()"],
      ["registrar.ts", 8, "search_issues", "this.server.addTool()"],
      ["sanitized.ts", 9, "render_page", "server.addTool()"],
      ["sanitized.ts", 10, "render_raw", "server.addTool()"],
      ["server.ts", 11, "search_docs", "server.addTool()"],
      ["server.ts", 25, "ping", "server.addTools()"],
      ["server.ts", 26, "delete_page", "server.addTools()"],
    ]);
    expect(tools.every((t) => t.framework === "FastMCP")).toBe(true);
  });

  it("puts the tools a function or class registers on the server its callers pass into that server's set", async () => {
    const { tools } = await project;
    const setOf = (name: string) => tools.find((t) => t.name === name)?.set?.id;
    // registerFileTools(server) and registerSanitized(server, …) are given the one server of server.ts.
    expect(new Set(["read_file", "delete_file", "render_page", "render_raw", "search_docs", "ping"].map(setOf)).size).toBe(1);
    expect(setOf("search_docs")).toBe("server.ts#server");
    // Added by the server and by a test's own server: the application's server gives its set.
    expect(setOf("lookup_term")).toBe("server.ts#server");
    expect(setOf("add_note")).toBe("server.ts#server");
  });

  it("leaves the schema of a tool the project may rewrite on the way unresolved, and says why", async () => {
    const { tools } = await project;
    const rendered = tools.find((t) => t.name === "render_page");
    expect([rendered?.route, rendered?.unresolved]).toEqual(["unresolved", "`sanitize(tool)` may rewrite the definition before it is sent (when `clean`), so what is sent is not known"]);
    expect(tools.find((t) => t.name === "render_raw")?.unresolved).toBe("`sanitize(tool)` may rewrite the definition before it is sent (when `clean` is false), so what is sent is not known");
    expect(tools.find((t) => t.name === "lookup_term")?.route).toBe("zod");
  });

  it("judges the names where MCP clients forward them, at the line that writes them", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["files.ts"]).filter((m) => m.startsWith("invalid-name"))).toEqual([
      expect.stringMatching(/^invalid-name@6:11 Tool name "list files" is rejected by MCP clients, OpenAI, Anthropic and Gemini via FastMCP/),
    ]);
  });
});

// What changed between releases, read in each one's dist: objects closed from 4.3.2, parameters checked from 4.17.1.
const VERSIONED = `import { FastMCP } from "fastmcp";
import { z } from "zod";

const server = new FastMCP({ name: "labels", version: "1.0.0" });
server.addTool({ name: "set_labels", description: "Sets labels", parameters: z.object({ labels: z.record(z.string(), z.string()) }), execute: async () => "" });
// @ts-expect-error a raw shape is no Standard Schema
server.addTool({ name: "add_tag", description: "Adds a tag", parameters: { tag: z.string() }, execute: async () => "" });
`;

describe.each([
  ["4.20.16", true, true],
  ["4.3.0", false, false],
])("FastMCP %s", (version, closes, checks) => {
  const project = lintProject({ "versioned.ts": VERSIONED }, { extraFiles: { "node_modules/fastmcp/package.json": JSON.stringify({ name: "fastmcp", version }) } });

  it(`${closes ? "closes" : "does not close"} the record it lists, and ${checks ? "throws on" : "takes"} a parameters that is no Standard Schema`, async () => {
    const { tools, messages } = await project;
    const said = describeMessages(messages["versioned.ts"]);
    expect(said.some((m) => m.startsWith("silent-transform@5:") && m.includes('sets "additionalProperties" to false'))).toBe(closes);
    expect(said.some((m) => m.startsWith("unsendable-tool@7:"))).toBe(checks);
    const tag = tools.find((t) => t.name === "add_tag");
    const unchecked = `\`parameters\` is not a Standard Schema, which fastmcp ${version} converts on tools/list without checking it first: wrap this raw shape in z.object()`;
    expect(tag?.unresolved === unchecked).toBe(!checks);
  });
});

// A registrar typed from the server without being one: `Pick<FastMCP, "addTool">`, handed either the
// server or an object whose `addTool` stands in for the server's and passes each tool on to it.
const PICKED = `import { FastMCP } from "fastmcp";
import { z } from "zod";

type Registrar = Pick<FastMCP, "addTool">;

export function registerLibrary(registrar: Registrar) {
  registrar.addTool({ name: "find_books", description: "Finds books by words in their titles", parameters: z.object({ query: z.string() }), execute: async () => "" });
  registrar.addTool({ name: "read book", description: "Reads one book by its identifier", parameters: z.object({ id: z.string() }), execute: async () => "" });
}

const guard = <T>(tool: T): T => tool;
const server = new FastMCP({ name: "library", version: "1.0.0" });
const mirror = new FastMCP({ name: "mirror", version: "1.0.0" });
const allowed = new Set(["find_books"]);
const mirrorRegistrar: Registrar = {
  addTool: ((tool: { name: string }) => {
    if (allowed.has(tool.name)) mirror.addTool(guard(tool as Parameters<FastMCP["addTool"]>[0]));
  }) as FastMCP["addTool"],
};
registerLibrary(server);
registerLibrary(mirrorRegistrar);
`;

describe("FastMCP through a registrar typed from the server", () => {
  it("finds the tools added on a Pick of the server, and no tool where a stand-in for addTool passes them on", async () => {
    const { tools, messages } = await lintProject({ "library.ts": PICKED });
    expect(tools.map((t) => [t.file, t.line, t.name, t.form])).toEqual([
      ["library.ts", 7, "find_books", "registrar.addTool()"],
      ["library.ts", 8, "read book", "registrar.addTool()"],
    ]);
    expect(describeMessages(messages["library.ts"]).filter((m) => m.startsWith("invalid-name"))).toEqual([
      expect.stringMatching(/^invalid-name@8:\d+ Tool name "read book" is rejected by MCP clients/),
    ]);
  });
});
