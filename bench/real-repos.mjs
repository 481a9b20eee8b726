// Real repositories: what the plugin's recommended preset costs on top of typescript-eslint's
// `recommendedTypeChecked`, on public projects of three shapes, installed with their own lockfiles.
//   node bench/real-repos.mjs            (after `npm run build`; `npm run bench` runs it last)
// Each repository is taken at a pinned commit into bench/.repos/ (ignored by git): from a local git
// mirror when BENCH_MIRRORS names a folder holding `<owner>+<name>/repo` git directories, else cloned
// from GitHub. Then `npm ci --ignore-scripts` with its lockfile, and A (recommendedTypeChecked) and B
// (A + the plugin) alternate in fresh processes, each round starting with the other.
// Environment: BENCH_REAL_RUNS (pairs per repository, default 5), BENCH_REAL_ONLY (a repository id).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { lintRun, median, ratioInterval } from "./measure.mjs";
import { parts } from "./profile-parts.mjs";

const benchDir = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = path.resolve(benchDir, "..");
const reposDir = path.join(benchDir, ".repos");

/** The repositories, by shape. `lint`: the folders linted; `ignores`: files there outside the tsconfig's `include`. */
export const REPOSITORIES = [
  { id: "no-tools", shape: "a library with no tool (174 TypeScript files)", repo: "typestack/class-validator", commit: "0853341cc36f53d54e5afb50800c3a4b169abd73", lint: ["src"], ignores: ["**/*.spec.ts"] },
  { id: "mcp-server", shape: "an MCP server, tools registered from catalogs (14 tools)", repo: "scotthamilton77/atlas-mcp-server", commit: "30b1f184725bc2480795af174ab544890834ca1f", lint: ["src"] },
  { id: "app", shape: "a Next.js app with LangChain agents and tools", repo: "ask0ldd/LangChainPG", commit: "a46f5ecf10ef7e46136e7d48312f8aefe79330f8", lint: ["src"] },
];

function sh(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, CI: "true" } });
}

/** The repository at its commit, installed; reused when already there. */
function checkout({ repo, commit }) {
  const dir = path.join(reposDir, repo.replace("/", "__"));
  if (existsSync(path.join(dir, ".bench-installed"))) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const mirror = process.env.BENCH_MIRRORS && path.join(process.env.BENCH_MIRRORS, repo.replace("/", "+"), "repo");
  if (mirror && existsSync(mirror)) {
    execFileSync("sh", ["-c", `git --git-dir="${mirror}" archive ${commit} | tar -x -C "${dir}"`], { stdio: "inherit" });
  } else {
    sh("git", ["clone", "--quiet", "--filter=blob:none", `https://github.com/${repo}.git`, dir], reposDir);
    sh("git", ["checkout", "--quiet", commit], dir);
  }
  sh("npm", ["ci", "--ignore-scripts", "--no-audit", "--no-fund"], dir);
  writeFileSync(path.join(dir, ".bench-installed"), `${commit}\n`);
  return dir;
}

/** A: typescript-eslint's recommendedTypeChecked; B: A plus the plugin's recommended preset (the built dist/). */
function writeConfigs(dir, ignores = []) {
  ignores = ["**/*.js", "**/*.mjs", "**/*.cjs", ...ignores];
  const tseslint = pathToFileURL(path.join(repoRoot, "node_modules", "typescript-eslint", "dist", "index.js")).href;
  const plugin = pathToFileURL(path.join(repoRoot, "dist", "index.js")).href;
  // The TypeScript files the tsconfig includes: typed rules cannot lint a file outside every program.
  const base = `import tseslint from "${tseslint}";\n\nconst typed = [\n  { ignores: ${JSON.stringify(ignores)} },\n  ...tseslint.configs.recommendedTypeChecked,\n  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },\n];\n`;
  writeFileSync(path.join(dir, "eslint.bench-a.config.mjs"), `${base}\nexport default typed;\n`);
  writeFileSync(path.join(dir, "eslint.bench-b.config.mjs"), `${base}import toolSchema from "${plugin}";\n\nexport default [...typed, toolSchema.configs.recommended];\n`);
  // The profiled run loads tsc's per-module files (dist/index.modules.js): the bundle's chunks would
  // put every part of the plugin in one file, and the profile could not tell its folders apart.
  const modules = pathToFileURL(path.join(repoRoot, "dist", "index.modules.js")).href;
  writeFileSync(path.join(dir, "eslint.bench-p.config.mjs"), `${base}import toolSchema from "${modules}";\n\nexport default [...typed, toolSchema.configs.recommended];\n`);
}

