import { describe, expect, it } from "vitest";
import { toGeminiParameters } from "../../../src/frameworks/langchain/gemini.js";
import type { JsonObject } from "../../../src/schema/types.js";
import { describeMessages, lintProject } from "../harness.js";

const FORMS = `import { tool, DynamicStructuredTool, DynamicTool, StructuredTool, Tool } from "@langchain/core/tools";
import { z } from "zod";
import { z as z3 } from "zod3";

export const search = tool(async ({ query }) => query, {
  name: "web.search",
  description: "Search the web",
  schema: z.object({ query: z.string(), limit: z.number().int().optional() }),
});

export const echo = tool(async (text: string) => text, { name: "echo", description: "Echo" });
export const shoutText = tool(async (text) => text, { name: "shout_text", schema: z.string().describe("text") });
export const stringJson = tool(async (text) => text, { name: "string_json", schema: { type: "string" } });

export const legacy = new DynamicStructuredTool({
  name: "legacy",
  description: "Legacy",
  schema: z3.object({ id: z3.string(), note: z3.string().nullable() }),
  func: async () => "ok",
});

export const plain = new DynamicTool({ name: "plain", description: "Plain", func: async (input: string) => input });

export class Lookup extends StructuredTool {
  name = "lookup";
  description = "Look a record up";
  schema = z.object({ id: z.union([z.string(), z.number()]) });
  async _call(input: { id: string | number }) { return String(input.id); }
}

export class Shout extends Tool {
  static lc_name() { return "Shout"; }
  name = "shout";
  description = "Shout";
  async _call(input: string) { return input.toUpperCase(); }
}

export class Configured extends StructuredTool {
  name = "placeholder";
  description = "Configured in the constructor";
  schema;
  constructor() {
    super();
    this.name = "legacy";
    this.schema = z.object({ tags: z.array(z.string()) });
  }
  async _call() { return "ok"; }
}

export const agentTools = [search, legacy, new Configured()];
`;

const JSON_SCHEMA = `import { tool } from "@langchain/core/tools";

export const report = tool(async ({ a }) => a, {
  name: "report",
  description: "Report",
  schema: {
    $schema: "http://json-schema.org/draft-07/schema#",
    type: "object",
    properties: { a: { type: ["string", "null"] }, b: { type: ["string"] } },
    required: ["a", "b"],
    patternProperties: { "^x-": { type: "object", additionalProperties: { type: "number" } } },
    additionalProperties: false,
  },
});
`;

const REEXPORTED = `import { tool, StructuredTool } from "langchain";
import { z } from "zod";

export const weather = tool(async ({ city }) => city, {
  name: "get weather",
  description: "Weather for a city",
  schema: z.object({ city: z.string() }),
});

export class Forecast extends StructuredTool {
  name = "forecast";
  description = "Forecast";
  schema = z.object({ days: z.number().optional() });
  async _call() { return "sunny"; }
}
`;

const ODD = `import { tool, DynamicStructuredTool, StructuredTool } from "@langchain/core/tools";
import { z } from "zod";

declare const name: string;
declare const options: { name: string; description: string; schema: z.ZodObject<{ q: z.ZodString }>; func: () => Promise<string> };
declare const args: [() => string, { name: string }];
const base = { description: "Shared" };

export const dynamic = tool(async () => "x", { name: \`tool_\${name}\`, schema: z.object({ q: z.string() }) });
export const spread = tool(async () => "x", { ...base, name: "spread", schema: z.object({ q: z.string() }) });
export const spreadArgs = tool(...args);
export const noFields = (tool as (f: () => string) => unknown)(() => "x");
export const fromOptions = new DynamicStructuredTool(options);
export class Computed extends StructuredTool {
  ["name"] = "computed";
  static description = "static, not read";
  schema = z.object({ q: z.string() });
  async _call() { return "x"; }
}
`;

