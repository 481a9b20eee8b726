import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Linter } from "eslint";
import { afterAll, describe, expect, it } from "vitest";
import { describeToolSchema } from "../../src/api.js";
import { addDevCommand, installedTypeScriptProblem, typescriptProblem } from "../../src/util/typescript-supported.js";
import { createLinter, fixturesRoot } from "./harness.js";

/**
 * Bad configuration fails loudly with a message that names the option and what is allowed, through
 * ESLint's own Node API: plugin settings are validated by the plugin when a rule is created, rule
 * options by ESLint against each rule's JSON schema.
 */

const projectDir = path.join(fixturesRoot, "reliability");
const probeFile = path.join(projectDir, "config-probe.ts");
const probeCode = readFileSync(probeFile, "utf8");

async function lintError(settings: Record<string, unknown> | undefined, rules: Linter.RulesRecord = {}, code = probeCode): Promise<string> {
  try {
    await createLinter({ cwd: projectDir, settings, rules }).lintText(code, { filePath: probeFile });
  } catch (error) {
    return (error as Error).message;
  }
  return "(no error)";
}

const ALLOWED_TARGETS = "Allowed: openai-strict, anthropic, google, openai, anthropic-strict, google-parameters, bedrock, mcp, mistral, groq, xai, deepseek, deepseek-strict, openrouter, cohere, cohere-strict, ollama.";
const WHILE_LINTING = `\nOccurred while linting ${probeFile}`;
/** ESLint names the first rule whose creation failed; settings are read by every rule. */
const settingsError = (message: string) => `Error while loading rule 'tool-schema/duplicate-tool-name': eslint-plugin-tool-schema: ${message}${WHILE_LINTING}`;
const settings = (value: unknown) => ({ "tool-schema": value });
const callee = (entry: Record<string, unknown>) => settings({ callees: [entry] });

