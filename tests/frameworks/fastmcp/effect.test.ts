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

describe("an Effect 4 schema through FastMCP", () => {
  it("is unresolved: with Schema.toStandardSchemaV1() alone tools/list throws; with Schema.toStandardJSONSchemaV1() Effect converts it, which is not read", async () => {
    const files = {
      "thrown.ts": server((s) => `Schema.toStandardSchemaV1(${s})`),
      "json.ts": server((s) => `Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(${s}))`),
    };
    const { tools, messages } = await lintProject(files);
    expect(tools.map((t) => [t.file, t.route])).toEqual([
      ["json.ts", "unresolved"],
      ["thrown.ts", "unresolved"],
    ]);
    expect(describeMessages(messages["json.ts"]!)).toEqual([
      "unresolved-schema@9:15 No schema findings for this tool: Effect 4 converts this schema itself (`~standard.jsonSchema`, draft-07), which the plugin does not read.",
    ]);
    expect(describeMessages(messages["thrown.ts"]!)).toEqual([
      "unresolved-schema@9:15 No schema findings for this tool: FastMCP's tools/list throws on it: xsschema converts it with `JSONSchema.make` of effect, which effect 4 does not export; wrap it in Schema.toStandardJSONSchemaV1() too.",
    ]);
  });
});
