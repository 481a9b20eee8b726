import { describe, expect, it } from "vitest";
import rule from "../../src/rules/missing-usage-guidance.js";
import { GUIDANCE_PHRASES, guidanceMatcher, headOfName, namesAnotherTool, operationKind } from "../../src/design/usage-guidance.js";
import { createRuleTester } from "../rule-tester.js";
import { lintDesignProject } from "./design-project.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();

const GET = "Get one ticket by its ID, with its comments.";
const LIST = "List open tickets, newest first. Use this when you need several tickets.";
const UPDATE = "Change the status or the assignee of a ticket.";

const mcpHeader = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "tickets", version: "1.0.0" });\n`;
const register = (name: string, description: string) => `server.registerTool("${name}", { description: "${description}", inputSchema: { id: z.string() } }, async () => ({ content: [] }));\n`;

const aiHeader = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const aiTool = (description?: string) =>
  `tool({ ${description === undefined ? "" : `description: "${description}", `}inputSchema: z.object({ id: z.string() }), execute: async () => 1 })`;

const openaiHeader = `import OpenAI from "openai";\nconst client = new OpenAI();\n`;
const openaiTool = (name: string, description: string) => `{ type: "function" as const, function: { name: "${name}", description: "${description}", parameters: { type: "object", properties: {} } } }`;

const anthropicHeader = `import Anthropic from "@anthropic-ai/sdk";\nconst client = new Anthropic();\n`;
const anthropicTool = (name: string, description: string) => `{ name: "${name}", description: "${description}", input_schema: { type: "object" as const, properties: {} } }`;

const warlockHeader = `import { ai } from "@warlock.js/ai";\n`;
const warlock = (name: string, description: string, extra = "") => `ai.tool({ name: "${name}", description: "${description}", execute: async () => 1${extra} })`;

const CREATE = "Open a new ticket for a customer request.";
const onServer = mcpHeader + register("get_ticket", GET) + register("list_tickets", LIST) + register("update_ticket", UPDATE) + register("create_ticket", CREATE) + register("get_user", "Get one user by ID.");
/** Reading and writing one resource: siblings only when every operation counts. */
const readAndWrite = mcpHeader + register("get_ticket", GET) + register("update_ticket", UPDATE);
const inObject = aiHeader + `export const tools = {\n  getTicket: ${aiTool()},\n  listTickets: ${aiTool(LIST)},\n};\n`;
const openaiRequest = openaiHeader + `void client.chat.completions.create({ model: "m", messages: [], tools: [\n  ${openaiTool("search_tickets", "Full-text search over tickets.")},\n  ${openaiTool("get_ticket", GET)},\n] });\n`;
const anthropicRequest =
  anthropicHeader + `void client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [\n  ${anthropicTool("get_ticket", GET)},\n  ${anthropicTool("search_tickets", "Search tickets by text. Only for free-text queries.")},\n] });\n`;
/** Without a sibling of its own in the spread array, the tool is shown at the spread. */
const spread = warlockHeader + `const reading = [${warlock("get_ticket", GET)}];\nexport const tools = [...reading, ${warlock("list_tickets", LIST)}];\n`;

const missing = (name: string, siblings: string, resource = "ticket") => ({ messageId: "noUsageGuidance" as const, data: { name, siblings, resource } });

ruleTester.run("missing-usage-guidance", rule, {
  valid: [
    // No sibling on the same resource.
    mcpHeader + register("get_ticket", GET) + register("get_user", "Get one user by ID.") + register("search", "Search everything."),
    // Reading and writing one resource are not confused; moving is an operation of its own.
    readAndWrite,
    mcpHeader + register("read_file", "Read a file as text.") + register("move_file", "Move or rename a file.") + register("delete_file", "Delete a file."),
    // The resource is the last word before a preposition: a directory and its sizes are one resource, read twice, but here with guidance.
    mcpHeader + register("list_directory", "List a directory. Use list_directory_with_sizes for sizes.") + register("list_directory_with_sizes", "List a directory with sizes. Prefer list_directory when sizes do not matter."),
    // Every description says when, or names a sibling.
    mcpHeader + register("get_ticket", "Get one ticket by ID. Use list_tickets to browse.") + register("list_tickets", LIST),
    mcpHeader + register("get_ticket", "Get one ticket. Only when the ID is known.") + register("list_tickets", "List tickets. Do not use this to read one ticket."),
    // A sibling that names the tool says which of the two to use.
    mcpHeader + register("get_ticket", GET) + register("list_tickets", `${LIST} For one ticket, call get_ticket.`),
    // The verb last, in two words: a resource (`zones_list`) or a namespace (`playwright_put`), so no resource is read.
    mcpHeader + register("zones_list", "List all zones under an account.") + register("workers_list", "List all workers under an account."),
    mcpHeader + register("playwright_put", "Perform an HTTP PUT request.") + register("playwright_patch", "Perform an HTTP PATCH request."),
    // One-word names act on no resource the rule can see.
    mcpHeader + register("tickets", "All tickets.") + register("ticket", "One ticket."),
    // minSiblings: 2 asks for two other tools on the same resource.
    { code: anthropicRequest, options: [{ minSiblings: 2 }] },
    // Custom phrases replace the defaults.
    { code: openaiRequest, options: [{ phrases: ["full-text", "by its id"] }] },
    // A definition that turns its lint off is left out, as a tool checked and as a sibling.
    warlockHeader + `export const tools = [${warlock("get_ticket", GET)}, ${warlock("update_ticket", UPDATE, ", lint: false")}];\n`,
    // Descriptions the plugin cannot read are not missing.
    mcpHeader + `declare const text: string;\n` + `server.registerTool("get_ticket", { description: text }, async () => ({ content: [] }));\n` + register("list_tickets", LIST),
  ],
  invalid: [
    {
      code: onServer,
      errors: [
        { ...missing("get_ticket", '"list_tickets"'), ...at(onServer, `"${GET}"`) },
        { ...missing("update_ticket", '"create_ticket"'), ...at(onServer, `"${UPDATE}"`) },
        { ...missing("create_ticket", '"update_ticket"'), ...at(onServer, `"${CREATE}"`) },
      ],
    },
    {
      // anyOperation: every tool on the resource is a sibling.
      code: readAndWrite,
      options: [{ anyOperation: true }],
      errors: [
        { ...missing("get_ticket", '"update_ticket"'), ...at(readAndWrite, `"${GET}"`) },
        { ...missing("update_ticket", '"get_ticket"'), ...at(readAndWrite, `"${UPDATE}"`) },
      ],
    },
    {
      // An AI SDK tool without a description is reported at its key.
      code: inObject,
      errors: [{ messageId: "noDescriptionForSiblings", data: { name: "getTicket", siblings: '"listTickets"', resource: "ticket" }, ...at(inObject, "getTicket") }],
    },
    {
      code: openaiRequest,
      errors: [
        { ...missing("search_tickets", '"get_ticket"'), ...at(openaiRequest, '"Full-text search over tickets."') },
        { ...missing("get_ticket", '"search_tickets"'), ...at(openaiRequest, `"${GET}"`) },
      ],
    },
    {
      code: anthropicRequest,
      errors: [{ ...missing("get_ticket", '"search_tickets"'), ...at(anthropicRequest, `"${GET}"`) }],
    },
    {
      code: spread,
      errors: [{ ...missing("get_ticket", '"list_tickets"'), ...at(spread, "...reading") }],
    },
  ],
});

describe("what counts as usage guidance", () => {
  const matches = guidanceMatcher(GUIDANCE_PHRASES);

  it("matches phrases as whole words, with … as a short gap", () => {
    expect(matches("Use this tool when the ID is known.")).toBe(true);
    expect(matches("USE search_tickets INSTEAD for text.")).toBe(true);
    expect(matches("Don’t use this for bulk changes.")).toBe(true);
    expect(matches("Preferred over x.")).toBe(false);
    expect(matches("Use the head parameter to read the first lines.")).toBe(false);
    expect(matches("Returns null when not found.")).toBe(false);
  });

  it("counts a sibling's name: names of two words as written, one-word names only quoted", () => {
    expect(namesAnotherTool("Call list_tickets first.", ["list_tickets"])).toBe(true);
    expect(namesAnotherTool("Call list_tickets_all first.", ["list_tickets"])).toBe(false);
    expect(namesAnotherTool("Search the tickets.", ["search"])).toBe(false);
    expect(namesAnotherTool("Prefer `search` for text.", ["search"])).toBe(true);
  });

  it("reads the resource from the last word of the name, singular", () => {
    expect([headOfName("list_tickets"), headOfName("getTicket"), headOfName("get-open-tickets"), headOfName("search")]).toEqual(["ticket", "ticket", "ticket", undefined]);
    expect([headOfName("list_directory_with_sizes"), headOfName("add_team_to_project"), headOfName("list_issues_by_tag")]).toEqual(["directory", "team", "issue"]);
    // An aspect word names no resource of its own.
    expect([headOfName("get_issue_details"), headOfName("get_file_info"), headOfName("get_details")]).toEqual(["issue", "file", "detail"]);
    expect([headOfName("zones_list"), headOfName("playwright_put")]).toEqual([undefined, undefined]);
  });

  it("sorts operations into reading, writing, deleting, or a verb of their own", () => {
    expect(["get_ticket", "list_tickets", "search_tickets", "edit_file", "create_user", "remove_label", "move_file"].map(operationKind)).toEqual(["read", "read", "read", "write", "write", "delete", "verb:move"]);
    // A namespace before the verb is skipped; without a verb the rule knows, the words before the resource are the kind.
    expect(["git_set_working_dir", "performance_start_trace", "performance_stop_trace", "directory_tree"].map(operationKind)).toEqual(["write", "verb:start", "verb:stop", "verb:directory"]);
  });
});

describe("missing-usage-guidance across files", () => {
  it("counts the siblings other files register on one server, and reports each tool in its own file", async () => {
    const definition = (name: string, description: string) => `import { z } from "zod";\nexport default { name: "${name}", description: "${description}", inputSchema: { id: z.string() } };\n`;
    const messages = await lintDesignProject(
      {
        "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import tools from "./tools/index.js";
const server = new McpServer({ name: "tickets", version: "1.0.0" });
for (const tool of tools) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
`,
        "tools/index.ts": `import a from "./get-ticket.js";\nimport b from "./list-tickets.js";\nexport default [a, b];\n`,
        "tools/get-ticket.ts": definition("get_ticket", GET),
        "tools/list-tickets.ts": definition("list_tickets", LIST),
      },
      "missing-usage-guidance",
    );
    expect(messages["tools/get-ticket.ts"]).toEqual([
      '2:51 The description of "get_ticket" does not say when to use it rather than "list_tickets" (same resource: ticket). Add when to call it, or which tool to call instead.',
    ]);
    expect([...(messages["server.ts"] ?? []), ...(messages["tools/index.ts"] ?? []), ...(messages["tools/list-tickets.ts"] ?? [])]).toEqual([]);
  });
});