describe("plugin settings", () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ["an unknown target", settings({ targets: ["foo"] }), `settings["tool-schema"].targets[0] is "foo", which is not a known target. ${ALLOWED_TARGETS}`],
    ["an empty target list", settings({ targets: [] }), 'settings["tool-schema"].targets must be a non-empty array of: openai-strict, anthropic, google, openai, anthropic-strict, google-parameters, bedrock, mcp, mistral, groq, xai, deepseek, deepseek-strict, openrouter, cohere, cohere-strict, ollama.'],
    ["a negative warnAboveTokens", settings({ warnAboveTokens: -5 }), 'settings["tool-schema"].warnAboveTokens must be a positive number, got -5.'],
    ["a string maxDescriptionChars", settings({ maxDescriptionChars: "x" }), 'settings["tool-schema"].maxDescriptionChars must be a positive number, got "x".'],
    ["an infinite charsPerToken", settings({ charsPerToken: Infinity }), 'settings["tool-schema"].charsPerToken must be a positive number, got Infinity.'],
    [
      "an unknown key",
      settings({ colour: "red" }),
      'settings["tool-schema"].colour is not an option. Allowed: targets, maxDescriptionChars, maxPropertyDescriptionChars, warnAboveTokens, charsPerToken, maxToolSetTokens, mcpHosts, mcpServerName, callees.',
    ],
    ["a zero maxToolSetTokens", settings({ maxToolSetTokens: 0 }), 'settings["tool-schema"].maxToolSetTokens must be a positive number, got 0.'],
    ["settings that are not an object", settings(["openai-strict"]), 'settings["tool-schema"] must be an object, got ["openai-strict"].'],
    ["callees that are not an array", settings({ callees: { from: "file" } }), 'settings["tool-schema"].callees must be an array.'],
    [
      "a callee that is not an object",
      settings({ callees: ["defineTool"] }),
      'settings["tool-schema"].callees[0] must be an object like { from: "package", package: "my-lib", name: "defineTool" }.',
    ],
    ["a callee without from", callee({ package: "my-lib", name: "defineTool" }), 'settings["tool-schema"].callees[0].from is undefined; allowed: "package", "file".'],
    ['a callee from "npm"', callee({ from: "npm", package: "my-lib", name: "defineTool" }), 'settings["tool-schema"].callees[0].from is "npm"; allowed: "package", "file".'],
    [
      "a package callee without package",
      callee({ from: "package", name: "defineTool" }),
      'settings["tool-schema"].callees[0].package must name the package the factory is imported from.',
    ],
    [
      "a file callee without path",
      callee({ from: "file", name: "defineTool" }),
      'settings["tool-schema"].callees[0].path must be the file that declares the factory, relative to the ESLint working directory.',
    ],
    [
      "a callee with a bad name",
      callee({ from: "package", package: "my-lib", name: "define tool" }),
      'settings["tool-schema"].callees[0].name must be an identifier or a dotted path like "tools.define", got "define tool".',
    ],
    [
      "a callee without name",
      callee({ from: "package", package: "my-lib" }),
      'settings["tool-schema"].callees[0].name must be an identifier or a dotted path like "tools.define", got undefined.',
    ],
    [
      'a callee that sends "strict"',
      callee({ from: "package", package: "my-lib", name: "defineTool", sends: "strict" }),
      'settings["tool-schema"].callees[0].sends is "strict"; allowed: as-written, openai-strict, closed-objects.',
    ],
  ];
  for (const [label, bad, message] of cases) {
    it(label, async () => {
      expect(await lintError(bad)).toBe(settingsError(message));
    });
  }

  it("fails in a file without any tool definition too", async () => {
    expect(await lintError(settings({ targets: ["foo"] }), {}, "export const nothing = 1;\n")).toBe(
      settingsError(`settings["tool-schema"].targets[0] is "foo", which is not a known target. ${ALLOWED_TARGETS}`),
    );
  });

  it("a file callee whose path does not exist", async () => {
    const missing = callee({ from: "file", path: "src/lib/no-such-factory.ts", name: "defineTool" });
    // Checked when a file is linted (the path is relative to the working directory), so ESLint names the file and line.
    expect(await lintError(missing)).toBe(
      `eslint-plugin-tool-schema: settings["tool-schema"].callees[0].path is "src/lib/no-such-factory.ts", but no such file exists from ${projectDir} (tried .ts, .tsx, .js and index files). The path is relative to the ESLint working directory.${WHILE_LINTING}:1\nRule: "tool-schema/duplicate-tool-name"`,
    );
  });

  it("valid settings lint without error", async () => {
    const valid = settings({ targets: ["anthropic"], warnAboveTokens: 10, callees: [{ from: "package", package: "my-lib", name: "tools.define" }] });
    expect(await lintError(valid)).toBe("(no error)");
  });
});

describe("rule options (ESLint's schema validation)", () => {
  // ESLint's schema validation names the rule, the value and the expected keys; target names are
  // checked by the rule, whose error names the option and the allowed targets.
  const cases: [string, Linter.RulesRecord, string][] = [
    [
      "an unknown target",
      { "tool-schema/invalid-name": ["error", { targets: ["foo"] }] },
      `Error while loading rule 'tool-schema/invalid-name': eslint-plugin-tool-schema: options of "tool-schema/invalid-name".targets[0] is "foo", which is not a known target. ${ALLOWED_TARGETS}${WHILE_LINTING}`,
    ],
    [
      "an unknown option key",
      { "tool-schema/invalid-name": ["error", { colour: 1 }] },
      'Key "rules": Key "tool-schema/invalid-name":\n\tValue {"colour":1} should NOT have additional properties.\n\t\tUnexpected property "colour". Expected properties: "targets", "mcpHosts", "mcpServerName".\n',
    ],
    [
      "an option of another rule",
      { "tool-schema/root-not-object": ["error", { warnAboveTokens: 10 }] },
      'Key "rules": Key "tool-schema/root-not-object":\n\tValue {"warnAboveTokens":10} should NOT have additional properties.\n\t\tUnexpected property "warnAboveTokens". Expected properties: "targets".\n',
    ],
    ["a zero budget", { "tool-schema/heavy-definition": ["error", { warnAboveTokens: 0 }] }, 'Key "rules": Key "tool-schema/heavy-definition":\n\tValue 0 should be >= 1.\n'],
    ["a zero set budget", { "tool-schema/tool-set-budget": ["error", { maxToolSetTokens: 0 }] }, 'Key "rules": Key "tool-schema/tool-set-budget":\n\tValue 0 should be >= 1.\n'],
    [
      "a duplicated target",
      { "tool-schema/invalid-name": ["error", { targets: ["google", "google"] }] },
      'Key "rules": Key "tool-schema/invalid-name":\n\tValue ["google","google"] should NOT have duplicate items (items ## 1 and 0 are identical).\n',
    ],
    [
      "a non-boolean reportApproximate",
      { "tool-schema/unresolved-schema": ["error", { reportApproximate: "yes" }] },
      'Key "rules": Key "tool-schema/unresolved-schema":\n\tValue "yes" should be boolean.\n',
    ],
  ];
  for (const [label, rules, message] of cases) {
    it(label, async () => {
      expect(await lintError(undefined, rules)).toBe(message);
    });
  }
});

