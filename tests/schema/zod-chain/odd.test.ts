import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveZodChain, resolveZodShape } from "../../../src/schema/zod-chain/index.js";
import { exportedInitializers, fixtureProgram } from "./program.js";

const program = fixtureProgram("odd.ts", "corpus.ts");
const checker = program.getTypeChecker();
const inits = exportedInitializers(program, "odd.ts");

function outcome(name: string): { reason: string; at: string } | "undefined" | "ok" {
  const init = inits.get(name)!;
  const expr = ts.isArrowFunction(init) ? (init.body as ts.Expression) : init;
  const result = resolveZodChain(checker, expr);
  if (result === undefined) return "undefined";
  if (result.ok) return "ok";
  return { reason: result.reason, at: result.node.getText() };
}

describe("odd inputs get exact reasons, never a throw", () => {
  it("refuses what is not static, pointing at the part at fault", () => {
    expect(outcome("fromParam")).toEqual({ reason: "parameter `field` is not static", at: "field" });
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
    expect(outcome("spreadShape")).toEqual({
      reason: "the object shape `flag ? {} : { a: z.string() }` is not an object literal",
      at: "flag ? {} : { a: z.string() }",
    });
  });

  it("reads the program's own helpers with each call's arguments, and leaves out only a description or a default built at run time", () => {
    const resolve = (name: string) => {
      const result = resolveZodChain(checker, inits.get(name)!);
      return result?.ok ? { schema: result.schema, exact: result.exact, gaps: result.gaps } : result;
    };
    expect(resolve("viaParameterHelper")).toEqual({
      schema: { type: "object", properties: { a: { type: "string", minLength: 2, description: "A" }, b: { type: "string", minLength: 0, description: "Text" } }, required: ["a", "b"] },
      exact: true,
      gaps: [],
    });
    // A default known only at run time (`.default(this.userId)`) is left out, the property still optional.
    expect(resolve("defaultFromFunction")).toEqual({
      schema: { type: "string" },
      exact: false,
      gaps: ["the .default() value `() => text` is known only at run time (the .default() value must be a static value: call expression `String(Date.now())` is not static), so it is left out"],
    });
    expect(resolve("runTimeDescription")).toEqual({
      schema: { type: "object", properties: { a: { type: "number", description: "kept" }, b: { type: "number" } }, required: ["b"] },
      exact: false,
      gaps: ["the description ``${prefix}: ${Date.now()}`` is built at run time (call expression `Date.now()` is not static), so it is left out"],
    });
    expect(resolve("dynamicDescription")).toMatchObject({ schema: { type: "string" }, exact: false });
  });

  it("reproduces what zod itself throws", () => {
    expect(outcome("bigintField")).toEqual({
      reason: "zod cannot convert this schema to JSON Schema: BigInt cannot be represented in JSON Schema",
      at: "z.bigint()",
    });
    expect(outcome("dateField")).toEqual({
      reason: "zod cannot convert this schema to JSON Schema: Date cannot be represented in JSON Schema",
      at: "z.date()",
    });
    expect(outcome("unknownPick")).toEqual({
      reason: 'zod throws here: Unrecognized key: "b"',
      at: "z.object({ a: z.string() }).pick({ b: true })",
    });
    expect(outcome("refinedExtend")).toEqual({
      reason: "zod throws here: Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.",
      at: "z.object({ a: z.string() }).refine(() => true).extend({ a: z.number() })",
    });
    expect(outcome("wrongMethod")).toEqual({
      reason: "`.min()` is not a method of a zod optional schema that the interpreter knows",
      at: "z.string().optional().min(3)",
    });
    expect(outcome("badRegex")).toEqual({
      reason: "invalid regular expression: Invalid regular expression: /(unclosed/: Unterminated group",
      at: 'new RegExp("(unclosed")',
    });
    expect(outcome("tooDeep")).toEqual({
      reason: "the schema nests deeper than 150 builder calls; the interpreter stops here",
      at: expect.stringMatching(/^z\.array\(z\.array\(/),
    });
  });

  it("interprets recursion through z.lazy; leaves non-zod and zod/mini to other routes", () => {
    expect(outcome("selfReference")).toBe("ok");
    expect(outcome("plainObject")).toBe("undefined");
    expect(outcome("notZodCall")).toBe("undefined");
    expect(outcome("miniSchema")).toBe("undefined");
  });

  it("never throws, whatever expression of the fixtures it is given", () => {
    let calls = 0;
    for (const fileName of ["odd.ts", "corpus.ts"]) {
      const visit = (node: ts.Node): void => {
        if (ts.isExpression(node)) {
          calls++;
          expect(() => resolveZodChain(checker, node)).not.toThrow();
          expect(() => resolveZodShape(checker, node)).not.toThrow();
        }
        ts.forEachChild(node, visit);
      };
      visit(program.getSourceFiles().find((file) => file.fileName.endsWith(`zod-chain/${fileName}`))!);
    }
    expect(calls).toBeGreaterThan(1000);
  });
});
