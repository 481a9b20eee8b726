import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house plan: each framework, each schema route and each room of the analysis is one folder whose
 * main file says what it is for, and its tests live in a folder of the same name. Only the registry
 * (`index.ts`) and the shared types (`types.ts`) sit directly under `src/frameworks/` and
 * `src/schema/`; under `src/analysis/` a handful of files tie the rooms together, and no import
 * circle runs between two rooms.
 */

const root = path.join(import.meta.dirname, "..", "..");
/** Each floor, with the files it may hold directly besides its rooms. */
const FLOORS = {
  frameworks: (files: readonly string[]) => files.filter((name) => name !== "index.ts" && name !== "types.ts").length === 0,
  schema: (files: readonly string[]) => files.filter((name) => name !== "index.ts" && name !== "types.ts").length === 0,
  analysis: (files: readonly string[]) => files.length <= 5,
} as const;
/** Folders shared by the others rather than rooms of their own; their tests run through every room's. */
const UNTESTED_ALONE = new Set(["frameworks/core"]);

const entries = (dir: string) => readdirSync(path.join(root, dir), { withFileTypes: true });
const foldersOf = (floor: string) => entries(`src/${floor}`).filter((e) => e.isDirectory()).map((e) => `${floor}/${e.name}`);

/** The first two lines of a file, when both are line comments with text. */
function openingComment(file: string): string[] | undefined {
  const [first = "", second = ""] = readFileSync(path.join(root, file), "utf8").split("\n");
  return /^\/\/ \S/.test(first) && /^\/\/ \S/.test(second) ? [first, second] : undefined;
}

/** The relative imports between the TypeScript files under a folder, as repository paths of `.ts` files. */
function importGraph(folder: string): Map<string, string[]> {
  const files = readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts"));
  const graph = new Map<string, string[]>();
  for (const name of files) {
    const file = path.posix.join(folder, name.split(path.sep).join("/"));
    const text = readFileSync(path.join(root, file), "utf8");
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)].map((match) =>
      path.posix.join(path.posix.dirname(file), match[1]!).replace(/\.c?js$/, ".ts"),
    );
    graph.set(file, targets);
  }
  // A specifier in a comment or a string (`import("../x").T`) names no file here: only real files count.
  for (const [file, targets] of graph) graph.set(file, targets.filter((target) => graph.has(target)));
  return graph;
}

/** The room of an analysis file: its folder under `src/analysis/`, or "(top)" for the files directly in it. */
function roomOf(file: string): string {
  const rest = file.slice("src/analysis/".length).split("/");
  return rest.length > 1 ? rest[0]! : "(top)";
}

/** Each circle of a directed graph, as the members of one strongly connected component with more than one node. */
function circles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) !== order.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe.each(Object.keys(FLOORS) as (keyof typeof FLOORS)[])("src/%s", (floor) => {
  it("holds rooms and only the files its floor allows", () => {
    const files = entries(`src/${floor}`).filter((e) => e.isFile()).map((e) => e.name).sort();
    expect(FLOORS[floor](files), files.join(", ")).toBe(true);
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

describe("src/analysis imports", () => {
  const graph = importGraph("src/analysis");

  it("run one way between rooms: no room reaches back into one that imports it", () => {
    const rooms = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      const from = roomOf(file);
      if (!rooms.has(from)) rooms.set(from, new Set());
      for (const target of targets) {
        if (roomOf(target) !== from) rooms.get(from)!.add(roomOf(target));
      }
    }
    expect([...rooms.keys()].sort()).toEqual(["(top)", ...foldersOf("analysis").map((folder) => folder.slice("analysis/".length))].sort());
    expect(circles(rooms)).toEqual([]);
  });

  it("run one way between files too", () => {
    const files = new Map([...graph].map(([file, targets]) => [file, new Set(targets)]));
    expect(circles(files)).toEqual([]);
  });
});

it("the opening-comment check needs two comment lines", () => {
  expect(openingComment("tests/meta/layout.test.ts")).toBeUndefined();
  expect(openingComment("src/frameworks/warlock/index.ts")?.length).toBe(2);
});

it("the circle finder finds a circle through three nodes and none in a chain", () => {
  const graph = (pairs: [string, string][]) => {
    const edges = new Map<string, Set<string>>();
    for (const [from, to] of pairs) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    return edges;
  };
  expect(circles(graph([["a", "b"], ["b", "c"], ["c", "a"], ["c", "d"]]))).toEqual([["a", "b", "c"]]);
  expect(circles(graph([["a", "b"], ["b", "c"]]))).toEqual([]);
});
