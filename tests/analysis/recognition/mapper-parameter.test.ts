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
