import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

// FastMCP converts an ArkType `parameters` through `~standard.jsonSchema.input({ target: "draft-07" })`
// (xsschema 0.4.4), then closes it (strictJsonSchema): the route's JSON is what tools/list sends.
const SERVER = `import { FastMCP } from "fastmcp";
import { type } from "arktype";

const server = new FastMCP({ name: "people", version: "1.0.0" });

server.addTool({
  name: "find_person",
  description: "Finds a person by name",
  parameters: type({ name: "string <= 80", "age?": "number.integer >= 0" }),
  execute: async () => "",
});
`;

describe("an ArkType schema through FastMCP", () => {
  it("is read by the ArkType route, sent as converted and closed, and reported where it is written", async () => {
    const { tools, messages } = await lintProject({ "server.ts": SERVER }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic"] } } });
    expect(tools.map((t) => [t.name, t.route])).toEqual([["find_person", "arktype"]]);
    const listed = tools[0]!.destinations.find((d) => d.target === "anthropic");
    expect(JSON.stringify(listed?.schema)).toBe(
      JSON.stringify({
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { name: { type: "string", maxLength: 80 }, age: { type: "integer", minimum: 0 } },
        required: ["name"],
        additionalProperties: false,
      }),
    );
    expect(describeMessages(messages["server.ts"]!)).toEqual([
      'unsupported-keyword@9:22 Field "name" uses "maxLength", which fails the request to OpenAI strict mode (listed in targets). Remove "maxLength", and state the rule in the description.',
      'optional-not-required@9:44 Field "age" is optional (not in "required"), which fails the request to OpenAI strict mode (listed in targets). List it in "required" and allow null ("type": [T, "null"]).',
    ]);
  });
});
