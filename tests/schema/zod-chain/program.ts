import path from "node:path";
import ts from "typescript";

export const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/zod-chain");

export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const programs = new Map<string, ts.Program>();

/** A program over some fixture files of this folder, built once per file list per worker. */
export function fixtureProgram(...names: string[]): ts.Program {
  const key = names.join("|");
  let program = programs.get(key);
  if (!program) {
    program = ts.createProgram(names.map((name) => path.join(FIXTURES, name)), COMPILER_OPTIONS);
    programs.set(key, program);
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

export interface StandardJsonSchema {
  "~standard": { jsonSchema: { input(options: { target: string }): unknown } };
}

/** What zod itself emits for the schema (for the converter target a framework asks for), or the message it throws. */
export function realZodInput(schema: unknown, target = "openai-strict"): { ok: true; json: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, json: (schema as StandardJsonSchema)["~standard"].jsonSchema.input({ target }) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** A one-file program of `text`, written as if at `fileName` (so its imports resolve from there). */
export interface Probe {
  readonly program: ts.Program;
  readonly source: ts.SourceFile;
  /** The initializers of its exported consts, by name. */
  readonly inits: Readonly<Record<string, ts.Expression>>;
  /** Where a node starts, as `line:column` (1-based). */
  readonly at: (node: ts.Node) => string;
  /** A route's refusal of an export: its reason, where it points, and the text there; throws when the export resolves. */
  readonly refusalOf: (resolve: (checker: ts.TypeChecker, expr: ts.Expression) => Refusable | undefined) => (name: string) => [string, string, string];
}

type Refusable = { ok: true } | { ok: false; reason: string; node: ts.Node };

export function probeProgram(fileName: string, text: string): Probe {
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const read = host.readFile;
  host.readFile = (name) => (name === fileName ? text : read.call(host, name));
  host.fileExists = ((exists) => (name: string) => name === fileName || exists.call(host, name))(host.fileExists);
  const program = ts.createProgram([fileName], COMPILER_OPTIONS, host);
  const source = program.getSourceFile(fileName)!;
  const inits = Object.fromEntries(
    source.statements
      .filter((s): s is ts.VariableStatement => ts.isVariableStatement(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
      .map((s) => [(s.declarationList.declarations[0]!.name as ts.Identifier).text, s.declarationList.declarations[0]!.initializer!]),
  );
  const at = (node: ts.Node) => {
    const { line, character } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${line + 1}:${character + 1}`;
  };
  const refusalOf: Probe["refusalOf"] = (resolve) => (name) => {
    const result = resolve(program.getTypeChecker(), inits[name]!);
    if (!result || result.ok) throw new Error(`${name} resolved`);
    return [result.reason, at(result.node), result.node.getText()];
  };
  return { program, source, inits, at, refusalOf };
}
