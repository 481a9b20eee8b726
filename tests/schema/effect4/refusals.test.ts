import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveEffectSchema } from "../../../src/schema/effect/index.js";
import { probeProgram } from "../zod-chain/program.js";

// What the Effect 4 route does not read, said where it is written; and where each part of a read schema was written.
const READS = "docs/frameworks/fastmcp.md lists what it reads";
const wrap = (schema: string) => `Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(${schema}))`;
const text = [
  `import { Schema } from "effect";`,
  `import { Schema as Schema3 } from "effect3";`,
  `export const a = ${wrap(`Schema.Struct({ at: Schema.Date })`)};`,
  `export const b = ${wrap(`Schema.Struct({ q: Schema.String.pipe(Schema.check(Schema.isMinLength(1))) })`)};`,
  `export const c = ${wrap(`Schema.Struct({ q: Schema.String }).annotate({ identifier: "Query" })`)};`,
  `export const d = ${wrap(`Schema.Struct({ q: Schema.String.check(Schema.isPattern(new RegExp("^a"))) })`)};`,
  `export const e = ${wrap(`Schema.Array(Schema.optional(Schema.String))`)};`,
  `export const f = ${wrap(`Schema.Struct({ q: Schema3.String })`)};`,
  `export const g = ${wrap(`Schema.Struct({ q: Schema.String.check(Schema.isLowercased()) })`)};`,
  `export const h = ${wrap(`Schema.optionalKey(Schema.String)`)};`,
  `const Name = Schema.String.check(Schema.isMaxLength(80)).annotate({ description: "Name" });`,
  `export const n = ${wrap("Schema.String")};`,
  `export const m = ${wrap(`Schema.Struct({ name: Name, tags: Schema.Array(Schema.String), point: Schema.Tuple([Schema.Finite]) })`)};`,
  ``,
].join("\n");
const { program, inits, refusalOf } = probeProgram(path.resolve(import.meta.dirname, "probe.ts"), text);
const checker = program.getTypeChecker();
const refusal = refusalOf(resolveEffectSchema);

describe("the Effect 4 route's refusals", () => {
  it("says what it does not read, where it is written", () => {
    expect(refusal("a")).toEqual([`\`Schema.Date\` is not read by the plugin (${READS})`, "3:94", "Schema.Date"]);
    expect(refusal("b")).toEqual([`\`.pipe()\` on an Effect 4 schema is not read by the plugin (${READS})`, "4:93", "Schema.String.pipe(Schema.check(Schema.isMinLength(1)))"]);
    expect(refusal("c")).toEqual([
      "the `identifier` annotation is not read by the plugin (it reads title, description, format, default, examples, readOnly and writeOnly)",
      "5:121",
      'identifier: "Query"',
    ]);
    expect(refusal("d")).toEqual(["`isPattern()` is read only with a regular expression literal", "6:130", 'new RegExp("^a")']);
    expect(refusal("e")).toEqual(["`optional()`, `optionalKey()` and `annotateKey()` are read only on a struct field or a tuple element", "7:87", "Schema.optional(Schema.String)"]);
    expect(refusal("f")).toEqual(["`String` is effect 3's, mixed into an Effect 4 schema", "8:93", "Schema3.String"]);
    expect(refusal("g")).toEqual([`\`Schema.isLowercased()\` is not a check the plugin reads (${READS})`, "9:113", "Schema.isLowercased()"]);
    expect(refusal("h")).toEqual(["`optional()`, `optionalKey()` and `annotateKey()` mark a struct field, not a tool's input", "10:74", "Schema.optionalKey(Schema.String)"]);
  });

  it("reads a schema export given as it is, which is no value to follow", () => {
    const result = resolveEffectSchema(checker, inits.n!);
    expect(result?.ok && result.schema).toEqual({ $schema: "http://json-schema.org/draft-07/schema#", type: "string" });
  });

  it("maps each part of a read schema to where it is written, through consts", () => {
    const result = resolveEffectSchema(checker, inits.m!);
    if (!result?.ok) throw new Error("m did not resolve");
    expect(result.route).toBe("effect");
    const name = result.map.get("/properties/name");
    expect(name?.declaration?.getText()).toBe("name: Name");
    expect(name?.node.getText()).toBe('Schema.String.check(Schema.isMaxLength(80)).annotate({ description: "Name" })');
    expect(result.map.get("/properties/tags/items")?.node.getText()).toBe("Schema.String");
    expect(result.map.get("/properties/point/items/0")?.node.getText()).toBe("Schema.Finite");
  });
});
