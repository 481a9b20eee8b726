import { fileAnalysis } from "../analysis/context.js";
import { locOf } from "../analysis/report/index.js";
import { readPluginSettings } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ reportApproximate?: boolean }];
export type MessageIds = "unresolved" | "approximate";

export default createRule<Options, MessageIds>({
  name: "unresolved-schema",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report tool definitions whose input schema cannot be resolved statically, and why",
      recommended: "strict",
      requiresTypeChecking: true,
    },
    messages: {
      unresolved: "No schema findings for this tool: {{reason}}.",
      approximate:
        "The schema of this tool is only partly known ({{route}} route): {{gaps}}. Only findings that hold whatever is missing are reported.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          reportApproximate: {
            type: "boolean",
            description: "Also report schemas resolved only approximately (for example zod seen through its type).",
          },
        },
      },
    ],
  },
  defaultOptions: [{ reportApproximate: false }],
  create(context, [{ reportApproximate }]) {
    readPluginSettings(context.settings as Record<string, unknown>);
    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        for (const analysis of file.tools) {
        // Tools that cannot be followed to any definition are reported once, by `unfollowed-tools`.
        if (analysis.lint === false || analysis.unfollowed) continue;
        const problem = analysis.unresolved;
        if (problem) {
          const target = problem.node.getSourceFile() === sourceFile ? problem.node : analysis.anchor;
          context.report({
            loc: locOf(context, target, sourceFile),
            messageId: "unresolved",
            // Reasons are sentences of their own; the message adds the final full stop.
            data: { reason: problem.reason.replace(/\.+$/, "") },
          });
          continue;
        }
        const resolution = analysis.resolution;
        if (reportApproximate && resolution?.ok && !resolution.exact) {
          const target = analysis.parts.input ?? analysis.anchor;
          context.report({
            loc: locOf(context, target, sourceFile),
            messageId: "approximate",
            data: { route: resolution.route, gaps: resolution.gaps.join("; ") || "some keywords are not visible" },
          });
        }
        }
      },
    };
  },
});
