import { expect, it } from "vitest";
import rule from "../../src/rules/undeclared-risk.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { examplesOf, readDocPage } from "../meta/doc-pages.js";

/** The page's own examples, in the fixture project: ❌ blocks report, ✅ blocks do not. */
const docs = examplesOf(readDocPage("undeclared-risk"));

const ruleTester = createRuleTester();
const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "files", version: "1.0.0" });\n`;
const v2 = `import { McpServer } from "@modelcontextprotocol/server";\nimport { z } from "zod";\nconst server = new McpServer({ name: "repo", version: "2.0.0" });\n`;
const lowLevel = (tool: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "users", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [${tool}],
}));
`;
const CB = "async () => ({ content: [] })";
const DESTRUCTIVE = "`annotations: { readOnlyHint: false, destructiveHint: true }`";
const WRITE = "`annotations` with `readOnlyHint: false` and a `destructiveHint`";

// SDK 1.x registerTool without annotations: reported at the name, with the annotations to add.
const registerDelete = `${v1}server.registerTool("delete_file", { description: "Deletes a file.", inputSchema: { path: z.string() } }, ${CB});\n`;
const registerDeleteFixed = registerDelete.replace("inputSchema: { path: z.string() } }", "inputSchema: { path: z.string() }, annotations: { readOnlyHint: false, destructiveHint: true } }");
// Multi-line config: the property goes on its own line.
const multiLine = `${v1}server.registerTool(
  "purge_cache",
  {
    description: "Empties the cache.",
  },
  ${CB},
);
`;
// SDK 1.x tool() overloads: annotations are an argument, so nothing is suggested.
const toolShape = `${v1}server.tool("delete_file", { path: z.string() }, ${CB});\n`;
const toolDescribed = `${v1}server.tool("send_email", "Sends an email.", { to: z.string(), body: z.string() }, ${CB});\n`;
// SDK 2.x: declared read-only although the name says push.
const v2ReadOnly = `${v2}server.registerTool("git_push", { description: "Pushes the branch.", inputSchema: z.object({ remote: z.string() }), annotations: { readOnlyHint: true } }, ${CB});\n`;
// Declared additive although the name says delete.
const notDestructive = `${v1}server.registerTool("delete_note", { inputSchema: { id: z.string() }, annotations: { readOnlyHint: false, destructiveHint: false } }, ${CB});\n`;
// Low-level Tool object whose annotations give only a title.
const titled = lowLevel(`{ name: "remove_user", description: "Removes a user.", inputSchema: { type: "object" as const, properties: { id: { type: "string" } } }, annotations: { title: "Remove user" } }`);
const lowLevelBare = lowLevel(`{ name: "drop_table", description: "Drops a table.", inputSchema: { type: "object" as const, properties: {} } }`);
// A name without a known verb, read from its description.
const fromDescription = `${v1}server.tool("cleanup", "Permanently deletes every temporary file.", ${CB});\n`;
// Tools written as data: registered in a loop, reported at the element's name.
const catalog = `${v1}const tools = [
  { name: "delete_note", description: "d", inputSchema: { id: z.string() } },
  { name: "get_note", description: "d", inputSchema: { id: z.string() } },
];
for (const t of tools) server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, ${CB});
`;
// A shared const is not edited: the suggestion would change every tool that uses it.
const sharedConst = `${v1}const READ_ONLY = { readOnlyHint: true };\nserver.registerTool("update_note", { inputSchema: { id: z.string() }, annotations: READ_ONLY }, ${CB});\nserver.registerTool("get_note", { inputSchema: { id: z.string() }, annotations: READ_ONLY }, ${CB});\n`;

