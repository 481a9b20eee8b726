import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { asSingleRun, parseArgs, report, type ReportResult } from "../../src/cli/report.js";

/**
 * The report reads each file with its project's tsconfig, whatever ESLint's config gives it: a
 * tsconfig typescript-eslint will not read (an `extends` not installed, broken JSON, a missing
 * referenced project), an ESLint config with no type information. The fixture registers its tools
 * through its own helper imported as `@/lib/server`, so without the tsconfig's `paths` none is found.
 */

const root = path.join(import.meta.dirname, "..", "..");
const fixture = path.join(root, "tests", "fixtures", "cli-tsconfig");
mkdirSync(path.join(root, "scratch"), { recursive: true });
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const compilerOptions = { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true, types: [], paths: { "@/*": ["./src/*"] } };
const ALL_TOOLS = ["src/tools/catalog.ts:4 search_products tsconfig", "src/tools/orders.ts:4 list_orders tsconfig", "src/tools/orders.ts:5 cancel_order tsconfig"];

/** A copy of the fixture in scratch/ (so the repository's node_modules resolve), with the case's files. */
function project(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, "scratch", "report-tsconfig-"));
  made.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const eslintConfig = (parserOptions: string) =>
  `import tsParser from "@typescript-eslint/parser";\nexport default [{ files: ["**/*.ts"], languageOptions: { parser: tsParser${parserOptions ? `, parserOptions: { ${parserOptions}, tsconfigRootDir: import.meta.dirname }` : ""} } }];\n`;
const PROJECT_LIST = eslintConfig('project: "./tsconfig.json"');

async function reportOn(dir: string): Promise<ReportResult> {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  return asSingleRun(() => report(args, dir));
}

const toolLines = (result: ReportResult) => result.tools.map((t) => `${t.file}:${t.line} ${t.name} ${t.typesFrom}`);

describe("a tsconfig typescript-eslint will not read", () => {
  it("extends a package that is not installed: every tool is found, and one note names the package and what to change for ESLint", async () => {
    const dir = project({
      "tsconfig.json": JSON.stringify({ extends: "@acme/tsconfig/base.json", compilerOptions, include: ["src"] }),
      "eslint.config.mjs": PROJECT_LIST,
    });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(ALL_TOOLS);
    expect(result.unanalysed).toEqual([]);
    expect(result.notes).toEqual([
      "tsconfig.json: File '@acme/tsconfig/base.json' not found. (its files are analysed with what the rest of it says, so some of their types may be missing); typescript-eslint's `parserOptions.project` stops on it (4 file(s)): fix it, or use `projectService: true`, which reads the rest",
    ]);
  }, 120_000);

  it("is broken JSON: the rest of it still gives the files their paths", async () => {
    // A stray word after the last property, as a merge or a hand edit leaves it.
    const text = JSON.stringify({ compilerOptions, include: ["src"] }, null, 2).replace(/\]\n\}$/, "] oops\n}");
    const dir = project({ "tsconfig.json": text, "eslint.config.mjs": PROJECT_LIST });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(ALL_TOOLS);
    expect(result.notes).toEqual([
      "tsconfig.json: Property assignment expected. (its files are analysed with what the rest of it says, so some of their types may be missing); typescript-eslint's `parserOptions.project` stops on it (4 file(s)): fix it, or use `projectService: true`, which reads the rest",
    ]);
  }, 120_000);

  it("is a solution whose references include a project that does not exist: the files get the referenced app's tsconfig", async () => {
    const dir = project({
      "tsconfig.json": JSON.stringify({ files: [], references: [{ path: "./tsconfig.app.json" }, { path: "./packages/generated" }] }),
      "tsconfig.app.json": JSON.stringify({ compilerOptions: { ...compilerOptions, composite: true }, include: ["src"] }),
      "eslint.config.mjs": PROJECT_LIST,
    });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(ALL_TOOLS);
    expect(result.notes).toEqual([
      "tsconfig.json: Referenced project 'packages/generated/tsconfig.json' not found. (its files are analysed with what the rest of it says, so some of their types may be missing)",
      "tsconfig.app.json: typescript-eslint found no program for 4 file(s) this tsconfig includes (is it in `parserOptions.project`?): analysed with this tsconfig's compiler options",
    ]);
  }, 120_000);

  it("under the project service (no ESLint config of the user's), is read as the rest of it says, with the same note", async () => {
    const dir = project({ "tsconfig.json": JSON.stringify({ extends: "@acme/tsconfig/base.json", compilerOptions, include: ["src"] }) });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(ALL_TOOLS);
    expect(result.notes).toEqual([
      "tsconfig.json: File '@acme/tsconfig/base.json' not found. (its files are analysed with what the rest of it says, so some of their types may be missing)",
    ]);
  }, 120_000);
});

describe("ESLint itself on such a tsconfig (typescript-eslint's parser, as installed)", () => {
  const tsconfig = JSON.stringify({ extends: "@acme/tsconfig/base.json", compilerOptions, include: ["src"] });
  const lint = async (parserOptions: string) => {
    const dir = project({ "tsconfig.json": tsconfig, "eslint.config.mjs": eslintConfig(parserOptions) });
    const results = await asSingleRun(() => new ESLint({ cwd: dir }).lintFiles(["src/tools/orders.ts"]));
    return results.flatMap((r) => r.messages.map((m) => `${m.fatal ? "fatal " : ""}${m.message.split("\n")[0]}`));
  };

  it("stops every file under `parserOptions.project`, and reads the rest under `projectService: true`: what the note tells users to change", async () => {
    expect(await lint('project: "./tsconfig.json"')).toEqual(["fatal Parsing error: Unable to parse the specified 'tsconfig' file. Ensure it's correct and has valid syntax."]);
    expect(await lint("projectService: true")).toEqual([]);
  }, 120_000);
});

describe("an ESLint config that gives no type information", () => {
  it("finds every tool imported through the `@/*` path alias, with the tsconfig's options, and says so once", async () => {
    const dir = project({ "tsconfig.json": JSON.stringify({ compilerOptions, include: ["src"] }), "eslint.config.mjs": eslintConfig("") });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(ALL_TOOLS);
    expect(result.notes).toEqual(["tsconfig.json: the ESLint config gives 4 file(s) this tsconfig includes no type information: analysed with this tsconfig's compiler options"]);
  }, 120_000);

  it("keeps default compiler options for a file no tsconfig includes", async () => {
    const dir = project({
      "tsconfig.json": JSON.stringify({ compilerOptions, include: ["src"] }),
      "eslint.config.mjs": eslintConfig(""),
      "scripts/seed.ts": `import { z } from "zod";\nimport { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nnew McpServer({ name: "seed", version: "1" }).registerTool("seed", { description: "Seed the shop.", inputSchema: { n: z.number() } }, async () => ({ content: [] }));\n`,
    });
    const result = await reportOn(dir);
    expect(toolLines(result)).toEqual(["scripts/seed.ts:3 seed fallback", ...ALL_TOOLS]);
    expect(result.notes).toEqual([
      "tsconfig.json: the ESLint config gives 4 file(s) this tsconfig includes no type information: analysed with this tsconfig's compiler options",
      "scripts/seed.ts: the ESLint config gives this file no type information: analysed with default compiler options",
    ]);
  }, 120_000);
});
