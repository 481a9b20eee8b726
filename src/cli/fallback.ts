// Types for the files no tsconfig includes (examples, scripts) or the ESLint config lints untyped: one
// program with default compiler options holds all of them, so the report still resolves their tools.
import ts from "../util/typescript.cjs";

/**
 * What typescript-eslint says when it has no program for a file: the project service found no
 * tsconfig that includes it, or none of the `parserOptions.project` tsconfigs does (worded one way
 * for a watch, another for a single run). Any other fatal message (a syntax error) is the file's own
 * problem and stays a note.
 */
const NO_PROJECT = /was not found by the project service|with type information from `parserOptions\.project`|The file was not found in any of the provided project/;

export function lacksProgram(message: { readonly fatal?: boolean; readonly message: string }): boolean {
  return message.fatal === true && NO_PROJECT.test(message.message);
}

/**
 * Options for code that has no tsconfig of its own: today's module syntax, packages resolved as a
 * bundler does (their `exports` and types, from the file's own node_modules), strict like most
 * projects. `types: []` keeps every `@types` package in the tree out of the program.
 */
export const FALLBACK_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.Preserve,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  types: [],
};

/** One program for every file outside the tsconfigs, built once: files importing each other share it. */
export function fallbackProgram(files: readonly string[]): ts.Program {
  return ts.createProgram({ rootNames: [...files], options: FALLBACK_OPTIONS });
}

export const FALLBACK_NOTES = {
  outside: "no tsconfig includes this file, so its project's types were not available: analysed with default compiler options",
  untyped: "the ESLint config gives this file no type information: analysed with default compiler options",
} as const;
