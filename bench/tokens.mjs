// What counting tokens costs: `node bench/tokens.mjs` after `npx tsc -p tsconfig.build.json`.
// Measures the built plugin (dist/) on a generated set of realistic tool definitions of every size:
//   1. loading the o200k_base encoding, cold, in fresh processes: the plugin's rank table
//      (dist/tokens/o200k-ranks.bin), which the built plugin reads, and gpt-tokenizer's ranks module
//      and BPE core, which it falls back to when the table cannot be read;
//   2. per definition, warm: OpenAI's count, the tokenizer-free ceiling, the character estimate, and
//      heavy-definition's own check (the "counted" part of the checks) at its default targets;
//   3. the lint: the recommended preset with and without its counting rules (heavy-definition,
//      tool-set-budget), on a project of the same definitions as OpenAI chat tools, fresh processes,
//      alternating; whether the o200k encoding was loaded in each, from what, and whether gpt-tokenizer's
//      ranks module was compiled.
// Environment: TOKENS_DEFINITIONS (default 300), TOKENS_ROUNDS (warm rounds, default 9),
// TOKENS_LOADS (cold loads, default 5), TOKENS_LINT_RUNS (lint runs per setup, default 3; 0 skips).
// Results and the conditions they were taken in: docs/performance.md, "Token counting".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { seededRandom } from "./seeded-random.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(repoRoot, "dist");
if (!existsSync(path.join(dist, "tokens", "index.js"))) {
  console.error("dist/ is missing: run `npx tsc -p tsconfig.build.json` first.");
  process.exit(1);
}
const distUrl = (file) => pathToFileURL(path.join(dist, file)).href;

function positive(name, fallback, allowZero = false) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < (allowZero ? 0 : 1)) throw new Error(`${name} must be a ${allowZero ? "non-negative" : "positive"} integer; got "${raw}".`);
  return n;
}
const DEFINITIONS = positive("TOKENS_DEFINITIONS", 300);
const ROUNDS = positive("TOKENS_ROUNDS", 9);
const LOADS = positive("TOKENS_LOADS", 5);
const LINT_RUNS = positive("TOKENS_LINT_RUNS", 3, true);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------
// The definitions: deterministic (a seeded generator), in the proportions a real tool set might have.


const DOMAINS = ["order", "invoice", "ticket", "customer", "shipment", "product", "report", "meeting", "document", "payment", "calendar_event", "repository", "pull_request", "contact", "subscription"];
const VERBS = ["search", "create", "update", "list", "cancel", "get", "archive", "assign", "refund", "export", "summarise", "schedule"];
const FIELDS = ["id", "status", "query", "limit", "cursor", "from", "to", "currency", "amount", "email", "locale", "tags", "priority", "assignee", "note", "reason", "include_archived", "sort_by", "timezone", "country"];
// Sentences are built from parts, so descriptions are as varied as real ones (the count of a text is
// memoised: repeated text would measure the memo, not the tokenizer).
const ACTIONS = ["Use it when", "Call it only after", "Prefer it when", "Do not call it when", "Call it again when", "Skip it if"];
const SUBJECTS = ["the user", "the customer", "an agent", "the account owner", "a team lead", "the support engineer", "the caller"];
const ASKS = ["asks about", "mentions", "wants to change", "needs a summary of", "disputes", "forwards", "cannot find", "reopens"];
const THINGS = ["a specific record", "an unpaid invoice", "the delivery date", "a refund", "the billing address", "an overdue ticket", "the tracking number", "a recurring meeting", "their last order", "the exchange rate", "a duplicate contact", "the renewal date"];
const RULES = [
  "ask for missing identifiers instead of guessing them",
  "never invent values the user did not give",
  "pass the cursor from the previous page to continue",
  "dates are ISO 8601 in the user's time zone",
  "amounts are in minor units with a three-letter currency code such as EUR or USD",
  "confirm with the user before changing more than %n records",
  "results are ordered by most recent activity first",
  "an empty list means nothing matched, so say so instead of retrying",
  "only records the signed-in user may see are returned",
  "at most %n results come back per page",
  "the response holds a short summary you may quote verbatim",
  "für Kunden in der EU gelten andere Fristen",
  "les montants sont affichés en euros (€)",
];

function sentence(g) {
  const rule = g.pick(RULES).replace("%n", String(g.int(2, 250)));
  return `${g.pick(ACTIONS)} ${g.pick(SUBJECTS)} ${g.pick(ASKS)} ${g.pick(THINGS)}; ${rule}.`;
}

function description(g, sentences) {
  const out = [];
  for (let i = 0; i < sentences; i += 1) out.push(sentence(g));
  return out.join(" ");
}

