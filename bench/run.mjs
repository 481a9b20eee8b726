// `npm run bench`: what eslint-plugin-tool-schema costs on top of typed linting.
// Generates two synthetic projects (50 files / 200 `@warlock.js/ai` definitions, 250 files / 1000,
// plus one and three copies of the example project's framework files), lints each
// with A (typed baseline) and B (A + the plugin's recommended preset) in fresh processes, then
// measures the editor case in one warm process (a 20-definition file, then each framework's file),
// then the cost of token counting (bench/tokens.mjs). See docs/performance.md for the results.
//
// Environment: BENCH_RUNS=N (runs per setup for both sizes) or N,M (200 and 1000 separately;
// default 5,3); BENCH_EDITS (editor edits, default 30); BENCH_KEEP=1 keeps the generated projects;
// BENCH_REAL=0 skips the real repositories (bench/real-repos.mjs, which clone from GitHub or BENCH_MIRRORS).
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { configFile } from "./configs.mjs";
import { frameworkFiles, generateProject, writeEditorFile } from "./generate-project.mjs";
import { lintRun } from "./measure.mjs";
import { printEditor, printFrameworkEditor, printGrowth, printMachine, printSize, printTargets, printVerification } from "./report.mjs";

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

async function measureSize(workDir, size) {
  const projectDir = path.join(workDir, `p${size.definitions}`);
  const generated = generateProject(projectDir, size.files, size.definitions, size.frameworkCopies);
  for (const setup of ["A", "B"]) {
    const { name, text } = configFile(projectDir, setup);
    writeFileSync(path.join(projectDir, name), text);
  }
  const tools = await verify(projectDir);
  printVerification(size, generated, tools);
  // Per-definition numbers count every definition the plugin finds, the frameworks' included.
  const layout = { ...generated, definitions: tools.length, perFile: toolsPerFile(projectDir, tools) };
  const results = [];
  for (let round = 0; round < size.runs; round++) {
    for (const setup of round % 2 === 0 ? ["A", "B"] : ["B", "A"]) {
      const result = await lintRun(projectDir, configFile(projectDir, setup).name);
      results.push({ setup, ...result });
    }
  }
  return { projectDir, layout, m: printSize(size, layout, results) };
}

/** How many tools the report found in each file, by path relative to the project. */
function toolsPerFile(projectDir, tools) {
  const counts = {};
  for (const tool of tools) {
    const file = path.relative(projectDir, path.resolve(projectDir, tool.file));
    counts[file] = (counts[file] ?? 0) + 1;
  }
  return counts;
}

/** The 20-definition file, then one file per framework (the first copy of each example). */
async function measureEditor(projectDir, layout, edits) {
  const { filePath } = writeEditorFile(projectDir, EDITOR_DEFINITIONS, 5000);
  const frameworkArgs = frameworkFiles.map((name) => {
    const file = path.join("src/frameworks/copy-0", name);
    return `${file}:${layout.perFile[file] ?? 1}`;
  });
  const args = [path.join(benchDir, "editor-child.mjs"), projectDir, String(edits), `${filePath}:${EDITOR_DEFINITIONS}`, ...frameworkArgs];
  const { files } = await childJson(args, repoRoot, path.join(projectDir, "editor.json"));
  const [main, ...perFramework] = Object.values(files);
  const editor = { ...printEditor(main.rows, EDITOR_DEFINITIONS), definitions: EDITOR_DEFINITIONS };
  editor.frameworks = printFrameworkEditor(Object.keys(files).slice(1), perFramework);
  return editor;
}

async function main() {
  const started = performance.now();
  const runs = positiveIntegers("BENCH_RUNS", [5, 3]);
  const [edits] = positiveIntegers("BENCH_EDITS", [30]);
  const sizes = [
    { files: 50, definitions: 200, runs: runs[0], frameworkCopies: 1 },
    { files: 250, definitions: 1000, runs: runs[1], frameworkCopies: 3 },
  ];
  printMachine(sizes.map((s) => `${s.runs} at ${s.definitions} definitions`), edits);
  if (!existsSync(path.join(repoRoot, "dist/index.js"))) throw new Error("dist/ is missing: run `npm run bench`, which builds first.");
  mkdirSync(path.join(benchDir, ".work"), { recursive: true });
  const workDir = mkdtempSync(path.join(benchDir, ".work", "run-"));
  try {
    const small = await measureSize(workDir, sizes[0]);
    const large = await measureSize(workDir, sizes[1]);
    printGrowth(small, large);
    const editor = await measureEditor(small.projectDir, small.layout, edits);
    printTargets(small, large, editor);
    // What counting tokens costs, and that nothing loads the tokenizer when no rule counts (#15).
    console.log("");
    const tokens = await runChild([path.join(benchDir, "tokens.mjs")], repoRoot, "inherit");
    if (tokens !== 0) throw new Error(`bench/tokens.mjs exited ${tokens}`);
    // Public repositories at pinned commits, installed with their own lockfiles (bench/real-repos.mjs).
    if (process.env.BENCH_REAL !== "0") {
      const real = await runChild([path.join(benchDir, "real-repos.mjs")], repoRoot, "inherit");
      if (real !== 0) throw new Error(`bench/real-repos.mjs exited ${real} (BENCH_REAL=0 skips it; BENCH_MIRRORS names local git mirrors)`);
    }
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
