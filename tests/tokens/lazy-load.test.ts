import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The o200k tokenizer costs about a quarter of a second to load; a lint must pay it only when a count
 * for an OpenAI destination is needed. Each case lints in a fresh Node process with the built plugin
 * (module state is per process) and reports whether the encoder was loaded, and which reads of the
 * o200k data file the process made (a probe on `fs.readFileSync`, installed before the plugin loads).
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

interface Probe {
  readonly loaded: boolean;
  /** Reads of gpt-tokenizer's o200k_base.tiktoken during the lint. */
  readonly dataReads: number;
  readonly messages: string[];
}

function lintAndAsk(rules: Record<string, string>, code: string | Record<string, string>): Probe {
  const files = typeof code === "string" ? { "probe.ts": code } : code;
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(projectDir, name), text);
  const script = `
    import fs from "node:fs";
    import { syncBuiltinESMExports } from "node:module";
    import { ESLint } from "eslint";
    import tsParser from "@typescript-eslint/parser";
    let dataReads = 0;
    const readFileSync = fs.readFileSync;
    fs.readFileSync = function (file, ...rest) {
      if (String(file).endsWith("o200k_base.tiktoken")) dataReads += 1;
      return readFileSync.call(this, file, ...rest);
    };
    syncBuiltinESMExports();
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
    const results = await eslint.lintFiles(${JSON.stringify(Object.keys(files).map((name) => path.join(projectDir, name)))});
    const { o200kState } = await import(${JSON.stringify(path.join(dist, "tokens", "index.js"))});
    const messages = results.flatMap((result) => result.messages.map((m) => m.ruleId ? m.ruleId + " " + m.messageId : m.message));
    console.log(JSON.stringify({ loaded: o200kState().loaded, dataReads, messages }));
  `;
  try {
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as Probe;
  } finally {
    for (const name of Object.keys(files)) rmSync(path.join(projectDir, name), { force: true });
  }
}

/** The recommended preset's rules, without those that count tokens. */
async function recommendedWithoutCounting(): Promise<Record<string, string>> {
  const { default: plugin } = (await import(path.join(dist, "index.js"))) as { default: { configs: { recommended: { rules: Record<string, unknown> } } } };
  const rules = Object.keys(plugin.configs.recommended.rules).filter((id) => !COUNTING_RULES.includes(id));
  return Object.fromEntries(rules.map((id) => [id, "warn"]));
}

/** The rules that count tokens (heavy-definition per definition, tool-set-budget per set). */
const COUNTING_RULES = ["tool-schema/heavy-definition", "tool-schema/tool-set-budget"];

describe("the tokenizer is loaded lazily", () => {
  it("is built", () => expect(existsSync(path.join(dist, "tokens", "index.js"))).toBe(true));

  it("a lint whose rules count nothing does not load it", () => {
    expect(lintAndAsk({ "tool-schema/invalid-name": "error", "tool-schema/root-not-object": "error" }, small)).toEqual({ loaded: false, dataReads: 0, messages: [] });
  }, 60_000);

  it("the recommended preset without its counting rules never reads the o200k data, even for a definition far over the token budget", async () => {
    const rules = await recommendedWithoutCounting();
    expect(Object.keys(rules).length).toBeGreaterThan(5);
    // oversized-description shows the definition was read and checked; nothing asked for its tokens.
    expect(lintAndAsk(rules, large)).toEqual({ loaded: false, dataReads: 0, messages: ["tool-schema/oversized-description descriptionTooLong"] });
  }, 60_000);

  it("invalid-name checking the key an AI SDK tools object gives a large tool defined elsewhere does not read it", () => {
    const files = {
      "weather.ts": `import { tool } from "ai";\nimport { z } from "zod";\nexport const weather = tool({ description: "${"Report the weather. ".repeat(200)}", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });\n`,
      "agent.ts": `import { weather } from "./weather.js";\nexport const chat = { "get weather": weather };\n`,
    };
    expect(lintAndAsk({ "tool-schema/invalid-name": "error" }, files)).toEqual({ loaded: false, dataReads: 0, messages: ["tool-schema/invalid-name invalidName"] });
  }, 60_000);

  it("the cost rules do not load it for definitions and sets that cannot pass their budgets", () => {
    expect(lintAndAsk({ "tool-schema/heavy-definition": "warn", "tool-schema/tool-set-budget": "warn" }, small)).toEqual({ loaded: false, dataReads: 0, messages: [] });
  }, 60_000);

  it("heavy-definition loads it, once, for a definition that may pass the budget at an OpenAI destination (the probe sees the read)", async () => {
    const rules = { ...(await recommendedWithoutCounting()), "tool-schema/heavy-definition": "warn" };
    const probe = lintAndAsk(rules, large);
    expect(probe).toEqual({ loaded: true, dataReads: 1, messages: expect.arrayContaining(["tool-schema/heavy-definition heavy"]) as unknown as string[] });
  }, 60_000);
});
