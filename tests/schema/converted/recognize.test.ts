import { createRequire } from "node:module";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveInput } from "../../../src/analysis/resolve-input.js";
import { resolveConvertedSchema } from "../../../src/schema/converted/index.js";
import { convertedInitializers, convertedProgram, convertedValues } from "./program.js";

/** Each form of `forms.ts`: the converter it calls (undefined: not a converter of the route). */
const FORMS: readonly (readonly [string, "zodToJsonSchema" | "toJSONSchema" | undefined])[] = [
  ["named", "zodToJsonSchema"],
  ["byDefault", "zodToJsonSchema"],
  ["namespaced", "zodToJsonSchema"],
  ["namespacedDefault", "zodToJsonSchema"],
  ["aliased", "zodToJsonSchema"],
  ["throughConst", "zodToJsonSchema"],
  ["constCallee", "zodToJsonSchema"],
  ["reexported", "zodToJsonSchema"],
  ["asToolInput", "zodToJsonSchema"],
  ["satisfying", "zodToJsonSchema"],
  ["zodMethod", "toJSONSchema"],
  ["zodNamed", "toJSONSchema"],
  ["zodNamespace", "toJSONSchema"],
  ["zodV4", "toJSONSchema"],
  ["local", undefined],
  ["localAlias", undefined],
];

/** Each export of `unresolved.ts` and the words its reason must hold, naming what is not reproduced. */
const UNRESOLVED: readonly (readonly [string, string])[] = [
  ["openApi", '`target: "openApi3"`'],
  ["openAi", '`target: "openAi"`'],
  ["strictUnions", "`strictUnions: true`"],
  ["dates", '`dateStrategy: "integer"`'],
  ["override", "`override` option runs a function"],
  ["postProcess", "`postProcess` option runs a function"],
  ["dynamicName", "option `name` is not a static value"],
  ["opaqueOptions", "the options of zodToJsonSchema cannot be read statically"],
  ["badStrategy", '`$refStrategy: "sometimes"` is not one of root, relative, none, seen'],
  ["reused", '`reused: "ref"`'],
  ["draft4", '`target: "draft-4"`'],
  ["openapi30", '`target: "openapi-3.0"`'],
  ["overrideZod", "`override` option"],
  ["unrepresentable", '`unrepresentable: "any"`'],
  ["outputPipe", '`io: "output"`'],
  ["outputCatch", '`io: "output"` by default, which the plugin derives from the input conversion only for schemas without a catch'],
  ["zod3ToZod4Converter", "z.toJSONSchema is given a zod 3 schema"],
];

const formsProgram = convertedProgram("forms.ts");
const forms = convertedInitializers(formsProgram, "forms.ts");
const formValues = convertedValues("forms.ts");
const unresolvedProgram = convertedProgram("unresolved.ts");
const unresolved = convertedInitializers(unresolvedProgram, "unresolved.ts");

describe("which calls the converted route reads", () => {
  it("lists every export of the fixtures", () => {
    expect([...forms.keys()]).toEqual(FORMS.map(([name]) => name));
    expect([...unresolved.keys()]).toEqual(UNRESOLVED.map(([name]) => name));
  });

  it.each(FORMS)("%s: %s", (name, converter) => {
    const result = resolveConvertedSchema(formsProgram.getTypeChecker(), forms.get(name)!);
    if (converter === undefined) {
      expect(result).toBeUndefined();
      return;
    }
    expect(result?.ok && result.route).toBe("converted");
    // What the call really returns, run by the test.
    expect(result?.ok && JSON.stringify(result.schema)).toBe(JSON.stringify(formValues[name]));
  });

  it("keeps the const between the input and the call in every origin", () => {
    const result = resolveConvertedSchema(formsProgram.getTypeChecker(), forms.get("throughConst")!);
    const origin = result?.ok ? result.map.get("/properties/days") : undefined;
    expect(origin?.via.map((node) => (ts.isVariableDeclaration(node) ? node.name.getText() : ts.SyntaxKind[node.kind]))).toEqual(["params", "Args"]);
    expect(origin?.node.getText()).toBe("z.number().int().optional()");
  });

  it("is the route resolveInput takes for a converter call, and not for a local function of the same name", () => {
    const input = (name: string) => ({ input: forms.get(name)!, typeArgument: undefined, execute: undefined });
    expect(resolveInput(formsProgram, input("asToolInput"))).toMatchObject({ ok: true, route: "converted" });
    expect(resolveInput(formsProgram, input("local"))).toMatchObject({ ok: false });
  });
});

describe("what the converted route does not reproduce", () => {
  it.each(UNRESOLVED)("%s names %s", (name, words) => {
    const result = resolveConvertedSchema(unresolvedProgram.getTypeChecker(), unresolved.get(name)!);
    expect(result?.ok).toBe(false);
    expect(result && !result.ok && result.reason).toContain(words);
  });

  it("answers z.toJSONSchema of a zod 3 schema as unresolved because zod 4 really throws on it", () => {
    const require = createRequire(import.meta.url);
    const zod3 = require("zod3") as { z: { object(shape: object): unknown; string(): unknown } };
    const zod4 = require("zod") as { z: { toJSONSchema(schema: unknown): unknown } };
    expect(() => zod4.z.toJSONSchema(zod3.z.object({ city: zod3.z.string() }))).toThrow();
  });
});
