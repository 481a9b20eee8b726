import { describe, expect, it } from "vitest";
import rule from "../../src/rules/missing-usage-guidance.js";
import { GUIDANCE_PHRASES, guidanceMatcher, headOfName, namesAnotherTool, operationOfName, resourceInSet, resourceOfName, resourceWordsOf, sameResource } from "../../src/design/usage-guidance.js";
import { createRuleTester } from "../rule-tester.js";
import { lintDesignProject } from "./design-project.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();

const GET = "Get one ticket by its ID, with its comments.";
const LIST = "List open tickets, newest first. Use this when you need several tickets.";
const LIST_PLAIN = "List open tickets, newest first.";
const SEARCH = "Full-text search over tickets.";
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
/** Listing and searching tickets are weighed against each other; reading one, creating and updating are not. */
const onServer =
  mcpHeader + register("get_ticket", GET) + register("list_tickets", LIST_PLAIN) + register("search_tickets", SEARCH) + register("update_ticket", UPDATE) + register("create_ticket", CREATE) + register("get_user", "Get one user by ID.");
/** Writing a whole record creates it or replaces it. */
const saveAndCreate = mcpHeader + register("create_note", "Add a note to the journal.") + register("save_note", "Store a note under its title.");
/** Words before the resource narrow it (text, media), or name its owner when the set acts on that too (issue, merge request). */
const qualified =
  mcpHeader +
  register("create_note", "Add a comment to a record.") +
  register("create_issue_note", "Add a comment to a record.") +
  register("create_merge_request_note", "Add a comment to a record, by its IID.") +
  register("get_issue", "Get one issue.") +
  register("list_merge_requests", "List merge requests.");
const narrowed = mcpHeader + register("read_text_file", "Read the whole contents of a file.") + register("read_media_file", "Read a file and return it as base64.");
/** Reading and writing one resource: siblings only when every operation counts. */
const readAndWrite = mcpHeader + register("get_ticket", GET) + register("update_ticket", UPDATE);
const inObject = aiHeader + `export const tools = {\n  listTickets: ${aiTool()},\n  searchTickets: ${aiTool(SEARCH + " Only for free-text queries.")},\n};\n`;
const openaiRequest = openaiHeader + `void client.chat.completions.create({ model: "m", messages: [], tools: [\n  ${openaiTool("search_tickets", SEARCH)},\n  ${openaiTool("list_tickets", LIST_PLAIN)},\n] });\n`;
const anthropicRequest =
  anthropicHeader + `void client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [\n  ${anthropicTool("list_tickets", LIST_PLAIN)},\n  ${anthropicTool("search_tickets", "Search tickets by text. Only for free-text queries.")},\n] });\n`;
/** Without a sibling of its own in the spread array, the tool is shown at the spread. */
const spread = warlockHeader + `const reading = [${warlock("search_tickets", SEARCH)}];\nexport const tools = [...reading, ${warlock("list_tickets", LIST)}];\n`;

const verbLast = mcpHeader + register("desk_tickets_list", "List tickets.") + register("desk_ticket_search", "Search tickets by text.");

/** camelCase names ending in a noun that reads as a verb (`…View`): a board's view, not viewing a board. */
const views = aiHeader + `export const tools = {\n${[
  ["workItemsView", "The work items of a sprint as a board."],
  ["getWorkItem", "One work item by its ID."],
  ["teamBoardView", "A team's board, by column."],
  ["sprintBoardView", "A sprint's board, by day."],
].map(([name, description]) => `  ${name}: ${aiTool(description)},\n`).join("")}};\n`;
/** One resource written three ways: initials, words run together, a short form. */
const spelledApart =
  mcpHeader +
  register("list_prs", "List the pull requests of a repository.") +
  register("search_pull_requests", "Search the pull requests of a repository.") +
  register("list_workitems", "List the work items of a project.") +
  register("search_work_items", "Search the work items of a project.") +
  register("list_repos", "List the repositories of a project.") +
  register("search_repositories", "Search the repositories of a project.");
