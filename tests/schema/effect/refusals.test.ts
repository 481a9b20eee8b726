import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { resolveEffectSchema } from "../../../src/schema/effect/index.js";
import { READS } from "../../../src/schema/effect/read.js";
import { probeProgram } from "../zod-chain/program.js";

// What the Effect route does not read, said where it is written; what is not Effect, left to other routes;
// and where each property of a read schema was written.
const text = [
  `import { Schema } from "effect3";`,
  `const Base = Schema.Struct({ id: Schema.String });`,
  `export const a = Schema.standardSchemaV1(Schema.Struct({ ...Base, name: Schema.String }));`,
  `export const b = Schema.standardSchemaV1(Schema.Struct({ id: Schema.String.pipe(Schema.brand("Id")) }));`,
  `export const c = Schema.standardSchemaV1(Schema.Struct({ n: Schema.optionalWith(Schema.Number, { as: "Option" }) }));`,
  `export const d = Schema.standardSchemaV1(Schema.Struct({ at: Schema.Date }));`,
  `export const e = Math.max(1, 2);`,
  `export const f = Schema.standardSchemaV1(Schema.Struct({ note: Schema.optional(Schema.String.pipe(Schema.maxLength(200))), both: Schema.NullOr(Schema.Number) }));`,
  `export const g = Schema.standardSchemaV1(Schema.Array(Schema.String).pipe(Schema.minItems(0)));`,
  `export const h = Schema.standardSchemaV1(Schema.String.annotations({ jsonSchema: { format: "email" } }));`,
  `export const i = Schema.standardSchemaV1(Schema.Struct({ a: Schema.String }).annotations({ default: { a: "x" } }));`,
  `export const j = Schema.Struct({ a: Schema.String });`,
  `export const k = Schema.standardSchemaV1(Schema.Tuple([Schema.String], Schema.Number, Schema.Boolean));`,
  `const Cycle: any = Schema.Struct({ next: Cycle });`,
  `export const l = Schema.standardSchemaV1(Cycle);`,
  `export const m = Schema.standardSchemaV1(Schema.Struct({ tree: Schema.suspend(() => Schema.String) }));`,
  `export const n = Schema.standardSchemaV1(Schema.Struct({ limit: Schema.optionalWith(Schema.Number, { default: () => 10 }), q: Schema.Trim }));`,
  ``,
].join("\n");
const { program, inits, refusalOf } = probeProgram(path.resolve(import.meta.dirname, "probe.ts"), text);
const checker = program.getTypeChecker();
const refusal = refusalOf(resolveEffectSchema);

describe("the Effect route's refusals", () => {
  it("says what it does not read, where it is written", () => {
    expect(refusal("a")).toEqual(["a spread in the fields of `Schema.Struct()` is followed only as `...Other.fields` of a `Schema.Struct({ … })` written in the source", "3:58", "...Base"]);
    expect(refusal("b")).toEqual([`\`Schema.brand("Id")\` in \`.pipe()\` is not a filter the plugin reads (${READS})`, "4:81", `Schema.brand("Id")`]);
    expect(refusal("c")).toEqual([
      '`Schema.optionalWith()` is read only with `exact`, `nullable` and `default: () => …` written plainly (`as: "Option"` decodes to an Option, which the plugin does not read)',
      "5:98",
      'as: "Option"',
    ]);
    expect(refusal("d")).toEqual([`\`Schema.Date\` is not read by the plugin (${READS})`, "6:62", "Schema.Date"]);
    expect(refusal("h")).toEqual(["the `jsonSchema` annotation is not read by the plugin (it reads title, description, identifier, default and examples)", "10:70", `jsonSchema: { format: "email" }`]);
    expect(refusal("i")[0]).toBe(
      "a `default` or `examples` annotation on a struct, a tuple, or past `Schema.pattern()`/`Schema.multipleOf()` is not read: Effect writes only the values its encoder accepts",
    );
    expect(refusal("k")).toEqual(["elements after the rest of `Schema.Tuple()` make Effect's converter throw; the plugin does not read them", "13:87", "Schema.Boolean"]);
  });

  it("says what Effect throws when the schema is built", () => {
    expect(refusal("g")).toEqual(['effect throws when the schema is built: "Invalid Argument: Expected an integer greater than or equal to 1, actual 0"', "9:75", "Schema.minItems(0)"]);
  });

  it("says that FastMCP throws on a schema given without its Standard Schema wrapper", () => {
    expect(refusal("j")).toEqual(["FastMCP throws on an Effect schema without `~standard` as `parameters`: wrap it in Schema.standardSchemaV1()", "12:18", "Schema.Struct({ a: Schema.String })"]);
  });

  it("stops on a schema that refers to itself, and names Schema.suspend()", () => {
    expect(refusal("l")).toEqual(["cyclic const reference: `Cycle` depends on its own value", "14:42", "Cycle"]);
    expect(refusal("m")[0]).toBe("`Schema.suspend()` is not read by the plugin (docs/frameworks/fastmcp.md lists what it reads)");
  });

  it("is not the route for other calls", () => {
    expect(resolveEffectSchema(checker, inits.e!)).toBeUndefined();
  });

  it("maps each property to where it is written: the schema an optional wraps, the union a nullable makes", () => {
    const ours = resolveEffectSchema(checker, inits.f!);
    if (!ours?.ok) throw new Error("f did not resolve");
    const note = ours.map.get("/properties/note");
    expect(note?.declaration?.getText()).toBe("note: Schema.optional(Schema.String.pipe(Schema.maxLength(200)))");
    expect(note?.node.getText()).toBe("Schema.String.pipe(Schema.maxLength(200))");
    expect(ours.map.get("/properties/both")?.node.getText()).toBe("Schema.NullOr(Schema.Number)");
    expect(ours.map.get("/properties/both/anyOf/0")?.node.getText()).toBe("Schema.Number");
  });

  it("maps the fields of a struct with Schema.optionalWith(), which Effect makes a transformation, and a $defs entry of a class", () => {
    const ours = resolveEffectSchema(checker, inits.n!);
    if (!ours?.ok) throw new Error("n did not resolve");
    const limit = ours.map.get("/properties/limit");
    expect(limit?.declaration?.getText()).toBe("limit: Schema.optionalWith(Schema.Number, { default: () => 10 })");
    expect(limit?.node.getText()).toBe("Schema.Number");
    expect(ours.map.get("/$defs/Trim")?.node.getText()).toBe("Schema.Trim");
  });
});
