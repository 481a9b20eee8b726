import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { distDir as dist, lintInFreshProcess, scratchProject } from "../support/fresh-process-lint.js";

/**
 * The o200k tokenizer is loaded only when a count for an OpenAI destination is needed. Each case lints
 * in a fresh Node process with the built plugin (module state is per process) and reports how often
 * the process read the plugin's rank table (a probe on `fs.readFileSync`; the encoding's load reads it
 * first, so a lint that never reads it never loaded the encoding from it), which of gpt-tokenizer's CommonJS modules it compiled (a probe on Node's
 * `Module.prototype._compile`, installed before the plugin loads: src/tokens/o200k-require.cts requires
 * them only where the table cannot be read, about a fifth of a second), and how often it read the
 * package's `.tiktoken` data file (the plugin never reads it).
 */

const projectDir = scratchProject("lazy-");
afterAll(() => rmSync(projectDir, { recursive: true, force: true }));

const small = `import { ai } from "@warlock.js/ai";
export const tools = [ai.tool({ name: "ping", description: "Check the service is up.", execute: async () => 1 })];
`;
const large = small.replace("Check the service is up.", "Check the service. ".repeat(200));

interface Probe {
  /** gpt-tokenizer's modules compiled during the lint (paths inside the package), each once. */
  readonly modules: string[];
  /** Times the ranks module (cjs/bpeRanks/o200k_base.js) was compiled. */
  readonly ranksLoads: number;
  /** Reads of gpt-tokenizer's o200k_base.tiktoken during the lint. */
  readonly dataReads: number;
  /** Reads of the plugin's rank table (dist/tokens/o200k-ranks.bin) during the lint. */
  readonly tableReads: number;
  readonly messages: string[];
}

/** Probes on Node's module compiler and on reads of the `.tiktoken` file, installed before the plugin loads. */
const PROBES = `
  import fs from "node:fs";
  import Module, { syncBuiltinESMExports } from "node:module";
  const compiled = [];
  const compile = Module.prototype._compile;
  Module.prototype._compile = function (content, filename, ...rest) {
    const file = filename.replaceAll(String.fromCharCode(92), "/");
    const at = file.lastIndexOf("/node_modules/gpt-tokenizer/");
    if (at !== -1) compiled.push(file.slice(at + "/node_modules/gpt-tokenizer/".length));
    return compile.call(this, content, filename, ...rest);
  };
  let dataReads = 0;
  let tableReads = 0;
  const readFileSync = fs.readFileSync;
  fs.readFileSync = function (file, ...rest) {
    if (String(file).endsWith("o200k_base.tiktoken")) dataReads += 1;
    if (String(file).endsWith("o200k-ranks.bin")) tableReads += 1;
    return readFileSync.call(this, file, ...rest);
  };
  syncBuiltinESMExports();
`;

const PROBE_REPORT = `{
  modules: [...new Set(compiled)].sort(),
  ranksLoads: compiled.filter((file) => file === "cjs/bpeRanks/o200k_base.js").length,
  dataReads,
  tableReads,
}`;

function lintAndAsk(rules: Record<string, string>, code: string | Record<string, string>): Probe {
  const files = typeof code === "string" ? { "probe.ts": code } : code;
  return lintInFreshProcess<Omit<Probe, "messages">>({ projectDir, files, rules, before: PROBES, report: PROBE_REPORT });
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
  it("is built", () => expect(existsSync(path.join(dist, "tokens", "o200k-require.cjs"))).toBe(true));

  it("the built plugin loads gpt-tokenizer from one module only, by require (no import the probe could miss)", () => {
    const files = readdirSync(dist, { recursive: true, encoding: "utf8" }).filter((file) => /\.c?js$/.test(file));
    const naming = files.filter((file) => /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']gpt-tokenizer/.test(readFileSync(path.join(dist, file), "utf8")));
    expect(naming.map((file) => file.split(path.sep).join("/"))).toEqual(["tokens/o200k-require.cjs"]);
  });

  it("a lint whose rules count nothing does not load it", () => {
    expect(lintAndAsk({ "tool-schema/invalid-name": "error", "tool-schema/root-not-object": "error" }, small)).toEqual({ modules: [], ranksLoads: 0, dataReads: 0, tableReads: 0, messages: [] });
  }, 60_000);

  it("the recommended preset without its counting rules never reads the o200k data, even for a definition far over the token budget", async () => {
    const rules = await recommendedWithoutCounting();
    expect(Object.keys(rules).length).toBeGreaterThan(5);
    // oversized-description shows the definition was read and checked; nothing asked for its tokens.
    expect(lintAndAsk(rules, large)).toEqual({ modules: [], ranksLoads: 0, dataReads: 0, tableReads: 0, messages: ["tool-schema/oversized-description descriptionTooLong"] });
  }, 60_000);

  it("invalid-name checking the key an AI SDK tools object gives a large tool defined elsewhere does not read it", () => {
    const files = {
      "weather.ts": `import { tool } from "ai";\nimport { z } from "zod";\nexport const weather = tool({ description: "${"Report the weather. ".repeat(200)}", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });\n`,
      "agent.ts": `import { weather } from "./weather.js";\nexport const chat = { "get weather": weather };\n`,
    };
    expect(lintAndAsk({ "tool-schema/invalid-name": "error" }, files)).toEqual({ modules: [], ranksLoads: 0, dataReads: 0, tableReads: 0, messages: ["tool-schema/invalid-name invalidName"] });
  }, 60_000);

  it("the cost rules do not load it for definitions and sets that cannot pass their budgets", () => {
    expect(lintAndAsk({ "tool-schema/heavy-definition": "warn", "tool-schema/tool-set-budget": "warn" }, small)).toEqual({ modules: [], ranksLoads: 0, dataReads: 0, tableReads: 0, messages: [] });
  }, 60_000);

  it("heavy-definition loads it, once, for a definition that may pass the budget at an OpenAI destination: the plugin's rank table, nothing of gpt-tokenizer", async () => {
    const rules = { ...(await recommendedWithoutCounting()), "tool-schema/heavy-definition": "warn" };
    const probe = lintAndAsk(rules, large);
    expect(probe).toEqual({ modules: [], ranksLoads: 0, dataReads: 0, tableReads: 1, messages: expect.arrayContaining(["tool-schema/heavy-definition heavy"]) as unknown as string[] });
  }, 60_000);
});
