// What `npm run demo` shows a new user, held to the promises about messages: each fits in 200
// characters, and a node carries at most one finding per cause (the providers it concerns merged).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..", "..");
const examples = path.join(root, "examples");

interface LintMessage {
  readonly ruleId: string | null;
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly fatal?: boolean;
}

/** The example project linted by the eslint command with its own config, on the built package. */
function lintExamples(): { file: string; messages: LintMessage[] }[] {
  const run = spawnSync(process.execPath, [path.join(root, "node_modules", "eslint", "bin", "eslint.js"), ".", "--format", "json"], {
    cwd: examples,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  // 1: findings reported, which is the point of the examples; anything else is a crash.
  expect(run.status, run.stderr).toBe(1);
  return (JSON.parse(run.stdout) as { filePath: string; messages: LintMessage[] }[]).map((result) => ({
    file: path.relative(examples, result.filePath),
    messages: result.messages,
  }));
}

describe("the example project", () => {
  const results = lintExamples();
  const all = results.flatMap(({ file, messages }) => messages.map((message) => ({ file, ...message })));

  it("gets the plugin's findings and no crash", () => {
    expect(all.filter((m) => m.fatal || !m.ruleId?.startsWith("tool-schema/"))).toEqual([]);
    expect(all.length).toBeGreaterThan(20);
  });

  it("says each finding in at most 200 characters", () => {
    expect(all.filter((m) => m.message.length > 200).map((m) => `${m.file}:${m.line} (${m.message.length}) ${m.message}`)).toEqual([]);
  });

  it("gives a node at most one finding per cause", () => {
    const seen = new Map<string, number>();
    for (const m of all) {
      // Each rule has one cause per node, but for silent-transform each change the framework makes
      // is a cause of its own (zod's `.email()` writes "format" and "pattern", which Mastra treats apart).
      const cause = m.ruleId === "tool-schema/silent-transform" ? m.message : "";
      const key = `${m.file}:${m.line}:${m.column} ${m.ruleId} ${cause}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);
  });

  it("finds the configurable server's tools, which reach the registration only by their type", () => {
    const run = spawnSync(process.execPath, [path.join(root, "dist", "cli", "main.js"), "report", "src/mcp-config", "--json"], { cwd: examples, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr).toBe(0);
    const { tools } = JSON.parse(run.stdout) as { tools: { file: string; line: number; name: string | null; set: string | null }[] };
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name} ${t.set}`)).toEqual([
      "src/mcp-config/tools/clock.ts:4 current_time src/mcp-config/server.ts#server",
      "src/mcp-config/tools/notes.ts:12 search_notes src/mcp-config/server.ts#server",
      "src/mcp-config/tools/notes.ts:18 notes.append src/mcp-config/server.ts#server",
    ]);
    expect(all.filter((m) => m.file.startsWith("src/mcp-config/")).map((m) => `${m.file}:${m.line} ${m.ruleId}`)).toEqual(["src/mcp-config/tools/notes.ts:20 tool-schema/invalid-name"]);
  }, 180_000);
});
