// Formatting of the benchmark's printed report.
import os from "node:os";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { median, percentile, rssSource } from "./measure.mjs";

const require = createRequire(import.meta.url);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${ms.toFixed(0)} ms`;
const megabytes = (kb) => `${(kb / 1024).toFixed(0)} MB`;
const list = (values, format) => `[${values.map(format).join(" ")}]`;
const medianAndP95 = (values) => `median ${millis(median(values))} p95 ${millis(percentile(values, 95))}`;
const ratio = (b, a) => (b / a).toFixed(3);

function versionOf(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), "utf8")).version;
}

export function printMachine(runs, edits) {
  const cpus = os.cpus();
  const load = os.loadavg().map((v) => v.toFixed(1)).join(" / ");
  console.log("eslint-plugin-tool-schema bench: the plugin's cost on top of typed linting");
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`;
  console.log(`machine   ${os.availableParallelism()} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${memory}, ${os.type()} ${os.release()}`);
  console.log(`software  Node ${process.version}, typescript ${versionOf("typescript")}, eslint ${versionOf("eslint")}, typescript-eslint ${versionOf("typescript-eslint")}`);
  console.log(`date      ${new Date().toISOString()}   load average at start ${load} (1 / 5 / 15 min)`);
  console.log("setup     A = @typescript-eslint/parser (projectService) + bench/type-of-calls (checker type of every call)");
  console.log("          B = A + eslint-plugin-tool-schema configs.recommended");
  console.log(`          each run: a fresh process (bench/lint-child.mjs, ESLint Node API, TIMING=all), A and B alternating;`);
  console.log(`          runs per size: ${runs.join(", ")}; editor edits: ${edits}; peak RSS from ${rssSource}`);
}

export function printVerification(size, layout, tools) {
  const count = (key) => {
    const counts = {};
    for (const tool of tools) counts[tool[key]] = (counts[tool[key]] ?? 0) + 1;
    return Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n}`)
      .join(", ");
  };
  const warlock = tools.filter((tool) => !tool.file.includes("frameworks")).length;
  console.log(`\nverify    the ${layout.files}-file project, through \`tool-schema report\`: ${tools.length} definitions`);
  console.log(`          @warlock.js/ai: ${warlock} of ${size.definitions} found; ${layout.frameworkFiles} framework files: ${tools.length - warlock}`);
  console.log(`          routes: ${count("route")}`);
  console.log(`          frameworks: ${count("framework")}`);
}

/** Summarises the A/B runs of one project size and prints them; returns the medians. */
export function printSize(size, layout, runs) {
  const pick = (setup, key) => runs.filter((r) => r.setup === setup).map((r) => r[key]);
  const m = {
    aWall: median(pick("A", "wallMs")),
    bWall: median(pick("B", "wallMs")),
    aCpu: median(pick("A", "cpuMs")),
    bCpu: median(pick("B", "cpuMs")),
    plugin: median(pick("B", "pluginMs")),
    baselineRule: median(pick("A", "baselineRuleMs")),
    aRss: median(pick("A", "rssKb")),
    bRss: median(pick("B", "rssKb")),
    aRssMax: Math.max(...pick("A", "rssKb")),
    bRssMax: Math.max(...pick("B", "rssKb")),
  };
  const problems = [...new Set(pick("B", "pluginProblems"))].join("/");
  const files = `${layout.files} files (${layout.toolFiles} with tools, ${layout.withoutTools} without)`;
  console.log(`\n── ${files}, ${layout.definitions} tool definitions, ${pick("A", "wallMs").length} runs each ──`);
  console.log(`  wall      A median ${seconds(m.aWall)} ${list(pick("A", "wallMs"), seconds)}`);
  console.log(`            B median ${seconds(m.bWall)} ${list(pick("B", "wallMs"), seconds)}`);
  console.log(`            B/A ${ratio(m.bWall, m.aWall)}   B − A ${millis(m.bWall - m.aWall)}`);
  // Each round runs A and B back to back, so a round's own ratio is less exposed to the machine's drift.
  const pairRatios = pick("B", "wallMs").map((b, round) => b / pick("A", "wallMs")[round]);
  console.log(`            B/A per round: median ${median(pairRatios).toFixed(3)} ${list(pairRatios, (r) => r.toFixed(3))}`);
  console.log(`  cpu       A median ${seconds(m.aCpu)}, B median ${seconds(m.bCpu)}, B/A ${ratio(m.bCpu, m.aCpu)} (user + system time of the child)`);
  console.log(`  plugin    sum of tool-schema/* in TIMING: median ${millis(m.plugin)} ${list(pick("B", "pluginMs"), millis)}`);
  console.log(`            = ${(m.plugin / layout.definitions).toFixed(2)} ms per tool definition; baseline typed rule (A) median ${millis(m.baselineRule)}`);
  const rss = (setup) => `${setup} median ${megabytes(m[`${setup.toLowerCase()}Rss`])} (max ${megabytes(m[`${setup.toLowerCase()}RssMax`])})`;
  console.log(`  peak RSS  ${rss("A")}, ${rss("B")}, B/A ${ratio(m.bRss, m.aRss)}`);
  console.log(`  findings  ${problems} reported by the plugin per B run`);
  return m;
}

