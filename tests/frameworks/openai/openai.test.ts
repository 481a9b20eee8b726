import { describe, expect, it } from "vitest";
import { openai, openaiZodHelpers } from "../../../src/frameworks/openai/index.js";
import { rawTargets } from "../../../src/frameworks/openai/raw-tools.js";
import { openaiStandardStrict, standardOneOf } from "../../../src/frameworks/openai/standard-helper.js";
import { strictHelperNormalisation } from "../../../src/frameworks/openai/strict-helper.js";
import { describeMessages, lintProject, NEWEST } from "../harness.js";

const chat = `import OpenAI from "openai";
const client = new OpenAI();
const extra = [{ type: "function" as const, function: { name: "extra", parameters: { type: "object", properties: {} } } }];
export async function ask() {
  await client.chat.completions.create({
    model: "gpt-4.1",
    messages: [{ role: "user", content: "hi" }],
    tools: [
      {
        type: "function",
        function: {
          name: "get.weather",
          description: "Current weather for a city.",
          parameters: { type: "object", properties: { city: { type: "string" } } },
          strict: true,
        },
      },
      { type: "function", function: { name: "search docs", parameters: { type: "object", properties: { q: { type: "string" } } } } },
      { type: "custom", custom: { name: "free form" } },
      ...extra,
    ],
  });
  await client.chat.completions.parse({
    model: "gpt-4.1",
    messages: [],
    tools: [{ type: "function", function: { name: "parse_me", parameters: { type: "object", properties: { n: { type: "number" } }, required: ["n"], additionalProperties: false }, strict: true } }],
  });
}
`;

const responses = `import { AzureOpenAI } from "openai";
const azure = new AzureOpenAI({ apiVersion: "2025-04-01-preview" });
export async function respond() {
  await azure.responses.create({
    model: "gpt-4.1",
    input: "hi",
    tools: [
      { type: "web_search" },
      { type: "function", name: "lookup_order", description: "Find an order.", parameters: { type: "object", properties: { id: { type: "string", format: "uuid" } } }, strict: false },
      { type: "function", name: "cancel_order", parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false }, strict: true },
    ],
  });
  await azure.beta.responses.create({
    model: "gpt-4.1",
    tools: [{ type: "function", name: "track.parcel", parameters: { type: "object", properties: { code: { type: "string" } } } }],
  } as never);
}
`;

const typed = `import OpenAI from "openai";
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import type { FunctionTool } from "openai/resources/responses/responses";
const chatTools: ChatCompletionTool[] = [
  { type: "function", function: { name: "list_files", parameters: { type: "object", properties: { dir: { type: "string" } }, required: ["dir"] } } },
];
const qualified: OpenAI.Chat.ChatCompletionTool = {
  type: "function",
  function: { name: "read/file", parameters: { type: "object", properties: {} }, strict: true },
};
const flat = { type: "function", name: "ping", parameters: { type: "object", properties: { at: { type: "string" } } }, strict: true } satisfies FunctionTool;
`;

const zod = `import { zodFunction, zodResponsesFunction } from "openai/helpers/zod";
import { z } from "zod";
import { z as z3 } from "zod3";
const book = zodFunction({
  name: "book_table",
  description: "Book a table.",
  parameters: z.object({
    guests: z.number().int(),
    note: z.string().optional(),
    seat: z.string().nullable().optional(),
    time: z.string().default("19:00"),
  }),
  function: async () => "ok",
});
const refund = zodResponsesFunction({
  name: "refund.order",
  parameters: z3.object({ id: z3.string(), reason: z3.string().optional() }),
});
`;

