// Bundles the plugin's entry (dist/index.js) and the CLI's (dist/cli/main.js) into a few modules
// beside them. Runs after tsc in `npm run build`.
//
// Why: Node's ES module loader pays per module (resolve, stat, read, compile, link), and the plugin is
// about 270 of them: 110–130 ms of CPU in every ESLint process, even one that lints a file without any
// tool. The same code in a handful of modules loads in about a third of that. Both entries go through
// one build so that they share their chunks: the CLI loads the user's ESLint config, which imports the
// plugin, and the two must see one copy of the analysis caches.
//
// What stays as tsc wrote it: the `.cjs` loaders (TypeScript, ts-json-schema-generator, gpt-tokenizer,
// the peers' versions) are kept external, so they resolve packages from where they always were; the
// declaration files; and the per-module `.js` files, which the tests of the built modules import. Every
// chunk is written at dist/'s top level, where dist/index.js was: `import.meta.url` in a bundled module
// (the manifest read of src/meta.ts) points at the same depth as before.
//
// Order: a bundle hoists every chunk's imports, so the setup checks (src/setup-checks.ts: TypeScript
// without the compiler API, ESLint 8) would run after the chunk that loads TypeScript and
// typescript-eslint. They are an entry of their own, which shares nothing with the rest but the
// messages, and the plugin's entry file imports it before anything else. The CLI's entry makes the same
// checks itself, printing `tool-schema: …` and exiting 2, and loads the rest with `import()` after them.
//
// What ESLint loads: src/entry.ts, the rules' meta and the presets, and `load-plugin.cjs`, which
// requires the whole plugin (./plugin.js) the first time a linted program imports a framework. The
// entry reads the rules' meta and the frameworks' packages from `entry-manifest.json`, written here from
// the built modules themselves; the build fails if the entry's own modules reach the analysis.
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { fileURLToPath, pathToFileURL } from "node:url";
import { rolldown } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "dist");
const out = mkdtempSync(path.join(tmpdir(), "tool-schema-bundle-"));

/** Packages and the `.cjs` loaders stay imports; only the plugin's own ES modules are bundled. */
const external = (id) => (!id.startsWith(".") && !path.isAbsolute(id)) || id.endsWith(".cjs");

/** Each rule's meta and default options, and every built-in framework's package, as the entry reads them. */
async function entryManifest() {
  const load = (file) => import(pathToFileURL(path.join(dist, file)).href);
  const [{ rules }, { frameworks }, { packageOf }] = await Promise.all([load("rules/index.js"), load("frameworks/index.js"), load("analysis/recognition/program-packages.js")]);
  const manifest = {
    rules: Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, { meta: rule.meta, defaultOptions: rule.defaultOptions }])),
    frameworkPackages: [...new Set(frameworks.flatMap((framework) => framework.packages.map(packageOf)))].sort(),
  };
  const text = JSON.stringify(manifest);
  if (!isDeepStrictEqual(JSON.parse(text), manifest)) throw new Error("bundle: a rule's meta or default options do not survive JSON; the entry could not stand for it");
  return text;
}

/** Every module a chunk loads before its code runs: its own and its static imports', transitively. */
function staticModules(output, fileName, seen = new Set()) {
  const chunk = output.find((file) => file.fileName === fileName);
  if (!chunk || seen.has(fileName)) return [];
  seen.add(fileName);
  return [...chunk.moduleIds, ...chunk.imports.flatMap((imported) => staticModules(output, imported, seen))];
}

try {
  writeFileSync(path.join(dist, "entry-manifest.json"), await entryManifest());
  const build = await rolldown({
    input: {
      "setup-checks": path.join(dist, "setup-checks.js"),
      entry: path.join(dist, "entry.js"),
      plugin: path.join(dist, "index.js"),
      "cli-main": path.join(dist, "cli", "main.js"),
    },
    external,
    platform: "node",
    // Nothing of the plugin is evaluated for its side effects but the setup checks, which the entries
    // import first; keep every module's top-level code as written all the same.
    treeshake: { moduleSideEffects: true },
  });
  const { output } = await build.write({ dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunk-[name]-[hash].js" });
  await build.close();
  const nested = output.filter((file) => file.fileName.includes("/"));
  if (nested.length > 0) throw new Error(`bundle: a chunk was written below dist/: ${nested.map((file) => file.fileName).join(", ")}`);
  const analysis = path.join(dist, "analysis", "context.js");
  if (staticModules(output, "entry.js").includes(analysis)) throw new Error("bundle: the entry loads the analysis before any rule runs; it must reach it only through load-plugin.cjs");
  for (const name of readdirSync(dist).filter((file) => file.startsWith("chunk-"))) rmSync(path.join(dist, name));
  for (const file of output) cpSync(path.join(out, file.fileName), path.join(dist, file.fileName));
  // tsc's own entry, kept beside the bundle under another name: loaded through the per-module files, its
  // profile says which source folder the time goes to (bench/real-repos.mjs), where the chunks cannot.
  cpSync(path.join(dist, "index.js"), path.join(dist, "index.modules.js"));
  // package.json's `main` and `bin` keep their paths: two small files that load the checks, then the code.
  writeFileSync(
    path.join(dist, "index.js"),
    '// The plugin as ESLint loads it (./entry.js, which loads ./plugin.js where a tool can be), bundled by scripts/bundle.mjs; the setup checks run first.\nimport "./setup-checks.js";\nexport * from "./entry.js";\nexport { default } from "./entry.js";\n',
  );
  writeFileSync(
    path.join(dist, "cli", "main.js"),
    '#!/usr/bin/env node\n// The CLI, bundled into ../cli-main.js by scripts/bundle.mjs (which checks the setup itself, then loads the rest).\nimport "../cli-main.js";\n',
  );
  console.log(`bundle: ${output.length} modules (${output.map((file) => file.fileName).join(", ")})`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
