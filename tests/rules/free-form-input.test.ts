import { describe, expect, it } from "vitest";
import rule from "../../src/rules/free-form-input.js";
import { phraseIn } from "../../src/design/words.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";
import { calleeSettings, defineHeader } from "./settings.js";

const ruleTester = createRuleTester(calleeSettings);

const mcp = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "notes", version: "1.0.0" });
`;
const register = (shape: string, description = "Save a note.") =>
  `${mcp}server.registerTool("save_note", { description: "${description}", inputSchema: ${shape} }, async () => ({ content: [] }));\n`;
const aiTool = (schema: string) => `import { tool } from "ai";
import { z } from "zod";
export const saveNote = tool({
  description: "Save a note.",
  inputSchema: ${schema},
  execute: async () => "ok",
});
`;
const literal = (properties: string, extra = "") =>
  `${defineHeader}defineTool({ name: "save_note", execute: async () => 1, input: { type: "object", properties: ${properties}${extra} } });\n`;

const untypedMcp = register("{ title: z.string(), data: z.any() }");
const unknownAi = aiTool("z.object({ title: z.string(), payload: z.unknown().describe(\"The payload of the note\") })");
const recordMcp = register("{ title: z.string(), metadata: z.record(z.string(), z.any()) }");
const passthroughAi = aiTool("z.object({ options: z.object({}).passthrough() })");
const looseMcp = register("{ options: z.looseObject({}) }");
const arrayItemsAi = aiTool("z.object({ tags: z.array(z.any()).nullable() })");
const nullableAny = register("{ value: z.any().nullable() }");
const nestedMcp = register("{ note: z.object({ title: z.string(), extra: z.unknown() }) }");
const literalEmpty = literal(`{ title: { type: "string" }, data: {} }`);
const literalObject = literal(`{ filter: { type: "object", description: "Which notes to keep" } }`);
const literalArray = literal(`{ ids: { type: "array", description: "Notes to delete" } }`);
const literalOpen = literal(`{ filter: { type: "object", additionalProperties: true } }`);
const recordOfAny = register("{ groups: z.record(z.string(), z.array(z.any())) }");
const rootRecord = `${mcp}server.registerTool("save_note", { description: "Save a note.", inputSchema: z.record(z.string(), z.any()) }, async () => ({ content: [] }));\n`;
const rootLiteralOpen = `${defineHeader}defineTool({ name: "save_note", execute: async () => 1, input: { type: "object", additionalProperties: true } });\n`;
const multiLine = `${defineHeader}defineTool({
  name: "save_note",
  execute: async () => 1,
  input: {
    type: "object",
    properties: {
      data: {
        description: "The note's data",
      },
    },
  },
});
`;

ruleTester.run("free-form-input", rule, {
  valid: [
    // Typed fields, enums, typed maps and arrays.
    register("{ title: z.string(), level: z.enum([\"low\", \"high\"]), tags: z.array(z.string()), labels: z.record(z.string(), z.string()) }"),
    aiTool("z.object({ note: z.object({ title: z.string() }), at: z.number().nullable() })"),
    literal(`{ title: { type: "string" }, kind: { enum: ["a", "b"] }, id: { const: 1 }, ref: { $ref: "#/$defs/x" }, any: { anyOf: [{ type: "string" }, { type: "number" }] } }`),
    // The field's own description says why it takes anything.
    register("{ data: z.any().describe(\"Any JSON value; stored as-is\") }"),
    aiTool("z.object({ metadata: z.record(z.string(), z.unknown()).describe(\"Arbitrary key-value metadata\") })"),
    literal(`{ body: { description: "Request body, passed through to the API" } }`),
    aiTool("z.object({ rows: z.array(z.unknown()).describe(\"Rows in free-form\") })"),
    // A dispatcher's arguments, whose shape another tool's schema gives.
    register("{ name: z.string(), arguments: z.record(z.string(), z.unknown()).describe(\"Arguments of the named tool, as its schema says\") }"),
    // An object written with an empty property list reads as "no keys".
    register("{ options: z.object({}) }"),
    literal(`{ options: { type: "object", properties: {} } }`),
    // A tool without input, and an input root that is only `{ type: "object" }`: "no parameters".
    `${mcp}server.registerTool("ping", { description: "Ping." }, async () => ({ content: [] }));\n`,
    `${defineHeader}defineTool({ name: "ping", execute: async () => 1, input: { type: "object" } });\n`,
    // An open root the tool's description explains; the root check turned off.
    `${mcp}server.registerTool("save_note", { description: "Save arbitrary fields on a note.", inputSchema: z.record(z.string(), z.any()) }, async () => ({ content: [] }));\n`,
    { code: rootRecord, options: [{ checkRoot: false }] },
    // Its own word list: "blob" explains the field.
    { code: register("{ data: z.any().describe(\"A blob\") }"), options: [{ freeFormWords: ["blob"] }] },
    // A TypeScript type with \`unknown\` is not resolved at all (unresolved-schema says why): nothing to read here.
    `import { ai } from "@warlock.js/ai";\ninterface Input {\n  extra: Record<string, unknown>;\n}\nai.tool<Input, number>({ name: "save_note", execute: async () => 1 });\n`,
    // Objects of anything are maps whose keys come from elsewhere, left alone unless checkObjects is on.
    recordMcp,
    literalObject,
    literalOpen,
    // lint: false skips the tool.
    `${defineHeader}defineTool({ name: "save_note", lint: false, execute: async () => 1, input: { type: "object", properties: { data: {} } } });\n`,
  ],
  invalid: [
    {
      // MCP registerTool with a raw shape: the builder call is underlined.
      code: untypedMcp,
      errors: [{ messageId: "untyped", data: { where: 'field "data"', Where: 'Field "data"' }, ...at(untypedMcp, "any()") }],
    },
    {
      // AI SDK tool(): a description that does not say why.
      code: unknownAi,
      errors: [{ messageId: "untyped", ...at(unknownAi, "unknown()") }],
    },
    { code: recordMcp, options: [{ checkObjects: true }], errors: [{ messageId: "anyObject", ...at(recordMcp, "record(z.string(), z.any())") }] },
    { code: passthroughAi, options: [{ checkObjects: true }], errors: [{ messageId: "anyObject", ...at(passthroughAi, "passthrough()") }] },
    { code: looseMcp, options: [{ checkObjects: true }], errors: [{ messageId: "anyObject", ...at(looseMcp, "looseObject({})") }] },
    {
      // A nullable list of anything: the items are named, and underlined.
      code: arrayItemsAi,
      errors: [{ messageId: "untyped", data: { where: 'field "tags[]"', Where: 'Field "tags[]"' }, ...at(arrayItemsAi, "any()") }],
    },
    { code: nullableAny, errors: [{ messageId: "untyped", ...at(nullableAny, "any()") }] },
    { code: nestedMcp, errors: [{ messageId: "untyped", data: { where: 'field "note.extra"', Where: 'Field "note.extra"' }, ...at(nestedMcp, "unknown()") }] },
    // JSON Schema literals: the field's own literal, or its key when that spans lines.
    { code: literalEmpty, errors: [{ messageId: "untyped", ...at(literalEmpty, "{}") }] },
    { code: literalObject, options: [{ checkObjects: true }], errors: [{ messageId: "anyObject", ...at(literalObject, `{ type: "object", description: "Which notes to keep" }`) }] },
    { code: literalArray, errors: [{ messageId: "untypedItems", ...at(literalArray, `{ type: "array", description: "Notes to delete" }`) }] },
    { code: literalOpen, options: [{ checkObjects: true }], errors: [{ messageId: "anyObject", ...at(literalOpen, "additionalProperties") }] },
    { code: multiLine, errors: [{ messageId: "untyped", ...at(multiLine, "data") }] },
    // The values of a map are lists of anything.
    { code: recordOfAny, errors: [{ messageId: "untyped", data: { where: 'field "groups.*[]"', Where: 'Field "groups.*[]"' }, ...at(recordOfAny, "any()") }] },
    // The whole input is an object of anything.
    { code: rootRecord, errors: [{ messageId: "anyInput", ...at(rootRecord, "record(z.string(), z.any())") }] },
    { code: rootLiteralOpen, errors: [{ messageId: "anyInput", ...at(rootLiteralOpen, "additionalProperties") }] },
    // A word list that leaves out "any".
    {
      code: register("{ data: z.any().describe(\"Any value\") }"),
      options: [{ freeFormWords: ["blob"] }],
      errors: [{ messageId: "untyped" }],
    },
  ],
});

describe("phraseIn", () => {
  it("matches whole words and phrases, ignoring case", () => {
    expect(phraseIn("Any JSON value", ["json"])).toBe("json");
    expect(phraseIn("Passed through AS-IS", ["as-is"])).toBe("as-is");
    expect(phraseIn("The company name", ["any"])).toBeUndefined();
    expect(phraseIn("jsonl rows", ["json"])).toBeUndefined();
  });
});
