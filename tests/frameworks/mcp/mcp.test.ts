import { describe, expect, it } from "vitest";
import { NO_PARAMETERS, sdkDropsNonObjectRoot, sdkListsDraft07, sdkNoParameters, serverStampsObjectType } from "../../../src/frameworks/mcp/transforms.js";
import type { SendContext } from "../../../src/frameworks/types.js";
import { describeMessages, lintProject, NEWEST } from "../harness.js";

/** The tools found, one compact line each, for exact expectations. */
function summary(tools: Awaited<ReturnType<typeof lintProject>>["tools"]) {
  return tools.map((t) => ({ line: t.line, form: t.form, framework: t.framework, name: t.name, route: t.route, ...(t.unresolved ? { unresolved: t.unresolved } : {}), schema: t.schema }));
}

const V1 = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { z as z3 } from "zod3";

const server = new McpServer({ name: "weather", version: "1.0.0" });
server.tool("ping", async () => ({ content: [] }));
server.tool("ping_described", "Checks the server is up", async () => ({ content: [] }));
server.tool("forecast", { city: z.string().describe("City name") }, async ({ city }) => ({ content: [{ type: "text", text: city }] }));
server.tool("forecast_described", "Forecast for a city", { days: z.number().int().optional() }, async () => ({ content: [] }));
server.tool("forecast_annotated", { city: z.string() }, { readOnlyHint: true }, async () => ({ content: [] }));
server.tool("forecast_full", "Forecast", { city: z.string() }, { readOnlyHint: true }, async () => ({ content: [] }));
server.tool("annotations_only", "Read only", { readOnlyHint: true, title: "Annotations" }, async () => ({ content: [] }));
server.tool("json_schema", "Plain JSON Schema", { type: "object", properties: { city: { type: "string" } } } as any, async () => ({ content: [] }));
server.tool("zod_object", "An object, not a raw shape", z.object({ city: z.string() }) as any, async () => ({ content: [] }));
server.registerTool("search", { title: "Search", description: "Search the docs", inputSchema: { query: z.string() } }, async () => ({ content: [] }));
server.registerTool("union", { description: "Either", inputSchema: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]) }, async () => ({ content: [] }));
server.registerTool("record", { description: "Tags", inputSchema: z.record(z.string(), z.string()) }, async () => ({ content: [] }));
server.registerTool("legacy", { description: "zod 3", inputSchema: z3.object({ q: z3.string().optional() }) } as any, async () => ({ content: [] }));
server.registerTool("plain", { description: "JSON", inputSchema: { type: "object", properties: {} } } as any, async () => ({ content: [] }));
server.tool("empty_shape", "No parameters", {}, async () => ({ content: [] }));
server.registerTool("empty_object", { description: "No parameters", inputSchema: z.object({}).strict() }, async () => ({ content: [] }));
`;

const ODD = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export function register(server: McpServer, name: string, args: any[], config: any) {
  server.tool(name, { q: z.string() }, async () => ({ content: [] }));
  (server.tool as any)(...args);
  server.registerTool("from_config", config, async () => ({ content: [] }));
  server.registerTool(\`tool_\${name}\`, { description: "Dynamic", inputSchema: makeShape() }, async () => ({ content: [] }));
  const other = { tool(..._: unknown[]) {}, registerTool(..._: unknown[]) {} };
  other.tool("not_mcp", { type: "string" });
  other.registerTool("not_mcp", { inputSchema: 1 });
}
function makeShape(): any { return JSON.parse(process.argv[2] ?? "{}"); }
`;

