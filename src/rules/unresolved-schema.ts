import type { TSESTree } from "@typescript-eslint/utils";
import { fileAnalysis } from "../analysis/context.js";
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
    let file: ReturnType<typeof fileAnalysis> | undefined;
    return {
      CallExpression(node: TSESTree.CallExpression) {
        file ??= fileAnalysis(context);
        const analysis = file.analysisOf(node);
        if (!analysis || analysis.lint === false) return;
        const problem = analysis.unresolved;
        if (problem) {
          const target = problem.node.getSourceFile() === file.sourceFile ? problem.node : analysis.call.expression;
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(target.getStart(file.sourceFile)),
              end: context.sourceCode.getLocFromIndex(target.getEnd()),
            },
            messageId: "unresolved",
            // Reasons are sentences of their own; the message adds the final full stop.
            data: { reason: problem.reason.replace(/\.+$/, "") },
          });
          return;
        }
        const resolution = analysis.resolution;
        if (reportApproximate && resolution?.ok && !resolution.exact) {
          const target = analysis.parts.input ?? analysis.call.expression;
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(target.getStart(file.sourceFile)),
              end: context.sourceCode.getLocFromIndex(target.getEnd()),
            },
            messageId: "approximate",
            data: { route: resolution.route, gaps: resolution.gaps.join("; ") || "some keywords are not visible" },
          });
        }
      },
    };
  },
});
