import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// FastMCP converts an Effect `parameters` (vendor "effect", no `~standard.jsonSchema`) through xsschema 0.4.4's
// `JSONSchema.make` of `import("effect")`, then closes it (strictJsonSchema). With Effect 3 installed as
// `effect`, the route's JSON is what tools/list sends; Effect 4 exports no `JSONSchema`, so tools/list throws.
const EFFECT3 = { links: { "node_modules/effect": "../../../node_modules/effect3" } };

/** One FastMCP server whose tool's `parameters` is `wrap` of the same Effect struct. */
const server = (wrap: (schema: string) => string) => `import { FastMCP } from "fastmcp";
import { Schema } from "effect";

const server = new FastMCP({ name: "people", version: "1.0.0" });

server.addTool({
  name: "find_person",
  description: "Finds a person by name",
  parameters: ${wrap(`Schema.Struct({
    name: Schema.String.pipe(Schema.maxLength(80)),
    age: Schema.optional(Schema.Number.pipe(Schema.int())),
  })`)},
  execute: async () => "",
});
`;

describe("an Effect 3 schema through FastMCP", () => {
  it("is read by the Effect route, sent as converted and closed, and reported where it is written; unwrapped, it is unresolved", async () => {
    const files = { "server.ts": server((s) => `Schema.standardSchemaV1(${s})`), "bare.ts": server((s) => s) };
    const { tools, messages } = await lintProject(files, { ...EFFECT3, settings: { "tool-schema": { targets: ["openai-strict", "anthropic"] } } });
    expect(tools.map((t) => [t.file, t.name, t.route])).toEqual([
      ["bare.ts", "find_person", "unresolved"],
      ["server.ts", "find_person", "effect"],
    ]);
    const listed = tools[1]!.destinations.find((d) => d.target === "anthropic");
    expect(JSON.stringify(listed?.schema)).toBe(
      JSON.stringify({
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        required: ["name"],
        properties: {
          name: { type: "string", description: "a string at most 80 character(s) long", title: "maxLength(80)", maxLength: 80 },
          age: { type: "integer", description: "an integer", title: "int" },
        },
        additionalProperties: false,
      }),
    );
    expect(describeMessages(messages["server.ts"]!)).toEqual([
      'unsupported-keyword@10:5 Field "name" uses "maxLength", which fails the request to OpenAI strict mode (listed in targets). Remove "maxLength", and state the rule in the description.',
      'optional-not-required@11:5 Field "age" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
    ]);
    expect(describeMessages(messages["bare.ts"]!)).toEqual([
      "unresolved-schema@9:15 No schema findings for this tool: FastMCP throws on an Effect schema without `~standard` as `parameters`: wrap it in Schema.standardSchemaV1().",
    ]);
  });
});

describe("an Effect 3 schema elsewhere", () => {
  // @ai-sdk/provider-utils 5.0.81 standardSchema(): `~standard.jsonSchema` or it throws "does not support JSON Schema conversion".
  it("is not read by the Effect route where the framework does not convert Effect as FastMCP does (AI SDK 7 throws on it)", async () => {
    const agent = `import { tool } from "ai";
import { Schema } from "effect";

export const plot = tool({ description: "Plots a point", inputSchema: Schema.standardSchemaV1(Schema.Struct({ label: Schema.String })), execute: async () => "" });
`;
    const { tools } = await lintProject({ "agent.ts": agent }, EFFECT3);
    expect(tools.map((t) => t.route === "effect")).toEqual([false]);
  });
});

/** The same tool written with Effect 4, its `parameters` `wrap` of the struct. */
const server4 = (wrap: (schema: string) => string) => `import { FastMCP } from "fastmcp";
import { Schema } from "effect";

const server = new FastMCP({ name: "people", version: "1.0.0" });

server.addTool({
  name: "find_person",
  description: "Finds a person by name",
  parameters: ${wrap(`Schema.Struct({
    name: Schema.String.check(Schema.isMaxLength(80)),
    age: Schema.optional(Schema.Int),
    score: Schema.Number.annotate({ description: "Match score" }),
  })`)},
  execute: async () => "",
});
`;

describe("an Effect 4 schema through FastMCP", () => {
  it("is read when given as a Standard JSON Schema that validates; with either wrapper alone FastMCP throws, and the tool is unresolved saying which", async () => {
    const files = {
      "json.ts": server4((s) => `Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(${s}))`),
      "thrown.ts": server4((s) => `Schema.toStandardSchemaV1(${s})`),
      "unchecked.ts": server4((s) => `Schema.toStandardJSONSchemaV1(${s})`),
    };
    const { tools, messages } = await lintProject(files, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic"] } } });
    expect(tools.map((t) => [t.file, t.route])).toEqual([
      ["json.ts", "effect"],
      ["thrown.ts", "unresolved"],
      ["unchecked.ts", "unresolved"],
    ]);
    // The plain Number is sent as a number or one of three strings, its description dropped by Effect's JSON codec.
    expect(JSON.stringify(tools[0]!.destinations.find((d) => d.target === "anthropic")?.schema)).toBe(
      JSON.stringify({
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: {
          name: { type: "string", maxLength: 80 },
          age: { anyOf: [{ type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 }, { type: "null" }] },
          score: { anyOf: [{ type: "number" }, { type: "string", enum: ["Infinity", "-Infinity", "NaN"] }] },
        },
        required: ["name", "score"],
        additionalProperties: false,
      }),
    );
    expect(describeMessages(messages["json.ts"]!)).toMatchSnapshot();
    expect(describeMessages(messages["thrown.ts"]!)).toEqual([
      "unresolved-schema@9:15 No schema findings for this tool: FastMCP's tools/list throws on it: xsschema converts it with `JSONSchema.make` of effect, which effect 4 does not export; wrap it in Schema.toStandardJSONSchemaV1() too.",
    ]);
    expect(describeMessages(messages["unchecked.ts"]!)).toEqual([
      "unresolved-schema@9:15 No schema findings for this tool: FastMCP's addTool throws on it: a Standard JSON Schema without `~standard.validate`; wrap it in Schema.toStandardSchemaV1() too.",
    ]);
  });
});
