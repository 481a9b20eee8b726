import { describe, expect, it } from "vitest";
import { describeToolSchema, describeToolSchemas } from "../src/index.js";

const saveFacts = {
  name: "save_facts",
  description: "Store facts about the user.",
  inputSchema: {
    type: "object",
    properties: { facts: { type: "array", items: { type: "string" } }, note: { type: "string" } },
    required: ["facts"],
  },
};

describe("describeToolSchema", () => {
  it("reports what the rules report, with tokens, hash and ok", () => {
    const report = describeToolSchema(saveFacts);
    expect(report).toEqual({
      name: "save_facts",
      tokens: 42,
      descriptionChars: 27,
      schemaHash: report.schemaHash,
      targets: ["openai-strict", "anthropic", "google"],
      issues: [
        {
          code: "optional-not-required",
          severity: "error",
          targets: ["openai-strict"],
          path: "properties.note",
          message: '"note" (properties.note) is missing from "required"; [openai-strict] reject the tool, because strict mode needs every property listed there.',
        },
        {
          code: "missing-additional-properties-false",
          severity: "error",
          targets: ["openai-strict"],
          path: "",
          message: 'The root object does not set "additionalProperties": false; [openai-strict] reject open objects in strict mode.',
        },
      ],
      ok: false,
    });
    expect(report.schemaHash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("hashes name, description and schema independently of key order", () => {
    const reordered = { ...saveFacts, inputSchema: { required: ["facts"], properties: saveFacts.inputSchema.properties, type: "object" } };
    expect(describeToolSchema(reordered).schemaHash).toBe(describeToolSchema(saveFacts).schemaHash);
    expect(describeToolSchema({ ...saveFacts, description: "Other." }).schemaHash).not.toBe(describeToolSchema(saveFacts).schemaHash);
  });

  it("takes options and rejects unknown targets clearly", () => {
    expect(describeToolSchema(saveFacts, { targets: ["anthropic"] })).toMatchObject({ issues: [], ok: true, targets: ["anthropic"] });
    expect(() => describeToolSchema(saveFacts, { targets: ["openai-nonstrict"] })).toThrow(
      'eslint-plugin-tool-schema: options.targets[0] is "openai-nonstrict", which is not a known target. Allowed: openai-strict, anthropic, google, openai, anthropic-strict, google-parameters, bedrock, mcp.',
    );
  });

  it("treats a missing schema as a tool without parameters", () => {
    expect(describeToolSchema({ name: "ping" })).toMatchObject({ issues: [], ok: true, descriptionChars: 0 });
  });
});

describe("describeToolSchemas", () => {
  it("sums tokens and issues over the tools", () => {
    const all = describeToolSchemas([saveFacts, { name: "ping" }]);
    expect(all.tools).toHaveLength(2);
    expect(all.tokens).toBe(all.tools[0].tokens + all.tools[1].tokens);
    expect(all.issueCount).toBe(2);
  });
});
