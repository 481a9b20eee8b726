import { describe, expect, it } from "vitest";
import { describeMessages, lintProject, type LintedProject } from "../harness.js";

/** The tools found, without the fields that only repeat the schema (hash, tokens). */
function found(project: LintedProject) {
  return project.tools.map((t) => ({ file: t.file, line: t.line, form: t.form, name: t.name, route: t.route, unresolved: t.unresolved, schema: t.schema }));
}

const REQUESTS = `import { GoogleGenAI } from "@google/genai";

const ai = new GoogleGenAI({ apiKey: "key" });

export async function ask() {
  await ai.models.generateContent({
    model: "gemini-2.5-flash",
    contents: "Weather in Paris?",
    config: {
      tools: [
        {
          functionDeclarations: [
            {
              name: "get_weather",
              description: "Current weather",
              parameters: {
                type: "object",
                properties: {
                  city: { description: "City name", anyOf: [{ type: "string" }, { type: "null" }] },
                  units: { type: ["string", "null"], enum: ["c", "f"] },
                  tags: { type: "array", items: { type: "object", properties: { k: { type: "string" } }, additionalProperties: false } },
                  when: { anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] },
                },
                additionalProperties: false,
              },
            },
            { name: "search", description: "Search", parametersJsonSchema: { type: "object", properties: { q: { type: "string" } }, additionalProperties: false } },
          ],
        },
        { googleSearch: {} },
        { functionDeclarations: [{ name: "search", description: "Moved", parameters: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { q: { type: "string", exclusiveMinimum: 1 } } } }] },
      ],
    },
  });
  for await (const chunk of await ai.models.generateContentStream({ model: "m", contents: "x", config: { tools: [{ functionDeclarations: [{ name: "ping", description: "Ping" }] }] } })) void chunk;
}
`;

const OTHERS = `import { GoogleGenAI, Type, type FunctionDeclaration, type Tool, type GenerateContentConfig } from "@google/genai";

const ai = new GoogleGenAI({});

export const lights: FunctionDeclaration[] = [
  { name: "set_light", description: "Set the light level", parameters: { type: Type.OBJECT, properties: { level: { type: Type.INTEGER, minimum: 0 } }, required: ["level"] } },
];
export const broken: Tool = { functionDeclarations: [{ name: "bad", description: "Throws", parameters: { type: "object", properties: { x: { type: "null" } } } }] };
export const config = { tools: [{ functionDeclarations: [{ name: "cfg_tool", description: "c", parameters: { type: "object", properties: { u: { type: "uuid" } } } }] }] } satisfies GenerateContentConfig;

export async function chat() {
  const session = ai.chats.create({ model: "m", config: { tools: [{ functionDeclarations: lights }] } });
  await session.sendMessage({ message: "x", config: { tools: [{ functionDeclarations: [{ name: "per.message", description: "p", parametersJsonSchema: { type: "object", properties: {} } }] }] } });
  await ai.live.connect({ model: "m", callbacks: { onmessage: () => {} }, config: { tools: [{ functionDeclarations: [{ name: "live_tool", description: "l", parameters: { type: "object", properties: { a: { type: "string" } }, required: ["a"] } }] }] } });
}
`;

const ODD = `import { GoogleGenAI, type FunctionDeclaration, mcpToTool } from "@google/genai";

const ai = new GoogleGenAI({});
declare const name: string;
declare const decls: FunctionDeclaration[];
declare const client: Parameters<typeof mcpToTool>[0];

export async function odd(config: object) {
  await ai.models.generateContent({ model: "m", contents: "x", config });
  await ai.models.generateContent({ model: "m", contents: "x", config: { tools: [mcpToTool(client), { functionDeclarations: decls }, { functionDeclarations: [...decls, { name, description: "d" }] }] } });
  await ai.models.generateContent({ model: "m", contents: "x", ...{ config: {} } });
}
`;

/**
 * Every typed form under a local alias, directly, through a namespace import and through a local
 * re-export under another name. Each name starts with a digit so `invalid-name` gives its position.
 */
const ALIASED = {
  "aliased.ts": `import type { FunctionDeclaration as Decl, Tool as GoogleTool, GenerateContentConfig as Config } from "@google/genai";
import type * as genai from "@google/genai";
import { type LiveParams, type Local } from "./reexport.js";

export const decls: readonly Decl[] = [{ name: "1decl", description: "d", parameters: { type: "object", properties: {} } }];
export const tool: GoogleTool = { functionDeclarations: [{ name: "2tool", description: "t", parametersJsonSchema: { type: "object", properties: {} } }] };
export const config = { tools: [{ functionDeclarations: [{ name: "3config", description: "c" }] }] } satisfies Config;
export const request = { model: "m", config: { tools: [{ functionDeclarations: [{ name: "4request", description: "r" }] }] } } as genai.GenerateContentParameters;
export const live: LiveParams = { model: "m", callbacks: {}, config: { tools: [{ functionDeclarations: [{ name: "5live", description: "l" }] }] } };
export const local: Array<Local> = [{ functionDeclarations: [{ name: "6local", description: "n" }] }];
`,
  "reexport.ts": `import { Tool as Renamed } from "@google/genai";
export { LiveConnectParameters as LiveParams } from "@google/genai";
export { Renamed as Local };
`,
};

