import { OpenAISchemaCompatLayer } from "@mastra/schema-compat";
import { z as realZod } from "zod";
import { describe, expect, it } from "vitest";
import { applyCompatLayer } from "../../../src/frameworks/mastra/compat.js";
import { mastra, mastraToolName } from "../../../src/frameworks/mastra/index.js";
import { describeMessages, lintProject, NEWEST } from "../harness.js";

const changesOf = (result: ReturnType<typeof applyCompatLayer>) =>
  result.changes.map((c) => `${c.location.kind === "schema" ? `${c.location.pointer}#${c.location.keyword}` : ""} ${c.change}`);

const INPUT = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1, maxLength: 40, description: "Who" },
    site: { type: "string", format: "uri" },
    code: { type: "string", pattern: "^[A-Z]{3}$" },
    host: { type: "string", format: "hostname" },
    age: { type: "integer", minimum: 0, maximum: 9007199254740991 },
    tags: { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 },
    labels: { type: "object", propertyNames: { type: "string" }, additionalProperties: { type: "string" } },
    choice: { oneOf: [{ const: "a" }, { type: ["string", "null"] }] },
  },
  required: ["name", "site"],
};

describe("Mastra's Agent.formatTools", () => {
  it.each([
    ["get_weather", "get_weather"],
    ["fetch.weather", "fetch_weather"],
    ["get weather", "get_weather"],
    ["1st-tool", "_1st-tool"],
    ["a".repeat(70), "a".repeat(63)],
  ])("sends %s as %s", (name, sent) => {
    expect(mastraToolName(name)).toBe(sent);
  });
});

describe("Mastra's schema-compat root rewrites", () => {
  const ROOT_UNION = {
    oneOf: [
      { type: "object", properties: { action: { type: "string", const: "move" }, to: { type: "string" } }, required: ["action", "to"], additionalProperties: false },
      { type: "object", properties: { action: { type: "string", const: "resign" } }, required: ["action"], additionalProperties: false },
    ],
  };

  it("Anthropic merges a root union of objects into one object", () => {
    const result = applyCompatLayer(structuredClone(ROOT_UNION) as never, "anthropic");
    expect(result.schema).toEqual({
      type: "object",
      properties: { action: { anyOf: [{ type: "string", const: "move" }, { type: "string", const: "resign" }] }, to: { type: "string" } },
      required: ["action"],
      additionalProperties: false,
    });
    expect(changesOf(result)).toEqual(["#oneOf merges the union of objects into one object (each property optional unless every branch requires it) at the root schema"]);
  });

  it("OpenAI wraps the typeless root union as nullable; Google turns a tuple into an array of its members", () => {
    expect(applyCompatLayer(structuredClone(ROOT_UNION) as never, "openai").schema?.anyOf).toHaveLength(2);
    const tuple = applyCompatLayer({ type: "object", properties: { at: { type: "array", items: [{ type: "number" }, { type: "string" }], minItems: 2, maxItems: 2 } }, required: ["at"] }, "google");
    expect(tuple.schema?.properties).toEqual({ at: { type: "array", items: { anyOf: [{ type: "number" }, { type: "string" }] }, description: "constraints: exact length 2" } });
  });
});

