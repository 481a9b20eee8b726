import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import type { ParserOptions } from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import { TYPESCRIPT_FILES } from "../src/configs.js";
import { parser, withProjectService } from "../src/parser.js";
import { DOCS_BASE_URL } from "../src/util/create-rule.js";
import plugin, { configs, rules } from "../src/index.js";

/**
 * The presets as a new user meets them: in a project that also has plain JavaScript (an
 * eslint.config.mjs, a script with imports), with the README's config, alone, and after
 * typescript-eslint's own presets. A real ESLint run each time.
 */

const scratch = path.join(import.meta.dirname, "..", "scratch");
mkdirSync(scratch, { recursive: true });
const project = mkdtempSync(path.join(scratch, "presets-"));
afterAll(() => rmSync(project, { recursive: true, force: true }));

mkdirSync(path.join(project, "src"), { recursive: true });
copyFileSync(path.join(import.meta.dirname, "fixtures", "project", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
writeFileSync(
  path.join(project, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }),
);
writeFileSync(
  path.join(project, "src", "tools.ts"),
  `import { ai } from "@warlock.js/ai";
export const lookup = ai.tool({ name: "lookup.user", input: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false }, execute: async () => 1 });
`,
);
writeFileSync(path.join(project, "eslint.config.mjs"), `import { readFileSync } from "node:fs";\nexport default [];\n`);
writeFileSync(path.join(project, "src", "script.js"), `import path from "node:path";\nexport const here = path.resolve(".");\n`);
writeFileSync(path.join(project, "src", "task.mjs"), `import { readFileSync } from "node:fs";\nexport const text = () => readFileSync("x", "utf8");\n`);

const typed = { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: project } } };

async function lint(config: unknown[]) {
  const eslint = new ESLint({ cwd: project, overrideConfigFile: true, overrideConfig: config as never, errorOnUnmatchedPattern: false });
  const results = await eslint.lintFiles(["."]);
  return Object.fromEntries(
    results.map((r) => [path.relative(project, r.filePath), r.messages.map((m) => (m.fatal ? `fatal: ${m.message}` : `${m.ruleId}@${m.line}`))]),
  );
}

describe("presets in a project with JavaScript files", () => {
  it("the README's config lints the TypeScript file and leaves the JavaScript ones alone", async () => {
    const readmeConfig = { files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: project } } };
    const results = await lint([readmeConfig, configs.recommended]);
    expect(results).toEqual({
      "eslint.config.mjs": [],
      "src/script.js": [],
      "src/task.mjs": [],
      "src/tools.ts": ["tool-schema/invalid-name@2"],
      "src/warlock-ai.d.ts": [],
    });
  });

  it("works alone, with only the parser options added", async () => {
    const results = await lint([configs.recommended, typed]);
    expect(results["src/tools.ts"]).toEqual(["tool-schema/invalid-name@2"]);
    expect(results["src/task.mjs"]).toEqual([]);
  });

  it("works after typescript-eslint's type-checked presets", async () => {
    const results = await lint([...tseslint.configs.recommendedTypeChecked, typed, configs["flat/recommended"], { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked }, { files: ["**/*.js", "**/*.mjs"], ...configs["disable-type-checked"] }]);
    // typescript-eslint's own rules run too (the async execute has no await); the plugin adds its finding.
    expect(results["src/tools.ts"]).toEqual(["tool-schema/invalid-name@2", "@typescript-eslint/require-await@2"]);
    expect(results["src/script.js"]).toEqual([]);
  });
});

