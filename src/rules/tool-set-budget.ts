import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import { setRuleOptions, setsToReport } from "../analysis/sets/counted.js";
import { optionsFor } from "../analysis/report/index.js";
import type { CheckOptions } from "../checks/types.js";
import { defaultSetOptions, ruleOptionSchema, validateSetOptions } from "../options.js";
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
    const { maxToolSetTokens, ...checkOptions } = ruleOptions;
    const { settings, defaults, where } = setRuleOptions(context, checkOptions);
    const budget = { ...defaultSetOptions, ...settings.setOptions, ...validateSetOptions({ maxToolSetTokens }, where) }.maxToolSetTokens;
    return {
      Program() {
        for (const { tools, loc, label } of setsToReport(context)) {
          const costs = setCostByTarget(tools, (tool) => optionsFor(tool, defaults).targets, defaults.charsPerToken, budget);
          const worst = costs.filter((c) => c.tokens > budget).sort((a, b) => b.tokens - a.tokens)[0];
          if (!worst) continue;
          context.report({
            loc,
            messageId: "overBudget",
            data: {
              set: label,
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
