import { describe, expect, it } from "vitest";
import * as fixtures from "../../fixtures/zod-type/schemas.js";
import { resolveZodType } from "../../../src/schema/zod-type/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { declaredConsts, fixtureProgram } from "./program.js";
import { projectZodOutput, realZodInput } from "./projection.js";

const program = fixtureProgram();
const checker = program.getTypeChecker();
const declarations = declaredConsts(program, "schemas.ts");
const exported = Object.entries(fixtures as Record<string, unknown>);

function resolve(name: string): Resolution {
  const identifier = declarations.get(name);
  if (!identifier) throw new Error(`no declaration for ${name}`);
  return resolveZodType(checker, checker.getTypeAtLocation(identifier), identifier);
}

/** What the type cannot show changes zod's structure here; each has its own test below. */
const DOCUMENTED_DISAGREEMENTS = new Set(["numberIntMethod", "describedIntersection", "metaId"]);

describe("zod schemas read through their types agree with zod's own output", () => {
  it("covers the whole fixture", () => {
    expect(exported.length).toBeGreaterThanOrEqual(40);
  });

  for (const [name, schema] of exported) {
    if (DOCUMENTED_DISAGREEMENTS.has(name)) continue;
    it(name, () => {
      const result = resolve(name);
      if (!result.ok) throw new Error(result.reason);
      expect(result.route).toBe("zod");
      expect(result.exact).toBe(false);
      expect(result.schema).toEqual(projectZodOutput(realZodInput(schema)));
    });
  }

  it("differs on z.number().int() only in the type it cannot see", () => {
    const result = resolve("numberIntMethod");
    if (!result.ok) throw new Error(result.reason);
    expect(projectZodOutput(realZodInput(fixtures.numberIntMethod))).toEqual({
      type: "object",
      properties: { count: { type: "integer" }, ratio: { type: "number" } },
      required: ["count", "ratio"],
    });
    expect(result.schema).toEqual({
      type: "object",
      properties: { count: { type: "number" }, ratio: { type: "number" } },
      required: ["count", "ratio"],
    });
    expect(result.gaps).toContain(
      "whether .int() makes a number an `integer` is not visible in the type; written as `number` at `properties.count`, `properties.ratio`",
    );
  });

  it("folds an intersection zod keeps as allOf because a member is described", () => {
    const result = resolve("describedIntersection");
    if (!result.ok) throw new Error(result.reason);
    expect(projectZodOutput(realZodInput(fixtures.describedIntersection))).toEqual({
      type: "object",
      properties: {
        both: {
          allOf: [
            { type: "object", properties: { a: { type: "string" } }, required: ["a"] },
            { type: "object", properties: { b: { type: "number" } }, required: ["b"] },
          ],
        },
      },
      required: ["both"],
    });
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        both: { type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a", "b"] },
      },
      required: ["both"],
    });
    expect(result.gaps).toContain(
      "an intersection folded into one object stays `allOf` in zod's output when a member carries a description or other metadata",
    );
  });

  it("inlines a schema that a .meta() id moves into definitions", () => {
    const result = resolve("metaId");
    if (!result.ok) throw new Error(result.reason);
    expect(projectZodOutput(realZodInput(fixtures.metaId))).toEqual({
      type: "object",
      properties: { address: { $ref: "#/definitions/Address" } },
      required: ["address"],
      definitions: { Address: { type: "object", properties: { street: { type: "string" } }, required: ["street"] } },
    });
    expect(result.schema).toEqual({
      type: "object",
      properties: { address: { type: "object", properties: { street: { type: "string" } }, required: ["street"] } },
      required: ["address"],
    });
    expect(result.gaps[0]).toBe(
      "descriptions and metadata set with .describe() or .meta() are not visible in the type (a .meta() `id` would also move that schema into `definitions`)",
    );
  });

  it("agrees on every schema but the documented ones", () => {
    const agreeing = exported.filter(([name, schema]) => {
      const result = resolve(name);
      return result.ok && JSON.stringify(sorted(result.schema)) === JSON.stringify(sorted(projectZodOutput(realZodInput(schema))));
    });
    expect({ agreeing: agreeing.length, total: exported.length }).toEqual({
      agreeing: exported.length - DOCUMENTED_DISAGREEMENTS.size,
      total: exported.length,
    });
  });
});

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]));
}
