import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const PLAIN = `import { tool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { ChatAnthropic } from "@langchain/anthropic";
import { z } from "zod";
import { z as z3 } from "zod3";

const gpt = new ChatOpenAI({ model: "gpt-4o" });
const claude = new ChatAnthropic({ model: "claude-sonnet-4-5" });

const weather = {
  name: "get.weather",
  description: "Weather for a city",
  schema: z.object({ city: z.string(), days: z.number().optional() }),
};
const search = tool(async () => "x", { name: "search", description: "Search", schema: z.object({ q: z.string() }) });
const shared = [{ name: "lookup", description: "Look up", schema: z3.object({ id: z3.string(), note: z3.string().optional() }) }];

export const a = gpt.bindTools([weather, search, ...shared, { name: "search", description: "Again", schema: z.object({ q: z.string() }) }], { strict: true });
export const b = gpt.bindTools([
  {
    name: "report",
    description: "Report",
    schema: { type: "object", properties: { topic: { type: "string" }, pages: { type: "integer" } }, required: ["topic"], additionalProperties: false },
  },
  {
    type: "function",
    function: {
      name: "news",
      description: "News",
      parameters: { type: "object", properties: { topic: { type: "string" }, since: { type: "string" } }, required: ["topic"], additionalProperties: false },
      strict: true,
    },
  },
]);
export const c = claude.bindTools([weather, { name: "note", description: "Note", schema: z.object({ text: z.string() }), extras: { strict: true } }]);
export const d = (model: ChatOpenAI) => model.bindTools([{ name: "unseen", description: "Unseen", schema: z.object({ q: z.string() }) }]);
export const e = gpt.bindTools([{ type: "web_search" }, { name: "broken", description: "Broken", schema: { properties: { q: { type: "string" } } } }]);
export const f = claude.bindTools([{ name: "either", description: "Either", schema: { type: "object", anyOf: [{ required: ["a"] }, { required: ["b"] }], properties: { a: { type: "string" }, b: { type: "string" } } } }]);
`;

const GENAI = `import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { ChatVertexAI } from "@langchain/google-vertexai";

const gemini = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" });
const vertex = new ChatVertexAI({ model: "gemini-2.5-flash" });
const flags = { type: "object", properties: { strict: { type: "boolean" }, level: { type: ["string", "null"] } }, required: ["strict"] };

export const g = gemini.bindTools([{ name: "set_flags", description: "Sets flags", schema: flags }]);
export const v = vertex.bindTools([{ type: "function", function: { name: "set_level", description: "Sets the level", parameters: flags } }]);
`;

const UNTYPED = `import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";

const gpt = new ChatOpenAI({ model: "gpt-4o" });
export const a = gpt.bindTools([{ name: "untyped", description: "Untyped", schema: z.object({ q: z.string().optional() }) }], { strict: true });
`;

