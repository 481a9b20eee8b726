import { describe, expect, it } from "vitest";
import { describeMessages, lintProject, type LintedProject } from "../harness.js";

/** The tools found, without the fields that only repeat the schema (hash, tokens). */
function found(project: LintedProject) {
  return project.tools.map((t) => ({ file: t.file, line: t.line, form: t.form, framework: t.framework, name: t.name, route: t.route, unresolved: t.unresolved, schema: t.schema }));
}

const REQUESTS = `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();

export async function ask() {
  await client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 512,
    messages: [{ role: "user", content: "Weather in Paris?" }],
    tools: [
      { name: "get_weather", description: "Current weather", input_schema: { type: "object", properties: { city: { type: "string" } } }, strict: true },
      { type: "web_search_20250305", name: "web_search", max_uses: 2 },
      { name: "get_weather", description: "Forecast", input_schema: { type: "object", properties: { days: { type: "integer" } } } },
    ],
  });
  client.messages.stream({ model: "m", max_tokens: 1, messages: [], tools: [{ name: "stream.tool", description: "s", input_schema: { type: "object" } }] });
  await client.beta.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [{ type: "custom", name: "beta_tool", description: "b", input_schema: { type: "object", properties: { n: { type: "number" } }, oneOf: [{ required: ["n"] }] } }] });
}
`;

const TYPED = `import Anthropic, { Anthropic as A } from "@anthropic-ai/sdk";
import type { Tool } from "@anthropic-ai/sdk/resources/messages";

const client = new A();

export const tools: Anthropic.Tool[] = [
  { name: "lookup_order", description: "Find an order by id", input_schema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] } },
];
export const refund = { name: "refund order", description: "Refund", input_schema: { type: "object", properties: {} } } satisfies Tool;
export const union: A.Messages.ToolUnion[] = [{ type: "bash_20250124", name: "bash" }, { name: "echo", input_schema: { type: "object", properties: {} } }];

export const run = () => client.messages.countTokens({ model: "m", messages: [], tools });
`;

const HELPERS = `import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
import { z } from "zod";
import { z as z3 } from "zod3";

export const weather = betaZodTool({
  name: "get_weather",
  description: "Weather for a city",
  inputSchema: z.object({ city: z.string(), units: z.enum(["c", "f"]).default("c") }),
  strict: true,
  run: async ({ city }) => city,
});
export const legacy = betaZodTool({ name: "legacy", description: "zod 3", inputSchema: z3.object({ a: z3.string() }) as never, run: async () => "ok" });
export const list = betaTool({ name: "list_items", description: "List", inputSchema: { type: "array", items: { type: "string" } } as never, run: async () => "ok" });
`;

const ODD = `import Anthropic from "@anthropic-ai/sdk";

const client = new Anthropic();
declare const params: Anthropic.MessageCreateParamsNonStreaming;
declare function makeTools(): Anthropic.Tool[];
declare const toolName: string;
const base: Anthropic.Tool[] = [];

export async function odd(extra: Anthropic.Tool) {
  await client.messages.create(params);
  await client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: makeTools() });
  await client.messages.create({ model: "m", max_tokens: 1, messages: [], tools: [...base, extra, { name: toolName, description: "dynamic", input_schema: { type: "object", properties: {} } }] });
  await client.messages.create({ ...params, tools: undefined });
  await client.messages.create();
}
`;

