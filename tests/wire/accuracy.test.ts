import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { ReportedTool } from "../../src/cli/collect.js";
import { jsonDifferences, lintFixture, sameJson, WIRE_DIR, type WireCapture, type WireSuite } from "./harness.js";
import { replayTable } from "../replay/catalogue.js";

/**
 * The wire is the oracle: for every framework folder here, the real SDK (pinned devDependency) sends
 * each fixture tool with a fake `fetch` or an in-memory MCP transport, and the plugin's view of each
 * destination must equal the captured body (key order aside), but for differences listed with their
 * reason. Error findings are scored against rejections labelled by hand from the provider's documented
 * rules or the SDK's observed throw or drop. The table is docs/accuracy.md (`-u` rewrites it), which also
 * carries the replayed bug reports' table (tests/replay/catalogue.ts; their statuses are held by replay.test.ts).
 */

/** Every framework folder with a suite.ts, by folder name. */
const suiteFolders = readdirSync(WIRE_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(WIRE_DIR, entry.name, "suite.ts")))
  .map((entry) => entry.name)
  .sort();

interface Row {
  readonly label: string;
  readonly target: string;
  tools: number;
  equal: number;
  known: number;
  findings: number;
  truePositives: number;
  rejections: number;
  found: number;
}

const rows: Row[] = [];
const differences: string[] = [];
const unexplained: string[] = [];

function rowOf(label: string, target: string): Row {
  let row = rows.find((r) => r.label === label && r.target === target);
  if (!row) rows.push((row = { label, target, tools: 0, equal: 0, known: 0, findings: 0, truePositives: 0, rejections: 0, found: 0 }));
  return row;
}

/**
 * Scores one suite: view against wire per capture, findings against labelled rejections. Returns what
 * is left unexplained (a difference not listed, a false error, a miss), which fails the suite's test.
 */
function score(suite: WireSuite, captures: readonly WireCapture[], tools: readonly ReportedTool[]): string[] {
  const before = unexplained.length;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  for (const capture of captures) {
    const row = rowOf(suite.label, capture.target);
    row.tools++;
    const known = suite.knownDifferences?.find((d) => d.tool === capture.tool && d.target === capture.target);
    const tool = byName.get(capture.tool);
    const view = tool?.destinations.find((d) => d.target === capture.target);
    let problem: string | undefined;
    if (!tool) problem = "the plugin did not find this tool";
    else if (capture.sent && !view) problem = `the plugin does not check ${capture.target} for this tool`;
    else if (capture.sent && view) {
      const diff = [...(view.name === capture.sent.name ? [] : [`name: plugin "${view.name}", wire "${capture.sent.name}"`]), ...jsonDifferences(view.schema, capture.sent.schema)];
      if (diff.length > 0) problem = diff.join("; ");
    }
    if (!problem || (capture.sent && view && sameJson(view.schema, capture.sent.schema) && view.name === capture.sent.name)) {
      row.equal++;
      if (known) unexplained.push(`${suite.label} · ${capture.target} · ${capture.tool}: listed as a known difference, but the view equals the wire now`);
    }
    else if (known) {
      row.known++;
      differences.push(`${suite.label} · ${capture.target} · ${capture.tool}: ${known.reason}`);
    } else unexplained.push(`${suite.label} · ${capture.target} · ${capture.tool}: ${problem}`);
  }
  const rejectionsOf = (tool: string) => suite.rejections.filter((r) => r.tool === tool);
  for (const tool of tools) {
    const own = rejectionsOf(tool.name ?? "");
    const sdkFails = own.some((r) => r.code === "sdk");
    for (const finding of tool.findings.filter((f) => f.severity === "error")) {
      for (const target of finding.targets) {
        const row = rowOf(suite.label, target);
        row.findings++;
        if (sdkFails || own.some((r) => r.target === target && r.code === finding.code)) row.truePositives++;
        else if (isKnownMiss(suite, tool.name, target, finding.code)) differences.push(`${suite.label} · ${target} · ${tool.name}: false ${finding.code} error, ${isKnownMiss(suite, tool.name, target, finding.code)}`);
        else unexplained.push(`${suite.label} · ${target} · ${tool.name}: error ${finding.code} matches no labelled rejection (${finding.message})`);
      }
    }
  }
  for (const rejection of suite.rejections) {
    const row = rowOf(suite.label, rejection.target);
    row.rejections++;
    const tool = byName.get(rejection.tool);
    const errors = tool?.findings.filter((f) => f.severity === "error") ?? [];
    const hit = rejection.code === "sdk" ? errors.length > 0 : errors.some((f) => f.code === rejection.code && f.targets.includes(rejection.target));
    if (hit) {
      row.found++;
      if (isKnownMiss(suite, rejection.tool, rejection.target, rejection.code)) unexplained.push(`${suite.label} · ${rejection.target} · ${rejection.tool}: listed as a known miss, but ${rejection.code} is reported now`);
    } else if (isKnownMiss(suite, rejection.tool, rejection.target, rejection.code)) {
      differences.push(`${suite.label} · ${rejection.target} · ${rejection.tool}: missed ${rejection.code}, ${isKnownMiss(suite, rejection.tool, rejection.target, rejection.code)}`);
    } else unexplained.push(`${suite.label} · ${rejection.target} · ${rejection.tool}: no error for "${rejection.why}" (${rejection.code})`);
  }
  return unexplained.slice(before);
}