describe("LangChain plain objects in bindTools", () => {
  const project = lintProject({ "plain.ts": PLAIN, "genai.ts": GENAI });

  it("reads each plain object once, at its literal, bound where its bindTools sends it", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.form, t.name, t.route, t.destinations.map((d) => d.target)])).toEqual([
      // Bound to a visible ChatGoogleGenerativeAI: google-genai's converter; to a ChatVertexAI: google-common's.
      ["genai.ts", 8, "bindTools() { name, schema }", "set_flags", "literal", ["google-parameters"]],
      ["genai.ts", 9, 'bindTools() { type: "function" }', "set_level", "literal", ["google-parameters"]],
      // A const bound twice: both models' destinations.
      ["plain.ts", 10, "bindTools() { name, schema }", "get.weather", "zod", ["openai-strict", "anthropic"]],
      // A tool() in the same array is its own form's, read once.
      ["plain.ts", 15, "tool()", "search", "zod", ["openai-strict"]],
      // Reached through a spread of a const array: zod 3.
      ["plain.ts", 16, "bindTools() { name, schema }", "lookup", "zod3", ["openai-strict"]],
      ["plain.ts", 18, "bindTools() { name, schema }", "search", "zod", ["openai-strict"]],
      ["plain.ts", 20, "bindTools() { name, schema }", "report", "literal", ["openai"]],
      // The OpenAI function shape keeps its own `strict: true` when bindTools gives none.
      ["plain.ts", 25, 'bindTools() { type: "function" }', "news", "literal", ["openai-strict"]],
      // ChatAnthropic reads `extras.strict` of a plain object too.
      ["plain.ts", 35, "bindTools() { name, schema }", "note", "zod", ["anthropic-strict"]],
      // A model not seen: the default destinations.
      ["plain.ts", 36, "bindTools() { name, schema }", "unseen", "zod", ["openai", "anthropic", "google-parameters"]],
      // `{ type: "web_search" }` is a built-in tool, not read.
      ["plain.ts", 37, "bindTools() { name, schema }", "broken", "literal", ["openai"]],
      ["plain.ts", 38, "bindTools() { name, schema }", "either", "literal", ["anthropic"]],
    ]);
    const schemaOf = (name: string, target: string) => tools.find((t) => t.name === name)?.destinations.find((d) => d.target === target)?.schema;
    // zod 4 through toJsonSchema (draft 2020-12, objects closed), as for a tool().
    expect(schemaOf("get.weather", "openai-strict")).toEqual({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { city: { type: "string" }, days: { type: "number" } },
      required: ["city"],
      additionalProperties: false,
    });
    // A JSON Schema, and an OpenAI function's parameters, are sent as written.
    expect(schemaOf("report", "openai")).toEqual({
      type: "object",
      properties: { topic: { type: "string" }, pages: { type: "integer" } },
      required: ["topic"],
      additionalProperties: false,
    });
    expect(schemaOf("news", "openai-strict")).toEqual({
      type: "object",
      properties: { topic: { type: "string" }, since: { type: "string" } },
      required: ["topic"],
      additionalProperties: false,
    });
  });

  it("reports at the exact place in the plain object", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["plain.ts"])).toEqual([
      'invalid-name@11:9 Tool name "get.weather" is rejected by OpenAI strict mode and Anthropic via LangChain.js: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".',
      'optional-not-required@13:57 Field "days" is optional (not in "required"), which fails the request to OpenAI strict mode via LangChain.js. Use .nullable() instead of .optional().',
      'optional-not-required@16:114 Field "note" is optional (not in "required"), which fails the request to OpenAI strict mode via LangChain.js. Use .nullable() instead of .optional().',
      'duplicate-tool-name@18:69 Tool name "search" is already used by the tool on line 15 of this array of tools: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
      'optional-not-required@30:78 Field "since" is optional (not in "required"), which fails the request to OpenAI strict mode via LangChain.js. List it in "required" and allow null ("type": [T, "null"]).',
      'unsendable-tool@37:106 This tool never reaches OpenAI: LangChain.js does not take this object as a tool, since its schema has no "type" (`isStructuredToolParams` wants a zod schema or a JSON Schema whose "type" is one of "null", "boolean", "object", "array", "number", "string"): ChatAnthropic throws "Unknown tool type passed to ChatAnthropic", google-common throws "Received invalid tool", ChatOpenAI sends the object as it is (or throws when bindTools sets `strict`). Change what the error names.',
      'unsendable-tool@38:103 This tool never reaches Anthropic: ChatAnthropic (@langchain/anthropic) sends the request without this tool, without an error, because its input schema has "anyOf" at the top level. Change what the error names.',
    ]);
    // Each Gemini class through its own converter: google-genai drops a property named "strict" and
    // forwards the type list; google-common folds the type list.
    expect(describeMessages(messages["genai.ts"])).toEqual([
      'silent-transform@6:15 On the way to Gemini\'s parameters field, ChatGoogleGenerativeAI\'s converter (@langchain/google-genai) drops the property "strict" from the root. Make sure the handler copes with it.',
      'silent-transform@6:85 On the way to Gemini\'s parameters field, LangChain\'s Gemini converter turns "type": ["string", "null"] into "type": "string", "nullable": true at properties.level. Make sure the handler copes with it.',
      'unsupported-keyword@6:85 Field "level" has a list of types ("string", "null"), which fails the request to Gemini\'s parameters field via LangChain.js. Use one "type", with "nullable": true for null.',
    ]);
  });

  it("recognises the model from `new ChatOpenAI()` when the packages' types are missing", async () => {
    const { tools, messages } = await lintProject({ "untyped.ts": UNTYPED }, { withoutTypes: ["@langchain/core", "@langchain/openai"] });
    expect(tools.map((t) => [t.line, t.form, t.name, t.route, t.destinations.map((d) => d.target)])).toEqual([[5, "bindTools() { name, schema }", "untyped", "zod", ["openai-strict"]]]);
    expect(describeMessages(messages["untyped.ts"])).toEqual([
      'optional-not-required@5:109 Field "q" is optional (not in "required"), which fails the request to OpenAI strict mode via LangChain.js. Use .nullable() instead of .optional().',
    ]);
  });
});
