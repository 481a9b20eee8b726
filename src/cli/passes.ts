// The report's lint runs: the files a tsconfig includes through the user's config, then the files it
// gives no program against the report's own programs (their tsconfig's, else default options).
import type { ESLint } from "eslint";
import type ts from "typescript";
import { calleeFramework, frameworks, type FrameworkModule } from "../frameworks/index.js";
import { readPluginSettings } from "../options.js";
import { parser, withProjectService } from "../parser.js";
import { lacksProgram, ownPrograms, unreadableTsconfig } from "./fallback.js";
import { createTsconfigCover } from "./tsconfig-cover.js";
import { withSingleRunFitFor } from "./single-run.js";

/** Files linted per `lintFiles` call: small enough for a progress line that moves, large enough to cost nothing. */
const BATCH = 8;

interface FileConfig {
  readonly settings?: Record<string, unknown>;
  readonly languageOptions?: { readonly parser?: { readonly meta?: { readonly name?: string } }; readonly parserOptions?: { readonly projectService?: unknown } };
}

/** The config ESLint computes for each file (its own `files` and `ignores` already applied). */
export async function configsOf(eslint: ESLint, files: readonly string[]): Promise<Map<string, FileConfig>> {
  const configs = await Promise.all(files.map(async (file) => [file, ((await eslint.calculateConfigForFile(file)) ?? {}) as FileConfig] as const));
  return new Map(configs);
}

/** The framework modules the files' settings recognise: the built-in ones and every `callees` entry. */
export function frameworksOf(configs: ReadonlyMap<string, FileConfig>, cwd: string): FrameworkModule[] {
  const settings = new Set([...configs.values()].map((config) => config.settings));
  const callees = [...settings].flatMap((s) => readPluginSettings(s).callees);
  return [...frameworks, ...callees.map((callee) => calleeFramework(callee, cwd))];
}

interface ParserOptions {
  readonly project?: unknown;
  readonly projectService?: unknown;
  readonly programs?: unknown;
}

/** The options the file is parsed with: the presets' parser (any copy of it) adds the project service where none is named. */
function parserOptionsOf(config: FileConfig | undefined): ParserOptions {
  const given = (config?.languageOptions?.parserOptions ?? {}) as ParserOptions;
  return config?.languageOptions?.parser?.meta?.name === parser.meta?.name ? (withProjectService(given as Parameters<typeof withProjectService>[0]) as ParserOptions) : given;
}

/**
 * Only under the project service (`projectService: true`, no `allowDefaultProject`) is "no tsconfig
 * includes it" the same as "the parser has no program for it"; a `project` list or a default project
 * may cover more, so those files go through the user's config first.
 */
function predictable(config: FileConfig | undefined): boolean {
  return parserOptionsOf(config).projectService === true;
}

/** A file the config lints without type information (typescript-eslint's `disableTypeChecked`, no parser options). */
function untyped(config: FileConfig | undefined): boolean {
  const options = parserOptionsOf(config);
  return !options.project && !options.projectService && !options.programs;
}

/**
 * Why a file was linted against the report's own program: no tsconfig includes it, the config gives
 * it no types, typescript-eslint found no program for it, or stopped on its tsconfig (`parserOptions.project`
 * refuses a tsconfig with any error in it).
 */
export type FallbackReason = "outside" | "untyped" | "refused" | "unreadable" | "unbuilt";

export interface Passes {
  readonly results: ESLint.LintResult[];
  /** The files linted against the report's own programs, and why. */
  readonly fallback: ReadonlyMap<string, FallbackReason>;
  /** The tsconfig each of those files' program was built from; a file not here had default compiler options. */
  readonly tsconfigOf: ReadonlyMap<string, string>;
  /** What typescript-eslint said for each file it stopped on because the file's tsconfig could not be read. */
  readonly refusals: ReadonlyMap<string, string>;
  /** What TypeScript could not read in the tsconfigs of the linted files, by tsconfig path. */
  readonly tsconfigProblems: ReadonlyMap<string, string>;
}

export async function lintPasses(
  files: readonly string[],
  configs: ReadonlyMap<string, FileConfig>,
  eslintFor: (program?: ts.Program) => ESLint,
  onProgress: (done: number, total: number) => void,
  /**
   * After the first pass: the files that import a workspace package whose types are not built, their
   * first reading dropped; they are linted again against the report's own program, which reads that
   * package from its sources (`unbuilt-workspace.ts`).
   */
  unbuilt: () => ReadonlySet<string> = () => new Set(),
): Promise<Passes> {
  const cover = createTsconfigCover();
  const fallback = new Map<string, FallbackReason>();
  for (const file of files) {
    const config = configs.get(file);
    if (untyped(config)) fallback.set(file, "untyped");
    else if (predictable(config) && !cover.covers(file)) fallback.set(file, "outside");
  }
  const inside = files.filter((file) => !fallback.has(file));
  let done = 0;
  const lint = async (eslint: ESLint, batch: readonly string[]) => {
    const results: ESLint.LintResult[] = [];
    for (let i = 0; i < batch.length; i += BATCH) {
      results.push(...(await eslint.lintFiles(batch.slice(i, i + BATCH))));
      done += Math.min(BATCH, batch.length - i);
      onProgress(done, files.length);
    }
    return results;
  };
  const first = await withSingleRunFitFor(inside, () => lint(eslintFor(), inside));
  // A file the prediction missed (a `project` list that leaves it out, a tsconfig typescript-eslint
  // will not read) says so with a parse error.
  const refused = new Set<string>();
  const refusals = new Map<string, string>();
  for (const result of first) {
    const unreadable = result.messages.find(unreadableTsconfig);
    if (unreadable) refusals.set(result.filePath, unreadable.message);
    const reason = unreadable ? "unreadable" : result.messages.some(lacksProgram) ? "refused" : undefined;
    if (!reason) continue;
    refused.add(result.filePath);
    fallback.set(result.filePath, reason);
  }
  for (const file of unbuilt()) {
    if (fallback.has(file) || !files.includes(file)) continue;
    refused.add(file);
    fallback.set(file, "unbuilt");
  }
  const tsconfigOf = new Map<string, string>();
  if (fallback.size === 0) return { results: first, fallback, tsconfigOf, refusals, tsconfigProblems: cover.problems() };
  done -= refused.size;
  // One ESLint per program: typescript-eslint takes the first given program that holds a file, and a
  // file imported by another tsconfig's files must still be linted with its own tsconfig's options.
  const second: ESLint.LintResult[] = [];
  for (const own of ownPrograms([...fallback.keys()], cover)) {
    for (const file of own.files) if (own.tsconfig) tsconfigOf.set(file, own.tsconfig);
    second.push(...(await lint(eslintFor(own.program), own.files)));
  }
  return { results: [...first.filter((r) => !refused.has(r.filePath)), ...second], fallback, tsconfigOf, refusals, tsconfigProblems: cover.problems() };
}
