import path from "node:path";
import ts from "typescript";

/** The fixture folder, its Program (built once per test process) and its `probe<T>()` cases. */
export const FIXTURE_DIR = path.resolve(import.meta.dirname, "../../fixtures/type");

let cached: ts.Program | undefined;

export function fixtureProgram(): ts.Program {
  cached ??= buildProgram(FIXTURE_DIR, {});
  return cached;
}

/** A Program over the fixture folder with extra compiler options (e.g. `exactOptionalPropertyTypes`). */
export function buildProgram(dir: string, overrides: ts.CompilerOptions): ts.Program {
  const configPath = path.join(dir, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, overrides, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram(parsed.fileNames, parsed.options);
}

export interface Case {
  /** The written type argument of `probe<T>()`. */
  readonly typeNode: ts.TypeNode;
  readonly declaration: ts.VariableDeclaration;
}

/** Every `const name = probe<T>()` in the fixture files, by variable name. */
export function fixtureCases(program: ts.Program): Map<string, Case> {
  const cases = new Map<string, Case>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(FIXTURE_DIR)) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        node.initializer.typeArguments?.length === 1
      ) {
        cases.set(node.name.text, { typeNode: node.initializer.typeArguments[0], declaration: node });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return cases;
}

export function fixtureCase(program: ts.Program, name: string): Case {
  const found = fixtureCases(program).get(name);
  if (!found) throw new Error(`no fixture case named ${name}`);
  return found;
}

/** The first declaration named `name` (parameter, variable…) in the fixture files. */
export function fixtureDeclaration(program: ts.Program, name: string): ts.NamedDeclaration {
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(FIXTURE_DIR)) continue;
    let found: ts.NamedDeclaration | undefined;
    const visit = (node: ts.Node): void => {
      if (found) return;
      const named = node as ts.NamedDeclaration;
      if ((ts.isParameter(node) || ts.isVariableDeclaration(node)) && named.name && ts.isIdentifier(named.name) && named.name.text === name) {
        found = named;
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    if (found) return found;
  }
  throw new Error(`no declaration named ${name} in the fixture`);
}
