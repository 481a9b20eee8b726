import ts from "../util/typescript.cjs";
import { fileAnalysis } from "../analysis/context.js";
import { optionsFor } from "../analysis/report.js";
import { sentNames, toolSetsOf } from "../analysis/tool-sets.js";
import type { CheckOptions } from "../checks/types.js";
import { mergeCheckOptions, readPluginSettings, ruleOptionSchema, validateCheckOptions } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];
export type MessageIds = "duplicate";

export default createRule<Options, MessageIds>({
  name: "duplicate-tool-name",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow two tools with the same name in one tool set",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      duplicate:
        'Tool name "{{name}}" is already used by the tool on line {{line}} of {{set}}; the provider rejects the request or the model cannot tell the two apart.',
    },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    const defaults = mergeCheckOptions(settings.options, validateCheckOptions(options, `options of "${context.id}"`));
    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        for (const set of toolSetsOf(file.tools)) {
          const firstByName = new Map<string, ts.Node>();
          for (const tool of set.tools) {
            if (tool.lint === false) continue;
            // Compared as sent: a framework's rename can make two written names one.
            for (const name of sentNames(tool, optionsFor(tool, defaults).targets)) {
              const first = firstByName.get(name);
              if (!first) {
                firstByName.set(name, tool.name?.node ?? tool.anchor);
                continue;
              }
              const at = tool.name?.node && tool.name.node.getSourceFile() === sourceFile ? tool.name.node : tool.anchor;
              context.report({
                loc: {
                  start: context.sourceCode.getLocFromIndex(at.getStart(sourceFile)),
                  end: context.sourceCode.getLocFromIndex(at.getEnd()),
                },
                messageId: "duplicate",
                data: { name, line: String(sourceFile.getLineAndCharacterOfPosition(first.getStart(sourceFile)).line + 1), set: set.ref.label },
              });
            }
          }
        }
      },
    };
  },
});