describe("LangChain.js", () => {
  it("finds every form, resolves what it sends and reports at the exact place", async () => {
    // The user asserts the strict destinations here, so each form's findings show at their exact places.
    const asserted = { settings: { "tool-schema": { targets: ["openai-strict", "anthropic", "google"] } } };
    const { tools, messages } = await lintProject({ "forms.ts": FORMS, "json.ts": JSON_SCHEMA, "reexported.ts": REEXPORTED, "odd.ts": ODD }, asserted);
    const summary = tools.map((t) => [t.file, t.line, t.form, t.framework, t.name, t.route]);
    expect(summary).toEqual([
      ["forms.ts", 5, "tool()", "LangChain.js", "web.search", "zod"],
      ["forms.ts", 11, "tool()", "LangChain.js", "echo", "framework"],
      ["forms.ts", 12, "tool()", "LangChain.js", "shout_text", "framework"],
      ["forms.ts", 13, "tool()", "LangChain.js", "string_json", "framework"],
      ["forms.ts", 15, "new DynamicStructuredTool()", "LangChain.js", "legacy", "zod3"],
      ["forms.ts", 22, "new DynamicTool()", "LangChain.js", "plain", "framework"],
      ["forms.ts", 24, "extends StructuredTool", "LangChain.js", "lookup", "zod"],
      ["forms.ts", 31, "extends Tool", "LangChain.js", "shout", "framework"],
      ["forms.ts", 38, "extends StructuredTool", "LangChain.js", "legacy", "zod"],
      ["json.ts", 3, "tool()", "LangChain.js", "report", "literal"],
      ["odd.ts", 9, "tool()", "LangChain.js", null, "zod"],
      ["odd.ts", 10, "tool()", "LangChain.js", "spread", "zod"],
      ["odd.ts", 11, "tool()", "LangChain.js", null, "unresolved"],
      ["odd.ts", 13, "new DynamicStructuredTool()", "LangChain.js", null, "unresolved"],
      ["odd.ts", 14, "extends StructuredTool", "LangChain.js", "computed", "zod"],
      ["reexported.ts", 4, "tool()", "LangChain.js", "get weather", "zod"],
      ["reexported.ts", 10, "extends StructuredTool", "LangChain.js", "forecast", "zod"],
    ]);
    const schemaOf = (file: string, line: number) => tools.find((t) => t.file === file && t.line === line)?.schema;
    expect(schemaOf("forms.ts", 5)).toEqual({
      // zod converted for zod's default target, draft 2020-12, as LangChain's toJsonSchema does.
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { query: { type: "string" }, limit: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 } },
      required: ["query"],
      additionalProperties: false,
    });
    // String tools: neither the function's parameter nor a string schema is what is sent, but `Tool`'s own.
    expect(schemaOf("forms.ts", 11)).toEqual({
      type: "object",
      properties: { input: { type: "string" } },
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    });
    expect(schemaOf("forms.ts", 15)).toEqual({
      type: "object",
      properties: { id: { type: "string" }, note: { type: ["string", "null"] } },
      required: ["id", "note"],
      additionalProperties: false,
    });
    expect(schemaOf("forms.ts", 38)).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { tags: { type: "array", items: { type: "string" } } },
      required: ["tags"],
      additionalProperties: false,
    });

    expect(describeMessages(messages["forms.ts"])).toEqual([
      'invalid-name@6:9 Tool name "web.search" is rejected by OpenAI strict mode and Anthropic (listed in targets): it may use only letters, digits, `_` and `-`. Rename it, e.g. "web_search".',
      'optional-not-required@8:65 Field "limit" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). Use .nullable() instead of .optional().',
      // String tools are sent as `Tool`'s `{ input?: string }`, which strict mode refuses.
      'optional-not-required@11:21 Field "input" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      'optional-not-required@12:26 Field "input" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      'optional-not-required@13:27 Field "input" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      "silent-transform@18:58 On the way to Gemini (listed in targets), LangChain's Gemini converter turns \"type\": [\"string\", \"null\"] into \"type\": \"string\", \"nullable\": true at properties.note. Make sure the handler copes with it.",
      'optional-not-required@22:26 Field "input" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      // The converter throws, so nothing reaches Gemini: one error for the tool, at its definition.
      "unsendable-tool@27:23 This tool never reaches Gemini (listed in targets): LangChain's Gemini converter throws \"Gemini cannot handle union types\" on the type list at properties.id. Change what the error names.",
      'optional-not-required@31:14 Field "input" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      'duplicate-tool-name@44:17 Tool name "legacy" is already used by the tool on line 16 of this array of tools: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
    // A JSON Schema literal is sent as written, so each Gemini rewrite points into the literal.
    expect(describeMessages(messages["json.ts"])).toEqual([
      "silent-transform@9:24 On the way to Gemini (listed in targets), LangChain's Gemini converter turns \"type\": [\"string\", \"null\"] into \"type\": \"string\", \"nullable\": true at properties.a. Make sure the handler copes with it.",
      "silent-transform@9:57 On the way to Gemini (listed in targets), LangChain's Gemini converter turns \"type\": [\"string\"] into \"type\": \"string\" at properties.b. Make sure the handler copes with it.",
      'unsupported-keyword@11:5 The root uses "patternProperties", which fails the request to OpenAI strict mode (listed in targets); ignored by Gemini. Remove "patternProperties", and state the rule in the description.',
      'missing-additional-properties-false@11:51 Field "^x-" allows extra keys (a schema), which fails the request to OpenAI strict mode (listed in targets). Use an array of key/value objects instead.',
      "silent-transform@11:51 On the way to Gemini (listed in targets), LangChain's Gemini converter drops \"additionalProperties\" from patternProperties.^x-. Make sure the handler copes with it.",
    ]);
    // `langchain` 1.x re-exports `tool` and `StructuredTool` of `@langchain/core/tools`.
    expect(describeMessages(messages["reexported.ts"])).toEqual([
      'invalid-name@5:9 Tool name "get weather" is rejected by OpenAI strict mode, Anthropic and Gemini (listed in targets): it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".',
      'optional-not-required@13:40 Field "days" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). Use .nullable() instead of .optional().',
    ]);
    // Dynamic names are not reported; definitions that cannot be read say why, once.
    expect(describeMessages(messages["odd.ts"])).toEqual([
      "unresolved-schema@11:32 No schema findings for this tool: the definition is passed as a spread argument.",
      "unresolved-schema@13:54 No schema findings for this tool: the tool definition cannot be read: `options` is declared without a value.",
    ]);
  });

  it("sends a tool with extras.strict to Anthropic in strict mode, and reports a root union ChatAnthropic leaves out", async () => {
    const { tools, messages } = await lintProject({
      "anthropic.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";

export const strict = tool(async () => "x", { name: "strict", description: "Strict", schema: z.object({ q: z.string() }), extras: { strict: true } });
export const relaxed = tool(async () => "x", { name: "relaxed", description: "Relaxed", schema: z.object({ q: z.string() }), extras: { strict: false } });
export const either = tool(async () => "x", { name: "either", description: "Either", schema: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]) });
`,
    });
    expect(tools.map((t) => [t.name, t.destinations.map((d) => d.target)])).toEqual([
      ["strict", ["openai", "anthropic-strict", "google-parameters"]],
      ["relaxed", ["openai", "anthropic", "google-parameters"]],
      ["either", ["openai", "anthropic", "google-parameters"]],
    ]);
    expect(describeMessages(messages["anthropic.ts"]).filter((m) => m.startsWith("unsendable-tool"))).toEqual([
      'unsendable-tool@6:96 This tool never reaches Anthropic: ChatAnthropic (@langchain/anthropic) sends the request without this tool, without an error, because its input schema has "anyOf" at the top level. Change what the error names.',
      'unsendable-tool@6:96 This tool never reaches Gemini\'s parameters field: LangChain\'s Gemini converter throws "Gemini cannot handle union types (discriminatedUnion, anyOf, oneOf). Consider using a flat object structure with optional fields instead." for the "anyOf" of the root. Change what the error names.',
    ]);
  });

  it("recognises the forms from the imports when @langchain/core's types are missing", async () => {
    const { tools, messages } = await lintProject(
      {
        "untyped.ts": `import { tool, DynamicStructuredTool, StructuredTool } from "@langchain/core/tools";
import { z } from "zod";

const lookup = tool(async () => "x", { name: "lookup", description: "Look up", schema: z.object({ id: z.string() }) });
const find = new DynamicStructuredTool({ name: "lookup", description: "Find", schema: { type: "object", properties: { q: { type: "string" } }, required: ["q"], additionalProperties: false }, func: async () => "x" });
class Ping extends StructuredTool {
  name = "ping";
  description = "Ping";
  schema = z.object({ host: z.string() });
}
export const tools = [lookup, find, new Ping()];
`,
      },
      { withoutTypes: ["@langchain/core"] },
    );
    expect(tools.map((t) => [t.line, t.form, t.name, t.route])).toEqual([
      [4, "tool()", "lookup", "zod"],
      [5, "new DynamicStructuredTool()", "lookup", "literal"],
      [6, "extends StructuredTool", "ping", "zod"],
    ]);
    expect(describeMessages(messages["untyped.ts"])).toEqual([
      'duplicate-tool-name@5:48 Tool name "lookup" is already used by the tool on line 4 of this array of tools: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });

  it("keeps tools whose JSON Schema literal is nested too deep for the checker", async () => {
    // TypeScript 5.9's checker throws "Debug Failure" the first time it types such an argument (50
    // nested objects); both tools used to vanish with the exception. `deep` is read statically down
    // to its leaf; `hidden` (a comma expression the evaluator does not read) is kept as unresolved.
    const leaf = { type: ["string", "null"] };
    let schema: JsonObject = leaf;
    for (let level = 0; level < 50; level++) schema = { type: "object", properties: { a: schema }, required: ["a"], additionalProperties: false };
    const source = `import { tool } from "@langchain/core/tools";

export const deep = tool(async () => "x", {
  name: "deep",
  description: "Deep",
  schema: ${JSON.stringify(schema)},
});

export const hidden = tool(async () => "x", { name: "hidden", description: "Hidden", schema: (0, ${JSON.stringify(schema)}) });
`;
    const { tools, messages } = await lintProject({ "deep.ts": source }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic", "google"] } } });
    expect(tools.map((t) => [t.line, t.form, t.name, t.route])).toEqual([
      [3, "tool()", "deep", "literal"],
      [9, "tool()", "hidden", "unresolved"],
    ]);
    expect(tools[0].schema).toEqual(schema);
    const leafColumn = source.split("\n")[5].indexOf('"type":["string","null"]') + 1;
    const leafPath = "properties.a.".repeat(50).slice(0, -1);
    const level = "{ type: string; properties: { a: ";
    const hiddenType = `${level.repeat(6)}{ type: string; properties: { ...; }; required: string[]; additionalProperties: boolean; }; }; required: string[]; addi...`;
    expect(describeMessages(messages["deep.ts"])).toEqual([
      'heavy-definition@3:21 Tool "deep" costs up to 1046 tokens on every call to OpenAI strict mode, Anthropic and Gemini (listed in targets), over the budget of 500. Shorten the descriptions, or split the tool.',
      `silent-transform@6:${leafColumn} On the way to Gemini (listed in targets), LangChain's Gemini converter turns "type": ["string", "null"] into "type": "string", "nullable": true at ${leafPath}. Make sure the handler copes with it.`,
      `unresolved-schema@9:94 No schema findings for this tool: \`input\` of type \`${hiddenType}\` is not a JSON Schema literal or a Standard Schema with a known input type.`,
    ]);
  });
});