const odd = `import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
import { z } from "zod";
declare function toolName(): string;
declare function loadTools(): OpenAI.Chat.ChatCompletionTool[];
const client = new OpenAI();
export async function run(params: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, schema: Record<string, unknown>) {
  await client.chat.completions.create(params);
  await client.chat.completions.create({ model: "m", messages: [], tools: loadTools() });
  await client.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: toolName(), parameters: { type: "object", properties: {} } } }] });
  client.chat.completions.stream({ model: "m", messages: [], tools: [{ type: "function", function: { name: "opaque", parameters: schema } }] });
  await client.chat.completions.create({ ...params, tools: [zodFunction({ name: "dyn", parameters: z.object({ a: z.string() }) })] });
  const other = { chat: { completions: { create: (x: unknown) => x } } };
  other.chat.completions.create({ tools: [{ type: "function", function: { name: "not.openai" } }] });
}
`;

const absent = `import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { z } from "zod";
const client = new OpenAI();
export const tools: ChatCompletionTool[] = [{ type: "function", function: { name: "typed tool", parameters: { type: "object", properties: {} } } }];
export async function go() {
  await client.responses.create({ model: "m", input: "x", tools: [{ type: "function", name: "flat.tool", parameters: { type: "object", properties: {} }, strict: true }] });
  return zodFunction({ name: "zod_tool", parameters: z.object({ a: z.string().optional() }) });
}
`;

describe("openai-node through the project harness", () => {
  it("finds raw tools in every request form, typed values and the zod helpers", async () => {
    const { tools, messages } = await lintProject({ "chat.ts": chat, "responses.ts": responses, "typed.ts": typed, "zod.ts": zod, "odd.ts": odd });
    expect(tools.map((t) => [t.file, t.line, t.form, t.framework, t.name, t.route])).toEqual(EXPECTED_TOOLS);
    expect(tools.find((t) => t.name === "get.weather")?.schema).toEqual({ type: "object", properties: { city: { type: "string" } } });
    // The helper converts zod for draft-07, whose `$schema` it sends.
    expect(tools.find((t) => t.name === "book_table")?.schema).toEqual({ $schema: "http://json-schema.org/draft-07/schema#", ...BOOK_TABLE_DRAFT });
    expect(Object.fromEntries(Object.entries(messages).map(([file, list]) => [file, describeMessages(list)]))).toEqual(EXPECTED_MESSAGES);
  });

  it("recognises the client, the helpers and the tool types without the package's types", async () => {
    const { tools, messages } = await lintProject({ "absent.ts": absent }, { withoutTypes: ["openai"] });
    expect(tools.map((t) => [t.line, t.form, t.framework, t.name, t.route])).toEqual([
      [6, "ChatCompletionTool value", "OpenAI SDK", "typed tool", "literal"],
      [8, "responses.create tools[]", "OpenAI SDK", "flat.tool", "literal"],
      [9, "zodFunction()", "OpenAI SDK zod helpers", "zod_tool", "zod"],
    ]);
    expect(describeMessages(messages["absent.ts"])).toEqual(ABSENT_MESSAGES);
  });
});

