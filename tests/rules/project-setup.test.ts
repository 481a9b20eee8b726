import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { asSingleRun } from "../../src/cli/report.js";

/**
 * Real ESLint runs, under typescript-eslint's project service as installed, over copies of two fixture
 * projects: one where no node_modules is found above it (the system's temporary directory, as a checkout
 * before its install), one under the repository (installed). Each problem is said once per program, at
 * a framework import of the first file that has one, whatever the order the files are linted in.
 */

const root = path.join(import.meta.dirname, "..", "..");
const fixtures = path.join(root, "tests", "fixtures");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copy(fixture: string, base: string, files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(base, "project-setup-"));
  made.push(dir);
  cpSync(path.join(fixtures, fixture), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

interface Said {
  readonly at: string;
  readonly text: string;
  readonly message: string;
}

/** Every message of the rule over the project's sources: where, the text it is on, and what it says. */
async function lint(dir: string, options: { ignorePackages?: string[] } = {}): Promise<Said[]> {
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        plugins: { "tool-schema": plugin as unknown as ESLint.Plugin },
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: dir } },
        rules: { "tool-schema/project-setup": ["warn", options] },
      },
    ],
  });
  const results = await asSingleRun(() => eslint.lintFiles(["src"]));
  return results.flatMap((result) => {
    const lines = readFileSync(result.filePath, "utf8").split("\n");
    return result.messages.map((m) => {
      expect(m.ruleId, m.message).toBe("tool-schema/project-setup");
      expect(m.endLine).toBe(m.line);
      return { at: `${path.relative(dir, result.filePath)}:${m.line}:${m.column}`, text: lines[m.line - 1]!.slice(m.column - 1, m.endColumn! - 1), message: m.message };
    });
  });
}

const UNINSTALLED =
  "8 file(s) import packages that are not installed (@anthropic-ai/sdk, @langchain/core, @modelcontextprotocol/sdk, @openai/agents and 3 more): their tools are found by the imports alone, and schemas that need those types are not read. Run your install first.";

describe("framework packages that are not installed", () => {
  it("are said once for the whole program, at the import of one of them", async () => {
    const said = await lint(copy("cli-uninstalled", realpathSync(os.tmpdir())));
    expect(said).toHaveLength(1);
    expect(said[0]!.message).toBe(UNINSTALLED);
    expect(said[0]!.text).toMatch(/^"(@anthropic-ai\/sdk|@langchain\/core|@modelcontextprotocol\/sdk\/server\/mcp\.js|@openai\/agents|ai|openai|zod)"$/);
  }, 120_000);

  it("advise adding a package that no package.json lists, since installing would not bring it", async () => {
    const manifest = JSON.parse(readFileSync(path.join(fixtures, "cli-uninstalled", "package.json"), "utf8")) as { dependencies: Record<string, string> };
    delete manifest.dependencies["@openai/agents"];
    const said = await lint(copy("cli-uninstalled", realpathSync(os.tmpdir()), { "package.json": JSON.stringify(manifest) }));
    expect(said.map((s) => s.message)).toEqual([
      "8 file(s) import packages that are not installed (@anthropic-ai/sdk, @langchain/core, @modelcontextprotocol/sdk, @openai/agents and 3 more): their tools are found by the imports alone, and schemas that need those types are not read. Run your install first, and add @openai/agents to the dependencies: no package.json above those files lists it.",
    ]);
  }, 120_000);

  it("leave out the packages the options name, and say nothing when those are all", async () => {
    const dir = copy("cli-uninstalled", realpathSync(os.tmpdir()));
    const said = await lint(dir, { ignorePackages: ["@openai/agents", "@langchain/core/tools"] });
    expect(said.map((s) => s.message)).toEqual([
      "8 file(s) import packages that are not installed (@anthropic-ai/sdk, @modelcontextprotocol/sdk, ai, openai and 1 more): their tools are found by the imports alone, and schemas that need those types are not read. Run your install first.",
    ]);
    const everything = ["@anthropic-ai/sdk", "@langchain/core", "@modelcontextprotocol/sdk", "@openai/agents", "ai", "openai", "zod"];
    expect(await lint(copy("cli-uninstalled", realpathSync(os.tmpdir())), { ignorePackages: everything })).toEqual([]);
  }, 120_000);

  it("say nothing once installed", async () => {
    expect(await lint(copy("cli-uninstalled", path.join(root, "scratch")))).toEqual([]);
  }, 120_000);
});

const compilerOptions = { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [], paths: { "@/*": ["./src/*"] } };

describe("a tsconfig that could not be read in full", () => {
  const FRAMEWORK_IMPORT = /^"(@modelcontextprotocol\/sdk\/server\/mcp\.js|zod)"$/;
  const sentence = (problems: string) =>
    `tsconfig.json could not be read in full (${problems}): tools reached through its unread paths or types may be missed. Fix it, then lint again.`;

  it("extends a package that is not installed: said once, at a framework import", async () => {
    const dir = copy("cli-tsconfig", path.join(root, "scratch"), { "tsconfig.json": JSON.stringify({ extends: "@acme/tsconfig/base.json", compilerOptions, include: ["src"] }) });
    const said = await lint(dir);
    expect(said.map((s) => s.message)).toEqual([sentence("File '@acme/tsconfig/base.json' not found")]);
    expect(said[0]!.text).toMatch(FRAMEWORK_IMPORT);
  }, 120_000);

  it("is broken JSON: each of TypeScript's complaints is named", async () => {
    const text = JSON.stringify({ compilerOptions, include: ["src"] }, null, 2).replace(/\]\n\}$/, "] oops\n}");
    const said = await lint(copy("cli-tsconfig", path.join(root, "scratch"), { "tsconfig.json": text }));
    expect(said.map((s) => s.message)).toEqual([sentence("',' expected; Property assignment expected")]);
  }, 120_000);

  it("references a project that does not exist", async () => {
    const tsconfig = JSON.stringify({ compilerOptions, include: ["src"], references: [{ path: "./packages/generated" }] });
    const said = await lint(copy("cli-tsconfig", path.join(root, "scratch"), { "tsconfig.json": tsconfig }));
    expect(said.map((s) => s.message)).toEqual([sentence(`Referenced project '${path.join("packages", "generated", "tsconfig.json")}' not found`)]);
  }, 120_000);

  it("says nothing when the tsconfig is read in full, or where no file imports a framework", async () => {
    expect(await lint(copy("cli-tsconfig", path.join(root, "scratch"), { "tsconfig.json": JSON.stringify({ compilerOptions, include: ["src"] }) }))).toEqual([]);
    const dir = copy("cli-tsconfig", path.join(root, "scratch"), { "tsconfig.json": JSON.stringify({ extends: "@acme/tsconfig/base.json", compilerOptions, include: ["src"] }) });
    rmSync(path.join(dir, "src"), { recursive: true });
    mkdirSync(path.join(dir, "src"));
    writeFileSync(path.join(dir, "src", "plain.ts"), `import { readFileSync } from "node:fs";\nexport const text = readFileSync("a.txt", "utf8");\n`);
    expect(await lint(dir)).toEqual([]);
  }, 120_000);
});
