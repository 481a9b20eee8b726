import { describe, expect, it } from "vitest";
import { schemaLibraryOf, standardInputType } from "../../../src/schema/shared/library.js";
import { declaredConsts, fixtureProgram } from "../zod-type/program.js";

const program = fixtureProgram();
const checker = program.getTypeChecker();
const values = declaredConsts(program, "library.ts");

function facts(name: string): [string, string | undefined] {
  const type = checker.getTypeAtLocation(values.get(name)!);
  const input = standardInputType(checker, type);
  return [schemaLibraryOf(checker, type), input && checker.typeToString(input)];
}

describe("schemaLibraryOf and standardInputType", () => {
  it("recognises zod by where its types are declared", () => {
    expect(facts("zodObject")).toEqual(["zod", "{ city: string; days?: number | undefined; }"]);
    expect(facts("zodBranded")).toEqual(["zod", "string"]);
    expect(facts("eitherZod")).toEqual(["zod", "string | number"]);
  });

  it("recognises Seal, which has no Standard Schema types", () => {
    expect(facts("sealObject")).toEqual(["seal", undefined]);
  });

  it("calls any other Standard Schema standard, even one named like zod", () => {
    expect(facts("ownStandard")).toEqual(["standard", "{ query: string; }"]);
    expect(facts("impostor")).toEqual(["standard", undefined]);
  });

  it("knows nothing of plain values or a mix of libraries", () => {
    expect(facts("plainObject")).toEqual(["unknown", undefined]);
    expect(facts("zodOrSeal")).toEqual(["unknown", undefined]);
    expect(schemaLibraryOf(checker, checker.getAnyType())).toBe("unknown");
  });
});
