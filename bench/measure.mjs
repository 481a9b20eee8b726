// Child-process runs and the small statistics the report needs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
export { ratioInterval } from "./ratio-interval.mjs";

const lintChild = fileURLToPath(new URL("./lint-child.mjs", import.meta.url));
const GNU_TIME = "/usr/bin/time";
export const rssSource = existsSync(GNU_TIME) ? "/usr/bin/time -v" : "process.resourceUsage().maxRSS of the child";

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Sum of the `tool-schema/*` rows, and of every other rule's row (the baseline), of ESLint's TIMING table. */
export function parseTiming(stdout) {
  let pluginMs = 0;
  let baselineRuleMs = 0;
  for (const line of stdout.split("\n")) {
    const match = /^(\S+)\s*\|\s*([\d.]+)\s*\|/.exec(line);
    if (!match) continue;
    if (match[1].startsWith("tool-schema/")) pluginMs += Number(match[2]);
    else baselineRuleMs += Number(match[2]);
  }
  return { pluginMs, baselineRuleMs };
}

/**
 * One lint of `projectDir` with `configFile` in a fresh process (TIMING=all). Wall time is taken
 * around the whole process: start-up, config and plugin loading, parsing, type-checking, rules.
 */
export async function lintRun(projectDir, configFile, paths = ["src"]) {
  const nodeArgs = [lintChild, projectDir, configFile, paths.join(",")];
  const useGnuTime = existsSync(GNU_TIME);
  const [command, args] = useGnuTime ? [GNU_TIME, ["-v", process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const started = performance.now();
  const { code, stdout, stderr } = await run(command, args, { env: { ...process.env, TIMING: "all" } });
  const wallMs = performance.now() - started;
  const summaryLine = stdout.split("\n").find((line) => line.startsWith("{"));
  if (code !== 0 || !summaryLine) throw new Error(`lint run failed (exit ${code}) for ${configFile}:\n${stderr.slice(-2000)}`);
  const summary = JSON.parse(summaryLine);
  if (summary.fatal.length > 0) throw new Error(`parse errors in the generated project:\n${summary.fatal.join("\n")}`);
  const gnuRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
  return {
    wallMs,
    cpuMs: summary.cpuMs,
    rssKb: gnuRss ? Number(gnuRss[1]) : summary.maxRssKb,
    problems: summary.problems,
    pluginProblems: summary.pluginProblems,
    ...parseTiming(stdout),
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

