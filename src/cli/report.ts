import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import tsParser from "@typescript-eslint/parser";
import type { CheckOptions } from "../checks/types.js";
import { targetIds } from "../providers/index.js";
import { presetSeverity } from "../configs.js";
import { rules } from "../rules/index.js";
import { validateCheckOptions } from "../options.js";
import { createCollector, type ReportedTool } from "./collect.js";
import { notBuiltNote, typesNotes } from "./fallback-notes.js";
import { frameworkImporters, lintedFiles } from "./files.js";
import { configsOf, frameworksOf, lintPasses } from "./passes.js";
import { filesThatMayHoldTools } from "./prefilter.js";
import { thrownInPackage, withoutStrayRejections } from "./stray-rejections.js";
import { missingDependenciesMessage } from "../analysis/missing-dependencies.js";
import { packageOf } from "../analysis/recognition/imports.js";

export const USAGE = `Usage: tool-schema report [paths…] [--json] [--show-sent] [--targets a,b] [--warn-above N] [--fail]
       tool-schema snapshot [paths…] [--check] [--format text|markdown]   (tool-schema snapshot --help)

Lists every tool definition found under the paths (default: .), with its name, estimated tokens,
schema hash, how its schema was resolved, where it is sent and its findings.
  --json          print { "tools": [...] } instead of text, with what each destination receives
  --show-sent     print, under each tool, the name and schema each destination receives
  --targets a,b   check these destinations instead of where each framework sends its tools
                  (${targetIds.join(", ")})
  --warn-above N  token budget per definition (default 500)
  --fail          exit 1 when any finding is an error (tool-set findings included), 2 when a file
                  that may hold tools could not be analysed or imports a package not installed
Only files whose imports can lead to a tool framework are linted; a file your ESLint config gives no
types is analysed with its tsconfig's options (default options when no tsconfig includes it), and a
note on stderr says so. Notes never change the exit code.
Exit codes: 0 clean, 1 error findings with --fail, 2 usage error, missing path, configuration error,
or (with --fail) files not analysed or packages not installed.`;

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

