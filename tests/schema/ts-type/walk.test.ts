import { describe, expect, it } from "vitest";
import ts from "typescript";
import { resolveType, WALK_LIMITS } from "../../../src/schema/ts-type/walk.js";
import { EXPECTED_FAILURES, EXPECTED_SCHEMAS } from "./expected.js";
import { buildProgram, FIXTURE_DIR, fixtureCase, fixtureDeclaration, fixtureProgram } from "./fixture-program.js";

function walkCase(program: ts.Program, name: string) {
  const { typeNode } = fixtureCase(program, name);
  return { typeNode, result: resolveType(program, program.getTypeChecker().getTypeFromTypeNode(typeNode), typeNode) };
}

describe("resolveType (route inferred)", () => {
  const program = fixtureProgram();
  const checker = program.getTypeChecker();

  it.each(Object.entries(EXPECTED_SCHEMAS))("walks %s to the expected schema", (name, expected) => {
    const { result } = walkCase(program, name);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schema).toEqual(expected);
    expect(result.route).toBe("inferred");
    expect(result.exact).toBe(true);
    expect(result.gaps).toEqual([]);
  });

  it.each(Object.entries(EXPECTED_FAILURES))("refuses %s with a reason naming the property", (name, reason) => {
    const { typeNode, result } = walkCase(program, name);
    expect(result).toEqual({ ok: false, reason, node: typeNode });
  });

  it("refuses a union over the size guard instead of expanding it", () => {
    expect(WALK_LIMITS).toEqual({ unionMembers: 1000, depth: 64, schemaNodes: 20_000 });
    const { result } = walkCase(program, "bigUnion");
    expect(result.ok === false && result.reason).toBe(
      "Property `key` is a union of 2000 members, more than the 1000 the walk expands; " +
        "use a wider type such as string, or annotate the input explicitly.",
    );
  });

  it("resolves execute's contextual parameter type inferred from a schema builder", () => {
    const parameter = fixtureDeclaration(program, "inferredArgs");
    const type = checker.getTypeAtLocation(parameter);
    const result = resolveType(program, type, parameter);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        city: { type: "string" },
        unit: { type: "string", const: "celsius" },
        days: { type: "array", items: { type: "number" } },
        nested: {
          type: "object",
          properties: { lat: { type: "number" }, tags: { type: "array", items: { type: "string" } } },
          required: ["lat", "tags"],
          additionalProperties: false,
        },
      },
      required: ["city", "days", "nested"],
      additionalProperties: false,
    });
    expect(result.map.get("")?.node).toBe(parameter);
  });

  it("resolves an object literal's widened type, Date and null included", () => {
    const variable = fixtureDeclaration(program, "literalValue");
    const result = resolveType(program, checker.getTypeAtLocation(variable.name!), variable);
    expect(result.ok && result.schema).toEqual({
      type: "object",
      properties: {
        id: { type: "string" },
        count: { type: "number" },
        flags: { type: "array", items: { type: "boolean" } },
        when: { type: "string", format: "date-time" },
        nothing: { type: "null" },
      },
      required: ["id", "count", "flags", "when", "nothing"],
      additionalProperties: false,
    });
  });

  it("reports JSDoc tags it cannot apply as gaps and marks the schema inexact", () => {
    const { result } = walkCase(program, "gapped");
    expect(result).toMatchObject({
      ok: true,
      exact: false,
      gaps: ["JSDoc @nullable on `maybeName` is not applied by the checker walk"],
      schema: { properties: { maybeName: { type: "string" } } },
    });
  });

  it("writes a rest-only tuple as the plain array the checker sees", () => {
    const { result } = walkCase(program, "onlyRest");
    expect(result.ok && result.schema.properties).toEqual({ flags: { type: "array", items: { type: "boolean" } } });
  });

  it("gives the same optionality under exactOptionalPropertyTypes", () => {
    const exactProgram = buildProgram(FIXTURE_DIR, { exactOptionalPropertyTypes: true });
    const { result } = walkCase(exactProgram, "optionality");
    expect(result.ok && result.schema).toEqual(EXPECTED_SCHEMAS.optionality);
  });

  it("never throws on odd input: a type without structure gets a reason", () => {
    const { typeNode } = fixtureCase(program, "inlineLiteral");
    const result = resolveType(program, checker.getVoidType(), typeNode);
    expect(result).toEqual({
      ok: false,
      reason: "The input type is `void`, which JSON cannot carry; declare an object type for the input.",
      node: typeNode,
    });
  });
});