describe("openai-node targets and sends", () => {
  it.each([
    [true, ["openai-strict"]],
    [false, ["openai"]],
    [undefined, ["openai"]],
  ] as const)("a raw tool with strict %s goes to %j", (strict, targets) => {
    expect(rawTargets({ version: "7.59.0", strict })).toEqual(targets);
  });

  it("sends raw tools as written and the helpers' zod through their strict normalisation", () => {
    expect(openai.sends).toEqual({ literal: "as-written", typed: "as-written", libraries: {}, replaceNonObjectRoot: false });
    expect(openaiZodHelpers.transforms?.map((t) => [t.id, t.targets, t.quiet ?? false])).toEqual([
      ["openai-zod-strict", "all", false],
      ["openai-zod-schema-uri", "all", true],
    ]);
  });

  it("renames a discriminated union's oneOf to anyOf, as the helper's override does", () => {
    const branches = [
      { type: "object", properties: { kind: { type: "string", const: "a" } }, required: ["kind"] },
      { type: "object", properties: { kind: { type: "string", const: "b" } }, required: ["kind"] },
    ];
    const { schema } = strictHelperNormalisation({ type: "object", properties: { shape: { oneOf: branches } }, required: ["shape"] });
    const shape = (schema.properties as Record<string, Record<string, unknown>>).shape;
    expect(Object.keys(shape)).toEqual(["anyOf"]);
    expect((shape.anyOf as unknown[]).length).toBe(2);
  });

  it("normalises only what the helper normalises exactly", () => {
    const result = strictHelperNormalisation({
      type: "object",
      properties: {
        a: { type: "string" },
        b: { anyOf: [{ type: "string" }, { type: "null" }] },
        c: { type: "integer", default: 3 },
        d: { type: "object", properties: { e: { type: "string" } } },
      },
      required: ["a"],
    });
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        a: { type: "string" },
        b: { anyOf: [{ type: "string" }, { type: "null" }] },
        c: { type: "integer", default: 3 },
        d: { type: "object", properties: { e: { type: "string" } }, additionalProperties: false },
      },
      required: ["a", "b", "c"],
      additionalProperties: false,
    });
    expect(result.changes).toEqual([
      {
        location: { kind: "schema", pointer: "/properties/c", keyword: "default" },
        change: 'makes "c" required because it has a default, so the model must always send a value',
      },
    ]);
  });
});

/** Spread tools (`...extra`) are read from their const; `type: "custom"`, helper calls and opaque `tools` are not raw tools. */
const EXPECTED_TOOLS = [
  ["chat.ts", 3, "chat.completions.create tools[]", "OpenAI SDK", "extra", "literal"],
  ["chat.ts", 9, "chat.completions.create tools[]", "OpenAI SDK", "get.weather", "literal"],
  ["chat.ts", 18, "chat.completions.create tools[]", "OpenAI SDK", "search docs", "literal"],
  ["chat.ts", 26, "chat.completions.parse tools[]", "OpenAI SDK", "parse_me", "literal"],
  // `tools: loadTools()`: a list no source shows, said once where it is handed over.
  ["odd.ts", 9, "chat.completions.create tools[]", "OpenAI SDK", null, "unresolved"],
  ["odd.ts", 10, "chat.completions.create tools[]", "OpenAI SDK", null, "literal"],
  ["odd.ts", 11, "chat.completions.stream tools[]", "OpenAI SDK", "opaque", "unresolved"],
  ["odd.ts", 12, "zodFunction()", "OpenAI SDK zod helpers", "dyn", "zod"],
  ["responses.ts", 9, "responses.create tools[]", "OpenAI SDK", "lookup_order", "literal"],
  ["responses.ts", 10, "responses.create tools[]", "OpenAI SDK", "cancel_order", "literal"],
  ["responses.ts", 15, "beta.responses.create tools[]", "OpenAI SDK", "track.parcel", "literal"],
  ["typed.ts", 5, "ChatCompletionTool value", "OpenAI SDK", "list_files", "literal"],
  ["typed.ts", 7, "ChatCompletionTool value", "OpenAI SDK", "read/file", "literal"],
  ["typed.ts", 11, "FunctionTool value", "OpenAI SDK", "ping", "literal"],
  ["zod.ts", 4, "zodFunction()", "OpenAI SDK zod helpers", "book_table", "zod"],
  ["zod.ts", 15, "zodResponsesFunction()", "OpenAI SDK zod helpers", "refund.order", "zod3"],
];

/** The zod 4 draft; the helper's normalisation (additionalProperties, "seat" and "time" required) applies per target. */
const BOOK_TABLE_DRAFT = {"type": "object", "properties": {"guests": {"type": "integer", "minimum": -9007199254740991, "maximum": 9007199254740991}, "note": {"type": "string"}, "seat": {"type": ["string", "null"]}, "time": {"default": "19:00", "type": "string"}}, "required": ["guests"]};

/**
 * Dynamic names and spread request objects report nothing; a `parameters` known only as
 * `Record<string, unknown>` is explained by unresolved-schema. "note" is optional without null, which
 * the helper throws on; "seat" accepts null and "time" has a default, which the helper makes required.
 */
