import { tool } from "@openai/agents";
import { describe, expect, it } from "vitest";
import { agentsStrictSchema } from "../../../src/frameworks/openai-agents/strict-schema.js";
import { openaiAgents, toFunctionToolName } from "../../../src/frameworks/openai-agents/index.js";
import type { SendPolicy } from "../../../src/frameworks/types.js";
import { describeMessages, lintProject, NEWEST } from "../harness.js";

const agents = `import { tool, realtime } from "@openai/agents";
import { tool as coreTool } from "@openai/agents-core";
import { z } from "zod";

export const weather = tool({
  name: "get weather.now",
  description: "Current weather for a city.",
  parameters: z.object({ city: z.string(), unit: z.enum(["c", "f"]).optional() }),
  execute: async ({ city }) => city,
});

export const loose = tool({
  name: "lookup-order",
  description: "Find an order.",
  parameters: { type: "object", properties: { id: { type: "string" } }, required: [], additionalProperties: true },
  strict: false,
  execute: async () => "x",
});

export const unnamed = coreTool({
  description: "Lists files.",
  parameters: { type: "object", properties: { dir: { type: "string" } }, required: [], additionalProperties: false },
  async execute() {
    return "x";
  },
});

async function cancelOrder() {
  return "x";
}
export const byFunction = tool({ description: "Cancel an order.", parameters: z.object({ id: z.string() }), execute: cancelOrder });

export const voice = realtime.tool({
  name: "say",
  description: "Speak.",
  parameters: z.object({ text: z.string().max(200) }),
  execute: async () => "x",
});
`;

const odd = `import { tool } from "@openai/agents";
import { z } from "zod";
declare function toolName(): string;
const base = { description: "Shared.", parameters: z.object({ q: z.string() }), execute: async () => "x" };
export const fromSpread = tool({ ...base, name: toolName() });
export function make(options: Parameters<typeof tool>[0]) {
  return tool(options);
}
`;

const absent = `import { tool } from "@openai/agents";
export const t = tool({
  name: "find.user",
  description: "Find a user.",
  parameters: { type: "object", properties: { email: { type: "string" } }, additionalProperties: false },
  execute: async () => "x",
});
`;

