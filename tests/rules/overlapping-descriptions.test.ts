import { describe, expect, it } from "vitest";
import rule from "../../src/rules/overlapping-descriptions.js";
import { comparedWords, orderedSimilarity } from "../../src/design/description-similarity.js";
import { lintDesignProject } from "./design-project.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();

const CATALOGUE = "Search the product catalogue by keyword and return matching products.";
/** The same words but for inflections: 100%. */
const CATALOGUE_AGAIN = "Searches the product catalogue by keyword and returns the matching products.";
/** Two more words at the end: 9 shared in order of 11, 81%. */
const CATALOGUE_PRICES = "Search the product catalogue by keyword and return matching products with prices.";
const HELP = "Search help-centre articles by keyword and return matching articles.";

const mcpHeader = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\nconst server = new McpServer({ name: "shop", version: "1.0.0" });\n`;
const register = (name: string, description: string) => `server.registerTool("${name}", { description: "${description}", inputSchema: { query: z.string() } }, async () => ({ content: [] }));\n`;

const aiHeader = `import { tool } from "ai";\nimport { z } from "zod";\n`;
const aiTool = (description: string) => `tool({ description: "${description}", inputSchema: z.object({ query: z.string() }), execute: async () => 1 })`;

const openaiHeader = `import OpenAI from "openai";\nconst client = new OpenAI();\n`;
const openaiTool = (name: string, description: string) => `{ type: "function" as const, function: { name: "${name}", description: "${description}", parameters: { type: "object", properties: {} } } }`;

const anthropicHeader = `import Anthropic from "@anthropic-ai/sdk";\nconst client = new Anthropic();\n`;
const anthropicTool = (name: string, description: string) => `{ name: "${name}", description: "${description}", input_schema: { type: "object" as const, properties: {} } }`;

const warlockHeader = `import { ai } from "@warlock.js/ai";\n`;
const warlock = (name: string, description: string, extra = "") => `ai.tool({ name: "${name}", description: "${description}", execute: async () => 1${extra} })`;

const onServer = mcpHeader + register("search_products", CATALOGUE) + register("search_articles", HELP) + register("find_products", CATALOGUE_PRICES);
const inObject = aiHeader + `export const tools = {\n  searchProducts: ${aiTool(CATALOGUE)},\n  lookupProducts: ${aiTool(CATALOGUE_AGAIN)},\n};\n`;
const openaiRequest =
  openaiHeader +
  `void client.chat.completions.create({ model: "m", messages: [], tools: [\n  ${openaiTool("search_products", CATALOGUE)},\n  ${openaiTool("search_articles", HELP)},\n  ${openaiTool("query_products", CATALOGUE_AGAIN)},\n] });\n`;
const anthropicRequest =
  anthropicHeader + `void client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [\n  ${anthropicTool("search_products", CATALOGUE)},\n  ${anthropicTool("find_products", CATALOGUE_PRICES)},\n] });\n`;
/** Two tools on one resource at 58%: 7 words shared in order of 12. */
const ARTICLES_LIKE_PRODUCTS = "Search the product catalogue by keyword and return matching articles.";
const lowThreshold = mcpHeader + register("search_articles", HELP) + register("find_articles", ARTICLES_LIKE_PRODUCTS);
/** The third overlaps both earlier ones: named once, with the closer. */
const closest = mcpHeader + register("search_products", CATALOGUE_PRICES) + register("query_products", CATALOGUE) + register("find_products", CATALOGUE_AGAIN);
/** A spread array's own pair is reported in that array; the assembly adds nothing new. */
const spread =
  warlockHeader +
  `const shop = [${warlock("search_products", CATALOGUE)}, ${warlock("find_products", CATALOGUE_AGAIN)}];\n` +
  `export const tools = [...shop, ${warlock("search_articles", HELP)}];\n`;
/** A spread tool overlapping one written in the assembling array: shown at the spread. */
const spreadAgainstWritten = warlockHeader + `const shop = [${warlock("search_products", CATALOGUE)}];\nexport const tools = [${warlock("find_products", CATALOGUE_AGAIN)}, ...shop];\n`;

/** One template, two resources: a release in a release pipeline is not a release pipeline, though both use the same words (67%). */
const releases =
  mcpHeader +
  register("pipelines_create_release", "Create a new release in a release pipeline.") +
  register("pipelines_create_release_definition", "Create a new release pipeline.");
/** The same words in another order say another thing (60%). */
const directions =
  mcpHeader + register("backup_file", "Copy a file from the source folder to the target folder.") + register("restore_file", "Copy a file from the target folder to the source folder.");
/** One comment, or all of them (83%): a word of quantity sets them apart. */
const quantities = mcpHeader + register("wit_delete_comments", "Delete all comments on a work item.") + register("wit_delete_comment", "Delete a comment on a work item.");

const overlap = (name: string, other: string, place: string, percent: number) => ({
  messageId: "overlappingDescription" as const,
  data: { name: `"${name}"`, other: `"${other}"`, place, percent: String(percent) },
});

ruleTester.run("overlapping-descriptions", rule, {
  valid: [
    // Distinct descriptions (46%).
    mcpHeader + register("search_products", CATALOGUE) + register("search_articles", HELP),
    // The same description in two different sets.
    mcpHeader + register("search_products", CATALOGUE) + `const other = new McpServer({ name: "x", version: "1" });\nother.registerTool("find_products", { description: "${CATALOGUE_AGAIN}" }, async () => ({ content: [] }));\n`,
    // Short descriptions share words by chance: fewer than minWords (4) words are not compared.
    mcpHeader + register("get_ticket", "Get a ticket.") + register("get_user", "Get a user."),
    // One template about two resources: each description names its own tool's resource, which tells them apart.
    mcpHeader +
      register("find_teams", "Find teams in an organization. Use this to look up a slug, or search by name.") +
      register("find_projects", "Find projects in an organization. Use this to look up a slug, or search by name."),
    // One template about a thing and a part of it (90%): the word that sets the names apart (`comment`) stands in one description only.
    mcpHeader +
      register("ticket_write", "Write operations for tickets. Use the action parameter to choose one.") +
      register("ticket_comment_write", "Write operations for ticket comments. Use the action parameter to choose one."),
    // Verbs of two operations tell two tools apart (81%): creating a reaction is not listing them.
    mcpHeader +
      register("list_note_reactions", "List the emoji reactions on a note of a merge request, by project path, merge request IID and note ID.") +
      register("create_note_reaction", "Create an emoji reaction on a note of a merge request, by project path, merge request IID and note ID."),
    // A noun that reads like a verb (`query`) sets the names apart when the other name differs by nouns.
    mcpHeader +
      register("desk_ticket", "Retrieve ticket data for a team. Use the action parameter to choose one.") +
      register("desk_query", "Retrieve ticket query data for a team. Use the action parameter to choose one."),
    releases,
    directions,
    quantities,
    // Products and articles (46%) are told apart by their subject even under a low threshold.
    { code: onServer.replace(register("find_products", CATALOGUE_PRICES), ""), options: [{ threshold: 0.4 }] },
    { code: lowThreshold },
    // Below the threshold (81% < 90%).
    { code: anthropicRequest, options: [{ threshold: 0.9 }] },
    // minWords raised above the descriptions' length.
    { code: inObject, options: [{ minWords: 20 }] },
    // A definition that turns its lint off is left out.
    warlockHeader + `export const tools = [${warlock("search_products", CATALOGUE)}, ${warlock("find_products", CATALOGUE_AGAIN, ", lint: false")}];\n`,
  ],
  invalid: [
    {
      code: onServer,
      errors: [{ ...overlap("find_products", "search_products", "line 4", 81), ...at(onServer, `"${CATALOGUE_PRICES}"`) }],
    },
    {
      // An AI SDK object of tools: the keys are the names.
      code: inObject,
      errors: [{ ...overlap("lookupProducts", "searchProducts", "line 4", 100), ...at(inObject, `"${CATALOGUE_AGAIN}"`) }],
    },
    {
      code: openaiRequest,
      errors: [{ ...overlap("query_products", "search_products", "line 4", 100), ...at(openaiRequest, `"${CATALOGUE_AGAIN}"`) }],
    },
    {
      code: anthropicRequest,
      errors: [{ ...overlap("find_products", "search_products", "line 4", 81), ...at(anthropicRequest, `"${CATALOGUE_PRICES}"`) }],
    },
    {
      // A lower threshold reports a pair on one resource at 58%.
      code: lowThreshold,
      options: [{ threshold: 0.5 }],
      errors: [{ ...overlap("find_articles", "search_articles", "line 4", 58), ...at(lowThreshold, `"${ARTICLES_LIKE_PRODUCTS}"`) }],
    },
    {
      code: closest,
      errors: [
        { ...overlap("query_products", "search_products", "line 4", 81), ...at(closest, `"${CATALOGUE}"`) },
        { ...overlap("find_products", "query_products", "line 5", 100), ...at(closest, `"${CATALOGUE_AGAIN}"`) },
      ],
    },
    {
      // Under a lower threshold, the template about two resources is reported: the measure, not a word list, set them apart.
      code: releases,
      options: [{ threshold: 0.6 }],
      errors: [{ ...overlap("pipelines_create_release_definition", "pipelines_create_release", "line 4", 66), ...at(releases, '"Create a new release pipeline."') }],
    },
    {
      code: spread,
      errors: [{ ...overlap("find_products", "search_products", "line 2", 100), ...at(spread, `"${CATALOGUE_AGAIN}"`) }],
    },
    {
      code: spreadAgainstWritten,
      errors: [{ ...overlap("search_products", "find_products", "line 3", 100), ...at(spreadAgainstWritten, "...shop") }],
    },
  ],
});

describe("the similarity measure", () => {
  const similarity = (a: string, b: string) => orderedSimilarity(comparedWords(a), comparedWords(b));

  it("reads the words in order: lowercase, singular, articles, pronouns and auxiliaries left out", () => {
    expect(comparedWords(CATALOGUE)).toEqual(["search", "product", "catalogue", "by", "keyword", "and", "return", "matching", "product"]);
    expect(comparedWords("It returns the tickets you have.")).toEqual(["return", "ticket"]);
  });

  it("is the words shared in order over the words either has", () => {
    expect(similarity(CATALOGUE, CATALOGUE_AGAIN)).toBe(1);
    expect(similarity(CATALOGUE, CATALOGUE_PRICES)).toBeCloseTo(9 / 11);
    expect(similarity(CATALOGUE, HELP)).toBeCloseTo(6 / 13);
    expect(orderedSimilarity([], [])).toBe(0);
  });

  it("counts a word one has more often, or in another place, as a word the other lacks", () => {
    // As bags of words these pairs are the same: {create, new, release, pipeline}; {copy, file, source, target, folder}.
    expect(similarity("Create a new release in a release pipeline.", "Create a new release pipeline.")).toBeCloseTo(4 / 6);
    expect(similarity("Copy a file from the source folder to the target folder.", "Copy a file from the target folder to the source folder.")).toBeCloseTo(6 / 10);
  });

  it("answers 0 below the threshold asked for, where the shared words alone rule the pair out", () => {
    expect(orderedSimilarity(comparedWords(CATALOGUE), comparedWords(HELP), 0.8)).toBe(0);
    expect(orderedSimilarity(comparedWords(CATALOGUE), comparedWords(CATALOGUE_PRICES), 0.8)).toBeCloseTo(9 / 11);
  });
});

describe("overlapping-descriptions across files", () => {
  it("compares tools other files register on one server, and reports the later one by path in its own file", async () => {
    const definition = (name: string, description: string) => `import { z } from "zod";\nexport default { name: "${name}", description: "${description}", inputSchema: { query: z.string() } };\n`;
    const messages = await lintDesignProject({
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import tools from "./tools/index.js";
const server = new McpServer({ name: "shop", version: "1.0.0" });
for (const tool of tools) {
  server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));
}
`,
      "tools/index.ts": `import a from "./a-search.js";\nimport b from "./b-find.js";\nimport c from "./c-articles.js";\nexport default [a, b, c];\n`,
      "tools/a-search.ts": definition("search_products", CATALOGUE),
      "tools/b-find.ts": definition("find_products", CATALOGUE_AGAIN),
      "tools/c-articles.ts": definition("search_articles", HELP),
    }, "overlapping-descriptions");
    const own = (file: string) => messages[file] ?? [];
    expect(own("tools/b-find.ts")).toEqual([
      '2:54 The descriptions of "find_products" and of "search_products" (tools/a-search.ts:2) share 100% of their words in order: the model cannot tell which tool to pick. Say what sets each one apart.',
    ]);
    expect([...own("server.ts"), ...own("tools/a-search.ts"), ...own("tools/c-articles.ts")]).toEqual([]);
  });
});
