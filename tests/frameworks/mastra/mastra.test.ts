import { describe, expect, it } from "vitest";
import { applyCompatLayer } from "../../../src/frameworks/mastra/compat.js";
import { describeMessages, lintProject } from "../harness.js";

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

describe("Mastra's schema-compat JSON pass", () => {
  it("OpenAI layer: constraints into descriptions, formats outside its list dropped, records closed, optionals nullable", () => {
    const result = applyCompatLayer(structuredClone(INPUT) as never, "openai");
    expect(result.schema).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "age": {
            "description": "constraints: greater than or equal to 0",
            "type": [
              "integer",
              "null",
            ],
          },
          "choice": {
            "anyOf": [
              {
                "oneOf": [
                  {
                    "const": "a",
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
            "description": "constraints: input must match this regex ^[A-Z]{3}$",
            "type": [
              "string",
              "null",
            ],
          },
          "host": {
            "format": "hostname",
            "type": [
              "string",
              "null",
            ],
          },
          "labels": {
            "additionalProperties": false,
            "required": [],
            "type": [
              "object",
              "null",
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
            "description": "constraints: exact length 2",
            "items": {
              "type": "string",
            },
            "type": [
              "array",
              "null",
            ],
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
        "silent-transform@7:44 Before sending the tool to [openai-strict, anthropic, google], Mastra's schema-compat layer moves "minLength" into the description of properties.city.",
        "silent-transform@7:75 Before sending the tool to [openai-strict, anthropic, google], Mastra's schema-compat layer moves "maximum" into the description of properties.days.",
        "optional-forced-required@7:82 "days" (properties.days) is declared optional but is sent required and nullable to [openai-strict]: the model must fill it on every call, with null when it has no value.",
        "invalid-name@12:7 Tool name "lookup.order" is not accepted by [openai-strict, anthropic]: use only letters, digits, \`_\` and \`-\`.",
        "silent-transform@14:70 Before sending the tool to [openai-strict, anthropic, google], Mastra's schema-compat layer moves "pattern" into the description of properties.id.",
        "unresolved-schema@22:21 No schema findings for this tool: the tool definition cannot be read: parameter \`options\` is not static.",
      ]
    `);
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
        "invalid-name@2:35 Tool name "echo text" is not accepted by [anthropic]: use only letters, digits, \`_\` and \`-\`.",
        "silent-transform@2:138 Before sending the tool to [anthropic], Mastra's schema-compat layer moves "maxLength" into the description of properties.text.",
      ]
    `);
  });
});
