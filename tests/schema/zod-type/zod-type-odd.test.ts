import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveZodType } from "../../../src/schema/zod-type/index.js";
import { declaredConsts, findNode, fixtureProgram } from "./program.js";

const program = fixtureProgram();
const checker = program.getTypeChecker();
const odd = declaredConsts(program, "odd.ts");

function refusal(node: ts.Node): { reason: string; node: string } {
  const result = resolveZodType(checker, checker.getTypeAtLocation(node), node);
  if (result.ok) throw new Error(`expected a refusal, got ${JSON.stringify(result.schema)}`);
  return { reason: result.reason, node: result.node.getText().split("\n")[0] };
}

function refusalOf(name: string): { reason: string; node: string } {
  return refusal(odd.get(name)!);
}

describe("zod inputs the type reader refuses", () => {
  it("an annotation with the general ZodType", () => {
    expect(refusalOf("annotatedGeneral")).toEqual({
      reason:
        "the input schema is typed as the general `ZodType<Tree, unknown, $ZodTypeInternals<Tree, unknown>>` (an annotation such as `z.ZodType<T>` hides its structure); let TypeScript infer the schema's type",
      node: "annotatedGeneral",
    });
  });

  it("kinds zod itself cannot convert, named by path and with zod's own error", () => {
    expect(refusalOf("withDate")).toEqual({
      reason: 'zod cannot convert the schema at `properties.when` to JSON Schema (it throws "Date cannot be represented in JSON Schema")',
      node: "when: z.date()",
    });
    expect(refusalOf("withBigint")).toEqual({
      reason: 'zod cannot convert the schema at `properties.nested.properties.big` to JSON Schema (it throws "BigInt cannot be represented in JSON Schema")',
      node: "big: z.bigint()",
    });
    expect(refusalOf("standaloneTransform")).toEqual({
      reason: 'zod cannot convert the schema at `properties.t` to JSON Schema (it throws "Transforms cannot be represented in JSON Schema")',
      node: "t: z.transform((value: unknown) => String(value))",
    });
    expect(refusalOf("literalUndefined")).toEqual({
      reason: 'zod cannot convert the schema at `properties.u` to JSON Schema (it throws "Literal `undefined` cannot be represented in JSON Schema")',
      node: "u: z.literal(undefined)",
    });
  });

  it("any, a runtime choice between schemas, and a value that is no schema", () => {
    expect(refusalOf("typedAny")).toEqual({ reason: "the input schema has type `any`, so its structure is not visible", node: "typedAny" });
    expect(refusalOf("chosenAtRuntime")).toEqual({
      reason:
        "the input schema has type `ZodObject<{ a: ZodString; }, $strip> | ZodObject<{ b: ZodNumber; }, $strip>`: one of several schemas chosen at runtime, so the one sent is not known",
      node: "chosenAtRuntime",
    });
    expect(refusalOf("notASchema")).toEqual({ reason: "the input schema (type `{ city: string; }`) is not a zod schema", node: "notASchema" });
  });

  it("a type shaped like zod's but declared elsewhere", () => {
    const impostor = declaredConsts(program, "library.ts").get("impostor")!;
    expect(refusal(impostor)).toEqual({ reason: "the input schema (type `ZodObject`) is not a zod schema", node: "impostor" });
  });

  it("an unresolved generic inside a shape", () => {
    const wrapped = findNode(program, "odd.ts", (node): node is ts.Identifier => ts.isIdentifier(node) && node.text === "wrapped");
    expect(refusal(wrapped)).toEqual({ reason: "the schema at `properties.inner` has the unresolved generic type `T`", node: "inner" });
  });

  it("enum values hidden behind a string[] or typed any", () => {
    expect(refusalOf("enumFromStringArray")).toEqual({
      reason: "the enum values of the schema at `properties.role` are not visible in its type (declare the array `as const`)",
      node: "role: z.enum(roleNames)",
    });
    expect(refusalOf("enumFromAny")).toEqual({
      reason: "the enum values of the schema at `properties.operator` are of type `any` in its type; make what they are read from resolve to literal values",
      node: "operator: z.enum([Unresolved.AND, Unresolved.OR])",
    });
  });

  it("nesting beyond the depth guard", () => {
    const { reason, node } = refusalOf("tooDeep");
    expect(reason).toBe("the schema at `properties.deep.items.items.….items.items.items.items` is nested more than 64 levels deep");
    expect(node.startsWith("deep: z.array(")).toBe(true);
  });

  it("never throws, whatever node and type it is handed", () => {
    const sourceFile = program.getSourceFile(findNode(program, "odd.ts", ts.isSourceFile).fileName)!;
    const voidType = checker.getVoidType();
    expect(resolveZodType(checker, voidType, sourceFile)).toEqual({
      ok: false,
      reason: "the input schema (type `void`) is not a zod schema",
      node: sourceFile,
    });
  });
});