export function printGrowth(small, large) {
  const added = large.layout.definitions - small.layout.definitions;
  const pluginSlope = (large.m.plugin - small.m.plugin) / added;
  const wallSlope = (large.m.bWall - large.m.aWall - (small.m.bWall - small.m.aWall)) / added;
  console.log("\n── growth with the number of definitions ──");
  console.log(`  plugin rule time  ${millis(small.m.plugin)} at ${small.layout.definitions} → ${millis(large.m.plugin)} at ${large.layout.definitions}: ${pluginSlope.toFixed(2)} ms per added definition`);
  console.log(`  wall B − A        ${millis(small.m.bWall - small.m.aWall)} → ${millis(large.m.bWall - large.m.aWall)}: ${wallSlope.toFixed(2)} ms per added definition`);
  return { pluginSlope, wallSlope };
}

export function printEditor(rows, definitions) {
  const deltas = rows.map((r) => r.bMs - r.aMs);
  const plugin = rows.map((r) => r.pluginMs);
  const e = {
    deltaMedian: median(deltas),
    deltaP95: percentile(deltas, 95),
    pluginMedian: median(plugin),
    pluginP95: percentile(plugin, 95),
  };
  console.log(`\n── editor: one process, warm project, one file with ${definitions} definitions re-linted after ${rows.length} edits ──`);
  console.log(`  lintText  A ${medianAndP95(rows.map((r) => r.aMs))}; B ${medianAndP95(rows.map((r) => r.bMs))}`);
  console.log(`  plugin adds (B − A, paired per edit): median ${millis(e.deltaMedian)}, p95 ${millis(e.deltaP95)}`);
  console.log(`  plugin rules' own time (ESLint stats): median ${millis(e.pluginMedian)}, p95 ${millis(e.pluginP95)} = ${(e.pluginMedian / definitions).toFixed(2)} ms per definition`);
  return e;
}

/** The plugin's time per re-lint of each framework's file (the first copy of each example). */
export function printFrameworkEditor(names, results) {
  console.log("\n── editor: each framework's example file re-linted after the same kind of edit ──");
  const rows = names.map((name, i) => {
    const rows = results[i].rows;
    const row = { name, definitions: results[i].definitions, plugin: median(rows.map((r) => r.pluginMs)), delta: median(rows.map((r) => r.bMs - r.aMs)), a: median(rows.map((r) => r.aMs)) };
    console.log(`  ${name.padEnd(40)} ${String(row.definitions).padStart(2)} defs  plugin rules median ${millis(row.plugin).padStart(6)}   B − A ${millis(row.delta).padStart(6)}   A ${millis(row.a)}`);
    return row;
  });
  return rows;
}

export function printTargets(small, large, editor) {
  const worst = editor.frameworks.reduce((a, b) => (b.plugin > a.plugin ? b : a), editor.frameworks[0]);
  const rows = [
    [`B/A wall at ${large.layout.definitions} definitions ≤ 1.05`, large.m.bWall / large.m.aWall, 1.05, 3],
    [`B/A wall at ${small.layout.definitions} definitions ≤ 1.05`, small.m.bWall / small.m.aWall, 1.05, 3],
    [`plugin ms per definition, batch at ${large.layout.definitions} ≤ 0.5`, large.m.plugin / large.layout.definitions, 0.5, 2],
    ["editor, 20-definition file: rules' time ≤ 15 ms", editor.pluginMedian, 15, 0],
    [`editor, any framework file: rules' time ≤ 50 ms (${worst.name.split("/").pop()})`, worst.plugin, 50, 0],
    [`peak RSS B/A at ${large.layout.definitions} ≤ 1.10`, large.m.bRss / large.m.aRss, 1.1, 3],
    [`peak RSS B/A at ${small.layout.definitions} ≤ 1.10`, small.m.bRss / small.m.aRss, 1.1, 3],
  ];
  console.log("\n── targets ──");
  for (const [label, value, limit, digits] of rows) {
    console.log(`  ${label.padEnd(60)} ${value.toFixed(digits).padStart(8)}  ${value <= limit ? "met" : "MISSED"}`);
  }
}
