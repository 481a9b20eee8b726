import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { createCollector } from "../../src/cli/collect.js";
import { checkSeverity } from "../../src/checks/messages.js";
import { presetRules } from "../../src/configs.js";
import { FIXTURE_PROJECTS, REPOSITORY_ROOT } from "./fixture-project-dirs.js";
import { reportedDefinition, rewriteAt } from "./rewrite-at.js";

/**
 * Findings at their cause: in every fixture project, for each kind of finding (rule and message id) the
 * first one is answered where it is reported (rewriteAt: the property removed, the check dropped, the
 * name rewritten, the root made an object) and the file is linted again: the finding must be gone while
 * the file's tools are all still found. A finding whose message names another line is about that line.
 */

/**
 * The rules of a tool's errors and warnings (its checks' codes), under a namespace of this test's own (a
 * project's config may load the plugin itself). Set rules name the other line; notes are no findings.
 */
const RULES = Object.fromEntries(
  Object.keys(presetRules("strict", plugin.rules))
    .map((id) => id.replace("tool-schema/", ""))
    .filter((name) => name in checkSeverity && checkSeverity[name as keyof typeof checkSeverity] !== "info")
    .map((name) => [`lines/${name}`, "warn" as const]),
);

/** A message that places its cause elsewhere ("first at line 8", "src/orders.ts:19"). */
const namesAnotherPlace = (message: string) => /\bline \d+\b|\.[cm]?tsx?:\d+\b/.test(message);

/** A message about one part of the schema (a field, the root, a path), which must then be reported at that part. */
const namesSchemaPart = (message: string) => /properties\.|[Ff]ield "|\bthe root\b|\bat path "|\btop level\b/.test(message);

interface Outcome {
  readonly finding: string;
  readonly how: string;
  readonly verdict: "gone" | "still there" | "tools lost" | "no rewrite" | "whole definition";
}

/** The offset of a 1-based line and column. */
const offsetOf = (source: string, line: number, column: number) => source.split("\n").slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;

/** The source text a message spans. */
const textAt = (source: string, message: Linter.LintMessage) =>
  source.slice(offsetOf(source, message.line, message.column), offsetOf(source, message.endLine ?? message.line, message.endColumn ?? message.column));

const hasConfig = (dir: string) => ["eslint.config.mjs", "eslint.config.js", "eslint.config.ts"].some((name) => existsSync(path.join(dir, name)));

/**
 * The project's program from its tsconfig, with `edited` texts in place of the files on disk. Programs
 * of this test's own (not typescript-eslint's project service, nor its watch programs): no other test
 * ever lints the edited texts, whatever runs after this file in the worker.
 */
