import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReportTool as ReportedTool } from "../../src/cli/report.js";
import { parseArgs, report } from "../../src/cli/report.js";

const root = path.join(import.meta.dirname, "..", "..");
const formsDir = path.join(root, "tests", "fixtures", "forms");
const cli = path.join(root, "dist", "cli", "main.js");

function runCli(args: string[], cwd = formsDir) {
  return spawnSync(process.execPath, [cli, ...args], { cwd, encoding: "utf8" });
}

describe("tool-schema report", () => {
  let tools: ReportedTool[];
  beforeAll(async () => {
    const args = parseArgs(["report"]);
    if (typeof args === "string") throw new Error(args);
    const result = await report(args, formsDir);
    expect(result.notes).toEqual([]);
    tools = result.tools;
  });

  it("finds every input form and says how each was resolved", () => {
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name} ${t.route}`)).toEqual([
      "json.ts:5 json_inline literal",
      "json.ts:20 json_spread literal",
      "other.ts:8 standard_input inferred",
      "other.ts:11 no_input none",
      "other.ts:14 strict_json literal",
      "typed.ts:14 typed_argument type",
      "typed.ts:17 typed_parameter type",
      "typed.ts:23 typed_generic type",
      "zod.ts:8 zod_plain zod",
      "zod.ts:23 zod_strict zod",
      "zod.ts:30 zod3_json zod3",
    ]);
  });

  it("gives the schema as sent, per input form", () => {
    for (const tool of tools) {
      expect({ route: tool.route, findings: tool.findings.map((f) => `${f.severity} ${f.code} ${f.path} [${f.targets.join(", ")}]`), schema: tool.schema }).toMatchSnapshot(tool.name ?? "");
    }
  });

  it("prints JSON with tokens and a 16-hex hash per tool", () => {
    const run = runCli(["report", "--json"]);
    expect(run.status).toBe(0);
    const parsed = JSON.parse(run.stdout) as { tools: ReportedTool[] };
    expect(parsed.tools.map((t) => t.name)).toEqual(tools.map((t) => t.name));
    for (const tool of parsed.tools) {
      expect(Object.keys(tool)).toEqual([
        "file", "line", "framework", "form", "name", "tokens", "tokensBy", "set", "schemaHash", "route", "findings", "schema", "destinationsFrom", "via", "destinations", "typesFrom",
      ]);
      // Every file of the fixture is in its tsconfig.
      expect(tool.typesFrom).toBe("tsconfig");
      expect(tool.schemaHash).toMatch(/^[0-9a-f]{16}$/);
      expect(tool.tokens).toBeGreaterThan(0);
    }
  });

  it("says where each tool is sent and what each destination receives", () => {
    const own = JSON.parse(runCli(["report", "typed.ts", "--json"]).stdout) as { tools: ReportedTool[] };
    const typed = own.tools.find((t) => t.name === "typed_argument")!;
    expect(typed.destinationsFrom).toBe("framework");
    expect(typed.via).toBe("by its OpenAI (strict mode), Anthropic and Gemini adapters");
    expect(typed.destinations.map(({ target, mode, field, name }) => ({ target, mode, field, name }))).toEqual([
      { target: "openai-strict", mode: "strict", field: "parameters", name: "typed_argument" },
      { target: "anthropic", mode: "non-strict", field: "input_schema", name: "typed_argument" },
      { target: "google", mode: "non-strict", field: "parametersJsonSchema", name: "typed_argument" },
    ]);
    // @warlock.js/ai rewrites nothing per provider: every destination receives the schema as sent.
    for (const destination of typed.destinations) expect(destination.schema).toEqual(typed.schema);
    // OpenAI is counted with o200k, the others estimated; the tool's figure is the largest.
    expect(typed.destinations.map((d) => d.tokensBy)).toEqual(["o200k", "estimate", "estimate"]);
    expect(typed.tokens).toBe(Math.max(...typed.destinations.map((d) => d.tokens)));
    const asserted = JSON.parse(runCli(["report", "typed.ts", "--json", "--targets", "bedrock"]).stdout) as { tools: ReportedTool[] };
    const bedrock = asserted.tools.find((t) => t.name === "typed_argument")!;
    expect([bedrock.destinationsFrom, bedrock.via, bedrock.destinations.map((d) => [d.target, d.field])]).toEqual([
      "targets",
      "as the targets setting asserts",
      [["bedrock", "inputSchema.json"]],
    ]);
    const shown = runCli(["report", "typed.ts", "--show-sent"]).stdout;
    expect(shown).toContain("  sent to openai-strict, anthropic, google (by its OpenAI (strict mode), Anthropic and Gemini adapters)");
    expect(shown).toContain(`  → anthropic (non-strict, input_schema) as "typed_argument", ~${typed.destinations[1].tokens} tokens: ${JSON.stringify(typed.schema)}`);
    expect(shown).toContain(`  → openai-strict (strict, parameters) as "typed_argument", ${typed.destinations[0].tokens} tokens: `);
  });

  it("prints text, gates CI with --fail and honours --targets", () => {
    const text = runCli(["report", "typed.ts"]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("typed.ts:14  typed_argument  @warlock.js/ai ai.tool()  ~");
    expect(text.stdout).toContain("3 tool definition(s)");
    const failing = runCli(["report", "zod.ts", "--fail"]);
    expect(failing.status).toBe(1);
    const anthropicOnly = runCli(["report", "zod.ts", "--fail", "--targets", "anthropic"]);
    expect(anthropicOnly.status).toBe(0);
  });

  it("rejects bad arguments with a clear message", () => {
    const bad = runCli(["report", "--targets", "openai-nonstrict"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('command line.targets[0] is "openai-nonstrict", which is not a known target. Allowed: openai-strict, anthropic, google, openai, anthropic-strict, google-parameters, bedrock, mcp, mistral, groq, xai, deepseek, deepseek-strict, openrouter, cohere, cohere-strict, ollama.');
    expect(runCli(["lint"]).status).toBe(2);
    expect(runCli(["--help"]).stdout).toContain("Usage: tool-schema report");
  });
});

describe("tool-schema report on a project of its own", () => {
  const scratch = path.join(root, "scratch");
  mkdirSync(scratch, { recursive: true });
  const project = mkdtempSync(path.join(scratch, "report-"));
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  mkdirSync(path.join(project, "src"), { recursive: true });
  copyFileSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
  writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }));
  const clean = `import { ai } from "@warlock.js/ai";
// eslint-disable-next-line no-console -- an unused directive: a note, not a finding
export const tools = [ai.tool({ name: "a", execute: async () => 1 }), ai.tool({ name: "b", execute: async () => 1 })];
`;

  it("exits 0 with --fail when there is no error finding, and shows what ESLint said apart", () => {
    writeFileSync(path.join(project, "src", "tools.ts"), clean);
    const run = runCli(["report", "--fail", "--json"], project);
    expect(run.status).toBe(0);
    const parsed = JSON.parse(run.stdout) as { tools: ReportedTool[]; sets: unknown[] };
    expect([parsed.tools.map((t) => t.name), parsed.sets]).toEqual([["a", "b"], []]);
    expect(run.stderr).toContain("note: src/tools.ts:2: Unused eslint-disable directive");
  });

  it("counts the tool-set rules: a name used twice in one set fails --fail", () => {
    writeFileSync(path.join(project, "src", "tools.ts"), clean.replace('name: "b"', 'name: "a"'));
    const run = runCli(["report", "--fail", "--json"], project);
    expect(run.status).toBe(1);
    const parsed = JSON.parse(run.stdout) as { sets: { file: string; line: number; code: string; severity: string }[] };
    expect(parsed.sets.map(({ file, line, code, severity }) => ({ file, line, code, severity }))).toEqual([
      { file: "src/tools.ts", line: 3, code: "duplicate-tool-name", severity: "error" },
    ]);
    expect(runCli(["report"], project).stdout).toMatch(/src\/tools\.ts:3 {2}error {3}duplicate-tool-name: Tool name "a" is already used/);
  });

  it("says a set holds at most the tools placed in it by their type", () => {
    writeFileSync(path.join(project, "src", "tools.ts"), clean);
    writeFileSync(
      path.join(project, "src", "server.ts"),
      `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, type ListToolsResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
export const ping: Tool = { name: "ping", description: "Check the server is up.", inputSchema: { type: "object", properties: {} } };
export const echo: Tool = { name: "echo", description: "Echo the text.", inputSchema: { type: "object", properties: { text: { type: "string" } } } };
const loaded: Tool[] = [];
async function listTools(): Promise<ListToolsResult> {
  return { tools: loaded };
}
export const server = new Server({ name: "x", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, () => listTools());
`,
    );
    try {
      const text = runCli(["report", "src/server.ts"], project).stdout;
      expect(text).toMatch(/^src\/server\.ts#server {2}up to 2 tool\(s\) per request \(2 placed by their type, which a choice made at run time may leave out\): anthropic up to ~\d+/m);
      const parsed = JSON.parse(runCli(["report", "--json", "src/server.ts"], project).stdout) as { toolSets: { id: string; tools: number; placedByType?: number }[] };
      expect(parsed.toolSets.map(({ id, tools, placedByType }) => ({ id, tools, placedByType }))).toEqual([{ id: "src/server.ts#server", tools: 2, placedByType: 2 }]);
    } finally {
      rmSync(path.join(project, "src", "server.ts"));
    }
  });

  it("exits 2 for a path that does not exist", () => {
    const run = runCli(["report", "src/nowhere"], project);
    expect([run.status, run.stderr.trim()]).toEqual([2, "No such file or directory: src/nowhere"]);
  });
});