const EXPECTED_MESSAGES = {
  "chat.ts": [
    'invalid-name@12:17 Tool name "get.weather" is rejected by OpenAI strict mode via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".',
    'missing-additional-properties-false@14:23 The root is an open object, which fails the request to OpenAI strict mode via the OpenAI SDK. Add "additionalProperties": false.',
    'optional-not-required@14:55 Field "city" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK. List it in "required" and allow null ("type": [T, "null"]).',
    'invalid-name@18:45 Tool name "search docs" is rejected by OpenAI via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "search_docs".',
  ],
  "responses.ts": [
    'invalid-name@15:39 Tool name "track.parcel" is rejected by OpenAI via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "track_parcel".',
  ],
  "typed.ts": [
    'invalid-name@9:21 Tool name "read/file" is rejected by OpenAI strict mode via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "read_file".',
    'missing-additional-properties-false@9:46 The root is an open object, which fails the request to OpenAI strict mode via the OpenAI SDK. Add "additionalProperties": false.',
    'missing-additional-properties-false@11:60 The root is an open object, which fails the request to OpenAI strict mode via the OpenAI SDK. Add "additionalProperties": false.',
    'optional-not-required@11:92 Field "at" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK. List it in "required" and allow null ("type": [T, "null"]).',
  ],
  "zod.ts": [
    'optional-not-required@9:22 Field "note" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK zod helpers. Use .nullable() instead of .optional().',
    'optional-forced-required@10:33 Field "seat" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI SDK zod helpers: the model must always fill it. Make it required, or accept null.',
    "silent-transform@11:22 On the way to OpenAI strict mode, openai-node's zod helper makes \"time\" required because it has a default, so the model must always send a value. Make sure the handler copes with it.",
    'unsupported-keyword@11:22 Field "time" uses "default", which fails the request to OpenAI strict mode via the OpenAI SDK zod helpers. Remove the check that adds it, and state the rule in the description.',
    'invalid-name@16:9 Tool name "refund.order" is rejected by OpenAI strict mode via the OpenAI SDK zod helpers: it may use only letters, digits, `_` and `-`. Rename it, e.g. "refund_order".',
    'optional-not-required@17:64 Field "reason" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK zod helpers. Use .nullable() instead of .optional().',
  ],
  "odd.ts": [
    "unfollowed-tools@9:75 The tools `chat.completions.create tools[]` takes here are not checked: the listed tools `loadTools()` are not an array or a `map` written in the source, and no object literal of the program is written with their type. Declare each with the type that reaches here.",
    "unresolved-schema@11:130 No schema findings for this tool: `input` of type `Record<string, unknown>` is not a JSON Schema literal or a Standard Schema with a known input type.",
  ],
};

const ABSENT_MESSAGES = [
  'invalid-name@6:83 Tool name "typed tool" is rejected by OpenAI via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "typed_tool".',
  'invalid-name@8:93 Tool name "flat.tool" is rejected by OpenAI strict mode via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "flat_tool".',
  'missing-additional-properties-false@8:118 The root is an open object, which fails the request to OpenAI strict mode via the OpenAI SDK. Add "additionalProperties": false.',
  'optional-not-required@9:79 Field "a" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK zod helpers. Use .nullable() instead of .optional().',
];

