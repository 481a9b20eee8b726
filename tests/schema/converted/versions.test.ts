import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveConvertedSchema } from "../../../src/schema/converted/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { convertedInitializers, convertedProgram, FIXTURES } from "./program.js";

/**
 * `z.toJSONSchema(S)` as the installed zod release writes it: the same fixture as the converted
 * differential, run here with zod 4.3.6 (the `zod43` devDependency) standing for "zod", and resolved
 * with `installed` answering 4.3.6 for zod (what `installedVersion` reads from a project's
 * node_modules). Every zod 4 call must agree with zod 4.3.6, and the ones zod 4.3 and 4.6 write
 * differently must differ from the 4.6 resolution.
 */
const FILE = "differential.ts";
const program = convertedProgram(FILE);
const checker = program.getTypeChecker();
const calls = [...convertedInitializers(program, FILE)].filter(([name]) => name.startsWith("t"));
const require = createRequire(import.meta.url);

/** The fixture run by the test (never the plugin) with `zod` served by zod 4.3.6. */
function runWithZod43(): Record<string, unknown> {
  const modules: Record<string, () => unknown> = { zod: () => require("zod43"), zod3: () => require("zod3"), "zod-to-json-schema": () => require("zod-to-json-schema") };
  const { outputText } = ts.transpileModule(fs.readFileSync(path.join(FIXTURES, FILE), "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  const exports: Record<string, unknown> = {};
  const fixtureRequire = (specifier: string): unknown => {
    const load = modules[specifier];
    if (!load) throw new Error(`the fixture imports ${specifier}, which the test does not serve`);
    return load();
  };
  new Function("require", "exports", "module", outputText)(fixtureRequire, exports, { exports });
  return exports;
}

const real43 = runWithZod43();
const text = (result: Resolution | undefined) => (result === undefined ? "undefined" : result.ok ? JSON.stringify(result.schema) : `ok:false ${result.reason}`);
const as = (version: string) => (pkg: string) => (pkg === "zod" ? version : undefined);
const rows = calls.map(([name, init]) => ({
  name,
  ours43: text(resolveConvertedSchema(checker, init, as("4.3.6"))),
  ours46: text(resolveConvertedSchema(checker, init, as("4.6.7"))),
  real43: JSON.stringify(real43[name]),
}));

describe("z.toJSONSchema(S) follows the installed zod release", () => {
  it("covers the fixture's zod 4 calls", () => {
    expect(rows.length).toBeGreaterThanOrEqual(15);
  });

  it.each(rows.map((row) => [row.name, row] as const))("%s agrees with zod 4.3.6", (_name, row) => {
    expect(row.ours43).toBe(row.real43);
  });

  it("writes the calls that differ between the releases differently", () => {
    const differing = rows.filter((row) => row.ours43 !== row.ours46).map((row) => row.name);
    // t9 has a nullable (anyOf before 4.5), t19 a nullish, t7 an email pattern.
    expect(differing).toEqual(expect.arrayContaining(["t7", "t9", "t19"]));
    expect(rows.find((row) => row.name === "t9")!.ours43).toContain('"b":{"anyOf":[{"type":"boolean"},{"type":"null"}]}');
    expect(rows.find((row) => row.name === "t9")!.ours46).toContain('"b":{"type":["boolean","null"]}');
  });
});
