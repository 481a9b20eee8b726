import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import * as corpus from "../../fixtures/arktype/corpus.js";
import { resolveArkTypeSchema } from "../../../src/schema/arktype/index.js";
import { COMPILER_OPTIONS, probeProgram } from "../zod-chain/program.js";
import { exportedInitializers } from "../zod3-chain/program.js";

/**
 * The ArkType route against arktype 2.2.10 itself, converted as xsschema 0.4.4 converts a Standard JSON
 * Schema (`~standard.jsonSchema.input({ target: "draft-07" })`): every definition of the corpus is read
 * statically and converted by the library; the JSON texts must be equal, key order included.
 */
const file = path.resolve(import.meta.dirname, "../../fixtures/arktype/corpus.ts");
const program = ts.createProgram([file], COMPILER_OPTIONS);
const checker = program.getTypeChecker();
const schemas = [...exportedInitializers(program, path.basename(file), path.dirname(file))];

type Standard = { "~standard": { jsonSchema: { input: (options: { target: string }) => unknown } } };

describe("the ArkType route agrees with arktype's Standard JSON Schema", () => {
  it("reads every definition of the corpus", () => {
    expect(schemas.length).toBe(Object.keys(corpus).length);
    expect(schemas.length).toBeGreaterThanOrEqual(40);
  });

  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveArkTypeSchema(checker, initializer);
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    const real = (corpus as Record<string, unknown> as Record<string, Standard>)[name]!["~standard"].jsonSchema.input({ target: "draft-07" });
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(JSON.stringify(real));
  });
});

describe("the ArkType route agrees with arktype at draft-2020-12 (the MCP SDK 2.x's target)", () => {
  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveArkTypeSchema(checker, initializer, "draft-2020-12");
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    const real = (corpus as Record<string, unknown> as Record<string, Standard>)[name]!["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(JSON.stringify(real));
  });
});

describe("the ArkType route's source map and refusals", () => {
  const text = [
    `import { type } from "arktype";`,
    `export const a = type({ when: "bigint", name: "string" });`,
    `export const b = type({ "[string]": "number" });`,
    `export const c = type({ v: "string | string.email" });`,
    `export const d = Math.max(1, 2);`,
    `export const e = type({ note: type("string <= 200").describe("A note"), "tags?": "string[]" });`,
    `export const f = type({ "limit?": "number.integer = 10" });`,
    `export const g = type({ limit: "number = 'ten'" });`,
    `export const h = type({ limit: type("number = 10") });`,
    `export const i = type({ range: ["number?", "number"] });`,
    `export const j = type({ value: ["string", "|", "number"] });`,
    `export const k = type({ id: "string.uuid <= 36" });`,
    `export const l = type({ items: type({ id: "string" }).array(), pair: type(["string", { n: "number" }]) });`,
    ``,
  ].join("\n");
  const { program: own, inits, refusalOf } = probeProgram(path.resolve(import.meta.dirname, "../../fixtures/arktype/probe.ts"), text);
  const refusal = refusalOf(resolveArkTypeSchema);
  const READS =
    "it reads string, number, boolean, null, true, false, object, unknown, Date, number.integer, number.safe, number.epoch, string.email, string.url, string.uuid, string.uuid.v4, string.ip.v4, string.date, string.alpha, string.alphanumeric, string.digits, string.hex, quoted and number literals, /regex/, X[], (…), unions with |, bounds (< <= > >= ==, also on both sides) on string, number, number.integer, arrays and the string keywords other than string.uuid and string.date, % n, and a default (= literal) on a property";

  it("says which definition it does not read, where it is written", () => {
    expect(refusal("a")).toEqual([`the ArkType definition "bigint" is not read by the plugin: "bigint" (${READS})`, "2:31", `"bigint"`]);
    expect(refusal("b")).toEqual(['the ArkType key "[string]" is not read by the plugin (it reads plain keys, optional with a trailing "?")', "3:25", `"[string]"`]);
    expect(refusal("c")).toEqual([`the ArkType definition "string | string.email" is not read by the plugin: a union of a type and a narrower one of the same kind (${READS})`, "4:28", `"string | string.email"`]);
  });

  it("refuses what arktype throws on, and what it does not model", () => {
    const reason = (name: string) => refusal(name)[0]!.replace(` (${READS})`, "");
    expect(refusal("f")).toEqual(['the optional key "limit?" is also given a default or `.optional()`', "7:25", `"limit?": "number.integer = 10"`]);
    expect(reason("g")).toBe(`the ArkType definition "number = 'ten'" is not read by the plugin: a default its own type does not allow`);
    expect(reason("h")).toBe(`the ArkType definition "number = 10" is not read by the plugin: a default outside an object property`);
    expect(refusal("i")).toEqual(["a required tuple element after an optional one (arktype throws)", "10:44", `"number"`]);
    expect(refusal("j")[0]).toBe('the ArkType tuple expression or spread "|" is not read by the plugin (it reads tuples of definitions)');
    expect(reason("k")).toBe(`the ArkType definition "string.uuid <= 36" is not read by the plugin: bounds on "string.uuid"`);
  });

  it("maps properties inside arrays and tuples to their JSON place", () => {
    const ours = resolveArkTypeSchema(own.getTypeChecker(), inits.l!);
    if (!ours?.ok) throw new Error("l did not resolve");
    expect(ours.map.get("/properties/items/items/properties/id")?.node.getText()).toBe(`"string"`);
    expect(ours.map.get("/properties/pair/items/1/properties/n")?.node.getText()).toBe(`"number"`);
  });

  it("is not the route for other calls", () => {
    expect(resolveArkTypeSchema(own.getTypeChecker(), inits.d!)).toBeUndefined();
  });

  it("maps each property to where it is written", () => {
    const ours = resolveArkTypeSchema(own.getTypeChecker(), inits.e!);
    if (!ours?.ok) throw new Error("e did not resolve");
    expect(ours.map.get("/properties/note")?.declaration?.getText()).toBe(`note: type("string <= 200").describe("A note")`);
    expect(ours.map.get("/properties/note")?.node.getText()).toBe(`type("string <= 200")`);
    expect(ours.map.get("/properties/tags")?.node.getText()).toBe(`"string[]"`);
  });
});
