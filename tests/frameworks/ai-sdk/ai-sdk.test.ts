import { describe, expect, it } from "vitest";
import { aiSdk } from "../../../src/frameworks/ai-sdk/index.js";
import { convertToOpenAPISchema } from "../../../src/frameworks/ai-sdk/google-openapi.js";
import { closeObjects, sendSchema } from "../../../src/frameworks/core/send.js";
import { containsRegexLookaround, normalizeForOpenAI } from "../../../src/frameworks/ai-sdk/openai-normalize.js";
import { describeMessages, lintProject } from "../harness.js";

const TARGETS = { "tool-schema": { targets: ["openai-strict", "anthropic", "google", "google-parameters"] } };

/**
 * Lints files next to a `node_modules/ai/package.json` of the given version (and, when given, an
 * `@ai-sdk/google` one), which the harness cannot write (it lints every file it is given). Without the
 * package's code, `ai` is also untyped here.
 */
async function lintWithAiVersion(
  version: string,
  files: Record<string, string>,
  targets: string[],
  googleVersion?: string,
): Promise<Record<string, string[]>> {
  const extraFiles: Record<string, string> = { "node_modules/ai/package.json": JSON.stringify({ name: "ai", version }) };
  if (googleVersion) extraFiles["node_modules/@ai-sdk/google/package.json"] = JSON.stringify({ name: "@ai-sdk/google", version: googleVersion });
  const { messages } = await lintProject(files, { settings: { "tool-schema": { targets } }, extraFiles });
  return Object.fromEntries(Object.entries(messages).map(([file, list]) => [file, describeMessages(list)]));
}

describe("the closed-objects send shape (zodSchema's addAdditionalPropertiesToJsonSchema)", () => {
  it.each([
    ["closes a typed object and appends the keyword", { type: "object", properties: { a: { type: "string" } } }, { type: "object", properties: { a: { type: "string" } }, additionalProperties: false }],
    ["turns true into false in place", { type: "object", additionalProperties: true, properties: {} }, { type: "object", additionalProperties: false, properties: {} }],
    [
      "keeps and walks a schema-valued additionalProperties",
      { type: "object", additionalProperties: { type: "object", properties: {} } },
      { type: "object", additionalProperties: { type: "object", properties: {}, additionalProperties: false } },
    ],
    ["leaves a typeless object with properties open", { properties: { a: { type: "object" } } }, { properties: { a: { type: "object" } } }],
    [
      "walks items, anyOf and definitions",
      { type: "array", items: { anyOf: [{ type: "object" }, { type: "null" }] }, definitions: { d: { type: ["object", "null"] } } },
      {
        type: "array",
        items: { anyOf: [{ type: "object", additionalProperties: false }, { type: "null" }] },
        definitions: { d: { type: ["object", "null"], additionalProperties: false } },
      },
    ],
    ["does not walk not", { not: { type: "object" } }, { not: { type: "object" } }],
  ])("%s", (_label, input, expected) => {
    expect(closeObjects(input as never)).toEqual(expected);
    expect(sendSchema(input as never, "closed-objects", { replaceNonObjectRoot: false })).toEqual({ sent: expected, wrapped: [] });
  });
});

