import { describe, expect, it } from "vitest";
import { schemaNodes, walkSchema } from "../../src/checks/walk.js";
import type { JsonObject } from "../../src/schema/types.js";

/** The checks read `schemaNodes`, a rewrite may read `walkSchema`: both in one order, whatever the keys' order. */
describe("schema walk order", () => {
  const schema: JsonObject = {
    $defs: { "a/b": { type: "string" } },
    properties: { z: { type: "array", items: { type: "number" } }, "~a": { anyOf: [{ type: "string" }, 1, { type: "null" }] } },
    anyOf: [{ type: "object" }],
    items: [{ type: "boolean" }],
    additionalProperties: { type: "string" },
    not: { const: 1 },
    required: ["z"],
  };
  const expected = [
    "",
    "/additionalProperties",
    "/not",
    "/anyOf/0",
    "/items/0",
    "/properties/z",
    "/properties/z/items",
    "/properties/~0a",
    "/properties/~0a/anyOf/0",
    "/properties/~0a/anyOf/2",
    "/$defs/a~1b",
  ];

  it("visits parents first, keywords in list order, entries in their order", () => {
    expect(schemaNodes(schema).map((visit) => visit.pointer)).toEqual(expected);
    expect([...walkSchema(schema)].map((visit) => visit.pointer)).toEqual(expected);
    expect(schemaNodes(schema).filter((visit) => visit.propertyName !== undefined).map((visit) => visit.propertyName)).toEqual(["z", "~a"]);
  });

  it("stops after the node limit", () => {
    expect(schemaNodes(schema, 3).map((visit) => visit.pointer)).toEqual(expected.slice(0, 3));
  });
});
