import { countedSetsOf, setHead } from "../analysis/counted-sets.js";
import { fileAnalysis } from "../analysis/context.js";
import { optionsFor } from "../analysis/report.js";
import { listInWords } from "../checks/words.js";
import { mergeCheckOptions, readPluginSettings, validateCheckOptions } from "../options.js";
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
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    const defaults = mergeCheckOptions(settings.options, validateCheckOptions({}, `options of "${context.id}"`));
    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        // A literal's own tools, and those it takes in through spreads, `const`s and imports.
        for (const set of countedSetsOf(file)) {
          const tools = set.tools.filter((tool) => tool.lint !== false);
          const count = tools.length;
          const targets = [...new Set(tools.flatMap((tool) => optionsFor(tool, defaults).targets))];
          // The tightest hard cap among the targets the set goes to, and every target sharing it.
          const capped = targets.flatMap((id) => {
            const limit = providerById(id)?.maxTools?.value;
            return limit !== undefined && count > limit ? [{ id, limit }] : [];
          });
          // A set declared in another file (a server typed in a library) is reported at its first tool here.
          const place = set.node.getSourceFile() === sourceFile ? set.node : tools.find((tool) => tool.anchor.getSourceFile() === sourceFile)?.anchor;
          if (!place) continue;
          const at = setHead(place, sourceFile);
          const loc = { start: context.sourceCode.getLocFromIndex(at[0]), end: context.sourceCode.getLocFromIndex(at[1]) };
          const label = set.label.charAt(0).toUpperCase() + set.label.slice(1);
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