const V2 = `import { McpServer, fromJsonSchema } from "@modelcontextprotocol/server";
import { z } from "zod";
import { z as z3 } from "zod3";

export class WeatherApp {
  private server = new McpServer({ name: "weather", version: "2.0.0" });

  register() {
    this.server.registerTool("lookup", { description: "By kind", inputSchema: z.discriminatedUnion("kind", [z.object({ kind: z.literal("city"), city: z.string() }), z.object({ kind: z.literal("zip"), zip: z.string() })]) }, async () => ({ content: [] }));
    this.server.registerTool("raw", { description: "JSON", inputSchema: fromJsonSchema({ type: "object", properties: { city: { type: "string", format: "hostname" } }, required: ["city"] }) }, async () => ({ content: [] }));
    this.server.registerTool("text", { description: "Not an object", inputSchema: z.string() }, async () => ({ content: [] }));
    this.server.registerTool("shape", { description: "Raw shape", inputSchema: { city: z.string() } }, async () => ({ content: [] }));
    this.server.registerTool("legacy", { description: "zod 3", inputSchema: z3.object({ q: z3.string() }) } as any, async () => ({ content: [] }));
    this.server.registerTool("plain", { description: "JSON", inputSchema: { type: "object" } } as any, async () => ({ content: [] }));
  }
}
`;

describe("MCP TypeScript SDK 1.x (@modelcontextprotocol/sdk 1.32.2)", () => {
  it("finds every tool() overload and registerTool(), and reports what the SDK does", async () => {
    const { tools, messages } = await lintProject({ "v1.ts": V1, "odd.ts": ODD });
    expect(summary(tools)).toMatchInlineSnapshot(`
      [
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 5,
          "name": null,
          "route": "zod",
          "schema": {
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
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 7,
          "name": "from_config",
          "route": "unresolved",
          "schema": null,
          "unresolved": "the tool definition cannot be read: parameter \`config\` is not static",
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 8,
          "name": null,
          "route": "unresolved",
          "schema": null,
          "unresolved": "\`input\` has type \`any\`, so its schema cannot be known (a schema library whose types are not installed, or a schema whose type refers to itself, gives \`any\`)",
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 6,
          "name": "ping",
          "route": "none",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 7,
          "name": "ping_described",
          "route": "none",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 8,
          "name": "forecast",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "city": {
                "description": "City name",
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 9,
          "name": "forecast_described",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "days": {
                "maximum": 9007199254740991,
                "minimum": -9007199254740991,
                "type": "integer",
              },
            },
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 10,
          "name": "forecast_annotated",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "city": {
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 11,
          "name": "forecast_full",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "city": {
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 12,
          "name": "annotations_only",
          "route": "none",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 13,
          "name": "json_schema",
          "route": "none",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 14,
          "name": "zod_object",
          "route": "none",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 15,
          "name": "search",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "query": {
                "type": "string",
              },
            },
            "required": [
              "query",
            ],
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 16,
          "name": "union",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "anyOf": [
              {
                "properties": {
                  "a": {
                    "type": "string",
                  },
                },
                "required": [
                  "a",
                ],
                "type": "object",
              },
              {
                "properties": {
                  "b": {
                    "type": "number",
                  },
                },
                "required": [
                  "b",
                ],
                "type": "object",
              },
            ],
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 17,
          "name": "record",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": {
              "type": "string",
            },
            "propertyNames": {
              "type": "string",
            },
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 18,
          "name": "legacy",
          "route": "zod3",
          "schema": {
            "additionalProperties": false,
            "properties": {
              "q": {
                "type": "string",
              },
            },
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 19,
          "name": "plain",
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 20,
          "name": "empty_shape",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 21,
          "name": "empty_object",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "additionalProperties": false,
            "properties": {},
            "type": "object",
          },
        },
      ]
    `);
    expect(describeMessages(messages["v1.ts"])).toMatchInlineSnapshot(`
      [
        "unsendable-tool@13:49 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 1.x throws "expected a Zod schema or ToolAnnotations" when registering it (1.32.2), because \`tool()\` gets a plain JSON Schema. Change what the error names.",
        "unsendable-tool@14:57 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 1.x throws "expected a Zod schema or ToolAnnotations" when registering it (1.32.2), because \`tool()\` gets a schema object (only a raw shape \`{ city: z.string() }\` is read as parameters here). Change what the error names.",
        "silent-transform@16:70 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: its root is a union ("anyOf"), not a zod object. Pass a plain \`z.object()\`.",
        "silent-transform@17:69 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: its root is an object without "properties" (a record), not a zod object. Pass a plain \`z.object()\`.",
        "unsendable-tool@19:66 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 1.x throws "inputSchema must be a Zod schema or raw shape" when registering it (1.32.2), because \`inputSchema\` is a plain object. Change what the error names.",
      ]
    `);
    expect(describeMessages(messages["odd.ts"])).toMatchInlineSnapshot(`
      [
        "unresolved-schema@7:38 No schema findings for this tool: the tool definition cannot be read: parameter \`config\` is not static.",
        "unresolved-schema@8:78 No schema findings for this tool: \`input\` has type \`any\`, so its schema cannot be known (a schema library whose types are not installed, or a schema whose type refers to itself, gives \`any\`).",
      ]
    `);
  });
});

