import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, expect, it } from "vitest";
import { TYPESCRIPT_FILES } from "../src/configs.js";
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

describe("the exported configs", () => {
  it("has the flat/ names and all, each the same object as its plain name", () => {
    expect(Object.keys(configs).sort()).toEqual(["all", "disable-type-checked", "flat/all", "flat/recommended", "flat/strict", "recommended", "strict"]);
    expect(configs["flat/recommended"]).toBe(configs.recommended);
    expect(configs["flat/strict"]).toBe(configs.strict);
    expect(configs["flat/all"]).toBe(configs.all);
    expect(configs.all.rules).toEqual(configs.strict.rules);
    expect(Object.keys(configs.all.rules ?? {}).sort()).toEqual(Object.keys(rules).map((name) => `tool-schema/${name}`).sort());
  });

  it("applies every preset to TypeScript files with the TypeScript parser", () => {
    for (const preset of [configs.recommended, configs.strict, configs.all]) {
      expect(preset.files).toEqual(TYPESCRIPT_FILES);
      expect(preset.languageOptions?.parser).toBe(tsParser);
      expect(preset.plugins?.["tool-schema"]).toBe(plugin);
    }
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
