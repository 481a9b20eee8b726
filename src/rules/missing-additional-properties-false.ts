import { reportCheckFindings } from "../analysis/report.js";
import { fixAdditionalPropertiesFalse } from "../analysis/fix-providers.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "missing-additional-properties-false",
  meta: {
    type: "problem",
    docs: {
      description: "Require additionalProperties false on every object for strict-mode targets",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    fixable: "code",
    messages: { ...checkMessages["missing-additional-properties-false"] },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "missing-additional-properties-false", options, fixAdditionalPropertiesFalse);
  },
});
