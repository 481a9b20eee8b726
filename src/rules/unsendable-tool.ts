import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "unsendable-tool",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tools that the framework throws on or leaves out of the request",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["unsendable-tool"] },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "unsendable-tool", options);
  },
});
