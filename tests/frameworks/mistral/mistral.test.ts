import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// @mistralai/mistralai is installed apart (tests/wire/mistral, its OpenTelemetry peer conflicts with
// Genkit's): the project links it under its node_modules, so the checker sees the SDK's real types.
const SDK = path.join(import.meta.dirname, "..", "..", "wire", "mistral", "node_modules", "@mistralai", "mistralai");

const REQUESTS = `import { Mistral } from "@mistralai/mistralai";

const client = new Mistral({ apiKey: "k" });
const messages = [{ role: "user" as const, content: "hi" }];

export const ask = () =>
  client.chat.complete({
    model: "mistral-large-latest",
    messages,
    tools: [
      { type: "function", function: { name: "get_weather", description: "Weather", parameters: { type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } }, required: ["city"] } } },
      { type: "web_search" },
      { type: "function", function: { name: "search.docs", parameters: { type: "object", properties: { q: { type: "string" } } } } },
      { type: "function", function: { name: "pages", parameters: { type: "object", properties: { n: { type: "integer", minimum: 0, exclusiveMinimum: true } } } } },
      { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: {} } } },
    ],
  });

export const stream = () =>
  client.chat.stream({ model: "m", messages, tools: [{ type: "function", function: { name: "strict_one", strict: true, parameters: { type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"] } } }] });

export const agent = () => client.agents.stream({ agentId: "ag", messages, tools: [{ type: "function", function: { name: "agent_tool", parameters: { type: "object", properties: {} } } }] });

export const conversation = () =>
  client.beta.conversations.startStream({ inputs: "hi", tools: [{ type: "function", function: { name: "conversation_tool", parameters: { type: "object", properties: { id: { type: "string" } } } } }] });
`;

const TYPED = `import { Mistral } from "@mistralai/mistralai";
import type { FunctionT, FunctionTool, Tool } from "@mistralai/mistralai/models/components";

const client = new Mistral({ apiKey: "k" });

const tools: Tool[] = [
  { type: "function", function: { name: "typed_tool", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } } },
];
export const send = () => client.agents.complete({ agentId: "ag", messages: [], tools: tools as never });

export const single: FunctionTool = { type: "function", function: { name: "single tool", parameters: { type: "object", properties: {} } } };

const fn: FunctionT = { name: "apart", description: "Written apart", parameters: { type: "object", properties: { x: { type: "number", maximum: 9, exclusiveMaximum: false } } } };
export const create = () => client.beta.agents.create({ model: "m", name: "n", tools: [{ type: "function", function: fn }] });
export const update = () => client.beta.agents.update({ agentId: "ag", updateAgentRequest: { tools: [{ type: "function", function: { name: "updated", parameters: { type: "object", properties: {} } } }] } });
`;

const REFUSED = `import { Mistral } from "@mistralai/mistralai";
import { z } from "zod";

const client = new Mistral({ apiKey: "k" });
const messages = [{ role: "user" as const, content: "hi" }];

export const noParameters = () => client.chat.complete({ model: "m", messages, tools: [{ type: "function", function: { name: "ping" } } as never] });
export const noType = () => client.chat.complete({ model: "m", messages, tools: [{ function: { name: "pong", parameters: { type: "object" } } } as never] });
export const zodInput = () => client.chat.complete({ model: "m", messages, tools: [{ type: "function", function: { name: "zod_tool", parameters: z.object({ q: z.string() }) } }] });
`;

const NOT_MISTRAL = `const client = { chat: { complete: (_: unknown) => undefined } };
export const other = () => client.chat.complete({ tools: [{ type: "function", function: { name: "not.mistral", parameters: { type: "object" } } }] });
`;

const files = { "requests.ts": REQUESTS, "typed.ts": TYPED, "refused.ts": REFUSED, "other.ts": NOT_MISTRAL };

