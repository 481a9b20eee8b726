import { describe, expect, it } from "vitest";
import { resolveTypeNode } from "../../../src/schema/ts-type/generator.js";
import { EXPECTED_FAILURES, EXPECTED_SCHEMAS } from "./expected.js";
import { fixtureCase, fixtureProgram } from "./fixture-program.js";

/** Cases where TSJ returns a wrong schema without throwing, or throws, and the checker walk answers. */
// Cases where TSJ's output is caught as wrong and the checker walk answers instead
// (numbersAndMixed: TSJ 2.4 folds `string | 1` into a number enum).
const FALLBACK_CASES = new Set([
  "partialOmit",
  "returnType",
  "importType",
  "remapped",
  "classPrivate",
  "namedTuple",
  "numbersAndMixed",
]);

describe("resolveTypeNode (route type)", () => {
  const program = fixtureProgram();

  describe.each(Object.entries(EXPECTED_SCHEMAS))("%s", (name, expected) => {
    it("produces the expected draft 2020-12 schema", () => {
      const result = resolveTypeNode(program, fixtureCase(program, name).typeNode);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.schema).toEqual(expected);
      expect(result.route).toBe(FALLBACK_CASES.has(name) ? "inferred" : "type");
      expect(result.exact).toBe(true);
      expect(result.gaps).toEqual([]);
      const text = JSON.stringify(result.schema);
      expect(text).not.toContain("$schema");
      expect(text).not.toContain("#/definitions/");
      expect(text).not.toContain('"definitions"');
    });
  });

  it.each(Object.entries(EXPECTED_FAILURES))("refuses %s with the checker's reason", (name, reason) => {
    const { typeNode } = fixtureCase(program, name);
    const result = resolveTypeNode(program, typeNode);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.node).toBe(typeNode);
    if (name === "typeError") {
      // TSJ throws on the unresolved name; its message is kept after the walk's explanation.
      expect(result.reason).toBe(
        `${reason} (ts-json-schema-generator also failed: Unhandled error while creating Base Type. ` +
          "Cannot read properties of undefined (reading 'filter'))",
      );
    } else if (name === "deep") {
      // TSJ 2.4 throws on the 65th level too; its internal message only follows the walk's reason.
      expect(result.reason).toBe(`${reason} (ts-json-schema-generator also failed: Invalid index "length" in type "[]")`);
    } else {
      expect(result.reason).toBe(reason);
    }
  });

  it("keeps TSJ's answer for a 2,000-member literal union (the walk's size guard is not needed here)", () => {
    const result = resolveTypeNode(program, fixtureCase(program, "bigUnion").typeNode);
    expect(result.ok && result.route).toBe("type");
    if (!result.ok) return;
    const key = (result.schema.properties as Record<string, { type: string; enum: string[]; description: string }>).key;
    expect(key.type).toBe("string");
    expect(key.description).toBe('2,000 string literals: "a000" … "b999".');
    expect(key.enum).toHaveLength(2000);
    expect([key.enum[0], key.enum[999], key.enum[1000], key.enum[1999]]).toEqual(["a000", "a999", "b000", "b999"]);
  });

  it("applies JSDoc tags TSJ knows, such as @nullable", () => {
    const result = resolveTypeNode(program, fixtureCase(program, "gapped").typeNode);
    expect(result.ok && result.schema).toEqual({
      type: "object",
      properties: { maybeName: { type: ["string", "null"] } },
      required: ["maybeName"],
      additionalProperties: false,
    });
  });

  it("writes TSJ's minItems for a rest-only tuple", () => {
    const result = resolveTypeNode(program, fixtureCase(program, "onlyRest").typeNode);
    expect(result.ok && result.schema).toEqual({
      type: "object",
      properties: { flags: { type: "array", items: { type: "boolean" }, minItems: 0 } },
      required: ["flags"],
      additionalProperties: false,
    });
  });

  it("maps the root pointer to the type node", () => {
    const { typeNode } = fixtureCase(program, "inlineLiteral");
    const result = resolveTypeNode(program, typeNode);
    expect(result.ok && result.map.get("")).toEqual({ node: typeNode, via: [] });
  });
});
