import { describe, expect, it, vi } from "vitest";
import { checkCost } from "../../src/checks/cost.js";
import type { CheckOptions, ToolUnderCheck } from "../../src/checks/types.js";
import { anthropicToolUseSystemPromptTokens } from "../../src/providers/anthropic.js";
import type { JsonObject } from "../../src/schema/types.js";
import { requestOverhead, setTokens, toolTokens, toolTokensCeiling } from "../../src/tokens/index.js";

const options = (warnAboveTokens: number, charsPerToken = 4): CheckOptions => ({
  targets: ["openai-strict", "anthropic"],
  maxDescriptionChars: 1024,
  maxPropertyDescriptionChars: 512,
  warnAboveTokens,
  charsPerToken,
});
const empty: JsonObject = { type: "object", properties: {}, additionalProperties: false };
const tool = (description: string, extra: Partial<ToolUnderCheck> = {}): ToolUnderCheck => ({
  name: "save_facts",
  description,
  sent: empty,
  draft: empty,
  exact: true,
  ...extra,
});

describe("heavy-definition's figure per target", () => {
  it("is the o200k count for OpenAI and the character estimate elsewhere", () => {
    const heavy = tool("w".repeat(2000));
    // 7 + o200k("save_facts:" + 2000 "w") = 7 + 1004.
    expect(checkCost(heavy, options(500), "openai-strict")[0].data).toMatchObject({ tokens: "1011", approx: "" });
    // (10 + 2000 + 58 characters) / 4, rounded up, marked as an estimate.
    expect(checkCost(heavy, options(500), "anthropic")[0].data).toMatchObject({ tokens: "518", approx: "~" });
    expect(checkCost(heavy, options(500, 3), "anthropic")[0].data).toMatchObject({ tokens: "691", approx: "~" });
  });

  it("says 'at least' when the schema is only partly visible", () => {
    const partial = tool("w".repeat(2000), { exact: false });
    expect(checkCost(partial, options(500), "openai")[0].data.approx).toBe("at least ");
    expect(checkCost(partial, options(500), "google")[0].data.approx).toBe("at least ");
  });

  it("reports nothing at or under the budget", () => {
    expect(checkCost(tool("w".repeat(2000)), options(1011), "openai-strict")).toEqual([]);
    expect(checkCost(tool("w".repeat(2000)), options(1010), "openai-strict")).toHaveLength(1);
    expect(checkCost(tool("w".repeat(2000)), options(518), "anthropic")).toEqual([]);
  });

  it("the tokenizer-free ceiling is never below the count", () => {
    const texts = ["", "Store facts.", "w".repeat(2000), "中文 🚀 — « »", "a b c d e f g"];
    for (const description of texts) {
      const t = { name: "n", description, sent: { type: "object", properties: { p: { type: "string", description, enum: [description] } } } as JsonObject };
      expect(toolTokensCeiling(t, "openai", 4)).toBeGreaterThanOrEqual(toolTokens(t, "openai", 4).tokens);
    }
  });
});

describe("per-request overheads", () => {
  it("OpenAI's 12 once per request; Anthropic's documented tool-use system prompt; none published elsewhere", () => {
    // The least a current Claude model adds (Opus 4.8, tool_choice auto/none), per Anthropic's table.
    expect(anthropicToolUseSystemPromptTokens.value).toBe(290);
    expect(requestOverhead("openai")).toEqual({ tokens: 12, by: "o200k" });
    expect(requestOverhead("anthropic")).toMatchObject({ tokens: anthropicToolUseSystemPromptTokens.value, by: "estimate" });
    expect(requestOverhead("anthropic-strict").fact).toBe(anthropicToolUseSystemPromptTokens);
    for (const target of ["google", "google-parameters", "bedrock", "mcp"]) expect(requestOverhead(target).tokens).toBe(0);
  });

  it("a set's total is its tools plus the overhead once, and nothing for an empty set", () => {
    const a = { name: "a", description: "First tool.", sent: empty };
    const b = { name: "b", description: "Second tool.", sent: empty };
    const anthropic = setTokens([a, b], "anthropic", 4);
    expect(anthropic.tokens).toBe(anthropic.tools[0] + anthropic.tools[1] + anthropicToolUseSystemPromptTokens.value);
    expect(anthropic.by).toBe("estimate");
    expect(setTokens([], "openai", 4)).toEqual({ tokens: 0, by: "o200k", tools: [], overhead: 0 });
  });
});

