import { symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin, { configs } from "../../src/index.js";
import { commentsOf, copyFixtureProject, syntaxErrors, typeCheck, type ProjectCopy } from "./fix-project.js";
import { createLinter, describeMessages, fixturesRoot, reliabilitySettings } from "./harness.js";

/**
 * `--fix` must never break code: on a copy of `tests/fixtures/reliability-fix/`, every autofix is
 * applied through ESLint's Node API and written back; the result must still parse, still pass
 * `tsc --noEmit`, keep every comment, leave no fixable finding behind, and be stable (a second fix
 * run changes nothing). Suggestions change what a tool accepts, so each is applied once on its own:
 * the result must parse; whether it still type-checks is recorded and pinned. (That fixes keep what
 * each schema accepts is fix-acceptance.test.ts.)
 */

/** A copy of the fixture project that resolves `zod` to the repo's package, as the original does. */
function copyWithPackages(): ProjectCopy {
  const copy = copyFixtureProject("reliability-fix");
  // The copy's root (above `fixtures/`) gets the repo's node_modules; removing the copy unlinks it only.
  symlinkSync(path.resolve(fixturesRoot, "..", "..", "node_modules"), path.join(copy.dir, "..", "..", "node_modules"), "dir");
  return copy;
}

interface FileState {
  readonly before: string;
  readonly after: string;
  readonly beforeMessages: readonly Linter.LintMessage[];
  readonly afterMessages: readonly Linter.LintMessage[];
}

let project: ProjectCopy;
let typeErrorsBefore: string;
let typeErrorsAfter: string;
const states = new Map<string, FileState>();
const secondRunOutputs = new Map<string, string | undefined>();
let fixRunLeftovers: string[];

function byFile(results: readonly ESLint.LintResult[]): Map<string, ESLint.LintResult> {
  return new Map(results.map((result) => [path.basename(result.filePath), result]));
}

beforeAll(async () => {
  project = copyWithPackages();
  const files = project.files.map((file) => path.join(project.dir, file));
  typeErrorsBefore = typeCheck(project.dir);
  const before = byFile(await createLinter({ cwd: project.dir }).lintFiles(files));
  const originals = new Map(project.files.map((file) => [file, project.read(file)]));

  const fixed = await createLinter({ cwd: project.dir, fix: true }).lintFiles(files);
  // Whatever is still fixable after ESLint's 10 passes would show up here with its `fix`.
  fixRunLeftovers = fixed.flatMap((result) => result.messages.filter((m) => m.fix).map((m) => `${path.basename(result.filePath)}:${m.line} ${m.ruleId}`));
  await ESLint.outputFixes(fixed);

  const after = byFile(await createLinter({ cwd: project.dir }).lintFiles(files));
  for (const file of project.files) {
    states.set(file, {
      before: originals.get(file)!,
      after: project.read(file),
      beforeMessages: before.get(file)!.messages,
      afterMessages: after.get(file)!.messages,
    });
  }
  for (const result of await createLinter({ cwd: project.dir, fix: true }).lintFiles(files)) {
    secondRunOutputs.set(path.basename(result.filePath), result.output);
  }
  typeErrorsAfter = typeCheck(project.dir);
}, 120_000);

afterAll(() => project?.remove());

const FIXED_FILES = ["closing.ts", "keywords.ts"];

describe("--fix keeps code valid", () => {
  it("the fixture type-checks before any fix, and has fixable findings in every fixed file", () => {
    expect(typeErrorsBefore).toBe("");
    for (const file of FIXED_FILES) expect([file, states.get(file)!.beforeMessages.some((m) => m.fix)]).toEqual([file, true]);
  });

  it("every file still parses", () => {
    for (const [file, state] of states) {
      expect([file, syntaxErrors(file, state.after)]).toEqual([file, []]);
      expect(describeMessages(state.afterMessages.filter((m) => m.fatal || m.ruleId === null))).toBe("");
    }
  });

  it("tsc --noEmit passes on the fixed copy", () => {
    expect(typeErrorsAfter).toBe("");
  });

  it("keeps every comment", () => {
    for (const [file, state] of states) expect([file, commentsOf(state.after)]).toEqual([file, commentsOf(state.before)]);
  });

  it("converges within ESLint's 10 passes, and a second run changes nothing", () => {
    expect(fixRunLeftovers).toEqual([]);
    for (const file of project.files) expect([file, secondRunOutputs.get(file)]).toEqual([file, undefined]);
  });

  it("leaves no fixable finding behind and adds none", () => {
    for (const [file, state] of states) {
      expect([file, describeMessages(state.afterMessages.filter((m) => m.fix))]).toEqual([file, ""]);
      // Per message text: never more after the fix than there were unfixable ones before. (A fix may
      // also settle an unfixable finding on the same node: google's "ignores oneOf" goes with it.)
      const key = (m: Linter.LintMessage) => `${m.ruleId} ${m.message}`;
      const unfixableBefore = state.beforeMessages.filter((m) => !m.fix).map(key);
      for (const message of state.afterMessages) {
        const after = state.afterMessages.filter((m) => key(m) === key(message)).length;
        expect([file, key(message), after <= unfixableBefore.filter((k) => k === key(message)).length]).toEqual([file, key(message), true]);
      }
    }
  });

  it("still reports what --fix must not rewrite: open objects, oneOf it cannot prove disjoint, shared constants", () => {
    const remaining = (file: string) => describeMessages(states.get(file)!.afterMessages).split("\n");
    expect(remaining("keywords.ts")).toEqual([
      // A constant two tools share: one message at its place, said once.
      "38:58 tool-schema/unsupported-keyword Field \"s\" uses \"oneOf\", which fails the request to OpenAI strict mode via defineTool; ignored by Gemini. Use \"anyOf\" instead.",
      "84:47 tool-schema/unsupported-keyword Field \"n\" uses \"oneOf\", which fails the request to OpenAI strict mode via defineTool; ignored by Gemini. Use \"anyOf\" instead.",
      "95:9 tool-schema/unsupported-keyword Field \"source\" uses \"oneOf\", which fails the request to OpenAI strict mode via defineTool; ignored by Gemini. Use \"anyOf\" instead.",
      "96:11 tool-schema/missing-additional-properties-false Branch 1 of field \"source\" is an open object, which fails the request to OpenAI strict mode via defineTool. Add \"additionalProperties\": false.",
      "97:11 tool-schema/missing-additional-properties-false Branch 2 of field \"source\" is an open object, which fails the request to OpenAI strict mode via defineTool. Add \"additionalProperties\": false.",
    ]);
    // Closing an object changes what its validators accept: every open object is still open and reported.
    const openBefore = states.get("closing.ts")!.beforeMessages.filter((m) => m.ruleId === "tool-schema/missing-additional-properties-false");
    expect(openBefore.length).toBe(11);
    expect(remaining("closing.ts")).toEqual(describeMessages(openBefore).split("\n"));
    expect(remaining("zod-objects.ts")).toEqual(describeMessages(states.get("zod-objects.ts")!.beforeMessages).split("\n"));
  });

  it("the fixed files read as expected; files with suggestions only are left as they are", () => {
    for (const file of FIXED_FILES) expect(states.get(file)!.after).toMatchSnapshot(file);
    for (const file of ["suggestions.ts", "zod-objects.ts"]) expect([file, states.get(file)!.after]).toEqual([file, states.get(file)!.before]);
  });
});

/** One suggestion applied to the original text of its file. */
interface AppliedSuggestion {
  readonly id: string;
  readonly rule: string;
  readonly description: string;
  readonly text: string;
  /** The lines the suggestion rewrote, after the rewrite (for reading the snapshot). */
  readonly changed: string;
}

function changedLines(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  let tail = 0;
  while (tail < before.length - start && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  const lineStart = after.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = after.indexOf("\n", after.length - tail);
  return after.slice(lineStart, lineEnd < 0 ? after.length : lineEnd).trim();
}

function collectSuggestions(file: string, text: string, messages: readonly Linter.LintMessage[]): AppliedSuggestion[] {
  return messages.flatMap((message, messageIndex) =>
    (message.suggestions ?? []).map((suggestion, index) => {
      const rewritten = text.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + text.slice(suggestion.fix.range[1]);
      return {
        id: `${path.basename(file, ".ts")}-${message.line}-${message.column}-${messageIndex}-${index}`,
        rule: message.ruleId ?? "",
        description: suggestion.desc,
        text: rewritten,
        changed: changedLines(text, rewritten),
      };
    }),
  );
}

describe("suggestions applied one at a time", () => {
  let suggestionProject: ProjectCopy;
  const applied: AppliedSuggestion[] = [];
  let typeErrors = "";

  beforeAll(() => {
    suggestionProject = copyWithPackages();
    const linter = new Linter({ cwd: suggestionProject.dir });
    const config: Linter.Config[] = [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: suggestionProject.dir } },
      },
      { files: ["**/*.ts"], ...(configs.strict as Linter.Config) },
      { files: ["**/*.ts"], plugins: { "tool-schema": plugin as unknown as ESLint.Plugin }, settings: reliabilitySettings },
    ];
    for (const file of suggestionProject.files) {
      const text = suggestionProject.read(file);
      const filename = path.join(suggestionProject.dir, file);
      applied.push(...collectSuggestions(file, text, linter.verify(text, config, { filename })));
    }
    // Each variant is a module of its own next to the originals: one tsc run checks them all.
    for (const suggestion of applied) writeFileSync(path.join(suggestionProject.dir, `${suggestion.id}.ts`), suggestion.text);
    typeErrors = typeCheck(suggestionProject.dir);
  }, 120_000);

  afterAll(() => suggestionProject?.remove());

  it("every suggestion leaves a file that parses", () => {
    expect(applied.length).toBeGreaterThan(0);
    for (const suggestion of applied) expect([suggestion.id, syntaxErrors(`${suggestion.id}.ts`, suggestion.text)]).toEqual([suggestion.id, []]);
  });

  it("which suggestions break type-checking (pinned; reported)", () => {
    const table = applied.map((s) => ({
      id: s.id,
      rule: s.rule,
      description: s.description,
      changed: s.changed,
      typeErrors: typeErrors.split("\n").filter((line) => line.startsWith(`${s.id}.ts(`)).map((line) => line.replace(/^[^:]+: /, "")),
    }));
    console.log(
      `suggestions: ${table.length} applied; breaking tsc: ${table.filter((row) => row.typeErrors.length).map((row) => `${row.id} (${row.rule})`).join(", ") || "none"}`,
    );
    expect(table).toMatchSnapshot();
    // Nothing outside the variants: the originals still type-check next to them.
    expect(typeErrors.split("\n").filter((line) => line && !applied.some((s) => line.startsWith(`${s.id}.ts(`)))).toEqual([]);
  });
});
