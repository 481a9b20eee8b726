import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import { countedSetsOf, setHead } from "../analysis/counted-sets.js";
import { fileAnalysis } from "../analysis/context.js";
import { optionsFor } from "../analysis/report.js";
import type { CheckOptions } from "../checks/types.js";
import { defaultSetOptions, mergeCheckOptions, readPluginSettings, ruleOptionSchema, validateCheckOptions, validateSetOptions } from "../options.js";
import { providerById } from "../providers/index.js";
import { setCostByTarget, type SetCostAt } from "../tokens/set-cost.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets" | "charsPerToken">> & { maxToolSetTokens?: number }];
export type MessageIds = "overBudget";

/** How many of the most expensive tools the message names. */
const NAMED = 5;

/** The shared descriptions of `targets` and `charsPerToken`, beside this rule's own budget. */
const baseProperties = (ruleOptionSchema(["targets", "charsPerToken"])[0] as { readonly properties: Record<string, JSONSchema4> }).properties;

export default createRule<Options, MessageIds>({
  name: "tool-set-budget",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report tool sets whose definitions cost more tokens per request than the budget",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      overBudget:
        "{{set}} sends {{approx}}{{tokens}} tokens of tools to {{provider}} per request (budget {{budget}}). Most: {{top}}. Trim descriptions, or send fewer tools.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          ...baseProperties,
          maxToolSetTokens: { type: "integer", minimum: 1, description: "Token budget of one set's definitions in one request (default 8000)." },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [ruleOptions]) {
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    const where = `options of "${context.id}"`;
    const { maxToolSetTokens, ...checkOptions } = ruleOptions;
    const defaults = mergeCheckOptions(settings.options, validateCheckOptions(checkOptions, where));
    const budget = { ...defaultSetOptions, ...settings.setOptions, ...validateSetOptions({ maxToolSetTokens }, where) }.maxToolSetTokens;
    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        for (const set of countedSetsOf(file)) {
          const tools = set.tools.filter((tool) => tool.lint !== false);
          const costs = setCostByTarget(tools, (tool) => optionsFor(tool, defaults).targets, defaults.charsPerToken, budget);
          const worst = costs.filter((c) => c.tokens > budget).sort((a, b) => b.tokens - a.tokens)[0];
          if (!worst) continue;
          // A set declared in another file (a server typed in a library) is reported at its first tool here.
          const place = set.node.getSourceFile() === sourceFile ? set.node : tools.find((tool) => tool.anchor.getSourceFile() === sourceFile)?.anchor;
          if (!place) continue;
          const [start, end] = setHead(place, sourceFile);
          context.report({
            loc: { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) },
            messageId: "overBudget",
            data: {
              set: set.label.charAt(0).toUpperCase() + set.label.slice(1),
              approx: worst.lowerBound ? "at least " : worst.by === "estimate" ? "~" : "",
              tokens: String(worst.tokens),
              provider: providerById(worst.target)?.inWords ?? worst.target,
              budget: String(budget),
              top: topTools(worst),
            },
          });
        }
      },
    };
  },
});

/** `search 41%, fetch_page 22%`: the most expensive tools and their share of the request. */
export function topTools(cost: SetCostAt): string {
  return cost.members
    .slice(0, NAMED)
    .map((m) => `${m.name ?? "(unnamed)"} ${Math.round((100 * m.tokens) / cost.tokens)}%`)
    .join(", ");
}