function isKnownMiss(suite: WireSuite, tool: string | null, target: string, code: string): string | undefined {
  return suite.knownMisses?.find((m) => m.tool === tool && m.target === target && m.code === code)?.reason;
}

const percent = (n: number, d: number) => (d === 0 ? "–" : `${((100 * n) / d).toFixed(1)} %`);

async function table(): Promise<string> {
  const total = rows.reduce(
    (t, r) => ({ tools: t.tools + r.tools, equal: t.equal + r.equal, findings: t.findings + r.findings, tp: t.tp + r.truePositives, rejections: t.rejections + r.rejections, found: t.found + r.found }),
    { tools: 0, equal: 0, findings: 0, tp: 0, rejections: 0, found: 0 },
  );
  const lines = [
    "# Accuracy on the wire",
    "",
    "Generated by `tests/wire/accuracy.test.ts` from the real SDKs at the versions pinned in `package.json`;",
    "rerun with `npx vitest run tests/wire/accuracy.test.ts` (add `-u` to rewrite this page). Each row is one",
    "framework × destination: the tool × destination pairs captured, how many of the plugin's views equal the",
    "captured body (key order aside), the plugin's error findings there and how many match a rejection",
    "labelled from the provider's documented rules or an SDK throw (precision), and how many labelled",
    "rejections got an error finding (recall).",
    "",
    "| Framework | Destination | Pairs | Equal views | Errors | Precision | Rejections | Recall |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...[...rows]
      .sort((a, b) => a.label.localeCompare(b.label) || a.target.localeCompare(b.target))
      .map((r) => `| ${r.label} | \`${r.target}\` | ${r.tools} | ${r.equal} | ${r.findings} | ${percent(r.truePositives, r.findings)} | ${r.rejections} | ${percent(r.found, r.rejections)} |`),
    `| **All** | | ${total.tools} | ${total.equal} (${percent(total.equal, total.tools)}) | ${total.findings} | ${percent(total.tp, total.findings)} | ${total.rejections} | ${percent(total.found, total.rejections)} |`,
    "",
    "## Differences left, and why",
    "",
    ...(differences.length > 0 ? [...differences].sort().map((d) => `- ${d}`) : ["None."]),
    "",
    "## Replayed bug reports",
    "",
    "Public bug reports about tool schemas, each retold as a small project in `tests/replay/cases/` (one file per",
    "report, its link at the top) and linted by `tests/replay/replay.test.ts` with the real ESLint, TypeScript and",
    "SDK types. A failure is caught when the plugin gives the expected error at the line that causes it; a report",
    "that was a user error, or is fixed in the version installed here, must get no error at all.",
    "",
    await replayTable(),
    "",
  ];
  return lines.join("\n");
}

describe("the plugin's view of each destination is what the SDK sends", () => {
  it.each(suiteFolders)("%s", async (folder) => {
    const { suite } = (await import(pathToFileURL(path.join(WIRE_DIR, folder, "suite.ts")).href)) as { suite: WireSuite };
    const captures = await suite.capture();
    expect(captures.length).toBeGreaterThan(0);
    const tools = await lintFixture(suite.dir, suite.targets);
    expect(score(suite, captures, tools)).toEqual([]);
  });

  it("leaves no unexplained difference, and the table in docs/accuracy.md is current", async () => {
    expect(rows.length).toBeGreaterThan(0);
    expect(unexplained).toEqual([]);
    await expect(await table()).toMatchFileSnapshot("../../docs/accuracy.md");
    const sum = (key: "tools" | "equal" | "findings" | "truePositives" | "rejections" | "found") => rows.reduce((n, r) => n + r[key], 0);
    expect(sum("equal") / sum("tools")).toBeGreaterThanOrEqual(0.95);
    expect(sum("truePositives") / Math.max(1, sum("findings"))).toBeGreaterThanOrEqual(0.98);
    expect(sum("found") / Math.max(1, sum("rejections"))).toBeGreaterThanOrEqual(0.98);
  });
});