describe("MCP TypeScript SDK 2.x (@modelcontextprotocol/server 2.4.0)", () => {
  it("finds registerTool() on a `this.server` field and reports the stamped root and refused inputs", async () => {
    const { tools, messages } = await lintProject({ "v2.ts": V2 });
    expect(summary(tools)).toMatchInlineSnapshot(`
      [
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 9,
          "name": "lookup",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "oneOf": [
              {
                "properties": {
                  "city": {
                    "type": "string",
                  },
                  "kind": {
                    "const": "city",
                    "type": "string",
                  },
                },
                "required": [
                  "kind",
                  "city",
                ],
                "type": "object",
              },
              {
                "properties": {
                  "kind": {
                    "const": "zip",
                    "type": "string",
                  },
                  "zip": {
                    "type": "string",
                  },
                },
                "required": [
                  "kind",
                  "zip",
                ],
                "type": "object",
              },
            ],
          },
        },
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 10,
          "name": "raw",
          "route": "literal",
          "schema": {
            "properties": {
              "city": {
                "format": "hostname",
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 11,
          "name": "text",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "type": "string",
          },
        },
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 12,
          "name": "shape",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "properties": {
              "city": {
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 13,
          "name": "legacy",
          "route": "zod3",
          "schema": {
            "properties": {},
            "type": "object",
          },
        },
        {
          "form": "this.server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 14,
          "name": "plain",
          "route": "literal",
          "schema": {
            "type": "object",
          },
        },
      ]
    `);
    expect(describeMessages(messages["v2.ts"])).toMatchInlineSnapshot(`
      [
        "root-not-object@9:81 The schema root uses "oneOf": a union at the top level fails the request to Anthropic via the MCP TypeScript SDK 2.x. Use a z.object() root with the union in a property.",
        "silent-transform@9:81 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 2.x adds "type": "object" beside the root's "oneOf". Make sure the handler copes with it.",
        "unsendable-tool@11:85 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 2.x throws "MCP tool and prompt schemas must describe objects" when answering \`tools/list\`, which then fails for every tool of this server, because the input schema's root is "type": "string". Change what the error names.",
        "unsendable-tool@13:77 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 2.x throws when answering \`tools/list\`, which then fails for every tool of this server, because a zod 3 schema has no Standard JSON Schema converter: use zod ≥ 4.2.",
        "unsendable-tool@14:75 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 2.x throws a TypeError when registering it, because \`inputSchema\` is neither a Standard Schema nor a zod raw shape: wrap a JSON Schema in \`fromJsonSchema()\`.",
      ]
    `);
  });
});

