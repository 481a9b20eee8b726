import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseArgs, report, type ReportResult } from "../../src/cli/report.js";

/**
 * A gate never passes on what it did not read: a file that may hold tools (it imports a framework) but
 * cannot be parsed is listed as not analysed, in the text summary and the JSON, and fails `report
 * --fail` and `snapshot --check` with exit 2, while the tools of the other files are still reported.
 */

const root = path.join(import.meta.dirname, "..", "..");
const cli = path.join(root, "dist", "cli", "main.js");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const project = mkdtempSync(path.join(scratch, "unanalysed-"));

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
  "src/weather.ts": `import { tool } from "ai";
import { z } from "zod";
export const weather = tool({ description: "Weather by city.", inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });
`,
  // A stray brace: ESLint cannot parse the file, so its tool is never seen.
  "src/broken.ts": `import { tool } from "ai";
export const broken = tool({ description: "Broken.", inputSchema: {{ }) });
`,
  // No framework import: the prefilter skips it, so its syntax error is nobody's business here.
  "src/notes.ts": `export const notes = {{;
`,
};

const cliRun = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: project, encoding: "utf8" });

describe("a file that may hold tools and cannot be analysed", () => {
  let result: ReportResult;
  beforeAll(async () => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), text);
    }
    const args = parseArgs(["report"]);
    if (typeof args === "string") throw new Error(args);
    result = await report(args, project);
  }, 120_000);
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("is listed with the line ESLint stopped at, and the other file's tool is still reported", () => {
    expect(result.unanalysed).toEqual([{ file: "src/broken.ts", line: 2, reason: "Parsing error: Property assignment expected." }]);
    expect(result.tools.map((t) => `${t.file}:${t.line} ${t.route}`)).toEqual(["src/weather.ts:3 zod"]);
    expect(result.notes).toEqual(["src/broken.ts:2: Parsing error: Property assignment expected."]);
  });

  it("is counted in the text summary and the JSON, and fails --fail with exit 2", () => {
    const text = cliRun("report");
    expect(text.status).toBe(0);
    expect(text.stdout.trim().split("\n").at(-1)).toBe("1 tool definition(s), 0 finding(s); 1 file(s) that may hold tools could not be analysed (see the notes)");
    const json = cliRun("report", "--json");
    expect(JSON.parse(json.stdout).unanalysed).toEqual(result.unanalysed);
    expect(cliRun("report", "--fail").status).toBe(2);
    // Without the file, the same gate passes.
    expect(cliRun("report", "src/weather.ts", "--fail").status).toBe(0);
  }, 120_000);

  it("fails snapshot --check with exit 2, and says so when the lock is written", () => {
    const written = cliRun("snapshot");
    expect([written.status, written.stdout.trim()]).toEqual([0, "Wrote tool-schema.lock.json: 1 tool(s) in 0 set(s)."]);
    expect(written.stderr).toContain("1 file(s) that may hold tools could not be analysed (see the notes), so tool-schema.lock.json does not cover their tools.");
    const checked = cliRun("snapshot", "--check");
    expect(checked.status).toBe(2);
    expect(checked.stdout).toContain("tool-schema.lock.json matches the code: 1 tool(s)");
  }, 120_000);
});
