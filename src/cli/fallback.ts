// The report's own programs, for the files ESLint's config gives none (untyped, outside every tsconfig,
// refused): each file's own tsconfig when one includes it (paths, baseUrl), else default compiler options.
import path from "node:path";
import ts from "../util/typescript.cjs";
import type { TsconfigCover } from "./tsconfig-cover.js";
import { hostReadingUnbuiltSources } from "./unbuilt-workspace.js";

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
 * What typescript-eslint 8 says when a `parserOptions.project` tsconfig has any error (an `extends` not
 * installed, broken JSON): it stops on every file of it, where TypeScript itself reads the rest.
 */
const UNREADABLE_TSCONFIG = "Unable to parse the specified 'tsconfig' file";

export function unreadableTsconfig(message: { readonly fatal?: boolean; readonly message: string }): boolean {
  return message.fatal === true && message.message.includes(UNREADABLE_TSCONFIG);
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

/** One program and the files linted against it; `tsconfig` is where its options come from, if anywhere. */
export interface OwnProgram {
  readonly program: ts.Program;
  readonly files: readonly string[];
  readonly tsconfig?: string;
}

/**
 * One program per tsconfig that includes some of the files (everything it includes, read with what
 * TypeScript could read of it, as typescript-eslint's project service does), and one with default
 * options for the files no tsconfig includes, built once so that files importing each other share it.
 * Project references are not passed: a referenced project's sources are read as they are, so its
 * types are there before it is built; so are a workspace package's whose `types` are not built
 * (`unbuilt-workspace.ts`).
 */
export function* ownPrograms(files: readonly string[], cover: TsconfigCover): Generator<OwnProgram> {
  const byTsconfig = new Map<string | undefined, string[]>();
  for (const file of files) {
    const owner = cover.owner(file);
    byTsconfig.set(owner, [...(byTsconfig.get(owner) ?? []), file]);
  }
  // Made one at a time, as the caller asks for the next: a program of a large package holds gigabytes,
  // and the one linted before is no longer needed by then.
  for (const [tsconfig, group] of byTsconfig) {
    const parsed = tsconfig === undefined ? undefined : cover.parsed(tsconfig);
    if (!tsconfig || !parsed) {
      yield { program: ts.createProgram({ rootNames: group, options: FALLBACK_OPTIONS, host: hostReadingUnbuiltSources(FALLBACK_OPTIONS) }), files: group };
      continue;
    }
    const rootNames = [...new Set([...parsed.fileNames.map((f) => path.resolve(f)), ...group])];
    const options = { ...parsed.options, noEmit: true };
    yield { program: ts.createProgram({ rootNames, options, host: hostReadingUnbuiltSources(options) }), files: group, tsconfig };
  }
}

export const FALLBACK_NOTES = {
  outside: "no tsconfig includes this file, so its project's types were not available: analysed with default compiler options",
  outsideMany: "no tsconfig includes them, so their project's types were not available: analysed with default compiler options",
  untyped: "the ESLint config gives this file no type information: analysed with default compiler options",
  unbuilt: "it imports workspace packages whose declared types are not built, itself or through the project's files it imports: read again with default compiler options and those packages' sources",
} as const;