describe("the Google provider's convertJSONSchemaToOpenAPISchema", () => {
  it("rewrites like @ai-sdk/google 3.0.101 and reports what is lost", () => {
    const result = convertToOpenAPISchema({
      type: "object",
      title: "T",
      properties: {
        city: { type: "string", pattern: "^[A-Z]", maxLength: 20, minLength: 1 },
        unit: { type: ["string", "null"], const: "c" },
        any: true,
        note: { anyOf: [{ type: "string", default: "x" }, { type: "null" }] },
        tags: { type: "array", items: { type: "string" }, minItems: 1 },
        meta: { type: "object", additionalProperties: { type: "string" } },
        empty: { type: "object", description: "nothing", title: "E" },
      },
      required: ["city"],
      additionalProperties: false,
    });
    expect(result.schema).toMatchInlineSnapshot(`
      {
        "properties": {
          "any": {
            "properties": {},
            "type": "boolean",
          },
          "city": {
            "minLength": 1,
            "type": "string",
          },
          "empty": {
            "description": "nothing",
            "type": "object",
          },
          "meta": {
            "type": "object",
          },
          "note": {
            "nullable": true,
            "type": "string",
          },
          "tags": {
            "items": {
              "type": "string",
            },
            "type": "array",
          },
          "unit": {
            "anyOf": [
              {
                "type": "string",
              },
            ],
            "enum": [
              "c",
            ],
            "nullable": true,
          },
        },
        "required": [
          "city",
        ],
        "type": "object",
      }
    `);
    expect(result.changes.map((c) => `${c.location.kind === "schema" ? c.location.pointer : ""} ${c.change}`)).toMatchInlineSnapshot(`
      [
        " drops "title" from the root schema",
        "/properties/city drops "pattern" from properties.city",
        "/properties/city drops "maxLength" from properties.city",
        "/properties/any replaces the boolean schema \`true\` at properties.any with "type": "boolean"",
        "/properties/note/anyOf/0 drops "default" from properties.note.anyOf.0",
        "/properties/tags drops "minItems" from properties.tags",
        "/properties/meta drops "additionalProperties" from properties.meta",
        "/properties/empty drops "title" from properties.empty",
      ]
    `);
  });

  it("turns an empty root into no parameters", () => {
    expect(convertToOpenAPISchema({ type: "object", properties: {}, additionalProperties: false })).toEqual({ schema: { type: "object", properties: {} }, changes: [] });
  });
});

const TOOLS = `import { tool, jsonSchema, zodSchema, dynamicTool } from "ai";
import * as ai from "ai";
import { z } from "zod";

const lookup = tool({
  description: "Look up an order",
  inputSchema: jsonSchema<{ id: string }>({ type: "object", properties: { id: { type: "string", pattern: "^o_" } }, required: ["id"] }),
  execute: async ({ id }) => id,
});

export const tools = {
  weather: tool({
    description: "Weather for a city",
    inputSchema: z.object({ city: z.string(), unit: z.enum(["c", "f"]).optional() }),
    execute: async ({ city }) => city,
  }),
  lookup,
  "fetch.page": ai.tool({ description: "Fetch", inputSchema: zodSchema(z.object({ url: z.string() })), execute: async () => 1 }),
  raw: dynamicTool({ description: "Raw", inputSchema: z.object({ q: z.string() }), execute: async () => 1 }),
  ping: tool({ description: "Ping", execute: async (input: { host: string }) => input.host }),
};
`;

const ODD = `import { tool } from "ai";
import { z } from "zod";
declare const dynamicName: string;
const base = { description: "Base", inputSchema: z.object({ q: z.string() }) };
export function make(definition: Parameters<typeof tool>[0]) {
  return { [dynamicName]: tool({ ...base, execute: async () => 1 }), made: tool(definition), none: (tool as any)() };
}
`;