describe("@anthropic-ai/sdk", () => {
  it("finds raw tools in requests, typed values and the beta helpers, with their targets and sets", async () => {
    const project = await lintProject({ "requests.ts": REQUESTS, "typed.ts": TYPED, "helpers.ts": HELPERS, "odd.ts": ODD });
    expect(found(project)).toMatchInlineSnapshot(`
      [
        {
          "file": "helpers.ts",
          "form": "betaZodTool()",
          "framework": "Anthropic SDK",
          "line": 6,
          "name": "get_weather",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "properties": {
              "city": {
                "type": "string",
              },
              "units": {
                "default": "c",
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
          "unresolved": undefined,
        },
        {
          "file": "helpers.ts",
          "form": "betaZodTool()",
          "framework": "Anthropic SDK",
          "line": 13,
          "name": "legacy",
          "route": "zod3",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "helpers.ts",
          "form": "betaTool()",
          "framework": "Anthropic SDK",
          "line": 14,
          "name": "list_items",
          "route": "literal",
          "schema": {
            "items": {
              "type": "string",
            },
            "type": "array",
          },
          "unresolved": undefined,
        },
        {
          "file": "odd.ts",
          "form": "messages.create tools[]",
          "framework": "Anthropic SDK",
          "line": 12,
          "name": null,
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "messages.create tools[]",
          "framework": "Anthropic SDK",
          "line": 11,
          "name": "get_weather",
          "route": "literal",
          "schema": {
            "properties": {
              "city": {
                "type": "string",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "messages.create tools[]",
          "framework": "Anthropic SDK",
          "line": 13,
          "name": "get_weather",
          "route": "literal",
          "schema": {
            "properties": {
              "days": {
                "type": "integer",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "messages.stream tools[]",
          "framework": "Anthropic SDK",
          "line": 16,
          "name": "stream.tool",
          "route": "literal",
          "schema": {
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "beta.messages.create tools[]",
          "framework": "Anthropic SDK",
          "line": 17,
          "name": "beta_tool",
          "route": "literal",
          "schema": {
            "oneOf": [
              {
                "required": [
                  "n",
                ],
              },
            ],
            "properties": {
              "n": {
                "type": "number",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "typed.ts",
          "form": "Anthropic.Tool[]",
          "framework": "Anthropic SDK",
          "line": 7,
          "name": "lookup_order",
          "route": "literal",
          "schema": {
            "properties": {
              "id": {
                "type": "string",
              },
            },
            "required": [
              "id",
            ],
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "typed.ts",
          "form": "Tool",
          "framework": "Anthropic SDK",
          "line": 9,
          "name": "refund order",
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "typed.ts",
          "form": "A.Messages.ToolUnion[]",
          "framework": "Anthropic SDK",
          "line": 10,
          "name": "echo",
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
      ]
    `);
    expect(describeMessages(project.messages["requests.ts"])).toMatchInlineSnapshot(`
      [
        "missing-additional-properties-false@11:76 The root is an open object, which fails the request to Anthropic strict tool use via the Anthropic SDK. Add "additionalProperties": false.",
        "duplicate-tool-name@13:15 Tool name "get_weather" is already used by the tool on line 11 of this \`tools\` array: the request can be rejected, and the model cannot tell the two apart. Rename one of them.",
        "invalid-name@16:85 Tool name "stream.tool" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "stream_tool".",
        "root-not-object@17:214 The schema root uses "oneOf": a union at the top level fails the request to Anthropic via the Anthropic SDK. Use an object root with the union in a property.",
      ]
    `);
    expect(describeMessages(project.messages["typed.ts"])).toMatchInlineSnapshot(`
      [
        "invalid-name@9:31 Tool name "refund order" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "refund_order".",
      ]
    `);
    expect(describeMessages(project.messages["helpers.ts"])).toMatchInlineSnapshot(`
      [
        "silent-transform@9:71 On the way to Anthropic strict tool use, betaZodTool makes properties.units required (zod's output conversion of a field with a default). Make sure the handler copes with it.",
        "root-not-object@13:91 The framework cannot convert a zod 3 schema, so the tool reaches Anthropic via the Anthropic SDK without parameters. Pass a JSON Schema object or a schema it converts.",
        "root-not-object@14:86 The schema root is "type": "array", not an object, which fails the request to Anthropic via the Anthropic SDK. Use an object root with the value in a property.",
      ]
    `);
    expect(describeMessages(project.messages["odd.ts"])).toMatchInlineSnapshot(`[]`);
  });

  it("recognises the client and the helpers from imports when the package's types are absent", async () => {
    const project = await lintProject(
      {
        // The package resolves to a module with no exports: its types are absent.
        "stub/empty.d.ts": "export {};",
        "missing.ts": `import Anthropic from "@anthropic-ai/sdk";
import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { z } from "zod";
const client = new Anthropic();
client.messages.create({ tools: [{ name: "a.b", description: "d", input_schema: { type: "object", properties: {} } }] });
betaZodTool({ name: "zod tool", description: "d", inputSchema: z.object({ q: z.string() }), run: async () => "" });
`,
      },
      {
        tsconfig: {
          compilerOptions: {
            target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: false, noEmit: true, skipLibCheck: true, types: [],
            baseUrl: ".", paths: { "@anthropic-ai/sdk": ["./stub/empty.d.ts"], "@anthropic-ai/sdk/*": ["./stub/empty.d.ts"] },
          },
        },
      },
    );
    expect(found(project)).toMatchInlineSnapshot(`
      [
        {
          "file": "missing.ts",
          "form": "messages.create tools[]",
          "framework": "Anthropic SDK",
          "line": 5,
          "name": "a.b",
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "missing.ts",
          "form": "betaZodTool()",
          "framework": "Anthropic SDK",
          "line": 6,
          "name": "zod tool",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
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
          "unresolved": undefined,
        },
      ]
    `);
    expect(describeMessages(project.messages["missing.ts"])).toMatchInlineSnapshot(`
      [
        "invalid-name@5:42 Tool name "a.b" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "a_b".",
        "invalid-name@6:21 Tool name "zod tool" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "zod_tool".",
      ]
    `);
  });
});

