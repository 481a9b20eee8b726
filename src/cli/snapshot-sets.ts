import path from "node:path";
import ts from "../util/typescript.cjs";
import type { ToolSetRef } from "../frameworks/types.js";
import { requestOverhead, type TokensBy } from "../tokens/index.js";

/** The set a reported tool is sent in, named so that the name survives edits elsewhere in the file. */
export interface ReportedSet {
  /** `src/agent.ts#tools`, `src/mcp.ts#server`, `src/chat.ts#ask.tools`; `…@line` only to tell two apart. */
  readonly id: string;
  /** For messages: "this array of tools". */
  readonly label: string;
  /** The tool was placed in the set by its type (`ToolSetRef.byType`): the set may not hold it. */
  readonly byType?: true;
}

/**
 * A set's id: its file and the names around its literal (the variable, the property, the function
 * it is written in), not its line, so that a lock file does not change when code above it moves.
 */
export function reportedSet(ref: ToolSetRef, cwd: string): ReportedSet {
  const sourceFile = ref.node.getSourceFile();
  const file = path.relative(cwd, sourceFile.fileName).split(path.sep).join("/");
  const names: string[] = [];
  for (let node: ts.Node | undefined = ref.node; node && !ts.isSourceFile(node); node = node.parent) {
    const name = nameOf(node);
    if (name !== undefined) names.unshift(name);
    if (ts.isVariableDeclaration(node) || ts.isFunctionLike(node) || ts.isClassLike(node)) {
      if (name !== undefined) break;
    }
  }
  const line = sourceFile.getLineAndCharacterOfPosition(ref.node.getStart(sourceFile)).line + 1;
  return { id: `${file}#${names.length > 0 ? names.join(".") : `line ${line}`}`, label: ref.label, ...(ref.byType ? { byType: true as const } : {}) };
}

function nameOf(node: ts.Node): string | undefined {
  const name = (node as { name?: ts.Node }).name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

/** One destination's total for a set: its tools plus what the request pays once for carrying tools. */
export interface SetTotal {
  readonly target: string;
  readonly tokens: number;
  readonly tokensBy: TokensBy;
}

interface CountedTool {
  readonly set: ReportedSet | null;
  readonly destinations: readonly { readonly target: string; readonly tokens: number; readonly tokensBy: TokensBy }[];
}

/**
 * Per set, per destination: what one request carrying the whole set costs. Tools outside a known set are
 * left out; `byType` counts those placed by their type, so the totals are then at most.
 */
export function setTotals(tools: readonly CountedTool[]): { readonly set: ReportedSet; readonly tools: number; readonly byType: number; readonly totals: readonly SetTotal[] }[] {
  const bySet = new Map<string, { set: ReportedSet; tools: number; byType: number; totals: Map<string, { tokens: number; tokensBy: TokensBy }> }>();
  for (const tool of tools) {
    if (!tool.set) continue;
    const entry = bySet.get(tool.set.id) ?? { set: tool.set, tools: 0, byType: 0, totals: new Map() };
    bySet.set(tool.set.id, entry);
    entry.tools++;
    if (tool.set.byType) entry.byType++;
    for (const d of tool.destinations) {
      const total = entry.totals.get(d.target) ?? { tokens: requestOverhead(d.target).tokens, tokensBy: d.tokensBy };
      total.tokens += d.tokens;
      // A total is counted only when every part of it is.
      if (d.tokensBy === "estimate") total.tokensBy = "estimate";
      entry.totals.set(d.target, total);
    }
  }
  return [...bySet.values()]
    .sort((a, b) => a.set.id.localeCompare(b.set.id))
    .map(({ set, tools: count, byType, totals }) => ({
      set,
      tools: count,
      byType,
      totals: [...totals.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([target, t]) => ({ target, ...t })),
    }));
}