describe("what Mastra does with the model's null for a field its OpenAI layer made required", () => {
  const input = { type: "object", properties: { city: { type: "string" }, days: { type: "number" } }, required: ["city"] };
  const layerFor = (target: string) => mastra.transforms!.find((t) => t.id.endsWith("-compat") && t.targets !== "all" && t.targets.includes(target))!;

  it("the OpenAI layer forces it into required and nullable, and turns the null back into a missing field for zod 4 inputs", () => {
    const result = layerFor("openai").apply({ schema: structuredClone(input) as never, name: "forecast", route: "zod" }, NEWEST);
    expect(result.schema?.required).toEqual(["city", "days"]);
    expect(result.nullsBecomeMissing).toBe(true);
    expect(layerFor("openai").apply({ schema: structuredClone(input) as never, name: "forecast", route: "literal" }, NEWEST).nullsBecomeMissing).toBeUndefined();
  });

  it("is what Mastra's own layer does with a zod 4 schema: the model's null arrives as the field left out, its default applied", async () => {
    const layer = new OpenAISchemaCompatLayer({ provider: "openai.chat", modelId: "gpt-4.1", supportsStructuredOutputs: false });
    const compat = layer.processToCompatSchema(realZod.object({ city: realZod.string(), timeoutMs: realZod.number().default(30000), days: realZod.number().optional() }));
    expect((compat["~standard"].jsonSchema.input({ target: "draft-07" }) as { required: string[] }).required).toEqual(["city", "timeoutMs", "days"]);
    expect(await compat["~standard"].validate({ city: "x", timeoutMs: null, days: null })).toEqual({ value: { city: "x", timeoutMs: 30000 } });
  });

  it("the other layers force nothing and say nothing of nulls", () => {
    for (const target of ["anthropic", "google"]) {
      const result = layerFor(target).apply({ schema: structuredClone(input) as never, name: "forecast" }, NEWEST);
      expect([target, result.schema?.required ?? input.required, result.nullsBecomeMissing]).toEqual([target, ["city"], undefined]);
    }
  });
});