function property(g, depth, rich) {
  const kind = g.int(0, depth > 0 ? 5 : 6);
  const described = rich || g.next() < 0.5 ? { description: description(g, rich ? g.int(1, 2) : 1) } : {};
  switch (kind) {
    case 0:
      return { type: "string", ...described };
    case 1:
      return { type: "integer", minimum: 1, maximum: 500, ...described };
    case 2:
      return { type: "string", enum: ["open", "pending", "closed", "archived"].slice(0, g.int(2, 4)), ...described };
    case 3:
      return { type: ["string", "null"], ...described };
    case 4:
      return { type: "array", items: { type: "string" }, ...described };
    case 5:
      return { type: "boolean", ...described };
    default:
      return object(g, g.int(2, 4), depth + 1, rich, described);
  }
}

function object(g, count, depth, rich, extra = {}) {
  const properties = {};
  const names = new Set();
  while (names.size < count) names.add(`${g.pick(FIELDS)}${names.size >= FIELDS.length ? names.size : ""}`);
  for (const name of names) properties[name] = property(g, depth, rich);
  return { type: "object", properties, required: [...names].slice(0, Math.ceil(names.size / 2)), additionalProperties: false, ...extra };
}

/** Sizes: 40 % small, 35 % medium, 20 % large, 5 % with a playbook pasted into the description. */
export function generateDefinitions(count, seed = 20261201) {
  const g = seededRandom(seed);
  const out = [];
  for (let i = 0; i < count; i += 1) {
    const r = g.next();
    const name = `${g.pick(VERBS)}_${g.pick(DOMAINS)}_${i}`;
    let definition;
    if (r < 0.4) definition = { size: "small", name, description: description(g, 1), sent: object(g, g.int(1, 3), 0, false) };
    else if (r < 0.75) definition = { size: "medium", name, description: description(g, g.int(2, 4)), sent: object(g, g.int(4, 8), 0, g.next() < 0.5) };
    else if (r < 0.95) definition = { size: "large", name, description: description(g, g.int(5, 10)), sent: object(g, g.int(8, 15), 0, true) };
    else definition = { size: "playbook", name, description: description(g, g.int(25, 70)), sent: object(g, g.int(3, 6), 0, false) };
    out.push(definition);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function printMachine() {
  const cpus = os.cpus();
  console.log(`# Token counting bench`);
  console.log(`node ${process.version}, ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (start)`);
}

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`);
  for (const row of rows) console.log(line(row));
}

/** 1. The encoding's load, cold: a fresh process per load. */
function coldLoads() {
  const script = `
    const { countO200k } = await import(${JSON.stringify(distUrl("tokens/o200k.js"))});
    const { o200kState } = await import(${JSON.stringify(distUrl("tokens/index.js"))});
    countO200k("x");
    const { loadMs, source, fast } = o200kState();
    // The fallback, timed the same way in the same process: gpt-tokenizer's ranks and core.
    const started = performance.now();
    const { requireO200kRanks, requireBpeCore } = await import(${JSON.stringify(distUrl("tokens/o200k-require.cjs"))});
    const { BytePairEncodingCore, O200KBase } = requireBpeCore();
    new BytePairEncodingCore(O200KBase(requireO200kRanks()));
    const fallbackMs = performance.now() - started;
    console.log(JSON.stringify({ loadMs, source, fallbackMs, fast, rssMb: process.memoryUsage().rss / 2 ** 20 }));
  `;
  const loads = [];
  for (let i = 0; i < LOADS; i += 1) {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    loads.push(JSON.parse(run.stdout.trim().split("\n").at(-1)));
  }
  const part = (key) => ({ median: median(loads.map((l) => l[key])), all: loads.map((l) => l[key]) });
  return { load: part("loadMs"), fallback: part("fallbackMs"), sources: [...new Set(loads.map((l) => l.source))], fast: loads.every((l) => l.fast), rssMb: median(loads.map((l) => l.rssMb)) };
}

/** CPU and wall time of `run` over `tools`, per definition. */
function timed(tools, run) {
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let sink = 0;
  for (const tool of tools) sink += run(tool);
  const wall = (performance.now() - started) / tools.length;
  const cpu = process.cpuUsage(cpu0);
  if (sink < 0) console.log(sink);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 / tools.length };
}

/**
 * 2. Per definition, warm (encoding loaded, code optimised): each round takes freshly generated
 * definitions, so "first time" figures meet text the memo has not seen; the median round.
 */
async function perDefinition() {
  const tokens = await import(distUrl("tokens/index.js"));
  const { checkTool } = await import(distUrl("checks/run.js"));
  const { mergeCheckOptions } = await import(distUrl("options.js"));
  const { defaultTargetIds } = await import(distUrl("providers/index.js"));
  const options = { ...mergeCheckOptions({}), targets: defaultTargetIds };
  const asTools = (defs) => defs.map((d) => ({ ...d, draft: d.sent, exact: true }));
  // Warm-up: load the encoding and let the JIT see every path once.
  const warmup = asTools(generateDefinitions(DEFINITIONS, 1));
  for (const tool of warmup) {
    tokens.toolTokens(tool, "openai", 4);
    tokens.toolTokensCeiling(tool, "openai", 4);
    tokens.estimateTokens(tool, 4);
    checkTool(tool, options);
  }
  const labels = [
    "OpenAI count, first time (o200k, published method)",
    "OpenAI count again (memoised text)",
    "tokenizer-free ceiling",
    "character estimate",
    `heavy-definition check, first time (${defaultTargetIds.length} default targets)`,
    "the other checks, for scale",
  ];
  const rounds = labels.map(() => []);
  let bySize = {};
  for (let r = 0; r < ROUNDS; r += 1) {
    const a = asTools(generateDefinitions(DEFINITIONS, 1000 + 2 * r));
    const b = asTools(generateDefinitions(DEFINITIONS, 1001 + 2 * r));
    rounds[0].push(timed(a, (tool) => tokens.toolTokens(tool, "openai", 4).tokens));
    rounds[1].push(timed(a, (tool) => tokens.toolTokens(tool, "openai", 4).tokens));
    rounds[2].push(timed(a, (tool) => tokens.toolTokensCeiling(tool, "openai", 4)));
    rounds[3].push(timed(a, (tool) => tokens.estimateTokens(tool, 4)));
    rounds[4].push(timed(b, (tool) => checkTool(tool, options, "counted").length));
    rounds[5].push(timed(b, (tool) => checkTool(tool, options, "uncounted").length));
    if (r === 0) {
      bySize = {};
      for (const d of a) {
        const entry = (bySize[d.size] ??= { count: 0, tokens: 0, over: 0 });
        const count = tokens.toolTokens(d, "openai", 4).tokens;
        entry.count += 1;
        entry.tokens += count;
        if (tokens.toolTokensCeiling(d, "openai", 4) > options.warnAboveTokens) entry.over += 1;
      }
    }
  }
  const rows = labels.map((label, i) => ({
    label,
    cpu: median(rounds[i].map((x) => x.cpu)),
    wall: median(rounds[i].map((x) => x.wall)),
    min: Math.min(...rounds[i].map((x) => x.cpu)),
    max: Math.max(...rounds[i].map((x) => x.cpu)),
  }));
  return { rows, bySize, defaultTargets: defaultTargetIds, budget: options.warnAboveTokens };
}

/** 3. The lint, with and without the counting rules, in fresh processes. */
function lintProject(definitions) {
  const scratch = path.join(repoRoot, "scratch");
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, "bench-tokens-"));
  try {
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["src/**/*.ts"] }));
    mkdirSync(path.join(dir, "src"));
    const perFile = 30;
    for (let f = 0; f * perFile < definitions.length; f += 1) {
      const chunk = definitions.slice(f * perFile, (f + 1) * perFile);
      const items = chunk.map((d) => `  { type: "function", function: ${JSON.stringify({ name: d.name, description: d.description, parameters: d.sent })} },`);
      writeFileSync(path.join(dir, "src", `tools-${f}.ts`), `import type { ChatCompletionTool } from "openai/resources/chat/completions";\n\nexport const tools${f}: ChatCompletionTool[] = [\n${items.join("\n")}\n];\n`);
    }
    const child = (counting) => `
      import Module from "node:module";
      let ranksLoads = 0;
      const compile = Module.prototype._compile;
      Module.prototype._compile = function (content, filename, ...rest) {
        if (filename.replaceAll(String.fromCharCode(92), "/").endsWith("/gpt-tokenizer/cjs/bpeRanks/o200k_base.js")) ranksLoads += 1;
        return compile.call(this, content, filename, ...rest);
      };
      const started = performance.now();
      const { ESLint } = await import("eslint");
      const { default: tsParser } = await import("@typescript-eslint/parser");
      const { default: plugin } = await import(${JSON.stringify(distUrl("index.js"))});
      const rules = { ...plugin.configs.recommended.rules };
      if (!${counting}) for (const id of ["tool-schema/heavy-definition", "tool-schema/tool-set-budget"]) delete rules[id];
      const eslint = new ESLint({
        cwd: ${JSON.stringify(dir)},
        overrideConfigFile: true,
        stats: true,
        overrideConfig: [{
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: ${JSON.stringify(dir)} } },
          plugins: { "tool-schema": plugin },
          rules,
        }],
      });
      const results = await eslint.lintFiles(["src"]);
      const wallMs = performance.now() - started;
      let pluginMs = 0;
      let heavy = 0;
      for (const result of results) {
        for (const m of result.messages) if (m.fatal || m.ruleId === null) throw new Error(m.message);
        heavy += result.messages.filter((m) => m.ruleId === "tool-schema/heavy-definition").length;
        for (const pass of result.stats?.times.passes ?? []) for (const [id, t] of Object.entries(pass.rules ?? {})) if (id.startsWith("tool-schema/")) pluginMs += t.total;
      }
      const { o200kState } = await import(${JSON.stringify(distUrl("tokens/index.js"))});
      const usage = process.resourceUsage();
      console.log(JSON.stringify({ wallMs, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, pluginMs, heavy, ranksLoads, source: o200kState().source ?? "not loaded", loadMs: o200kState().loadMs ?? 0 }));
    `;
    const runs = { without: [], with: [] };
    for (let i = 0; i < LINT_RUNS; i += 1) {
      const order = i % 2 === 0 ? ["without", "with"] : ["with", "without"];
      for (const setup of order) {
        const run = spawnSync(process.execPath, ["--input-type=module", "-e", child(setup === "with")], { cwd: repoRoot, encoding: "utf8" });
        if (run.status !== 0) throw new Error(run.stderr);
        runs[setup].push(JSON.parse(run.stdout.trim().split("\n").at(-1)));
      }
    }
    return { runs, files: Math.ceil(definitions.length / perFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

printMachine();
const definitions = generateDefinitions(DEFINITIONS);
const sizes = {};
for (const d of definitions) sizes[d.size] = (sizes[d.size] ?? 0) + 1;
console.log(`${definitions.length} generated definitions: ${Object.entries(sizes).map(([size, n]) => `${n} ${size}`).join(", ")}\n`);

const cold = coldLoads();
console.log(`## Loading o200k_base (cold, ${LOADS} fresh processes)\n`);
const loadRow = (label, part) => [label, `${part.median.toFixed(0)} ms`, part.all.map((ms) => ms.toFixed(0)).join(", ")];
table(["", "median", "each"], [
  loadRow(`first count's load (from: ${cold.sources.join(", ")})`, cold.load),
  loadRow("fallback: require gpt-tokenizer's ranks, build its BPE core", cold.fallback),
  ["process RSS after both", `${cold.rssMb.toFixed(0)} MB`, ""],
]);
console.log(`\nCounts made by ${cold.fast ? "the plugin's count (src/tokens/o200k-count.ts)" : "gpt-tokenizer's countNative (the fast count was not available)"}.`);

