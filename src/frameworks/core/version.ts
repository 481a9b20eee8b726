// Framework core: the installed version of a package next to the linted file, read from node_modules.
// Version-gated behaviour (`appliesTo`, `sends`) asks here; nothing is imported or run.
import fs from "node:fs";
import path from "node:path";

const found = new Map<string, string | null>();

/**
 * The version of `pkg` that Node would load from `fromFile`: the nearest `node_modules/<pkg>/package.json`
 * up the directory tree. Reads that one JSON file; never loads the package. Undefined when absent.
 */
export function installedVersion(pkg: string, fromFile: string): string | undefined {
  let dir = path.dirname(fromFile);
  const visited: string[] = [];
  for (;;) {
    const key = `${dir}\0${pkg}`;
    const known = found.get(key);
    if (known !== undefined) return remember(visited, pkg, known);
    visited.push(dir);
    const manifest = path.join(dir, "node_modules", pkg, "package.json");
    if (fs.existsSync(manifest)) {
      let version: string | null = null;
      try {
        const parsed = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version?: unknown };
        version = typeof parsed.version === "string" ? parsed.version : null;
      } catch {
        version = null;
      }
      return remember(visited, pkg, version);
    }
    const parent = path.dirname(dir);
    if (parent === dir) return remember(visited, pkg, null);
    dir = parent;
  }
}

function remember(dirs: readonly string[], pkg: string, version: string | null): string | undefined {
  for (const dir of dirs) found.set(`${dir}\0${pkg}`, version);
  return version ?? undefined;
}

/** The numeric [major, minor, patch] of a version string; prerelease tags are ignored. */
export function versionParts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.split(/[.+-]/).slice(0, 3).map((part) => Number.parseInt(part, 10) || 0);
  return [major, minor, patch];
}

/** `version` ≥ `floor`; an unknown version counts as the newest. */
export function atLeast(version: string | undefined, floor: string): boolean {
  if (version === undefined) return true;
  const a = versionParts(version);
  const b = versionParts(floor);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}
