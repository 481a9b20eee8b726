import type { ToolAnalysis } from "../analysis/analyze.js";
import { countsExactly, requestOverhead, toolTokens, toolTokensCeiling, type CountableTool, type TokensBy } from "./index.js";

/** One tool's part of a set's cost at one target. */
export interface MemberCost {
  readonly tool: ToolAnalysis;
  /** The name that target receives. */
  readonly name: string | undefined;
  readonly tokens: number;
}

/** What one request carrying the whole set costs at one target. */
export interface SetCostAt {
  readonly target: string;
  readonly tokens: number;
  readonly by: TokensBy;
  /** The once-per-request part included in `tokens` (OpenAI's 12, Anthropic's tool-use system prompt). */
  readonly overhead: number;
  /** Each tool that reaches the target, most expensive first. */
  readonly members: readonly MemberCost[];
  /** A schema is partly visible or unresolved: the figure is a lower bound. */
  readonly lowerBound: boolean;
}

/** A tool as the target receives it; nothing when the framework does not send it there. */
function asSent(tool: ToolAnalysis, target: string): CountableTool | undefined {
  if (tool.fails) return undefined;
  if (!tool.sent) return { name: tool.name?.value, description: tool.description?.value, sent: {} };
  const view = tool.viewFor(target);
  if (view.fails) return undefined;
  return { name: view.name ?? tool.name?.value, description: tool.description?.value, sent: view.sent };
}

/**
 * The cost of a set at each target its tools go to. With `budget`, a target whose tokenizer-free ceiling
 * stays within it is left out without counting, so a set under budget never loads the tokenizer.
 */
export function setCostByTarget(
  tools: readonly ToolAnalysis[],
  targetsOf: (tool: ToolAnalysis) => readonly string[],
  charsPerToken: number,
  budget?: number,
): SetCostAt[] {
  const targets = [...new Set(tools.flatMap(targetsOf))];
  return targets.flatMap((target) => {
    const sent = tools.flatMap((tool) => {
      const countable = targetsOf(tool).includes(target) ? asSent(tool, target) : undefined;
      return countable ? [{ tool, countable }] : [];
    });
    if (sent.length === 0) return [];
    const overhead = requestOverhead(target).tokens;
    if (budget !== undefined) {
      const ceiling = sent.reduce((sum, m) => sum + toolTokensCeiling(m.countable, target, charsPerToken), overhead);
      if (ceiling <= budget) return [];
    }
    const members = sent
      .map((m) => ({ tool: m.tool, name: m.countable.name, tokens: toolTokens(m.countable, target, charsPerToken).tokens }))
      .sort((a, b) => b.tokens - a.tokens);
    return [{
      target,
      tokens: members.reduce((sum, m) => sum + m.tokens, overhead),
      by: countsExactly(target) ? "o200k" : "estimate",
      overhead,
      members,
      lowerBound: sent.some((m) => !m.tool.exact || !m.tool.sent),
    } satisfies SetCostAt];
  });
}
