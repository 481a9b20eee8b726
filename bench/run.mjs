// `npm run bench`: what eslint-plugin-tool-schema costs on top of typed linting.
// Generates two synthetic projects (50 files / 200 tool definitions, 250 files / 1000), lints each
// with A (typed baseline) and B (A + the plugin's recommended preset) in fresh processes, then
// measures the editor case in one warm process. See docs/performance.md for the results.
//
// Environment: BENCH_RUNS=N (runs per setup for both sizes) or N,M (200 and 1000 separately;
// default 5,3); BENCH_EDITS (editor edits, default 30); BENCH_KEEP=1 keeps the generated projects.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFile } from "./configs.mjs";
import { generateProject, writeEditorFile } from "./generate-project.mjs";
import { lintRun } from "./measure.mjs";
import { printEditor, printGrowth, printMachine, printSize, printTargets, printVerification } from "./report.mjs";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = path.resolve(benchDir, "..");

function positiveIntegers(name, fallback) {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(",").map(Number);
  if (values.some((n) => !Number.isInteger(n) || n < 1) || values.length > fallback.length) {
    throw new Error(`${name} must be ${fallback.length === 1 ? "a positive integer" : "one or two positive integers, comma-separated"}; got "${raw}".`);
  }
  return fallback.map((_, i) => values[Math.min(i, values.length - 1)]);
}

const EDITOR_DEFINITIONS = 20;

function runChild(args, cwd, stdout) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ["ignore", stdout, "inherit"] });
    child.on("error", reject);
    child.on("close", resolve);
  });
}

/**
 * Runs a child that prints one JSON document. Its stdout goes to a file, not a pipe: a CLI that
 * calls process.exit() right after printing loses what a pipe had not taken yet.
 */
async function childJson(args, cwd, outputFile) {
  const fd = openSync(outputFile, "w");
  let code;
  try {
    code = await runChild(args, cwd, fd);
  } finally {
    closeSync(fd);
  }
  // The report command exits 1 when it has findings; only a crash is a failure.
  if (code !== 0 && code !== 1) throw new Error(`${args.join(" ")} exited ${code}`);
  const text = readFileSync(outputFile, "utf8");
  return JSON.parse(text.slice(text.indexOf("{")));
}

/** Lists the definitions the plugin finds, through its own CLI; also warms the file cache. */
async function verify(projectDir) {
  const cli = path.join(repoRoot, "dist/cli/main.js");
  const { tools } = await childJson([cli, "report", "src", "--json"], projectDir, path.join(projectDir, "report.json"));
  return tools;
}

async function measureSize(workDir, size, isFirst) {
  const projectDir = path.join(workDir, `p${size.definitions}`);
  const layout = generateProject(projectDir, size.files, size.definitions);
  for (const setup of ["A", "B"]) {
    const { name, text } = configFile(projectDir, setup);
    writeFileSync(path.join(projectDir, name), text);
  }
  if (isFirst) printVerification(size, await verify(projectDir));
  const results = [];
  for (let round = 0; round < size.runs; round++) {
    for (const setup of round % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
      const result = await lintRun(projectDir, configFile(projectDir, setup).name);
      results.push({ setup, ...result });
    }
  }
  return { projectDir, layout, m: printSize(size, layout, results) };
}

async function measureEditor(projectDir, edits) {
  const { filePath } = writeEditorFile(projectDir, EDITOR_DEFINITIONS, 5000);
  const args = [path.join(benchDir, "editor-child.mjs"), projectDir, filePath, String(EDITOR_DEFINITIONS), String(edits)];
  const { rows } = await childJson(args, repoRoot, path.join(projectDir, "editor.json"));
  return { ...printEditor(rows, EDITOR_DEFINITIONS), definitions: EDITOR_DEFINITIONS };
}

async function main() {
  const started = performance.now();
  const runs = positiveIntegers("BENCH_RUNS", [5, 3]);
  const [edits] = positiveIntegers("BENCH_EDITS", [30]);
  const sizes = [
    { files: 50, definitions: 200, runs: runs[0] },
    { files: 250, definitions: 1000, runs: runs[1] },
  ];
  printMachine(sizes.map((s) => `${s.runs} at ${s.definitions} definitions`), edits);
  if (!existsSync(path.join(repoRoot, "dist/index.js"))) throw new Error("dist/ is missing: run `npm run bench`, which builds first.");
  mkdirSync(path.join(benchDir, ".work"), { recursive: true });
  const workDir = mkdtempSync(path.join(benchDir, ".work", "run-"));
  try {
    const small = await measureSize(workDir, sizes[0], true);
    const large = await measureSize(workDir, sizes[1], false);
    printGrowth(small, large);
    const editor = await measureEditor(small.projectDir, edits);
    printTargets(small, large, editor);
  } finally {
    if (process.env.BENCH_KEEP === "1") console.log(`\nkept the generated projects in ${path.relative(repoRoot, workDir)}`);
    else rmSync(workDir, { recursive: true, force: true });
  }
  const load = os.loadavg().map((v) => v.toFixed(1)).join(" / ");
  console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s; load average at the end ${load}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
