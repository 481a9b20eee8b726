import ts from "../util/typescript.cjs";
import { fileAnalysis } from "../analysis/context.js";
import { locOf } from "../analysis/report/index.js";
import { readPluginSettings } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ ignore?: string[] }];
export type MessageIds = "unfollowed" | "anyTools" | "compiled" | "packaged";

/**
 * A place where a framework takes tools whose values cannot be followed to their definitions: the
 * tools behind it are not checked at all, so a clean lint would otherwise read as "the tools are
 * fine". Reported once at that place, in the recommended preset.
 */
export default createRule<Options, MessageIds>({
  name: "unfollowed-tools",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report places where tools reach a framework from values that cannot be followed to their definitions, so none of them is checked",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      unfollowed: "The tools {{form}} takes here are not checked: {{reason}}. Declare each with the type that reaches here.",
      anyTools:
        "The tools {{form}} takes here are not checked: {{reason}}. Give each tool its framework's type where it is written, and add this value to `ignore`.",
      compiled: "The tool {{form}} is not checked: {{reason}}. {{fix}}",
      packaged: "{{member}} is not checked: {{reason}}. {{fix}}",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          ignore: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description:
              "Names of functions or variables whose tools come from outside the program on purpose (`loadRemoteTools`, `plugins`): a list that names one of them is not reported.",
          },
        },
      },
    ],
  },
  defaultOptions: [{ ignore: [] }],
  create(context, [{ ignore = [] }]) {
    readPluginSettings(context.settings as Record<string, unknown>);
    const ignored = new Set(ignore);
    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        for (const analysis of file.tools) {
          const problem = analysis.unresolved;
          if (!analysis.unfollowed || !problem || analysis.lint === false || namesAny(problem.node, ignored)) continue;
          const target = problem.node.getSourceFile() === sourceFile ? problem.node : analysis.anchor;
          const data = { form: `\`${analysis.form}\``, reason: problem.reason.replace(/\.+$/, "") };
          const member = analysis.unfollowedMember;
          if (member) {
            if (member.makers.some((name) => ignored.has(name))) continue;
            context.report({ loc: locOf(context, target, sourceFile), messageId: "packaged", data: { ...data, member: `\`${member.text}\``, fix: analysis.unfollowedFix ?? "" } });
          } else if (analysis.unfollowedFix) context.report({ loc: locOf(context, analysis.anchor, sourceFile), messageId: "compiled", data: { ...data, fix: analysis.unfollowedFix } });
          else context.report({ loc: locOf(context, target, sourceFile), messageId: analysis.unfollowedUntyped ? "anyTools" : "unfollowed", data });
        }
      },
    };
  },
});

/** The list as written names one of these (an identifier anywhere in it). */
function namesAny(node: ts.Node, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  const visit = (child: ts.Node): boolean => (ts.isIdentifier(child) && names.has(child.text)) || (ts.forEachChild(child, visit) ?? false);
  return visit(node);
}