function programOf(cwd: string, edited?: { readonly file: string; readonly text: string }, oldProgram?: ts.Program): ts.Program | undefined {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(cwd, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) return undefined;
  const host = ts.createCompilerHost(config.options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  // Every other file is the original program's own tree (a redirect to a duplicate package's file aside,
  // which TypeScript makes itself): only the edited file is parsed again.
  const kept = (file: string) => {
    const tree = oldProgram?.getSourceFile(file);
    return tree && (tree as { redirectInfo?: unknown }).redirectInfo === undefined ? tree : undefined;
  };
  host.getSourceFile = (file, language, onError, shouldCreate) =>
    edited && path.resolve(file) === edited.file ? ts.createSourceFile(file, edited.text, language, true) : (kept(file) ?? getSourceFile(file, language, onError, shouldCreate));
  return ts.createProgram({ rootNames: config.fileNames, options: config.options, host, ...(oldProgram ? { oldProgram } : {}) });
}

async function answerFindings(project: string): Promise<Outcome[]> {
  const cwd = path.join(REPOSITORY_ROOT, project);
  const original = programOf(cwd);
  if (!original) return [];
  const collector = createCollector({}, cwd);
  const files = ["**/*.ts", "**/*.tsx"];
  const own = { files, plugins: { lines: plugin as never, collect: collector.plugin as never }, rules: { ...RULES, "collect/collect": "warn" as const } };
  const eslintWith = (program: ts.Program) =>
    new ESLint({
      cwd,
      ...(hasConfig(cwd) ? {} : { overrideConfigFile: true }),
      overrideConfig: [{ files, languageOptions: { parser: tsParser, parserOptions: { programs: [program], project: null, projectService: false } } }, own],
      errorOnUnmatchedPattern: false,
    });
  const eslint = eslintWith(original);
  const toolsIn = async (filePath: string, text: string): Promise<{ messages: Linter.LintMessage[]; tools: number }> => {
    const before = collector.tools.length;
    const program = text === readFileSync(filePath, "utf8") ? original : programOf(cwd, { file: path.resolve(filePath), text }, original)!;
    const [result] = await eslintWith(program).lintText(text, { filePath });
    const tools = collector.tools.slice(before).length;
    return { messages: result?.messages.filter((m) => m.ruleId?.startsWith("lines/")) ?? [], tools };
  };
  const results = await eslint.lintFiles(["**/*.ts"]);
  const seen = new Set<string>();
  const outcomes: Outcome[] = [];
  for (const result of results) {
    const text = result.source ?? readFileSync(result.filePath, "utf8");
    const relative = path.relative(REPOSITORY_ROOT, result.filePath);
    const findings = result.messages.filter((m) => m.ruleId?.startsWith("lines/") && !namesAnotherPlace(m.message));
    let baseline: { messages: Linter.LintMessage[]; tools: number } | undefined;
    for (const finding of findings) {
      const kind = `${finding.ruleId} ${finding.messageId}`;
      if (seen.has(kind)) continue;
      seen.add(kind);
      baseline ??= await toolsIn(result.filePath, text);
      const at = `${relative}:${finding.line}:${finding.column} ${kind} (${finding.message})`;
      const reported = textAt(text, finding);
      const start = offsetOf(text, finding.line, finding.column);
      const end = start + reported.length;
      const rewrite = rewriteAt(text, start, end, finding.ruleId!.replace("lines/", ""), finding.message);
      // A finding about the tool as a whole (no input, a failure of the whole definition) belongs at the definition.
      const wholeDefinition = /\bname\s*[:=]/.test(reportedDefinition(text, start, end)) && !namesSchemaPart(finding.message);
      if (!rewrite && wholeDefinition) {
        outcomes.push({ finding: at, how: "reported at the definition", verdict: "whole definition" });
        continue;
      }
      if (!rewrite) {
        outcomes.push({ finding: at, how: reported.slice(0, 60), verdict: "no rewrite" });
        continue;
      }
      const after = await toolsIn(result.filePath, rewrite.text);
      // The same message at the same text may be another tool's too: one fewer is the answer. The same
      // message at other text is a second cause of it (zod's `.int()` writes a "minimum" too), now reported there.
      const same = (messages: readonly Linter.LintMessage[], source: string) =>
        messages.filter((m) => m.ruleId === finding.ruleId && m.message === finding.message && textAt(source, m) === reported).length;
      const still = same(after.messages, rewrite.text) >= same(baseline.messages, text);
      const lost = after.tools < baseline.tools;
      outcomes.push({ finding: at, how: rewrite.how, verdict: still ? "still there" : !lost ? "gone" : wholeDefinition ? "whole definition" : "tools lost" });
    }
  }
  return outcomes;
}

describe("findings at their cause", () => {
  it.each(FIXTURE_PROJECTS)("%s: answering a finding where it is reported removes it", async (project) => {
    const found = await answerFindings(project);
    expect(found.filter((o) => o.verdict !== "gone" && o.verdict !== "whole definition").map((o) => `${o.finding}: ${o.how}: ${o.verdict}`)).toEqual([]);
  }, 300_000);
});
