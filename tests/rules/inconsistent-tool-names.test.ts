import { describe, expect, it } from "vitest";
import rule from "../../src/rules/inconsistent-tool-names.js";
import { nameWords } from "../../src/design/words.js";
import { lintDesignProject } from "./design-project.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();

const aiHeader = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const aiTool = (description: string) => `tool({ description: "${description}", inputSchema: z.object({ id: z.string() }), execute: async () => 1 })`;
/** An AI SDK tools object: the keys are the names. */
const aiTools = (names: readonly string[]) => aiHeader + `export const tools = {\n${names.map((name) => `  ${name}: ${aiTool(`Works on ${name.replace(/"/g, "")}.`)},\n`).join("")}};\n`;

const mcpHeader = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "tickets", version: "1.0.0" });\n`;
const register = (name: string) => `server.registerTool("${name}", { description: "Works on ${name}.", inputSchema: { id: z.string() } }, async () => ({ content: [] }));\n`;
const mcpServer = (names: readonly string[]) => mcpHeader + names.map(register).join("");

const openaiHeader = `import OpenAI from "openai";\nconst client = new OpenAI();\n`;
const openaiTool = (name: string) => `{ type: "function" as const, function: { name: "${name}", description: "Works on ${name}.", parameters: { type: "object", properties: {} } } }`;
const openaiRequest = (names: readonly string[]) =>
  openaiHeader + `void client.chat.completions.create({ model: "m", messages: [], tools: [\n${names.map((name) => `  ${openaiTool(name)},\n`).join("")}] });\n`;

const anthropicHeader = `import Anthropic from "@anthropic-ai/sdk";\nconst client = new Anthropic();\n`;
const anthropicRequest = (names: readonly string[]) =>
  anthropicHeader +
  `void client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [\n${names.map((name) => `  { name: "${name}", description: "Works on ${name}.", input_schema: { type: "object" as const, properties: {} } },\n`).join("")}] });\n`;

const SERVER = "MCP server `server`";
const style = (name: string, styleWords: string, majority: string, set: string, renamed: string) => ({ messageId: "mixedNameStyle" as const, data: { name, style: styleWords, majority, set, renamed } });
const verb = (name: string, used: string, usual: string, operation: string, set: string, renamed: string) => ({ messageId: "mixedVerb" as const, data: { name, verb: used, usual, operation, set, renamed } });

const camelInSnake = mcpServer(["get_ticket", "list_tickets", "closeTicket"]);
const kebabInCamel = aiTools(["getTicket", "listTickets", '"close-ticket"']);
const twoMinorities = openaiRequest(["get_ticket", "list_tickets", "update_ticket", "closeTicket", "reopen-ticket"]);
const createAndAdd = mcpServer(["create_ticket", "create_user", "add_comment"]);
const getAndFetch = anthropicRequest(["get_ticket", "fetch_user", "search_docs"]);
const changeAmongUpdates = aiTools(["updateTicket", "updateUser", "changeStatus"]);
const customGroups = mcpServer(["find_ticket", "search_user", "close_ticket"]);
const bothFindings = mcpServer(["get_ticket", "get_user", "fetchComment"]);
const warlock = (name: string) => `ai.tool({ name: "${name}", execute: async () => 1 })`;
const warlockHeader = `import { ai } from "@warlock.js/ai";\n`;
/** Three camelCase tools of their own array, spread into a set of snake_case ones: only the assembly mixes styles. */
const spreadMinority =
  warlockHeader +
  `const ticketTools = [${["getTicket", "listTickets", "closeTicket"].map(warlock).join(", ")}];\n` +
  `export const tools = [...ticketTools, ${["get_user", "list_users", "update_user", "delete_user"].map(warlock).join(", ")}];\n`;
/** The spread array is itself mixed: that is reported in the spread array, not again at the spread. */
const spreadAlreadyMixed =
  warlockHeader +
  `const ticketTools = [${["get_ticket", "list_tickets", "closeTicket"].map(warlock).join(", ")}];\n` +
  `export const tools = [...ticketTools, ${warlock("get_user")}];\n`;
const described = (tools: readonly (readonly [string, string])[]) =>
  mcpHeader + tools.map(([name, description]) => `server.registerTool("${name}", { description: "${description}", inputSchema: { id: z.string() } }, async () => ({ content: [] }));\n`).join("");
/** "add" that creates, said so: reported even on a resource that is often attached. */
const addNewLabel = described([["create_ticket", "Open a ticket."], ["create_project", "Start a project."], ["add_label", "Add a new label to the project."]]);
const shorthand = aiHeader + `const getTicket = ${aiTool("Get a ticket.")};\nconst listTickets = ${aiTool("List tickets.")};\nconst close_ticket = ${aiTool("Close a ticket.")};\nexport const tools = { getTicket, listTickets, close_ticket };\n`;

ruleTester.run("inconsistent-tool-names", rule, {
  valid: [
    // A name opening with a verb of another kind is not read past it: `mark_all_todos_done` marks, it does not list.
    mcpServer(["list_todos", "list_issues", "mark_all_todos_done"]),
    // One style throughout; single lowercase words fit any style.
    mcpServer(["get_ticket", "list_tickets", "search", "close_ticket"]),
    aiTools(["getTicket", "listTickets", "search"]),
    openaiRequest(["get_ticket", "list_tickets", "update_ticket"]),
    // No style is the majority: an even split has no convention to point to.
    mcpServer(["get_ticket", "listTickets", "search"]),
    // Fewer tools than minTools (3).
    mcpServer(["get_ticket", "listTickets"]),
    // One verb per operation.
    mcpServer(["create_ticket", "create_comment", "get_ticket", "get_user"]),
    // Verbs of different operations are not compared.
    mcpServer(["get_ticket", "delete_user", "create_comment"]),
    // Two verbs on related resources may name two actions: reading a file, getting its metadata.
    mcpServer(["read_file", "read_text_file", "get_file_info"]),
    // Attaching is not creating, detaching is not deleting.
    mcpServer(["create_team", "create_project", "add_team_to_project", "delete_team", "remove_team_from_project"]),
    // A rename is never to a name the set already has: `wiki_read_page` may not become `wiki_retrieve_page`, nor `closeTicket` `close_ticket`.
    mcpServer(["wiki_retrieve_page", "wiki_retrieve_space", "wiki_read_page"]),
    mcpServer(["get_ticket", "list_tickets", "close_ticket", "closeTicket"]),
    // "add" and "remove" that attach or detach are not creating or deleting: by the resource, or by the description.
    mcpServer(["create_ticket", "create_project", "add_reviewer", "delete_ticket", "delete_project", "remove_label"]),
    described([["create_ticket", "Open a ticket."], ["create_project", "Start a project."], ["add_file", "Attach a file to a ticket."], ["add_user", "Add an existing user to a project."]]),
    // Different sets are compared apart.
    mcpHeader + register("get_ticket") + register("list_tickets") + `const other = new McpServer({ name: "x", version: "1" });\nother.registerTool("closeTicket", { description: "d" }, async () => ({ content: [] }));\n`,
    // A definition that turns its lint off is left out of the comparison.
    `import { ai } from "@warlock.js/ai";\nexport const tools = [\n  ai.tool({ name: "get_ticket", execute: async () => 1 }),\n  ai.tool({ name: "list_tickets", execute: async () => 1 }),\n  ai.tool({ name: "closeTicket", execute: async () => 1, lint: false }),\n];\n`,
    // minTools raised.
    { code: camelInSnake, options: [{ minTools: 4 }] },
    // Custom verb groups replace the defaults: "add" is no longer a create verb.
    { code: createAndAdd, options: [{ operationVerbs: { create: ["create", "new"] } }] },
  ],
  invalid: [
    {
      code: camelInSnake,
      errors: [
        {
          ...style("closeTicket", "camelCase", "snake_case", SERVER, "close_ticket"),
          ...at(camelInSnake, '"closeTicket"'),
          suggestions: [{ messageId: "renameTool", data: { name: "close_ticket" }, output: camelInSnake.replace('"closeTicket"', '"close_ticket"') }],
        },
      ],
    },
    {
      // An AI SDK object of tools: the key is the name.
      code: kebabInCamel,
      errors: [
        {
          ...style("close-ticket", "kebab-case", "camelCase", "this tools object", "closeTicket"),
          ...at(kebabInCamel, '"close-ticket"'),
          suggestions: [{ messageId: "renameTool", data: { name: "closeTicket" }, output: kebabInCamel.replace('"close-ticket"', '"closeTicket"') }],
        },
      ],
    },
    {
      code: twoMinorities,
      errors: [
        { ...style("closeTicket", "camelCase", "snake_case", "this tools array", "close_ticket"), ...at(twoMinorities, '"closeTicket"'), suggestions: [{ messageId: "renameTool", data: { name: "close_ticket" }, output: twoMinorities.replace('"closeTicket"', '"close_ticket"') }] },
        { ...style("reopen-ticket", "kebab-case", "snake_case", "this tools array", "reopen_ticket"), ...at(twoMinorities, '"reopen-ticket"'), suggestions: [{ messageId: "renameTool", data: { name: "reopen_ticket" }, output: twoMinorities.replace('"reopen-ticket"', '"reopen_ticket"') }] },
      ],
    },
    {
      code: createAndAdd,
      errors: [
        {
          ...verb("add_comment", "add", "create", "create", SERVER, "create_comment"),
          ...at(createAndAdd, '"add_comment"'),
          suggestions: [{ messageId: "renameTool", data: { name: "create_comment" }, output: createAndAdd.replace('"add_comment"', '"create_comment"') }],
        },
      ],
    },
    {
      // A raw request's tools array; on a tie the verb seen first is the set's.
      code: getAndFetch,
      errors: [
        {
          ...verb("fetch_user", "fetch", "get", "read", "this `tools` array", "get_user"),
          ...at(getAndFetch, '"fetch_user"'),
          suggestions: [{ messageId: "renameTool", data: { name: "get_user" }, output: getAndFetch.replace('"fetch_user"', '"get_user"') }],
        },
      ],
    },
    {
      code: changeAmongUpdates,
      errors: [
        {
          ...verb("changeStatus", "change", "update", "update", "this tools object", "updateStatus"),
          ...at(changeAmongUpdates, "changeStatus"),
          suggestions: [{ messageId: "renameTool", data: { name: "updateStatus" }, output: changeAmongUpdates.replace("changeStatus:", "updateStatus:") }],
        },
      ],
    },
    {
      code: customGroups,
      options: [{ operationVerbs: { search: ["find", "search"] } }],
      errors: [{ ...verb("search_user", "search", "find", "search", SERVER, "find_user"), ...at(customGroups, '"search_user"'), suggestions: [{ messageId: "renameTool", data: { name: "find_user" }, output: customGroups.replace('"search_user"', '"find_user"') }] }],
    },
    {
      // Both findings on one name, each with its own rename.
      code: bothFindings,
      errors: [
        { ...style("fetchComment", "camelCase", "snake_case", SERVER, "fetch_comment"), ...at(bothFindings, '"fetchComment"'), suggestions: [{ messageId: "renameTool", data: { name: "fetch_comment" }, output: bothFindings.replace('"fetchComment"', '"fetch_comment"') }] },
        { ...verb("fetchComment", "fetch", "get", "read", SERVER, "getComment"), ...at(bothFindings, '"fetchComment"'), suggestions: [{ messageId: "renameTool", data: { name: "getComment" }, output: bothFindings.replace('"fetchComment"', '"getComment"') }] },
      ],
    },
    {
      // Each tool a spread brings in is shown at the spread, as the assembly is what mixes the styles.
      code: spreadMinority,
      errors: ["getTicket", "listTickets", "closeTicket"].map((name) => ({
        ...style(name, "camelCase", "snake_case", "this array of tools", name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)),
        ...at(spreadMinority, "...ticketTools"),
        suggestions: [],
      })),
    },
    {
      code: spreadAlreadyMixed,
      errors: [{ ...style("closeTicket", "camelCase", "snake_case", "this array of tools", "close_ticket"), ...at(spreadAlreadyMixed, '"closeTicket"'), suggestions: [{ messageId: "renameTool", data: { name: "close_ticket" }, output: spreadAlreadyMixed.replace('"closeTicket"', '"close_ticket"') }] }],
    },
    {
      code: addNewLabel,
      errors: [{ ...verb("add_label", "add", "create", "create", SERVER, "create_label"), ...at(addNewLabel, '"add_label"'), suggestions: [{ messageId: "renameTool", data: { name: "create_label" }, output: addNewLabel.replace('"add_label"', '"create_label"') }] }],
    },
    {
      // A shorthand key names the tool through its const: reported at the key, no rename offered.
      code: shorthand,
      errors: [{ ...style("close_ticket", "snake_case", "camelCase", "this tools object", "closeTicket"), ...at(shorthand, "close_ticket", 1), suggestions: [] }],
    },
  ],
});

describe("inconsistent-tool-names across files", () => {
  it("compares the tools a server registers from a catalog, each reported in the file that names it", async () => {
    const definition = (name: string) => `import { z } from "zod";\nexport default { name: "${name}", description: "Works on tickets.", inputSchema: { id: z.string() } };\n`;
    const messages = await lintDesignProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import tools from "./tools/index.js";
const server = new McpServer({ name: "tickets", version: "1.0.0" });
for (const tool of tools) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
`,
      "tools/index.ts": `import getTicket from "./get-ticket.js";
import listTickets from "./list-tickets.js";
import closeTicket from "./close-ticket.js";
import fetchUser from "./fetch-user.js";
export default [getTicket, listTickets, closeTicket, fetchUser];
`,
      "tools/get-ticket.ts": definition("get_ticket"),
      "tools/list-tickets.ts": definition("list_tickets"),
      "tools/close-ticket.ts": definition("closeTicket"),
      "tools/fetch-user.ts": definition("fetch_user"),
    }, "inconsistent-tool-names");
    const own = (file: string) => messages[file] ?? [];
    expect(own("tools/close-ticket.ts")).toEqual([
      '2:24 Tool name "closeTicket" is camelCase, but most names in MCP server `server` are snake_case: one naming scheme lets the model see how the tools relate. Rename it to "close_ticket".',
    ]);
    expect(own("tools/fetch-user.ts")).toEqual([
      '2:24 Tool "fetch_user" says "fetch" where other tools of MCP server `server` say "get" for the same operation (read): two verbs read as two kinds of action. Rename it to "get_user".',
    ]);
    expect([...own("server.ts"), ...own("tools/index.ts"), ...own("tools/get-ticket.ts"), ...own("tools/list-tickets.ts")]).toEqual([]);
  });
});

describe("the words of a name", () => {
  it.each([
    ["get_open_tickets", ["get", "open", "tickets"]],
    ["get-open-tickets", ["get", "open", "tickets"]],
    ["getOpenTickets", ["get", "open", "tickets"]],
    ["GetOpenTickets", ["get", "open", "tickets"]],
    // An acronym is one word, in the plural too; digits stay with the word they are written against.
    ["getHTTPResponse", ["get", "http", "response"]],
    ["listPRs", ["list", "prs"]],
    ["getIDsByUser", ["get", "ids", "by", "user"]],
    ["getUsersV2", ["get", "users", "v2"]],
    ["listS3Buckets", ["list", "s3", "buckets"]],
    ["get_2fa_codes", ["get", "2fa", "codes"]],
  ])("%s", (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
});
