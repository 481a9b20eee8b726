import { describe, expect, it } from "vitest";
import rule from "../../src/rules/enum-in-description.js";
import { listedValues } from "../../src/design/listed-values.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);

const mcp = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "tickets", version: "1.0.0" });
`;
const register = (shape: string) =>
  `${mcp}server.registerTool("create_ticket", { description: "Create a ticket.", inputSchema: ${shape} }, async () => ({ content: [] }));\n`;
const aiTool = (schema: string) => `import { tool } from "ai";
import { z } from "zod";
export const createTicket = tool({
  description: "Create a ticket.",
  inputSchema: ${schema},
  execute: async () => "ok",
});
`;
const literal = (properties: string) =>
  `${defineHeader}defineTool({ name: "create_ticket", execute: async () => 1, input: { type: "object", properties: ${properties} } });\n`;

const PRIORITY = "Priority, one of: low, normal, high";
const mcpPlain = register(`{ title: z.string(), priority: z.string().describe("${PRIORITY}") }`);
const mcpPlainFixed = register(`{ title: z.string(), priority: z.enum(["low", "normal", "high"]).describe("${PRIORITY}") }`);
const aiOptional = aiTool("z.object({ sort: z.string().describe(\"Sort order: `asc` | `desc`\").optional() })");
const aiOptionalFixed = aiTool("z.object({ sort: z.enum([\"asc\", \"desc\"]).describe(\"Sort order: `asc` | `desc`\").optional() })");
const aiNullable = aiTool(`z.object({ state: z.string().nullable().describe("Either 'open' or 'closed'") })`);
const aiNullableFixed = aiTool(`z.object({ state: z.enum(["open", "closed"]).nullable().describe("Either 'open' or 'closed'") })`);
const withMin = register(`{ format: z.string().min(1).describe("Output format (json|csv|text)") }`);
const withDefault = register(`{ mode: z.string().default("fast").describe("Possible values: fast, slow") }`);
const withDefaultFixed = register(`{ mode: z.enum(["fast", "slow"]).default("fast").describe("Possible values: fast, slow") }`);
const otherDefault = register(`{ mode: z.string().default("quick").describe("Possible values: fast, slow") }`);
const items = aiTool(`z.object({ fields: z.array(z.string()).describe("Fields to return, any of: id, title, status") })`);
const itemsFixed = aiTool(`z.object({ fields: z.array(z.enum(["id", "title", "status"])).describe("Fields to return, any of: id, title, status") })`);
const many = register(`{ code: z.string().describe("One of: alpha, bravo, charlie, delta, echo, foxtrot") }`);
const manyFixed = register(`{ code: z.enum(["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"]).describe("One of: alpha, bravo, charlie, delta, echo, foxtrot") }`);
const shared = `${mcp}export const level = z.string().describe("Allowed values: debug, info, warn");\nserver.registerTool("log", { description: "Log.", inputSchema: { level } }, async () => ({ content: [] }));\n`;
const json = literal(`{ level: { type: "string", description: "Must be \\"debug\\", \\"info\\" or \\"warn\\"" } }`);
const jsonFixed = literal(`{ level: { type: "string", description: "Must be \\"debug\\", \\"info\\" or \\"warn\\"", enum: ["debug", "info", "warn"] } }`);
const jsonNullable = literal(`{ level: { type: ["string", "null"], description: "One of debug, info" } }`);
/** Numbered choices in brackets: the numbers are the values. */
const numbered = register(`{ model: z.string().describe("Model to use (5000:FLUX1.1, 5001:FLUX1.1 Pro)") }`);
const tsType = `import { ai } from "@warlock.js/ai";
interface Input {
  /** Valid values are small, medium, large. */
  size: string;
}
ai.tool<Input, number>({ name: "a", execute: async () => 1 });
`;

const message = (where: string, values: string, spelling = "z.enum([…])") => ({
  messageId: "enumInDescription" as const,
  data: { where: `field "${where}"`, Where: `Field "${where}"`, values, spelling },
});

ruleTester.run("enum-in-description", rule, {
  valid: [
    // Already an enum, or a pattern that holds the values.
    register(`{ priority: z.enum(["low", "normal", "high"]).describe("${PRIORITY}") }`),
    literal(`{ level: { type: "string", enum: ["a", "b"], description: "One of a, b" } }`),
    literal(`{ level: { type: "string", pattern: "^(a|b)$", description: "One of a, b" } }`),
    // Not a string: a number listed is another matter.
    literal(`{ level: { type: "integer", description: "One of 1, 2, 3" } }`),
    // Examples, not the allowed values.
    register(`{ branch: z.string().describe("Branch name, e.g. 'main' or 'develop'") }`),
    register(`{ lang: z.string().describe("Language, such as \\"en\\", \\"fr\\" or \\"de\\"") }`),
    register(`{ format: z.string().describe("One of: json, csv, etc.") }`),
    // Prose, not a list of values.
    register(`{ repo: z.string().describe("One of the repositories returned by list_repos") }`),
    register(`{ path: z.string().describe("Either an absolute path or a path relative to the root") }`),
    register(`{ path: z.string().describe("Must be absolute or relative") }`),
    register(`{ query: z.string().describe("Search terms. Use \\"AND\\" or \\"OR\\" to combine them") }`),
    register(`{ name: z.string().describe("The name of the ticket") }`),
    // Only quoted values, by option.
    { code: mcpPlain, options: [{ requireQuotes: true }] },
    // Fewer values than asked for.
    { code: aiOptional, options: [{ minValues: 3 }] },
    // lint: false skips the tool.
    `${defineHeader}defineTool({ name: "a", lint: false, execute: async () => 1, input: { type: "object", properties: { level: { type: "string", description: "One of a, b" } } } });\n`,
  ],
  invalid: [
    {
      // MCP registerTool, a plain z.string(): the description text is underlined, the rewrite offered.
      code: mcpPlain,
      errors: [{ ...message("priority", '"low", "normal", "high"'), ...at(mcpPlain, `"${PRIORITY}"`), suggestions: [{ messageId: "useEnum", data: { code: 'z.enum(["low", "normal", "high"])' }, output: mcpPlainFixed }] }],
    },
    {
      // AI SDK tool(), backticks and a pipe, `.optional()` kept.
      code: aiOptional,
      errors: [{ ...message("sort", '"asc", "desc"'), ...at(aiOptional, '"Sort order: `asc` | `desc`"'), suggestions: [{ messageId: "useEnum", output: aiOptionalFixed }] }],
    },
    {
      // A nullable string: the branch is rewritten, `.nullable()` kept.
      code: aiNullable,
      errors: [{ ...message("state", '"open", "closed"'), ...at(aiNullable, `"Either 'open' or 'closed'"`), suggestions: [{ messageId: "useEnum", output: aiNullableFixed }] }],
    },
    {
      // `.min()` has no meaning on an enum: no rewrite offered.
      code: withMin,
      errors: [{ ...message("format", '"json", "csv", "text"'), suggestions: [] }],
    },
    { code: withDefault, errors: [{ ...message("mode", '"fast", "slow"'), suggestions: [{ messageId: "useEnum", output: withDefaultFixed }] }] },
    // A default outside the values would no longer parse: no rewrite.
    { code: otherDefault, errors: [{ ...message("mode", '"fast", "slow"'), suggestions: [] }] },
    {
      // The items of a list: "any of" in the list's description.
      code: items,
      errors: [{ ...message("fields[]", '"id", "title", "status"'), ...at(items, '"Fields to return, any of: id, title, status"'), suggestions: [{ messageId: "useEnum", output: itemsFixed }] }],
    },
    {
      // A long list is cut in the message (and in the suggestion's text); the rewrite has every value.
      code: many,
      errors: [
        {
          ...message("code", '"alpha", "bravo", "charlie", "delta", …'),
          suggestions: [{ messageId: "useEnum", data: { code: 'z.enum(["alpha", "bravo", "charlie", "delta", …])' }, output: manyFixed }],
        },
      ],
    },
    // An exported constant is shared: reported, no rewrite.
    { code: shared, errors: [{ ...message("level", '"debug", "info", "warn"'), suggestions: [] }] },
    {
      // A JSON Schema literal: the description key is underlined, `enum` added.
      code: json,
      errors: [{ ...message("level", '"debug", "info", "warn"', 'an "enum" keyword'), ...at(json, "description"), suggestions: [{ messageId: "useEnum", data: { code: 'enum: ["debug", "info", "warn"]' }, output: jsonFixed }] }],
    },
    // A nullable literal: an enum would also need null, so no rewrite.
    { code: jsonNullable, errors: [{ ...message("level", '"debug", "info"', 'an "enum" keyword'), suggestions: [] }] },
    {
      code: numbered,
      errors: [
        {
          ...message("model", '"5000", "5001"'),
          ...at(numbered, '"Model to use (5000:FLUX1.1, 5001:FLUX1.1 Pro)"'),
          suggestions: [{ messageId: "useEnum", data: { code: 'z.enum(["5000", "5001"])' }, output: numbered.replace("z.string()", 'z.enum(["5000", "5001"])') }],
        },
      ],
    },
    // A TypeScript type: its JSDoc is the description.
    { code: tsType, errors: [{ ...message("size", '"small", "medium", "large"', "a union of string literals"), ...at(tsType, "size: string;"), suggestions: [] }] },
  ],
});

describe("listedValues", () => {
  const read = (text: string, options: { requireQuotes?: boolean; plural?: boolean } = {}) => listedValues(text, { minValues: 2, requireQuotes: false, ...options });

  it.each([
    ["one of: low, normal, high", ["low", "normal", "high"]],
    ["Priority. One of `low`, `normal` or `high`.", ["low", "normal", "high"]],
    ["`a` | `b`", ["a", "b"]],
    ["Either X or Y", undefined],
    ['Either "x" or "y"', ["x", "y"]],
    ["Possible values: asc, desc", ["asc", "desc"]],
    ["Allowed values are draft, published and archived.", ["draft", "published", "archived"]],
    ["Valid values: `a`, `b`", ["a", "b"]],
    ["must be 'a', 'b', or 'c'", ["a", "b", "c"]],
    ["Output (a|b|c)", ["a", "b", "c"]],
    ["Sort order: 'asc' or 'desc' (default 'asc')", ["asc", "desc"]],
    ["one of low, normal, high, defaults to normal", ["low", "normal", "high"]],
    ["one of “in progress” or “done”", ["in progress", "done"]],
    // A format named by its values is a closed set; one written as placeholders is not.
    ["Output format: 'json' or 'yaml'", ["json", "yaml"]],
    // "values include" followed by quoted values.
    ["Possible values include 'active', 'paused', 'done'.", ["active", "paused", "done"]],
    // Capitalised words are one value: the list does not end at "User".
    ["Work item type, one of: Bug, Task, User Story, Epic", ["Bug", "Task", "User Story", "Epic"]],
    // A list of lines after "one of:", each line's first word or quoted value.
    ["State. One of:\n- open\n- closed\n- all.", ["open", "closed", "all"]],
    ["Order. One of:\n* `asc`: oldest first\n* `desc` - newest first\nDefaults to desc.", ["asc", "desc"]],
    // Bracketed lists whose form says they are values: numbered choices (the numbers), quoted values, codes.
    ["Model to use (5000:FLUX1.1, 5001:FLUX1.1 Pro, 5002:SD3)", ["5000", "5001", "5002"]],
    ["Sort order ('asc', 'desc')", ["asc", "desc"]],
    ["HTTP method (GET, POST, PUT)", ["GET", "POST", "PUT"]],
    ["Model (gpt_4o, o3_mini)", ["gpt_4o", "o3_mini"]],
  ])("%s", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    "One of the user's repositories",
    "Must be lowercase or uppercase letters",
    "e.g. 'main' or 'master'",
    "One of: json, yaml, …",
    "A path such as 'src' or 'lib'",
    "Pass `true` to include archived items",
    "Use 'AND' or 'OR' between terms",
    "The ID of one of your projects",
    "Supported values include json, csv",
    "Code to run. Example: `() => 1` or `async () => 2`.",
    "Whom to assign, as 'user:ID' or 'team:SLUG'. Example: 'user:42', 'team:7', or 'team:web'.",
    "Examples: 'x' or 'y'",
    "Filter from this date (format: 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS')",
    "A date, 'YYYY-MM-DD' or 'YYYY-MM'",
    // Bare words after "include" may be some of the values only.
    "Possible values include: active, paused.",
    // A mention of one of several things is no closed list.
    "Pick one of the files listed by the search.",
    "Name one of: the project's owners.",
    // A list of lines that says it goes on.
    "One of:\n- open\n- closed\n- …",
    // Bracketed words in prose, examples, bounds, open lists, and the parts of a field that takes several.
    "The owner (user or organization)",
    "Sort order (ascending, descending)",
    "The ID (e.g. abc_1, abc_2)",
    "A page size (min: 1, max: 100)",
    "Model (5000:FLUX1.1, 5001:FLUX1.1 Pro, …)",
    "Comma-separated fields (first_name, last_name)",
    "A time (UTC or local time)",
  ])("reads no list in %s", (text) => {
    expect(read(text)).toBeUndefined();
  });

  it("takes bare words only without requireQuotes, and 'any of' only for items", () => {
    expect(read("one of: low, high", { requireQuotes: true })).toBeUndefined();
    expect(read("one of: 'low', 'high'", { requireQuotes: true })).toEqual(["low", "high"]);
    expect(read("any of: id, title")).toBeUndefined();
    expect(read("any of: id, title", { plural: true })).toEqual(["id", "title"]);
  });
});
