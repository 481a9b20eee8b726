// Whether some tsconfig includes a file, decided before linting: a file none includes goes straight
// to the fallback program, so typescript-eslint's project service never builds a default project for
// it only to refuse it.
import path from "node:path";
import ts from "../util/typescript.cjs";

const CONFIG_NAMES = ["tsconfig.json", "jsconfig.json"];

export interface TsconfigCover {
  /** True when a tsconfig in the file's directory or above, or a project it references, includes the file. */
  covers(file: string): boolean;
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

/**
 * Looks the way TypeScript's project service does: the nearest tsconfig (or jsconfig), the projects
 * it references, then the ones further up. When in doubt it answers true: such a file is linted with
 * the user's config first, and falls back only if typescript-eslint finds no program for it.
 */
export function createTsconfigCover(): TsconfigCover {
  const included = new Map<string, ReadonlySet<string> | undefined>();
  const problems = new Map<string, string>();

  function filesOf(configPath: string, seen: Set<string>): ReadonlySet<string> | undefined {
    if (included.has(configPath)) return included.get(configPath);
    included.set(configPath, undefined);
    let parsed: ts.ParsedCommandLine | undefined;
    try {
      parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, quietHost);
    } catch {
      parsed = undefined;
    }
    const errors = (parsed?.errors ?? []).filter((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS);
    if (errors.length > 0) problems.set(configPath, errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")).join("; "));
    // A tsconfig that cannot be read might include anything: count it as including everything below it.
    if (!parsed) return undefined;
    const files = new Set(parsed.fileNames.map((f) => path.resolve(f)));
    for (const reference of parsed.projectReferences ?? []) {
      const referenced = ts.resolveProjectReferencePath(reference);
      if (seen.has(referenced)) continue;
      seen.add(referenced);
      const more = filesOf(referenced, seen);
      if (!more) return undefined;
      for (const f of more) files.add(f);
    }
    included.set(configPath, files);
    return files;
  }

  return {
    covers(file) {
      const absolute = path.resolve(file);
      for (let dir = path.dirname(absolute); ; dir = path.dirname(dir)) {
        for (const name of CONFIG_NAMES) {
          const configPath = path.join(dir, name);
          if (!ts.sys.fileExists(configPath)) continue;
          const files = filesOf(configPath, new Set([configPath]));
          if (!files || files.has(absolute)) return true;
        }
        if (path.dirname(dir) === dir) return false;
      }
    },
    problems: () => problems,
  };
}
