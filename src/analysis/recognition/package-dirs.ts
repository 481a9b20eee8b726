// Where a framework's declarations live: a type or class is the framework's when one of its
// declarations is in the framework's package directory under node_modules.
import type ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { packageOf } from "./imports.js";

const packageDirsCache = new WeakMap<FrameworkModule, readonly string[]>();

/** The package directory names a framework's declarations live under in node_modules, built once per framework. */
function packageDirs(framework: FrameworkModule): readonly string[] {
  let dirs = packageDirsCache.get(framework);
  if (!dirs) packageDirsCache.set(framework, (dirs = [...new Set(framework.packages.map((p) => `/node_modules/${packageOf(p)}/`))]));
  return dirs;
}

/** One of the symbol's declarations is in one of the framework's packages. */
export function declaredInFramework(symbol: ts.Symbol, framework: FrameworkModule): boolean {
  const dirs = packageDirs(framework);
  return symbol.declarations?.some((d) => dirs.some((dir) => d.getSourceFile().fileName.includes(dir))) ?? false;
}
