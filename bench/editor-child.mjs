// The editor case, in one process like an editor's ESLint server:
//   node bench/editor-child.mjs <projectDir> <iterations> <file>:<definitionsInFile> [<file>:<definitions> …]
// Keeps one ESLint instance per setup (A: baseline, B: baseline + plugin) over one shared project
// service. For each file in turn: warms both setups on it, then re-lints it after a small edit each
// time, alternating which setup goes first. Every lint gets text neither setup has seen, so both pay
// the program update. Prints one JSON line with per-iteration times per file. With
// PROFILE=<prefix>, each file's measured edits (not its warm-up) are profiled into <prefix>.<file>.cpuprofile.
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { ESLint } from "eslint";
import { baselineConfig, pluginConfig } from "./configs.mjs";
import { editedText } from "./generate-tools.mjs";

const [projectArg, iterationsArg, ...fileArgs] = process.argv.slice(2);
const cwd = path.resolve(projectArg);
const iterations = Number(iterationsArg);

const setups = {
  A: new ESLint({ cwd, overrideConfigFile: true, overrideConfig: baselineConfig(cwd), stats: true }),
  B: new ESLint({ cwd, overrideConfigFile: true, overrideConfig: await pluginConfig(cwd), stats: true }),
};

let edit = 0;
async function lintOnce(setup, filePath, original, definitions) {
  const text = editedText(original, edit++, definitions);
  const started = performance.now();
  const [result] = await setups[setup].lintText(text, { filePath });
  const wallMs = performance.now() - started;
  const fatal = result.messages.find((m) => m.fatal || m.ruleId === null);
  if (fatal) throw new Error(`${setup} ${filePath}: ${fatal.message}`);
  let pluginMs = 0;
  let baselineRuleMs = 0;
  for (const pass of result.stats?.times.passes ?? []) {
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) {
      if (ruleId.startsWith("tool-schema/")) pluginMs += time.total;
      else if (ruleId === "bench/type-of-calls") baselineRuleMs += time.total;
    }
  }
  return { wallMs, pluginMs, baselineRuleMs, problems: result.messages.length };
}

const session = process.env.PROFILE ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
}

const files = {};
for (const arg of fileArgs) {
  const at = arg.lastIndexOf(":");
  const filePath = path.resolve(cwd, arg.slice(0, at));
  const definitions = Number(arg.slice(at + 1));
  const original = readFileSync(filePath, "utf8");
  // Warm-up: the first lint builds the project; later ones warm the JIT and the plugin's modules.
  for (let i = 0; i < 4; i++) {
    await lintOnce("A", filePath, original, definitions);
    await lintOnce("B", filePath, original, definitions);
  }
  const rows = [];
  if (session) await session.post("Profiler.start");
  for (let i = 0; i < iterations; i++) {
    const order = i % 2 === 0 ? ["A", "B"] : ["B", "A"];
    const row = {};
    for (const setup of order) row[setup] = await lintOnce(setup, filePath, original, definitions);
    rows.push({ aMs: row.A.wallMs, bMs: row.B.wallMs, pluginMs: row.B.pluginMs, baselineRuleMs: row.A.baselineRuleMs, problems: row.B.problems });
  }
  if (session) writeFileSync(`${process.env.PROFILE}.${path.basename(filePath)}.cpuprofile`, JSON.stringify((await session.post("Profiler.stop")).profile));
  files[path.relative(cwd, filePath)] = { definitions, rows };
}
process.stdout.write(`${JSON.stringify({ files, maxRssKb: process.resourceUsage().maxRSS })}\n`);
