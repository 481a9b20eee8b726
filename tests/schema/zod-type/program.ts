import path from "node:path";
import ts from "typescript";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/zod-type");

const WARLOCK_AI = path.resolve(FIXTURES, "../project/warlock-ai.d.ts");

let cached: ts.Program | undefined;

/** One program over every fixture of this folder, built once per test worker. */
export function fixtureProgram(): ts.Program {
  cached ??= ts.createProgram(
    [...["schemas.ts", "odd.ts", "seal.ts", "library.ts", "details.ts"].map((name) => path.join(FIXTURES, name)), WARLOCK_AI],
    {
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      noEmit: true,
      types: [],
    },
  );
  return cached;
}

/** The first node in a fixture that `test` accepts, searched depth first. */
export function findNode<T extends ts.Node>(program: ts.Program, fileName: string, test: (node: ts.Node) => node is T): T {
  const sourceFile = program.getSourceFile(path.join(FIXTURES, fileName));
  let found: T | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (test(node)) found = node;
    else ts.forEachChild(node, visit);
  };
  if (sourceFile) visit(sourceFile);
  if (!found) throw new Error(`no matching node in ${fileName}`);
  return found;
}

/** The name identifiers of a fixture's top-level `const` declarations, in source order. */
export function declaredConsts(program: ts.Program, fileName: string): Map<string, ts.Identifier> {
  const sourceFile = program.getSourceFile(path.join(FIXTURES, fileName));
  if (!sourceFile) throw new Error(`fixture ${fileName} is not in the program`);
  const names = new Map<string, ts.Identifier>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name)) names.set(declaration.name.text, declaration.name);
    }
  }
  return names;
}
