import { spawnSync } from "node:child_process";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parseArgs, report, type ReportResult } from "../../src/cli/report.js";

const root = path.join(import.meta.dirname, "..", "..");
const fixture = path.join(root, "tests", "fixtures", "corpus", "outside-tsconfig");
const cli = path.join(root, "dist", "cli", "main.js");
const NOTE = /^scripts\/(kit|seed)\.ts: no tsconfig includes this file/;

async function run(everyFile: boolean): Promise<ReportResult> {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  return report(args, fixture, { everyFile });
}

describe("tool-schema report on a file outside every tsconfig", () => {
  let result: ReportResult;
  beforeAll(async () => {
    result = await run(false);
  }, 120_000);

  it("analyses it against the fallback program, at the exact positions of its findings", () => {
    const shown = result.tools.map((t) => ({
      at: `${t.file}:${t.line}`,
      name: t.name,
      typesFrom: t.typesFrom,
      route: t.route,
      findings: t.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.code} ${f.path} [${f.targets.join(", ")}]`),
    }));
    expect(shown).toEqual([
      {
        at: "scripts/seed.ts:6",
        name: "seed_orders",
        typesFrom: "fallback",
        route: "zod",
        findings: [
          // `.optional()` on region, under strict: true.
          "11:26 error optional-not-required properties.region [openai-strict]",
          // `.int()` on count writes the safe-integer bounds, which Anthropic's strict mode rejects.
          "10:25 error unsupported-keyword properties.count [anthropic-strict]",
          "10:25 error unsupported-keyword properties.count [anthropic-strict]",
        ],
      },
      { at: "scripts/seed.ts:15", name: "seed.customers", typesFrom: "fallback", route: "zod", findings: ["15:3 error invalid-name  [openai, anthropic]"] },
      { at: "src/orders.ts:5", name: null, typesFrom: "tsconfig", route: "zod", findings: [] },
    ]);
  });

  it("says once per file that its project's types were not available, and lints only files that may hold tools", () => {
    expect(result.notes).toHaveLength(2);
    expect(result.notes.every((note) => NOTE.test(note))).toBe(true);
    expect(result.notes.join("\n")).not.toContain("format.ts");
    expect(result.notes.join("\n")).not.toContain("Parsing error");
  });

  it("finds the same tools as linting every file", async () => {
    const every = await run(true);
    const key = (t: ReportResult["tools"][number]) => `${t.file}:${t.line} ${t.name} ${t.schemaHash} ${t.typesFrom} ${t.findings.length}`;
    expect(every.tools.map(key)).toEqual(result.tools.map(key));
    // format.ts holds no tool: linted only here, and against the fallback program too.
    expect(every.notes.some((note) => note.startsWith("scripts/format.ts: no tsconfig includes this file"))).toBe(true);
  }, 120_000);

  it("marks those tools in the JSON, notes on stderr, and the notes leave the exit code alone", () => {
    const json = spawnSync(process.execPath, [cli, "report", "--json"], { cwd: fixture, encoding: "utf8" });
    expect(json.status).toBe(0);
    const parsed = JSON.parse(json.stdout) as { tools: { file: string; typesFrom: string }[] };
    expect(parsed.tools.map((t) => `${t.file} ${t.typesFrom}`)).toEqual(["scripts/seed.ts fallback", "scripts/seed.ts fallback", "src/orders.ts tsconfig"]);
    const lines = json.stderr.trim().split("\n");
    expect(lines.map((line) => line.replace(/^note: /, "")).every((line) => NOTE.test(line))).toBe(true);
    // Not a terminal: no progress line, nothing but the notes.
    expect(json.stderr).not.toContain("\r");
    const inside = spawnSync(process.execPath, [cli, "report", "src", "--fail"], { cwd: fixture, encoding: "utf8" });
    expect([inside.status, inside.stderr]).toEqual([0, ""]);
    expect(spawnSync(process.execPath, [cli, "report", "--fail"], { cwd: fixture }).status).toBe(1);
  }, 120_000);
});
