import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveSealType } from "../../../src/schema/seal-type/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { declaredConsts, fixtureProgram } from "../zod-type/program.js";

const program = fixtureProgram();
const checker = program.getTypeChecker();
const seal = declaredConsts(program, "seal.ts");

function resolve(name: string): Resolution {
  const identifier = seal.get(name)!;
  return resolveSealType(checker, checker.getTypeAtLocation(identifier), identifier);
}

function resolved(name: string): Resolution & { ok: true } {
  const result = resolve(name);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const BASE_GAPS = [
  "whether a field is required is decided at runtime by .required() (Seal fields are optional unless it is called); every property is written as optional",
  "descriptions, .nullable(), .default(), .allowUnknown() and validation rules are not visible in the type",
];

describe("Seal schemas read through their types (draft form)", () => {
  it("leaf validators, every property optional, objects closed", () => {
    const result = resolved("sealFlat");
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        name: { type: "string" },
        email: { type: "string" },
        age: { type: "integer" },
        score: { type: "number" },
        ratio: { type: "number" },
        numeric: { type: "number" },
        active: { type: "boolean" },
        anything: {},
      },
      additionalProperties: false,
    });
    expect(result.route).toBe("seal");
    expect(result.exact).toBe(false);
    expect(result.gaps).toEqual(BASE_GAPS);
    expect(result.map.get("/properties/name")!.node.getText()).toBe('v.string().required().describe("Full name")');
    expect(ts.isPropertyAssignment(result.map.get("/properties/name")!.declaration!)).toBe(true);
  });

  it("nested objects, arrays and records", () => {
    expect(resolved("sealNested").schema).toEqual({
      type: "object",
      properties: {
        user: {
          type: "object",
          properties: { id: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
          additionalProperties: false,
        },
        counts: { type: "object", additionalProperties: { type: "integer" } },
        people: {
          type: "array",
          items: { type: "object", properties: { first: { type: "string" } }, additionalProperties: false },
        },
      },
      additionalProperties: false,
    });
  });

  it("enum, scalar and date leaves with their gaps; computed fields left out", () => {
    const result = resolved("sealLeavesWithGaps");
    expect(result.schema).toEqual({
      type: "object",
      properties: { role: { type: "string" }, value: { type: "string" }, born: { type: "string" } },
      additionalProperties: false,
    });
    expect(result.gaps).toEqual([
      ...BASE_GAPS,
      "dates are written as strings; their format is decided at runtime: `properties.born`",
      "the allowed values of a Seal v.enum() or v.scalar() are not visible in the type; written as a string: `properties.role`, `properties.value`",
      "computed fields are derived at runtime and left out of the input: `properties.full`",
    ]);
  });

  it("extend, pick and a subclass of ObjectValidator", () => {
    expect(resolved("sealExtended").schema).toEqual({
      type: "object",
      properties: { id: { type: "string" }, title: { type: "string" } },
      additionalProperties: false,
    });
    expect(resolved("sealPicked").schema).toEqual({
      type: "object",
      properties: { a: { type: "string" }, c: { type: "boolean" } },
      additionalProperties: false,
    });
    expect(resolved("sealSubclass").schema).toEqual({
      type: "object",
      properties: { first: { type: "string" } },
      additionalProperties: false,
    });
  });

  it("refuses unions and tuples, whose members Seal's types do not keep", () => {
    const union = resolve("sealUnion");
    const tuple = resolve("sealTuple");
    expect(union.ok ? undefined : [union.reason, union.node.getText()]).toEqual([
      "the schema at `properties.either` is a Seal `v.union()`, whose type does not list its members; the schema sent cannot be known from types",
      "either: v.union([v.string(), v.int()])",
    ]);
    expect(tuple.ok ? undefined : [tuple.reason, tuple.node.getText()]).toEqual([
      "the schema at `properties.pair` is a Seal `v.tuple()`, whose type does not keep the order of its items; the schema sent cannot be known from types",
      "pair: v.tuple([v.string(), v.int()])",
    ]);
  });

  it("refuses what is not a Seal validator", () => {
    const identifier = seal.get("sealFlat")!;
    const result = resolveSealType(checker, checker.getStringType(), identifier);
    expect(result).toEqual({ ok: false, reason: "the input schema (type `string`) is not a Seal validator", node: identifier });
  });
});
