// The package a file belongs to: the nearest package.json above it that has a name (a dist folder's
// `{ "type": "module" }` is not the package's own). Read once per directory; nothing is imported or run.
import fs from "node:fs";
import path from "node:path";

export interface OwningPackage {
  readonly name: string;
  readonly version: string | undefined;
  /** The folder of its package.json. */
  readonly dir: string;
}

/** Deeper than any package's files lie below its package.json. */
const MAX_LEVELS = 12;

const byDir = new Map<string, OwningPackage | null>();

export function owningPackage(fileName: string): OwningPackage | undefined {
  let dir = path.dirname(fileName);
  const seen: string[] = [];
  let found: OwningPackage | null = null;
  for (let level = 0; level < MAX_LEVELS; level++) {
    const known = byDir.get(dir);
    if (known !== undefined) {
      found = known;
      break;
    }
    seen.push(dir);
    const manifest = readManifest(path.join(dir, "package.json"));
    if (typeof manifest?.name === "string" && manifest.name.length > 0) {
      found = { name: manifest.name, version: typeof manifest.version === "string" ? manifest.version : undefined, dir };
      break;
    }
    const parent = path.dirname(dir);
    // An installed package's folder lies right below `node_modules`: above that is another project.
    if (parent === dir || path.basename(dir) === "node_modules") break;
    dir = parent;
  }
  for (const at of seen) byDir.set(at, found);
  return found ?? undefined;
}

function readManifest(file: string): { name?: unknown; version?: unknown } | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as { name?: unknown; version?: unknown };
  } catch {
    // An unreadable manifest names nothing: the search goes on above it.
    return undefined;
  }
}
