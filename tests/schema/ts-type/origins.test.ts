import { describe, expect, it } from "vitest";
import ts from "typescript";
import { resolveTypeNode } from "../../../src/schema/ts-type/generator.js";
import { resolveType } from "../../../src/schema/ts-type/walk.js";
import { mapTypeOrigins } from "../../../src/schema/ts-type/origins.js";
import type { Resolution, SourceMap } from "../../../src/schema/types.js";
import { fixtureCase, fixtureDeclaration, fixtureProgram } from "./fixture-program.js";

/** pointer → [node text, declaration text, declaration kind] for readable assertions. */
function describeMap(map: SourceMap): Record<string, [string, string | undefined, string | undefined]> {
  const out: Record<string, [string, string | undefined, string | undefined]> = {};
  for (const [pointer, origin] of map) {
    expect(origin.via).toEqual([]);
    const declaration = origin.declaration;
    out[pointer] = [
      origin.node.getText().replace(/\s+/g, " "),
      declaration?.getText().replace(/\s+/g, " "),
      declaration && ts.SyntaxKind[declaration.kind],
    ];
  }
  return out;
}

function okMap(result: Resolution): SourceMap {
  if (!result.ok) throw new Error(result.reason);
  return result.map;
}

describe("mapTypeOrigins", () => {
  const program = fixtureProgram();
  const checker = program.getTypeChecker();

  it("maps nested properties, array items, anyOf branches and $defs of SaveFactsInput (both routes)", () => {
    const { typeNode } = fixtureCase(program, "saveFacts");
    const tsjMap = okMap(resolveTypeNode(program, typeNode));
    const walkMap = okMap(resolveType(program, checker.getTypeFromTypeNode(typeNode), typeNode));
    expect(tsjMap.get("")?.node).toBe(typeNode);

    const described = describeMap(tsjMap);
    expect(described).toEqual(describeMap(walkMap));
    const treeNode = "export interface TreeNode { label: string; children?: TreeNode[]; }";
    expect(described).toMatchObject({
      "": ["SaveFactsInput", undefined, undefined],
      "/properties/userId": ["string", "userId: string;", "PropertySignature"],
      "/properties/note": ["string | null", "note?: string | null;", "PropertySignature"],
      "/properties/tree": ["TreeNode", "tree?: TreeNode;", "PropertySignature"],
      "/properties/tree/properties/children": ["TreeNode[]", "children?: TreeNode[];", "PropertySignature"],
      "/properties/tree/properties/children/items": [treeNode, undefined, undefined],
      "/$defs/TreeNode": [treeNode, undefined, undefined],
      "/$defs/TreeNode/properties/label": ["string", "label: string;", "PropertySignature"],
      "/properties/page/properties/items": ["T[]", "items: T[];", "PropertySignature"],
      "/properties/page/properties/items/items": ["{ id: number }", undefined, undefined],
      "/properties/page/properties/items/items/properties/id": ["number", "id: number", "PropertySignature"],
      "/properties/source/anyOf/0": ['{ kind: "chat"; messageId: string }', undefined, undefined],
      "/properties/source/anyOf/1/properties/file": ["string", "file: string", "PropertySignature"],
    });
    // Primitive leaves have nothing to point at beyond their property.
    expect(tsjMap.has("/properties/facts/items")).toBe(false);
    expect(tsjMap.has("/properties/range/items")).toBe(false);
    expect(tsjMap.size).toBe(30);
  });

  it("points inferred properties at the object literal that wrote them", () => {
    const parameter = fixtureDeclaration(program, "inferredArgs");
    const map = okMap(resolveType(program, checker.getTypeAtLocation(parameter), parameter));
    expect(describeMap(map)).toEqual({
      "": ["inferredArgs", undefined, undefined],
      "/properties/city": ["city: s.string()", "city: s.string()", "PropertyAssignment"],
      "/properties/unit": [
        'unit: s.optional(s.literal("celsius"))',
        'unit: s.optional(s.literal("celsius"))',
        "PropertyAssignment",
      ],
      "/properties/days": ["days: s.array(s.number())", "days: s.array(s.number())", "PropertyAssignment"],
      "/properties/nested": [
        "nested: s.object({ lat: s.number(), tags: s.array(s.string()) })",
        "nested: s.object({ lat: s.number(), tags: s.array(s.string()) })",
        "PropertyAssignment",
      ],
      "/properties/nested/properties/lat": ["lat: s.number()", "lat: s.number()", "PropertyAssignment"],
      "/properties/nested/properties/tags": ["tags: s.array(s.string())", "tags: s.array(s.string())", "PropertyAssignment"],
    });
  });

  it("maps through a nullable union to the object branch", () => {
    const { typeNode } = fixtureCase(program, "nullables");
    const map = describeMap(okMap(resolveTypeNode(program, typeNode)));
    expect(map["/properties/node/anyOf/0/properties/label"]).toEqual(["string", "label: string;", "PropertySignature"]);
    expect(map["/properties/node/anyOf/1"]).toBeUndefined();
  });

  it("leaves out pointers it cannot match, such as key-remapped properties", () => {
    const { typeNode } = fixtureCase(program, "remapped");
    const type = checker.getTypeFromTypeNode(typeNode);
    const map = mapTypeOrigins(checker, type, { type: "object", properties: { x_a: { type: "string" }, zzz: {} } }, typeNode);
    expect([...map.keys()]).toEqual([""]);
  });
});