describe("LangChain's Gemini converter", () => {
  const cases: [string, JsonObject, JsonObject | undefined, string[]][] = [
    [
      "drops $schema and additionalProperties at every depth, reporting what the model loses",
      {
        $schema: "https://json-schema.org/draft/2020-12/schema",
        type: "object",
        properties: { tags: { type: "object", additionalProperties: { type: "string", additionalProperties: false } } },
        additionalProperties: false,
      },
      { type: "object", properties: { tags: { type: "object" } } },
      // `false` and the dialect marker go unreported: they tell the model nothing.
      ['additionalProperties /properties/tags drops "additionalProperties" from properties.tags'],
    ],
    [
      // Expected values printed by jsonSchemaToGeminiParameters of @langchain/google-common 2.3.2 (2026-12-01).
      "folds [T, null] and [T] and [X, null] unions, replaces exclusiveMinimum",
      {
        type: "object",
        properties: {
          a: { type: ["null", "integer"] },
          b: { type: ["string"] },
          e: { description: "E", anyOf: [{ type: "null" }, { type: "object", properties: { x: { type: ["string", "null"] } }, additionalProperties: false }] },
          n: { type: "number", exclusiveMinimum: 0 },
          m: { type: "number", exclusiveMinimum: 2, exclusiveMaximum: 5 },
        },
      },
      {
        type: "object",
        properties: {
          a: { type: "integer", nullable: true },
          b: { type: "string" },
          // The branch's keys are copied after the node lost its own additionalProperties: this one stays.
          e: { description: "E", type: "object", properties: { x: { type: "string", nullable: true } }, additionalProperties: false, nullable: true },
          n: { type: "number", minimum: 0.01 },
          m: { type: "number", exclusiveMaximum: 5, minimum: 2.00001 },
        },
      },
      [
        'type /properties/a turns "type": ["null", "integer"] into "type": "integer", "nullable": true at properties.a',
        'type /properties/b turns "type": ["string"] into "type": "string" at properties.b',
        'anyOf /properties/e replaces the anyOf of [X, null] at properties.e by X with "nullable": true',
        'type /properties/e/anyOf/1/properties/x turns "type": ["string", "null"] into "type": "string", "nullable": true at properties.e.anyOf.1.properties.x',
        'exclusiveMinimum /properties/n replaces "exclusiveMinimum": 0 by "minimum": 0.01 at properties.n',
        'exclusiveMinimum /properties/m replaces "exclusiveMinimum": 2 by "minimum": 2.00001 at properties.m',
      ],
    ],
    [
      "walks values and property maps too, as LangChain does",
      {
        type: "object",
        properties: { additionalProperties: { type: "string" }, o: { type: "object", default: { additionalProperties: 1 } } },
      },
      { type: "object", properties: { o: { type: "object", default: {} } } },
      [
        'property:additionalProperties  drops the property "additionalProperties" from the properties of the root',
        'default /properties/o drops "additionalProperties" from the "default" value of properties.o',
      ],
    ],
    ["leaves a schema it has nothing to do with alone", { type: "object", properties: { a: { type: "string" } } }, undefined, []],
  ];
  it.each(cases)("%s", (_, input, expected, changes) => {
    const before = structuredClone(input);
    const result = toGeminiParameters(input);
    expect(result.schema).toEqual(expected);
    expect(
      result.changes.map((c) =>
        c.location.kind === "schema"
          ? `${c.location.property ? `property:${c.location.property}` : (c.location.keyword ?? "")} ${c.location.pointer} ${c.change}`
          : c.change,
      ),
    ).toEqual(changes);
    expect(input).toEqual(before);
  });

  it("fails the tool where the converter throws, at the node it throws on: any other type list or union", () => {
    expect(toGeminiParameters({ type: "object", properties: { u: { oneOf: [{ type: "string" }, { type: "number" }] } } })).toEqual({
      changes: [],
      fails:
        'throws "Gemini cannot handle union types (discriminatedUnion, anyOf, oneOf). Consider using a flat object structure with optional fields instead." for the "oneOf" of properties.u',
      failsAt: { pointer: "/properties/u", keyword: "oneOf" },
    });
    expect(toGeminiParameters({ type: "object", properties: { e: { anyOf: [{ type: ["boolean", "null"] }] } } }).fails).toMatch(/^throws .* for the "anyOf" of properties.e$/);
    expect(toGeminiParameters({ type: "object", properties: { a: { type: "string" }, c: { type: ["string", "number"] } } })).toEqual({
      changes: [],
      fails: 'throws "Gemini cannot handle union types" on the type list at properties.c',
      failsAt: { pointer: "/properties/c", keyword: "type" },
    });
    expect(toGeminiParameters({ type: "object", properties: { d: { type: ["null"] } } })).toEqual({
      changes: [],
      fails: 'throws "Gemini cannot handle null type" for "type": ["null"] at properties.d',
      failsAt: { pointer: "/properties/d", keyword: "type" },
    });
  });
});