describe("@openai/agents through the project harness", () => {
  it("finds tool() imported from a subpath of the package (`@openai/agents/realtime`) by what its entry re-exports", async () => {
    const subpath = `import { RealtimeAgent, tool } from "@openai/agents/realtime";
const lookup = tool({
  name: "lookup_order",
  description: "Looks up an order.",
  parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false },
  execute: async () => "x",
});
export const agent = new RealtimeAgent({ name: "support", tools: [lookup] });
export const spare = tool({
  name: "spare_tool",
  description: "Defined, exported, and passed to nothing in this program.",
  parameters: { type: "object", properties: {}, additionalProperties: false },
  execute: async () => "x",
});
`;
    const { tools } = await lintProject({ "subpath.ts": subpath });
    expect(tools.map((t) => [t.line, t.form, t.name, t.route, t.usedNowhere ?? false])).toEqual([
      [2, "tool()", "lookup_order", "literal", false],
      [9, "tool()", "spare_tool", "literal", true],
    ]);
    // Checked where it would go, and said so without claiming it is sent.
    expect(tools[1]?.destinations.map((d) => d.target)).toEqual(["openai-strict"]);
    expect(tools[1]?.via).toBe("used nowhere in this program outside tests; it would go to OpenAI models, in strict mode unless the tool sets strict: false");
    expect(tools[0]?.via).toBe("to OpenAI models, in strict mode unless the tool sets strict: false");
  });

  it("finds tool() from each package, names from execute, and reports renames and lowering", async () => {
    const { tools, messages } = await lintProject({ "agents.ts": agents, "odd.ts": odd });
    expect(tools.map((t) => [t.file, t.line, t.form, t.framework, t.name, t.route])).toEqual([
      ["agents.ts", 5, "tool()", "OpenAI Agents SDK", "get weather.now", "zod"],
      ["agents.ts", 12, "tool()", "OpenAI Agents SDK", "lookup-order", "literal"],
      ["agents.ts", 20, "coreTool()", "OpenAI Agents SDK", "execute", "literal"],
      ["agents.ts", 31, "tool()", "OpenAI Agents SDK", "cancelOrder", "zod"],
      ["agents.ts", 33, "realtime.tool()", "OpenAI Agents SDK", "say", "zod"],
      ["odd.ts", 5, "tool()", "OpenAI Agents SDK", null, "zod"],
      ["odd.ts", 7, "tool()", "OpenAI Agents SDK", null, "unresolved"],
    ]);
    // An optional field that is not nullable makes openai-node's helper throw: the SDK's fallback
    // converter writes the draft-07 schema, then the strict lowering wraps the field with null.
    expect(tools.find((t) => t.name === "get weather.now")?.destinations[0]?.schema).toEqual({
      type: "object",
      properties: { city: { type: "string" }, unit: { anyOf: [{ type: "string", enum: ["c", "f"] }, { type: "null" }] } },
      required: ["city", "unit"],
      additionalProperties: false,
      $schema: "http://json-schema.org/draft-07/schema#",
    });
    expect(tools.find((t) => t.name === "lookup-order")?.destinations[0]?.schema).toEqual({
      type: "object",
      properties: { id: { type: "string" } },
      required: [],
      additionalProperties: true,
    });
    expect(describeMessages(messages["agents.ts"])).toEqual([
      'silent-transform@6:9 On the way to OpenAI strict mode, @openai/agents renames the tool "get weather.now" to "get_weather_now". Make sure the handler copes with it.',
      'optional-forced-required@8:69 Field "unit" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI Agents SDK: the model must always fill it. Make it required, or accept null.',
      'silent-transform@13:9 On the way to OpenAI, @openai/agents renames the tool "lookup-order" to "lookup_order". Make sure the handler copes with it.',
      'optional-forced-required@22:47 Field "dir" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI Agents SDK: the model must always fill it. Make it required, or accept null.',
      'unsupported-keyword@36:43 Field "text" uses "maxLength", which fails the request to OpenAI strict mode via the OpenAI Agents SDK. Remove the check that adds it, and state the rule in the description.',
    ]);
    // A dynamic name behind a spread reports nothing; a wrapper's pass-through options are explained.
    expect(describeMessages(messages["odd.ts"])).toEqual([
      "unresolved-schema@7:15 No schema findings for this tool: the tool definition cannot be read: parameter `options` is not static.",
    ]);
  });

  it("recognises tool() without the package's types", async () => {
    const { tools, messages } = await lintProject({ "absent.ts": absent }, { withoutTypes: ["@openai/agents"] });
    expect(tools.map((t) => [t.line, t.form, t.name, t.route, t.destinations[0]?.schema])).toEqual([
      [
        2,
        "tool()",
        "find.user",
        "literal",
        { type: "object", properties: { email: { anyOf: [{ type: "string" }, { type: "null" }] } }, additionalProperties: false, required: ["email"] },
      ],
    ]);
    expect(describeMessages(messages["absent.ts"])).toEqual([
      'silent-transform@3:9 On the way to OpenAI strict mode, @openai/agents renames the tool "find.user" to "find_user". Make sure the handler copes with it.',
      'optional-forced-required@5:47 Field "email" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI Agents SDK: the model must always fill it. Make it required, or accept null.',
    ]);
  });
});

