// The files the report lints: the TypeScript files under the given paths that the ESLint config
// lints, as that config's own `files` and `ignores` say (nothing added on top of them).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { ESLint } from "eslint";
import { isTestFile, packageOf } from "../analysis/recognition/imports.js";
import { specifiersOf } from "./prefilter.js";

/** Where the plugin's rules apply (the presets' files); declaration files hold no definitions. */
const TS_FILE = /\.(?:ts|tsx|mts|cts)$/;
const DECLARATION = /\.d\.(?:ts|mts|cts)$|\.d\.[^.]+\.ts$/;
/** Never walked: ESLint ignores them by default, and a dependency's code is not the user's tools. */
const SKIPPED_DIRS = new Set(["node_modules", ".git"]);

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(full, out);
    } else if (entry.isFile() && TS_FILE.test(entry.name) && !DECLARATION.test(entry.name)) out.push(full);
  }
}

/**
 * Absolute paths of the TypeScript files under `paths` that `eslint`'s config lints (`linted`), and of
 * those it does not (`skipped`: outside its `files`, or in its `ignores`), each sorted.
 */
export async function lintedFiles(eslint: ESLint, paths: readonly string[], cwd: string): Promise<{ readonly linted: string[]; readonly skipped: string[] }> {
  const found: string[] = [];
  for (const given of paths) {
    const absolute = path.resolve(cwd, given);
    if (statSync(absolute).isDirectory()) walk(absolute, found);
    else if (TS_FILE.test(absolute)) found.push(absolute);
  }
  const unique = [...new Set(found)].sort();
  const configured = await Promise.all(unique.map(async (file) => (await eslint.calculateConfigForFile(file)) !== undefined));
  return { linted: unique.filter((_, i) => configured[i]), skipped: unique.filter((_, i) => !configured[i]) };
}

/**
 * The files among `files` whose text imports a framework's package directly, tests left out: where a
 * config that skips them hides tools from the report (a test's tools are usually skipped on purpose).
 */
export function frameworkImporters(files: readonly string[], packages: ReadonlySet<string>, read: (file: string) => string): string[] {
  return files.filter((file) => !isTestFile(file) && specifiersOf(read(file)).some((specifier) => packages.has(packageOf(specifier))));
}
