import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveZod3Chain, resolveZod3Shape } from "../../../src/schema/zod3-chain/index.js";
import { exportedInitializers, fixtureProgram } from "./program.js";

const program = fixtureProgram("odd.ts", "corpus.ts");
const checker = program.getTypeChecker();
const inits = exportedInitializers(program, "odd.ts");

function outcome(name: string): { reason: string; at: string } | "undefined" | "ok" {
  const init = inits.get(name)!;
  const expr = ts.isArrowFunction(init) ? (init.body as ts.Expression) : init;
  const result = resolveZod3Chain(checker, expr);
  if (result === undefined) return "undefined";
  if (result.ok) return "ok";
  return { reason: result.reason, at: result.node.getText() };
}

describe("odd zod 3 inputs get exact reasons, never a throw", () => {
  it("refuses what is not static, pointing at the part at fault", () => {
    expect(outcome("fromParam")).toEqual({ reason: "parameter `field` is not static", at: "field" });
    expect(outcome("viaParam")).toEqual({ reason: "parameter `schema` is not static", at: "schema" });
    expect(outcome("loopBuilt")).toEqual({ reason: "`let` binding `built` is not constant", at: "built" });
    expect(outcome("viaHelper")).toEqual({
      reason: "`helper(…)` is not a zod builder, and the interpreter follows only helpers made of `const`s and one `return`",
      at: "helper()",
    });
    expect(outcome("conditional")).toEqual({
      reason: "conditional expression `flag ? z.string() : z.number()` is not static; the schema depends on a runtime value",
      at: "flag ? z.string() : z.number()",
    });
    expect(outcome("nonStaticMin")).toEqual({
      reason: "the minimum length must be a static value: call expression `Number(text)` is not static",
      at: "Number(text)",
    });
    expect(outcome("defaultFromFunction")).toEqual({
      reason: "the .default() value must be a static value: call expression `String(Date.now())` is not static",
      at: "String(Date.now())",
    });
    expect(outcome("spreadShape")).toEqual({
      reason: "the object shape `flag ? {} : { a: z.string() }` is not an object literal",
      at: "flag ? {} : { a: z.string() }",
    });
  });

  it("reads the program's own helpers with each call's arguments, and leaves out only a description built at run time", () => {
    const resolve = (name: string) => {
      const result = resolveZod3Chain(checker, inits.get(name)!);
      return result?.ok ? { schema: result.schema, exact: result.exact, gaps: result.gaps } : result;
    };
    expect(resolve("viaParameterHelper")).toEqual({
      schema: { type: "object", properties: { a: { type: "string", minLength: 2, description: "A" }, b: { type: "string", minLength: 0, description: "Text" } }, required: ["a", "b"], additionalProperties: false },
      exact: true,
      gaps: [],
    });
    expect(resolve("runTimeDescription")).toEqual({
      schema: { type: "object", properties: { a: { type: "number", description: "kept" }, b: { type: "number" } }, required: ["b"], additionalProperties: false },
      exact: false,
      gaps: ["the description ``${prefix}: ${Date.now()}`` is built at run time (call expression `Date.now()` is not static), so it is left out"],
    });
    expect(resolve("dynamicDescription")).toMatchObject({ schema: { type: "string" }, exact: false });
  });

  it("reproduces what zod 3 throws, and what JSON cannot carry", () => {
    expect(outcome("wrongMethod")).toEqual({
      reason: "`.min()` is not a method of a zod 3 ZodOptional that the interpreter knows",
      at: "z.string().optional().min(3)",
    });
    expect(outcome("badRegex")).toEqual({
      reason: "invalid regular expression: Invalid regular expression: /(unclosed/: Unterminated group",
      at: 'new RegExp("(unclosed")',
    });
    expect(outcome("noDiscriminator")).toEqual({
      reason: "zod throws here: A discriminator value for key `kind` could not be extracted from all schema options",
      at: expect.stringMatching(/^z\.discriminatedUnion\("kind"/),
    });
    expect(outcome("duplicateDiscriminator")).toEqual({
      reason: "zod throws here: Discriminator property kind has duplicate value a",
      at: expect.stringMatching(/^z\.discriminatedUnion\("kind"/),
    });
    expect(outcome("bigintBound")).toEqual({
      reason: "zod-to-json-schema cannot write this schema as JSON: zod-to-json-schema writes bigint bounds as BigInt values, which JSON cannot carry",
      at: "z.bigint().positive()",
    });
    expect(outcome("selfWithoutLazy")).toEqual({
      reason: "`z.object({ self: z.array(selfWithoutLazy) })` uses itself while it is being built; zod only allows that inside z.lazy(() => …) or a getter",
      at: "z.object({ self: z.array(selfWithoutLazy) })",
    });
    expect(outcome("tooDeep")).toEqual({
      reason: "the schema nests deeper than 150 builder calls; the interpreter stops here",
      at: expect.stringMatching(/^z\.array\(z\.array\(/),
    });
  });

  it("refuses to guess what zod-to-json-schema learns by running user functions on undefined", () => {
    expect(outcome("refinedOptional")).toEqual({
      reason:
        'zod-to-json-schema decides whether this property is required by parsing `undefined` with it, and that depends on what `(value) => value !== ""` decides, which the interpreter does not run',
      at: '(value) => value !== ""',
    });
    expect(outcome("superRefinedOptional")).toMatchObject({
      reason: expect.stringContaining("depends on what `(value, ctx) => ctx.addIssue({ code: \"custom\" })` decides"),
    });
    // An async refinement makes zod throw during the synchronous parse, which zod-to-json-schema reads as optional.
    expect(outcome("asyncRefinedOptional")).toBe("ok");
  });

  it("interprets recursion through z.lazy; leaves non-zod and zod 4 to other routes", () => {
    expect(outcome("selfReference")).toBe("ok");
    expect(outcome("plainObject")).toBe("undefined");
    expect(outcome("notZodCall")).toBe("undefined");
    expect(outcome("zod4Schema")).toBe("undefined");
    expect(outcome("namespaceOnly")).toBe("undefined");
  });

  it("never throws, whatever expression of the fixtures it is given", () => {
    let calls = 0;
    for (const fileName of ["odd.ts", "corpus.ts"]) {
      const visit = (node: ts.Node): void => {
        if (ts.isExpression(node)) {
          calls++;
          expect(() => resolveZod3Chain(checker, node)).not.toThrow();
          expect(() => resolveZod3Shape(checker, node)).not.toThrow();
        }
        ts.forEachChild(node, visit);
      };
      visit(program.getSourceFiles().find((file) => file.fileName.endsWith(`zod3-chain/${fileName}`))!);
    }
    expect(calls).toBeGreaterThan(1000);
  });
});