// Mastra's MCPServer lists a tool under its key with the tool's `mcp.annotations`.
const mastra = (extra: string) => `import { createTool } from "@mastra/core/tools";
import { MCPServer } from "@mastra/mcp";
import { z } from "zod";
const deleteDoc = createTool({ id: "delete-doc", description: "Deletes a document.", inputSchema: z.object({ id: z.string() }), ${extra}execute: async () => ({}) });
export const server = new MCPServer({ name: "docs", version: "1.0.0", tools: { deleteDoc } });
`;
// SDK 2.x, and the experimental task form of 1.x.
const v2Bare = `${v2}server.registerTool("create_issue", { description: "Opens an issue.", inputSchema: z.object({ title: z.string() }) }, ${CB});\n`;
const task = `${v1}server.experimental.tasks.registerToolTask("deploy_site", { inputSchema: { site: z.string() } }, { createTask: async () => ({ task: { taskId: "1", status: "working", createdAt: "", ttl: null, lastUpdatedAt: "" } }), getTask: async () => ({ taskId: "1", status: "working", createdAt: "", ttl: null, lastUpdatedAt: "" }), getTaskResult: async () => ({ content: [] }) });\n`;
// FastMCP lists each added tool with its `annotations`, in addTool and in addTools.
const fastmcp = (tools: string) => `import { FastMCP } from "fastmcp";\nimport { z } from "zod";\nconst server = new FastMCP({ name: "pages", version: "1.0.0" });\nserver.addTools([${tools}]);\n`;
const fastmcpReadOnly = fastmcp(`{ name: "delete_page", parameters: z.object({ id: z.string() }), annotations: { readOnlyHint: true }, execute: async () => "" }`);
const fastmcpBare = `import { FastMCP } from "fastmcp";\nconst server = new FastMCP({ name: "pages", version: "1.0.0" });\nserver.addTool({ name: "publish_page", execute: async () => "" });\n`;
const archive = `${v1}server.registerTool("archive_project", { inputSchema: { id: z.string() } }, ${CB});\n`;

// Verbs of real tool sets beyond deleting and writing records: a page's controls, forks, generators.
const bare = (name: string, description: string) => `${v1}server.registerTool("${name}", { description: "${description}", inputSchema: { target: z.string() } }, ${CB});\n`;
const browserClick = bare("browser_click", "Click an element on the page.");
const browserFill = bare("browser_fill", "Fill a form field with text.");
const browserNavigate = bare("browser_navigate", "Open a URL in the current tab.");
const selectOption = bare("browser_select_option", "Pick a value.");
const selectFromPage = bare("select", "Select an option in a dropdown.");
const generateImage = bare("generate_image", "Make a picture from a prompt.");
const jiraCreateIssue = bare("jiraCreateIssue", "Opens an issue in a project.");
const forkReadOnly = `${v1}server.registerTool("fork_repository", { inputSchema: { repo: z.string() }, annotations: { readOnlyHint: true } }, ${CB});\n`;
// A write whose description says it replaces the whole value is not additive.
const hinted = (name: string, description: string) =>
  `${v1}server.registerTool("${name}", { description: "${description}", inputSchema: { id: z.string() }, annotations: { readOnlyHint: false, destructiveHint: false } }, ${CB});\n`;
const replacesWhole = hinted("update_field", "Replaces the whole value of a field with the one given.");
const overwrites = hinted("save_report", "Writes the report to disk. Overwrites existing files.");
const existingReplaced = hinted("labels", "Sets the labels of an issue: the existing labels are replaced.");

