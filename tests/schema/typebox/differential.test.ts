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

describe.each(Object.entries(corpora))("the TypeBox route agrees with the library in %s", (fileName, values) => {
  const schemas = exportsOf(fileName);

  it("reads every schema of the corpus", () => {
    expect(schemas.length).toBe(Object.keys(values).length);
    expect(schemas.length).toBeGreaterThanOrEqual(18);
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

  it("says which builder it does not read, and is not the route for other calls", () => {
    const text = `import { Type } from "typebox";\nexport const a = Type.Object({ both: Type.Intersect([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]) });\nexport const b = Math.max(1, 2);\n`;
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
  });
});
