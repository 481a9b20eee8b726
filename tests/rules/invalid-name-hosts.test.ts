import { describe, expect, it } from "vitest";
import rule from "../../src/rules/invalid-name.js";
import { readPluginSettings, validateHostOptions } from "../../src/options.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

// MCP hosts build their own tool names from the server's name and the tool's: Claude Code (the default) writes
// `mcp__{server}__{tool}` and takes at most 64 characters, Cursor counts server + tool and filters 60 and more.
const ruleTester = createRuleTester();
const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\n`;
const LONG_SERVER = "acme-enterprise-knowledge-base-mcp-server"; // 41 characters
const TOOL = "list_recent_commits"; // 19 characters: 5 + 41 + 2 + 19 = 67 in Claude Code
const onServer = (server: string, tool: string) =>
  `${v1}const server = new McpServer({ name: "${server}", version: "1.0.0" });\nserver.registerTool("${tool}", { description: "d", inputSchema: { q: z.string() } }, async () => ({ content: [] }));\n`;

const long = onServer(LONG_SERVER, TOOL);
const fromConsts = `import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
const SERVER = "${LONG_SERVER}";
const info = { name: SERVER, version: "2.0.0" };
export class App {
  private server = new McpServer(info);
  register() {
    this.server.registerTool("${TOOL}", { description: "d", inputSchema: z.object({ q: z.string() }) }, async () => ({ content: [] }));
  }
}
`;
const inConstructor = `${v1}export class App {
  private readonly server: McpServer;
  constructor() {
    this.server = new McpServer({ name: "${LONG_SERVER}", version: "1" });
    this.server.tool("${TOOL}", { q: z.string() }, async () => ({ content: [] }));
  }
}
`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "${LONG_SERVER}", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [{ name: "${TOOL}", description: "d", inputSchema: { type: "object" as const, properties: {} } }],
}));
`;
const dotted = onServer("acme.knowledge.base.enterprise.mcp.server", TOOL);
const cursor60 = onServer("docs", "x".repeat(56)); // 4 + 56 = 60 for Cursor; 5 + 4 + 2 + 56 = 67 for Claude Code
const dottedTool = onServer("docs", "docs.search");

const SHORTEN = "Shorten the tool or server name.";
/** The whole message of one host's finding: "In {{host}} this tool is {{full}}: {{problem}}.{{fix}}", every placeholder given. */
const message = (full: string, host: string, problem: string, fix = SHORTEN) => ({ messageId: "hostName" as const, data: { host, full, problem, fix: ` ${fix}` } });
const claude = (length: number) => `${length} characters, over its limit of 64, so the request fails`;
const inClaude = (tool: string, server: string, length: number) => message(`"mcp__${server}__${tool}"`, "Claude Code", claude(length));

