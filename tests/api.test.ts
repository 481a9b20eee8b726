import { describe, expect, it } from "vitest";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describeToolSchema, describeToolSchemas } from "../src/index.js";
import { anthropicToolUseSystemPromptTokens } from "../src/providers/anthropic.js";

const ANTHROPIC_TOOL_USE = anthropicToolUseSystemPromptTokens.value;

/** saveFacts at an OpenAI target, worked out in "counts OpenAI targets with o200k" below. */
const OPENAI_SAVE_FACTS = 32;

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
    // Messages are worded in src/checks/messages.ts; here only what each issue is about.
    expect({ ...report, issues: report.issues.map(({ message, ...rest }) => ({ ...rest, message: typeof message })) }).toEqual({
      name: "save_facts",
      tokens: 42,
      tokensBy: "estimate",
      tokensPerTarget: [
        { target: "openai-strict", tokens: OPENAI_SAVE_FACTS, tokensBy: "o200k" },
        { target: "anthropic", tokens: 42, tokensBy: "estimate" },
        { target: "google", tokens: 42, tokensBy: "estimate" },
      ],
      descriptionChars: 27,
      schemaHash: report.schemaHash,
      targets: ["openai-strict", "anthropic", "google"],
      issues: [
        { code: "optional-not-required", severity: "error", targets: ["openai-strict"], path: "properties.note", message: "string" },
        { code: "missing-additional-properties-false", severity: "error", targets: ["openai-strict"], path: "", message: "string" },
      ],
      ok: false,
    });
    expect(report.schemaHash).toMatch(/^[0-9a-f]{16}$/);
  });

  it("counts OpenAI targets with o200k, by OpenAI's published method", () => {
    // 7 + "save_facts:Store facts about the user" + 3 + (3 + "facts:array:") + (3 + "note:string:"),
    // the lines counted here with gpt-tokenizer's own o200k_base.
    const lines = ["save_facts:Store facts about the user", "facts:array:", "note:string:"];
    expect(OPENAI_SAVE_FACTS).toBe(7 + 3 + 3 + 3 + lines.reduce((sum, line) => sum + countTokens(line), 0));
    expect(describeToolSchema(saveFacts, { targets: ["openai"] })).toMatchObject({ tokens: OPENAI_SAVE_FACTS, tokensBy: "o200k" });
  });

  it("hashes name, description and schema independently of key order", () => {
    const reordered = { ...saveFacts, inputSchema: { required: ["facts"], properties: saveFacts.inputSchema.properties, type: "object" } };
    expect(describeToolSchema(reordered).schemaHash).toBe(describeToolSchema(saveFacts).schemaHash);
    expect(describeToolSchema({ ...saveFacts, description: "Other." }).schemaHash).not.toBe(describeToolSchema(saveFacts).schemaHash);
  });

  it("takes options and rejects unknown targets clearly", () => {
    expect(describeToolSchema(saveFacts, { targets: ["anthropic"] })).toMatchObject({ issues: [], ok: true, targets: ["anthropic"] });
    expect(() => describeToolSchema(saveFacts, { targets: ["openai-nonstrict"] })).toThrow(
      'eslint-plugin-tool-schema: options.targets[0] is "openai-nonstrict", which is not a known target. Allowed: openai-strict, anthropic, google, openai, anthropic-strict, google-parameters, bedrock, mcp, mistral, groq, xai, deepseek, deepseek-strict, openrouter, cohere, cohere-strict, ollama.',
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

  it("gives what one request carrying every tool costs per target, the per-request part included", () => {
    const all = describeToolSchemas([saveFacts, { name: "ping" }]);
    const at = (target: string) => all.tools.map((t) => t.tokensPerTarget.find((p) => p.target === target)!.tokens);
    expect(all.requestTokens).toEqual([
      // OpenAI's published method adds 12 once per request; Anthropic documents a tool-use system prompt.
      { target: "openai-strict", tokens: at("openai-strict")[0] + at("openai-strict")[1] + 12, tokensBy: "o200k", overhead: 12 },
      { target: "anthropic", tokens: at("anthropic")[0] + at("anthropic")[1] + ANTHROPIC_TOOL_USE, tokensBy: "estimate", overhead: ANTHROPIC_TOOL_USE },
      { target: "google", tokens: at("google")[0] + at("google")[1], tokensBy: "estimate", overhead: 0 },
    ]);
    expect(describeToolSchemas([]).requestTokens.every((r) => r.tokens === 0)).toBe(true);
  });
});
