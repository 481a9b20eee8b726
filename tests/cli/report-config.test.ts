import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { parseArgs, report } from "../../src/cli/report.js";

const root = path.join(import.meta.dirname, "..", "..");
const cliPath = path.join(root, "dist", "cli", "main.js");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const TOOL = `import { ai } from "@warlock.js/ai";\nexport const t = ai.tool({ name: "NAME", execute: async () => 1 });\n`;

/** A scratch project: src/ in its tsconfig (with the @warlock.js/ai declaration), the given files and config. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, "scratch", "report-config-"));
  made.push(dir);
  mkdirSync(path.join(dir, "src"), { recursive: true });
  copyFileSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(dir, "src", "warlock-ai.d.ts"));
  const compilerOptions = { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, jsx: "preserve", types: [] };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["src"] }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

function config(parserOptions: string, extra = ""): string {
  return `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { ${parserOptions}, tsconfigRootDir: import.meta.dirname } }${extra} }];\n`;
}

async function reportOn(dir: string) {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  return report(args, dir);
}

describe("tool-schema report and the user's ESLint config", () => {
  it("lints what the config's own patterns match, adding no .tsx of its own", async () => {
    const files = { "src/a.ts": TOOL.replace("NAME", "from_ts"), "src/b.tsx": TOOL.replace("NAME", "from_tsx") };
    const withConfig = await reportOn(project({ ...files, "eslint.config.mjs": config("projectService: true") }));
    expect(withConfig.tools.map((t) => t.name)).toEqual(["from_ts"]);
    // Without a config of the user's, the report's own covers every TypeScript extension.
    const withoutConfig = await reportOn(project(files));
    expect(withoutConfig.tools.map((t) => t.name)).toEqual(["from_ts", "from_tsx"]);
  }, 120_000);

  it("says which files that import a framework the config does not lint, tests left out", async () => {
    const dir = project({
      "eslint.config.mjs": config("projectService: true", "").replace("export default [{", 'export default [{ ignores: ["src/legacy/**", "src/tests/**"] }, {'),
      "src/a.ts": TOOL.replace("NAME", "checked"),
      "src/legacy/old.ts": TOOL.replace("NAME", "hidden"),
      "src/legacy/util.ts": "export const x = 1;\n",
      "src/tests/tool.test.ts": TOOL.replace("NAME", "test_tool"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => t.name)).toEqual(["checked"]);
    expect(result.notes).toEqual([
      "1 file(s) that import a tool framework are not linted by your ESLint config (outside its `files` or in its `ignores`), so their tools are not checked: src/legacy/old.ts.",
    ]);
  }, 120_000);

  it("takes types from the tsconfigs under the preset alone, whose parser turns the project service on", async () => {
    const plugin = JSON.stringify(path.join(root, "dist", "index.js"));
    const dir = project({
      "eslint.config.mjs": `import toolSchema from ${plugin};\nexport default [toolSchema.configs.recommended];\n`,
      "src/a.ts": TOOL.replace("NAME", "from_ts"),
      "src/b.tsx": TOOL.replace("NAME", "from_tsx"),
      "scripts/c.ts": TOOL.replace("NAME", "outside"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["scripts/c.ts outside fallback", "src/a.ts from_ts tsconfig", "src/b.tsx from_tsx tsconfig"]);
    expect(result.notes).toEqual(["scripts/c.ts: no tsconfig includes this file, so its project's types were not available: analysed with default compiler options"]);
  }, 120_000);

  it("still lists the tools under a tsconfig whose `extends` names a package that is not installed, and says so", async () => {
    const dir = project({ "src/a.ts": TOOL.replace("NAME", "fine") });
    const compilerOptions = { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [] };
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ extends: "@tsconfig/not-installed/tsconfig.json", compilerOptions, include: ["src"] }));
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["src/a.ts fine tsconfig"]);
    expect(result.notes).toEqual([
      "tsconfig.json: File '@tsconfig/not-installed/tsconfig.json' not found. (its files are analysed with what the rest of it says, so some of their types may be missing)",
    ]);
    expect(result.unanalysed).toEqual([]);
  }, 120_000);

  it("falls back for a file a `parserOptions.project` list leaves out, from typescript-eslint's refusal", async () => {
    const dir = project({
      "eslint.config.mjs": config('project: "./tsconfig.json"'),
      "src/a.ts": TOOL.replace("NAME", "inside"),
      "scripts/b.ts": TOOL.replace("NAME", "outside"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["scripts/b.ts outside fallback", "src/a.ts inside tsconfig"]);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/^scripts\/b\.ts: no tsconfig includes this file/);
    // The CLI runs typescript-eslint as a single run, where the refusal is worded differently.
    const cli = spawnSync(process.execPath, [cliPath, "report", "--json"], { cwd: dir, encoding: "utf8" });
    const parsed = JSON.parse(cli.stdout) as { tools: { file: string; name: string; typesFrom: string }[] };
    expect(parsed.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["scripts/b.ts outside fallback", "src/a.ts inside tsconfig"]);
    expect(cli.stderr.trim()).toMatch(/^note: scripts\/b\.ts: no tsconfig includes this file[^\n]*$/);
  }, 120_000);

  it("analyses a file the config lints without types against the fallback program, instead of failing", async () => {
    // What typescript-eslint's `disableTypeChecked` sets for the files it is given.
    const untyped = `, { files: ["scripts/**/*.ts"], languageOptions: { parserOptions: { project: false, projectService: false, program: null } } }`;
    const dir = project({
      "eslint.config.mjs": config("projectService: true").replace("}];", `}${untyped}];`),
      "src/a.ts": TOOL.replace("NAME", "typed"),
      "scripts/b.ts": TOOL.replace("NAME", "untyped"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["scripts/b.ts untyped fallback", "src/a.ts typed tsconfig"]);
    expect(result.notes).toEqual(["scripts/b.ts: the ESLint config gives this file no type information: analysed with default compiler options"]);
  }, 120_000);

  it("keeps a file that only composes tools from other files, so the tool-set rules still see its set", async () => {
    const dir = project({
      "src/a.ts": TOOL.replace("NAME", "same"),
      "src/b.ts": TOOL.replace("NAME", "same"),
      // No framework import here: only local modules that define tools.
      "src/all.ts": `import { t as a } from "./a.js";\nimport { t as b } from "./b.js";\nexport const all = [a, b];\n`,
      "src/unrelated.ts": `import { readFileSync } from "node:fs";\nexport const read = (f: string) => readFileSync(f, "utf8");\n`,
    });
    const result = await reportOn(dir);
    expect(result.sets.map((f) => `${f.file}:${f.line} ${f.code}`)).toEqual(["src/all.ts:3 duplicate-tool-name"]);
  }, 120_000);

  it("shows a file it cannot parse as a note, not a finding, and as not analysed, which fails --fail", () => {
    const dir = project({ "src/a.ts": TOOL.replace("NAME", "fine"), "src/broken.ts": `import { ai } from "@warlock.js/ai";\nexport const t = ai.tool({ name: "x",\n` });
    const run = spawnSync(process.execPath, [cliPath, "report", "--fail", "--json"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(2);
    const parsed = JSON.parse(run.stdout) as { tools: { name: string; findings: unknown[] }[]; unanalysed: { file: string; line: number }[] };
    expect(parsed.tools.map((t) => [t.name, t.findings.length])).toEqual([["fine", 0]]);
    expect(parsed.unanalysed.map((u) => `${u.file}:${u.line}`)).toEqual(["src/broken.ts:3"]);
    expect(run.stderr).toMatch(/^note: src\/broken\.ts:3: Parsing error: /m);
  }, 120_000);

  it("lints with its own config when ESLint cannot load the user's (a package it imports is not installed), and says so", async () => {
    const dir = project({
      "eslint.config.mjs": `import missing from "eslint-config-not-installed-here";\nexport default [missing];\n`,
      "src/a.ts": TOOL.replace("NAME", "found"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["src/a.ts found tsconfig"]);
    expect(result.notes).toHaveLength(1);
    expect(result.notes[0]).toMatch(/^eslint\.config\.mjs: ESLint could not use it \(Cannot find package 'eslint-config-not-installed-here' .*\), so the report linted with its own TypeScript parser and your tsconfigs$/);
  }, 120_000);

  it("lints with its own config when the user's fails while linting (a plugin's rule throws)", async () => {
    const plugin = `{ rules: { boom: { create() { return { Program() { throw new Error("this plugin needs an older ESLint"); } }; } } } }`;
    const dir = project({
      "eslint.config.mjs": config("projectService: true", `, plugins: { old: ${plugin} }, rules: { "old/boom": "error" }`),
      "src/a.ts": TOOL.replace("NAME", "found"),
    });
    const run = spawnSync(process.execPath, [cliPath, "report", "--json"], { cwd: dir, encoding: "utf8" });
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { tools: { name: string }[] }).tools.map((t) => t.name)).toEqual(["found"]);
    expect(run.stderr).toMatch(/^note: eslint\.config\.mjs: ESLint could not use it \(this plugin needs an older ESLint\), so the report linted with its own TypeScript parser and your tsconfigs$/m);
  }, 120_000);

  it("refuses a parser whose scope manager ESLint 10 cannot use before linting any file with it, naming no package as the thrower", async () => {
    // A parser written for ESLint 9 (typescript-eslint before ScopeManager#addGlobals): ESLint 10 would
    // fail on the first file, after the parser built that file's program. This one fails any file it is
    // given, so a note about the scope manager means no file reached it.
    const oldParser = `{ meta: { name: "old-parser", version: "8.31.1" }, parseForESLint(code, options) {
      if (options.filePath) throw new Error("old-parser was given a file to lint");
      const { addGlobals, ...scopeManager } = { addGlobals: 1, scopes: [] };
      return { ...tsParser.parseForESLint(code, options), scopeManager };
    } }`;
    const dir = project({
      "eslint.config.mjs": `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: ${oldParser}, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } }];\n`,
      "src/a.ts": TOOL.replace("NAME", "found"),
    });
    const result = await reportOn(dir);
    expect(result.tools.map((t) => `${t.file} ${t.name} ${t.typesFrom}`)).toEqual(["src/a.ts found tsconfig"]);
    expect(result.notes).toEqual([
      `eslint.config.mjs: ESLint could not use it (old-parser 8.31.1 gives no \`scopeManager.addGlobals\`, which ESLint ${ESLint.version} calls on every file), so the report linted with its own TypeScript parser and your tsconfigs`,
    ]);
  }, 120_000);

  it("lints with its own config when a package the config imports throws while it loads, which Node also reports as unhandled", () => {
    // What typescript-eslint 8.48 does under ESLint 10 (XeroAPI/xero-mcp-server): a CommonJS module the
    // ES config imports extends a class ESLint no longer exports. Node 20 rejects the import ESLint awaits
    // and reports the same error as an unhandled rejection too (nodejs/node#51603). Through the CLI: in
    // vitest's process its own listener would see that rejection whatever the report does with it.
    const dir = project({
      "eslint.config.mjs": `import oldPlugin from "old-ts-plugin";\n${config("projectService: true", ", plugins: { old: oldPlugin }")}`,
      "node_modules/old-ts-plugin/package.json": JSON.stringify({ name: "old-ts-plugin", version: "8.48.1", main: "index.js" }),
      "node_modules/old-ts-plugin/index.js": `const { FlatESLint } = require("./eslint.js");\nmodule.exports = { rules: {}, FlatESLint };\n`,
      "node_modules/old-ts-plugin/eslint.js": `const useAtYourOwnRisk = {};\nclass FlatESLint extends useAtYourOwnRisk.FlatESLint {}\nmodule.exports = { FlatESLint };\n`,
      "src/a.ts": TOOL.replace("NAME", "found"),
    });
    const run = spawnSync(process.execPath, [cliPath, "report", "--json"], { cwd: dir, encoding: "utf8" });
    expect(run.stderr.trim().split("\n")).toEqual([
      "note: eslint.config.mjs: ESLint could not use it (Class extends value undefined is not a constructor or null, thrown in old-ts-plugin 8.48.1), so the report linted with its own TypeScript parser and your tsconfigs",
    ]);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as { tools: { name: string; typesFrom: string }[] }).tools.map((t) => `${t.name} ${t.typesFrom}`)).toEqual(["found tsconfig"]);
  }, 120_000);

  it("exits 2 for a configuration error, before linting anything", () => {
    const dir = project({
      "eslint.config.mjs": config("projectService: true", `, settings: { "tool-schema": { targets: ["openai-nonstrict"] } }`),
      "src/a.ts": TOOL.replace("NAME", "a"),
    });
    const run = spawnSync(process.execPath, [cliPath, "report", "--json"], { cwd: dir, encoding: "utf8" });
    expect([run.status, run.stdout]).toEqual([2, ""]);
    expect(run.stderr).toContain('"openai-nonstrict", which is not a known target');
  }, 120_000);
});
