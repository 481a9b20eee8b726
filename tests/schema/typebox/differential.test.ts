import path from "node:path";
import { describe, expect, it } from "vitest";
import ts from "typescript";
import * as corpus from "../../fixtures/typebox/corpus.js";
import * as sinclair from "../../fixtures/typebox/corpus-sinclair.js";
import { resolveTypeBoxSchema } from "../../../src/schema/typebox/index.js";
import { COMPILER_OPTIONS } from "../zod-chain/program.js";

/**
 * The TypeBox route against typebox 1.4.3 itself (with pi-ai 0.73.1's `StringEnum`) and against
 * @sinclair/typebox 0.34.48: every schema of each corpus is read statically and built by the library;
 * the JSON texts must be equal, key order included.
 */
const corpora = { "corpus.ts": corpus, "corpus-sinclair.ts": sinclair } as const;
/** How many schemas each corpus must hold at least, so the comparison keeps its breadth. */
const MINIMUM_SCHEMAS: Readonly<Record<keyof typeof corpora, number>> = { "corpus.ts": 40, "corpus-sinclair.ts": 25 };
const files = Object.keys(corpora).map((name) => path.resolve(import.meta.dirname, "../../fixtures/typebox", name));
const program = ts.createProgram(files, COMPILER_OPTIONS);
const checker = program.getTypeChecker();

function exportsOf(fileName: string): (readonly [string, ts.Expression])[] {
  const sourceFile = program.getSourceFile(path.resolve(import.meta.dirname, "../../fixtures/typebox", fileName))!;
  return sourceFile.statements.flatMap((statement) =>
    ts.isVariableStatement(statement) && statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      ? statement.declarationList.declarations.map((d) => [(d.name as ts.Identifier).text, d.initializer!] as const)
      : [],
  );
}

const exported = exportsOf("corpus.ts");

const corpusEntries = (Object.keys(corpora) as (keyof typeof corpora)[]).map((name) => [name, corpora[name]] as const);

describe.each(corpusEntries)("the TypeBox route agrees with the library in %s", (fileName, values) => {
  const schemas = exportsOf(fileName);

  it(`reads every schema of the corpus, at least ${MINIMUM_SCHEMAS[fileName]} of them`, () => {
    expect(schemas.length).toBe(Object.keys(values).length);
    expect(schemas.length).toBeGreaterThanOrEqual(MINIMUM_SCHEMAS[fileName]);
  });

  it.each(schemas)("%s", (name, initializer) => {
    const ours = resolveTypeBoxSchema(checker, initializer);
    expect(ours?.ok, ours && !ours.ok ? ours.reason : "").toBe(true);
    // The library's schema carries symbols (its kinds); JSON is what a framework sends.
    const real = JSON.stringify((values as Record<string, unknown>)[name]);
    expect(ours?.ok && JSON.stringify(ours.schema)).toBe(real);
  });
});

describe("the TypeBox route's source map and refusals", () => {
  it("maps each property to where it is written", () => {
    const [, initializer] = exported.find(([name]) => name === "t05")!;
    const ours = resolveTypeBoxSchema(checker, initializer);
    if (!ours?.ok) throw new Error("t05 did not resolve");
    const note = ours.map.get("/properties/note");
    expect(note?.declaration?.getText()).toBe("note: Type.Optional(Type.String({ maxLength: 200 }))");
    // The builder that writes the schema, inside the Optional that only marks it.
    expect(note?.node.getText()).toBe("Type.String({ maxLength: 200 })");
  });

  it("maps each property of a Record keyed by literals to the value's builder", () => {
    const [, initializer] = exported.find(([name]) => name === "t39")!;
    const ours = resolveTypeBoxSchema(checker, initializer);
    if (!ours?.ok) throw new Error("t39 did not resolve");
    expect(ours.map.get("/properties/budget/properties/rent")?.node.getText()).toBe("Type.Number({ minimum: 0 })");
  });

  it("says which builder it does not read, and is not the route for other calls", () => {
    const text = `import { Type } from "typebox";\nexport const a = Type.Object({ both: Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]) });\nexport const b = Math.max(1, 2);\nexport const c = Type.Record(Type.Boolean(), Type.String());\n`;
    const host = ts.createCompilerHost(COMPILER_OPTIONS);
    const probe = path.resolve(import.meta.dirname, "../../fixtures/typebox/probe.ts");
    const read = host.readFile;
    host.readFile = (name) => (name === probe ? text : read.call(host, name));
    host.fileExists = ((exists) => (name: string) => name === probe || exists.call(host, name))(host.fileExists);
    const own = ts.createProgram([probe], COMPILER_OPTIONS, host);
    const inits = own.getSourceFile(probe)!.statements.filter(ts.isVariableStatement).map((s) => s.declarationList.declarations[0].initializer!);
    const date = resolveTypeBoxSchema(own.getTypeChecker(), inits[0]);
    expect(date && !date.ok && date.reason).toMatch(/^Type\.Intersect\(\) is not read by the plugin/);
    expect(resolveTypeBoxSchema(own.getTypeChecker(), inits[1])).toBeUndefined();
    const booleanKey = resolveTypeBoxSchema(own.getTypeChecker(), inits[2]);
    expect(booleanKey && !booleanKey.ok && booleanKey.reason).toMatch(/^Type\.Record\(\) is read only with a String, Integer, Number/);
  });
});