describe("without the SDKs' type declarations", () => {
  it("recognises the server from `new McpServer()` and a parameter annotation", async () => {
    const { tools, messages } = await lintProject(
      {
        "v1.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "x", version: "1" });
server.tool("fetch.weather", "Weather", { city: z.string() }, async () => ({ content: [] }));
`,
        "v2.ts": `import { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
export function register(server: McpServer) {
  server.registerTool("lookup", { description: "D", inputSchema: z.discriminatedUnion("kind", [z.object({ kind: z.literal("a") }), z.object({ kind: z.literal("b") })]) }, async () => ({ content: [] }));
}
`,
      },
      { withoutTypes: ["@modelcontextprotocol/sdk", "@modelcontextprotocol/server"] },
    );
    expect(summary(tools)).toMatchInlineSnapshot(`
      [
        {
          "form": "server.tool()",
          "framework": "MCP TypeScript SDK 1.x",
          "line": 4,
          "name": "fetch.weather",
          "route": "zod",
          "schema": {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "properties": {
              "city": {
                "type": "string",
              },
            },
            "required": [
              "city",
            ],
            "type": "object",
          },
        },
        {
          "form": "server.registerTool()",
          "framework": "MCP TypeScript SDK 2.x",
          "line": 4,
          "name": "lookup",
          "route": "zod",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "oneOf": [
              {
                "properties": {
                  "kind": {
                    "const": "a",
                    "type": "string",
                  },
                },
                "required": [
                  "kind",
                ],
                "type": "object",
              },
              {
                "properties": {
                  "kind": {
                    "const": "b",
                    "type": "string",
                  },
                },
                "required": [
                  "kind",
                ],
                "type": "object",
              },
            ],
          },
        },
      ]
    `);
    expect(describeMessages(messages["v1.ts"])).toMatchInlineSnapshot(`
      [
        "invalid-name@4:13 Tool name "fetch.weather" is rejected by OpenAI and Anthropic via the MCP TypeScript SDK 1.x: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "fetch_weather".",
      ]
    `);
    expect(describeMessages(messages["v2.ts"])).toMatchInlineSnapshot(`
      [
        "root-not-object@4:68 The schema root uses "oneOf": a union at the top level fails the request to Anthropic via the MCP TypeScript SDK 2.x. Use a z.object() root with the union in a property.",
        "silent-transform@4:68 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 2.x adds "type": "object" beside the root's "oneOf". Make sure the handler copes with it.",
      ]
    `);
  });
});

/**
 * Lints files next to a `node_modules/@modelcontextprotocol/sdk/package.json` of the given version
 * (the harness lints every file it writes, so it cannot place one). The SDK is untyped there.
 */
async function lintWithSdkVersion(version: string, text: string): Promise<string[]> {
  const extraFiles = { "node_modules/@modelcontextprotocol/sdk/package.json": JSON.stringify({ name: "@modelcontextprotocol/sdk", version }) };
  const { messages } = await lintProject({ "a.ts": text }, { extraFiles });
  return describeMessages(messages["a.ts"]);
}

describe("SDK 1.x before 1.28.0 drops a misplaced schema instead of throwing", () => {
  it("says the tool is published with no parameters (typescript-sdk #1585)", async () => {
    const messages = await lintWithSdkVersion(
      "1.27.0",
      `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "x", version: "1" });
server.tool("json_schema", "Plain JSON Schema", { type: "object", properties: { city: { type: "string" } } }, async () => ({ content: [] }));
server.registerTool("plain", { description: "JSON", inputSchema: { type: "object", properties: {} } }, async () => ({ content: [] }));
`,
    );
    expect(messages).toMatchInlineSnapshot(`
      [
        "silent-transform@3:49 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: @modelcontextprotocol/sdk 1.27.0 takes a plain JSON Schema in this position as the tool's annotations (typescript-sdk #1585). Write the parameters as a zod raw shape, or use \`registerTool()\` with a zod \`inputSchema\`.",
        "silent-transform@4:66 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: @modelcontextprotocol/sdk 1.27.0 keeps this plain object as \`inputSchema\` but lists only zod object schemas. Write \`inputSchema\` in zod.",
      ]
    `);
  });
});

describe("SDK 1.x before 1.22.0 wraps registerTool's inputSchema in z.object(), and before 1.13.3 lists no properties", () => {
  const text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod3";
const server = new McpServer({ name: "x", version: "1" });
server.registerTool("whole", { description: "Whole", inputSchema: z.object({ id: z.string() }) }, async () => ({ content: [] }));
server.registerTool("plain", { description: "JSON", inputSchema: { type: "object", properties: { id: { type: "string" } } } }, async () => ({ content: [] }));
server.tool("bare", "Takes nothing", async () => ({ content: [] }));
`;

  it("fails the listing for a whole schema, lists a plain object closed and empty, and a tool without input as a bare object", async () => {
    expect(await lintWithSdkVersion("1.13.2", text)).toEqual([
      "unsendable-tool@4:67 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 1.x fails `tools/list` for every tool of this server (\"Cannot read properties of null (reading '_def')\") in 1.13.2, because `registerTool()` before 1.22.0 wraps `inputSchema` in `z.object()` as a raw shape: pass the schema's shape (`.shape`), or update the SDK to 1.22.0 or later.",
      "silent-transform@5:66 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: @modelcontextprotocol/sdk 1.13.2 takes this plain object as a raw shape, and none of its keys holds a zod schema. Write `inputSchema` as a zod raw shape.",
      'unsupported-keyword@6:1 The root is an object without "properties", which fails the request to OpenAI via the MCP TypeScript SDK 1.x. Give the tool an input schema that is an empty object.',
    ]);
  });

  it("lists a whole zod 4 schema closed and empty: the SDK's zod 3 finds no schema among its fields", async () => {
    const zod4 = text.replace('from "zod3"', 'from "zod"');
    expect((await lintWithSdkVersion("1.21.0", zod4))[0]).toBe(
      "silent-transform@4:67 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: @modelcontextprotocol/sdk 1.21.0 takes this zod 4 schema as a raw shape, and none of its own fields is a zod 3 schema it converts. Update the SDK to 1.23.0 or later, which converts zod 4 schemas.",
    );
  });

  it("says nothing of the three from 1.22.0 and 1.13.3 on", async () => {
    expect(await lintWithSdkVersion("1.27.0", text)).toEqual([
      "silent-transform@5:66 On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: @modelcontextprotocol/sdk 1.27.0 keeps this plain object as `inputSchema` but lists only zod object schemas. Write `inputSchema` in zod.",
    ]);
  });
});

describe("the transforms on their own", () => {
  it.each([
    ["keeps a zod object", { type: "object", properties: {} }, undefined, []],
    [
      "drops a union root",
      { anyOf: [{ type: "object" }, { type: "string" }] },
      { type: "object", properties: {} },
      ['lists it with no parameters: its root is a union ("anyOf"), not a zod object'],
    ],
    [
      "drops a record root",
      { type: "object", additionalProperties: { type: "string" } },
      { type: "object", properties: {} },
      ['lists it with no parameters: its root is an object without "properties" (a record), not a zod object'],
    ],
  ])("SDK 1.x %s", (_, schema, sent, changes) => {
    const result = sdkDropsNonObjectRoot.apply({ schema, name: "t" }, NEWEST);
    expect(result.schema).toEqual(sent);
    expect(result.changes.map((c) => c.change)).toEqual(changes);
  });

  it("SDK 1.x before 1.13.3 lists a dropped root without \"properties\", as its no-parameters listing", () => {
    const old: SendContext = { version: "1.13.2", strict: undefined };
    const result = sdkDropsNonObjectRoot.apply({ schema: { anyOf: [{ type: "object" }, { type: "string" }] }, name: "t" }, old);
    expect(result.schema).toEqual({ type: "object" });
    expect(sdkDropsNonObjectRoot.apply({ schema: { anyOf: [{ type: "string" }] }, name: "t" }, { version: "1.13.3", strict: undefined }).schema).toEqual({ type: "object", properties: {} });
    expect(sdkNoParameters("1.13.2")).toEqual({ type: "object" });
    expect(sdkNoParameters(undefined)).toBe(NO_PARAMETERS);
  });

  it("SDK 1.x says nothing of its own no-parameters listing, in either release's form", () => {
    expect(sdkDropsNonObjectRoot.apply({ schema: sdkNoParameters("1.13.0"), name: "t", route: "none" }, { version: "1.13.0", strict: undefined })).toEqual({ changes: [] });
    expect(sdkDropsNonObjectRoot.apply({ schema: NO_PARAMETERS, name: "t", route: "none" }, NEWEST)).toEqual({ changes: [] });
    expect(sdkListsDraft07.apply({ schema: sdkNoParameters("1.13.0"), name: "t", route: "zod3" }, NEWEST).schema).toBeUndefined();
  });

  it.each([
    ["leaves an object root", { type: "object", properties: {} }, undefined, []],
    ["stamps a oneOf root", { oneOf: [{ type: "object" }] }, { type: "object", oneOf: [{ type: "object" }] }, ['adds "type": "object" beside the root\'s "oneOf"']],
    ["stamps an empty root", {}, { type: "object" }, ['adds "type": "object" to the root, which has no "type"']],
  ])("SDK 2.x %s", (_, schema, sent, changes) => {
    const result = serverStampsObjectType.apply({ schema, name: "t" }, NEWEST);
    expect(result.schema).toEqual(sent);
    expect(result.changes.map((c) => c.change)).toEqual(changes);
    expect(result.fails).toBeUndefined();
  });

  it("SDK 2.x fails the listing on a root typed other than object", () => {
    const result = serverStampsObjectType.apply({ schema: { type: "string" }, name: "t" }, NEWEST);
    expect(result.fails).toBe(
      'throws "MCP tool and prompt schemas must describe objects" when answering `tools/list`, which then fails for every tool of this server, because the input schema\'s root is "type": "string"',
    );
  });

  it("SDK 1.x marks a zod 3 listing draft-07 (zod 4 gets it from the zod route), but not its own no-parameters listing", () => {
    const converted = { type: "object", properties: {} };
    expect(sdkListsDraft07.apply({ schema: NO_PARAMETERS, name: "t", route: "zod3" }, NEWEST).schema).toBeUndefined();
    expect(sdkListsDraft07.apply({ schema: converted, name: "t", route: "zod" }, NEWEST).schema).toBeUndefined();
    // `inputSchema: {}` is converted by zod-to-json-schema: equal in JSON, but not the SDK's constant.
    expect(sdkListsDraft07.apply({ schema: converted, name: "t", route: "zod3" }, NEWEST).schema).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {},
    });
  });
});

