import { describe, expect, it } from "vitest";
import { typesNotes, type TypesSource } from "../../src/cli/fallback-notes.js";

const source = (outside: readonly string[]): TypesSource => ({
  fallback: new Map(outside.map((file) => [`/p/${file}`, "outside"] as const)),
  tsconfigOf: new Map(),
  tsconfigProblems: new Map(),
  refusals: new Map(),
});
const relative = (file: string) => file.replace("/p/", "");

describe("notes on files no tsconfig includes", () => {
  it("names up to three files one by one", () => {
    expect(typesNotes(source(["scripts/a.ts", "scripts/b.ts", "src/c.test.ts"]), relative)).toEqual([
      "scripts/a.ts: no tsconfig includes this file, so its project's types were not available: analysed with default compiler options",
      "scripts/b.ts: no tsconfig includes this file, so its project's types were not available: analysed with default compiler options",
      "src/c.test.ts: no tsconfig includes this file, so its project's types were not available: analysed with default compiler options",
    ]);
  });

  it("says more in one note that names three and counts the rest", () => {
    const files = Array.from({ length: 60 }, (_, i) => `src/t${String(i).padStart(2, "0")}.test.ts`);
    expect(typesNotes(source(files), relative)).toEqual([
      "60 files (src/t00.test.ts, src/t01.test.ts, src/t02.test.ts and 57 more): no tsconfig includes them, so their project's types were not available: analysed with default compiler options",
    ]);
  });
});
