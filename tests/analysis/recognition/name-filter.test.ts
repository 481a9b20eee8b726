import { describe, expect, it } from "vitest";
import ts from "typescript";
import { nameFilter } from "../../../src/analysis/recognition/word-index.js";
import { lintProject } from "../../frameworks/harness.js";

/**
 * Recognition, seam calls and declared seams skip the subtrees whose text holds none of the names
 * they look for (`src/analysis/recognition/word-index.ts`). The filter must never hide a site: the names are the
 * local ones (an alias, a namespace, a re-exporting module's import), and a file that spells an
 * identifier with a unicode escape is not filtered at all.
 */

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null }[]) =>
  tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"}`);

const parse = (text: string) => ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, true);

describe("nameFilter", () => {
  it("keeps the subtrees that hold a name as a whole word, and no others", () => {
    const file = parse(`const a = makeTool(1);\nconst b = remakeTools(2);\nfunction f() { return [makeTool]; }\n`);
    const may = nameFilter(file, ["makeTool"]);
    const [first, second, third] = file.statements;
    expect([may(file), may(first), may(second), may(third)]).toEqual([true, true, false, true]);
    // A name that another one starts with, among many: the same answers.
    const many = nameFilter(file, ["make", "makeTool", "Tool", "n$1", "n2", "n3", "n4", "n5", "n6", "n7"]);
    expect([many(file), many(first), many(second), many(third)]).toEqual([true, true, false, true]);
  });

  it("does not filter a file that may spell a name with a unicode escape", () => {
    const file = parse(`const a = \\u006dakeTool(1);\nconst b = other(2);\n`);
    const may = nameFilter(file, ["makeTool"]);
    expect(file.statements.map(may)).toEqual([true, true]);
  });

  it("does not filter for a name that is not all ASCII", () => {
    const file = parse(`const a = función(1);\nconst b = other(2);\n`);
    expect(file.statements.map(nameFilter(file, ["función"]))).toEqual([true, true]);
  });

  it("keeps nothing when no name occurs", () => {
    const file = parse(`const a = other(1);\n`);
    expect(nameFilter(file, ["makeTool"])(file)).toBe(false);
  });
});

describe("recognition through the name filter", () => {
  it("finds sites reached through an alias, a namespace, a re-export and an escaped name, at any depth", async () => {
    const { tools } = await lintProject({
      "reexport.ts": `export { tool as defineAiTool } from "ai";\n`,
      "tools.ts": `import { tool as makeTool } from "ai";
import * as sdk from "ai";
import { defineAiTool } from "./reexport.js";
import { z } from "zod";
export class Registry {
  build() {
    return [makeTool({ description: "Aliased.", inputSchema: z.object({ q: z.string() }) })];
  }
}
export const viaNamespace = sdk.tool({ description: "Namespace.", inputSchema: z.object({ q: z.string() }) });
export function nested() {
  const inner = () => ({ t: defineAiTool({ description: "Re-exported.", inputSchema: z.object({ q: z.string() }) }) });
  return inner;
}
`,
      "escaped.ts": `import { tool } from "ai";
import { z } from "zod";
export const escaped = \\u0074ool({ description: "Escaped.", inputSchema: z.object({ q: z.string() }) });
`,
    });
    expect(toolLines(tools).sort()).toEqual([
      "escaped.ts:3 \\u0074ool() (no name)",
      "tools.ts:10 sdk.tool() (no name)",
      "tools.ts:12 defineAiTool() t",
      "tools.ts:7 makeTool() (no name)",
    ]);
  });
});

describe("values typed with a type the file writes from a framework's", () => {
  // hostinger/api-mcp-server keeps each group's tools as `const tools: OpenApiTool[] = […]` under the
  // file's own `interface OpenApiTool extends Tool`. That statement holds no imported name and no
  // method's name as a whole word (`OpenApiTool` is not `Tool`), so the walk skipped it, unless a
  // description happened to hold a method's name: "prior to update" found dns.ts, billing.ts was lost.
  const group = (prefix: string, description: string) => `import type { Tool } from "@modelcontextprotocol/sdk/types.js";

export interface OpenApiTool extends Tool {
  method: string;
}
export type TaggedTool = OpenApiTool & { tags: string[] };

const tools: OpenApiTool[] = [
  { name: "${prefix}_list", description: "${description}", method: "GET", inputSchema: { type: "object", properties: {} } },
];
export const tagged: TaggedTool[] = [{ name: "${prefix}_tag", description: "Tag one.", method: "POST", tags: [], inputSchema: { type: "object", properties: {} } }];
export default tools;
`;

  it("finds them whatever words their literals hold, through a subtype of a subtype", async () => {
    const { tools } = await lintProject({
      "tools/billing.ts": group("billing", "List the catalog items."),
      "tools/dns.ts": group("dns", "Validate the records prior to update."),
      // The server lists tools the source does not show: the typed values are the tools it may list.
      "server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import billing, { tagged as billingTagged } from "./tools/billing.js";
import dns, { tagged as dnsTagged } from "./tools/dns.js";
export const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
export const count = billing.length + dns.length + billingTagged.length + dnsTagged.length;
`,
    });
    expect(toolLines(tools)).toEqual([
      "tools/billing.ts:9 tools/list handler billing_list",
      "tools/billing.ts:11 tools/list handler billing_tag",
      "tools/dns.ts:9 tools/list handler dns_list",
      "tools/dns.ts:11 tools/list handler dns_tag",
    ]);
  });
});