describe("Mistral SDK", () => {
  const project = lintProject(files, { links: { "node_modules/@mistralai/mistralai": SDK } });

  it("finds every function tool once, by its form, sent to mistral", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.framework, t.destinations.map((d) => d.target)])).toEqual(FOUND);
  });

  it.each([
    [
      "requests.ts",
      [
        // The dotted name, at the name; the draft-04 bound, at the keyword; the second get_weather of the array.
        'invalid-name@13:45 Tool name "search.docs" is rejected by Mistral via the Mistral SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "search_docs".',
        'unsupported-keyword@14:132 Field "n" has "exclusiveMinimum": true (draft-04), which fails the request to Mistral via the Mistral SDK. Put the bound in "exclusiveMinimum" and drop "minimum".',
        'duplicate-tool-name@15:45 Tool name "get_weather" is already used by the tool on line 11 of this tools array: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
      ],
    ],
    [
      "typed.ts",
      [
        'invalid-name@11:75 Tool name "single tool" is rejected by Mistral via the Mistral SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "single_tool".',
        'unsupported-keyword@13:147 Field "x" has "exclusiveMaximum": false (draft-04), which fails the request to Mistral via the Mistral SDK. Put the bound in "exclusiveMaximum" and drop "maximum".',
      ],
    ],
    [
      "refused.ts",
      // At the tool: the SDK refuses the whole element.
      [
        'unsendable-tool@7:88 This tool never reaches Mistral: the Mistral SDK throws "Input validation failed" before sending: `function.parameters` is required. Change what the error names.',
        'unsendable-tool@8:82 This tool never reaches Mistral: the Mistral SDK throws "Input validation failed" before sending: a function tool needs `type: "function"`. Change what the error names.',
        'unsendable-tool@9:84 This tool never reaches Mistral: the Mistral SDK throws "Input validation failed" before sending: `parameters` must be a JSON Schema object, not a zod schema (convert it with z.toJSONSchema). Change what the error names.',
      ],
    ],
    ["other.ts", []],
  ])("%s: findings at exact positions", async (file, expected) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(expected);
  });

  it("sends parameters as written, strict or not, and reads a zod schema for the SDK's refusal", async () => {
    const { tools } = await project;
    const view = (name: string) => tools.find((t) => t.name === name)?.destinations[0]?.schema;
    expect(view("get_weather")).toEqual({ type: "object", properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } }, required: ["city"] });
    // No strict-mode rule of another provider: Mistral's `strict` is passed on and changes nothing known.
    expect(view("strict_one")).toEqual({ type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a"] });
    expect(tools.find((t) => t.name === "zod_tool")?.route).toBe("zod");
  });

  it("recognises the client from `new Mistral()` without the SDK's types", async () => {
    const { tools } = await lintProject({ "requests.ts": REQUESTS }, { withoutTypes: ["@mistralai/mistralai"] });
    expect(tools.map((t) => [t.line, t.name])).toEqual(FOUND.filter(([file]) => file === "requests.ts").map(([, line, name]) => [line, name]));
  });
});

/** `[file, line, name, form, framework, targets]` of every tool found. */
const FOUND = [
  ["refused.ts", 7, "ping", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["refused.ts", 8, "pong", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["refused.ts", 9, "zod_tool", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 11, "get_weather", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 13, "search.docs", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 14, "pages", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 15, "get_weather", "chat.complete tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 20, "strict_one", "chat.stream tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 22, "agent_tool", "agents.stream tools[]", "Mistral SDK", ["mistral"]],
  ["requests.ts", 25, "conversation_tool", "beta.conversations.startStream tools[]", "Mistral SDK", ["mistral"]],
  ["typed.ts", 7, "typed_tool", "Tool[]", "Mistral SDK", ["mistral"]],
  ["typed.ts", 11, "single tool", "FunctionTool", "Mistral SDK", ["mistral"]],
  ["typed.ts", 13, "apart", "FunctionT", "Mistral SDK", ["mistral"]],
  ["typed.ts", 15, "updated", "beta.agents.update tools[]", "Mistral SDK", ["mistral"]],
] as const;
