import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets" | "warnAboveTokens" | "charsPerToken">>];

export default createRule({
  name: "heavy-definition",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report tool definitions whose estimated token cost exceeds the budget",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["heavy-definition"] },
    schema: ruleOptionSchema(["targets", "warnAboveTokens", "charsPerToken"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "heavy-definition", options);
  },
});
