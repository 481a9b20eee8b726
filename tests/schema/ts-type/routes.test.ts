import os from "node:os";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { resolveTypeNode } from "../../../src/schema/ts-type/generator.js";
import { resolveType } from "../../../src/schema/ts-type/walk.js";
import type { Resolution } from "../../../src/schema/types.js";
import { buildProgram, FIXTURE_DIR, fixtureCases, fixtureProgram } from "./fixture-program.js";

/**
 * Where the routes legitimately differ, and why. Every other fixture case must give the same schema
 * (or both refuse it) through TSJ on the written node and through the checker walk on its type.
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  bigUnion: "the walk refuses unions over 1,000 members; TSJ expands them",
  onlyRest: "TSJ keeps `minItems: 0` for `[...T[]]`, which the checker has already made `T[]`",
  gapped: "TSJ applies @nullable; the walk reports it as a gap",
};

function bothRoutes(program: ts.Program, typeNode: ts.TypeNode): [Resolution, Resolution] {
  const type = program.getTypeChecker().getTypeFromTypeNode(typeNode);
  return [resolveTypeNode(program, typeNode), resolveType(program, type, typeNode)];
}

/** Everything but the AST nodes, which differ between Programs. */
function snapshot(result: Resolution): string {
  if (!result.ok) return JSON.stringify({ ok: false, reason: result.reason });
  const map = [...result.map].map(([pointer, origin]) => [pointer, origin.node.getText(), origin.declaration?.getText()]);
  return JSON.stringify({ schema: result.schema, route: result.route, exact: result.exact, gaps: result.gaps, map });
}

describe("TSJ route and checker walk agree", () => {
  const program = fixtureProgram();
  const cases = [...fixtureCases(program)].filter(([name]) => !(name in KNOWN_DIFFERENCES));

  it("covers the whole fixture table", () => {
    expect(fixtureCases(program).size).toBe(40);
    expect(cases).toHaveLength(37);
  });

  it.each(cases)("%s", (_name, { typeNode }) => {
    const [tsj, walk] = bothRoutes(program, typeNode);
    expect(walk.ok).toBe(tsj.ok);
    if (tsj.ok && walk.ok) expect(walk.schema).toEqual(tsj.schema);
    if (!tsj.ok && !walk.ok) expect(tsj.reason.startsWith(walk.reason)).toBe(true);
  });

  it.each(Object.keys(KNOWN_DIFFERENCES))("documents the difference for %s", (name) => {
    const [tsj, walk] = bothRoutes(program, fixtureCases(program).get(name)!.typeNode);
    expect(tsj.ok).toBe(true);
    expect(walk.ok && walk.exact && JSON.stringify(walk.schema) === JSON.stringify(tsj.ok && tsj.schema)).toBe(false);
  });
});

describe("determinism", () => {
  it("gives identical results when computed twice on one Program", () => {
    const program = fixtureProgram();
    for (const [, { typeNode }] of fixtureCases(program)) {
      const [firstTsj, firstWalk] = bothRoutes(program, typeNode);
      const [secondTsj, secondWalk] = bothRoutes(program, typeNode);
      expect(snapshot(secondTsj)).toBe(snapshot(firstTsj));
      expect(snapshot(secondWalk)).toBe(snapshot(firstWalk));
    }
  });

  it("gives identical results from another working directory (TSJ hashes cwd-relative paths)", () => {
    const reference = fixtureProgram();
    const expected = [...fixtureCases(reference)].map(([name, { typeNode }]) => [
      name,
      ...bothRoutes(reference, typeNode).map(snapshot),
    ]);
    const original = process.cwd();
    try {
      process.chdir(os.tmpdir());
      // A fresh Program gets a fresh generator, so TSJ really recomputes its names here.
      const moved = buildProgram(FIXTURE_DIR, {});
      const actual = [...fixtureCases(moved)].map(([name, { typeNode }]) => [
        name,
        ...bothRoutes(moved, typeNode).map(snapshot),
      ]);
      expect(actual).toEqual(expected);
    } finally {
      process.chdir(original);
    }
    expect(process.cwd()).toBe(original);
  });
});
