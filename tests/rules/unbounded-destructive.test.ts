import { expect, it } from "vitest";
import rule from "../../src/rules/unbounded-destructive.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { examplesOf, readDocPage } from "../meta/doc-pages.js";

/** The page's own examples, in the fixture project: ❌ blocks report, ✅ blocks do not. */
const docs = examplesOf(readDocPage("unbounded-destructive"));

const ruleTester = createRuleTester();
const v1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "files", version: "1.0.0" });\n`;
const v2 = `import { McpServer } from "@modelcontextprotocol/server";\nimport { z } from "zod";\nconst server = new McpServer({ name: "cache", version: "2.0.0" });\n`;
const CB = "async () => ({ content: [] })";
const register = (name: string, shape: string) => `${v1}server.registerTool("${name}", { description: "d", inputSchema: ${shape} }, ${CB});\n`;
const lowLevel = (tool: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "issues", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: [${tool}],
}));
`;
const aiSdk = (key: string, schema: string) => `import { tool } from "ai";
import { z } from "zod";
export const tools = {
  ${key}: tool({
    description: "Delete records.",
    inputSchema: ${schema},
    execute: async () => "ok",
  }),
};
`;

const optionalPath = register("delete_file", "{ path: z.string().optional() }");
const twoSelectors = `${v1}server.tool("remove_entries", { ids: z.array(z.string()).optional(), filter: z.string().optional(), dryRun: z.boolean() }, ${CB});\n`;
const v2Key = `${v2}server.registerTool("purge_cache", { inputSchema: z.object({ key: z.string().optional() }) }, ${CB});\n`;
const jsonIssue = lowLevel(`{ name: "delete_issue", description: "Deletes an issue.", inputSchema: { type: "object" as const, properties: { issueId: { type: "string" }, reason: { type: "string" } }, required: ["reason"] } }`);
const aiWhere = aiSdk("deleteRecords", "z.object({ where: z.string().optional(), limit: z.number() })");
const typed = `import { ai } from "@warlock.js/ai";\nai.tool<{ id?: string }, number>({ name: "drop_table", execute: async () => 1 });`;
const slug = register("delete_page", "{ slug: z.string().optional() }");

ruleTester.run("unbounded-destructive", rule, {
  valid: [
    ...docs.filter((e) => e.kind === "correct").map((e) => e.code),
    // A required selector bounds the call.
    register("delete_file", "{ path: z.string() }"),
    register("delete_files", "{ paths: z.array(z.string()).min(1), recursive: z.boolean().optional() }"),
    // One required selector is enough; the others may narrow further.
    register("delete_notes", "{ ids: z.array(z.string()), filter: z.string().optional() }"),
    // Not destructive by its name: the first verb decides.
    register("get_file", "{ path: z.string().optional() }"),
    register("list_deleted_files", "{ path: z.string().optional() }"),
    // A name that says "all" states its reach.
    register("delete_all_drafts", "{ filter: z.string().optional() }"),
    // No selector: nothing tells what the call targets.
    register("clear_session", "{ force: z.boolean().optional() }"),
    `${v1}server.registerTool("clear_cache", { description: "Clears the cache." }, ${CB});\n`,
    // A combinator may require a selector in each branch: not judged.
    lowLevel(`{ name: "delete_issue", inputSchema: { type: "object" as const, properties: { id: { type: "string" }, filter: { type: "string" } }, anyOf: [{ required: ["id"] }, { required: ["filter"] }] } }`),
    // lint: false turns the rule off for one definition.
    `import { ai } from "@warlock.js/ai";\nai.tool<{ id?: string }, number>({ name: "drop_table", lint: false, execute: async () => 1 });`,
    // The lists are options.
    { code: optionalPath, options: [{ verbs: ["archive"] }] },
    { code: optionalPath, options: [{ selectors: ["id"] }] },
  ],
  invalid: [
    ...docs.filter((e) => e.kind === "incorrect").map((e) => ({ code: e.code, errors: 1 as unknown as [] })), // RuleTester takes a count of errors at run time
    // Reported at the builder call that makes the selector optional.
    { code: optionalPath, errors: [{ messageId: "optionalSelector", data: { name: "delete_file", verb: "delete", selector: "path" }, ...at(optionalPath, "optional()") }] },
    {
      code: twoSelectors,
      errors: [{ messageId: "optionalSelectors", data: { name: "remove_entries", verb: "remove", selectors: "`ids`, `filter`" }, ...at(twoSelectors, "optional()") }],
    },
    { code: v2Key, errors: [{ messageId: "optionalSelector", data: { name: "purge_cache", verb: "purge", selector: "key" }, ...at(v2Key, "optional()") }] },
    // A JSON Schema literal: the property as written.
    { code: jsonIssue, errors: [{ messageId: "optionalSelector", data: { name: "delete_issue", verb: "delete", selector: "issueId" }, ...at(jsonIssue, 'issueId: { type: "string" }') }] },
    // The AI SDK: named by its key.
    { code: aiWhere, errors: [{ messageId: "optionalSelector", data: { name: "deleteRecords", verb: "delete", selector: "where" }, ...at(aiWhere, "optional()") }] },
    // A TypeScript type: the optional property's declaration.
    { code: typed, errors: [{ messageId: "optionalSelector", data: { name: "drop_table", verb: "drop", selector: "id" }, ...at(typed, "id?: string") }] },
    { code: slug, errors: [{ messageId: "optionalSelector", data: { name: "delete_page", verb: "delete", selector: "slug" } }] },
    // Custom selectors replace the defaults.
    { code: register("delete_branch", "{ branch: z.string().optional() }"), options: [{ selectors: ["branch"] }], errors: [{ messageId: "optionalSelector", data: { name: "delete_branch", verb: "delete", selector: "branch" } }] },
  ],
});

it("renders every message within 200 characters, ending with what to do", () => {
  const samples: Record<string, Record<string, string>> = {
  optionalSelector: { name: "delete_repository_branch", verb: "delete", selector: "branchName" },
  optionalSelectors: { name: "delete_repository_branch", verb: "delete", selectors: "`branchIds`, `filter`, `query`, …" },
};
  for (const [id, template] of Object.entries(rule.meta.messages)) {
    const text = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => samples[id]?.[key] ?? key);
    expect(text.length, text).toBeLessThanOrEqual(200);
    if (samples[id] && !["addAnnotations", "setHint"].includes(id)) expect(text, id).toMatch(/\. [A-Z][a-z]+ [^.]+\.$/);
  }
});
