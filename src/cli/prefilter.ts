// Which files can hold a tool, decided from their text before any program is built. Generous by
// design: keeping a file that holds no tool costs one lint, dropping one that does loses its tools.
import { existsSync, lstatSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { TOOL_PART } from "../analysis/recognition/import-reach.js";
import { packageOf } from "../analysis/recognition/imports.js";
import { stripExtension } from "../frameworks/index.js";
import type { FrameworkModule } from "../frameworks/types.js";

/**
 * Every module specifier written in the text: `import … from "x"`, `export … from "x"`, `import "x"`,
 * `import("x")`, `require("x")`. A regular expression over the text, so a specifier inside a comment
 * or a string counts too; that only keeps a file that could have been dropped.
 */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(["'])([^"'\n\r]+)\1/g;

export function specifiersOf(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((match) => match[2]);
}

/**
 * Node's built-in modules, imported without `node:` (`fs`, `fs/promises`): found in no node_modules,
 * they would otherwise count as possibly local code. Written out because the plugin's source must
 * not import `node:module` (tests/reliability/static-only.test.ts).
 */
const BUILTINS = new Set(
  "assert async_hooks buffer child_process cluster console constants crypto dgram diagnostics_channel dns domain events fs http http2 https inspector module net os path perf_hooks process punycode querystring readline repl stream string_decoder sys timers tls trace_events tty url util v8 vm wasi worker_threads zlib".split(" "),
);
const RESOLVE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".d.ts", ".js", ".jsx", ".mjs", ".cjs"];

/** The file a relative specifier names, as TypeScript resolves it (`./a.js` is `./a.ts`), or undefined. */
function resolveRelative(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  const bare = base.replace(/\.(?:[cm]?js|jsx)$/, "");
  const candidates = [base, ...RESOLVE_EXTENSIONS.map((ext) => bare + ext), ...RESOLVE_EXTENSIONS.map((ext) => path.join(base, `index${ext}`))];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * How a bare specifier that is not a framework is read: "package" for a package installed in a
 * node_modules directory (it defines no tool of the user's), "local" for anything else, which may be
 * the user's own code: a workspace package linked into node_modules, a tsconfig `paths` alias
 * (`@/lib/ai`), a package that is not installed.
 */
function bareKind(from: string, specifier: string, cache: Map<string, "package" | "local">): "package" | "local" {
  const name = packageOf(specifier);
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    const key = `${dir}\0${name}`;
    const known = cache.get(key);
    if (known) return known;
    const candidate = path.join(dir, "node_modules", name);
    const typesOnly = path.join(dir, "node_modules", "@types", name.replace(/^@([^/]+)\//, "$1__"));
    if (existsSync(candidate) || existsSync(typesOnly)) {
      const linked = existsSync(candidate) && lstatSync(candidate).isSymbolicLink() && !realpathSync(candidate).split(path.sep).includes("node_modules");
      const kind = linked ? "local" : "package";
      cache.set(key, kind);
      return kind;
    }
    if (path.dirname(dir) === dir) return "local";
  }
}

/**
 * The files among `files` (absolute paths) that may hold a tool or a tool set. A file is kept when its
 * text
 *  1. imports a package of a framework module (`packages` in src/frameworks/, and `callees` packages), or
 *  2. is a `callees` file itself, or
 *  3. imports a local module (relative path, workspace package, alias) that is kept by these rules,
 *     followed transitively through the text of the imported files: a tool made through the project's
 *     own re-export of `tool`, a set composed of tools from other files, or a call into a helper of
 *     the user's that forwards to `server.registerTool` in another file all import such a module.
 * A local specifier that cannot be resolved to a file from the text (an alias, a workspace package)
 * keeps the file. Then
 *  4. a file a kept file imports (transitively) whose text names a tool's part (`description`,
 *     `inputSchema`, `parameters`) is kept: an element of a catalog the kept file registers or lists
 *     is a tool where it is written, though it may import nothing but its schema library.
 */
export function filesThatMayHoldTools(files: readonly string[], frameworks: readonly FrameworkModule[]): string[] {
  const packages = new Set(frameworks.flatMap((f) => f.packages.map(packageOf)));
  const calleeFiles = new Set(frameworks.flatMap((f) => f.files ?? []));
  const bareCache = new Map<string, "package" | "local">();
  const kept = new Set<string>();
  const importers = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue = [...files];
  // Read every file reachable through local imports once; keep the ones that match directly.
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (calleeFiles.has(stripExtension(file))) kept.add(file);
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const specifier of specifiersOf(text)) {
      if (specifier.startsWith(".") || path.isAbsolute(specifier)) {
        const target = resolveRelative(file, specifier);
        if (!target) continue;
        importers.set(target, [...(importers.get(target) ?? []), file]);
        queue.push(target);
      } else if (packages.has(packageOf(specifier))) kept.add(file);
      else if (!specifier.startsWith("node:") && !BUILTINS.has(packageOf(specifier)) && bareKind(file, specifier, bareCache) === "local") kept.add(file);
    }
  }
  // A file that imports a kept file is kept: walk the import edges backwards from every kept file.
  const pending = [...kept];
  while (pending.length > 0) {
    for (const importer of importers.get(pending.pop()!) ?? []) {
      if (kept.has(importer)) continue;
      kept.add(importer);
      pending.push(importer);
    }
  }
  keepCatalogElements(kept, importers);
  return files.filter((file) => kept.has(file));
}

/** Rule 4: the files kept files import, transitively, that name a tool's part. */
function keepCatalogElements(kept: Set<string>, importers: ReadonlyMap<string, readonly string[]>): void {
  const imports = new Map<string, string[]>();
  for (const [target, from] of importers) for (const importer of from) imports.set(importer, [...(imports.get(importer) ?? []), target]);
  const pending = [...kept];
  const visited = new Set(pending);
  while (pending.length > 0) {
    for (const target of imports.get(pending.pop()!) ?? []) {
      if (visited.has(target)) continue;
      visited.add(target);
      pending.push(target);
      if (kept.has(target)) continue;
      let text = "";
      try {
        text = readFileSync(target, "utf8");
      } catch {
        continue;
      }
      if (TOOL_PART.test(text)) kept.add(target);
    }
  }
}