const RUNNERS_AND_AGENTS = `import Anthropic from "@anthropic-ai/sdk";
import type { BetaRunnableTool } from "@anthropic-ai/sdk/lib/tools/BetaRunnableTool";
import type { BetaManagedAgentsCustomToolParams } from "@anthropic-ai/sdk/resources/beta/agents";
import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";

const client = new Anthropic();
export const currentTime: BetaRunnableTool<Record<string, never>> = {
  type: "custom",
  name: "current time",
  description: "Now",
  input_schema: { type: "object", properties: {} },
  parse: (x) => x as Record<string, never>,
  run: async () => "now",
};
export const lookup: BetaManagedAgentsCustomToolParams = { type: "custom", name: "lookup", description: "Find", input_schema: { type: "object", properties: { id: { type: "string" } } }, strict: true } as never;
export async function go() {
  await client.beta.messages.toolRunner({
    model: "m",
    max_tokens: 1,
    messages: [],
    tools: [currentTime, betaTool({ name: "strict_one", description: "s", inputSchema: { type: "object", properties: { a: { type: "string" } } }, strict: true, run: async () => "x" })],
  });
  await client.beta.agents.create({
    name: "agent",
    model: "claude-sonnet-5",
    tools: [{ type: "agent_toolset_20260401" }, { type: "mcp_toolset", mcp_server_name: "docs" }, { type: "custom", name: "get.weather", description: "w", input_schema: { type: "object", properties: { city: { type: "string" } } } }],
  });
  await client.beta.agents.update("agent_1", { version: 1, tools: [{ type: "custom", name: "upd", description: "u", input_schema: { type: "object", properties: {} } }] });
}
`;

describe("@anthropic-ai/sdk runnable tools and Managed Agents custom tools", () => {
  const EXPECTED = [
    [7, "BetaRunnableTool", "current time", ["anthropic"]],
    // Managed Agents custom tools have no `strict`: an off-type one does not make them strict.
    [15, "BetaManagedAgentsCustomToolParams", "lookup", ["anthropic"]],
    [21, "betaTool()", "strict_one", ["anthropic-strict"]],
    [26, "beta.agents.create tools[]", "get.weather", ["anthropic"]],
    [28, "beta.agents.update tools[]", "upd", ["anthropic"]],
  ];

  it("finds them with their targets", async () => {
    const project = await lintProject({ "runners.ts": RUNNERS_AND_AGENTS });
    expect(project.tools.map((t) => [t.line, t.form, t.name, t.destinations.map((d) => d.target)])).toEqual(EXPECTED);
    expect(describeMessages(project.messages["runners.ts"])).toEqual([
      'invalid-name@9:9 Tool name "current time" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "current_time".',
      'missing-additional-properties-false@21:88 The root is an open object, which fails the request to Anthropic strict tool use via the Anthropic SDK. Add "additionalProperties": false.',
      'invalid-name@26:123 Tool name "get.weather" is rejected by Anthropic via the Anthropic SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".',
    ]);
  });

  it("finds the agent methods and the runnable type without the package's types", async () => {
    const project = await lintProject({ "runners.ts": RUNNERS_AND_AGENTS }, { withoutTypes: ["@anthropic-ai/sdk"] });
    expect(project.tools.map((t) => [t.line, t.form, t.name, t.destinations.map((d) => d.target)])).toEqual(EXPECTED);
  });
});
