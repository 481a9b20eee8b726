import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The o200k tokenizer costs about a quarter of a second to load; a lint must pay it only when a count
 * for an OpenAI destination is needed. Each case lints in a fresh Node process with the built plugin
 * (module state is per process) and reports whether the encoder was loaded.
 */

const root = path.join(import.meta.dirname, "..", "..");
const dist = path.join(root, "dist");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const projectDir = mkdtempSync(path.join(scratch, "lazy-"));
afterAll(() => rmSync(projectDir, { recursive: true, force: true }));
copyFileSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(projectDir, "warlock-ai.d.ts"));
writeFileSync(path.join(projectDir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["*.ts"] }));

const small = `import { ai } from "@warlock.js/ai";
export const tools = [ai.tool({ name: "ping", description: "Check the service is up.", execute: async () => 1 })];
`;
const large = small.replace("Check the service is up.", "Check the service. ".repeat(200));

function lintAndAsk(rules: Record<string, string>, code: string): { loaded: boolean; messages: string[] } {
  const file = path.join(projectDir, "probe.ts");
  writeFileSync(file, code);
  const script = `
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
        rules: ${JSON.stringify(rules)},
      }],
    });
    const [result] = await eslint.lintFiles([${JSON.stringify(path.join(projectDir, "probe.ts"))}]);
    const { o200kState } = await import(${JSON.stringify(path.join(dist, "tokens", "index.js"))});
    console.log(JSON.stringify({ loaded: o200kState().loaded, messages: result.messages.map((m) => m.ruleId ? m.ruleId + " " + m.messageId : m.message) }));
  `;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as { loaded: boolean; messages: string[] };
}

describe("the tokenizer is loaded lazily", () => {
  it("is built", () => expect(existsSync(path.join(dist, "tokens", "index.js"))).toBe(true));

  it("a lint whose rules count nothing does not load it", () => {
    expect(lintAndAsk({ "tool-schema/invalid-name": "error", "tool-schema/root-not-object": "error" }, small)).toEqual({ loaded: false, messages: [] });
  }, 60_000);

  it("the cost rules do not load it for definitions and sets that cannot pass their budgets", () => {
    expect(lintAndAsk({ "tool-schema/heavy-definition": "warn", "tool-schema/tool-set-budget": "warn" }, small)).toEqual({ loaded: false, messages: [] });
  }, 60_000);

  it("heavy-definition loads it for a definition that may pass the budget at an OpenAI destination", () => {
    expect(lintAndAsk({ "tool-schema/heavy-definition": "warn" }, large)).toEqual({ loaded: true, messages: ["tool-schema/heavy-definition heavy"] });
  }, 60_000);
});
