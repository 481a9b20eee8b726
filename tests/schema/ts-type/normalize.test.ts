import { describe, expect, it } from "vitest";
import { normalizeSchema } from "../../../src/schema/ts-type/normalize.js";
import type { JsonObject } from "../../../src/schema/types.js";

describe("normalizeSchema", () => {
  it("drops $schema and an empty definitions block", () => {
    expect(
      normalizeSchema({ $schema: "http://json-schema.org/draft-07/schema#", type: "string", definitions: {} }),
    ).toEqual({ type: "string" });
  });

  it("moves definitions to $defs, renames them Def0, Def1… in order of first $ref and rewrites refs", () => {
    const raw: JsonObject = {
      type: "object",
      properties: {
        b: { $ref: "#/definitions/structure-0.71%3Cx%3E" },
        a: { $ref: "#/definitions/interface-12-3-4" },
        c: { $ref: "#/definitions/structure-0.71%3Cx%3E" },
      },
      definitions: {
        "interface-12-3-4": { type: "array", items: { $ref: "#/definitions/interface-12-3-4" } },
        "structure-0.71<x>": { type: "object", properties: { next: { $ref: "#/definitions/unused-but-referenced" } } },
        "unused-but-referenced": { type: "null" },
        unreachable: { type: "number" },
      },
    };
    const normalized = normalizeSchema(raw);
    expect(normalized).toEqual({
      type: "object",
      properties: {
        b: { $ref: "#/$defs/Def0" },
        a: { $ref: "#/$defs/Def1" },
        c: { $ref: "#/$defs/Def0" },
      },
      $defs: {
        Def0: { type: "object", properties: { next: { $ref: "#/$defs/Def2" } } },
        Def1: { type: "array", items: { $ref: "#/$defs/Def1" } },
        Def2: { type: "null" },
      },
    });
    expect(Object.keys(normalized.$defs as JsonObject)).toEqual(["Def0", "Def1", "Def2"]);
  });

  it("uses real names from the producer and suffixes clashes", () => {
    const raw: JsonObject = {
      anyOf: [{ $ref: "#/definitions/x1" }, { $ref: "#/definitions/x2" }, { $ref: "#/definitions/x3" }],
      definitions: { x1: { type: "string" }, x2: { type: "number" }, x3: { type: "boolean" } },
    };
    const names: Record<string, string> = { x1: "Node", x2: "Node" };
    expect(normalizeSchema(raw, { definitionName: (name) => names[name] })).toEqual({
      anyOf: [{ $ref: "#/$defs/Node" }, { $ref: "#/$defs/Node_2" }, { $ref: "#/$defs/Def0" }],
      $defs: { Node: { type: "string" }, Node_2: { type: "number" }, Def0: { type: "boolean" } },
    });
  });

  it("inlines a root that only references a definition", () => {
    const raw: JsonObject = {
      $ref: "#/definitions/Tree",
      description: "root doc",
      definitions: {
        Tree: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/definitions/Tree" } } } },
      },
    };
    expect(normalizeSchema(raw, { definitionName: (name) => name })).toEqual({
      type: "object",
      description: "root doc",
      properties: { kids: { type: "array", items: { $ref: "#/$defs/Tree" } } },
      $defs: {
        Tree: { type: "object", properties: { kids: { type: "array", items: { $ref: "#/$defs/Tree" } } } },
      },
    });
  });

  it("turns draft-07 tuples into prefixItems/items", () => {
    expect(
      normalizeSchema({
        type: "object",
        properties: {
          closed: { type: "array", minItems: 2, items: [{ type: "string" }, { type: "number" }], maxItems: 2 },
          open: { type: "array", minItems: 1, items: [{ type: "string" }], additionalItems: { type: "number" } },
          nested: { anyOf: [{ type: "array", items: [{ type: "null" }] }] },
        },
      }),
    ).toEqual({
      type: "object",
      properties: {
        closed: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], minItems: 2, maxItems: 2 },
        open: { type: "array", prefixItems: [{ type: "string" }], items: { type: "number" }, minItems: 1 },
        nested: { anyOf: [{ type: "array", prefixItems: [{ type: "null" }] }] },
      },
    });
  });

  it("orders keywords canonically, so equal schemas serialise to equal text", () => {
    const a = normalizeSchema({ additionalProperties: false, properties: { x: { description: "d", type: "string" } }, type: "object" });
    const b = normalizeSchema({ type: "object", properties: { x: { type: "string", description: "d" } }, additionalProperties: false });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(a)).toBe('{"type":"object","properties":{"x":{"type":"string","description":"d"}},"additionalProperties":false}');
  });

  it("keeps boolean schemas and a property named __proto__ as data", () => {
    expect(normalizeSchema(false)).toEqual({ not: {} });
    expect(normalizeSchema(true)).toEqual({});
    const raw = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"},"ok":true}}') as JsonObject;
    const normalized = normalizeSchema(raw);
    expect(Object.keys(normalized.properties as JsonObject)).toEqual(["__proto__", "ok"]);
    expect(Object.getPrototypeOf(normalized.properties)).toBe(Object.prototype);
    expect((normalized.properties as JsonObject).ok).toBe(true);
  });

  it("is pure: the input is not modified", () => {
    const raw: JsonObject = { $schema: "x", $ref: "#/definitions/A", definitions: { A: { type: "string" } } };
    const before = JSON.stringify(raw);
    normalizeSchema(raw);
    expect(JSON.stringify(raw)).toBe(before);
  });
});
