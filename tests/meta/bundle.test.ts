import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The built plugin's entries are bundled (scripts/bundle.mjs): a lint loads a handful of the plugin's
 * modules, not the ~270 tsc writes, and the setup checks still run before anything loads TypeScript or
 * typescript-eslint. Read from the built files' import statements.
 */

const dist = path.join(import.meta.dirname, "..", "..", "dist");

/** The relative modules `file` imports, in the order written (static imports and re-exports, then, unless `staticOnly`, dynamic ones). */
function importsOf(file: string, staticOnly = false): string[] {
  const text = readFileSync(file, "utf8");
  const dynamic = staticOnly ? [] : [...text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)];
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']/gm), ...dynamic].map((m) => m[1]!);
  return specifiers.filter((specifier) => specifier.startsWith(".")).map((specifier) => path.resolve(path.dirname(file), specifier));
}

/** Every relative module reachable from `entry` (by static imports only, with `staticOnly`), the entry included. */
function graphOf(entry: string, staticOnly = false): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith(".js")) importsOf(file, staticOnly).forEach(visit);
  };
  visit(entry);
  return seen;
}

const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(dist, file).split(path.sep).join("/")).sort();

describe("the built entries", () => {
  it("are built", () => {
    for (const entry of ["index.js", "cli/main.js", "setup-checks.js"]) expect([entry, existsSync(path.join(dist, entry))]).toEqual([entry, true]);
  });

  it("load a few bundled modules, not one per source file", () => {
    const plugin = relative(graphOf(path.join(dist, "index.js"))).filter((file) => file.endsWith(".js"));
    const cli = relative(graphOf(path.join(dist, "cli", "main.js"))).filter((file) => file.endsWith(".js"));
    expect(plugin.length).toBeLessThanOrEqual(8);
    expect(cli.length).toBeLessThanOrEqual(10);
    // One copy of the analysis for the CLI and the config it loads: the two graphs share their chunks.
    const shared = plugin.filter((file) => file.startsWith("chunk-"));
    expect(shared.length).toBeGreaterThan(0);
    for (const chunk of shared.filter((file) => !file.startsWith("chunk-run"))) expect(cli).toContain(chunk);
  });

  it("give ESLint the rules' meta and presets in a small graph, with the rules' code behind load-plugin.cjs", () => {
    const js = (files: string[]) => files.filter((file) => file.endsWith(".js"));
    const entry = js(relative(graphOf(path.join(dist, "index.js"))));
    const deferred = js(relative(graphOf(path.join(dist, "plugin.js")))).filter((file) => !entry.includes(file));
    const bytes = (files: string[]) => files.reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);
    expect(deferred.length).toBeGreaterThan(0);
    expect(bytes(entry)).toBeLessThan(bytes(deferred) / 10);
    expect(readFileSync(path.join(dist, "load-plugin.cjs"), "utf8")).toContain('require("./plugin.js")');
  });

  it("run the setup checks first, and the checks load neither TypeScript nor the analysis", () => {
    expect(relative(importsOf(path.join(dist, "index.js")).slice(0, 1))).toEqual(["setup-checks.js"]);
    // The CLI checks the setup itself (its message, exit 2) and loads the run only after: its entry's
    // static imports are the checks' small chunks, the run an `import()`.
    const cliStatic = relative(graphOf(path.join(dist, "cli-main.js"), true)).filter((file) => file.endsWith(".js"));
    expect(cliStatic.length).toBeGreaterThan(0);
    for (const file of cliStatic) expect([file, readFileSync(path.join(dist, file), "utf8").length < 20_000]).toEqual([file, true]);
    const checks = relative(graphOf(path.join(dist, "setup-checks.js")));
    expect(checks.filter((file) => file.endsWith(".cjs"))).toEqual(["util/peer-packages.cjs", "util/typescript-version.cjs"]);
    // Small modules only: the messages and the version readers.
    for (const file of checks) expect([file, readFileSync(path.join(dist, file), "utf8").length < 20_000]).toEqual([file, true]);
  });
});
