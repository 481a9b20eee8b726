import { createRequire } from "node:module";
import path from "node:path";
import ts from "typescript";
import { COMPILER_OPTIONS } from "../zod-chain/program.js";
import { exportedInitializers, loadFixture } from "../zod3-chain/program.js";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/converted");

const require = createRequire(import.meta.url);
/**
 * What the fixtures' imports are at runtime: zod 3 is the `zod3` alias (zod@3.25.76), zod 4 is
 * `zod` (4.6.7), and the converter is the installed zod-to-json-schema 3.25.2.
 */
const RUNTIME_MODULES: Record<string, () => unknown> = {
  zod: () => require("zod"),
  zod3: () => require("zod3"),
  "zod/v4": () => require("zod/v4"),
  "zod-to-json-schema": () => require("zod-to-json-schema"),
};

const programs = new Map<string, ts.Program>();

/** One program over a fixture file of this folder (no path mapping: `zod` is zod 4, `zod3` zod 3). */
export function convertedProgram(fileName: string): ts.Program {
  let program = programs.get(fileName);
  if (!program) programs.set(fileName, (program = ts.createProgram([path.join(FIXTURES, fileName)], COMPILER_OPTIONS)));
  return program;
}

export function convertedInitializers(program: ts.Program, fileName: string): Map<string, ts.Expression> {
  return exportedInitializers(program, fileName, FIXTURES);
}

/** Runs the fixture (the test, never the plugin): its exports are what the converters really return. */
export function convertedValues(fileName: string): Record<string, unknown> {
  return loadFixture(fileName, FIXTURES, RUNTIME_MODULES);
}
