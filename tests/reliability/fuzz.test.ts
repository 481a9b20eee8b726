import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ESLint, Linter } from "eslint";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentsOf, syntaxErrors } from "./fix-project.js";
import { caseArb, PRELUDE, type GeneratedCase } from "./gen/case-arb.js";
import { crashMessages, createLinter, describeMessages, fixturesRoot, pluginTime } from "./harness.js";

/**
 * Property-based robustness: random TypeScript files full of tool definitions (random types, zod
 * chains, JSON Schema literals valid and not, odd argument shapes) are linted with the real parser,
 * the real checker and every rule on. Whatever the input: no exception, no fatal message, no caught
 * internal error surfacing as a reason, no failure swallowed by the plugin's guards (the tripwire
 * rule), no fix or suggestion that breaks the syntax or a comment, and a bounded time per file.
 *
 * The seed is fixed, so a run is reproducible; `FUZZ_RUNS=2000 FUZZ_SEED=7 FUZZ_TIME_LIMIT_MS=3600000
 * npx vitest run tests/reliability/fuzz.test.ts` explores further (`FUZZ_SLOWEST_OUT=file` keeps the
 * slowest case).
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_130);
const DEFAULT_RUNS = 300;
const RUNS = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);

/**
 * Per file: the CPU time of the whole lint (parse, type checks, every rule) is bounded; it does not
 * grow when other processes share the cores, as wall-clock time does, which only gets a hang bound.
 */
// Each generated file imports every framework SDK, whose declarations the checker works through per
// file. The slowest file takes about 2.5 s here (full suite, quiet machine); it took 7.7 s when the
// suite's programs filled the heap (see tests/setup/release-programs.ts). The bound catches blow-ups,
// not variance.
const MAX_CPU_MS_PER_FILE = 10_000;
const MAX_WALL_MS_PER_FILE = 30_000;

/** The whole property, shrinking included; 300 cases take about 2 minutes on a quiet 2-core machine. */
const PROPERTY_TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 540_000);

/** Fixes and suggestions checked per file: applied alone, each must leave code that parses. */
const MAX_EDITS_CHECKED_PER_FILE = 4;

const projectDir = path.join(fixturesRoot, "reliability");
// One file of the fixture project, rewritten per case through `lintText`: it exists on disk before the
// first parse, so the project service knows it as part of the fixture's tsconfig. Named per process
// so that two runs (a long exploration next to `npm test`) do not remove each other's file.
const caseFile = path.join(projectDir, `fuzz-case-${process.pid}.ts`);

let eslint: ESLint;

beforeAll(async () => {
  writeFileSync(caseFile, "export {};\n");
  eslint = createLinter({ cwd: projectDir, stats: true, tripwire: true });
  // Warm-up: loading the project and the declarations of every package the prelude imports (zod,
  // Seal, the framework SDKs) is paid once, not by the first case.
  await eslint.lintText(PRELUDE, { filePath: caseFile });
}, 60_000);

afterAll(() => rmSync(caseFile, { force: true }));

interface Outcome {
  readonly wallMs: number;
  readonly cpuMs: number;
  /** Wall-clock time in the plugin's rules, from ESLint's stats (for the summary). */
  readonly pluginMs: number;
  readonly messages: readonly Linter.LintMessage[];
}

async function lintCase(generated: GeneratedCase): Promise<Outcome> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  let result: ESLint.LintResult;
  try {
    [result] = await eslint.lintText(generated.code, { filePath: caseFile });
  } catch (error) {
    throw new Error(`ESLint threw on a generated file: ${(error as Error).stack}`, { cause: error });
  }
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - start, cpuMs: (used.user + used.system) / 1000, pluginMs: pluginTime(result), messages: result.messages };
}

/**
 * Applies each offered fix and suggestion on its own; returns the ones that break the syntax or
 * touch a comment (every comment must survive, unchanged: text inserted into one is lost).
 */
function breakingEdits(code: string, messages: readonly Linter.LintMessage[]): string[] {
  // Fixes first: `--fix` applies them unasked, and they are rarer than suggestions.
  const edits = [
    ...messages.flatMap((m) => (m.fix ? [{ what: `fix of ${m.ruleId} at ${m.line}:${m.column}`, fix: m.fix }] : [])),
    ...messages.flatMap((m) => (m.suggestions ?? []).map((s) => ({ what: `suggestion "${s.desc}" at ${m.line}:${m.column}`, fix: s.fix }))),
  ];
  if (edits.length === 0) return [];
  const comments = commentsOf(code).sort();
  return edits.slice(0, MAX_EDITS_CHECKED_PER_FILE).flatMap(({ what, fix }) => {
    const edited = code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
    const errors = syntaxErrors("case.ts", edited);
    if (errors.length) return [`${what}: ${errors[0]}`];
    const after = commentsOf(edited).sort();
    const changed = comments.filter((comment, i) => after[i] !== comment);
    return changed.length ? [`${what} changes the comment ${changed[0]} (${JSON.stringify(fix)})`] : [];
  });
}

