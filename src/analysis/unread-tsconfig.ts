// What TypeScript could not read of the tsconfig a program was made from (an `extends` naming a package
// that is not installed, broken JSON, a referenced project that does not exist). typescript-eslint's
// project service still makes the program from the rest, and the lint goes on without a word; paths,
// types or options from the unread part are missing, so tools reached through them may not be found.
import path from "node:path";
import ts from "../util/typescript.cjs";

export interface UnreadTsconfig {
  /** The tsconfig's path. */
  readonly config: string;
  /** TypeScript's own sentences, in order, each once. */
  readonly problems: readonly string[];
}

/** "No inputs were found": a tsconfig that includes nothing of its own (a solution's root) is not a problem. */
const NO_INPUTS = 18003;

const byProgram = new WeakMap<ts.Program, UnreadTsconfig | null>();

/** Once per program: the tsconfig it was made from and what of it could not be read; undefined when all of it was. */
export function unreadTsconfig(program: ts.Program): UnreadTsconfig | undefined {
  const known = byProgram.get(program);
  if (known !== undefined) return known ?? undefined;
  const found = readProblems(program);
  byProgram.set(program, found ?? null);
  return found;
}

function readProblems(program: ts.Program): UnreadTsconfig | undefined {
  const options = program.getCompilerOptions();
  // Both are set on the options of a program made from a tsconfig (TypeScript keeps them for its own
  // diagnostics); a program made from options alone has neither and nothing to say here.
  const config = typeof options.configFilePath === "string" ? options.configFilePath : undefined;
  if (!config) return undefined;
  // The project service keeps what it could not read on the tsconfig's own tree, not in the program's
  // diagnostics; a program made by `createProgram` with a parsed command line has them there.
  const configFile = options.configFile as { parseDiagnostics?: readonly ts.Diagnostic[] } | undefined;
  const diagnostics = [...program.getConfigFileParsingDiagnostics(), ...(configFile?.parseDiagnostics ?? [])];
  const problems = new Set(
    diagnostics
      .filter((d) => d.category === ts.DiagnosticCategory.Error && d.code !== NO_INPUTS)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, " ")),
  );
  // TypeScript says nothing of a referenced project that does not exist until something builds it.
  for (const reference of program.getProjectReferences() ?? []) {
    const referenced = ts.resolveProjectReferencePath(reference);
    if (!ts.sys.fileExists(referenced)) problems.add(`Referenced project '${path.relative(path.dirname(config), referenced)}' not found.`);
  }
  return problems.size > 0 ? { config, problems: [...problems] } : undefined;
}

/** Programs whose unread tsconfig was already reported: a rule says it at one file per program. */
const reported = new WeakSet<ts.Program>();

/**
 * What to report the first time a file of the program asks (a rule asks at files that import a
 * framework: the files through which tools come); undefined after that and when the tsconfig was read
 * in full.
 */
export function unreadTsconfigToReport(program: ts.Program): UnreadTsconfig | undefined {
  if (reported.has(program)) return undefined;
  const unread = unreadTsconfig(program);
  if (!unread) return undefined;
  reported.add(program);
  return unread;
}
