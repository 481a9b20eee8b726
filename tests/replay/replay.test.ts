import path from "node:path";
import type { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { presetSeverity } from "../../src/configs.js";
import { rules, type RuleName } from "../../src/rules/index.js";
import { lintProject } from "../frameworks/harness.js";
import type { ExpectedFinding, ReplayCase } from "./case.js";
import { caseFileNames, catchRate, loadCases, renderReplayTable } from "./catalogue.js";

// Each case is a public bug report retold as a small project, linted with the real ESLint, TypeScript and
// SDK types. The harness turns every rule on as "warn"; whether a finding is an error is what the strict
// preset gives its rule (presetSeverity: checkSeverity's errors, and the set rules that report problems).
// `REPLAY_SHOW=1 npx vitest run tests/replay` prints every case's findings, to set a new case's expectations.

const cases = await loadCases();

const PREFIX = "tool-schema/";
const ruleOf = (m: Linter.LintMessage) => (m.ruleId ?? "").slice(PREFIX.length);
const isErrorClass = (rule: string) => rule in rules && presetSeverity(rule as RuleName, rules) === "error";
const at = (messages: readonly Linter.LintMessage[], e: ExpectedFinding) => messages.filter((m) => m.line === e.line && ruleOf(m) === e.rule);
const show = (file: string, messages: readonly Linter.LintMessage[]) => messages.map((m) => `${file}:${m.line}:${m.column} ${ruleOf(m)} ${m.message}`);

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, "..", "..");

/** `node_modules/<package>` linked to that package in the named folder's own node_modules. */
function installedLinks(installedFrom: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(installedFrom).map(([pkg, folder]) => [`node_modules/${pkg}`, path.join(REPOSITORY_ROOT, folder, "node_modules", pkg)]));
}

async function lint(c: ReplayCase): Promise<Record<string, readonly Linter.LintMessage[]>> {
  const { messages } = await lintProject(c.files, {
    ...(c.settings ? { settings: c.settings } : {}),
    ...(c.extraFiles ? { extraFiles: c.extraFiles } : {}),
    ...(c.withoutTypes ? { withoutTypes: c.withoutTypes } : {}),
    ...(c.installedFrom ? { links: installedLinks(c.installedFrom) } : {}),
  });
  if (process.env.REPLAY_SHOW) console.log(Object.entries(messages).flatMap(([file, list]) => show(file, list)).join("\n") || "(no findings)");
  return messages;
}

describe("the replay cases are well formed", () => {
  it.each(cases.map((c) => [c.fileName, c] as const))("%s", (fileName, c) => {
    expect(fileName).toMatch(new RegExp(`^${c.framework}-[a-z0-9-]+\\.ts$`));
    expect(c.report).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+$/);
    expect(c.summary.split("\n")).toHaveLength(2);
    for (const e of c.expected) {
      expect(Object.keys(c.files)).toContain(e.file);
      // Only an error-class rule can count as catching a failure.
      expect(isErrorClass(e.rule), e.rule).toBe(true);
    }
    if (c.verdict === "user-error") {
      expect(c.expected).toEqual([]);
      expect(c.status).toBe("caught");
    } else expect(c.expected.length).toBeGreaterThan(0);
  });
});

describe("replayed reports", () => {
  it.each(cases.map((c) => [`${c.fileName} (${c.verdict}, ${c.status})`, c] as const))("%s", async (_label, c) => {
    const messages = await lint(c);
    const all = Object.entries(messages).flatMap(([file, list]) => show(file, list));
    if (c.verdict === "user-error") {
      const errors = Object.entries(messages).flatMap(([file, list]) => show(file, list.filter((m) => isErrorClass(ruleOf(m)))));
      expect(errors).toEqual([]);
      return;
    }
    for (const e of c.expected) {
      const found = at(messages[e.file] ?? [], e);
      if (c.status === "caught") expect(found.length, `${e.rule} at ${e.file}:${e.line}; reported:\n${all.join("\n")}`).toBeGreaterThan(0);
      else expect(found, `now reported: flip ${c.status} to "caught"`).toEqual([]);
    }
  });
});

describe("catch rate", () => {
  it("covers at least 25 failures and 4 user errors across 6 frameworks and 4 providers", () => {
    const { caught, total } = catchRate(cases);
    const rate = `${caught}/${total} (${((100 * caught) / total).toFixed(1)} %)`;
    console.log(`replay catch rate: ${rate} of the failure cases; ${cases.length - total} user-error cases stay silent`);
    if (process.env.REPLAY_SHOW) console.log(renderReplayTable(cases));
    expect(caseFileNames()).toHaveLength(cases.length);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(cases.length - total).toBeGreaterThanOrEqual(4);
    expect(new Set(cases.map((c) => c.framework)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(cases.map((c) => c.provider)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(cases.map((c) => c.report)).size).toBe(cases.length);
    expect(renderReplayTable(cases)).toContain(`Caught: ${caught} of ${total} failures`);
  });
});