ruleTester.run("invalid-name (MCP hosts)", rule, {
  valid: [
    // mcp__docs__list_recent_commits: 30 characters.
    onServer("docs", TOOL),
    // Exactly 64 in Claude Code: 5 + 38 + 2 + 19.
    onServer("a".repeat(38), TOOL),
    // Cursor lets 59 through: 3 + 56.
    { code: onServer("doc", "x".repeat(56)), options: [{ mcpHosts: ["cursor"] }] },
    // No host listed: the host check is off.
    { code: long, options: [{ mcpHosts: [] }] },
    // The server's name is not written statically, and no mcpServerName stands in for it.
    `${v1}const server = new McpServer({ name: process.env.SERVER_NAME ?? "", version: "1" });\nserver.registerTool("${TOOL}", { description: "d" }, async () => ({ content: [] }));\n`,
    `${v1}export function register(server: McpServer) {\n  server.registerTool("${TOOL}", { description: "d" }, async () => ({ content: [] }));\n}\n`,
    // mcpServerName replaces the server's own name (here with a short one).
    { code: long, options: [{ mcpServerName: "acme" }] },
    { code: long, options: [{ mcpServerName: { "claude-code": "acme" } }] },
    // Only MCP servers' tools go through a host's naming.
    `import { ai } from "@warlock.js/ai";\nai.tool({ name: "${"a".repeat(60)}", execute: async () => 1 });`,
  ],
  invalid: [
    // A 19-character tool on a 41-character server; a length finding offers no rename (the server may be the one to shorten).
    { code: long, errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(long, `"${TOOL}"`), suggestions: [] }] },
    // SDK 2.x, the name through two consts, a class field.
    { code: fromConsts, errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(fromConsts, `"${TOOL}"`) }] },
    // SDK 1.x `tool()`, the server assigned once in the constructor.
    { code: inConstructor, errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(inConstructor, `"${TOOL}"`) }] },
    // The low-level Server: the name in the listed object.
    { code: lowLevel, errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(lowLevel, `"${TOOL}"`) }] },
    {
      // Claude Code writes the server's dots as `_`.
      code: dotted,
      errors: [{ ...inClaude(TOOL, "acme_knowledge_base_enterprise_mcp_server", 67), ...at(dotted, `"${TOOL}"`) }],
    },
    {
      // mcpServerName stands in for the key users give the server, for every host or per host.
      code: onServer("docs", TOOL),
      options: [{ mcpServerName: LONG_SERVER }],
      errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(onServer("docs", TOOL), `"${TOOL}"`) }],
    },
    {
      code: onServer("docs", TOOL),
      options: [{ mcpServerName: { "claude-code": LONG_SERVER } }],
      errors: [{ messageId: "hostName", ...at(onServer("docs", TOOL), `"${TOOL}"`) }],
    },
    {
      // Both hosts, in the order the data lists them: one finding each.
      code: cursor60,
      options: [{ mcpHosts: ["cursor", "claude-code"] }],
      errors: [
        { ...inClaude("x".repeat(56), "docs", 67), ...at(cursor60, `"${"x".repeat(56)}"`) },
        {
          ...message(`"docs" + "${"x".repeat(56)}"`, "Cursor", "60 characters, over its limit of 59, so Cursor leaves it out"),
          ...at(cursor60, `"${"x".repeat(56)}"`),
        },
      ],
    },
    {
      // A dot the targets reject is their finding; the host adds nothing.
      code: dottedTool,
      errors: [{ messageId: "invalidName", ...at(dottedTool, '"docs.search"'), suggestions: [{ messageId: "renameTool", output: dottedTool.replace('"docs.search"', '"docs_search"') }] }],
    },
    {
      // With targets that accept the dot (Gemini), Claude Code still rejects it.
      code: dottedTool,
      options: [{ targets: ["google"] }],
      errors: [
        {
          ...message('"mcp__docs__docs.search"', "Claude Code", "it may use only letters, digits, `_` and `-`, so the request fails", 'Rename it, e.g. "docs_search".'),
          ...at(dottedTool, '"docs.search"'),
          suggestions: [{ messageId: "renameTool", output: dottedTool.replace('"docs.search"', '"docs_search"') }],
        },
      ],
    },
  ],
});

// The same settings given once for every rule, in settings["tool-schema"].
createRuleTester({ "tool-schema": { mcpHosts: ["cursor"], mcpServerName: "d" } }).run("invalid-name (MCP hosts from settings)", rule, {
  valid: [onServer(LONG_SERVER, "x".repeat(58))],
  invalid: [
    {
      code: onServer(LONG_SERVER, "x".repeat(59)),
      errors: [{ ...message(`"d" + "${"x".repeat(59)}"`, "Cursor", "60 characters, over its limit of 59, so Cursor leaves it out"), ...at(onServer(LONG_SERVER, "x".repeat(59)), `"${"x".repeat(59)}"`) }],
    },
    {
      // The rule's own options win over settings.
      code: onServer("docs", TOOL),
      options: [{ mcpHosts: ["claude-code"], mcpServerName: LONG_SERVER }],
      errors: [{ ...inClaude(TOOL, LONG_SERVER, 67), ...at(onServer("docs", TOOL), `"${TOOL}"`) }],
    },
  ],
});

describe("the MCP host options", () => {
  it.each([
    [{ mcpHosts: ["cursor", "cursor"] }, { mcpHosts: ["cursor"] }],
    [{ mcpHosts: [] }, { mcpHosts: [] }],
    [{ mcpServerName: "docs" }, { mcpServerName: "docs" }],
    [{ mcpServerName: { cursor: "d" } }, { mcpServerName: { cursor: "d" } }],
    [{ targets: ["google"] }, {}],
  ])("%j is read as %j", (raw, expected) => {
    expect(validateHostOptions(raw, "x")).toEqual(expected);
  });

  it.each([
    [{ mcpHosts: ["vscode"] }, 'x.mcpHosts[0] is "vscode", which is not a known MCP host. Allowed: claude-code, cursor.'],
    [{ mcpHosts: "cursor" }, "x.mcpHosts must be an array of: claude-code, cursor."],
    [{ mcpServerName: "" }, 'x.mcpServerName must be a non-empty string or an object of host id to name, got "".'],
    [{ mcpServerName: { windsurf: "d" } }, "x.mcpServerName.windsurf is not a known MCP host. Allowed: claude-code, cursor."],
    [{ mcpServerName: { cursor: 1 } }, "x.mcpServerName.cursor must be a non-empty string, got 1."],
  ])("%j is refused", (raw, message) => {
    expect(() => validateHostOptions(raw, "x")).toThrow(message);
  });

  it("is accepted in settings, and read there", () => {
    expect(readPluginSettings({ "tool-schema": { mcpHosts: ["cursor"], mcpServerName: "d" } }).hostOptions).toEqual({ mcpHosts: ["cursor"], mcpServerName: "d" });
  });
});
