import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "silent-transform",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report what a tool framework changes or drops in a tool definition before it reaches the provider",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["silent-transform"] },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "silent-transform", options);
  },
});
