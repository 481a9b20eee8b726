import { setRuleOptions, setsToReport } from "../analysis/sets/counted.js";
import { optionsFor } from "../analysis/report/index.js";
import { listInWords } from "../checks/words.js";
import { providerById } from "../providers/index.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ recommendedMax?: number }];
export type MessageIds = "overLimit" | "overRecommended";

export default createRule<Options, MessageIds>({
  name: "too-many-tools",
  meta: {
    type: "problem",
    docs: {
      description: "Report tool sets with more tools than a target provider accepts in one request",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      overLimit:
        "{{set}} holds {{count}} tools, but a request to {{targets}} takes at most {{limit}}, so it fails. Split the tools between agents, or load them on demand.",
      overRecommended:
        "{{set}} holds {{count}} tools, more than {{limit}}: models choose less reliably from long lists, and every tool is billed on each call. Split the set, or load tools on demand.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          recommendedMax: {
            description: "Also report sets above this many tools (soft advice, e.g. 20). Not set: no soft limit.",
            type: "integer",
            minimum: 1,
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [{ recommendedMax }]) {
    const { defaults } = setRuleOptions(context);
    return {
      Program() {
        for (const { tools, loc, label } of setsToReport(context)) {
          const count = tools.length;
          const targets = [...new Set(tools.flatMap((tool) => optionsFor(tool, defaults).targets))];
          // The tightest hard cap among the targets the set goes to, and every target sharing it.
          const capped = targets.flatMap((id) => {
            const limit = providerById(id)?.maxTools?.value;
            return limit !== undefined && count > limit ? [{ id, limit }] : [];
          });
          if (capped.length > 0) {
            const limit = Math.min(...capped.map((c) => c.limit));
            const ids = capped.filter((c) => c.limit === limit).map((c) => c.id);
            context.report({ loc, messageId: "overLimit", data: { set: label, count: String(count), targets: listInWords(ids.map((id) => providerById(id)?.inWords ?? id)), limit: String(limit) } });
          } else if (recommendedMax !== undefined && count > recommendedMax) {
            context.report({ loc, messageId: "overRecommended", data: { set: label, count: String(count), limit: String(recommendedMax) } });
          }
        }
      },
    };
  },
});
