import type { FrameworkModule } from "../../frameworks/types.js";
import { packageOf } from "./imports.js";

/**
 * The packages a framework list is imported from (`@modelcontextprotocol/sdk` for its `…/server/mcp.js`),
 * built once per list. The list is kept per settings (`context.ts`), so the cheap file gate, the sites'
 * names, the seam index and the front door all ask for one set instead of each building its own.
 */
export function frameworkPackages(frameworks: readonly FrameworkModule[]): ReadonlySet<string> {
  let packages = packagesOf.get(frameworks);
  if (!packages) packagesOf.set(frameworks, (packages = new Set(frameworks.flatMap((f) => f.packages.map(packageOf)))));
  return packages;
}

const packagesOf = new WeakMap<readonly FrameworkModule[], ReadonlySet<string>>();
