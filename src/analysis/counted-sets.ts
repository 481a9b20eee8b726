import type ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "./analyze.js";
import { composedSetsOf } from "./composed-sets.js";
import type { fileAnalysis } from "./context.js";
import { toolSetsOf } from "./tool-sets.js";

/** One set of tools as a request receives it, for the rules that count or price a whole set. */
export interface CountedSet {
  readonly node: ts.Node;
  readonly label: string;
  readonly tools: readonly ToolAnalysis[];
}

/**
 * The file's sets, each whole: a literal's own tools, or all it takes in through spreads, `const`s
 * and imports when that is more, and the literals that only assemble tools from elsewhere.
 */
export function countedSetsOf(file: ReturnType<typeof fileAnalysis>): CountedSet[] {
  const assembled = new Map(composedSetsOf(file).map((set) => [set.node as ts.Node, set]));
  const out: CountedSet[] = [];
  for (const set of toolSetsOf(file.tools)) {
    const whole = assembled.get(set.ref.node);
    assembled.delete(set.ref.node);
    out.push({ node: set.ref.node, label: set.ref.label, tools: whole && whole.members.length > set.tools.length ? whole.members.map((m) => m.tool) : set.tools });
  }
  for (const set of assembled.values()) {
    if (set.members.some((m) => m.assembled)) out.push({ node: set.node, label: set.label, tools: set.members.map((m) => m.tool) });
  }
  return out;
}

/** Where to underline a set: its first line (the opening of an array or object, a declaration's name). */
export function setHead(node: ts.Node, sourceFile: ts.SourceFile): [number, number] {
  const named = (node as { name?: ts.Node }).name;
  const target = named ?? node;
  const start = target.getStart(sourceFile);
  const lineEnd = sourceFile.text.indexOf("\n", start);
  return [start, Math.min(target.getEnd(), lineEnd === -1 ? target.getEnd() : lineEnd)];
}
