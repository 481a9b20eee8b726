// The Node versions package.json promises must be ones every installed runtime dependency (and the
// peers at the versions we test) declares it supports: a dependency that moves to Node 22 only
// would otherwise make `npm i` warn, or fail with engine-strict, for users on Node 20.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly engines?: { readonly node?: string };
  readonly dependencies?: Record<string, string>;
  readonly optionalDependencies?: Record<string, string>;
  readonly peerDependencies?: Record<string, string>;
}

const ROOT = join(import.meta.dirname, "..", "..");

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
}

/** Node's lookup: the nearest node_modules/<name> from `fromDir` upwards. */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, "node_modules", name);
    if (existsSync(join(candidate, "package.json"))) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/** Every package a user's install brings: our dependencies and peers, and theirs, as installed here. */
function runtimeClosure(): Map<string, Manifest> {
  const own = readManifest(ROOT);
  const found = new Map<string, Manifest>();
  const queue = [...Object.keys(own.dependencies ?? {}), ...Object.keys(own.peerDependencies ?? {})].map((name) => ({ name, from: ROOT }));
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = packageDir(next.name, next.from);
    // Optional dependencies for other platforms are not installed; a required one is checked below.
    if (!dir || found.has(dir)) continue;
    const manifest = readManifest(dir);
    found.set(dir, manifest);
    for (const name of Object.keys(manifest.dependencies ?? {})) queue.push({ name, from: dir });
  }
  return found;
}

describe("engines", () => {
  const promised = readManifest(ROOT).engines?.node;
  const closure = runtimeClosure();

  it("promises a Node range", () => {
    expect(promised && semver.validRange(promised)).toBeTruthy();
  });

  it("finds the runtime dependencies installed", () => {
    const names = [...closure.values()].map((manifest) => manifest.name);
    for (const name of Object.keys(readManifest(ROOT).dependencies ?? {})) expect(names).toContain(name);
  });

  it("promises only Node versions every runtime dependency supports", () => {
    const narrower = [...closure.values()]
      .filter((manifest) => manifest.engines?.node && !semver.subset(promised ?? "", manifest.engines.node))
      .map((manifest) => `${manifest.name}@${manifest.version} needs node ${manifest.engines?.node}`);
    expect(narrower).toEqual([]);
  });
});
