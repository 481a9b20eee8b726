import { describe, expect, it } from "vitest";
import { describeMessages, FIXTURE_COMPILER_OPTIONS, lintProject } from "../../frameworks/harness.js";

// A server in `app/` lists tools written in another package (`shared/`, with its own tsconfig),
// reached through a `paths` alias to its sources: the project service lints `shared/src/tools.ts`
// under shared's tsconfig, whose program lists nothing.
const server = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { TOOLS } from "shared";

export function setup(server: Server) {
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
}
`;

const sharedTools = `import type { Tool } from "@modelcontextprotocol/sdk/types.js";

export const NAMES = { SEARCH: "search_tabs", CLOSE: "close tab" };

export const TOOLS: Tool[] = [
  {
    name: NAMES.SEARCH,
    description: "Search the open tabs by words in their titles",
    inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
  },
  {
    name: NAMES.CLOSE,
    description: "Close a tab",
    inputSchema: { type: "object", properties: { id: { type: "number" } } },
  },
];
`;

const compilerOptions = {
  ...FIXTURE_COMPILER_OPTIONS,
  paths: { shared: ["./shared/src/index.ts"] },
};

const project = {
  extraFiles: {
    "shared/src/index.ts": `export * from "./tools.js";\n`,
    "shared/src/tools.ts": sharedTools,
    "shared/tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", strict: true }, include: ["src/**/*"] }),
  },
  tsconfig: { compilerOptions, include: ["app/**/*.ts"] },
};

describe("definitions written in a file another tsconfig's program lints", () => {
  it("are reported at the site that sends them, with where they are written", async () => {
    const { tools, messages } = await lintProject({ "app/server.ts": server }, project);
    expect(tools.map((t) => [t.file, t.line, t.writtenIn, t.name, t.set?.label])).toEqual([
      ["app/server.ts", 6, "shared/src/tools.ts:6", "search_tabs", "MCP server `server`"],
      ["app/server.ts", 6, "shared/src/tools.ts:11", "close tab", "MCP server `server`"],
    ]);
    // The bad name is found in the other file and reported at the listing, naming the tool.
    const names = describeMessages(messages["app/server.ts"]!).filter((m) => m.startsWith("invalid-name"));
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^invalid-name@6:3 .*"close tab"/);
  });

  it("are one tool when the program lints that file too: at the site, not again where they are written", async () => {
    const { tools, messages } = await lintProject({ "app/server.ts": server, "shared/src/tools.ts": sharedTools }, {
      ...project,
      extraFiles: { "shared/src/index.ts": project.extraFiles["shared/src/index.ts"], "shared/tsconfig.json": project.extraFiles["shared/tsconfig.json"] },
    });
    expect(tools.map((t) => [t.file, t.writtenIn, t.name])).toEqual([
      ["app/server.ts", "shared/src/tools.ts:6", "search_tabs"],
      ["app/server.ts", "shared/src/tools.ts:11", "close tab"],
    ]);
    expect(messages["shared/src/tools.ts"]).toEqual([]);
  });

  it("stay where they are written when the program includes their file itself", async () => {
    const { tools } = await lintProject({ "app/server.ts": server, "shared/src/tools.ts": sharedTools }, {
      ...project,
      extraFiles: { "shared/src/index.ts": project.extraFiles["shared/src/index.ts"], "shared/tsconfig.json": project.extraFiles["shared/tsconfig.json"] },
      tsconfig: { compilerOptions, include: ["app/**/*.ts", "shared/src/**/*.ts"] },
    });
    expect(tools.map((t) => [t.file, t.line, t.writtenIn, t.name])).toEqual([
      ["shared/src/tools.ts", 6, undefined, "search_tabs"],
      ["shared/src/tools.ts", 11, undefined, "close tab"],
    ]);
  });
});

describe("tools imported from a workspace package whose types are not built", () => {
  const unbuilt = {
    extraFiles: {
      "shared/package.json": JSON.stringify({ name: "shared", type: "module", types: "dist/index.d.ts", main: "dist/index.js" }),
      "shared/src/index.ts": `export * from "./tools.js";\n`,
      "shared/src/tools.ts": sharedTools,
    },
    links: { "node_modules/shared": "../shared" },
    tsconfig: { include: ["app/**/*.ts"] },
  };

  it("leave a stand-in at the listing that names the package and the missing types file", async () => {
    const { tools, messages } = await lintProject({ "app/server.ts": server }, unbuilt);
    expect(tools.map((t) => [t.file, t.line, t.name, t.unresolved])).toEqual([
      [
        "app/server.ts",
        6,
        null,
        "the listed tools `TOOLS` have no type: `TOOLS` is imported from `shared`, whose declared types (`dist/index.d.ts`) do not exist: build that package, or map `shared` to its sources with `paths` in the tsconfig",
      ],
    ]);
    expect(describeMessages(messages["app/server.ts"]!).filter((m) => m.startsWith("unfollowed-tools"))).toHaveLength(1);
  });

  it("say so at a loop that registers each of them", async () => {
    const loop = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TOOLS } from "shared";

const server = new McpServer({ name: "tabs", version: "1.0.0" });
for (const tool of TOOLS) {
  server.registerTool(tool.name, { description: tool.description }, async () => ({ content: [] }));
}
`;
    const { tools } = await lintProject({ "app/server.ts": loop }, unbuilt);
    expect(tools).toHaveLength(1);
    expect(tools[0]!.unresolved).toContain("`TOOLS` is imported from `shared`, whose declared types (`dist/index.d.ts`) do not exist");
  });
});

describe("a typed list of tools that their own files recognise", () => {
  it("does not report them a second time where the list is written", async () => {
    const tools = `import { Type } from "@mariozechner/pi-ai";
import type { AgentTool } from "./types.js";

export function createReadTool(root: string): AgentTool {
  return { name: "read", label: "Read", description: \`Read a file under \${root}\`, parameters: Type.Object({ path: Type.String() }) };
}
export const readTool = createReadTool(".");
`;
    // The list imports only its own modules: no framework package is named here.
    const types = `import type { Tool } from "@mariozechner/pi-ai";\n\nexport interface AgentTool extends Tool {\n  label: string;\n}\n`;
    const index = `import type { AgentTool } from "./types.js";
import { readTool } from "./tools.js";

export const codingTools: AgentTool[] = [readTool];
`;
    const { tools: reported } = await lintProject({ "tools.ts": tools, "types.ts": types, "index.ts": index });
    expect(reported.map((t) => [t.file, t.line, t.name])).toEqual([["tools.ts", 5, "read"]]);
  });
});
