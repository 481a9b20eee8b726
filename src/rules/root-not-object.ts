import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "root-not-object",
  meta: {
    type: "problem",
    docs: {
      description: "Require the input schema root to be an object schema",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["root-not-object"] },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "root-not-object", options);
  },
});