ruleTester.run("undeclared-risk", rule, {
  valid: [
    ...docs.filter((e) => e.kind === "correct").map((e) => e.code),
    // Declared, in every form.
    `${v1}server.registerTool("delete_file", { inputSchema: { path: z.string() }, annotations: { destructiveHint: true } }, ${CB});\n`,
    `${v1}server.tool("delete_file", "Deletes a file.", { path: z.string() }, { destructiveHint: true }, ${CB});\n`,
    `${v1}server.tool("delete_all", { readOnlyHint: false, destructiveHint: true }, ${CB});\n`,
    `${v2}server.registerTool("git_push", { inputSchema: z.object({ remote: z.string() }), annotations: { readOnlyHint: false, openWorldHint: true } }, ${CB});\n`,
    lowLevel(`{ name: "drop_table", inputSchema: { type: "object" as const, properties: {} }, annotations: { readOnlyHint: false, destructiveHint: true } }`),
    // A read: the first verb of the name decides.
    `${v1}server.registerTool("get_commit", { inputSchema: { sha: z.string() } }, ${CB});\n`,
    `${v1}server.registerTool("list_deleted_files", { inputSchema: {} }, ${CB});\n`,
    // Annotations the tools/list handler assigns to each listed copy: declared, though not where the tool is written.
    `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "users", version: "1" }, { capabilities: { tools: {} } });
const destructive = new Set(["delete_user"]);
const catalog = [{ name: "delete_user", description: "Deletes a user.", inputSchema: { type: "object" as const, properties: { id: { type: "string" } } } }];
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: catalog.map((tool) => {
    const listed: Record<string, unknown> = { ...tool };
    listed.annotations = { destructiveHint: destructive.has(tool.name) };
    return listed;
  }),
}));
`,
    // A word deep in a camelCase run belongs to a compound noun: `press` of `WordPress` is no verb.
    bare("hosting_activateWordPressPlugin", "Activates a plugin on the site."),
    // A verb last in the name may be a noun: a description that opens with a read says it is one.
    `${v1}server.tool("pipelines_run", "Retrieve pipeline run data for a project.", { project: z.string() }, ${CB});\n`,
    // No known verb in the name or the description.
    `${v1}server.registerTool("weather", { description: "Current weather for a city." }, ${CB});\n`,
    // A description that opens with a noun says nothing ("Tags", "Commits").
    `${v1}server.registerTool("record", { description: "Tags of the repository." }, ${CB});\n`,
    // An execution tool may well be read-only: any declared hint is accepted.
    `${v1}server.registerTool("run_query", { inputSchema: { sql: z.string() }, annotations: { readOnlyHint: true } }, ${CB});\n`,
    // A description's verb is weaker evidence: a declared hint is not contradicted by it.
    `${v1}server.tool("cleanup", "Deletes stale entries from the in-memory view.", { readOnlyHint: true }, ${CB});\n`,
    // Hints whose values are not static count as declared.
    `${v1}declare const safe: boolean;\nserver.registerTool("delete_file", { inputSchema: { path: z.string() }, annotations: { destructiveHint: !safe } }, ${CB});\n`,
    // A lone argument of tool() that nothing static tells apart may be the annotations.
    `${v1}export function register(hints: Record<string, boolean>) {\n  server.tool("delete_file", hints, ${CB});\n}\n`,
    // Annotations that cannot be read: nothing is known.
    `${v1}export function register(hints: { destructiveHint?: boolean }) {\n  server.registerTool("delete_file", { inputSchema: { path: z.string() }, annotations: hints }, ${CB});\n}\n`,
    mastra("mcp: { annotations: { destructiveHint: true } }, "),
    fastmcp(`{ name: "delete_page", annotations: { destructiveHint: true }, execute: async () => "" }`),
    // Only tools listed to MCP clients carry annotations.
    `import { ai } from "@warlock.js/ai";\nai.tool({ name: "delete_file", execute: async () => 1 });`,
    // `select` without a control of a page is a query, not a write.
    bare("select_rows", "Run a SELECT query and return the rows."),
    bare("db_select", "Read rows of a table that match a filter."),
    bare("select_elements", "Select the elements that match a CSS selector and return their text."),
    // A read first decides, whatever verb comes after it.
    bare("list_forks", "Forks of a repository."),
    bare("get_click_stats", "Clicks per link."),
    // A generator may well be read-only (an execution verb): any declared hint is accepted.
    `${v1}server.registerTool("generate_uuid", { inputSchema: {}, annotations: { readOnlyHint: true } }, ${CB});\n`,
    // A write that says nothing of replacing may declare itself additive.
    hinted("update_ticket", "Update the title of a ticket."),
    // A replacement the sentence denies is none.
    hinted("append_note", "Appends to the note instead of overwriting it."),
    hinted("update_field", "Sets a field. Does not replace the existing value when it is a list; the new items are added."),
    hinted("merge_labels", "Adds labels. No existing labels are replaced."),
    // Without reading descriptions, nothing is read from them.
    { code: replacesWhole, options: [{ readDescriptions: false }] },
    // Verb lists replace the defaults: without "delete" among them, the name says nothing.
    { code: registerDelete, options: [{ destructiveVerbs: [] }] },
    { code: toolDescribed, options: [{ writeVerbs: ["create"] }] },
    { code: fromDescription, options: [{ readDescriptions: false }] },
  ],
  invalid: [
    ...docs.filter((e) => e.kind === "incorrect").map((e) => ({ code: e.code, errors: 2 as unknown as [] })), // RuleTester takes a count of errors at run time
    {
      code: registerDelete,
      errors: [
        {
          messageId: "undeclaredRisk",
          data: { name: "delete_file", verb: "delete", hints: DESTRUCTIVE },
          ...at(registerDelete, '"delete_file"'),
          suggestions: [{ messageId: "addAnnotations", data: { text: "annotations: { readOnlyHint: false, destructiveHint: true }" }, output: registerDeleteFixed }],
        },
      ],
    },
    {
      code: multiLine,
      errors: [
        {
          messageId: "undeclaredRisk",
          ...at(multiLine, '"purge_cache"'),
          suggestions: [{ messageId: "addAnnotations", output: multiLine.replace('description: "Empties the cache.",\n', 'description: "Empties the cache.",\n    annotations: { readOnlyHint: false, destructiveHint: true },\n') }],
        },
      ],
    },
    { code: toolShape, errors: [{ messageId: "undeclaredRisk", data: { name: "delete_file", verb: "delete", hints: DESTRUCTIVE }, ...at(toolShape, '"delete_file"'), suggestions: [] }] },
    // A write: no suggestion, since whether it is destructive is the author's call.
    { code: toolDescribed, errors: [{ messageId: "undeclaredRisk", data: { name: "send_email", verb: "send", hints: WRITE }, ...at(toolDescribed, '"send_email"'), suggestions: [] }] },
    {
      code: v2ReadOnly,
      errors: [
        {
          messageId: "readOnlyButChanges",
          data: { name: "git_push", verb: "push" },
          ...at(v2ReadOnly, "readOnlyHint: true"),
          suggestions: [{ messageId: "setHint", data: { hint: "readOnlyHint", value: "false" }, output: v2ReadOnly.replace("readOnlyHint: true", "readOnlyHint: false") }],
        },
      ],
    },
    {
      code: notDestructive,
      errors: [
        {
          messageId: "notDestructive",
          ...at(notDestructive, "destructiveHint: false"),
          suggestions: [{ messageId: "setHint", data: { hint: "destructiveHint", value: "true" }, output: notDestructive.replace("destructiveHint: false", "destructiveHint: true") }],
        },
      ],
    },
    {
      code: titled,
      errors: [
        {
          messageId: "noRiskHint",
          data: { name: "remove_user", verb: "remove", hints: "`readOnlyHint: false, destructiveHint: true`" },
          ...at(titled, "annotations"),
          suggestions: [{ messageId: "addAnnotations", output: titled.replace('title: "Remove user" }', 'title: "Remove user", readOnlyHint: false, destructiveHint: true }') }],
        },
      ],
    },
    {
      code: lowLevelBare,
      errors: [
        {
          messageId: "undeclaredRisk",
          ...at(lowLevelBare, '"drop_table"'),
          suggestions: [{ messageId: "addAnnotations", output: lowLevelBare.replace("properties: {} } }", "properties: {} }, annotations: { readOnlyHint: false, destructiveHint: true } }") }],
        },
      ],
    },
    { code: fromDescription, errors: [{ messageId: "undeclaredRisk", data: { name: "cleanup", verb: "delete", hints: DESTRUCTIVE }, ...at(fromDescription, '"cleanup"'), suggestions: [] }] },
    // The element of the catalog, at its own name; the template is shared, so no suggestion.
    { code: catalog, errors: [{ messageId: "undeclaredRisk", data: { name: "delete_note", verb: "delete", hints: DESTRUCTIVE }, ...at(catalog, '"delete_note"'), suggestions: [] }] },
    { code: sharedConst, errors: [{ messageId: "readOnlyButChanges", ...at(sharedConst, "readOnlyHint: true"), suggestions: [] }] },
    { code: v2Bare, errors: [{ messageId: "undeclaredRisk", data: { name: "create_issue", verb: "create", hints: WRITE }, ...at(v2Bare, '"create_issue"'), suggestions: [] }] },
    { code: task, errors: [{ messageId: "undeclaredRisk", data: { name: "deploy_site", verb: "deploy", hints: WRITE }, ...at(task, '"deploy_site"'), suggestions: [] }] },
    // Mastra keeps them under `mcp`: reported at the key the server lists it under, without a suggestion.
    { code: mastra(""), errors: [{ messageId: "undeclaredRisk", data: { name: "deleteDoc", verb: "delete", hints: DESTRUCTIVE }, ...at(mastra(""), "deleteDoc", 1), suggestions: [] }] },
    { code: fastmcpReadOnly, errors: [{ messageId: "readOnlyButChanges", ...at(fastmcpReadOnly, "readOnlyHint: true"), suggestions: [{ messageId: "setHint", output: fastmcpReadOnly.replace("readOnlyHint: true", "readOnlyHint: false") }] }] },
    { code: fastmcpBare, errors: [{ messageId: "undeclaredRisk", data: { name: "publish_page", verb: "publish", hints: WRITE }, ...at(fastmcpBare, '"publish_page"'), suggestions: [] }] },
    // A page's controls, a fork, a generator: each says it acts.
    ...(
      [
        [browserClick, "browser_click", "click"],
        [browserFill, "browser_fill", "fill"],
        [browserNavigate, "browser_navigate", "navigate"],
        [selectOption, "browser_select_option", "select"],
        [selectFromPage, "select", "select"],
        [generateImage, "generate_image", "generate"],
        // A camelCase verb after one namespace word is still the verb.
        [jiraCreateIssue, "jiraCreateIssue", "create"],
      ] as const
    ).map(([code, name, verb]) => ({ code, errors: [{ messageId: "undeclaredRisk" as const, data: { name, verb, hints: WRITE }, ...at(code, `"${name}"`), suggestions: [] }] })),
    {
      code: forkReadOnly,
      errors: [
        {
          messageId: "readOnlyButChanges",
          data: { name: "fork_repository", verb: "fork" },
          ...at(forkReadOnly, "readOnlyHint: true"),
          suggestions: [{ messageId: "setHint", output: forkReadOnly.replace("readOnlyHint: true", "readOnlyHint: false") }],
        },
      ],
    },
    // `destructiveHint: false` on a write (or a name without a verb) whose description says it replaces what is there.
    ...(
      [
        [replacesWhole, "update_field", "replace the whole value"],
        [overwrites, "save_report", "overwrite existing files"],
        [existingReplaced, "labels", "replace the existing labels"],
      ] as const
    ).map(([code, name, verb]) => ({
      code,
      errors: [
        {
          messageId: "notDestructive" as const,
          data: { name, verb },
          ...at(code, "destructiveHint: false"),
          suggestions: [{ messageId: "setHint" as const, data: { hint: "destructiveHint", value: "true" }, output: code.replace("destructiveHint: false", "destructiveHint: true") }],
        },
      ],
    })),
    // Custom verb lists replace the defaults.
    {
      code: archive,
      options: [{ destructiveVerbs: ["archive"] }],
      errors: [
        {
          messageId: "undeclaredRisk",
          data: { name: "archive_project", verb: "archive", hints: DESTRUCTIVE },
          suggestions: [{ messageId: "addAnnotations", output: archive.replace("} }, async", "}, annotations: { readOnlyHint: false, destructiveHint: true } }, async") }],
        },
      ],
    },
  ],
});

it("renders every message within 200 characters, ending with what to do", () => {
  const samples: Record<string, Record<string, string>> = {
  undeclaredRisk: { name: "delete_repository_branch", verb: "delete", hints: "`annotations: { readOnlyHint: false, destructiveHint: true }`" },
  noRiskHint: { name: "delete_repository_branch", verb: "delete", hints: "`readOnlyHint: false, destructiveHint: true`" },
  readOnlyButChanges: { name: "delete_repository_branch", verb: "delete" },
  notDestructive: { name: "delete_repository_branch", verb: "delete" },
  addAnnotations: { text: "annotations: { readOnlyHint: false, destructiveHint: true }" },
  setHint: { hint: "destructiveHint", value: "false" },
};
  for (const [id, template] of Object.entries(rule.meta.messages)) {
    const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => samples[id]?.[key] ?? key);
    expect(text.length, text).toBeLessThanOrEqual(200);
    if (samples[id] && !["addAnnotations", "setHint"].includes(id)) expect(text, id).toMatch(/\. [A-Z][a-z]+ [^.]+\.$/);
  }
});