const warm = await perDefinition();
console.log(`\n## Per definition, warm (${ROUNDS} rounds of ${DEFINITIONS} freshly generated definitions; median round; CPU time of this process, wall beside it)\n`);
table(["", "CPU ms/definition", "wall ms/definition", "CPU min", "CPU max"], warm.rows.map((r) => [r.label, r.cpu.toFixed(4), r.wall.toFixed(4), r.min.toFixed(4), r.max.toFixed(4)]));
console.log(`\nOpenAI tokens per definition by size (count; whose ceiling passes the budget of ${warm.budget}, so heavy-definition counts them): ${Object.entries(warm.bySize).map(([size, e]) => `${size} ${Math.round(e.tokens / e.count)} tokens (${e.over}/${e.count} counted)`).join(", ")}; default targets ${warm.defaultTargets.join(", ")}.`);

if (LINT_RUNS > 0) {
  const lint = lintProject(definitions);
  console.log(`\n## Lint of ${definitions.length} definitions in ${lint.files} files (OpenAI chat tools), recommended preset, ${LINT_RUNS} fresh processes per setup, alternating\n`);
  const row = (label, runs) => [
    label,
    `${median(runs.map((r) => r.wallMs)).toFixed(0)} ms`,
    `${median(runs.map((r) => r.cpuMs)).toFixed(0)} ms`,
    `${median(runs.map((r) => r.pluginMs)).toFixed(0)} ms`,
    runs.map((r) => r.source).join(","),
    `${median(runs.map((r) => r.loadMs)).toFixed(0)} ms`,
    runs.map((r) => r.ranksLoads).join(","),
    String(runs[0].heavy),
  ];
  table(["setup", "wall", "CPU", "plugin rules", "o200k loaded from", "o200k load", "gpt-tokenizer ranks compiled", "heavy-definition reports"], [
    row("without heavy-definition, tool-set-budget", lint.runs.without),
    row("with them (the preset as shipped)", lint.runs.with),
  ]);
  const diff = (key) => median(lint.runs.with.map((r) => r[key])) - median(lint.runs.without.map((r) => r[key]));
  console.log(`\nWith the counting rules: wall ${diff("wallMs") >= 0 ? "+" : ""}${diff("wallMs").toFixed(0)} ms, CPU ${diff("cpuMs") >= 0 ? "+" : ""}${diff("cpuMs").toFixed(0)} ms, plugin rules ${diff("pluginMs") >= 0 ? "+" : ""}${diff("pluginMs").toFixed(0)} ms (medians; differences of medians).`);
}
console.log(`\nload average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (end)`);
