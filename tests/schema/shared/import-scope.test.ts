import ts from "typescript";
import { describe, expect, it } from "vitest";
import { importInScope } from "../../../src/schema/shared/import-scope.js";
import { fixtureProgram } from "./fixture-program.js";

/**
 * `importInScope` answers without the checker whether a name read in an expression is an import: the
 * import's symbol, `false` (a parameter, a local, a declaration of the file, a global), or undefined
 * when the scopes alone cannot tell. Every answer it gives is held to the checker's, over every
 * name the static fixtures read at the root of a call, a member access or an argument.
 */

/** The names a chain of calls and member accesses starts from, and names passed as arguments. */
function readNames(file: ts.SourceFile): ts.Identifier[] {
  const names: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isIdentifier(node) && parent) {
      const root = (ts.isPropertyAccessExpression(parent) || ts.isCallExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
      const argument = ts.isCallExpression(parent) && parent.arguments.includes(node);
      if (root || argument) names.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

describe("importInScope", () => {
  it("agrees with the checker on every name it answers for", () => {
    const { program, checker } = fixtureProgram();
    const counts = { imports: 0, notImports: 0, undecided: 0 };
    const wrong: string[] = [];
    for (const file of program.getSourceFiles()) {
      if (file.isDeclarationFile || !file.fileName.includes("/fixtures/static/")) continue;
      for (const name of readNames(file)) {
        const answer = importInScope(name);
        const symbol = checker.getSymbolAtLocation(name);
        const where = `${file.fileName.split("/").pop()}:${file.getLineAndCharacterOfPosition(name.getStart()).line + 1} ${name.text}`;
        if (answer === undefined) counts.undecided += 1;
        else if (answer === false) {
          counts.notImports += 1;
          if (symbol && symbol.flags & ts.SymbolFlags.Alias) wrong.push(`${where}: said no import`);
        } else {
          counts.imports += 1;
          if (answer !== symbol) wrong.push(`${where}: another symbol than the checker's`);
        }
      }
    }
    expect(wrong).toEqual([]);
    // Each answer is given somewhere, so the agreement above is about all three.
    expect(counts.imports).toBeGreaterThan(10);
    expect(counts.notImports).toBeGreaterThan(10);
  });

  it("says a parameter, a local and a global are no import, even where an import has their name", () => {
    const source = `import { tools, z } from "pkg";\nexport function f(tools: unknown) { const z = 1; return [tools, z, console]; }\nexport const g = [tools, z];\n`;
    const file = ts.createSourceFile("scope.ts", source, ts.ScriptTarget.ES2022, true);
    const program = ts.createProgram({ rootNames: ["scope.ts"], options: { noEmit: true, types: [] }, host: hostFor(file) });
    program.getTypeChecker(); // binds the file: without its scopes, nothing is decided
    const bound = program.getSourceFile("scope.ts")!;
    const answers = readArrays(bound).map((names) => names.map((name) => (importInScope(name) === false ? "no import" : importInScope(name) ? "import" : "undecided")));
    expect(answers).toEqual([
      ["no import", "no import", "no import"],
      ["import", "import"],
    ]);
    // An unbound file has no scopes to read: every name is left to the checker.
    expect(readArrays(ts.createSourceFile("scope.ts", source, ts.ScriptTarget.ES2022, true)).flat().map(importInScope)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});

/** The identifiers of each array literal of the file, in order. */
function readArrays(file: ts.SourceFile): ts.Identifier[][] {
  const arrays: ts.Identifier[][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isArrayLiteralExpression(node)) arrays.push(node.elements.filter(ts.isIdentifier));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return arrays;
}

function hostFor(file: ts.SourceFile): ts.CompilerHost {
  const host = ts.createCompilerHost({});
  return { ...host, getSourceFile: (name, version) => (name === file.fileName ? file : host.getSourceFile(name, version)), fileExists: (name) => name === file.fileName || host.fileExists(name) };
}