/** What the run saw, for the summary line. */
class Tally {
  cases = 0;
  calls = 0;
  /** Calls written in another framework's form (frameworks-arb.ts), per framework. */
  readonly frameworkCalls = new Map<string, number>();
  slowestCpu = 0;
  slowestWall = 0;
  slowestPlugin = 0;
  pluginTotal = 0;
  /** ts-json-schema-generator failures the plugin catches and falls back from (not crashes). */
  generatorFailures = 0;
  withEdits = 0;
  withFix = 0;
  readonly byRule = new Map<string, number>();

  add(generated: GeneratedCase, outcome: Outcome): void {
    this.cases++;
    this.calls += generated.calls;
    for (const framework of generated.frameworks) this.frameworkCalls.set(framework, (this.frameworkCalls.get(framework) ?? 0) + 1);
    if (outcome.cpuMs > this.slowestCpu && process.env.FUZZ_SLOWEST_OUT) writeFileSync(process.env.FUZZ_SLOWEST_OUT, generated.code);
    this.slowestCpu = Math.max(this.slowestCpu, outcome.cpuMs);
    this.slowestWall = Math.max(this.slowestWall, outcome.wallMs);
    this.slowestPlugin = Math.max(this.slowestPlugin, outcome.pluginMs);
    this.pluginTotal += outcome.pluginMs;
    this.generatorFailures += outcome.messages.filter((m) => m.message.includes("ts-json-schema-generator also failed")).length;
    this.withEdits += outcome.messages.filter((m) => m.fix || m.suggestions?.length).length;
    this.withFix += outcome.messages.filter((m) => m.fix).length;
    for (const m of outcome.messages) this.byRule.set(m.ruleId ?? "(fatal)", (this.byRule.get(m.ruleId ?? "(fatal)") ?? 0) + 1);
  }

  summary(): string {
    const counts = [...this.byRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, n]) => `${rule.replace("tool-schema/", "")}=${n}`);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const frameworks = [...this.frameworkCalls].sort(([a], [b]) => a.localeCompare(b));
    const frameworkTotal = frameworks.reduce((sum, [, n]) => sum + n, 0);
    return [
      `fuzz: ${this.cases} cases run (${this.calls} calls, ${frameworkTotal} in framework forms: ${frameworks.map(([id, n]) => `${id}=${n}`).join(", ")})`,
      `slowest file ${ms(this.slowestCpu)} CPU / ${ms(this.slowestWall)} wall, slowest in the plugin ${ms(this.slowestPlugin)}, plugin mean ${ms(this.pluginTotal / this.cases)}`,
      `messages: ${counts.join(", ")}`,
      `findings with a fix: ${this.withFix}, with a fix or suggestion: ${this.withEdits}; caught generator failures: ${this.generatorFailures}`,
    ].join("; ");
  }
}

describe("fuzz: random tool definitions never crash the plugin", () => {
  it(`lints ${RUNS} generated files (seed ${SEED})`, async () => {
    const tally = new Tally();
    await fc.assert(
      fc.asyncProperty(caseArb, async (generated) => {
        const outcome = await lintCase(generated);
        tally.add(generated, outcome);
        expect(describeMessages(crashMessages(outcome.messages))).toBe("");
        expect(breakingEdits(generated.code, outcome.messages)).toEqual([]);
        expect(outcome.cpuMs).toBeLessThan(MAX_CPU_MS_PER_FILE);
        expect(outcome.wallMs).toBeLessThan(MAX_WALL_MS_PER_FILE);
      }),
      // Shrinking a failure relints a case hundreds of times; bounded, a failure is still reported
      // (shrunk as far as time allowed) instead of outliving the test's timeout.
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS, markInterruptAsFailure: true },
    );
    console.log(tally.summary());
    expect(tally.cases).toBeGreaterThanOrEqual(RUNS);
  }, PROPERTY_TIME_LIMIT_MS + 60_000);
});
