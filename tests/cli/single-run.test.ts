// The report's first pass turns typescript-eslint's single run off where a file starts with `#!`, and
// only there: such a file would be read through a second program of the whole project.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startsWithShebang, withSingleRunFitFor } from "../../src/cli/single-run.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "single-run-"));
const file = (name: string, text: string) => {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
};
const script = file("cli.ts", "#!/usr/bin/env node\nexport const run = 1;\n");
const module = file("tools.ts", "export const tools = [];\n");
const hashComment = file("hash.ts", "# not a shebang\n");
const empty = file("empty.ts", "");
const initial = process.env.TSESTREE_SINGLE_RUN;

afterEach(() => {
  if (initial === undefined) delete process.env.TSESTREE_SINGLE_RUN;
  else process.env.TSESTREE_SINGLE_RUN = initial;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("startsWithShebang", () => {
  it.each([
    { at: script, expected: true },
    { at: module, expected: false },
    { at: hashComment, expected: false },
    { at: empty, expected: false },
    { at: path.join(dir, "missing.ts"), expected: false },
  ].map((row) => ({ ...row, name: path.basename(row.at) })))("$name → $expected", ({ at, expected }) => {
    expect(startsWithShebang(at)).toBe(expected);
  });
});

describe("withSingleRunFitFor", () => {
  const seen = async (files: readonly string[], env: string | undefined) => {
    if (env === undefined) delete process.env.TSESTREE_SINGLE_RUN;
    else process.env.TSESTREE_SINGLE_RUN = env;
    const during = await withSingleRunFitFor(files, async () => process.env.TSESTREE_SINGLE_RUN);
    return { during, after: process.env.TSESTREE_SINGLE_RUN };
  };

  it.each([
    { files: [module, script], env: "true", during: "false" },
    { files: [module], env: "true", during: "true" },
    { files: [script], env: undefined, during: undefined },
    { files: [script], env: "false", during: "false" },
  ].map((row) => ({ ...row, names: row.files.map((f) => path.basename(f)).join(", ") })))("$names with TSESTREE_SINGLE_RUN=$env lint with $during and put it back", async ({ files, env, during }) => {
    expect(await seen(files, env)).toEqual({ during, after: env });
  });

  it("puts the setting back when the lint throws", async () => {
    process.env.TSESTREE_SINGLE_RUN = "true";
    await expect(withSingleRunFitFor([script], async () => { throw new Error("lint failed"); })).rejects.toThrow("lint failed");
    expect(process.env.TSESTREE_SINGLE_RUN).toBe("true");
  });
});