describe("AI SDK tools through the project harness", () => {
  it("finds tool, ai.tool and dynamicTool named by their keys, and reports at the source", async () => {
    const { tools, messages } = await lintProject({ "tools.ts": TOOLS, "odd.ts": ODD }, { settings: TARGETS });
    expect(tools.map((t) => [t.file, t.line, t.form, t.framework, t.name, t.route, t.schema])).toMatchInlineSnapshot(`
      [
        [
          "odd.ts",
          6,
          "tool()",
          "Vercel AI SDK",
          null,
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": false,
            "properties": {
              "q": {
                "type": "string",
              },
            },
            "required": [
              "q",
            ],
            "type": "object",
          },
        ],
        [
          "odd.ts",
          6,
          "tool()",
          "Vercel AI SDK",
          "made",
          "unresolved",
          null,
        ],
        [
          "tools.ts",
          5,
          "tool()",
          "Vercel AI SDK",
          "lookup",
          "literal",
          {
            "properties": {
              "id": {
                "pattern": "^o_",
                "type": "string",
              },
            },
            "required": [
              "id",
            ],
            "type": "object",
          },
        ],
        [
          "tools.ts",
          12,
          "tool()",
          "Vercel AI SDK",
          "weather",
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": false,
            "properties": {
              "city": {
                "type": "string",
              },
              "unit": {
                "enum": [
                  "c",
                  "f",
                ],
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        ],
        [
          "tools.ts",
          18,
          "ai.tool()",
          "Vercel AI SDK",
          "fetch.page",
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": false,
            "properties": {
              "url": {
                "type": "string",
              },
            },
            "required": [
              "url",
            ],
            "type": "object",
          },
        ],
        [
          "tools.ts",
          19,
          "dynamicTool()",
          "Vercel AI SDK",
          "raw",
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": false,
            "properties": {
              "q": {
                "type": "string",
              },
            },
            "required": [
              "q",
            ],
            "type": "object",
          },
        ],
        [
          "tools.ts",
          20,
          "tool()",
          "Vercel AI SDK",
          "ping",
          "none",
          {
            "additionalProperties": false,
            "properties": {},
            "type": "object",
          },
        ],
      ]
    `);
    expect(describeMessages(messages["tools.ts"])).toMatchInlineSnapshot(`
      [
        "unsupported-keyword@14:18 The root uses "additionalProperties", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@14:18 The root uses "$schema", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "invalid-name@18:3 Tool name "fetch.page" is rejected by OpenAI and Anthropic (listed in targets): it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "fetch_page".",
        "unsupported-keyword@18:72 The root uses "additionalProperties", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@18:72 The root uses "$schema", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@19:55 The root uses "additionalProperties", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@19:55 The root uses "$schema", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@20:9 The root uses "additionalProperties", which fails the request to Gemini's parameters field (listed in targets). Remove "additionalProperties", and state the rule in the description.",
      ]
    `);
    expect(describeMessages(messages["odd.ts"])).toMatchInlineSnapshot(`
      [
        "unsupported-keyword@4:50 The root uses "additionalProperties", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unsupported-keyword@4:50 The root uses "$schema", which fails the request to Gemini's parameters field (listed in targets). The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.",
        "unresolved-schema@6:81 No schema findings for this tool: the tool definition cannot be read: parameter \`definition\` is not static.",
      ]
    `);
  });

  it("names a tool by a computed key whose type is one string literal (a package's `as const` ids, seen through declarations)", async () => {
    const { tools, messages } = await lintProject({
      // A workspace package built to declarations: only the types tell what the ids are.
      "defs.d.ts": `export declare const weatherDef: { readonly id: "get.weather"; readonly title: string };
export declare const TOOL_IDS: { readonly search: "search_docs" };
export declare const pick: string;
`,
      "tools.ts": `import { tool } from "ai";
import { z } from "zod";
import { TOOL_IDS, pick, weatherDef } from "./defs.js";
export const tools = {
  [weatherDef.id]: tool({ description: "Current weather for a city.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 }),
  [TOOL_IDS.search]: tool({ description: "Search the documentation.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 }),
  [pick]: tool({ description: "A tool named at run time.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 }),
};
`,
    });
    expect(tools.map((t) => [t.line, t.name])).toEqual([
      [5, "get.weather"],
      [6, "search_docs"],
      [7, null],
    ]);
    expect(describeMessages(messages["tools.ts"])).toEqual([
      'invalid-name@5:3 Tool name "get.weather" is rejected by OpenAI and Anthropic via the Vercel AI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".',
    ]);
  });

  it("takes no field of a registry's typed entries for a name (`{ [def.id]: { tool: openTool } }`, `return { tool, id, feature }`), and keeps the keys of typed and nested sets", async () => {
    const { tools } = await lintProject({
      "defs.d.ts": `export declare const openDef: { readonly id: "OpenUrl" };
export declare const readDef: { readonly id: "Read" };
`,
      "open.ts": `import { tool } from "ai";
import { z } from "zod";
export const openTool = tool({ description: "Open a URL.", inputSchema: z.object({ url: z.string() }), execute: async () => 1 });
`,
      "registry.ts": `import { tool, type Tool, type ToolSet } from "ai";
import { z } from "zod";
import { openTool } from "./open.js";
import { openDef, readDef } from "./defs.js";
type ToolEntry = { tool: Tool; enabled?: boolean };
const REGISTRY: Record<string, ToolEntry> = {
  [openDef.id]: { tool: openTool },
  [readDef.id]: { tool: tool({ description: "Read a file.", inputSchema: z.object({ path: z.string() }), execute: async () => 1 }) },
};
export const pick = (id: string) => REGISTRY[id]!.tool;
type CloudEntry = { tool: Tool; id: string; feature: { credits: number } };
export function cloudEntry(id: string): CloudEntry {
  const made = tool({ description: "A cloud feature.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
  return { tool: made, id, feature: { credits: 5 } };
}
export const typed: { search: Tool } = { search: tool({ description: "Search.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 }) };
export const perAgent: Record<string, ToolSet> = { writer: { fetch_page: tool({ description: "Fetch a page.", inputSchema: z.object({ url: z.string() }), execute: async () => 1 }) } };
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
      ["open.ts", 3, null],
      ["registry.ts", 8, null],
      ["registry.ts", 13, null],
      ["registry.ts", 16, "search"],
      ["registry.ts", 17, "fetch_page"],
    ]);
  });

  it("names the tools a class's methods return by their keys in the toolset the class builds, a field read in a description included", async () => {
    const { tools, messages } = await lintProject({
      "toolset.ts": `import { tool, type Tool } from "ai";
import { z } from "zod";
export class DatabaseTools {
  constructor(private readonly url: string) {}
  toolset(): Record<string, Tool> {
    return { getSlowQueries: this.getSlowQueries(), "explain.query": this.explainQuery() };
  }
  getSlowQueries() {
    return tool({ description: "List the slowest queries of " + this.url, inputSchema: z.object({ limit: z.number() }), execute: async () => [] });
  }
  explainQuery = () => tool({ description: "Explain a query plan.", inputSchema: z.object({ sql: z.string() }), execute: async () => "" });
}
`,
    });
    expect(tools.map((t) => [t.line, t.name, t.set?.label])).toEqual([
      [9, "getSlowQueries", "this tools object"],
      [11, "explain.query", "this tools object"],
    ]);
    expect(describeMessages(messages["toolset.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@6:53"]);
  });

  describe("a factory that returns one tool or another", () => {
    const factory = `import { tool } from "ai";
import { z } from "zod";
export function makeFileSearch(files: string[]) {
  if (files.length === 0) {
    return tool({ description: "No files to search.", inputSchema: z.object({ query: z.string() }), execute: async () => [] });
  }
  return tool({ description: "Search " + files.join(", "), inputSchema: z.object({ query: z.string() }), execute: async () => files });
}
`;

    it("names each choice by the key its call is placed under in the same file, and says a bad key once", async () => {
      const { tools, messages } = await lintProject(
        {
          "file-search.ts": `${factory}export const answer = (model: import("ai").LanguageModel, files: string[]) => streamText({ model, prompt: "?", tools: { "file.search": makeFileSearch(files) } });
`.replace('import { tool } from "ai";', 'import { streamText, tool } from "ai";'),
        },
        { rules: { "tool-schema/tool-set-budget": ["warn", { maxToolSetTokens: 1 }] } },
      );
      expect(tools.map((t) => [t.line, t.name])).toEqual([
        [5, "file.search"],
        [7, "file.search"],
      ]);
      const found = describeMessages(messages["file-search.ts"]);
      // The set sends one of the two choices per request: one tool is counted, and the name is said once.
      expect(found).toEqual([
        "tool-set-budget@9:119 This tools object sends ~338 tokens of tools to Anthropic per request (budget 1). Most: file.search 14%. Trim descriptions, or send fewer tools.",
        'invalid-name@9:121 Tool name "file.search" is rejected by OpenAI and Anthropic via the Vercel AI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "file_search".',
      ]);
    });

    it("names each choice by the key another file assigns its call to, with no duplicate", async () => {
      const { tools, messages } = await lintProject({
        "file-search.ts": factory,
        "loader.ts": `import type { Tool } from "ai";
import { makeFileSearch } from "./file-search.js";
export function load(files: string[]) {
  const tools: Record<string, Tool> = {};
  tools.file_search = makeFileSearch(files);
  return tools;
}
`,
      });
      expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
        ["file-search.ts", 5, "file_search"],
        ["file-search.ts", 7, "file_search"],
      ]);
      expect(Object.values(messages).flatMap((list) => describeMessages(list))).toEqual([]);
    });
  });

  it("recognises the forms from the imports when the package's types are absent", async () => {
    const { tools, messages } = await lintProject(
      {
        "absent.ts": `import { tool, jsonSchema } from "ai";
const t = tool({ description: "No types", inputSchema: jsonSchema({ type: "object", properties: { "a b": { type: "string" } } }), execute: async () => 1 });
export const tools = { "get weather": t };
`,
      },
      {
        settings: { "tool-schema": { targets: ["openai-strict"] } },
        withoutTypes: ["ai"],
      },
    );
    expect(tools.map((t) => [t.line, t.form, t.name, t.route, t.schema])).toMatchInlineSnapshot(`
      [
        [
          2,
          "tool()",
          "get weather",
          "literal",
          {
            "properties": {
              "a b": {
                "type": "string",
              },
            },
            "type": "object",
          },
        ],
      ]
    `);
    expect(describeMessages(messages["absent.ts"])).toMatchInlineSnapshot(`
      [
        "invalid-name@3:24 Tool name "get weather" is rejected by OpenAI (listed in targets): it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "get_weather".",
      ]
    `);
  });
});

const SEARCH = `import { tool } from "ai";
import { z } from "zod";
export const tools = {
  search: tool({
    description: "Search",
    inputSchema: z.object({ query: z.string().regex(/^[a-z]+$/).max(50), filters: z.record(z.string(), z.string()) }),
    execute: async () => [],
  }),
};
`;

// AI SDK 4 reads zod 3 schemas only (a zod 4 one goes out empty; see the zod 4 transform), so the
// fixtures written for it import zod 3.
const LEGACY = `import { tool } from "ai";
import { z } from "zod/v3";
export const tools = {
  legacy: tool({ description: "Legacy", parameters: z.object({ a: z.string() }), execute: async () => 1 }),
  migrated: tool({ description: "Throws under ai 4", inputSchema: z.object({ b: z.string() }), execute: async () => 1 }),
};
`;

describe("per-tool strict (AI SDK 6+)", () => {
  it("checks a strict tool against the strict targets and the others in their non-strict form", async () => {
    const { messages } = await lintProject({
      "strict.ts": `import { tool, jsonSchema } from "ai";
const open = jsonSchema<{ q?: string }>({ type: "object", properties: { q: { type: "string" } } });
export const tools = {
  strictSearch: tool({ description: "Strict", inputSchema: open, strict: true, execute: async () => 1 }),
  looseSearch: tool({ description: "Loose", inputSchema: open, execute: async () => 1 }),
};
`,
    }, { settings: { "tool-schema": { targets: ["openai-strict"] } } });
    expect(describeMessages(messages["strict.ts"])).toEqual([
      'missing-additional-properties-false@2:41 The root is an open object, which fails the request to OpenAI strict mode (listed in targets). Add "additionalProperties": false.',
      'optional-not-required@2:73 Field "q" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
    ]);
  });
});

describe("the OpenAI provider's normalizeOpenAIJsonSchema (@ai-sdk/openai 4.0.118)", () => {
  it("deletes propertyNames and lookaround patterns, rewrites a singleton allOf $ref, and reports what loses a constraint", () => {
    const result = normalizeForOpenAI({
      type: "object",
      properties: {
        counts: { type: "object", propertyNames: { type: "string" }, additionalProperties: { type: "number" } },
        codes: { type: "object", propertyNames: { type: "string", minLength: 2 }, additionalProperties: { type: "string" } },
        code: { type: "string", pattern: "^(?!X)[A-Z]{3}$" },
        plain: { type: "string", pattern: "^[(?!)]$" },
        node: { allOf: [{ $ref: "#/definitions/n" }], description: "next" },
      },
      definitions: { n: { type: "object", properties: {} } },
    });
    expect(result.fails).toBeUndefined();
    expect(result.schema?.properties).toEqual({
      counts: { type: "object", additionalProperties: { type: "number" } },
      codes: { type: "object", additionalProperties: { type: "string" } },
      code: { type: "string" },
      plain: { type: "string", pattern: "^[(?!)]$" },
      node: { $ref: "#/definitions/n", description: "next" },
    });
    expect(result.changes.map((c) => c.change)).toEqual(['drops "propertyNames" from properties.codes', 'drops "pattern" (it uses regex lookaround) from properties.code']);
  });

  it("fails where the SDK throws: a propertyNames that is not a string schema", () => {
    expect(normalizeForOpenAI({ type: "object", propertyNames: { type: "number" } }).fails).toMatch(/UnsupportedFunctionalityError/);
    expect(normalizeForOpenAI({ type: "object", propertyNames: false }).fails).toMatch(/UnsupportedFunctionalityError/);
  });

  it.each([
    ["^(?=a)", true],
    ["(?<!b)c", true],
    ["[(?=]", false],
    ["\\(?=", false],
    ["(?:a)", false],
  ])("lookaround in %s: %s", (pattern, expected) => {
    expect(containsRegexLookaround(pattern)).toBe(expected);
  });
});

describe("AI SDK per-tool strict and sending", () => {
  it("checks `strict: true` tools in strict mode for OpenAI and Anthropic, and fails a JSON Schema object not wrapped in jsonSchema()", async () => {
    const { messages } = await lintProject(
      {
        "strict.ts": `import { tool } from "ai";
import { z } from "zod";
export const tools = {
  bounded: tool({ description: "Strict", inputSchema: z.object({ n: z.number().max(5) }), strict: true, execute: async () => 1 }),
  raw: tool({ description: "Raw", inputSchema: { type: "object", properties: {} } as never, execute: async () => 1 }),
};
`,
      },
      { settings: { "tool-schema": { targets: ["openai", "anthropic"] } } },
    );
    expect(describeMessages(messages["strict.ts"])).toEqual([
      'unsupported-keyword@4:80 Field "n" uses "maximum", which fails the request to Anthropic strict tool use (listed in targets). Remove the check that adds it, and state the rule in the description.',
      'unsendable-tool@5:48 This tool never reaches OpenAI and Anthropic (listed in targets): the Vercel AI SDK throws "TypeError: schema is not a function" when the tool is sent: a plain object is taken for a function that makes the schema; a JSON Schema must be wrapped in jsonSchema(). Change what the error names.',
    ]);
  });
});

describe("AI SDK versions", () => {
  it("goes by the installed @ai-sdk/google when there is one: 4.0.70 and later send the schema unchanged", async () => {
    const messages = await lintWithAiVersion("7.0.50", { "search.ts": SEARCH }, ["google-parameters"], "4.0.121");
    expect(messages["search.ts"].filter((m) => m.startsWith("silent-transform"))).toEqual([]);
  });

  it("reports the Google provider's OpenAPI conversion where ai 7.0.97 and older pair with it", async () => {
    expect(await lintWithAiVersion("7.0.50", { "search.ts": SEARCH }, ["google-parameters"], "4.0.30")).toMatchInlineSnapshot(`
      {
        "search.ts": [
          "silent-transform@6:47 On the way to Gemini's parameters field (listed in targets), the AI SDK's Google provider drops "pattern" from properties.query. Make sure the handler copes with it.",
          "silent-transform@6:65 On the way to Gemini's parameters field (listed in targets), the AI SDK's Google provider drops "maxLength" from properties.query. Make sure the handler copes with it.",
          "silent-transform@6:85 On the way to Gemini's parameters field (listed in targets), the AI SDK's Google provider drops "additionalProperties" from properties.filters. Make sure the handler copes with it.",
        ],
      }
    `);
  });

  it("reads `parameters` before AI SDK 5, where zod 3 objects go out closed", async () => {
    expect(await lintWithAiVersion("4.3.16", { "legacy.ts": LEGACY }, ["openai-strict"])).toMatchInlineSnapshot(`
      {
        "legacy.ts": [
          "unsendable-tool@5:54 This tool never reaches OpenAI strict mode (listed in targets): the Vercel AI SDK throws "TypeError: Cannot read properties of undefined (reading '_def')" when the tool is sent (AI SDK 4 reads the input from "parameters"): rename "inputSchema" to "parameters".",
        ],
      }
    `);
  });

  // The key the installed version does not read: `parameters` is ignored from AI SDK 5 on (the tool
  // goes out with no parameters), `inputSchema` makes AI SDK 4 throw when the tool is sent.
  const RENAMED = {
    "renamed.ts": [
      'import { tool } from "ai";',
      'import { z } from "zod/v3";',
      "export const tools = {",
      '  lookup: tool({ description: "Looks a word up.", parameters: z.object({ word: z.string() }), execute: async ({ word }: { word: string }) => word }),',
      '  define: tool({ description: "Defines a word.", inputSchema: z.object({ word: z.string() }), execute: async ({ word }: { word: string }) => word }),',
      "};",
    ].join("\n"),
  };

  it("reports `parameters` under AI SDK 5+ at the key, saying which key the installed version reads", async () => {
    expect(await lintWithAiVersion("5.0.0", RENAMED, ["openai"])).toMatchInlineSnapshot(`
      {
        "renamed.ts": [
          "root-not-object@4:51 Vercel AI SDK 5.0.0 ignores "parameters" (it reads "inputSchema"), so the tool reaches OpenAI (listed in targets) without parameters. Rename "parameters" to "inputSchema".",
        ],
      }
    `);
  });

  it("reports `inputSchema` under AI SDK 4 as a tool the SDK throws on", async () => {
    expect(await lintWithAiVersion("4.3.19", RENAMED, ["openai"])).toMatchInlineSnapshot(`
      {
        "renamed.ts": [
          "unsendable-tool@5:50 This tool never reaches OpenAI (listed in targets): the Vercel AI SDK throws "TypeError: Cannot read properties of undefined (reading '_def')" when the tool is sent (AI SDK 4 reads the input from "parameters"): rename "inputSchema" to "parameters".",
        ],
      }
    `);
  });

  it.each([
    ["4.3.16", "as-written"],
    ["5.0.0", "as-written"],
    ["6.0.0", "closed-objects"],
    [undefined, "closed-objects"],
  ])("ai %s sends zod 4 %s", (version, shape) => {
    const policy = typeof aiSdk.sends === "function" ? aiSdk.sends({ version, strict: undefined }) : aiSdk.sends;
    expect([policy.libraries.zod, policy.libraries.zod3, policy.literal]).toEqual([shape, "as-written", "as-written"]);
  });

  it.each([
    ["7.0.97", true],
    ["7.0.98", false],
    [undefined, false],
  ])("the Google conversion applies to ai %s: %s", (version, applies) => {
    expect(aiSdk.transforms?.find((t) => t.id === "ai-sdk-google-openapi")?.appliesTo?.({ version, strict: undefined })).toBe(applies);
  });
});

describe("AI SDK tools added to a tools object after it is written", () => {
  const ASSIGNED = `import { tool } from "ai";
import { z } from "zod";

const tools = {
  readFile: tool({ description: "Read a file", inputSchema: z.object({ path: z.string() }), execute: async () => "" }),
};
tools.deleteFile = tool({ description: "Delete a file", inputSchema: z.object({ path: z.string() }), execute: async () => "" });
tools["move.file"] = tool({ description: "Move a file", inputSchema: z.object({ from: z.string(), to: z.string() }), execute: async () => "" });
let loose: Record<string, unknown> = {};
loose.other = tool({ description: "Not in a const object", inputSchema: z.object({ q: z.string() }), execute: async () => "" });
export { tools, loose };
`;

  it("names each by the key it is assigned under, in the set of the const's object, and reports a bad key there", async () => {
    const { tools, messages } = await lintProject({ "tools.ts": ASSIGNED }, { settings: { "tool-schema": { targets: ["openai"] } } });
    expect(tools.map((t) => [t.line, t.name])).toEqual([
      [5, "readFile"],
      [7, "deleteFile"],
      [8, "move.file"],
      [10, null],
    ]);
    expect(describeMessages(messages["tools.ts"]).filter((m) => m.startsWith("invalid-name"))).toEqual([expect.stringMatching(/^invalid-name@8:7 Tool name "move.file"/)]);
  });

  it("reads plain objects assigned into a `ToolSet`, one per definition of the loop they are built in, named by the computed key, through a `??` whose left member no definition has", async () => {
    const { tools } = await lintProject({
      "definitions.ts": `import { z } from "zod";
export interface Definition { name: string; description: string; inputSchema: z.ZodTypeAny; narrowedSchema?: () => z.ZodTypeAny }
export const readFile: Definition = { name: "read_file", description: "Reads a file.", inputSchema: z.object({ path: z.string() }) };
export const moveFile: Definition = { name: "move.file", description: "Moves a file.", inputSchema: z.object({ from: z.string(), to: z.string() }) };
export const DEFINITIONS = [readFile, moveFile];
`,
      "agent.ts": `import { streamText, type LanguageModel, type ToolSet } from "ai";
import { z } from "zod";
import { DEFINITIONS } from "./definitions.js";
function buildToolSet(): ToolSet {
  const toolSet: ToolSet = {};
  for (const definition of DEFINITIONS) {
    // No definition has \`narrowedSchema\`: the optional call is \`undefined\`, and the schema is \`inputSchema\`.
    toolSet[definition.name] = { description: definition.description, inputSchema: definition.narrowedSchema?.() ?? definition.inputSchema, execute: async () => "ok" };
  }
  toolSet.finish = { description: "Ends the turn.", inputSchema: z.object({}), execute: async () => "done" };
  return toolSet;
}
export const run = (model: LanguageModel) => streamText({ model, prompt: "Go.", tools: buildToolSet() });
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["agent.ts", 10, "finish", "zod"],
      ["definitions.ts", 3, "read_file", "zod"],
      ["definitions.ts", 4, "move.file", "zod"],
    ]);
  });

  it("reads a holder typed `Record<string, any>` as the `ToolSet` it is handed to, through a return, a const and a spread, in a file that does not import the SDK", async () => {
    const { tools, messages } = await lintProject({
      "toolset.ts": `import { z } from "zod";
const DEFINITIONS = [{ name: "read_file", description: "Reads a file.", inputSchema: z.object({ path: z.string() }) }];
export function buildToolSet() {
  const toolSet: Record<string, any> = {};
  for (const definition of DEFINITIONS) {
    toolSet[definition.name] = { description: definition.description, inputSchema: definition.inputSchema, execute: async () => "ok" };
  }
  return toolSet;
}
// Typed \`any\` too, but handed nowhere a set is expected: not a tool.
export function buildLabels() {
  const labels: Record<string, any> = {};
  labels.search = { description: "A label, not a tool.", inputSchema: {} };
  return labels;
}
`,
      "agent.ts": `import { streamText, type LanguageModel, type ToolSet } from "ai";
import { buildLabels, buildToolSet } from "./toolset.js";
export async function run(model: LanguageModel) {
  const agentTools = buildToolSet();
  const allTools: ToolSet = { ...agentTools };
  console.log(buildLabels());
  return streamText({ model, prompt: "Go.", tools: allTools });
}
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([["toolset.ts", 2, "read_file", "zod"]]);
    expect(describeMessages(messages["agent.ts"]).filter((m) => m.startsWith("unfollowed-tools"))).toEqual([]);
  });
});
