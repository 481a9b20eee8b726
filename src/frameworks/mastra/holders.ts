// What holds a Mastra tool by its `const`: an agent's or an MCP server's `tools` object, in the
// tool's file or in another one that imports it. Shared by agents.ts and mcp-server.ts.
import ts from "../../util/typescript.cjs";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { createSiteReader, type SiteReader } from "../core/reader.js";
import { isProjectSource } from "../../analysis/recognition/imports.js";

/** One entry of a `tools` object: the key the tool is sent or listed under, and the expression it holds. */
export interface HolderEntry {
  readonly key: string;
  readonly keyNode: ts.Node;
  readonly value: ts.Expression;
  readonly tools: ts.ObjectLiteralExpression;
}

/** The tool's `const`, when it is declared as one. */
export function declaredSymbol(checker: ts.TypeChecker, tool: ts.Node): ts.Symbol | undefined {
  const parent = outermostWrapper(tool).parent;
  return parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? checker.getSymbolAtLocation(parent.name) : undefined;
}

/** What an identifier refers to; for `{ weatherTool }`, the variable rather than the property. */
export function valueSymbol(checker: ts.TypeChecker, identifier: ts.Identifier): ts.Symbol | undefined {
  const parent = identifier.parent;
  if (ts.isShorthandPropertyAssignment(parent) && parent.name === identifier) return checker.getShorthandAssignmentValueSymbol(parent);
  return checker.getSymbolAtLocation(identifier);
}

/** The variable an identifier refers to, through the imports that lead to it. */
function originalSymbol(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

export type ProgramHolders<E extends HolderEntry> = (program: ts.Program) => readonly { readonly entry: E; readonly reader: SiteReader }[];

/**
 * Every holder entry of the program's own files that write `module` (text first: a file that never
 * names the package builds no holder), read by `entriesOf`; once per program.
 */
export function programHolders<E extends HolderEntry>(module: string, entriesOf: (reader: SiteReader) => readonly E[]): ProgramHolders<E> {
  const byProgram = new WeakMap<ts.Program, readonly { readonly entry: E; readonly reader: SiteReader }[]>();
  return (program) => {
    let entries = byProgram.get(program);
    if (entries) return entries;
    const list: { entry: E; reader: SiteReader }[] = [];
    for (const file of program.getSourceFiles()) {
      if (file.isDeclarationFile || !file.text.includes(module) || !isProjectSource(program, file)) continue;
      const reader = createSiteReader(program, file, [module]);
      for (const entry of entriesOf(reader)) list.push({ entry, reader });
    }
    byProgram.set(program, (entries = list));
    return entries;
  };
}

/** The entries of other files than the tool's that hold its `const` (imported there), in the program being analysed. */
export function heldElsewhere<E extends HolderEntry>(program: ts.Program, holders: ProgramHolders<E>, tool: ts.Node, toolFile: ts.SourceFile): readonly E[] {
  const checker = program.getTypeChecker();
  const declared = declaredSymbol(checker, tool);
  if (!declared) return [];
  return holders(program)
    .filter(({ entry, reader }) => {
      if (reader.sourceFile === toolFile) return false;
      const inner = unwrapExpression(entry.value);
      return ts.isIdentifier(inner) && originalSymbol(checker, valueSymbol(reader.checker, inner)) === declared;
    })
    .map(({ entry }) => entry);
}

/** The one key all these entries hold the tool under; undefined when none does, or they disagree. */
export function oneKey(entries: readonly HolderEntry[]): { readonly value: string; readonly node: ts.Node } | undefined {
  const [first] = entries;
  return first && entries.every((entry) => entry.key === first.key) ? { value: first.key, node: first.keyNode } : undefined;
}