describe("the preset alone, in a project with .ts, .tsx, .mts and .cts files", () => {
  const alone = mkdtempSync(path.join(scratch, "preset-alone-"));
  afterAll(() => rmSync(alone, { recursive: true, force: true }));
  mkdirSync(path.join(alone, "src"), { recursive: true });
  copyFileSync(path.join(import.meta.dirname, "fixtures", "project", "warlock-ai.d.ts"), path.join(alone, "src", "warlock-ai.d.ts"));
  writeFileSync(
    path.join(alone, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", jsx: "preserve", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }),
  );
  const tool = (name: string) =>
    `ai.tool({ name: "${name}", input: { type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false }, execute: async () => 1 })`;
  writeFileSync(path.join(alone, "src", "tools.ts"), `import { ai } from "@warlock.js/ai";\nexport const a = ${tool("lookup.ts")};\n`);
  writeFileSync(path.join(alone, "src", "view.tsx"), `import { ai } from "@warlock.js/ai";\nexport const b = ${tool("lookup.tsx")};\nexport const View = () => <div>{b.name}</div>;\n`);
  writeFileSync(path.join(alone, "src", "worker.mts"), `import { ai } from "@warlock.js/ai";\nexport const c = ${tool("lookup.mts")};\n`);
  writeFileSync(path.join(alone, "src", "legacy.cts"), `import { ai } from "@warlock.js/ai";\nexport const d = ${tool("lookup.cts")};\n`);
  writeFileSync(path.join(alone, "eslint.config.mjs"), `export default [];\n`);

  async function lintAlone(config: unknown[]) {
    const eslint = new ESLint({ cwd: alone, overrideConfigFile: true, overrideConfig: config as never, errorOnUnmatchedPattern: false });
    const results = await eslint.lintFiles(["."]);
    return Object.fromEntries(
      results.map((r) => [path.relative(alone, r.filePath), r.messages.map((m) => (m.fatal ? `fatal: ${m.message}` : `${m.ruleId}@${m.line}`))]),
    );
  }
  const found = {
    "eslint.config.mjs": [],
    "src/legacy.cts": ["tool-schema/invalid-name@2"],
    "src/tools.ts": ["tool-schema/invalid-name@2"],
    "src/view.tsx": ["tool-schema/invalid-name@2"],
    "src/warlock-ai.d.ts": [],
    "src/worker.mts": ["tool-schema/invalid-name@2"],
  };

  it("lints every TypeScript file with types, with no parser options given", async () => {
    expect(await lintAlone([configs.recommended])).toEqual(found);
  }, 60_000);

  it("after typescript-eslint's type-checked presets, gives their rules types too", async () => {
    const results = await lintAlone([...tseslint.configs.recommendedTypeChecked, configs.recommended, { files: ["**/*.mjs"], ...tseslint.configs.disableTypeChecked }]);
    // require-await asks the checker whether the function awaits a thenable: their typed rule has types too.
    expect(results["src/view.tsx"]).toEqual(["tool-schema/invalid-name@2", "@typescript-eslint/require-await@2"]);
    expect(results["src/legacy.cts"]).toEqual(["tool-schema/invalid-name@2", "@typescript-eslint/require-await@2"]);
  }, 60_000);

  it("keeps a user's `project` as it is (typescript-eslint refuses it beside the project service)", async () => {
    const project = { languageOptions: { parserOptions: { project: "./tsconfig.json", tsconfigRootDir: alone } } };
    expect(await lintAlone([configs.recommended, project])).toEqual(found);
  }, 60_000);
});

describe("the exported configs", () => {
  it("has the flat/ names, design and all, each the same object as its plain name", () => {
    expect(Object.keys(configs).sort()).toEqual([
      "all",
      "design",
      "disable-type-checked",
      "flat/all",
      "flat/design",
      "flat/recommended",
      "flat/strict",
      "recommended",
      "strict",
    ]);
    expect(configs["flat/recommended"]).toBe(configs.recommended);
    expect(configs["flat/strict"]).toBe(configs.strict);
    expect(configs["flat/design"]).toBe(configs.design);
    expect(configs["flat/all"]).toBe(configs.all);
    // `all` is strict and design together, which between them hold every rule once.
    expect(configs.all.rules).toEqual({ ...configs.strict.rules, ...configs.design.rules });
    expect(Object.keys(configs.all.rules ?? {}).sort()).toEqual(Object.keys(rules).map((name) => `tool-schema/${name}`).sort());
    for (const rule of Object.keys(configs.design.rules ?? {})) {
      expect(configs.strict.rules, rule).not.toHaveProperty([rule]);
      expect(configs.recommended.rules, rule).not.toHaveProperty([rule]);
    }
    expect(new Set(Object.values(configs.design.rules ?? {}))).toEqual(new Set(["warn"]));
  });

  it("applies every preset to TypeScript files with the plugin's parser", () => {
    for (const preset of [configs.recommended, configs.strict, configs.design, configs.all]) {
      expect(preset.files).toEqual(TYPESCRIPT_FILES);
      expect(preset.languageOptions?.parser).toBe(parser);
      expect(preset.plugins?.["tool-schema"]).toBe(plugin);
    }
    expect(parser.meta).toEqual({ name: "eslint-plugin-tool-schema/parser", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  const disableTypeCheckedOptions = (tseslint.configs.disableTypeChecked as { languageOptions: { parserOptions: ParserOptions } }).languageOptions.parserOptions;
  it.each<[string, ParserOptions | null | undefined, ParserOptions]>([
    ["nothing", undefined, { projectService: true }],
    ["null", null, { projectService: true }],
    ["other options only", { tsconfigRootDir: "/p", ecmaVersion: 2024 }, { tsconfigRootDir: "/p", ecmaVersion: 2024, projectService: true }],
    ["a project", { project: "./tsconfig.json" }, { project: "./tsconfig.json" }],
    ["the project service off", { projectService: false }, { projectService: false }],
    ["the project service with options", { projectService: { allowDefaultProject: ["*.ts"] } }, { projectService: { allowDefaultProject: ["*.ts"] } }],
    ["programs", { programs: [] }, { programs: [] }],
    ["typescript-eslint's disableTypeChecked", disableTypeCheckedOptions, disableTypeCheckedOptions],
  ])("the parser turns the project service on only when the options name no source of types: %s", (_label, given, parsedWith) => {
    expect(withProjectService(given)).toEqual(parsedWith);
  });

  it("disable-type-checked turns every rule off and leaves the files to the user", () => {
    const config = configs["disable-type-checked"];
    expect(config.files).toBeUndefined();
    expect(Object.values(config.rules ?? {})).toEqual(Object.keys(rules).map(() => "off"));
  });
});

describe("the package", () => {
  const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "package.json"), "utf8")) as {
    scripts: Record<string, string>;
    repository: { url: string };
    homepage: string;
  };

  it("runs nothing when installed: the build happens when packing", () => {
    expect(Object.keys(manifest.scripts).filter((name) => ["preinstall", "install", "postinstall", "prepare"].includes(name))).toEqual([]);
    expect(manifest.scripts.prepack).toBe("npm run build");
  });

  it("names the repository the rule docs link to", () => {
    const repository = DOCS_BASE_URL.slice(0, DOCS_BASE_URL.indexOf("/blob/"));
    expect(manifest.repository.url).toBe(`git+${repository}.git`);
    expect(manifest.homepage.startsWith(repository)).toBe(true);
  });
});
