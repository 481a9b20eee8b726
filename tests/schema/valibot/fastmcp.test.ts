import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../../frameworks/harness.js";

// FastMCP converts a valibot `parameters` with @valibot/to-json-schema (xsschema 0.4.4, no config), then
// closes it (strictJsonSchema): the route's JSON is what tools/list sends, findings where it is written.
const SERVER = `import { FastMCP } from "fastmcp";
import * as v from "valibot";

const server = new FastMCP({ name: "geo", version: "1.0.0" });

server.addTool({
  name: "plot_point",
  description: "Plots a point on the map",
  parameters: v.object({ label: v.pipe(v.string(), v.maxLength(40)), at: v.tuple([v.number(), v.number()]) }),
  execute: async () => "",
});
`;

const TARGETS = { "tool-schema": { targets: ["openai-strict", "anthropic", "google", "google-parameters"] } };

describe("a valibot schema through FastMCP", () => {
  it("is read by the valibot route, sent as converted and closed, and reported where it is written", async () => {
    const { tools, messages } = await lintProject({ "server.ts": SERVER }, { settings: TARGETS });
    expect(tools.map((t) => [t.name, t.route])).toEqual([["plot_point", "valibot"]]);
    // What tools/list lists (the converted schema, closed by strictJsonSchema), as Anthropic receives it through a client.
    const listed = tools[0]!.destinations.find((d) => d.target === "anthropic");
    expect(JSON.stringify(listed?.schema)).toBe(
      JSON.stringify({
        type: "object",
        properties: { label: { type: "string", maxLength: 40 }, at: { type: "array", items: [{ type: "number" }, { type: "number" }], minItems: 2 } },
        required: ["label", "at"],
        $schema: "http://json-schema.org/draft-07/schema#",
        additionalProperties: false,
      }),
    );
    expect(describeMessages(messages["server.ts"]!)).toContain(
      'unsupported-keyword@9:26 Field "label" uses "maxLength", which fails the request to OpenAI strict mode (listed in targets). Remove "maxLength", and state the rule in the description.',
    );
  });

  it("leaves a schema the converter throws on unresolved, quoting it at the builder", async () => {
    const text = SERVER.replace("v.tuple([v.number(), v.number()])", "v.date()");
    const { tools, messages } = await lintProject({ "server.ts": text }, { settings: TARGETS });
    const reason = '@valibot/to-json-schema 1.8.0 throws on `v.date()`: The "date" schema cannot be converted to JSON Schema.';
    expect([tools[0]?.route, tools[0]?.unresolved]).toEqual(["unresolved", reason]);
    expect(describeMessages(messages["server.ts"]!).filter((m) => m.startsWith("unresolved-schema"))).toEqual([`unresolved-schema@9:74 No schema findings for this tool: ${reason}`]);
  });

  it("is not read this way where the framework does not convert valibot as FastMCP does (AI SDK 7 throws on it)", async () => {
    const { tools } = await lintProject({
      "agent.ts": `import { tool } from "ai";
import * as v from "valibot";

export const plot = tool({ description: "Plots a point", inputSchema: v.object({ label: v.string() }), execute: async () => "" });
`,
    });
    expect(tools.map((t) => t.route === "valibot")).toEqual([false]);
  });
});
