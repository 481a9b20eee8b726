// A definition that a site of this program reads from a file the program will not lint: another
// package's source reached through `paths` or a workspace link (`packages/shared/src/tools.ts` listed
// by `app/server`), or a package's own `.ts` under node_modules. ESLint lints that file under its own
// tsconfig's program, where nothing lists it, so a tool placed there would be reported by no program
// at all. Such tools stay at the site that sends them (`values.ts`), which is linted here.
import { existsSync } from "node:fs";
import path from "node:path";
import type ts from "../../util/typescript.cjs";

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** The directory of the nearest `tsconfig.json` at or above each directory asked, once per directory. */
const nearestConfigDir = new Map<string, string | undefined>();

function tsconfigDirAbove(dir: string): string | undefined {
  if (nearestConfigDir.has(dir)) return nearestConfigDir.get(dir);
  const parent = path.dirname(dir);
  const found = existsSync(path.join(dir, "tsconfig.json")) ? dir : parent === dir ? undefined : tsconfigDirAbove(parent);
  nearestConfigDir.set(dir, found);
  return found;
}

const rootsByProgram = new WeakMap<ts.Program, ReadonlySet<string>>();

function rootsOf(program: ts.Program): ReadonlySet<string> {
  let roots = rootsByProgram.get(program);
  if (!roots) rootsByProgram.set(program, (roots = new Set(program.getRootFileNames().map((name) => path.resolve(name)))));
  return roots;
}

function isWithin(dir: string, ancestor: string): boolean {
  const relative = path.relative(ancestor, dir);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}

/**
 * True when `file` is in the program only because an import reaches it, and the nearest tsconfig
 * above it is another project's (not the program's own directory or one above it): the project
 * service lints it under that tsconfig. A root of the program (`parserOptions.project` naming a
 * tsconfig that includes it) is linted here. Programs without a tsconfig decide nothing.
 */
export function lintedUnderAnotherProgram(program: ts.Program, file: ts.SourceFile): boolean {
  if (file.isDeclarationFile) return false;
  const fileName = path.resolve(file.fileName);
  if (NODE_MODULES.test(fileName)) return true;
  const config = program.getCompilerOptions().configFilePath;
  if (typeof config !== "string" || rootsOf(program).has(fileName)) return false;
  const own = tsconfigDirAbove(path.dirname(fileName));
  return own !== undefined && !isWithin(path.dirname(path.resolve(config)), own);
}
