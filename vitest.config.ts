import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // Typed rule tests share TypeScript programs across files; isolation would rebuild them per file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