/** Initials that two phrases of the set share stand for neither. */
const ambiguousInitials =
  mcpHeader + register("list_mrs", "List them.") + register("search_merge_requests", "Search them.") + register("get_metric_report", "Read one.");

const missing = (name: string, siblings: string, resource = "ticket") => ({ messageId: "noUsageGuidance" as const, data: { name, siblings, resource } });

ruleTester.run("missing-usage-guidance", rule, {
  valid: [
    // No sibling on the same resource.
    mcpHeader + register("get_ticket", GET) + register("get_user", "Get one user by ID.") + register("search", "Search everything."),
    // Reading and writing one resource are not confused; moving is an operation of its own.
    readAndWrite,
    // Reading one ticket and listing many are told apart by the names; so are creating and updating.
    mcpHeader + register("get_ticket", GET) + register("list_tickets", LIST_PLAIN),
    mcpHeader + register("get_merge_request_note", "Get one note.") + register("get_merge_request_notes", "Get the notes of a merge request."),
    mcpHeader + register("create_ticket", CREATE) + register("update_ticket", UPDATE),
    // Descriptions that name what sets the two names apart (a project's pages, a group's) tell them apart already.
    mcpHeader + register("create_wiki_page", "Create a wiki page in a project.") + register("create_group_wiki_page", "Create a wiki page in a group."),
    // A verb-like word that is no verb of the name (`trigger`) sets it apart as any other word does.
    mcpHeader + register("list_pipeline_jobs", "List the jobs of a pipeline.") + register("list_pipeline_trigger_jobs", "List the trigger jobs of a pipeline."),
    // One thing beside all of them at once is told apart by the names.
    mcpHeader + register("publish_draft_note", "Publish one draft note.") + register("bulk_publish_draft_notes", "Publish the draft notes of a merge request."),
    // Narrower variants of a resource are siblings only with variants on.
    qualified,
    narrowed,
    // Notes of two resources the set acts on are two resources.
    mcpHeader + register("create_issue_note", "Add a note to an issue.") + register("create_merge_request_note", "Add a note to a merge request.") + register("get_issue", "Get one issue.") + register("list_merge_requests", "List merge requests."),
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
    // The verb last in longer names: the words before it name the resource, so a request and a thread on it are two resources.
    mcpHeader + register("repo_pull_request_write", "Write operations for pull requests.") + register("repo_pull_request_thread_write", "Write operations for pull request threads."),
    // A camelCase name does not end in its verb: `workItemsView` does not read a work item as `getWorkItem` does.
    { code: views, options: [{ variants: true }] },
    { code: views, options: [{ variants: true, anyOperation: true }] },
    ambiguousInitials,
    // One-word names act on no resource the rule can see.
    mcpHeader + register("tickets", "All tickets.") + register("ticket", "One ticket."),
    // minSiblings: 2 asks for two other tools on the same resource.
    { code: anthropicRequest, options: [{ minSiblings: 2 }] },
    // Custom phrases replace the defaults.
    { code: openaiRequest, options: [{ phrases: ["full-text", "newest first"] }] },
    // A definition that turns its lint off is left out, as a tool checked and as a sibling.
    warlockHeader + `export const tools = [${warlock("get_ticket", GET)}, ${warlock("update_ticket", UPDATE, ", lint: false")}];\n`,
    // Descriptions the plugin cannot read are not missing.
    mcpHeader + `declare const text: string;\n` + `server.registerTool("search_tickets", { description: text }, async () => ({ content: [] }));\n` + register("list_tickets", LIST),
  ],
  invalid: [
    {
      code: onServer,
      errors: [
        { ...missing("list_tickets", '"search_tickets"'), ...at(onServer, `"${LIST_PLAIN}"`) },
        { ...missing("search_tickets", '"list_tickets"'), ...at(onServer, `"${SEARCH}"`) },
      ],
    },
    {
      code: saveAndCreate,
      errors: [
        { ...missing("create_note", '"save_note"', "note"), ...at(saveAndCreate, '"Add a note to the journal."') },
        { ...missing("save_note", '"create_note"', "note"), ...at(saveAndCreate, '"Store a note under its title."') },
      ],
    },
    {
      // With variants, the unqualified tool is a sibling of both narrower ones; they are not siblings of each other.
      code: qualified,
      options: [{ variants: true }],
      errors: [
        { ...missing("create_note", '"create_issue_note" or "create_merge_request_note"', "note"), ...at(qualified, '"Add a comment to a record."') },
        { ...missing("create_issue_note", '"create_note"', "note"), ...at(qualified, '"Add a comment to a record."', 1) },
        { ...missing("create_merge_request_note", '"create_note"', "note"), ...at(qualified, '"Add a comment to a record, by its IID."') },
      ],
    },
    {
      code: narrowed,
      options: [{ variants: true }],
      errors: [
        { ...missing("read_text_file", '"read_media_file"', "file"), ...at(narrowed, '"Read the whole contents of a file."') },
        { ...missing("read_media_file", '"read_text_file"', "file"), ...at(narrowed, '"Read a file and return it as base64."') },
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
      errors: [{ messageId: "noDescriptionForSiblings", data: { name: "listTickets", siblings: '"searchTickets"', resource: "ticket" }, ...at(inObject, "listTickets") }],
    },
    {
      code: openaiRequest,
      errors: [
        { ...missing("search_tickets", '"list_tickets"'), ...at(openaiRequest, `"${SEARCH}"`) },
        { ...missing("list_tickets", '"search_tickets"'), ...at(openaiRequest, `"${LIST_PLAIN}"`) },
      ],
    },
    {
      code: anthropicRequest,
      errors: [{ ...missing("list_tickets", '"search_tickets"'), ...at(anthropicRequest, `"${LIST_PLAIN}"`) }],
    },
    {
      code: spread,
      errors: [{ ...missing("search_tickets", '"list_tickets"'), ...at(spread, "...reading") }],
    },
    {
      // Siblings whose names write one resource differently: `prs` for pull requests, `workitems`, `repos`.
      code: spelledApart,
      errors: [
        { ...missing("list_prs", '"search_pull_requests"', "request"), ...at(spelledApart, '"List the pull requests of a repository."') },
        { ...missing("search_pull_requests", '"list_prs"', "request"), ...at(spelledApart, '"Search the pull requests of a repository."') },
        { ...missing("list_workitems", '"search_work_items"', "item"), ...at(spelledApart, '"List the work items of a project."') },
        { ...missing("search_work_items", '"list_workitems"', "item"), ...at(spelledApart, '"Search the work items of a project."') },
        { ...missing("list_repos", '"search_repositories"', "repository"), ...at(spelledApart, '"List the repositories of a project."') },
        { ...missing("search_repositories", '"list_repos"', "repository"), ...at(spelledApart, '"Search the repositories of a project."') },
      ],
    },
    {
      // The verb last: `desk_tickets_list` lists tickets and `desk_ticket_search` searches them.
      code: verbLast,
      errors: [
        { ...missing("desk_tickets_list", '"desk_ticket_search"'), ...at(verbLast, '"List tickets."') },
        { ...missing("desk_ticket_search", '"desk_tickets_list"'), ...at(verbLast, '"Search tickets by text."') },
      ],
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
    // Longer names with the verb last: the verb is left out, unless a conjunction makes it part of one action.
    expect([headOfName("repo_pull_request_write"), headOfName("wit_work_item_comment_write"), headOfName("browser_drag_and_drop")]).toEqual(["request", "comment", "drop"]);
    // Never in camelCase: there the last word is the resource (`workItemsView` is a view).
    expect([headOfName("workItemsView"), headOfName("boardView"), headOfName("pipelineRun")]).toEqual(["view", "view", "run"]);
  });

  it("sorts operations into reading one, listing, searching, creating, updating, writing, deleting, or a verb of their own", () => {
    expect(["get_ticket", "list_tickets", "get_tickets", "read_multiple_files", "search_tickets", "edit_file", "create_user", "save_note", "remove_label", "move_file"].map(operationOfName)).toEqual([
      "read", "list", "list", "read", "search", "update", "create", "write", "delete", "verb:move",
    ]);
    // A namespace before the verb is skipped; without a verb the rule knows, the words before the resource are the operation.
    expect(["git_set_working_dir", "performance_start_trace", "performance_stop_trace", "directory_tree"].map(operationOfName)).toEqual(["update", "verb:start", "verb:stop", "verb:directory"]);
    // The verb last in three words or more: `pull` and `work` there are nouns.
    expect(["repo_pull_request_write", "wit_work_item_write", "desk_ticket_search", "pipelines_build_run"].map(operationOfName)).toEqual(["write", "write", "search", "verb:run"]);
    // camelCase: the verb is the first word, or the second with words after it, never the last.
    expect(["workItemsView", "boardView", "githubGetIssue", "getWorkItem"].map(operationOfName)).toEqual(["verb:work items", "verb:board", "read", "read"]);
  });

  it("reads the words before the resource as narrowing it, or naming its owner when the set acts on that too", () => {
    expect(resourceOfName("create_merge_request_note")).toEqual({ head: "note", qualifiers: ["merge", "request"], plural: false, batch: false });
    expect(resourceOfName("bulk_publish_draft_notes")).toEqual({ head: "note", qualifiers: ["draft"], plural: true, batch: true });
    expect(resourceOfName("auth0_list_resource_servers")).toEqual({ head: "server", qualifiers: ["resource"], plural: true, batch: false });
    // A fact about the resource is not the resource: reading a file's info is not reading the file.
    expect(resourceOfName("get_file_info")).toEqual({ head: "file", qualifiers: [], plural: false, facet: "info", batch: false });
    const of = (name: string) => resourceOfName(name)!;
    const set = new Set(["issue", "request", "note", "file"]);
    expect(sameResource(of("create_issue_note"), of("create_merge_request_note"), set)).toBe(false);
    expect(sameResource(of("get_issue_diffs"), of("list_issue_diffs"), set, false)).toBe(true);
    expect(sameResource(of("create_note"), of("create_issue_note"), set, false)).toBe(false);
    expect(sameResource(of("create_note"), of("create_issue_note"), set)).toBe(true);
    expect(sameResource(of("read_text_file"), of("read_media_file"), set)).toBe(true);
    expect(sameResource(of("read_media_file"), of("get_file_info"), set)).toBe(false);
    // Short forms are spelled out: `repos` are repositories.
    expect(sameResource(of("list_repos"), of("search_repositories"), set, false)).toBe(true);
  });

  it("spells out the initials and run-together words of a set's resources, where one phrase of the set has them", () => {
    const words = resourceWordsOf(["get_pull_request", "list_prs", "get_work_item", "list_workitems", "get_ip_address", "get_issue_priority"]);
    expect(resourceInSet("list_prs", words)).toEqual({ head: "request", qualifiers: ["pull"], plural: true, batch: false });
    expect(resourceInSet("list_workitems", words)).toEqual({ head: "item", qualifiers: ["work"], plural: true, batch: false });
    // Words of their own are never initials (`ip` beside "issue priority"), and a resource written out is left as it is.
    expect(resourceInSet("get_ip_address", words)).toEqual(resourceOfName("get_ip_address"));
    expect(resourceInSet("get_pull_request", words)).toEqual(resourceOfName("get_pull_request"));
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
        "tools/index.ts": `import a from "./search-tickets.js";\nimport b from "./list-tickets.js";\nexport default [a, b];\n`,
        "tools/search-tickets.ts": definition("search_tickets", SEARCH),
        "tools/list-tickets.ts": definition("list_tickets", LIST),
      },
      "missing-usage-guidance",
    );
    expect(messages["tools/search-tickets.ts"]).toEqual([
      '2:55 The description of "search_tickets" does not say when to use it rather than "list_tickets" (same resource: ticket). Add when to call it, or which tool to call instead.',
    ]);
    expect([...(messages["server.ts"] ?? []), ...(messages["tools/index.ts"] ?? []), ...(messages["tools/list-tickets.ts"] ?? [])]).toEqual([]);
  });
});
