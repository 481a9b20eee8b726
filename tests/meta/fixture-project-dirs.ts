// The suite's fixture projects, the wire suites' fixtures and the example project: every project the
// meta-tests read through the CLI's report or lint file by file (relative to the repository root).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const REPOSITORY_ROOT = path.join(import.meta.dirname, "..", "..");

const withTsconfig = (dir: string) => existsSync(path.join(REPOSITORY_ROOT, dir, "tsconfig.json"));
const subfolders = (dir: string) =>
  readdirSync(path.join(REPOSITORY_ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(dir, entry.name));

export const FIXTURE_PROJECTS: readonly string[] = [
  ...subfolders("tests/fixtures").flatMap((dir) => [dir, ...subfolders(dir)]),
  ...subfolders("tests/wire").map((dir) => `${dir}/fixture`),
  "examples",
].filter((dir) => existsSync(path.join(REPOSITORY_ROOT, dir)) && withTsconfig(dir));