describe("SDK 1.x lists no parameters for a zod schema that is not a zod object", () => {
  it("gives an intersection or a transformed object the SDK's empty listing, and says so at the input", async () => {
    const { tools, messages } = await lintProject({
      "wrapped.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { z as z3 } from "zod3";

const server = new McpServer({ name: "wrapped", version: "1.0.0" });
server.registerTool("both", { inputSchema: z.object({ a: z.string() }).and(z.object({ b: z.string() })) }, async () => ({ content: [] }));
server.registerTool("trimmed", { inputSchema: z.object({ a: z.string() }).transform((v) => v.a.trim()) }, async () => ({ content: [] }));
server.registerTool("plain", { inputSchema: z.object({ a: z.string() }) }, async () => ({ content: [] }));
server.registerTool("coerced", { inputSchema: z.preprocess((v) => v, z.object({ a: z.string() })) }, async () => ({ content: [] }));
server.registerTool("coerced3", { inputSchema: z3.preprocess((v) => v, z3.object({ a: z3.string() })) }, async () => ({ content: [] }));
server.registerTool("coercedField", { inputSchema: { a: z.preprocess((v) => String(v), z.string()) } }, async () => ({ content: [] }));
`,
    });
    expect(tools.map((tool) => [tool.name, tool.route, tool.destinations.find((d) => d.target === "mcp")?.schema])).toEqual([
      ["both", "framework", { type: "object", properties: {} }],
      ["trimmed", "framework", { type: "object", properties: {} }],
      ["plain", "zod", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" } }, required: ["a"] }],
      // zod 4.6's `ZodPreprocess` and zod 3's `ZodEffects`: every parameter gone from the listing.
      ["coerced", "framework", { type: "object", properties: {} }],
      ["coerced3", "framework", { type: "object", properties: {} }],
      // Inside a raw shape the SDK builds the object itself: the field is converted on its input side.
      ["coercedField", "zod", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { type: "string" } }, required: ["a"] }],
    ]);
    const lost = (at: string, wrapper: string) =>
      `silent-transform@${at} On the way to MCP clients, OpenAI, Anthropic and Gemini, the MCP TypeScript SDK 1.x lists it with no parameters: its root is a ${wrapper} schema, not a zod object. Pass a plain \`z.object()\`.`;
    expect(describeMessages(messages["wrapped.ts"])).toEqual([lost("6:31", "ZodIntersection"), lost("7:34", "ZodPipe"), lost("9:34", "ZodPreprocess"), lost("10:35", "ZodEffects")]);
  });
});

describe("where MCP tools go", () => {
  const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "notes", version: "1.0.0" });
server.registerTool(
  "add_note",
  { description: "Adds a note", inputSchema: { text: z.string(), tag: z.string().optional(), pinned: z.boolean().default(false) } },
  async () => ({ content: [] }),
);
`;

  it("checks a server's tools as MCP clients forward them: no strict-mode errors without targets", async () => {
    const { tools, messages } = await lintProject({ "server.ts": SERVER });
    expect(tools.map((t) => t.name)).toEqual(["add_note"]);
    expect(describeMessages(messages["server.ts"])).toEqual([]);
  });

  it("checks them in OpenAI strict mode when the user asserts that destination", async () => {
    const { messages } = await lintProject({ "server.ts": SERVER }, { settings: { "tool-schema": { targets: ["openai-strict"] } } });
    expect(describeMessages(messages["server.ts"])).toEqual([
      "missing-additional-properties-false@7:46 The root is an open object, which fails the request to OpenAI strict mode (listed in targets). Use z.strictObject() (it then rejects unknown keys).",
      'optional-not-required@7:82 Field "tag" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). Use .nullable() instead of .optional().',
      'optional-not-required@7:114 Field "pinned" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). Use .nullable() instead of .optional().',
      'unsupported-keyword@7:114 Field "pinned" uses "default", which fails the request to OpenAI strict mode (listed in targets). Remove the check that adds it, and state the rule in the description.',
    ]);
  });

  it("still reports what a client's provider rejects when forwarded as written", async () => {
    const source = SERVER.replace('"add_note"', '"notes.add"');
    const { messages } = await lintProject({ "server.ts": source });
    expect(describeMessages(messages["server.ts"])).toEqual([
      'invalid-name@6:3 Tool name "notes.add" is rejected by OpenAI and Anthropic via the MCP TypeScript SDK 1.x: it may use only letters, digits, `_` and `-`. Rename it, e.g. "notes_add".',
    ]);
  });
});

describe("SDK 1.x task-based tools (experimental.tasks.registerToolTask)", () => {
  const handler = `{
    createTask: async (_args: unknown, extra: any) => ({ task: await extra.taskStore.createTask({ ttl: 1000 }) }),
    getTask: async (_args: unknown, extra: any) => extra.taskStore.getTask(extra.taskId),
    getTaskResult: async (_args: unknown, extra: any) => extra.taskStore.getTaskResult(extra.taskId),
  }`;
  const SOURCE = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "jobs", version: "1.0.0" });
server.experimental.tasks.registerToolTask("reindex", { description: "Rebuild the index", inputSchema: { full: z.boolean(), shard: z.string().optional() } }, ${handler});
server.experimental.tasks.registerToolTask("export", { description: "Export", inputSchema: { to: z.string() }, execution: { taskSupport: "forbidden" } }, ${handler});
`;

  it("reads them as registerTool() and reports the registration that throws at its taskSupport", async () => {
    const { tools, messages } = await lintProject({ "jobs.ts": SOURCE });
    expect(tools.map((t) => [t.name, t.form, t.route])).toEqual([
      ["reindex", "experimental.tasks.registerToolTask()", "zod"],
      ["export", "experimental.tasks.registerToolTask()", "zod"],
    ]);
    expect(tools[0].schema).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { full: { type: "boolean" }, shard: { type: "string" } },
      required: ["full"],
    });
    const line = SOURCE.split("\n").findIndex((text) => text.includes('"export"')) + 1;
    const column = SOURCE.split("\n")[line - 1].indexOf('"forbidden"') + 1;
    expect(describeMessages(messages["jobs.ts"]).filter((m) => m.startsWith("unsendable-tool"))).toEqual([
      `unsendable-tool@${line}:${column} This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: the MCP TypeScript SDK 1.x throws "Cannot register task-based tool … with taskSupport 'forbidden'" when registering it: use registerTool() for a tool without tasks.`,
    ]);
  });
});

