import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house plan: each framework and each schema route is one folder whose main file says what it
 * is for, and its tests live in a folder of the same name. Only the registry (`index.ts`) and the
 * shared types (`types.ts`) sit directly under `src/frameworks/` and `src/schema/`.
 */

const root = path.join(import.meta.dirname, "..", "..");
const FLOORS = ["frameworks", "schema"] as const;
/** Folders shared by the others rather than rooms of their own; their tests run through every room's. */
const UNTESTED_ALONE = new Set(["frameworks/core"]);

const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });
const foldersOf = (floor: string) => entries(`src/${floor}`).filter((e) => e.isDirectory()).map((e) => `${floor}/${e.name}`);

/** The first two lines of a file, when both are line comments with text. */
function openingComment(file: string): string[] | undefined {
  const [first = "", second = ""] = readFileSync(path.join(root, file), "utf8").split("\n");
  return /^\/\/ \S/.test(first) && /^\/\/ \S/.test(second) ? [first, second] : undefined;
}

describe.each(FLOORS)("src/%s", (floor) => {
  it("holds only folders, the registry and the shared types", () => {
    const files = entries(`src/${floor}`).filter((e) => e.isFile()).map((e) => e.name).sort();
    expect(files.filter((name) => name !== "index.ts" && name !== "types.ts")).toEqual([]);
    expect(foldersOf(floor).length).toBeGreaterThan(3);
  });

  it("opens each folder's main file (index.ts, else every file) with a two-line comment", () => {
    const missing = foldersOf(floor).flatMap((folder) => {
      const files = entries(`src/${folder}`).filter((e) => e.isFile() && e.name.endsWith(".ts")).map((e) => e.name);
      const mains = files.includes("index.ts") ? ["index.ts"] : files;
      return mains.map((name) => `src/${folder}/${name}`).filter((file) => !openingComment(file));
    });
    expect(missing).toEqual([]);
  });

  it("has a test folder of the same name for each room", () => {
    const rooms = foldersOf(floor).filter((folder) => !UNTESTED_ALONE.has(folder));
    const withoutTests = rooms.filter((folder) => {
      const tests = path.join(root, "tests", folder);
      try {
        return !readdirSync(tests).some((name) => name.endsWith(".test.ts"));
      } catch {
        return true;
      }
    });
    expect(withoutTests).toEqual([]);
  });
});

it("the opening-comment check needs two comment lines", () => {
  expect(openingComment("tests/meta/layout.test.ts")).toBeUndefined();
  expect(openingComment("src/frameworks/warlock/index.ts")?.length).toBe(2);
});
