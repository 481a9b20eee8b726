import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

/**
 * Tools listed through a mapper: the `tools/list` handler hands each definition kept in a Map to a function
 * of the program that builds the listed object from it; the definitions are the program's values of that
 * function's parameter type, each placed where it is written.
 */

const toolLines = (tools: readonly { file: string; line: number; name: string | null; route: string; unresolved?: string }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.name ?? "(no name)"} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`);

const files = {
  // The base is itself an intersection, which the checker flattens into its subtypes.
  "types.ts": `type Core = { name: string; description: string };
export type ToolBase = Core & { inputSchema: Record<string, unknown> };
export type HelperTool = ToolBase & { kind: "helper" };
export type ToolEntry = HelperTool;
export type ModeMap = Partial<Record<"default" | "apps", ToolEntry>>;
`,
  // A literal where the type or another is expected is a tool only if the checker says it is one of the type.
  "registry.ts": `import type { ModeMap, ToolEntry } from "./types.js";
import { search } from "./tools/search.js";
import { fetchPage } from "./tools/fetch.js";
export const categories = { docs: [search, { default: fetchPage, apps: fetchPage }] } satisfies Record<string, (ToolEntry | ModeMap)[]>;
`,
  "names.ts": `export const NAMES = { SEARCH: "search_docs", FETCH: "fetch.page" } as const;\n`,
  "tools/search.ts": `import type { ToolEntry } from "../types.js";
import { NAMES } from "../names.js";
export const search: ToolEntry = Object.freeze({
  kind: "helper",
  name: NAMES.SEARCH,
  description: "Searches the docs",
  inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
} as const);
`,
  "tools/fetch.ts": `import type { ToolEntry } from "../types.js";
import { NAMES } from "../names.js";
export const fetchPage: ToolEntry = Object.freeze({
  kind: "helper",
  name: NAMES.FETCH,
  description: "Fetches a page",
  inputSchema: { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
} as const);
`,
  "public.ts": `import type { ToolBase } from "./types.js";
export function publicFields(tool: ToolBase, options: { verbose?: boolean } = {}) {
  return { name: tool.name, description: options.verbose ? tool.description + "." : tool.description, inputSchema: tool.inputSchema };
}
`,
  "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { ToolEntry } from "./types.js";
import { publicFields } from "./public.js";

export class Host {
  readonly tools = new Map<string, ToolEntry>();
  readonly server = new Server({ name: "docs", version: "1.0.0" }, { capabilities: { tools: {} } });
  constructor() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => {
      const tools = Array.from(this.tools.values()).map((tool) => publicFields(tool, { verbose: true }));
      return { tools };
    });
  }
}
`,
};

describe("definitions handed to a mapper of the program", () => {
  it("finds each value of the mapper's parameter type, named and placed where written", async () => {
    const { tools, messages } = await lintProject(files);
    expect(toolLines(tools)).toMatchInlineSnapshot(`
      [
        "tools/fetch.ts:3 fetch.page literal",
        "tools/search.ts:3 search_docs literal",
      ]
    `);
    expect(describeMessages(messages["tools/fetch.ts"] ?? [])).toMatchInlineSnapshot(`
      [
        "invalid-name@5:9 Tool name "fetch.page" is rejected by OpenAI and Anthropic via MCP low-level Server: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "fetch_page".",
      ]
    `);
    expect(describeMessages(messages["public.ts"] ?? [])).toEqual([]);
  });

  it("follows the parameter through a const the mapper declares", async () => {
    const throughConst = {
      ...files,
      "public.ts": `import type { ToolBase } from "./types.js";
export function publicFields(tool: ToolBase) {
  const source = tool;
  return { name: source.name, description: source.description, inputSchema: source.inputSchema };
}
`,
      "server.ts": files["server.ts"].replace("publicFields(tool, { verbose: true })", "publicFields(tool)"),
    };
    const { tools } = await lintProject(throughConst);
    expect(toolLines(tools)).toEqual(["tools/fetch.ts:3 fetch.page literal", "tools/search.ts:3 search_docs literal"]);
  });
});

describe("a factory of the program each listed call fills", () => {
  const factoryFiles = (inputSchema: string) => ({
    "types.ts": `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export type NamedTool<T extends string = string> = Tool & { name: T };
`,
    "tool.ts": `import type { NamedTool } from "./types.js";
export function makeTool<T extends string>(properties: Record<string, { type: string }>, name: T, description: string): NamedTool<T> {
  return {
    name,
    description,
    inputSchema: ${inputSchema},
  };
}
`,
    "tools/hosts/tool.ts": `import { makeTool } from "../../tool.js";
import type { NamedTool } from "../../types.js";
export const HOST_TOOLS: NamedTool<"mute_host" | "unmute.host">[] = [
  makeTool({ host: { type: "string" } }, "mute_host", "Mutes a host"),
  makeTool({ host: { type: "string" } }, "unmute.host", "Unmutes a host"),
];
`,
    "tools/hosts/index.ts": `export { HOST_TOOLS } from "./tool.js";\n`,
    "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { HOST_TOOLS } from "./tools/hosts/index.js";
const server = new Server({ name: "hosts", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [...HOST_TOOLS] }));
`,
  });

  it("is one tool per call, named by the call's arguments and placed at the call", async () => {
    const { tools, messages } = await lintProject(factoryFiles(`{ type: "object", properties }`));
    expect(toolLines(tools)).toEqual(["tools/hosts/tool.ts:4 mute_host literal", "tools/hosts/tool.ts:5 unmute.host literal"]);
    expect(describeMessages(messages["tools/hosts/tool.ts"] ?? []).filter((m) => !m.startsWith("tool-cost"))).toEqual([
      'invalid-name@5:42 Tool name "unmute.host" is rejected by OpenAI and Anthropic via MCP low-level Server: it may use only letters, digits, `_` and `-`. Rename it, e.g. "unmute_host".',
    ]);
    expect(describeMessages(messages["tool.ts"] ?? [])).toEqual([]);
    expect(describeMessages(messages["server.ts"] ?? [])).toEqual([]);
  });

  it("leaves the schema unresolved, with its reason, when a function of the program makes it", async () => {
    const files = factoryFiles(`pick(properties)`);
    files["tool.ts"] += `function pick(properties: Record<string, { type: string }>) {
  return { type: "object" as const, properties, required: Object.keys(properties) };
}
`;
    const { tools } = await lintProject(files);
    const reason = "unresolved: `pick(…)`, a function of this project, makes the schema that is sent";
    expect(toolLines(tools).map((line) => line.slice(0, line.indexOf(reason) + reason.length))).toEqual([`tools/hosts/tool.ts:4 mute_host ${reason}`, `tools/hosts/tool.ts:5 unmute.host ${reason}`]);
  });
});