describe("a definition's own lint options", () => {
  it("invalid ones are ignored, not thrown: the definition is user code, checked by its types", async () => {
    const code = 'import { ai } from "@warlock.js/ai";\n// @ts-expect-error -- not a target\nai.tool({ name: "bad name", lint: { targets: ["nope"] }, execute: async () => 1 });\n';
    const [result] = await createLinter({ cwd: projectDir, settings: undefined }).lintText(code, { filePath: probeFile });
    expect(result.messages.map((m) => `${m.ruleId} ${m.message}`)).toEqual([
      "tool-schema/invalid-name Tool name \"bad name\" is rejected by OpenAI strict mode, Anthropic and Gemini via @warlock.js/ai: it may use only letters, digits, `_` and `-`. Rename it, e.g. \"bad_name\".",
    ]);
  });
});

describe("API options", () => {
  it("describeToolSchema names the option and the allowed targets", () => {
    expect(() => describeToolSchema({ name: "a" }, { targets: ["foo"] })).toThrow(
      `eslint-plugin-tool-schema: options.targets[0] is "foo", which is not a known target. ${ALLOWED_TARGETS}`,
    );
    expect(() => describeToolSchema({ name: "a" }, { warnAboveTokens: -1 })).toThrow("eslint-plugin-tool-schema: options.warnAboveTokens must be a positive number, got -1.");
  });
});

describe("through the eslint command", () => {
  // What a user sees in a terminal: ESLint's own three-line header, then the one message, no stack trace.
  const scratch = path.join(import.meta.dirname, "..", "..", "scratch");
  mkdirSync(scratch, { recursive: true });
  const project = mkdtempSync(path.join(scratch, "config-cli-"));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(path.join(project, "src"), { recursive: true });
  copyFileSync(path.join(fixturesRoot, "project", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
  writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, skipLibCheck: true, noEmit: true }, include: ["src"] }));
  writeFileSync(path.join(project, "src", "tools.ts"), 'import { ai } from "@warlock.js/ai";\nexport const t = ai.tool({ name: "a", execute: async () => 1 });\n');
  const plugin = pathToFileURL(path.join(import.meta.dirname, "..", "..", "dist", "index.js")).href;

  function eslintWith(configBody: string) {
    writeFileSync(path.join(project, "eslint.config.mjs"), `import toolSchema from ${JSON.stringify(plugin)};\nexport default [\n${configBody}\n];\n`);
    const eslintBin = path.join(import.meta.dirname, "..", "..", "node_modules", "eslint", "bin", "eslint.js");
    const run = spawnSync(process.execPath, [eslintBin, "src"], { cwd: project, encoding: "utf8" });
    return { status: run.status, lines: run.stderr.split("\n").filter((line) => line.trim() !== "") };
  }
  const TYPED = "  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },\n  toolSchema.configs.recommended,";

  it.each([
    ["an unknown target", '{ targets: ["nope"] }', `eslint-plugin-tool-schema: settings["tool-schema"].targets[0] is "nope", which is not a known target. ${ALLOWED_TARGETS}`],
    ["a negative budget", "{ warnAboveTokens: -5 }", 'eslint-plugin-tool-schema: settings["tool-schema"].warnAboveTokens must be a positive number, got -5.'],
    [
      "a callee without name",
      '{ callees: [{ from: "package", package: "my-lib" }] }',
      'eslint-plugin-tool-schema: settings["tool-schema"].callees[0].name must be an identifier or a dotted path like "tools.define", got undefined.',
    ],
  ])("%s: one message, no stack", (_label, value, message) => {
    const { status, lines } = eslintWith(`${TYPED}\n  { settings: { "tool-schema": ${value} } },`);
    expect(status).toBe(2);
    expect(lines).toEqual(["Oops! Something went wrong! :(", expect.stringMatching(/^ESLint: \d/), message]);
  });

  it("without type information: says how to turn it on", () => {
    // The preset turns the project service on by itself: only a config that turns it off gives no types.
    const { status, lines } = eslintWith("  toolSchema.configs.recommended,\n  { languageOptions: { parserOptions: { projectService: false } } },");
    expect(status).toBe(2);
    expect(lines.slice(2)).toEqual([
      'eslint-plugin-tool-schema: the rules need type information, and the parser gives none. Add `languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } }` to your eslint.config (or `project`), and give files without types `toolSchema.configs["disable-type-checked"]`.',
    ]);
  });
});

