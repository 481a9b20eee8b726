import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
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
    expect(said[0]!.text).toMatch(/^"(@anthropic-ai\/sdk|@langchain\/core\/tools|@modelcontextprotocol\/sdk\/server\/mcp\.js|@openai\/agents|ai|openai|zod)"$/);
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

describe("a workspace package built on a framework whose types are not built", () => {
  /** A monorepo before its build: `@acme/mcp-utils` (on the MCP SDK) and `@acme/logger` linked, their `dist/` absent. */
  function workspace(): string {
    const dir = mkdtempSync(path.join(root, "scratch", "project-setup-"));
    made.push(dir);
    const files: Record<string, string> = {
      "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
      "packages/mcp-utils/package.json": JSON.stringify({ name: "@acme/mcp-utils", type: "module", types: "dist/index.d.ts", peerDependencies: { "@modelcontextprotocol/sdk": "^1.0.0" }, dependencies: { zod: "^3.25.0" } }),
      "packages/mcp-utils/src/index.ts": `export function tool<T>(definition: T): T { return definition; }\n`,
      "packages/logger/package.json": JSON.stringify({ name: "@acme/logger", type: "module", types: "dist/index.d.ts", dependencies: { pino: "^9.0.0" } }),
      "src/server.ts": `import { Server } from "@modelcontextprotocol/sdk/server/index.js";\nexport const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });\n`,
      "src/account.ts": `import { log } from "@acme/logger";\nimport { tool } from "@acme/mcp-utils";\nexport const listOrgs = tool({ description: "List the organisations.", execute: async () => log("orgs") });\n`,
      "src/project.ts": `import { tool } from "@acme/mcp-utils";\nexport const listTables = tool({ description: "List the tables.", execute: async () => [] });\n`,
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    mkdirSync(path.join(dir, "node_modules", "@acme"), { recursive: true });
    symlinkSync("../../packages/mcp-utils", path.join(dir, "node_modules", "@acme", "mcp-utils"));
    symlinkSync("../../packages/logger", path.join(dir, "node_modules", "@acme", "logger"));
    return dir;
  }

  it("is said once per program, at the first import of it, naming the framework it is built on; a package on no framework is not", async () => {
    const said = await lint(workspace());
    // Which of the two importing files comes first is ESLint's order; the import is the same in both.
    expect(said.map((s) => s.at)).toEqual([expect.stringMatching(/^src\/(account\.ts:2|project\.ts:1):22$/)]);
    expect(said).toEqual([
      {
        at: said[0]!.at,
        text: `"@acme/mcp-utils"`,
        message:
          "`@acme/mcp-utils`, built on `@modelcontextprotocol/sdk`, has no types (`dist/index.d.ts` is not built): tools made with it go unchecked. Build it first, or map it to its sources in tsconfig `paths`.",
      },
    ]);
  }, 120_000);

  it("says nothing for a package the options name, or once it is built", async () => {
    expect(await lint(workspace(), { ignorePackages: ["@acme/mcp-utils"] })).toEqual([]);
    const dir = workspace();
    mkdirSync(path.join(dir, "packages", "mcp-utils", "dist"));
    writeFileSync(path.join(dir, "packages", "mcp-utils", "dist", "index.d.ts"), `export declare function tool<T>(definition: T): T;\n`);
    expect(await lint(dir)).toEqual([]);
  }, 120_000);
});
