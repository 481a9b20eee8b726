import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asSingleRun, parseArgs, report, type ReportResult } from "../../src/cli/report.js";

/**
 * A checkout reported before its install: the fixture copied where no node_modules is found (the
 * system's temporary directory) against the same fixture where the repository's node_modules resolve.
 * The report still lists every tool it finds by the imports alone, says which packages are missing and
 * in how many files, and a gate (`report --fail`, `snapshot --check`) exits 2 on it.
 */

const root = path.join(import.meta.dirname, "..", "..");
const cli = path.join(root, "dist", "cli", "main.js");
const fixture = path.join(root, "tests", "fixtures", "cli-uninstalled");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copyTo(base: string): string {
  const dir = mkdtempSync(path.join(base, "report-uninstalled-"));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  return dir;
}

async function reportOn(dir: string): Promise<ReportResult> {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  return asSingleRun(() => report(args, dir));
}

const cliRun = (dir: string, ...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: dir, encoding: "utf8" });
const listed = (result: ReportResult) => result.tools.map((t) => `${t.file}:${t.line} ${t.name}`);

const NOTE =
  "8 file(s) import packages that are not installed (@anthropic-ai/sdk, @langchain/core, @modelcontextprotocol/sdk, @openai/agents and 3 more): their tools are found by the imports alone, and schemas that need those types are not read. Run your install first.";

describe("a checkout whose dependencies are not installed", () => {
  let uninstalledDir: string;
  let installed: ReportResult;
  let uninstalled: ReportResult;
  beforeAll(async () => {
    // The temporary directory has no node_modules above it, as a fresh checkout has none.
    uninstalledDir = copyTo(realpathSync(os.tmpdir()));
    uninstalled = await reportOn(uninstalledDir);
    installed = await reportOn(copyTo(path.join(root, "scratch")));
  }, 180_000);

  it("lists every tool it lists once installed, found by the imports alone", () => {
    expect(listed(installed)).toHaveLength(10);
    expect(listed(uninstalled)).toEqual(listed(installed));
    // Schemas written as JSON literals are read as they are; the ones that need zod's types are not.
    expect(uninstalled.tools.filter((t) => t.route !== "unresolved").map((t) => t.name)).toEqual(["search_docs", "lookup_order"]);
    expect(installed.tools.every((t) => t.route !== "unresolved")).toBe(true);
  });

  it("names each package that is not installed with the files importing it, in one note", () => {
    expect(uninstalled.notInstalled).toEqual([
      { package: "@anthropic-ai/sdk", files: ["src/anthropic.ts"] },
      { package: "@langchain/core", files: ["src/langchain.ts"] },
      { package: "@modelcontextprotocol/sdk", files: ["src/mcp.ts", "src/tools/registry.ts"] },
      { package: "@openai/agents", files: ["src/agents.ts"] },
      { package: "ai", files: ["src/ai.ts"] },
      { package: "openai", files: ["src/openai.ts"] },
      { package: "zod", files: ["src/agents.ts", "src/ai.ts", "src/langchain.ts", "src/mcp.ts", "src/tools/invoices.ts", "src/tools/registry.ts"] },
    ]);
    expect(uninstalled.notes).toEqual([NOTE]);
    expect(uninstalled.unanalysed).toEqual([]);
    expect([installed.notInstalled, installed.notes]).toEqual([[], []]);
  });

  it("says so in the text summary and the JSON, and fails `report --fail` with exit 2", () => {
    const text = cliRun(uninstalledDir, "report");
    expect(text.status).toBe(0);
    expect(text.stderr.trim()).toBe(`note: ${NOTE}`);
    expect(text.stdout.trim().split("\n").at(-1)).toBe("10 tool definition(s), 0 finding(s); 8 file(s) import packages that are not installed (see the notes)");
    expect(JSON.parse(cliRun(uninstalledDir, "report", "--json").stdout).notInstalled).toEqual(uninstalled.notInstalled);
    expect(cliRun(uninstalledDir, "report", "--fail").status).toBe(2);
  }, 120_000);

  it("writes the lock with a warning, and fails `snapshot --check` with exit 2", () => {
    const written = cliRun(uninstalledDir, "snapshot");
    expect([written.status, written.stdout.trim()]).toEqual([0, "Wrote tool-schema.lock.json: 10 tool(s) in 5 set(s)."]);
    expect(written.stderr).toContain("8 file(s) import packages that are not installed (see the notes), so tool-schema.lock.json may not cover their tools: install them first.");
    const checked = cliRun(uninstalledDir, "snapshot", "--check");
    expect(checked.status).toBe(2);
    expect(checked.stdout).toContain("tool-schema.lock.json matches the code: 10 tool(s)");
  }, 120_000);
});
