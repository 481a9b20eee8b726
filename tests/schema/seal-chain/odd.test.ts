import ts from "typescript";
import { describe, expect, it } from "vitest";
import { resolveSealChain } from "../../../src/schema/seal-chain/index.js";
import { exportedInitializers, fixtureProgram } from "./program.js";

const program = fixtureProgram("odd.ts");
const checker = program.getTypeChecker();
const chains = exportedInitializers(program, "odd.ts");

const FAILURES: Record<string, [reason: string, node: string]> = {
  fromHelper: ["`makeSchema()` is a Seal schema, but not a `v.…` chain written in the source (a parameter or a helper's result)", "makeSchema()"],
  fromLet: ["the Seal schema cannot be followed statically: `let` binding `mutable` is not constant", "mutable"],
  dynamicMin: ["`n` is declared without a value", "n"],
  unknownMethod: ["`.trim()` on a Seal string schema is not interpreted statically, so the schema sent cannot be known exactly", "v.string().trim()"],
  computed: ["`v.computed()` derives its value from a callback; it has no static schema", "v.computed(() => 1)"],
  refined: ["`.refine()` on a Seal string schema is not interpreted statically, so the schema sent cannot be known exactly", "v.string().refine(() => undefined)"],
  shapeCall: ["the shape `makeShape()` of `v.object()` must be an object literal", "makeShape()"],
  badEnum: ['enum value {"a":1} in `[{ a: 1 }]` is not a scalar; Seal compares by identity', "[{ a: 1 }]"],
  badDescribe: ["`42 as unknown as string` must be a string, not a number", "42 as unknown as string"],
  dateMin: ["`.min()` on a Seal date schema is not interpreted statically, so the schema sent cannot be known exactly", 'v.date().min("2020-01-01")'],
  spreadList: ["`...[v.string()]` in the list is not interpreted; write each schema out", "...[v.string()]"],
  cycleA: ["the Seal schema cannot be followed statically: cyclic const reference: `cycleB` depends on its own value", "cycleB"],
  viaParam: ["`param(v.string())` is a Seal schema, but not a `v.…` chain written in the source (a parameter or a helper's result)", "param(v.string())"],
};

describe("resolveSealChain: odd inputs", () => {
  it("returns undefined for chains that are not Seal, even with Seal-like names", () => {
    expect(resolveSealChain(checker, chains.get("notSeal")!)).toBeUndefined();
    expect(resolveSealChain(checker, chains.get("literal")!)).toBeUndefined();
  });

  for (const [name, [reason, node]] of Object.entries(FAILURES)) {
    it(`${name} fails with a specific reason`, () => {
      const result = resolveSealChain(checker, chains.get(name)!);
      expect(result).toMatchObject({ ok: false, reason });
      if (result && !result.ok) expect(result.node.getText()).toBe(node);
    });
  }

  it("never throws on any expression of the fixtures", () => {
    for (const file of ["odd.ts", "table.ts"]) {
      const source = fixtureProgram(file).getSourceFiles().find((sf) => sf.fileName.endsWith(file))!;
      const visit = (node: ts.Node): void => {
        if (ts.isExpression(node)) expect(() => resolveSealChain(fixtureProgram(file).getTypeChecker(), node)).not.toThrow();
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  });

  it("refuses hostile nesting without throwing", () => {
    const depth = 400;
    const text = `import { v } from "@warlock.js/seal";\nexport const deep = ${"v.array(".repeat(depth)}v.string()${")".repeat(depth)};\n`;
    const host = ts.createCompilerHost({});
    const fileName = fixtureProgram("odd.ts").getRootFileNames()[0].replace(/odd\.ts$/, "deep.ts");
    const original = host.getSourceFile;
    host.getSourceFile = (name, version) =>
      name === fileName ? ts.createSourceFile(name, text, version, true) : original.call(host, name, version);
    host.fileExists = ((exists) => (name: string) => name === fileName || exists(name))(host.fileExists);
    const deepProgram = ts.createProgram([fileName], fixtureProgram("odd.ts").getCompilerOptions(), host);
    const sourceFile = deepProgram.getSourceFile(fileName)!;
    const statement = sourceFile.statements[1] as ts.VariableStatement;
    const result = resolveSealChain(deepProgram.getTypeChecker(), statement.declarationList.declarations[0].initializer!);
    expect(result).toMatchObject({ ok: false });
    if (result && !result.ok) expect(result.reason).toMatch(/deeper than 64 levels|too deeply nested/);
  });
});
