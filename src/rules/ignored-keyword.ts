import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "ignored-keyword",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report JSON Schema keywords that a target provider accepts but silently ignores",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["ignored-keyword"] },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "ignored-keyword", options);
  },
});