describe("a typescript without the compiler API", () => {
  // The end-to-end case (real TypeScript 7 installed, the CLI and ESLint stopping with this message,
  // then its install line run) is in scripts/pack-smoke.mjs.
  it.each([["5.0.4"], ["5.9.3"], ["6.0.3"]])("accepts TypeScript %s", (version) => {
    expect(typescriptProblem(version)).toBeUndefined();
  });

  it.each([
    ["7.0.2", 7],
    ["7.1.0-dev.20261021.1", 7],
    ["8.0.0", 8],
  ])("refuses TypeScript %s with the install line that puts TypeScript 6's API beside it", (version, major) => {
    const message = typescriptProblem(version)!;
    expect(message.split("\n")).toEqual([
      `TypeScript ${version} is installed as \`typescript\`, but TypeScript ${major} does not offer the JavaScript compiler API this plugin and typescript-eslint's parser read: they need TypeScript 5.0 to 6.0.`,
      `Install TypeScript 6's API as \`typescript\` and keep TypeScript ${major} beside it under another name:`,
      `  npm install -D -E typescript@npm:@typescript/typescript6@6.0.2 typescript${major}@npm:typescript@${version}`,
      `and run TypeScript ${major}'s compiler by its path: \`node node_modules/typescript${major}/bin/tsc\`.`,
    ]);
  });

  it("gives the install line in the project's own package manager", () => {
    expect(typescriptProblem("7.0.2", "pnpm add -w -D -E")!.split("\n")[2]).toBe("  pnpm add -w -D -E typescript@npm:@typescript/typescript6@6.0.2 typescript7@npm:typescript@7.0.2");
  });

  describe("the package manager, by the lockfile nearest above the working directory", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "package-manager-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const project = (name: string, files: readonly string[], sub?: string) => {
      const dir = path.join(root, name);
      mkdirSync(path.join(dir, sub ?? ""), { recursive: true });
      for (const file of files) writeFileSync(path.join(dir, file), "");
      return path.join(dir, sub ?? "");
    };
    it.each([
      { name: "npm", cwd: () => project("npm", ["package-lock.json"]), add: "npm install -D -E" },
      { name: "yarn, from a package of the workspace", cwd: () => project("yarn", ["yarn.lock"], "packages/agent"), add: "yarn add -D -E" },
      { name: "pnpm, from a package of the workspace", cwd: () => project("pnpm-sub", ["pnpm-lock.yaml", "pnpm-workspace.yaml"], "packages/agent"), add: "pnpm add -D -E" },
      { name: "pnpm, at the workspace root", cwd: () => project("pnpm-root", ["pnpm-lock.yaml", "pnpm-workspace.yaml"]), add: "pnpm add -w -D -E" },
      { name: "pnpm, no workspace", cwd: () => project("pnpm-single", ["pnpm-lock.yaml"]), add: "pnpm add -D -E" },
      { name: "the nearest lockfile, a package's own inside a yarn workspace", cwd: () => project("nested", ["yarn.lock"], "tools") && project("nested/tools", ["package-lock.json"]), add: "npm install -D -E" },
    ])("$name: $add", ({ cwd, add }) => {
      expect(addDevCommand(cwd())).toBe(add);
    });
  });

  it("finds nothing wrong with the TypeScript this checkout installs", () => {
    expect(installedTypeScriptProblem()).toBeUndefined();
  });
});
