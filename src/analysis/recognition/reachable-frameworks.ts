import ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { packageOf, programPackages } from "./program-packages.js";

/**
 * Whether any tool can exist in the program at all, decided once per program before any checker call:
 * a tool is made, typed or taken by a framework, so some file of the program (the project's own, a
 * workspace package's, a package's declarations) must import one of the frameworks' packages, or hold
 * a declaration file of one. A program where none does (a library, a web app without agents) gets no
 * further work from the plugin: the price of looking, where there is nothing to find, is this loop.
 *
 * Import specifiers are read as written, so a framework imported but not installed (a checkout before
 * `install`, an ambient `declare module`) still counts. A user's own factory from a file (`callees`)
 * keeps every program open, since that file is the framework.
 */
export function programReachesFrameworks(program: ts.Program, frameworks: readonly FrameworkModule[]): boolean {
  return presentFrameworks(program, frameworks).length > 0;
}

/**
 * The frameworks a program can reach, one scan of its files per program: a file imports, re-exports or
 * declares one of a framework's packages, or the program holds a declaration file of one.
 * A framework none of whose packages is there can have no site in the program: no value can be typed
 * with its classes, and no import names it. Callee frameworks (`files`) are always kept. The same
 * subset is the same array (by content), so what is cached per framework list stays shared.
 */
export function presentFrameworks(program: ts.Program, frameworks: readonly FrameworkModule[]): readonly FrameworkModule[] {
  let byFrameworks = present.get(program);
  if (!byFrameworks) present.set(program, (byFrameworks = new WeakMap()));
  let subset = byFrameworks.get(frameworks);
  if (!subset) byFrameworks.set(frameworks, (subset = sameSubset(frameworks, presentIn(program, frameworks))));
  return subset;
}

const present = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], readonly FrameworkModule[]>>();
const subsets = new WeakMap<readonly FrameworkModule[], Map<string, readonly FrameworkModule[]>>();

function presentIn(program: ts.Program, frameworks: readonly FrameworkModule[]): FrameworkModule[] {
  const packages = programPackages(program);
  return frameworks.filter((framework) => (framework.files !== undefined && framework.files.length > 0) || framework.packages.some((name) => packages.has(packageOf(name))));
}

/** The subset as one array per distinct content, for each full list. */
function sameSubset(frameworks: readonly FrameworkModule[], subset: FrameworkModule[]): readonly FrameworkModule[] {
  if (subset.length === frameworks.length) return frameworks;
  let known = subsets.get(frameworks);
  if (!known) subsets.set(frameworks, (known = new Map()));
  const key = subset.map((framework) => frameworks.indexOf(framework)).join(",");
  let kept = known.get(key);
  if (!kept) known.set(key, (kept = subset));
  return kept;
}
