import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { answerForType, declaredTypes } from "../../../src/frameworks/core/context-free-type.js";
import { isSchemaType, isZod3Type } from "../../../src/frameworks/mcp/classify.js";

const DIR = path.resolve(import.meta.dirname, "../../fixtures/context-free");

function fixture() {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(DIR, "tsconfig.json"), undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error("no tsconfig");
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const probes = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "probe") {
      const [label, value] = node.arguments;
      if (label && ts.isStringLiteral(label) && value) probes.set(label.text, value);
    }
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(path.join(DIR, "probes.ts"))!);
  return { program, probes };
}

/** What the callers ask: is it a schema, a zod 3 one, and which class. */
const questions = {
  schema: isSchemaType,
  zod3: isZod3Type,
  className: (type: ts.Type) => (type.aliasSymbol ?? type.getSymbol())?.getName(),
};

const DECLARED: [string, string][] = [
  ["zod4 object", "ZodObject"],
  ["zod4 namespace import", "ZodBoolean"],
  ["zod4 this chain", "ZodObject"],
  ["zod4 wrapper", "ZodOptional"],
  ["imported default const", "ZodObject"],
  ["zod3 object", "ZodObject"],
  ["zod3 enum overloads through typeof", "ZodEnum"],
  ["zod3 this chain", "ZodString"],
];

describe("answerForType reads classes from declarations", () => {
  const { program, probes } = fixture();

  it.each(DECLARED)("%s: the class from the declarations, without typing the value", (label, className) => {
    const types = declaredTypes(program.getTypeChecker(), probes.get(label)!, 0);
    expect(types?.map(questions.className)).toEqual([className]);
  });

  it("overloads returning two classes give both, for the answers to agree on or not", () => {
    const types = declaredTypes(program.getTypeChecker(), probes.get("zod4 overloads of two classes")!, 0);
    expect(types?.map(questions.className)).toEqual(["ZodString", "$ZodType"]);
  });

  it.each(["zod4 refine, a conditional return", "a parameter", "an unannotated function", "a method of overloads of two classes"])("%s: left to the type in place", (label) => {
    expect(declaredTypes(program.getTypeChecker(), probes.get(label)!, 0)).toBeUndefined();
  });

  it("gives every answer the type in place gives", () => {
    // A fresh program: the answers from declarations are asked before anything was typed in place.
    const fresh = fixture();
    const checker = fresh.program.getTypeChecker();
    const fromDeclarations = [...fresh.probes].map(([label, expr]) => [label, Object.values(questions).map((ask) => answerForType(checker, expr, ask as (t: ts.Type) => unknown))]);
    const inPlace = [...fresh.probes].map(([label, expr]) => [label, Object.values(questions).map((ask) => (ask as (t: ts.Type) => unknown)(checker.getTypeAtLocation(expr)))]);
    expect(fromDeclarations).toEqual(inPlace);
    expect(fromDeclarations).toHaveLength(13);
  });
});
