import rule from "../../src/rules/duplicate-tool-name.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const header = `import { ai } from "@warlock.js/ai";\n`;
const weather = (name: string) => `ai.tool({ name: "${name}", execute: async () => 1 })`;

const twoInArray = header + `export const tools = [\n  ${weather("weather")},\n  ${weather("weather")},\n];\n`;
const threeInArray = header + `export const tools = [${weather("a")}, ${weather("a")}, ${weather("a")}];\n`;
const spreadThenWritten = header + `const base = [${weather("a")}];\nexport const tools = [...base, ${weather("a")}];\n`;
const twoSpreads = header + `const first = [${weather("a")}];\nconst second = [${weather("b")}, ${weather("a")}];\nexport const tools = [...first, ...second];\n`;
const placedTwice = header + `const a = ${weather("a")};\nexport const tools = [a, ${weather("b")}, a];\n`;
const secondPlacing = at(placedTwice, "a]");
const nested = header + `export const sets = { first: [${weather("a")}], second: [${weather("a")}, ${weather("b")}, ${weather("b")}] };\n`;

// FastMCP keeps the last tool added under a name: nothing is rejected, the first is never listed.
const fastmcp = `import { FastMCP } from "fastmcp";
const server = new FastMCP({ name: "docs", version: "1.0.0" });
server.addTool({ name: "search_docs", execute: async () => "" });
server.addTools([{ name: "search_docs", execute: async () => "" }]);
`;

// The MCP SDKs' McpServer throws at the second registration of a name: nothing is sent at all.
const mcpTwice = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("search_docs", { description: "Search the docs." }, async () => ({ content: [] }));
server.tool("search_docs", "Search the docs again.", async () => ({ content: [] }));
`;

// A task-based registration checks nothing and replaces the tool: no throw, the first is never listed.
const mcpTaskLater = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("reindex", { description: "Rebuild the index." }, async () => ({ content: [] }));
server.experimental.tasks.registerToolTask("reindex", { description: "Rebuild the index as a task." }, { createTask: async () => ({ task: {} as never }), getTask: async () => ({}) as never, getTaskResult: async () => ({}) as never });
`;

ruleTester.run("duplicate-tool-name", rule, {
  valid: [
    // Different names in one array.
    header + `export const tools = [${weather("a")}, ${weather("b")}];`,
    // One name in two different sets: each request gets one of them.
    header + `export const one = [${weather("a")}];\nexport const two = [${weather("a")}];`,
    // Not in any set the plugin can see.
    header + `export const a = ${weather("a")};\nexport const b = ${weather("a")};`,
    // Names that are not static are not compared.
    header + `declare const n: string;\nexport const tools = [ai.tool({ name: n, execute: async () => 1 }), ai.tool({ name: n, execute: async () => 1 })];`,
    // Spreads of local sets with distinct names; a pair is only compared in the set it reaches.
    header + `const base = [${weather("a")}, ${weather("b")}];\nexport const tools = [...base, ${weather("c")}];`,
    header + `const one = [${weather("a")}];\nconst two = [${weather("a")}];\nexport const picked = Math.random() > 0.5 ? [...one] : [...two];`,
    // One key assigned on two branches of a tools object: it holds one tool under the key, whichever runs.
    `import { streamText, tool } from "ai";
import { z } from "zod";
const a = tool({ description: "Searches A.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
const b = tool({ description: "Searches B.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
export function run(flag: boolean) {
  const tools: Record<string, any> = {};
  if (flag) tools.search = a;
  else tools.search = b;
  if (flag) tools["read"] = tool({ description: "Reads.", inputSchema: z.object({ id: z.string() }), execute: async () => 1 });
  else tools["read"] = tool({ description: "Reads all.", inputSchema: z.object({}), execute: async () => 1 });
  return streamText({ model: "openai/gpt-4o" as never, tools, prompt: "x" });
}
`,
    // A definition that turns its own lint off is left out.
    header + `export const tools = [${weather("a")}, ai.tool({ name: "a", execute: async () => 1, lint: false })];`,
  ],
  invalid: [
    {
      code: mcpTaskLater,
      errors: [{ messageId: "replaced", data: { name: "reindex", first: "line 3", set: "MCP server `server`", framework: "MCP TypeScript SDK 1.x" }, ...at(mcpTaskLater, '"reindex"', 1) }],
    },
    {
      code: mcpTwice,
      errors: [
        {
          messageId: "throwsOnRegister",
          data: { name: "search_docs", first: "line 3", set: "MCP server `server`", framework: "MCP TypeScript SDK 1.x", error: "Tool search_docs is already registered" },
          ...at(mcpTwice, '"search_docs"', 1),
        },
      ],
    },
    {
      code: fastmcp,
      errors: [{ messageId: "replaced", data: { name: "search_docs", first: "line 3", set: "MCP server `server`", framework: "FastMCP" }, ...at(fastmcp, '"search_docs"', 1) }],
    },
    {
      code: twoInArray,
      errors: [{ messageId: "duplicate", data: { name: "weather", line: "3", set: "this array of tools" }, ...at(twoInArray, '"weather"', 1) }],
    },
    {
      code: threeInArray,
      errors: [
        { messageId: "duplicate", data: { name: "a", line: "2", set: "this array of tools" }, ...at(threeInArray, '"a"', 1) },
        { messageId: "duplicate", data: { name: "a", line: "2", set: "this array of tools" }, ...at(threeInArray, '"a"', 2) },
      ],
    },
    {
      code: spreadThenWritten,
      errors: [{ messageId: "duplicateFrom", data: { name: "a", first: "line 2", set: "this array of tools" }, ...at(spreadThenWritten, '"a"', 1) }],
    },
    {
      code: twoSpreads,
      errors: [{ messageId: "duplicateFrom", data: { name: "a", first: "line 2", set: "this array of tools" }, ...at(twoSpreads, "...second") }],
    },
    {
      code: placedTwice,
      // At the second `a` of the array (the needle `a]` ends one column after it).
      errors: [{ messageId: "duplicateFrom", data: { name: "a", first: "line 2", set: "this array of tools" }, ...secondPlacing, endColumn: secondPlacing.column + 1 }],
    },
    {
      code: nested,
      errors: [{ messageId: "duplicate", data: { name: "b", line: "2", set: "this array of tools" }, ...at(nested, '"b"', 1) }],
    },
  ],
});
