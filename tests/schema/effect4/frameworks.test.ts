import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

// Where a framework converts any Standard JSON Schema at draft-07 (`~standard.jsonSchema.input({ target: "draft-07" })`:
// the AI SDK from 6.0.0, CopilotKit's v2 tools), an Effect 4 schema wrapped in toStandardJSONSchemaV1 and an ArkType
// type are read by their routes; the AI SDK 5 does not convert them so, and they stay with the type walk there.
const aiSdkTools = `import { tool } from "ai";
import { type } from "arktype";
import { Schema } from "effect";

export const tools = {
  plan_trip: tool({
    description: "Plans a trip",
    strict: true,
    inputSchema: Schema.toStandardJSONSchemaV1(
      Schema.Struct({
        city: Schema.String,
        budget: Schema.optional(Schema.Finite),
      }),
    ),
    execute: async () => ({}),
  }),
  find_room: tool({ description: "Finds a room", strict: true, inputSchema: type({ city: "string", "nights?": "number" }), execute: async () => ({}) }),
  check_in: tool({ description: "Checks in", inputSchema: Schema.toStandardSchemaV1(Schema.Struct({ code: Schema.String })), execute: async () => ({}) }),
};
`;

const copilotTool = `import { useFrontendTool } from "@copilotkit/react-core/v2";
import { Schema } from "effect";

export function Notes() {
  useFrontendTool({ name: "add_note", description: "Adds a note", parameters: Schema.toStandardJSONSchemaV1(Schema.Struct({ text: Schema.String.check(Schema.isMaxLength(200)) })), handler: async () => "added" });
}
`;

describe("Effect 4 and ArkType where Standard JSON Schema is converted at draft-07", () => {
  it("the AI SDK 7 sends what the routes read, closed; a schema without ~standard.jsonSchema is left to the type walk", async () => {
    const { tools, messages } = await lintProject({ "tools.ts": aiSdkTools }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic"] } } });
    expect(tools.map((t) => [t.name, t.route])).toEqual([
      ["plan_trip", "effect"],
      ["find_room", "arktype"],
      ["check_in", "inferred"],
    ]);
    expect(tools[0]!.destinations.find((d) => d.target === "anthropic-strict")?.schema).toEqual({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { city: { type: "string" }, budget: { anyOf: [{ type: "number" }, { type: "null" }] } },
      required: ["city"],
      additionalProperties: false,
    });
    expect(describeMessages(messages["tools.ts"]!)).toEqual([
      'optional-not-required@12:9 Field "budget" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
      'optional-not-required@17:100 Field "nights" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
    ]);
  });

  it("the AI SDK 5 does not convert them so: the routes are not used", async () => {
    const { tools } = await lintProject({ "tools.ts": aiSdkTools }, { extraFiles: { "node_modules/ai/package.json": JSON.stringify({ name: "ai", version: "5.0.0" }) } });
    expect(tools.map((t) => t.route === "effect" || t.route === "arktype")).toEqual([false, false, false]);
  });

  it("CopilotKit's v2 tools send what the Effect 4 route reads", async () => {
    const { tools } = await lintProject({ "notes.ts": copilotTool });
    expect(tools.map((t) => [t.name, t.route])).toEqual([["add_note", "effect"]]);
    // The core removes `$schema` and every `additionalProperties` (createToolSchema).
    expect(tools[0]!.destinations.find((d) => d.target === "anthropic")?.schema).toEqual({ type: "object", properties: { text: { type: "string", maxLength: 200 } }, required: ["text"] });
  });
});
