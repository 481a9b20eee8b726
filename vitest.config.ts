import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // `src/util/*.cts` only change how Node loads TypeScript and ts-json-schema-generator in the built
    // plugin (through require, see those files); under vitest the sources import the packages directly
    // (ts-json-schema-generator through a shim with the same lazy loader, TypeScript's version and the
    // peers' versions through shims that read them the same way).
    alias: [
      { find: /^(\.\.?\/)+util\/typescript\.cjs$/, replacement: "typescript" },
      { find: /^(\.\.?\/)+util\/tsj\.cjs$/, replacement: fileURLToPath(new URL("tests/setup/tsj-direct.ts", import.meta.url)) },
      { find: /^(\.\.?\/)+(util\/)?typescript-version\.cjs$/, replacement: fileURLToPath(new URL("tests/setup/typescript-version-direct.ts", import.meta.url)) },
      { find: /^(\.\.?\/)+(util\/)?peer-packages\.cjs$/, replacement: fileURLToPath(new URL("tests/setup/peer-packages-direct.ts", import.meta.url)) },
    ],
  },
  test: {
    include: ["tests/**/*.test.ts"],
    setupFiles: ["tests/setup/release-programs.ts"],
    // Typed rule tests share TypeScript programs across files; isolation would rebuild them per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // With isolate off, a worker holds every program its files build until the file ends (release-programs.ts),
    // and its heap still grows from file to file: a CI run lost a worker at 6 GB, and one at 8 GB reached
    // 7.4 GB by its last file. `npm test` runs the suite in three shards, one process after the other, so
    // a worker sees a sixth of the files; two workers at 8 GB stay within these machines' 24 GiB.
    execArgv: ["--max-old-space-size=8192"],
    // Each file's heap in the log, so that a worker lost to its heap can be traced to the files before it.
    logHeapUsage: true,
  },
});
