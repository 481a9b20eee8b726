// The editor case, in one process like an editor's ESLint server:
//   node bench/editor-child.mjs <projectDir> <filePath> <definitionsInFile> <iterations>
// Keeps one ESLint instance per setup (A: baseline, B: baseline + plugin) over one shared project
// service, warms both, then re-lints the file after a small edit each time, alternating which setup
// goes first. Every lint gets text neither setup has seen, so both pay the program update.
// Prints one JSON line with per-iteration times.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { baselineConfig, pluginConfig } from "./configs.mjs";
import { editedText } from "./generate-tools.mjs";

const [projectArg, fileArg, definitionsArg, iterationsArg] = process.argv.slice(2);
const cwd = path.resolve(projectArg);
const filePath = path.resolve(fileArg);
const definitions = Number(definitionsArg);
const iterations = Number(iterationsArg);
const original = readFileSync(filePath, "utf8");

const setups = {
  A: new ESLint({ cwd, overrideConfigFile: true, overrideConfig: baselineConfig(cwd), stats: true }),
  B: new ESLint({ cwd, overrideConfigFile: true, overrideConfig: await pluginConfig(cwd), stats: true }),
};

let edit = 0;
async function lintOnce(setup) {
  const text = editedText(original, edit++, definitions);
  const started = performance.now();
  const [result] = await setups[setup].lintText(text, { filePath });
  const wallMs = performance.now() - started;
  const fatal = result.messages.find((m) => m.fatal || m.ruleId === null);
  if (fatal) throw new Error(`${setup}: ${fatal.message}`);
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

// Warm-up: the first lint builds the project; later ones warm the JIT and the plugin's modules.
for (let i = 0; i < 4; i++) {
  await lintOnce("A");
  await lintOnce("B");
}

const rows = [];
for (let i = 0; i < iterations; i++) {
  const order = i % 2 === 0 ? ["A", "B"] : ["B", "A"];
  const row = {};
  for (const setup of order) row[setup] = await lintOnce(setup);
  rows.push({ aMs: row.A.wallMs, bMs: row.B.wallMs, pluginMs: row.B.pluginMs, baselineRuleMs: row.A.baselineRuleMs, problems: row.B.problems });
}
process.stdout.write(`${JSON.stringify({ rows, maxRssKb: process.resourceUsage().maxRSS })}\n`);
