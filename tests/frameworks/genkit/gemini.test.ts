import { describe, expect, it } from "vitest";
import { toGeminiParameters } from "../../../src/frameworks/genkit/gemini.js";

// The Gemini plugin's `toGeminiSchemaProperty` (@genkit-ai/google-genai 1.41.0), case by case as its
// source reads: what is kept, what is left behind, and where it throws.
describe("Genkit's Gemini conversion", () => {
  it("keeps type, description, enum, nullable, properties, required and items, and says what it leaves behind", () => {
    const result = toGeminiParameters({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {
        unit: { type: "string", enum: ["c", "f"], description: "Unit", default: "c" },
        note: { type: ["string", "null"], maxLength: 40 },
        ids: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1 },
      },
      required: ["unit"],
      additionalProperties: true,
    });
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        unit: { description: "Unit", enum: ["c", "f"], type: "string" },
        note: { nullable: true, type: "string" },
        ids: { type: "array", items: { type: "integer" } },
      },
      required: ["unit"],
    });
    expect(result.changes.map((c) => c.change)).toEqual([
      'drops "default" from properties.unit',
      'drops "maxLength" from properties.note',
      'drops "minItems" from properties.ids',
      'drops "minimum" from properties.ids.items',
    ]);
  });

  it("resolves a $ref into the root's $defs, and keeps the first type of a list", () => {
    const result = toGeminiParameters({
      type: "object",
      properties: { at: { $ref: "#/$defs/Place" }, id: { type: ["string", "number"] } },
      $defs: { Place: { type: "object", properties: { city: { type: "string" } } } },
    });
    expect(result.schema).toEqual({ type: "object", properties: { at: { type: "object", properties: { city: { type: "string" } } }, id: { type: "string" } } });
    expect(result.changes.map((c) => c.change)).toEqual(['keeps only "string" of the types ["string","number"] at properties.id']);
  });

  it("sends a root without type as no parameters, and says so when it held anything", () => {
    expect(toGeminiParameters({ $schema: "x" })).toEqual({ schema: { type: "object", properties: {} }, changes: [] });
    expect(toGeminiParameters({ anyOf: [{ type: "object" }] }).changes.map((c) => c.change)).toEqual([
      'drops the whole input schema (a union ("anyOf"), with no "type" at the root), so the model is given no parameters',
    ]);
  });

  it("fails where the plugin throws: a null type, a type list of null alone, a $ref that refers to itself", () => {
    expect(toGeminiParameters({ type: "object", properties: { none: { type: "null" } } }).fails).toBe('throws "Unsupported property type NULL" at properties.none: give it another type');
    expect(toGeminiParameters({ type: "object", properties: { none: { type: ["null"] } } }).fails).toMatch(/^throws TypeError "Cannot read properties of undefined \(reading 'toUpperCase'\)"/);
    const recursive = { type: "object", properties: { tree: { $ref: "#/$defs/Node" } }, $defs: { Node: { type: "object", properties: { child: { $ref: "#/$defs/Node" } } } } };
    expect(toGeminiParameters(recursive).fails).toMatch(/^throws RangeError "Maximum call stack size exceeded"/);
  });
});
