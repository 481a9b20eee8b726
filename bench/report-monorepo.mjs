// Wall time of `tool-schema report .` on a generated 800-file monorepo (bench/generate-monorepo.mjs),
// and a check that it finds the same tools as linting every file does and every tool the generator
// wrote. Needs a built dist/ (npx tsc -p tsconfig.build.json).
// Usage: node bench/report-monorepo.mjs [runs=3]   (BENCH_KEEP=1 keeps the generated monorepo)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateMonorepo } from "./generate-monorepo.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const cli = path.join(repoRoot, "dist", "cli", "main.js");
const runs = Number(process.argv[2] ?? 3);

/** The report of every TypeScript file, prefilter off, through the same API the CLI calls. */
const EVERY_FILE = `
import { parseArgs, report } from ${JSON.stringify(path.join(repoRoot, "dist", "cli", "report.js"))};
const result = await report(parseArgs(["report", "."]), process.cwd(), { everyFile: true });
console.log(JSON.stringify(result));
`;

function timed(args, cwd) {
  const start = performance.now();
  // Single run as the CLI sets it, for the API child too; stderr is a pipe, so no progress line.
  const child = spawnSync(process.execPath, args, { cwd, encoding: "utf8", maxBuffer: 1 << 28, env: { ...process.env, TSESTREE_SINGLE_RUN: "true" } });
  const wallMs = performance.now() - start;
  if (child.status !== 0) throw new Error(`exit ${child.status}: ${child.stderr}`);
  return { wallMs, parsed: JSON.parse(child.stdout), stderr: child.stderr };
}

const key = (t) => `${t.file}:${t.line} ${t.name} ${t.schemaHash} ${t.typesFrom}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

mkdirSync(path.join(repoRoot, "scratch"), { recursive: true });
const root = mkdtempSync(path.join(repoRoot, "scratch", "monorepo-bench-"));
try {
  const layout = generateMonorepo(root);
  console.log(`monorepo  ${layout.files} TypeScript files, ${layout.toolFiles} with tools, ${layout.definitions} definitions (${path.relative(repoRoot, root)})`);
  console.log(`machine   ${os.availableParallelism()} cores, load average at start ${os.loadavg().map((v) => v.toFixed(1)).join(" / ")}`);
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    last = timed([cli, "report", ".", "--json"], root);
    times.push(last.wallMs);
    console.log(`run ${i + 1}     tool-schema report . --json: ${seconds(last.wallMs)}, ${last.parsed.tools.length} tools (load ${os.loadavg()[0].toFixed(1)})`);
  }
  const every = timed(["--input-type=module", "-e", EVERY_FILE], root);
  console.log(`every     every file linted (no prefilter): ${seconds(every.wallMs)}, ${every.parsed.tools.length} tools`);

  const found = last.parsed.tools.map(key).sort();
  const all = every.parsed.tools.map(key).sort();
  const same = found.length === all.length && found.every((k, i) => k === all[i]);
  const names = new Set(last.parsed.tools.map((t) => `${t.file} ${t.name}`));
  const lost = layout.expected.filter((e) => !names.has(`${e.file} ${e.name}`));
  const fallback = last.parsed.tools.filter((t) => t.typesFrom === "fallback").length;
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`result    median ${seconds(sorted[Math.floor(sorted.length / 2)])} over ${runs} run(s) [${times.map(seconds).join(", ")}]; ${fallback} tools from the fallback program`);
  console.log(`same      ${same ? "yes" : "NO"}: the report and every-file lint find ${same ? "the same" : "different"} tools`);
  console.log(`complete  ${lost.length === 0 ? "yes" : `NO, lost ${lost.map((e) => `${e.file} ${e.name}`).join(", ")}`}: every generated definition reported`);
  process.exitCode = same && lost.length === 0 ? 0 : 1;
} finally {
  if (process.env.BENCH_KEEP === "1") console.log(`kept      ${path.relative(repoRoot, root)}`);
  else rmSync(root, { recursive: true, force: true });
}