describe("Mastra's schema-compat JSON pass", () => {
  it("OpenAI layer: constraints into descriptions, formats outside its list dropped, records closed, optionals nullable", () => {
    const result = applyCompatLayer(structuredClone(INPUT) as never, "openai");
    expect(result.schema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "age": {
            "anyOf": [
              {
                "description": "constraints: greater than or equal to 0",
                "type": "integer",
              },
              {
                "type": "null",
              },
            ],
            "description": "constraints: greater than or equal to 0",
          },
          "choice": {
            "anyOf": [
              {
                "oneOf": [
                  {
                    "anyOf": [
                      {
                        "const": "a",
                      },
                      {
                        "type": "null",
                      },
                    ],
                  },
                  {
                    "type": [
                      "string",
                      "null",
                    ],
                  },
                ],
              },
              {
                "type": "null",
              },
            ],
          },
          "code": {
            "anyOf": [
              {
                "description": "constraints: input must match this regex ^[A-Z]{3}$",
                "type": "string",
              },
              {
                "type": "null",
              },
            ],
            "description": "constraints: input must match this regex ^[A-Z]{3}$",
          },
          "host": {
            "anyOf": [
              {
                "format": "hostname",
                "type": "string",
              },
              {
                "type": "null",
              },
            ],
            "format": "hostname",
          },
          "labels": {
            "anyOf": [
              {
                "additionalProperties": false,
                "required": [],
                "type": "object",
              },
              {
                "type": "null",
              },
            ],
          },
          "name": {
            "description": "Who
      constraints: minimum length 1, maximum length 40",
            "type": "string",
          },
          "site": {
            "type": "string",
          },
          "tags": {
            "anyOf": [
              {
                "items": {
                  "type": "string",
                },
                "type": "array",
              },
              {
                "type": "null",
              },
            ],
            "description": "constraints: exact length 2",
          },
        },
        "required": [
          "name",
          "site",
          "code",
          "host",
          "age",
          "tags",
          "labels",
          "choice",
        ],
        "type": "object",
        "x-optional": [
          "code",
          "host",
          "age",
          "tags",
          "labels",
          "choice",
        ],
      }
    `);
    expect(changesOf(result)).toMatchInlineSnapshot(`
      [
        "/properties/name#minLength moves "minLength" into the description of properties.name",
        "/properties/name#maxLength moves "maxLength" into the description of properties.name",
        "/properties/site#format drops "format" ("uri") from properties.site",
        "/properties/code#pattern moves "pattern" into the description of properties.code",
        "/properties/age#minimum moves "minimum" into the description of properties.age",
        "/properties/tags#minItems moves "minItems" into the description of properties.tags",
        "/properties/tags#maxItems moves "maxItems" into the description of properties.tags",
        "/properties/labels#additionalProperties replaces "additionalProperties" with false (only an empty map is then valid) in properties.labels",
        "/properties/labels#propertyNames drops "propertyNames" from properties.labels",
        "/properties/choice/oneOf/0#type lets null through (wraps it as anyOf [schema, null]) at properties.choice.oneOf.0",
        "/properties/choice#type lets null through (wraps it as anyOf [schema, null]) at properties.choice",
      ]
    `);
  });

  it("Anthropic layer: constraints into descriptions only", () => {
    const result = applyCompatLayer(structuredClone(INPUT) as never, "anthropic");
    expect(changesOf(result)).toMatchInlineSnapshot(`
      [
        "/properties/name#minLength moves "minLength" into the description of properties.name",
        "/properties/name#maxLength moves "maxLength" into the description of properties.name",
        "/properties/site#format moves "format" into the description of properties.site",
        "/properties/code#pattern moves "pattern" into the description of properties.code",
        "/properties/age#minimum moves "minimum" into the description of properties.age",
        "/properties/tags#minItems moves "minItems" into the description of properties.tags",
        "/properties/tags#maxItems moves "maxItems" into the description of properties.tags",
      ]
    `);
  });

  it("Google layer: also drops additionalProperties and propertyNames, rewrites oneOf, const and type lists", () => {
    const result = applyCompatLayer(structuredClone(INPUT) as never, "google");
    expect(result.schema?.properties).toMatchInlineSnapshot(`
      {
        "age": {
          "description": "constraints: greater than or equal to 0",
          "type": "integer",
        },
        "choice": {
          "anyOf": [
            {
              "enum": [
                "a",
              ],
            },
            {
              "nullable": true,
              "type": "string",
            },
          ],
        },
        "code": {
          "description": "constraints: input must match this regex ^[A-Z]{3}$",
          "type": "string",
        },
        "host": {
          "format": "hostname",
          "type": "string",
        },
        "labels": {
          "required": [],
          "type": "object",
        },
        "name": {
          "description": "Who
      constraints: minimum length 1, maximum length 40",
          "type": "string",
        },
        "site": {
          "description": "constraints: a valid uri",
          "type": "string",
        },
        "tags": {
          "description": "constraints: exact length 2",
          "items": {
            "type": "string",
          },
          "type": "array",
        },
      }
    `);
    expect(changesOf(result)).toMatchInlineSnapshot(`
      [
        "/properties/name#minLength moves "minLength" into the description of properties.name",
        "/properties/name#maxLength moves "maxLength" into the description of properties.name",
        "/properties/site#format moves "format" into the description of properties.site",
        "/properties/code#pattern moves "pattern" into the description of properties.code",
        "/properties/age#minimum moves "minimum" into the description of properties.age",
        "/properties/tags#minItems moves "minItems" into the description of properties.tags",
        "/properties/tags#maxItems moves "maxItems" into the description of properties.tags",
        "/properties/labels#additionalProperties drops "additionalProperties" from properties.labels",
        "/properties/labels#propertyNames drops "propertyNames" from properties.labels",
      ]
    `);
  });
});

const TOOLS = `import { createTool, Tool } from "@mastra/core/tools";
import { z } from "zod";

export const weather = createTool({
  id: "get-weather",
  description: "Weather for a city",
  inputSchema: z.object({ city: z.string().min(2), days: z.number().int().max(7).optional() }),
  execute: async ({ city }) => ({ city }),
});

export const lookup = new Tool({
  id: "lookup.order",
  description: "Look up an order",
  inputSchema: { type: "object", properties: { id: { type: "string", pattern: "^o_" } }, required: ["id"] },
  execute: async () => 1,
});

declare const id: string;
const base = { description: "Base", inputSchema: z.object({ q: z.string() }) };
export const dynamic = createTool({ ...base, id });
export function make(options: Parameters<typeof createTool>[0]) {
  return createTool(options);
}
`;

describe("Mastra tools through the project harness", () => {
  it("finds createTool and new Tool, and reports each layer's rewrites at the source", async () => {
    const { tools, messages } = await lintProject({ "tools.ts": TOOLS }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic", "google"] } } });
    expect(tools.map((t) => [t.line, t.form, t.framework, t.name, t.route, t.schema])).toMatchInlineSnapshot(`
      [
        [
          4,
          "createTool()",
          "Mastra",
          "get-weather",
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "city": {
                "minLength": 2,
                "type": "string",
              },
              "days": {
                "maximum": 7,
                "minimum": -9007199254740991,
                "type": "integer",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        ],
        [
          11,
          "new Tool()",
          "Mastra",
          "lookup.order",
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
          20,
          "createTool()",
          "Mastra",
          null,
          "zod",
          {
            "$schema": "http://json-schema.org/draft-07/schema#",
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
          22,
          "createTool()",
          "Mastra",
          null,
          "unresolved",
          null,
        ],
      ]
    `);
    expect(describeMessages(messages["tools.ts"])).toMatchInlineSnapshot(`
      [
        "silent-transform@7:44 On the way to OpenAI strict mode, Anthropic and Gemini (listed in targets), Mastra's schema-compat layer moves "minLength" into the description of properties.city. Make sure the handler copes with it.",
        "silent-transform@7:75 On the way to OpenAI strict mode, Anthropic and Gemini (listed in targets), Mastra's schema-compat layer moves "maximum" into the description of properties.days. Make sure the handler copes with it.",
        "silent-transform@12:7 On the way to OpenAI strict mode, Anthropic and Gemini (listed in targets), Mastra's agent renames the tool to "lookup_order". Make sure the handler copes with it.",
        "silent-transform@14:70 On the way to OpenAI strict mode, Anthropic and Gemini (listed in targets), Mastra's schema-compat layer moves "pattern" into the description of properties.id. Make sure the handler copes with it.",
        "unresolved-schema@22:21 No schema findings for this tool: the tool definition cannot be read: parameter \`options\` is not static.",
      ]
    `);
  });

  it("names a tool by its key in an agent of another file; held under two keys, it keeps its id", async () => {
    const tool = (id: string) => `createTool({ id: "${id}", description: "Look a city up.", inputSchema: z.object({ city: z.string() }), execute: async () => "x" })`;
    const files = {
      "tools.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";
export const weatherTool = ${tool("weather-tool")};
export const sharedTool = ${tool("shared-tool")};
export const idleTool = ${tool("idle-tool")};
`,
      "agents/weather.ts": `import { Agent } from "@mastra/core/agent";
import { sharedTool, weatherTool } from "../tools.js";
export const weatherAgent = new Agent({ name: "weather", instructions: "Help.", model: "openai/gpt-4o", tools: { weatherLookup: weatherTool, shared: sharedTool } });
`,
      "agents/other.ts": `import { Agent } from "@mastra/core/agent";
import { sharedTool } from "../tools.js";
export const otherAgent = new Agent({ name: "other", instructions: "Help.", model: "openai/gpt-4o", tools: { sharedLookup: sharedTool } });
`,
    };
    const { tools } = await lintProject(files);
    // Two agents, two keys: one name per tool, so the id stands.
    expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
      ["tools.ts", 3, "weatherLookup"],
      ["tools.ts", 4, "shared-tool"],
      ["tools.ts", 5, "idle-tool"],
    ]);
  });

  it("recognises createTool from the import when the package's types are absent", async () => {
    const { tools, messages } = await lintProject(
      {
        "absent.ts": `import { createTool } from "@mastra/core/tools";
export const t = createTool({ id: "echo text", description: "Echo", inputSchema: { type: "object", properties: { text: { type: "string", maxLength: 10 } } } });
`,
      },
      {
        settings: { "tool-schema": { targets: ["anthropic"] } },
        withoutTypes: ["@mastra/core"],
      },
    );
    expect(tools.map((t) => [t.line, t.form, t.name, t.route])).toEqual([[2, "createTool()", "echo text", "literal"]]);
    expect(describeMessages(messages["absent.ts"])).toMatchInlineSnapshot(`
      [
        "silent-transform@2:35 On the way to Anthropic (listed in targets), Mastra's agent renames the tool to "echo_text". Make sure the handler copes with it.",
        "silent-transform@2:138 On the way to Anthropic (listed in targets), Mastra's schema-compat layer moves "maxLength" into the description of properties.text. Make sure the handler copes with it.",
      ]
    `);
  });
});