describe("@openai/agents sends and transforms", () => {
  const applying = (version: string | undefined, strict: boolean | undefined) =>
    (openaiAgents.transforms ?? []).filter((t) => t.appliesTo?.({ version, strict }) ?? true).map((t) => t.id);

  // The strict conversions apply by version and flag; which of the two runs is decided by the input's route.
  it.each([
    ["0.20.0", undefined, ["openai-agents-zod-schema", "openai-agents-strict-schema", "openai-agents-tool-name"]],
    ["0.9.0", true, ["openai-agents-zod-schema", "openai-agents-strict-schema", "openai-agents-tool-name"]],
    [undefined, undefined, ["openai-agents-zod-schema", "openai-agents-strict-schema", "openai-agents-tool-name"]],
    ["0.8.5", undefined, ["openai-agents-tool-name"]],
    ["0.20.0", false, ["openai-agents-tool-name"]],
  ] as const)("version %s with strict %s applies %j", (version, strict, ids) => {
    expect(applying(version, strict)).toEqual(ids);
  });

  it("converts a zod input one way and a JSON Schema the other, by the input's route", () => {
    const byId = (id: string) => (openaiAgents.transforms ?? []).find((t) => t.id === id)!;
    const open = { type: "object", properties: { q: { type: "string" } } };
    expect(byId("openai-agents-zod-schema").apply({ schema: open, name: "t", route: "literal" }, NEWEST)).toEqual({ changes: [] });
    expect(byId("openai-agents-strict-schema").apply({ schema: open, name: "t", route: "zod" }, NEWEST)).toEqual({ changes: [] });
    expect(byId("openai-agents-strict-schema").apply({ schema: open, name: "t", route: "literal" }, NEWEST).schema).toEqual({
      type: "object",
      properties: { q: { anyOf: [{ type: "string" }, { type: "null" }] } },
      required: ["q"],
      additionalProperties: false,
    });
  });

  it("sends every input as the core extracts it; the conversions are transforms", () => {
    const policy = openaiAgents.sends as SendPolicy;
    expect([policy.literal, policy.typed, policy.libraries.zod, policy.libraries.standard]).toEqual(["as-written", "as-written", "as-written", "as-written"]);
  });

  it.each([
    ["get weather.now", "get_weather_now"],
    ["lookup-order", "lookup_order"],
    ["tab\tname", "tab_name"],
    ["ok_name1", "ok_name1"],
  ])("toFunctionToolName(%j) is %j", (name, expected) => {
    expect(toFunctionToolName(name)).toBe(expected);
  });
});

describe("the strict lowering port against the SDK's tool()", () => {
  const object = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: "object", properties, ...extra });
  // JSON Schema parameters as users write them; the SDK's own tool() is the oracle for each.
  const schemas: Record<string, Record<string, unknown>> = {
    "optional fields": object({ a: { type: "string", description: "A" }, b: { type: ["integer", "null"] }, c: { enum: ["x", "y"] } }, { required: ["a"] }),
    "nested objects and arrays": object({ o: object({ p: { type: "boolean" } }), l: { type: "array", items: object({ q: { type: "number" } }, { required: ["q"] }) } }),
    "typeless nested object": object({ o: { properties: { p: { type: "string" } }, additionalProperties: false } }),
    "a null default": object({ a: { type: ["string", "null"], default: null } }, { required: ["a"] }),
    "a record": object({ r: { type: "object", additionalProperties: { type: "string" } } }, { required: ["r"] }),
    "a nested oneOf": object({ s: { oneOf: [{ type: "string" }, { type: "number" }] } }, { required: ["s"] }),
    "an anyOf branch with an optional property": object({ t: { anyOf: [object({ x: { type: "string" } }, { additionalProperties: false }), { type: "string" }] } }, { required: ["t"] }),
    "anyOf with a sibling": object({ u: { anyOf: [{ type: "string" }, { type: "number" }], minLength: 1 } }, { required: ["u"] }),
    "a typeless open root": { properties: { a: { type: "string" } } },
    "a local $ref": { type: "object", properties: { a: { $ref: "#/$defs/A" } }, required: ["a"], $defs: { A: { type: "string" } } },
  };

  it.each(Object.keys(schemas))("%s", (label) => {
    const schema = schemas[label]!;
    let sdk: { parameters: unknown } | { thrown: true };
    try {
      sdk = { parameters: tool({ name: "t", description: "d", parameters: structuredClone(schema) as never, execute: async () => "x" }).parameters };
    } catch {
      sdk = { thrown: true };
    }
    const ours = agentsStrictSchema(schema as never, true);
    expect("fails" in ours ? { thrown: true } : { parameters: ours.schema }).toEqual(sdk);
  });
});

