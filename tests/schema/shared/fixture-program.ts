import path from "node:path";
import ts from "typescript";
import type { SchemaOrigin, SourceMap } from "../../../src/schema/types.js";

const FIXTURE_DIR = path.resolve(import.meta.dirname, "../../fixtures/static");

export interface FixtureProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  /** The second argument of `probe("label", expr)` anywhere in the fixture files. */
  probe(label: string): ts.Expression;
}

let cached: FixtureProgram | undefined;

/** One Program over every static fixture, shared by the test files of this folder. */
export function fixtureProgram(): FixtureProgram {
  if (cached) return cached;
  const configPath = path.join(FIXTURE_DIR, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const probes = new Map<string, ts.Expression>();
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.startsWith(FIXTURE_DIR.split(path.sep).join("/"))) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "probe") {
        const [label, value] = node.arguments;
        if (label && ts.isStringLiteral(label) && value) {
          if (probes.has(label.text)) throw new Error(`duplicate probe ${label.text}`);
          probes.set(label.text, value);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  cached = {
    program,
    checker: program.getTypeChecker(),
    probe(label) {
      const found = probes.get(label);
      if (!found) throw new Error(`no probe labelled ${label}`);
      return found;
    },
  };
  return cached;
}

/** Source text with whitespace collapsed, cut to `max` characters, for readable exact assertions. */
export function text(node: ts.Node | undefined, max = 40): string | undefined {
  if (!node) return undefined;
  const full = node.getText().replace(/\s+/g, " ");
  return full.length > max ? full.slice(0, max - 1) + "…" : full;
}

/** A crossed node as `Kind name`: `VariableDeclaration WEATHER`, `SpreadAssignment ...BASE_PROPS`. */
export function viaLabel(node: ts.Node): string {
  const kind = ts.SyntaxKind[node.kind];
  if (ts.isVariableDeclaration(node)) return `${kind} ${node.name.getText()}`;
  return `${kind} ${text(node)}`;
}

export interface OriginSummary {
  node: string | undefined;
  file?: string;
  declaration?: string;
  keywords?: string[];
  via: string[];
}

/** The map flattened to plain data, so a test can assert it entry by entry. */
export function summarizeMap(map: SourceMap): Record<string, OriginSummary> {
  const out: Record<string, OriginSummary> = {};
  for (const [pointer, origin] of map) out[pointer] = summarizeOrigin(origin);
  return out;
}

function summarizeOrigin(origin: SchemaOrigin): OriginSummary {
  const summary: OriginSummary = { node: text(origin.node), via: origin.via.map(viaLabel) };
  const file = path.basename(origin.node.getSourceFile().fileName);
  if (file !== "schemas.ts") summary.file = file;
  if (origin.declaration) summary.declaration = `${ts.SyntaxKind[origin.declaration.kind]} ${text(origin.declaration, 24)}`;
  if (origin.keywords && origin.keywords.size > 0) summary.keywords = [...origin.keywords.keys()];
  return summary;
}
