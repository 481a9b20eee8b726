import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asSingleRun, filesOf, missingPaths, report } from "./report.js";
import { diffLocks, isEmptyDiff, renderMarkdown, renderText } from "./snapshot-diff.js";
import { LOCK_FILE, lockOf, parseLock, serializeLock } from "./snapshot-lock.js";

export const SNAPSHOT_USAGE = `Usage: tool-schema snapshot [paths…] [--check] [--format text|markdown]

Writes ${LOCK_FILE} in the current directory: every tool definition under the paths (default: .),
with its file, set, name as sent, schema and description hashes and tokens per destination, and each
set's tokens per request.
  --check            compare the code with ${LOCK_FILE} instead of writing it; exit 1 and print
                     what changed (tools added, removed, renamed or changed, tokens per set)
  --format markdown  print the comparison as Markdown tables (for a CI job summary)
Exit codes: 0 written or unchanged, 1 the code differs from the lock file (--check), 2 usage error,
missing path, missing lock file with --check, configuration error, or (--check) a file that may hold
tools not analysed or importing a package that is not installed.`;

interface SnapshotArgs {
  readonly paths: string[];
  readonly check: boolean;
  readonly format: "text" | "markdown";
}

export function parseSnapshotArgs(argv: readonly string[]): SnapshotArgs | string {
  const paths: string[] = [];
  let check = false;
  let format: SnapshotArgs["format"] = "text";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--check") check = true;
    else if (arg === "--format") {
      const value = argv[++i];
      if (value !== "text" && value !== "markdown") return `--format takes text or markdown, got ${value === undefined ? "nothing" : `"${value}"`}.\n\n${SNAPSHOT_USAGE}`;
      format = value;
    } else if (arg === "--help") return SNAPSHOT_USAGE;
    else if (arg.startsWith("--")) return `Unknown option "${arg}".\n\n${SNAPSHOT_USAGE}`;
    else paths.push(arg);
  }
  return { paths: paths.length > 0 ? paths : ["."], check, format };
}

/** `tool-schema snapshot …`: the exit code, after printing what it has to say. */
export async function runSnapshot(argv: readonly string[], cwd: string): Promise<number> {
  const args = parseSnapshotArgs(argv);
  if (typeof args === "string") {
    (args === SNAPSHOT_USAGE ? console.log : console.error)(args);
    return args === SNAPSHOT_USAGE ? 0 : 2;
  }
  const missing = missingPaths(args.paths, cwd);
  if (missing.length > 0) {
    console.error(`No such file or directory: ${missing.join(", ")}`);
    return 2;
  }
  const lockPath = path.join(cwd, LOCK_FILE);
  let before;
  if (args.check) {
    if (!existsSync(lockPath)) {
      console.error(`No ${LOCK_FILE} in ${cwd} to check against: run \`tool-schema snapshot\` first and commit the file.`);
      return 2;
    }
    before = parseLock(readFileSync(lockPath, "utf8"));
    if (typeof before === "string") {
      console.error(`${LOCK_FILE} cannot be read: ${before}. Run \`tool-schema snapshot\` to write it again.`);
      return 2;
    }
  }
  const { tools, notes, unanalysed, notInstalled } = await asSingleRun(() => report({ paths: args.paths, json: false, showSent: false, fail: false, options: {} }, cwd));
  for (const note of notes) console.error(`note: ${note}`);
  // The lock cannot speak for files that were not read, nor for tools read without their packages'
  // types: say so, and a check fails on them (exit 2).
  const uninstalled = filesOf(notInstalled);
  const missed =
    unanalysed.length > 0
      ? `${unanalysed.length} file(s) that may hold tools could not be analysed (see the notes), so ${LOCK_FILE} does not cover their tools.`
      : uninstalled > 0
        ? `${uninstalled} file(s) import packages that are not installed (see the notes), so ${LOCK_FILE} may not cover their tools: install them first.`
        : undefined;
  const after = lockOf(tools);
  if (!before) {
    writeFileSync(lockPath, serializeLock(after));
    console.log(`Wrote ${LOCK_FILE}: ${after.tools.length} tool(s) in ${Object.keys(after.sets).length} set(s).`);
    if (missed) console.error(missed);
    return 0;
  }
  const diff = diffLocks(before, after);
  if (args.format === "markdown") console.log(renderMarkdown(diff, LOCK_FILE, after));
  else if (isEmptyDiff(diff)) console.log(`${LOCK_FILE} matches the code: ${after.tools.length} tool(s) in ${Object.keys(after.sets).length} set(s).`);
  else console.log(renderText(diff, LOCK_FILE, after));
  if (missed) {
    console.error(missed);
    return 2;
  }
  return isEmptyDiff(diff) ? 0 : 1;
}
