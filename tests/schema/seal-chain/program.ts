import path from "node:path";
import ts from "typescript";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/seal-chain");

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const programs = new Map<string, ts.Program>();

export function fixtureProgram(name: string): ts.Program {
  let program = programs.get(name);
  if (!program) {
    program = ts.createProgram([path.join(FIXTURES, name)], COMPILER_OPTIONS);
    programs.set(name, program);
  }
  return program;
}

/** The initializers of a fixture's exported top-level consts, by name, in source order. */
export function exportedInitializers(program: ts.Program, fileName: string): Map<string, ts.Expression> {
  const sourceFile = program.getSourceFile(path.join(FIXTURES, fileName));
  if (!sourceFile) throw new Error(`fixture ${fileName} is not in the program`);
  const out = new Map<string, ts.Expression>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) out.set(declaration.name.text, declaration.initializer);
    }
  }
  return out;
}
