import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * ts-json-schema-generator is loaded on the first type-route definition, not with the plugin. Each
 * case lints in a fresh Node process with the built plugin and reports whether the generator's
 * modules are in Node's module cache afterwards.
 */

const root = path.join(import.meta.dirname, "..", "..", "..");
const dist = path.join(root, "dist");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const projectDir = mkdtempSync(path.join(scratch, "lazy-tsj-"));
afterAll(() => rmSync(projectDir, { recursive: true, force: true }));
copyFileSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(projectDir, "warlock-ai.d.ts"));
writeFileSync(
  path.join(projectDir, "tsconfig.json"),
  JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["*.ts"] }),
);

function lint(code: string): { generatorLoaded: boolean; messages: string[] } {
  writeFileSync(path.join(projectDir, "probe.ts"), code);
  const script = `
    import { createRequire } from "node:module";
    import { ESLint } from "eslint";
    import tsParser from "@typescript-eslint/parser";
    const plugin = (await import(${JSON.stringify(path.join(dist, "index.js"))})).default;
    const eslint = new ESLint({
      cwd: ${JSON.stringify(projectDir)},
      overrideConfigFile: true,
      overrideConfig: [{
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: ${JSON.stringify(projectDir)} } },
        plugins: { "tool-schema": plugin },
        rules: plugin.configs.recommended.rules,
      }],
    });
    const [result] = await eslint.lintFiles([${JSON.stringify(path.join(projectDir, "probe.ts"))}]);
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({
      generatorLoaded: loaded.some((file) => file.includes("ts-json-schema-generator")),
      messages: result.messages.map((m) => m.ruleId ? m.ruleId + " " + m.messageId : m.message),
    }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { generatorLoaded: boolean; messages: string[] };
}

describe("ts-json-schema-generator loading", () => {
  it("is not loaded by a lint without type-route definitions", () => {
    const probe = lint(`import { ai } from "@warlock.js/ai";
export const ping = ai.tool({ name: "ping", description: "Check the service is up.", input: { type: "object", properties: { verbose: { type: "boolean" } } }, execute: async () => 1 });
`);
    expect(probe.messages).toEqual(["tool-schema/missing-additional-properties-false missingAdditionalPropertiesFalse", "tool-schema/optional-not-required notRequired"]);
    expect(probe.generatorLoaded).toBe(false);
  });

  it("is loaded by the first definition typed by its execute parameter", () => {
    const probe = lint(`import { ai } from "@warlock.js/ai";
export const ping = ai.tool({ name: "ping", description: "Check the service is up.", execute: async (args: { verbose?: boolean }) => args.verbose });
`);
    expect(probe.messages).toEqual(["tool-schema/optional-forced-required forcedRequired"]);
    expect(probe.generatorLoaded).toBe(true);
  });
});
