// Tool sets: the tools sent together in one request, grouped in a file (here), composed across files
// through spreads, consts and imports (`composed.ts`), counted for the set rules, and named by their keys.
import type ts from "typescript";
import type { ToolSetRef } from "../../frameworks/types.js";
import type { ToolAnalysis } from "../analyze.js";

/** The tools of one file that are sent together, with the set's own description. */
export interface ToolSet {
  readonly ref: ToolSetRef;
  readonly tools: readonly ToolAnalysis[];
}

const sets = new WeakMap<readonly ToolAnalysis[], readonly ToolSet[]>();

/**
 * The file's tools grouped by the set they are sent in; tools outside any known set are left out,
 * and so are those placed in a set by type only (`ToolSetRef.byType`): the set may not hold them.
 */
export function toolSetsOf(tools: readonly ToolAnalysis[]): readonly ToolSet[] {
  const known = sets.get(tools);
  if (known) return known;
  const byNode = new Map<ts.Node, { ref: ToolSetRef; tools: ToolAnalysis[] }>();
  for (const tool of tools) {
    if (!tool.toolSet || tool.toolSet.byType) continue;
    const entry = byNode.get(tool.toolSet.node);
    if (entry) entry.tools.push(tool);
    else byNode.set(tool.toolSet.node, { ref: tool.toolSet, tools: [tool] });
  }
  const out = [...byNode.values()];
  sets.set(tools, out);
  return out;
}

/**
 * The name each target receives for a tool: the name after the framework's rewrites for that
 * target (agents-js renames `a.b` to `a_b`), so duplicates are found as the provider sees them.
 */
export function sentNames(tool: ToolAnalysis, targets: readonly string[]): ReadonlySet<string> {
  const names = new Set<string>();
  for (const target of targets) {
    const name = tool.viewFor(target).name ?? tool.name?.value;
    if (name !== undefined) names.add(name);
  }
  return names;
}