/** The user's flat config file in `cwd`, if any. */
function eslintConfigFile(cwd: string): string | undefined {
  return ["eslint.config.js", "eslint.config.mjs", "eslint.config.cjs", "eslint.config.ts", "eslint.config.mts", "eslint.config.cts"].find((name) =>
    existsSync(path.join(cwd, name)),
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
  readonly tools: ReportTool[];
  readonly sets: SetFinding[];
  /**
   * What ESLint said that is not a finding: a file it could not parse, an unused `eslint-disable`
   * directive. Shown, never counted: the exit code depends on findings alone.
   */
  readonly notes: string[];
  /**
   * Files that may hold tools (the prefilter kept them) but could not be analysed at all, even against
   * the fallback program: ESLint could not parse them. Their tools are missing from `tools`, so a gate
   * (`--fail`, `snapshot --check`) must not pass on them.
   */
  readonly unanalysed: UnanalysedFile[];
  /**
   * The framework packages that files which may hold tools import and that are not installed (a
   * checkout before its install), each with those files. Tools are then found by their imports alone,
   * without types, so a gate must not pass on them either.
   */
  readonly notInstalled: NotInstalled[];
}

export interface NotInstalled {
  readonly package: string;
  readonly files: string[];
}

export interface UnanalysedFile {
  readonly file: string;
  readonly line: number;
  readonly reason: string;
}

/** The paths that do not exist, relative to `cwd`: a usage error, not an empty report. */
export function missingPaths(paths: readonly string[], cwd: string): string[] {
  return paths.filter((p) => !existsSync(path.resolve(cwd, p)));
}

const SET_RULES = ["duplicate-tool-name", "too-many-tools"] as const;

/** A reported tool, and whether its types came from a tsconfig or from the fallback program. */
export type ReportTool = ReportedTool & { readonly typesFrom: "tsconfig" | "fallback" };

export interface ReportRun {
  /** Lint every TypeScript file instead of the ones whose text may hold a tool (to check the prefilter). */
  readonly everyFile?: boolean;
  /** Called as files are linted (the CLI's progress line). */
  readonly onProgress?: (done: number, total: number) => void;
}

/**
 * The report through the user's ESLint config when there is one; when ESLint cannot use it (a plugin
 * it imports is not installed, a parser older than this ESLint), through the report's own config, with
 * a note saying why: the tools are still found, and a gate does not pass on nothing. A setting of this
 * plugin that is wrong stays an error: the user asked for it.
 */
export async function report(args: CliArgs, cwd: string, run: ReportRun = {}): Promise<ReportResult> {
  const configFile = eslintConfigFile(cwd);
  if (!configFile) return reportWith(args, cwd, run, false);
  try {
    // A package the config imports that throws while it loads may also be reported as an unhandled
    // rejection, which would end the process before the fallback (stray-rejections.ts).
    return await withoutStrayRejections(() => reportWith(args, cwd, run, true));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (reason.startsWith(CONFIG_ERROR_PREFIX)) throw error;
    const result = await reportWith(args, cwd, run, false);
    const thrownIn = error instanceof UnusableParser ? undefined : thrownInPackage(error);
    const note = `${configFile}: ESLint could not use it (${reason.split("\n")[0]!.trim()}${thrownIn ? `, thrown in ${thrownIn}` : ""}), so the report linted with its own TypeScript parser and your tsconfigs`;
    return { ...result, notes: [note, ...result.notes] };
  }
}

/** How this plugin's configuration errors begin (src/util/config-error.ts). */
const CONFIG_ERROR_PREFIX = "eslint-plugin-tool-schema: ";

/** Found before linting: no package threw it, so the note names none. */
class UnusableParser extends Error {}

/**
 * ESLint 10 calls `scopeManager.addGlobals` on what each parser returns; a parser written for an older
 * ESLint lacks it and fails on the first file, after its program is built. That program then stays
 * beside the one the report's own run builds, which on a large project is past Node's default heap.
 * Asked of each parser once, on an empty text (no program), before anything is linted.
 */
function refuseParsersEslintCannotUse(configs: Iterable<{ readonly languageOptions?: { readonly parser?: unknown } }>): void {
  if (Number(ESLint.version.split(".")[0]) < 10) return;
  const asked = new Set<unknown>();
  for (const config of configs) {
    const parser = config.languageOptions?.parser as { readonly parseForESLint?: unknown; readonly meta?: { readonly name?: unknown; readonly version?: unknown } } | undefined;
    if (!parser || asked.has(parser) || typeof parser.parseForESLint !== "function") continue;
    asked.add(parser);
    let scopeManager: unknown;
    try {
      scopeManager = (parser.parseForESLint as (code: string, options: object) => { readonly scopeManager?: unknown })("", { ecmaVersion: "latest", sourceType: "module" }).scopeManager;
    } catch {
      continue;
    }
    if (scopeManager && typeof (scopeManager as { readonly addGlobals?: unknown }).addGlobals !== "function") {
      const name = [parser.meta?.name, parser.meta?.version].filter((part) => typeof part === "string").join(" ") || "its parser";
      throw new UnusableParser(`${name} gives no \`scopeManager.addGlobals\`, which ESLint ${ESLint.version} calls on every file`);
    }
  }
}

async function reportWith(args: CliArgs, cwd: string, run: ReportRun, userConfig: boolean): Promise<ReportResult> {
  const { plugin, kept, retake, notInstalled: missingByFile, declared, notBuilt, throughNotBuilt } = createCollector(args.options, cwd);
  const files = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];
  const base = userConfig
    ? []
    : [{ files, languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: cwd } } }];
  // The tool-set rules run under the report's own namespace, whatever the user's config turns on.
  const setRules = Object.fromEntries(
    SET_RULES.map((name) => [`tool-schema-report/${name}`, ["error", ...(name === "duplicate-tool-name" && args.options.targets ? [{ targets: args.options.targets }] : [])]]),
  );
  const reportPlugin = { rules: { ...(plugin.rules ?? {}), ...Object.fromEntries(SET_RULES.map((name) => [name, rules[name]])) } };
  // No `files` here: the report's rules apply to the files the config lints, and the config's own
  // patterns alone decide which those are (a user's `**/*.ts` does not grow a `.tsx` from the report).
  const reportRules = { plugins: { "tool-schema-report": reportPlugin as never }, rules: { "tool-schema-report/collect": "error" as const, ...setRules } };
  // The files the config gives no program get typescript-eslint's `programs` option: the report's own, one per tsconfig.
  const fallbackOptions = (program: unknown) => ({ languageOptions: { parser: tsParser, parserOptions: { programs: [program], projectService: false, project: null } } });
  const eslintFor = (fallback?: unknown) =>
    new ESLint({
      cwd,
      ...(userConfig ? {} : { overrideConfigFile: true }),
      overrideConfig: [...base, reportRules, ...(fallback ? [fallbackOptions(fallback)] : [])] as never,
      errorOnUnmatchedPattern: false,
    });
  const eslint = eslintFor();

  const { linted: all, skipped } = await lintedFiles(eslint, args.paths, cwd);
  const configs = await configsOf(eslint, all);
  if (userConfig) refuseParsersEslintCannotUse(configs.values());
  const candidates = run.everyFile ? all : filesThatMayHoldTools(all, frameworksOf(configs, cwd));
  // Files whose first reading met a workspace package with no built types are read again from its sources.
  const unbuilt = () => {
    const files = new Set([...[...notBuilt.values()].flatMap((entry) => entry.files.map((file) => path.resolve(cwd, file))), ...throughNotBuilt]);
    retake(files);
    notBuilt.clear();
    throughNotBuilt.clear();
    return files;
  };
  const passes = await lintPasses(candidates, configs, eslintFor, run.onProgress ?? (() => {}), unbuilt);

  const relative = (filePath: string) => path.relative(cwd, filePath);
  const where = (filePath: string, line: number | undefined) => (line ? `${relative(filePath)}:${line}` : relative(filePath));
  const { results, fallback, tsconfigOf } = passes;
  const notInstalled = notInstalledPackages(missingByFile).filter((p) => !declared.has(p.package));
  const missingMessage = missingDependenciesMessage(new Map(notInstalled.map((p) => [p.package, p.files])), cwd);
  const hidden = frameworkImporters(skipped, new Set(frameworksOf(configs, cwd).flatMap((f) => f.packages.map(packageOf))), readText);
  const notes = [
    ...(missingMessage ? [missingMessage] : []),
    ...(hidden.length > 0 ? [skippedFilesNote(hidden.map(relative))] : []),
    ...[...notBuilt].sort(([a], [b]) => a.localeCompare(b)).map(([name, { types, files }]) => notBuiltNote(name, types, files)),
    ...typesNotes(passes, relative),
    ...results.flatMap((r) => r.messages.filter((m) => m.fatal || m.ruleId === null).map((m) => `${where(r.filePath, m.line)}: ${m.message}`)),
  ];
  const sets = results.flatMap((r) =>
    r.messages.flatMap((m): SetFinding[] => {
      const code = SET_RULES.find((name) => m.ruleId === `tool-schema-report/${name}`);
      if (!code) return [];
      return [{ file: relative(r.filePath), line: m.line, code, severity: presetSeverity(code, rules) === "error" ? "error" : "warning", message: m.message }];
    }),
  );
  sets.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const unanalysed = results.flatMap((r): UnanalysedFile[] => {
    const fatal = r.messages.find((m) => m.fatal);
    return fatal ? [{ file: relative(r.filePath), line: fatal.line, reason: fatal.message }] : [];
  });
  unanalysed.sort((a, b) => a.file.localeCompare(b.file));
  // Types from the fallback program: the files of the report's own program with default compiler options.
  const fallbackFiles = new Set([...fallback.keys()].filter((file) => !tsconfigOf.has(file)).map(relative));
  const reported = kept().map((tool): ReportTool => ({ ...tool, typesFrom: fallbackFiles.has(tool.file) ? "fallback" : "tsconfig" }));
  reported.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { tools: reported, sets, notes, unanalysed, notInstalled };
}

