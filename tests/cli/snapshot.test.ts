import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runSnapshot } from "../../src/cli/snapshot.js";
import { LOCK_FILE, parseLock, type LockFile } from "../../src/cli/snapshot-lock.js";
import { anthropicToolUseSystemPromptTokens } from "../../src/providers/anthropic.js";

const ANTHROPIC_TOOL_USE = anthropicToolUseSystemPromptTokens.value;

/**
 * `tool-schema snapshot` on a temporary copy of the input-forms fixture (plus one file with a tools
 * array, so there is a set): write the lock file, check it unchanged, change one description and check
 * again. Run in-process for the output, and once through the built CLI for the exit codes.
 */

const root = path.join(import.meta.dirname, "..", "..");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const project = mkdtempSync(path.join(scratch, "snapshot-"));
const lockPath = path.join(project, LOCK_FILE);

const agent = `import { ai } from "@warlock.js/ai";
export const tools = [
  ai.tool({ name: "search", description: "Search the archive for matching records.", input: { type: "object", properties: { q: { type: "string", description: "Query." } }, required: ["q"], additionalProperties: false }, execute: async () => 1 }),
  ai.tool({ name: "ping", description: "Check the service is up.", execute: async () => 1 }),
];
`;

async function snapshot(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...a: unknown[]) => void out.push(a.join(" ")));
  const error = vi.spyOn(console, "error").mockImplementation((...a: unknown[]) => void err.push(a.join(" ")));
  try {
    const code = await runSnapshot(argv, project);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

const readLock = () => parseLock(readFileSync(lockPath, "utf8")) as LockFile;

beforeAll(() => {
  cpSync(path.join(root, "tests", "fixtures", "forms"), project, { recursive: true });
  // The fixture's tsconfig reaches the shared warlock declaration by a relative path: copy it beside.
  cpSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(project, "warlock-ai.d.ts"));
  const tsconfig = JSON.parse(readFileSync(path.join(project, "tsconfig.json"), "utf8")) as { include: string[] };
  writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ ...tsconfig, include: ["*.ts"] }));
  writeFileSync(path.join(project, "agent.ts"), agent);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("tool-schema snapshot", () => {
  it("--check without a lock file is a usage error that says what to do", async () => {
    const run = await snapshot("--check");
    expect(run.code).toBe(2);
    expect(run.err).toContain(`No ${LOCK_FILE}`);
    expect(run.err).toContain("run `tool-schema snapshot` first");
  });

  it("writes a stable lock file: one tool per line, relative paths, no time, sorted", async () => {
    const run = await snapshot();
    expect(run.code).toBe(0);
    const text = readFileSync(lockPath, "utf8");
    expect(text).not.toContain(root);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    const lock = readLock();
    const toolLines = text.split("\n").filter((line) => line.startsWith('    {"file"'));
    expect(toolLines).toHaveLength(lock.tools.length);
    const keys = lock.tools.map((t) => `${t.file}|${t.set ?? ""}|${t.name ?? ""}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
    const search = lock.tools.find((t) => t.name === "search")!;
    expect(search).toMatchObject({ file: "agent.ts", set: "agent.ts#tools" });
    expect(search.schema).toMatch(/^[0-9a-f]{16}$/);
    // warlock sends to openai-strict (counted), anthropic and google (estimated).
    expect(Object.keys(search.tokens)).toEqual(["anthropic", "google", "openai-strict"]);
    expect(lock.counting).toMatchObject({ "openai-strict": "o200k", anthropic: "estimate", google: "estimate" });
    // The set's total at openai-strict: its two tools plus the 12 OpenAI counts once per request.
    const ping = lock.tools.find((t) => t.name === "ping")!;
    expect(lock.sets["agent.ts#tools"]["openai-strict"]).toBe(search.tokens["openai-strict"] + ping.tokens["openai-strict"] + 12);
    expect(lock.sets["agent.ts#tools"].anthropic).toBe(search.tokens.anthropic + ping.tokens.anthropic + ANTHROPIC_TOOL_USE);
    // Writing again gives the same bytes.
    await snapshot();
    expect(readFileSync(lockPath, "utf8")).toBe(text);
  });

  it("--check exits 0 when nothing changed", async () => {
    const run = await snapshot("--check");
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${LOCK_FILE} matches the code`);
  });

  it("--check exits 1 after one description changes, naming the tool and the token delta", async () => {
    const before = readLock().tools.find((t) => t.name === "search")!;
    writeFileSync(path.join(project, "agent.ts"), agent.replace("Search the archive for matching records.", "Search the whole archive, across every year and region, for records that match the query."));
    const run = await snapshot("--check");
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/changed\s+agent\.ts#tools {2}search: description; tokens /);
    // Only the one tool changed; its figure moved at every destination, and so did its set's total.
    expect(run.out.split("\n").filter((line) => /^\s+(changed|added|removed|renamed)\s/.test(line))).toHaveLength(1);
    const delta = /openai-strict (\d+) → (\d+) \(\+(\d+)\)/.exec(run.out);
    expect(delta).not.toBeNull();
    const [, from, to, plus] = delta!.map(Number);
    expect(from).toBe(before.tokens["openai-strict"]);
    expect(to - from).toBe(plus);
    expect(plus).toBeGreaterThan(0);
    expect(run.out).toContain("Tokens per request, per set:");
    expect(run.out).toMatch(/agent\.ts#tools {2}openai-strict \d+ → \d+ \(\+\d+\)/);
  });

  it("--format markdown prints the same as tables", async () => {
    const run = await snapshot("--check", "--format", "markdown");
    expect(run.code).toBe(1);
    expect(run.out).toContain("| Change | Set | Tool | What | Tokens |");
    expect(run.out).toMatch(/\| changed \| `agent\.ts#tools` \| `search` \| description \| .*openai-strict/);
    expect(run.out).toContain("| Set | Destination | Before | After | Δ |");
  });

  it("names added, removed and renamed tools", async () => {
    await snapshot();
    writeFileSync(
      path.join(project, "agent.ts"),
      agent.replace('name: "ping"', 'name: "health"').replace("];", '  ai.tool({ name: "fetch_page", description: "Fetch a page.", execute: async () => 1 }),\n];'),
    );
    writeFileSync(path.join(project, "other.ts"), "export {};\n");
    const run = await snapshot("--check");
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/renamed\s+agent\.ts#tools {2}ping → health: name/);
    expect(run.out).toMatch(/added\s+agent\.ts#tools {2}fetch_page: new tool; tokens anthropic — → ~\d+/);
    expect(run.out).toMatch(/removed\s+other\.ts {2}no_input: tool gone/);
  });

  it("rejects bad usage with exit 2", async () => {
    const help = await snapshot("--help");
    expect([help.code, help.out.split("\n")[0]]).toEqual([0, "Usage: tool-schema snapshot [paths…] [--check] [--format text|markdown]"]);
    expect((await snapshot("--format", "html")).code).toBe(2);
    expect((await snapshot("--colour")).code).toBe(2);
    expect((await snapshot("no-such-dir")).code).toBe(2);
    writeFileSync(lockPath, "{ not json");
    const run = await snapshot("--check");
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${LOCK_FILE} cannot be read`);
  });

  it("the built CLI gives the same exit codes", () => {
    const cli = path.join(root, "dist", "cli", "main.js");
    if (!existsSync(cli)) throw new Error("build first: npx tsc -p tsconfig.build.json");
    const run = (args: string[]) => spawnSync(process.execPath, [cli, "snapshot", ...args], { cwd: project, encoding: "utf8" });
    writeFileSync(path.join(project, "agent.ts"), agent);
    expect(run([]).status).toBe(0);
    expect(run(["--check"]).status).toBe(0);
    writeFileSync(path.join(project, "agent.ts"), agent.replace("Check the service is up.", "Check that the service answers, and how fast."));
    const changed = run(["--check"]);
    expect(changed.status).toBe(1);
    expect(changed.stdout).toMatch(/changed\s+agent\.ts#tools {2}ping: description; tokens anthropic ~\d+ → ~\d+ \(\+\d+\)/);
    expect(run(["--check", "--format", "pdf"]).status).toBe(2);
  }, 120_000);

  it("report --json gives tokens and tokensBy per destination and each set's total; the text ends with it", () => {
    const cli = path.join(root, "dist", "cli", "main.js");
    writeFileSync(path.join(project, "agent.ts"), agent);
    const run = spawnSync(process.execPath, [cli, "report", "agent.ts", "--json"], { cwd: project, encoding: "utf8" });
    expect(run.status).toBe(0);
    const parsed = JSON.parse(run.stdout) as {
      tools: { name: string; set: string; destinations: { target: string; tokens: number; tokensBy: string }[] }[];
      toolSets: { id: string; tools: number; totals: { target: string; tokens: number; tokensBy: string }[] }[];
    };
    const at = (target: string) => parsed.tools.map((t) => t.destinations.find((d) => d.target === target)!);
    expect(at("openai-strict").map((d) => d.tokensBy)).toEqual(["o200k", "o200k"]);
    expect(at("anthropic").map((d) => d.tokensBy)).toEqual(["estimate", "estimate"]);
    expect(parsed.tools.map((t) => t.set)).toEqual(["agent.ts#tools", "agent.ts#tools"]);
    const sum = (target: string) => at(target).reduce((n, d) => n + d.tokens, 0);
    expect(parsed.toolSets).toEqual([
      {
        id: "agent.ts#tools",
        label: expect.any(String),
        tools: 2,
        totals: [
          { target: "anthropic", tokens: sum("anthropic") + ANTHROPIC_TOOL_USE, tokensBy: "estimate" },
          { target: "google", tokens: sum("google"), tokensBy: "estimate" },
          { target: "openai-strict", tokens: sum("openai-strict") + 12, tokensBy: "o200k" },
        ],
      },
    ]);
    const text = spawnSync(process.execPath, [cli, "report", "agent.ts"], { cwd: project, encoding: "utf8" }).stdout;
    expect(text).toContain(`agent.ts#tools  2 tool(s) per request: anthropic ~${sum("anthropic") + ANTHROPIC_TOOL_USE}, google ~${sum("google")}, openai-strict ${sum("openai-strict") + 12}`);
  }, 120_000);
});
