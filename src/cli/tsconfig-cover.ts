// Which tsconfig includes a file, decided before linting: a file none includes goes straight to the
// fallback program, and a file the report builds its own program for gets the options of its tsconfig.
import path from "node:path";
import ts from "../util/typescript.cjs";

const CONFIG_NAMES = ["tsconfig.json", "jsconfig.json"];

export interface TsconfigCover {
  /** True when a tsconfig in the file's directory or above, or a project it references, includes the file. */
  covers(file: string): boolean;
  /**
   * The tsconfig whose own `include`/`files` take the file in (a project that a solution's tsconfig
   * references, when that is where the file is), looked for as `covers` does; undefined when none does.
   */
  owner(file: string): string | undefined;
  /** The tsconfig as TypeScript reads it, errors and all: what could be read of it is kept. */
  parsed(configPath: string): ts.ParsedCommandLine | undefined;
  /**
   * What TypeScript could not read in the tsconfigs looked at so far (an `extends` naming a package
   * that is not installed, a generated file not generated yet, broken JSON), by tsconfig path: their
   * files are still analysed, with types from what the rest of the tsconfig says.
   */
  problems(): ReadonlyMap<string, string>;
}

/** "No inputs were found": a tsconfig that includes nothing (a solution's root) is not a problem here. */
const NO_INPUTS = 18003;

const quietHost: ts.ParseConfigFileHost = { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} };

/** Where a file was looked for: the tsconfig that includes it, "unknown" when one could not be read at all. */
type Found = string | "unknown" | undefined;

/**
 * Looks the way TypeScript's project service does: the nearest tsconfig (or jsconfig), the projects
 * it references, then the ones further up. When in doubt `covers` answers true: such a file is linted
 * with the user's config first, and falls back only if typescript-eslint finds no program for it.
 */
export function createTsconfigCover(): TsconfigCover {
  const parsedConfigs = new Map<string, ts.ParsedCommandLine | undefined>();
  const ownFiles = new Map<string, ReadonlySet<string>>();
  const problems = new Map<string, string>();

  function addProblem(configPath: string, problem: string): void {
    const before = problems.get(configPath);
    if (before?.split("; ").includes(problem)) return;
    problems.set(configPath, before ? `${before}; ${problem}` : problem);
  }

  function parse(configPath: string): ts.ParsedCommandLine | undefined {
    if (parsedConfigs.has(configPath)) return parsedConfigs.get(configPath);
    let parsed: ts.ParsedCommandLine | undefined;
    try {
      parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, quietHost);
    } catch {
      parsed = undefined;
    }
    parsedConfigs.set(configPath, parsed);
    const errors = (parsed?.errors ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS);
    for (const error of errors) addProblem(configPath, ts.flattenDiagnosticMessageText(error.messageText, " "));
    if (parsed) ownFiles.set(configPath, new Set(parsed.fileNames.map((f) => path.resolve(f))));
    // TypeScript says nothing of a referenced project that does not exist until it builds a program.
    for (const reference of parsed?.projectReferences ?? []) {
      const referenced = ts.resolveProjectReferencePath(reference);
      if (!ts.sys.fileExists(referenced)) addProblem(configPath, `Referenced project '${path.relative(path.dirname(configPath), referenced)}' not found.`);
    }
    return parsed;
  }

  /** The tsconfig among `configPath` and the projects it references (through every level) that includes the file. */
  function includer(configPath: string, file: string, seen: Set<string>): Found {
    const parsed = parse(configPath);
    // A tsconfig that cannot be read at all might include anything.
    if (!parsed) return "unknown";
    if (ownFiles.get(configPath)!.has(file)) return configPath;
    for (const reference of parsed.projectReferences ?? []) {
      const referenced = ts.resolveProjectReferencePath(reference);
      if (seen.has(referenced)) continue;
      seen.add(referenced);
      // A referenced project that does not exist includes nothing (`parse` has said so).
      if (!ts.sys.fileExists(referenced)) continue;
      const found = includer(referenced, file, seen);
      if (found) return found;
    }
    return undefined;
  }

  const found = new Map<string, Found>();
  function lookUp(file: string): Found {
    const absolute = path.resolve(file);
    if (found.has(absolute)) return found.get(absolute);
    let result: Found;
    search: for (let dir = path.dirname(absolute); ; dir = path.dirname(dir)) {
      for (const name of CONFIG_NAMES) {
        const configPath = path.join(dir, name);
        if (!ts.sys.fileExists(configPath)) continue;
        result = includer(configPath, absolute, new Set([configPath]));
        if (result) break search;
      }
      if (path.dirname(dir) === dir) break;
    }
    found.set(absolute, result);
    return result;
  }

  return {
    covers: (file) => lookUp(file) !== undefined,
    owner(file) {
      const result = lookUp(file);
      return result === "unknown" ? undefined : result;
    },
    parsed: parse,
    problems: () => problems,
  };
}
