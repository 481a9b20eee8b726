import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import type { CheckOptions } from "../checks/types.js";
import { validateCheckOptions } from "../options.js";
import { targetIds } from "../providers/index.js";
import { presetSeverity } from "../configs.js";
import { rules } from "../rules/index.js";
import { createCollector, type ReportedTool } from "./collect.js";

export const USAGE = `Usage: tool-schema report [paths…] [--json] [--show-sent] [--targets a,b] [--warn-above N] [--fail]

Lists every tool definition found under the paths (default: .), with its name, estimated tokens,
schema hash, how its schema was resolved, where it is sent and its findings.
  --json          print { "tools": [...] } instead of text, with what each destination receives
  --show-sent     print, under each tool, the name and schema each destination receives
  --targets a,b   check these destinations instead of where each framework sends its tools
                  (${targetIds.join(", ")})
  --warn-above N  token budget per definition (default 500)
  --fail          exit 1 when any finding is an error (tool-set findings included)
Exit codes: 0 clean, 1 error findings with --fail, 2 usage error, missing path or configuration error.`;

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

/** A finding about a set of tools (duplicate names, too many tools), where the set is written. */
export interface SetFinding {
  readonly file: string;
  readonly line: number;
  readonly code: "duplicate-tool-name" | "too-many-tools";
  readonly severity: "error" | "warning";
  readonly message: string;
}

export interface ReportResult {
  readonly tools: ReportedTool[];
  readonly sets: SetFinding[];
  /**
   * What ESLint said that is not a finding: a file it could not parse, an unused `eslint-disable`
   * directive. Shown, never counted: the exit code depends on findings alone.
   */
  readonly notes: string[];
}

/** The paths that do not exist, relative to `cwd`: a usage error, not an empty report. */
export function missingPaths(paths: readonly string[], cwd: string): string[] {
  return paths.filter((p) => !existsSync(path.resolve(cwd, p)));
}

const SET_RULES = ["duplicate-tool-name", "too-many-tools"] as const;

export async function report(args: CliArgs, cwd: string): Promise<ReportResult> {
  const { plugin, tools } = createCollector(args.options, cwd);
  const files = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];
  const ownConfig = hasEslintConfig(cwd);
  const base = ownConfig
    ? []
    : [{ files, languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: cwd } } }];
  // The tool-set rules run under the report's own namespace, whatever the user's config turns on.
  const setRules = Object.fromEntries(
    SET_RULES.map((name) => [`tool-schema-report/${name}`, ["error", ...(name === "duplicate-tool-name" && args.options.targets ? [{ targets: args.options.targets }] : [])]]),
  );
  const reportPlugin = { rules: { ...(plugin.rules ?? {}), ...Object.fromEntries(SET_RULES.map((name) => [name, rules[name]])) } };
  const eslint = new ESLint({
    cwd,
    ...(ownConfig ? {} : { overrideConfigFile: true }),
    overrideConfig: [
      ...base,
      { files, plugins: { "tool-schema-report": reportPlugin as never }, rules: { "tool-schema-report/collect": "error", ...setRules } },
    ],
    errorOnUnmatchedPattern: false,
  });
  const results = await eslint.lintFiles(args.paths);
  const where = (filePath: string, line: number | undefined) => (line ? `${path.relative(cwd, filePath)}:${line}` : path.relative(cwd, filePath));
  const notes = results.flatMap((r) => r.messages.filter((m) => m.fatal || m.ruleId === null).map((m) => `${where(r.filePath, m.line)}: ${m.message}`));
  const sets = results.flatMap((r) =>
    r.messages.flatMap((m): SetFinding[] => {
      const code = SET_RULES.find((name) => m.ruleId === `tool-schema-report/${name}`);
      if (!code) return [];
      return [{ file: path.relative(cwd, r.filePath), line: m.line, code, severity: presetSeverity(code) === "error" ? "error" : "warning", message: m.message }];
    }),
  );
  tools.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { tools, sets, notes };
}