/** How many files import a package that is not installed. */
export function filesOf(notInstalled: readonly NotInstalled[]): number {
  return new Set(notInstalled.flatMap((p) => p.files)).size;
}

/** Per package not installed, the files importing it, both sorted. */
function notInstalledPackages(byFile: ReadonlyMap<string, readonly string[]>): NotInstalled[] {
  const byPackage = new Map<string, string[]>();
  for (const [file, packages] of byFile) for (const name of packages) byPackage.set(name, [...(byPackage.get(name) ?? []), file]);
  return [...byPackage].sort(([a], [b]) => a.localeCompare(b)).map(([name, files]) => ({ package: name, files: files.sort() }));
}

/**
 * Runs one report as a single run, never a watch: typescript-eslint then builds each program once and
 * does not reload every project each time a file outside them is met. The setting is global to
 * typescript-eslint, so it is put back afterwards for whoever lints next in the same process.
 */
export async function asSingleRun<T>(run: () => Promise<T>): Promise<T> {
  const before = process.env.TSESTREE_SINGLE_RUN;
  process.env.TSESTREE_SINGLE_RUN ??= "true";
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.TSESTREE_SINGLE_RUN;
    else process.env.TSESTREE_SINGLE_RUN = before;
  }
}

/** Files the ESLint config does not lint that import a framework: their tools are not in the report. */
function skippedFilesNote(files: readonly string[]): string {
  const shown = files.slice(0, 3).join(", ") + (files.length > 3 ? `, and ${files.length - 3} more` : "");
  return `${files.length} file(s) that import a tool framework are not linted by your ESLint config (outside its \`files\` or in its \`ignores\`), so their tools are not checked: ${shown}.`;
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