describe("@google/genai", () => {
  it("finds declarations in requests, chats, the Live API and typed values, with the target their field decides", async () => {
    const project = await lintProject({ "requests.ts": REQUESTS, "others.ts": OTHERS, "odd.ts": ODD });
    expect(found(project)).toMatchInlineSnapshot(`
      [
        {
          "file": "odd.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 10,
          "name": null,
          "route": "none",
          "schema": {
            "additionalProperties": false,
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "others.ts",
          "form": "FunctionDeclaration[]",
          "line": 6,
          "name": "set_light",
          "route": "literal",
          "schema": {
            "properties": {
              "level": {
                "minimum": 0,
                "type": "INTEGER",
              },
            },
            "required": [
              "level",
            ],
            "type": "OBJECT",
          },
          "unresolved": undefined,
        },
        {
          "file": "others.ts",
          "form": "Tool",
          "line": 8,
          "name": "bad",
          "route": "literal",
          "schema": {
            "properties": {
              "x": {
                "type": "null",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "others.ts",
          "form": "GenerateContentConfig",
          "line": 9,
          "name": "cfg_tool",
          "route": "literal",
          "schema": {
            "properties": {
              "u": {
                "type": "uuid",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "others.ts",
          "form": "sendMessage functionDeclarations[]",
          "line": 13,
          "name": "per.message",
          "route": "literal",
          "schema": {
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "others.ts",
          "form": "live.connect functionDeclarations[]",
          "line": 14,
          "name": "live_tool",
          "route": "literal",
          "schema": {
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
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 13,
          "name": "get_weather",
          "route": "literal",
          "schema": {
            "additionalProperties": false,
            "properties": {
              "city": {
                "anyOf": [
                  {
                    "type": "string",
                  },
                  {
                    "type": "null",
                  },
                ],
                "description": "City name",
              },
              "tags": {
                "items": {
                  "additionalProperties": false,
                  "properties": {
                    "k": {
                      "type": "string",
                    },
                  },
                  "type": "object",
                },
                "type": "array",
              },
              "units": {
                "enum": [
                  "c",
                  "f",
                ],
                "type": [
                  "string",
                  "null",
                ],
              },
              "when": {
                "anyOf": [
                  {
                    "type": "string",
                  },
                  {
                    "type": "integer",
                  },
                  {
                    "type": "null",
                  },
                ],
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 27,
          "name": "search",
          "route": "literal",
          "schema": {
            "additionalProperties": false,
            "properties": {
              "q": {
                "type": "string",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 31,
          "name": "search",
          "route": "literal",
          "schema": {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "properties": {
              "q": {
                "exclusiveMinimum": 1,
                "type": "string",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "requests.ts",
          "form": "models.generateContentStream functionDeclarations[]",
          "line": 35,
          "name": "ping",
          "route": "none",
          "schema": {
            "additionalProperties": false,
            "properties": {},
            "type": "object",
          },
          "unresolved": undefined,
        },
      ]
    `);
    expect(describeMessages(project.messages["requests.ts"])).toMatchInlineSnapshot(`
      [
        "silent-transform@19:27 On the way to Gemini's parameters field, @google/genai (processJsonSchema) drops "description" beside that anyOf at properties.city. Make sure the handler copes with it.",
        "silent-transform@19:53 On the way to Gemini's parameters field, @google/genai (processJsonSchema) replaces anyOf [X, null] at properties.city by X with nullable: true. Make sure the handler copes with it.",
        "silent-transform@20:28 On the way to Gemini's parameters field, @google/genai (processJsonSchema) replaces type ["string","null"] at properties.units by type "string" with nullable: true. Make sure the handler copes with it.",
        "silent-transform@21:106 On the way to Gemini's parameters field, @google/genai (processJsonSchema) drops "additionalProperties" from properties.tags.items. Make sure the handler copes with it.",
        "silent-transform@22:78 On the way to Gemini's parameters field, @google/genai (processJsonSchema) replaces the null branch of anyOf at properties.when by nullable: true. Make sure the handler copes with it.",
        "silent-transform@24:17 On the way to Gemini's parameters field, @google/genai (processJsonSchema) drops "additionalProperties" from the root. Make sure the handler copes with it.",
        "duplicate-tool-name@31:42 Tool name "search" is already used by the tool on line 27 of this \`tools\` array: the request can be rejected, and the model cannot tell the two apart. Rename one of them.",
      ]
    `);
    expect(describeMessages(project.messages["others.ts"])).toMatchInlineSnapshot(`
      [
        "unsendable-tool@8:141 This tool never reaches Gemini's parameters field: @google/genai (processJsonSchema) throws "type: null can not be the only possible type for the field." at properties.x. Change what the error names.",
        "silent-transform@9:145 On the way to Gemini's parameters field, @google/genai (processJsonSchema) replaces type "uuid" at properties.u by TYPE_UNSPECIFIED. Make sure the handler copes with it.",
      ]
    `);
    expect(describeMessages(project.messages["odd.ts"])).toMatchInlineSnapshot(`[]`);
  });

  it("recognises the client from its import when the package's types are absent", async () => {
    const project = await lintProject(
      {
        // The package resolves to a module with no exports: its types are absent.
        "stub/empty.d.ts": "export {};",
        "missing.ts": `import { GoogleGenAI, Type } from "@google/genai";
const ai = new GoogleGenAI({});
ai.models.generateContent({ config: { tools: [{ functionDeclarations: [{ name: "9lives", description: "d", parameters: { type: "object", properties: { n: { type: "integer", exclusiveMinimum: 0 } } } }] }] } });
ai.models.generateContent({ config: { tools: [{ functionDeclarations: [{ name: "enum_typed", description: "d", parameters: { type: Type.OBJECT, properties: {} } }] }] } });
`,
      },
      {
        tsconfig: {
          compilerOptions: {
            target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: false, noEmit: true, skipLibCheck: true, types: [],
            baseUrl: ".", paths: { "@google/genai": ["./stub/empty.d.ts"] },
          },
        },
      },
    );
    expect(found(project)).toMatchInlineSnapshot(`
      [
        {
          "file": "missing.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 3,
          "name": "9lives",
          "route": "literal",
          "schema": {
            "properties": {
              "n": {
                "exclusiveMinimum": 0,
                "type": "integer",
              },
            },
            "type": "object",
          },
          "unresolved": undefined,
        },
        {
          "file": "missing.ts",
          "form": "models.generateContent functionDeclarations[]",
          "line": 4,
          "name": "enum_typed",
          "route": "unresolved",
          "schema": null,
          "unresolved": "\`Type\` is imported from a module that cannot be resolved",
        },
      ]
    `);
    expect(describeMessages(project.messages["missing.ts"])).toMatchInlineSnapshot(`
      [
        "invalid-name@3:80 Tool name "9lives" is rejected by Gemini's parameters field via @google/genai: it may use only letters, digits, \`_\`, \`.\`, \`:\` and \`-\`, starting with a letter or \`_\`. Rename it, e.g. "_9lives".",
        "unsupported-keyword@3:174 Field "n" uses "exclusiveMinimum", which fails the request to Gemini's parameters field via @google/genai. Remove "exclusiveMinimum", and state the rule in the description.",
        "unresolved-schema@4:132 No schema findings for this tool: \`Type\` is imported from a module that cannot be resolved.",
      ]
    `);
  });
  it.each([
    { types: "with the package's types", withoutTypes: [] },
    { types: "without the package's types", withoutTypes: ["@google/genai"] },
  ])("reads typed values by the exported name of an aliased import, $types", async ({ withoutTypes }) => {
    const project = await lintProject(ALIASED, { withoutTypes });
    expect(project.tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name}`)).toEqual([
      "aliased.ts:5 readonly Decl[] 1decl",
      "aliased.ts:6 GoogleTool 2tool",
      "aliased.ts:7 Config 3config",
      "aliased.ts:8 genai.GenerateContentParameters 4request",
      "aliased.ts:9 LiveParams 5live",
      "aliased.ts:10 Array<Local> 6local",
    ]);
    const rule = "it may use only letters, digits, `_`, `.`, `:` and `-`, starting with a letter or `_`";
    expect(describeMessages(project.messages["aliased.ts"])).toEqual([
      `invalid-name@5:48 Tool name "1decl" is rejected by Gemini's parameters field via @google/genai: ${rule}. Rename it, e.g. "_1decl".`,
      `invalid-name@6:66 Tool name "2tool" is rejected by Gemini via @google/genai: ${rule}. Rename it, e.g. "_2tool".`,
      `invalid-name@7:66 Tool name "3config" is rejected by Gemini via @google/genai: ${rule}. Rename it, e.g. "_3config".`,
      `invalid-name@8:89 Tool name "4request" is rejected by Gemini via @google/genai: ${rule}. Rename it, e.g. "_4request".`,
      `invalid-name@9:113 Tool name "5live" is rejected by Gemini via @google/genai: ${rule}. Rename it, e.g. "_5live".`,
      `invalid-name@10:70 Tool name "6local" is rejected by Gemini via @google/genai: ${rule}. Rename it, e.g. "_6local".`,
    ]);
  });
});