async function measure(repository, pairs) {
  const dir = checkout(repository);
  writeConfigs(dir, repository.ignores);
  const runs = { A: [], B: [] };
  for (let round = 0; round < pairs; round++) {
    const order = round % 2 === 0 ? ["A", "B"] : ["B", "A"];
    for (const setup of order) runs[setup].push(await lintRun(dir, `eslint.bench-${setup.toLowerCase()}.config.mjs`, repository.lint));
  }
  const of = (setup, key) => median(runs[setup].map((run) => run[key]));
  // Each round's own ratio: the two runs of a round are next to each other, so a drift of the machine
  // over the whole run (this machine's runs of one setup spread by up to 20 %) moves both.
  const perPair = (key) => runs.B.map((run, i) => run[key] / runs.A[i][key]).sort((a, b) => a - b);
  const profile = profiledParts(dir, repository.lint);
  return {
    ...repository,
    pairs,
    wall: of("B", "wallMs") / of("A", "wallMs"),
    pairWall: perPair("wallMs"),
    pairCpu: perPair("cpuMs"),
    cpu: of("B", "cpuMs") / of("A", "cpuMs"),
    rss: of("B", "rssKb") / of("A", "rssKb"),
    aWallMs: of("A", "wallMs"),
    pluginMs: of("B", "pluginMs"),
    pluginProblems: of("B", "pluginProblems"),
    profile,
  };
}

/** One more B run, unbundled, under `--cpu-prof`: the plugin's time by part (its folders under dist/), largest first. */
function profiledParts(dir, lint) {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "tool-schema-profile-"));
  try {
    execFileSync(process.execPath, ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, path.join(benchDir, "lint-child.mjs"), dir, "eslint.bench-p.config.mjs", lint.join(",")], { stdio: "ignore" });
    const { total, plugin, charged } = parts(path.join(profileDir, readdirSync(profileDir)[0]));
    const ms = (micros) => `${Math.round(micros / 1000)} ms`;
    const top = [...charged].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([room, micros]) => `${room} ${ms(micros)}`);
    return `${ms(plugin)} of ${ms(total)}: ${top.join(", ") || "nothing"}`;
  } finally {
    rmSync(profileDir, { recursive: true, force: true });
  }
}

const pairs = Number(process.env.BENCH_REAL_RUNS ?? 5);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`BENCH_REAL_RUNS must be a positive integer; got "${process.env.BENCH_REAL_RUNS}".`);
mkdirSync(reposDir, { recursive: true });
console.log(`\n## Real repositories (${pairs} pairs each, load ${os.loadavg()[0].toFixed(1)} at the start)\n`);
console.log("| repository (commit) | shape | A wall | B/A wall | B/A cpu | rounds' own B/A, wall (median, range) | rounds' own B/A, cpu | rounds' own B/A, mean (95 % interval): wall; cpu | B/A peak memory | plugin rule time | plugin findings |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
const spread = (ratios) => `${median(ratios).toFixed(3)} (${ratios[0].toFixed(3)}–${ratios[ratios.length - 1].toFixed(3)})`;
const interval = (ratios) => {
  const found = ratioInterval(ratios);
  return found ? `${found.mean.toFixed(3)} (${found.low.toFixed(3)}–${found.high.toFixed(3)})` : "–";
};
const profiles = [];
for (const repository of REPOSITORIES.filter((r) => !process.env.BENCH_REAL_ONLY || r.id === process.env.BENCH_REAL_ONLY)) {
  const r = await measure(repository, pairs);
  console.log(`| ${r.repo} (${r.commit.slice(0, 7)}) | ${r.shape} | ${(r.aWallMs / 1000).toFixed(1)} s | ${r.wall.toFixed(3)} | ${r.cpu.toFixed(3)} | ${spread(r.pairWall)} | ${spread(r.pairCpu)} | ${interval(r.pairWall)}; ${interval(r.pairCpu)} | ${r.rss.toFixed(3)} | ${Math.round(r.pluginMs)} ms | ${r.pluginProblems} |`);
  profiles.push(`- ${r.repo}: plugin ${r.profile}`);
}
console.log("\nWhere the plugin's time goes (one profiled B run each; parts are its folders under dist/):\n");
for (const line of profiles) console.log(line);