const helpers = `import OpenAI from "openai";
import { standardFunction, standardResponsesFunction } from "openai/helpers/standard-schema";
import { zodRealtimeFunction } from "openai/helpers/zod";
import { z } from "zod";
import { z as z3 } from "zod/v3";
const client = new OpenAI();
export const a = standardFunction({ name: "std.zod", parameters: z.object({ n: z.string().nullable().optional(), d: z.enum(["x", "y"]).default("x") }), function: async () => "x" });
export const b = standardResponsesFunction({ name: "std_schema", parameters: z3.object({ a: z3.string() }), schema: { type: "object", properties: { s: { oneOf: [{ type: "string" }, { type: "integer" }] } }, required: ["s"] } });
export const c = standardResponsesFunction({ name: "std_overlap", parameters: z3.object({ a: z3.string() }), schema: { type: "object", properties: { s: { oneOf: [{ type: "string" }, { type: "string", minLength: 3 }] } }, required: ["s"] } });
export const d = standardFunction({ name: "std_zod3", parameters: z3.object({ a: z3.string() }) });
export const e = zodRealtimeFunction({ name: "rt", description: "d", parameters: z.object({ a: z.string(), b: z.number().optional(), c: z.string().default("q") }) });
export async function go() {
  await client.chat.completions.create({
    model: "m",
    messages: [],
    functions: [{ name: "legacy fn", description: "d", parameters: { type: "object", properties: { q: { type: "string" } } }, strict: true } as never],
  });
}
`;

describe("openai-node's Standard Schema and Realtime helpers and the legacy functions", () => {
  it("finds each with its target and reports what the SDK refuses", async () => {
    const { tools, messages } = await lintProject({ "helpers.ts": helpers });
    expect(tools.map((t) => [t.line, t.form, t.framework, t.name, t.route, t.destinations.map((d) => d.target)])).toEqual([
      [7, "standardFunction()", "OpenAI SDK Standard Schema helpers", "std.zod", "zod", ["openai-strict"]],
      [8, "standardResponsesFunction()", "OpenAI SDK Standard Schema helpers", "std_schema", "literal", ["openai-strict"]],
      [9, "standardResponsesFunction()", "OpenAI SDK Standard Schema helpers", "std_overlap", "literal", ["openai-strict"]],
      [10, "standardFunction()", "OpenAI SDK Standard Schema helpers", "std_zod3", "zod3", ["openai-strict"]],
      [11, "zodRealtimeFunction()", "OpenAI SDK Realtime helper", "rt", "zod", ["openai"]],
      // An off-type `strict: true` in a legacy function does not make it strict.
      [16, "chat.completions.create functions[]", "OpenAI SDK", "legacy fn", "literal", ["openai"]],
    ]);
    const sent = (name: string) => tools.find((t) => t.name === name)?.destinations[0]?.schema;
    // The input side: the defaulted "d" stays optional (the helper throws on it), the nullable "n" is made required.
    expect(sent("std.zod")).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { n: { type: ["string", "null"] }, d: { default: "x", type: "string", enum: ["x", "y"] } },
      required: ["n"],
      additionalProperties: false,
    });
    expect(sent("std_schema")).toEqual({ type: "object", properties: { s: { anyOf: [{ type: "string" }, { type: "integer" }] } }, required: ["s"], additionalProperties: false });
    // No strict normalisation on the Realtime path: optional and defaulted fields stay as zod writes them.
    expect(sent("rt")).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { a: { type: "string" }, b: { type: "number" }, c: { default: "q", type: "string" } },
      required: ["a"],
    });
    expect(describeMessages(messages["helpers.ts"])).toEqual([
      'invalid-name@7:43 Tool name "std.zod" is rejected by OpenAI strict mode via the OpenAI SDK Standard Schema helpers: it may use only letters, digits, `_` and `-`. Rename it, e.g. "std_zod".',
      'optional-forced-required@7:102 Field "n" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI SDK Standard Schema helpers: the model must always fill it. Make it required, or accept null.',
      'optional-not-required@7:136 Field "d" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK Standard Schema helpers. Use .nullable() instead of .optional().',
      'unsupported-keyword@7:136 Field "d" uses "default", which fails the request to OpenAI strict mode via the OpenAI SDK Standard Schema helpers. Remove the check that adds it, and state the rule in the description.',
      "unsendable-tool@9:155 This tool never reaches OpenAI strict mode: openai-node's Standard Schema helper throws at definition: \"Standard JSON Schema generated a `oneOf` whose branches are not provably mutually exclusive.\". Change what the error names.",
      "unsendable-tool@10:18 This tool never reaches OpenAI strict mode: openai-node's Standard Schema helper throws at definition: \"Standard Schema helpers require a JSON Schema. Pass `schema` or use a schema that implements `~standard.jsonSchema.input()`.\" (a zod 3 schema has no `~standard.jsonSchema`). Change what the error names.",
      'invalid-name@16:25 Tool name "legacy fn" is rejected by OpenAI via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "legacy_fn".',
    ]);
  });

  it("recognises them without the package's types", async () => {
    const { tools } = await lintProject({ "helpers.ts": helpers }, { withoutTypes: ["openai"] });
    expect(tools.map((t) => [t.line, t.form, t.name])).toEqual([
      [7, "standardFunction()", "std.zod"],
      [8, "standardResponsesFunction()", "std_schema"],
      [9, "standardResponsesFunction()", "std_overlap"],
      [10, "standardFunction()", "std_zod3"],
      [11, "zodRealtimeFunction()", "rt"],
      [16, "chat.completions.create functions[]", "legacy fn"],
    ]);
  });
});

