import { describe, expect, it } from "vitest";
import { diffLocks, isEmptyDiff, renderMarkdown, renderText } from "../../src/cli/snapshot-diff.js";
import { parseLock, serializeLock, type LockFile, type LockTool } from "../../src/cli/snapshot-lock.js";

const tool = (name: string, extra: Partial<LockTool> = {}): LockTool => ({
  file: "src/agent.ts",
  set: "src/agent.ts#tools",
  name,
  schema: "aaaaaaaaaaaaaaaa",
  description: "dddddddddddddddd",
  tokens: { anthropic: 40, "openai-strict": 30 },
  ...extra,
});
const lock = (tools: LockTool[], sets: LockFile["sets"] = {}): LockFile => ({ version: 1, counting: { anthropic: "estimate", "openai-strict": "o200k" }, sets, tools });

describe("diffLocks", () => {
  it("finds nothing between equal locks", () => {
    const a = lock([tool("search"), tool("ping", { schema: "bbbbbbbbbbbbbbbb" })]);
    expect(isEmptyDiff(diffLocks(a, a))).toBe(true);
  });

  it("tells a schema change from a description change, and a token-only change from both", () => {
    const before = lock([tool("a"), tool("b"), tool("c")]);
    const after = lock([
      tool("a", { schema: "cccccccccccccccc", tokens: { anthropic: 50, "openai-strict": 33 } }),
      tool("b", { description: "eeeeeeeeeeeeeeee", tokens: { anthropic: 41, "openai-strict": 31 } }),
      tool("c", { tokens: { anthropic: 54, "openai-strict": 30 } }),
    ]);
    expect(diffLocks(before, after).tools.map((c) => [c.kind, c.tool.name, c.kind === "changed" ? c.what : []])).toEqual([
      ["changed", "a", ["schema"]],
      ["changed", "b", ["description"]],
      ["changed", "c", ["tokens"]],
    ]);
  });

  it("pairs a removed and an added tool of the same set, schema and description as a rename", () => {
    const diff = diffLocks(lock([tool("lookup")]), lock([tool("find")]));
    expect(diff.tools.map((c) => c.kind)).toEqual(["renamed"]);
    const other = diffLocks(lock([tool("lookup")]), lock([tool("find", { schema: "ffffffffffffffff" })]));
    expect(other.tools.map((c) => [c.kind, c.tool.name])).toEqual([["added", "find"], ["removed", "lookup"]]);
  });

  it("keeps two tools of one name in one set apart", () => {
    const before = lock([tool("dup"), tool("dup", { schema: "bbbbbbbbbbbbbbbb" })]);
    expect(isEmptyDiff(diffLocks(before, before))).toBe(true);
    expect(diffLocks(before, lock([tool("dup")])).tools.map((c) => c.kind)).toEqual(["removed"]);
  });

  it("reports a name a destination receives differently", () => {
    const diff = diffLocks(lock([tool("a.b")]), lock([tool("a.b", { sentAs: { "openai-strict": "a_b" } })]));
    expect(diff.tools.map((c) => (c.kind === "changed" ? c.what : []))).toEqual([["name as sent"]]);
  });

  it("gives each set's total per destination before and after, and renders both formats", () => {
    const before = lock([tool("a")], { "src/agent.ts#tools": { anthropic: 386, "openai-strict": 42 } });
    const after = lock([tool("a", { description: "eeeeeeeeeeeeeeee", tokens: { anthropic: 45, "openai-strict": 33 } })], { "src/agent.ts#tools": { anthropic: 391, "openai-strict": 45 } });
    const diff = diffLocks(before, after);
    expect(diff.sets).toEqual([
      { set: "src/agent.ts#tools", target: "anthropic", before: 386, after: 391 },
      { set: "src/agent.ts#tools", target: "openai-strict", before: 42, after: 45 },
    ]);
    const text = renderText(diff, "tool-schema.lock.json", after);
    expect(text).toContain("  changed  src/agent.ts#tools  a: description; tokens anthropic ~40 → ~45 (+5), openai-strict 30 → 33 (+3)");
    expect(text).toContain("  src/agent.ts#tools  openai-strict 42 → 45 (+3)");
    const markdown = renderMarkdown(diff, "tool-schema.lock.json", after);
    expect(markdown).toContain("| changed | `src/agent.ts#tools` | `a` | description | anthropic ~40 → ~45 (+5), openai-strict 30 → 33 (+3) |");
    expect(markdown).toContain("| `src/agent.ts#tools` | anthropic | ~386 | ~391 | +5 |");
  });
});

describe("the lock file's text", () => {
  it("round-trips, one set and one tool per line", () => {
    const l = lock([tool("a"), tool("b")], { "src/agent.ts#tools": { anthropic: 426 } });
    const text = serializeLock(l);
    expect(parseLock(text)).toEqual(l);
    expect(text.split("\n").filter((line) => line.startsWith("    {")).length).toBe(2);
    expect(parseLock('{"version":2,"tools":[],"sets":{}}')).toBe("it is not a version 1 tool-schema lock file");
  });
});
