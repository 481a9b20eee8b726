import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import type { CheckOptions } from "../checks/types.js";
import { validateCheckOptions } from "../options.js";
import { targetIds } from "../providers/index.js";
import { createCollector, type ReportedTool } from "./collect.js";

export const USAGE = `Usage: tool-schema report [paths…] [--json] [--show-sent] [--targets a,b] [--warn-above N] [--fail]

Lists every tool definition found under the paths (default: .), with its name, estimated tokens,
schema hash, how its schema was resolved, where it is sent and its findings.
  --json          print { "tools": [...] } instead of text, with what each destination receives
  --show-sent     print, under each tool, the name and schema each destination receives
  --targets a,b   check these destinations instead of where each framework sends its tools
                  (${targetIds.join(", ")})
  --warn-above N  token budget per definition (default 500)
  --fail          exit 1 when any finding is an error`;

export interface CliArgs {
  paths: string[];
  json: boolean;
  showSent: boolean;
  fail: boolean;
  options: Partial<CheckOptions>;
}

export function parseArgs(argv: readonly string[]): CliArgs | string {
  const [command, ...rest] = argv;
  if (command !== "report") return command === undefined || command === "--help" ? USAGE : `Unknown command "${command}".\n\n${USAGE}`;
  const args: CliArgs = { paths: [], json: false, showSent: false, fail: false, options: {} };
  const raw: Record<string, unknown> = {};
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === "--json") args.json = true;
    else if (arg === "--fail") args.fail = true;
    else if (arg === "--show-sent") args.showSent = true;
    else if (arg === "--targets") raw.targets = (rest[++i] ?? "").split(",").filter(Boolean);
    else if (arg === "--warn-above") raw.warnAboveTokens = Number(rest[++i]);
    else if (arg === "--help") return USAGE;
    else if (arg.startsWith("--")) return `Unknown option "${arg}".\n\n${USAGE}`;
    else args.paths.push(arg);
  }
  try {
    args.options = validateCheckOptions(raw, "command line");
  } catch (error) {
    return (error as Error).message.replace(/^eslint-plugin-tool-schema: /, "");
  }
  if (args.paths.length === 0) args.paths.push(".");
  return args;
}

function hasEslintConfig(cwd: string): boolean {
  return ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts", "eslint.config.mts", "eslint.config.cts"].some(
    (name) => existsSync(path.join(cwd, name)),
  );
}

export async function report(args: CliArgs, cwd: string): Promise<{ tools: ReportedTool[]; errors: string[] }> {
  const { plugin, tools } = createCollector(args.options, cwd);
  const files = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];
  const base = hasEslintConfig(cwd)
    ? []
    : [{ files, languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: cwd } } }];
  const eslint = new ESLint({
    cwd,
    ...(hasEslintConfig(cwd) ? {} : { overrideConfigFile: true }),
    overrideConfig: [...base, { files, plugins: { "tool-schema-report": plugin as never }, rules: { "tool-schema-report/collect": "error" } }],
    errorOnUnmatchedPattern: false,
  });
  const results = await eslint.lintFiles(args.paths);
  const errors = results.flatMap((r) => r.messages.filter((m) => m.fatal || m.ruleId === null).map((m) => `${path.relative(cwd, r.filePath)}:${m.line}: ${m.message}`));
  tools.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { tools, errors };
}

