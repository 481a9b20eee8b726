// Whether the report's first pass may be a typescript-eslint single run, file by file. A single run
// reads each file from one program built per tsconfig (typescript-eslint 8.74 and later, under the
// project service), but only when the program's text of the file is what ESLint passes the parser.
// ESLint turns a `#!` line into a comment first, so such a file is read again through the project
// service, a second program of the whole project: on a large package that doubled the report's memory
// (5.2 GB against 2.9 GB) and its time. Where a file to lint starts with `#!`, the project service
// alone reads them all, one program per project.
import { closeSync, openSync, readSync } from "node:fs";

/** The file's first two bytes are `#!` (unreadable files are left to the lint to report). */
export function startsWithShebang(file: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head.toString("latin1") === "#!";
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Runs `lint` with typescript-eslint's single run turned off when one of the files starts with `#!`
 * and a single run was asked for (by `asSingleRun` or the user's environment); the setting is put
 * back afterwards. Results are the same either way: only how many programs are built differs.
 */
export async function withSingleRunFitFor<T>(files: readonly string[], lint: () => Promise<T>): Promise<T> {
  const before = process.env.TSESTREE_SINGLE_RUN;
  if (before !== "true" || !files.some(startsWithShebang)) return lint();
  process.env.TSESTREE_SINGLE_RUN = "false";
  try {
    return await lint();
  } finally {
    process.env.TSESTREE_SINGLE_RUN = before;
  }
}
