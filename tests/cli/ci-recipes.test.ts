import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The README's CI recipes, run as a GitHub runner runs them: each `run:` command of the README's
 * "In CI" section through `bash -eo pipefail` (what `shell: bash` means there), in a copy of the
 * example project, with `npx` resolving to the installed ESLint and the built CLI and
 * `$GITHUB_STEP_SUMMARY` a file.
 */

const root = path.join(import.meta.dirname, "..", "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const section = readme.slice(readme.indexOf("## In CI"));
/** Every `run:` command of the section's YAML blocks, in order. */
const commands = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap((block) => [...block[1]!.matchAll(/^\s*(?:- )?run: (.+)$/gm)].map((m) => m[1]!));
const command = (start: string) => {
  const found = commands.find((c) => c.startsWith(start));
  if (!found) throw new Error(`README's "In CI" section has no command starting with ${start}: ${commands.join(" | ")}`);
  return found;
};

const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const work = mkdtempSync(path.join(scratch, "ci-recipes-"));
const project = path.join(work, "project");
const bin = path.join(work, "bin");
const summary = path.join(work, "summary.md");

/** A step as the runner runs it: bash with errexit and pipefail, `npx x` as the installed x. */
function step(run: string) {
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${path.join(root, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}`, GITHUB_STEP_SUMMARY: summary };
  return spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", run.replace(/\bnpx /g, "")], { cwd: project, env, encoding: "utf8" });
}

beforeAll(() => {
  cpSync(path.join(root, "examples"), project, { recursive: true });
  // The runner's `npm ci` installs every package the project imports. @google/adk is installed apart
  // (tests/wire/adk, by `npm test`'s pretest): linked in, or `snapshot --check` rightly exits 2 on a
  // package that is not installed.
  mkdirSync(path.join(project, "node_modules", "@google"), { recursive: true });
  symlinkSync(path.join(root, "tests", "wire", "adk", "node_modules", "@google", "adk"), path.join(project, "node_modules", "@google", "adk"), "dir");
  mkdirSync(bin, { recursive: true });
  // What `npm i -D eslint-plugin-tool-schema` links as node_modules/.bin/tool-schema.
  writeFileSync(path.join(bin, "tool-schema"), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(path.join(root, "dist", "cli", "main.js"))} "$@"\n`);
  chmodSync(path.join(bin, "tool-schema"), 0o755);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the README's CI recipes", () => {
  it("has the lint, the snapshot check and the SARIF steps", () => {
    expect(commands).toEqual([
      "npm ci",
      "npx eslint .",
      'npx tool-schema snapshot --check --format markdown | tee -a "$GITHUB_STEP_SUMMARY"',
      "npx eslint . --format @microsoft/eslint-formatter-sarif --output-file eslint.sarif",
    ]);
  });

  it("the lint step fails the job on the example project's errors", () => {
    const lint = step(command("npx eslint ."));
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain("tool-schema/invalid-name");
  }, 120_000);

  it("the snapshot step passes on an unchanged surface and fails with a table in the summary on a changed one", () => {
    expect(step("npx tool-schema snapshot").status).toBe(0);
    writeFileSync(summary, "");
    const unchanged = step(command("npx tool-schema snapshot --check"));
    expect(unchanged.status).toBe(0);
    expect(readFileSync(summary, "utf8")).toBe(unchanged.stdout);

    const weather = path.join(project, "src", "tools", "weather.ts");
    const text = readFileSync(weather, "utf8");
    const description = /description: "([^"]+)"/.exec(text)![1]!;
    writeFileSync(weather, text.replace(description, `${description} Now in Kelvin too.`));
    writeFileSync(summary, "");
    const changed = step(command("npx tool-schema snapshot --check"));
    expect(changed.status).toBe(1);
    const written = readFileSync(summary, "utf8");
    expect(written).toBe(changed.stdout);
    expect(written).toMatch(/\| .*description/);
    writeFileSync(weather, text);
  }, 240_000);

  it("the SARIF step writes every finding with its rule, message, exact range and a link to the rule's page", () => {
    const sarifRun = step(command("npx eslint . --format @microsoft/eslint-formatter-sarif"));
    expect(sarifRun.status).toBe(1);
    const jsonRun = step("npx eslint . --format json --output-file eslint.json");
    expect(jsonRun.status).toBe(1);
    type Message = { ruleId: string; message: string; line: number; column: number; endLine: number; endColumn: number; severity: number };
    const eslint = JSON.parse(readFileSync(path.join(project, "eslint.json"), "utf8")) as { filePath: string; messages: Message[] }[];
    const expected = eslint.flatMap((r) =>
      r.messages.map((m) => ({ file: path.relative(project, r.filePath), rule: m.ruleId, level: m.severity === 2 ? "error" : "warning", text: m.message, at: [m.line, m.column, m.endLine, m.endColumn] })),
    );
    type Result = {
      ruleId: string;
      level: string;
      message: { text: string };
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number; startColumn: number; endLine: number; endColumn: number } } }[];
    };
    const sarif = JSON.parse(readFileSync(path.join(project, "eslint.sarif"), "utf8")) as {
      version: string;
      runs: { tool: { driver: { rules: { id: string; helpUri?: string }[] } }; results: Result[] }[];
    };
    expect(sarif.version).toBe("2.1.0");
    const [run] = sarif.runs;
    const results = run!.results.map((r) => {
      const { artifactLocation, region } = r.locations[0]!.physicalLocation;
      return { file: path.relative(project, new URL(artifactLocation.uri).pathname), rule: r.ruleId, level: r.level, text: r.message.text, at: [region.startLine, region.startColumn, region.endLine, region.endColumn] };
    });
    expect(expected.length).toBeGreaterThan(20);
    expect(results).toEqual(expected);
    const rules = new Map(run!.tool.driver.rules.map((rule) => [rule.id, rule.helpUri]));
    for (const rule of new Set(expected.map((e) => e.rule))) {
      expect(rules.get(rule)).toMatch(new RegExp(`/docs/rules/${rule.replace("tool-schema/", "")}\\.md$`));
    }
  }, 120_000);
});
