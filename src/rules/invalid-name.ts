import { reportCheckFindings } from "../analysis/report/index.js";
import { suggestValidToolName } from "../analysis/report/fix-providers.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "invalid-name",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool names that a target provider rejects",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: { ...checkMessages["invalid-name"], renameTool: "Rename the tool to \"{{name}}\"." },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "invalid-name", options, suggestValidToolName);
  },
});