describe("the Standard Schema helper's oneOf proof (normalizeStructuredOutputSchema)", () => {
  const object = (properties: Record<string, unknown>, required: string[], closed = false) => ({ type: "object", properties, required, ...(closed ? { additionalProperties: false } : {}) });
  const cases: readonly (readonly [string, unknown[], "anyOf" | "oneOf" | "throws"])[] = [
    ["disjoint types", [{ type: "string" }, { type: "integer" }], "anyOf"],
    ["integer and number overlap", [{ type: "integer" }, { type: "number" }], "throws"],
    ["disjoint literals", [{ const: "a" }, { enum: ["b", "c"] }], "anyOf"],
    ["a discriminator both require", [object({ k: { const: "a" } }, ["k"]), object({ k: { const: "b" } }, ["k"])], "anyOf"],
    ["a discriminator one side leaves optional", [object({ k: { const: "a" } }, ["k"]), object({ k: { const: "b" } }, [])], "throws"],
    ["closed objects, one requires a key the other lacks", [object({ a: { type: "string" } }, ["a"], true), object({ b: { type: "string" } }, ["b"], true)], "anyOf"],
    ["open objects with different keys", [object({ a: { type: "string" } }, ["a"]), object({ b: { type: "string" } }, ["b"])], "throws"],
    ["a $ref the SDK would resolve", [{ $ref: "#/$defs/A" }, { type: "integer" }], "oneOf"],
    ["a false branch ignored", [{ type: "string" }, false, { type: "boolean" }], "anyOf"],
  ];
  it.each(cases)("%s", (_label, branches, expected) => {
    const result = standardOneOf({ type: "object", properties: { v: { oneOf: branches as never } }, required: ["v"], $defs: { A: { type: "string" } } });
    if (expected === "throws") return expect("fails" in result).toBe(true);
    const v = ("schema" in result ? (result.schema.properties as Record<string, Record<string, unknown>>).v : undefined)!;
    expect(Object.keys(v)).toEqual([expected]);
  });

  it("throws where the helper refuses a oneOf beside an anyOf", () => {
    expect(standardOneOf({ type: "object", properties: { v: { oneOf: [{ type: "string" }], anyOf: [{ type: "string" }] } } })).toHaveProperty("fails");
  });

  it("refuses zod 3 and leaves defaults optional, unlike the zod helpers", () => {
    expect(openaiStandardStrict.apply({ schema: { type: "object", properties: {} }, name: "t", route: "zod3" }, NEWEST).fails).toMatch(/require a JSON Schema/);
    const result = openaiStandardStrict.apply({ schema: { type: "object", properties: { d: { type: "string", default: "x" } } }, name: "t", route: "zod" }, NEWEST);
    expect(result.schema).toEqual({ type: "object", properties: { d: { type: "string", default: "x" } }, additionalProperties: false });
  });
});