describe("the tokenizer loads only when an OpenAI count is asked for", () => {
  it("estimates, small definitions and the ceiling leave it unloaded; an OpenAI count loads it", async () => {
    // A fresh copy of the modules, so what other tests in this worker counted does not show.
    vi.resetModules();
    const fresh = await import("../../src/tokens/index.js");
    const freshCost = await import("../../src/checks/cost.js");
    const small = tool("Store facts about the user.");
    expect(freshCost.checkCost(small, options(500), "openai-strict")).toEqual([]);
    fresh.setTokens([small], "anthropic", 4);
    fresh.toolTokensCeiling(tool("w".repeat(2000)), "openai", 4);
    expect(fresh.o200kState().loaded).toBe(false);
    fresh.toolTokens(small, "openai", 4);
    const state = fresh.o200kState();
    expect(state.loaded).toBe(true);
    // Measured load time, printed for the record (about 0.2 s on a quiet machine).
    console.log(`o200k_base load: ${state.loadMs?.toFixed(0)} ms`);
  });
});

describe("the checks count tokens only when asked", () => {
  const heavyOpen = (extra: Partial<ToolUnderCheck> = {}): ToolUnderCheck => {
    // Far over the budget, with an over-long description and an open object: findings of both parts.
    const sent: JsonObject = { type: "object", properties: { q: { type: "string", description: "d".repeat(2000) } } };
    return tool("w".repeat(2000), { sent, draft: sent, ...extra });
  };

  it("the uncounted part never loads the tokenizer; the counted part holds only heavy-definition", async () => {
    vi.resetModules();
    const fresh = await import("../../src/tokens/index.js");
    const { checkTool } = await import("../../src/checks/run.js");
    const uncounted = checkTool(heavyOpen(), options(500), "uncounted");
    expect(uncounted.map((f) => f.code)).not.toContain("heavy-definition");
    expect(uncounted.map((f) => f.code)).toContain("oversized-description");
    expect(fresh.o200kState().loaded).toBe(false);
    const counted = checkTool(heavyOpen(), options(500), "counted");
    expect(counted.map((f) => [f.code, f.targets])).toEqual([["heavy-definition", ["openai-strict", "anthropic"]]]);
    expect(fresh.o200kState().loaded).toBe(true);
  });

  it("every check is the uncounted part followed by the counted part, whatever the targets", async () => {
    const { checkTool } = await import("../../src/checks/run.js");
    for (const targets of [["openai-strict", "anthropic"], ["google", "openai"], ["anthropic-strict"]]) {
      for (const extra of [{}, { exact: false }, { droppedRoot: "the root" }]) {
        const o = { ...options(500), targets };
        const all = checkTool(heavyOpen(extra), o);
        expect(all).toEqual([...checkTool(heavyOpen(extra), o, "uncounted"), ...checkTool(heavyOpen(extra), o, "counted")]);
        expect(all.filter((f) => f.code === "heavy-definition")).toHaveLength(1);
      }
    }
  });

  it("a tool that is not sent is one unsendable-tool finding, with nothing counted", async () => {
    const { checkTool } = await import("../../src/checks/run.js");
    const failing = heavyOpen({ fails: { by: "The SDK", reason: "it throws" }, sender: "The SDK" });
    expect(checkTool(failing, options(500), "counted")).toEqual([]);
    expect(checkTool(failing, options(500)).map((f) => f.code)).toEqual(["unsendable-tool"]);
  });

  it("needsCount: only heavy-definition, or a reader of every code", async () => {
    const { needsCount } = await import("../../src/checks/run.js");
    expect(needsCount(undefined)).toBe(true);
    expect(needsCount("heavy-definition")).toBe(true);
    for (const code of ["invalid-name", "oversized-description", "root-not-object", "unsupported-keyword", "silent-transform", "unsendable-tool"] as const) {
      expect(needsCount(code)).toBe(false);
    }
  });
});