describe("a registration through a cast of the method", () => {
  it("reads `(server.registerTool as Register)(…)` as the method's call, in the server's set", async () => {
    const { tools, messages } = await lintProject({
      "cast.ts": `import { McpServer, type RegisteredTool } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

type Register = (name: string, config: { description?: string; inputSchema?: unknown }, cb: () => unknown) => RegisteredTool;
export class Tools {
  constructor(private readonly server: McpServer) {}
  register(): void {
    (this.server.registerTool as Register)("find", { description: "Find documents.", inputSchema: { filter: z.string() } }, async () => ({ content: [] }));
    (this.server.registerTool as Register)("bad name!", { description: "Count documents.", inputSchema: { filter: z.string() } }, async () => ({ content: [] }));
  }
}
`,
    });
    expect(tools.map((t) => [t.line, t.name, t.form, t.route, t.set?.label])).toEqual([
      [8, "find", "this.server.registerTool()", "zod", "MCP server `this.server`"],
      [9, "bad name!", "this.server.registerTool()", "zod", "MCP server `this.server`"],
    ]);
    expect(describeMessages(messages["cast.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@9:44"]);
  });
});

describe("fields built by the project's own helpers", () => {
  it("reads each helper call with its arguments; a description built at run time is left out and the tool is still checked", async () => {
    const { tools, messages } = await lintProject({
      "fields.ts": `import { z } from "zod";
const KINDS = { report: "rprt", budget: "bdgt" } as const;
export function tokenField(kind: keyof typeof KINDS) {
  const prefix = KINDS[kind];
  return z.string().min(1).describe([kind, prefix].filter(Boolean).join(" "));
}
export function dayField(description: string) {
  return z.string().regex(/^\\d{4}-\\d{2}-\\d{2}$/).describe(description);
}
`,
      "server.ts": `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { dayField, tokenField } from "./fields.js";

const server = new McpServer({ name: "costs", version: "1.0.0" });
server.registerTool("get_costs", { description: "Costs between two days.", inputSchema: { start: dayField("First day"), end: dayField("Last day") } }, async () => ({ content: [] }));
server.registerTool("get_report", { description: "One report.", inputSchema: { report: tokenField("report") } }, async () => ({ content: [] }));
server.registerTool("bad name!", { description: "One budget.", inputSchema: { budget: tokenField("budget") } }, async () => ({ content: [] }));
`,
    });
    const day = (description: string) => ({ type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description });
    expect(summary(tools)).toEqual([
      {
        line: 5, form: "server.registerTool()", framework: "MCP TypeScript SDK 1.x", name: "get_costs", route: "zod",
        schema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { start: day("First day"), end: day("Last day") }, required: ["start", "end"] },
      },
      {
        line: 6, form: "server.registerTool()", framework: "MCP TypeScript SDK 1.x", name: "get_report", route: "zod (approximate)",
        schema: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { report: { type: "string", minLength: 1 } }, required: ["report"] },
      },
      expect.objectContaining({ line: 7, name: "bad name!", route: "zod (approximate)" }),
    ]);
    // The rest of a tool whose description is unknown is still judged.
    expect(describeMessages(messages["server.ts"]).map((m) => m.split(" ")[0])).toEqual(["invalid-name@7:21"]);
  });
});
