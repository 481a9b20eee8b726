import { describe, expect, it } from "vitest";
import * as effect from "effect";
import { Schema } from "effect";
import { JSONSchema as JSONSchema3, Schema as Schema3 } from "effect3";
import { toJsonSchema } from "xsschema";

// The facts the Effect route's gate rests on, observed on the installed packages: xsschema 0.4.4 converts an
// Effect Standard Schema without `~standard.jsonSchema` by `JSONSchema.make` of `import("effect")`
// (dist/effect-Df2gY8Wx.js), which effect 3 exports and effect 4.1.5 (installed here as `effect`) does not.
const struct4 = Schema.Struct({ name: Schema.String });

describe("xsschema's Effect conversion by effect major", () => {
  it("effect 4 exports JsonSchema, not JSONSchema; effect 3 exports JSONSchema.make", () => {
    expect("JSONSchema" in effect).toBe(false);
    expect("JsonSchema" in effect).toBe(true);
    expect(typeof JSONSchema3.make).toBe("function");
  });

  it("an effect 4 schema with validation alone makes xsschema throw (tools/list fails)", async () => {
    const standard = Schema.toStandardSchemaV1(struct4);
    expect(standard["~standard"].vendor).toBe("effect");
    await expect(toJsonSchema(standard)).rejects.toThrow("Cannot read properties of undefined (reading 'make')");
  });

  it("an effect 4 schema with Standard JSON Schema is converted by effect itself at draft-07", async () => {
    const standard = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(struct4));
    expect(JSON.stringify(await toJsonSchema(standard))).toBe(
      JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { name: { type: "string" } }, required: ["name"], additionalProperties: true }),
    );
  });

  it("an effect 3 schema is a Standard Schema only through Schema.standardSchemaV1(), which keeps its AST", () => {
    const struct3 = Schema3.Struct({ name: Schema3.String });
    expect("~standard" in struct3).toBe(false);
    const standard = Schema3.standardSchemaV1(struct3);
    expect(standard["~standard"].vendor).toBe("effect");
    expect("jsonSchema" in standard["~standard"]).toBe(false);
    expect(JSON.stringify(JSONSchema3.make(standard))).toBe(JSON.stringify(JSONSchema3.make(struct3)));
  });
});
