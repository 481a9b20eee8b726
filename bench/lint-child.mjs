// One measured lint run, in its own process so no cache survives between runs:
//   node bench/lint-child.mjs <projectDir> <configFile> [paths, comma-separated; default src]
// Prints one JSON line (file and problem counts, CPU time, peak RSS); with TIMING=all, ESLint
// prints its rule timing table when the process exits.
import path from "node:path";
import { ESLint } from "eslint";

const [projectArg, configFile, pathsArg = "src"] = process.argv.slice(2);
const projectDir = path.resolve(projectArg);
const eslint = new ESLint({ cwd: projectDir, overrideConfigFile: path.resolve(projectDir, configFile) });
const results = await eslint.lintFiles(pathsArg.split(","));

let problems = 0;
let pluginProblems = 0;
const fatal = [];
for (const result of results) {
  for (const message of result.messages) {
    problems += 1;
    if (message.ruleId?.startsWith("tool-schema/")) pluginProblems += 1;
    if (message.fatal) fatal.push(`${result.filePath}:${message.line}: ${message.message}`);
  }
}
const usage = process.resourceUsage();
const summary = {
  files: results.length,
  problems,
  pluginProblems,
  fatal: fatal.slice(0, 5),
  cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
  maxRssKb: usage.maxRSS,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