const asTool = `import { Agent } from "@openai/agents";
import { z } from "zod";
const spanish = new Agent({ name: "Spanish agent", instructions: "Translate to Spanish." });
export const byDefault = spanish.asTool({ toolDescription: "Translate to Spanish" });
export const withZod = spanish.asTool({ toolName: "translate-fr", toolDescription: "d", parameters: z.object({ text: z.string(), tone: z.string().optional() }) });
export const withJson = spanish.asTool({ toolName: "json_params", parameters: { type: "object", properties: { q: { type: "string" }, n: { type: "integer" } }, required: ["q"], additionalProperties: false } });
export const orchestrator = new Agent({ name: "o", tools: [spanish.asTool({ toolName: "inline", toolDescription: "x" })] });
export function fromParameter(agent: Agent) {
  return agent.asTool({ toolDescription: "An agent known only by its type" });
}
`;

/** The SDK's own input schema when asTool has no parameters (`AgentAsToolInputSchema`, converted). */
const DEFAULT_INPUT = { type: "object", properties: { input: { type: "string" } }, required: ["input"], additionalProperties: false };

describe("agent.asTool()", () => {
  const EXPECTED = [
    [4, "spanish.asTool()", "Spanish agent", "framework", "Spanish_agent"],
    [5, "spanish.asTool()", "translate-fr", "zod", "translate_fr"],
    [6, "spanish.asTool()", "json_params", "literal", "json_params"],
    [7, "spanish.asTool()", "inline", "framework", "inline"],
    // The agent's name is not static here: a tool without a name (the SDK uses the agent's).
    [9, "agent.asTool()", null, "framework", null],
  ];

  it("is found on Agent instances, strict, with the SDK's default input and the agent's name", async () => {
    const { tools, messages } = await lintProject({ "as-tool.ts": asTool });
    expect(tools.map((t) => [t.line, t.form, t.name, t.route, t.destinations[0]?.name])).toEqual(EXPECTED);
    expect(tools.map((t) => t.destinations.map((d) => d.target))).toEqual(EXPECTED.map(() => ["openai-strict"]));
    expect(tools[0]?.destinations[0]?.schema).toEqual({ $schema: "http://json-schema.org/draft-07/schema#", ...DEFAULT_INPUT });
    expect(describeMessages(messages["as-tool.ts"])).toEqual([
      'silent-transform@3:35 On the way to OpenAI strict mode, @openai/agents renames the tool "Spanish agent" to "Spanish_agent". Make sure the handler copes with it.',
      'silent-transform@5:51 On the way to OpenAI strict mode, @openai/agents renames the tool "translate-fr" to "translate_fr". Make sure the handler copes with it.',
      'optional-forced-required@5:147 Field "tone" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI Agents SDK: the model must always fill it. Make it required, or accept null.',
      'optional-forced-required@6:134 Field "n" is declared optional but sent required and nullable to OpenAI strict mode via the OpenAI Agents SDK: the model must always fill it. Make it required, or accept null.',
    ]);
  });

  it.each([
    // The default input was a JSON literal until 0.4.5, then the zod schema whose conversion writes `$schema`.
    ["0.4.4", DEFAULT_INPUT],
    ["0.4.5", { $schema: "http://json-schema.org/draft-07/schema#", ...DEFAULT_INPUT }],
  ])("with @openai/agents %s installed (no types) sends %j by default", async (version, schema) => {
    const extraFiles = { "node_modules/@openai/agents/package.json": JSON.stringify({ name: "@openai/agents", version }) };
    const { tools } = await lintProject({ "as-tool.ts": asTool }, { extraFiles });
    // Without the package's types, `new Agent()` still makes the receiver an Agent; a parameter typed
    // `Agent` does too, through its annotation.
    expect(tools.map((t) => [t.line, t.name])).toEqual(EXPECTED.map(([line, , name]) => [line, name]));
    expect(tools[0]?.destinations[0]?.schema).toEqual(schema);
  });
});
