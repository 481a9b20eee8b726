import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { toJsonSchema } from "@valibot/to-json-schema";
import * as corpus from "../../fixtures/valibot/corpus.js";
import { resolveValibotSchema } from "../../../src/schema/valibot/index.js";
import { COMPILER_OPTIONS, probeProgram } from "../zod-chain/program.js";
import { exportedInitializers } from "../zod3-chain/program.js";

/**
 * The valibot route against valibot 1.5.0 and @valibot/to-json-schema 1.8.0 themselves, called as
 * xsschema 0.4.4 calls it (no config): every schema of the corpus is read statically and converted by
 * the library; the JSON texts must be equal, key order included, and where the converter throws, the
 * route is unresolved and quotes what it throws.
 */
const file = path.resolve(import.meta.dirname, "../../fixtures/valibot/corpus.ts");
const program = ts.createProgram([file], COMPILER_OPTIONS);
const checker = program.getTypeChecker();
const schemas = [...exportedInitializers(program, path.basename(file), path.dirname(file))];

function convert(name: string): { json: string } | { throws: string } {
  try {
    return { json: JSON.stringify(toJsonSchema((corpus as Record<string, Parameters<typeof toJsonSchema>[0]>)[name]!)) };
  } catch (error) {
    return { throws: (error as Error).message };
  }
}

describe("the valibot route agrees with @valibot/to-json-schema", () => {
  it("reads every schema of the corpus, most of them convertible", () => {
    expect(schemas.length).toBe(Object.keys(corpus).length);
    expect(schemas.filter(([name]) => "json" in convert(name)).length).toBeGreaterThanOrEqual(40);
  });

  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveValibotSchema(checker, initializer);
    const real = convert(name);
    if ("json" in real) {
      expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
      expect(ours?.ok && JSON.stringify(ours.schema)).toBe(real.json);
    } else {
      expect(ours?.ok).toBe(false);
      expect(ours && !ours.ok && ours.reason).toMatch(new RegExp(`^@valibot/to-json-schema 1\\.8\\.0 throws on \`[^\`]+\`: ${real.throws.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
    }
  });
});

describe("the valibot route's source map and refusals", () => {
  const text = [
    `import * as v from "valibot";`,
    `const Base = v.object({ id: v.string() });`,
    `export const a = v.object({ ...Base, name: v.string() });`,
    `export const b = v.object({ tree: v.lazy(() => v.string()) });`,
    `export const c = v.object({ at: v.optional(v.string(), () => new Date().toISOString()) });`,
    `export const d = v.object({ slug: v.pipe(v.string(), v.slug()) });`,
    `export const e = Math.max(1, 2);`,
    `export const f = v.object({ note: v.optional(v.pipe(v.string(), v.maxLength(200))), both: v.nullable(v.number()) });`,
    `enum Sized { Small = "s".length, Large = 2 }`,
    `export const g = v.object({ size: v.enum(Sized) });`,
    ``,
  ].join("\n");
  const { program: own, inits, refusalOf } = probeProgram(path.resolve(import.meta.dirname, "../../fixtures/valibot/probe.ts"), text);
  const refusal = refusalOf(resolveValibotSchema);

  it("says what it does not read, where it is written", () => {
    expect(refusal("a")).toEqual(["a spread in the entries of `v.object()` is followed only as `...Other.entries` of a valibot object written in the source", "3:29", "...Base"]);
    expect(refusal("b")[0]).toBe(
      "`v.lazy()` is not read by the plugin (it reads object, looseObject, strictObject, objectWithRest, string, number, boolean, null, any, unknown, never, array, tuple, looseTuple, strictTuple, tupleWithRest, record, optional, exactOptional, undefinedable, nullable, nullish, literal, picklist, enum, union, variant, intersect, pipe, and the actions of a pipe)",
    );
    expect(refusal("b").slice(1)).toEqual(["4:35", "v.lazy(() => v.string())"]);
    expect(refusal("c")).toEqual(["the default of `v.optional()` is a function, which the converter calls: its value is not read", "5:56", "() => new Date().toISOString()"]);
    expect(refusal("d")).toEqual(['`v.slug()` is not read by the plugin: its converter writes valibot\'s own regex for it as "pattern"', "6:54", "v.slug()"]);
    expect(refusal("g")).toEqual(["enum member `Sized.Small` has no constant value", "9:14", 'Small = "s".length']);
  });

  it("is not the route for other calls", () => {
    expect(resolveValibotSchema(own.getTypeChecker(), inits.e!)).toBeUndefined();
  });

  it("maps each property to where it is written: the pipe that writes its keywords, the schema a wrapper marks", () => {
    const ours = resolveValibotSchema(own.getTypeChecker(), inits.f!);
    if (!ours?.ok) throw new Error("f did not resolve");
    const note = ours.map.get("/properties/note");
    expect(note?.declaration?.getText()).toBe("note: v.optional(v.pipe(v.string(), v.maxLength(200)))");
    expect(note?.node.getText()).toBe("v.pipe(v.string(), v.maxLength(200))");
    expect(ours.map.get("/properties/both")?.node.getText()).toBe("v.nullable(v.number())");
    expect(ours.map.get("/properties/both/anyOf/0")?.node.getText()).toBe("v.number()");
  });
});
