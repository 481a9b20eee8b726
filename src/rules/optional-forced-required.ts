import { reportCheckFindings } from "../analysis/report/index.js";
import { suggestRequiredNullable } from "../analysis/report/fix-providers.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "optional-forced-required",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report optional properties that the framework sends as required and nullable",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: { ...checkMessages["optional-forced-required"], makeRequiredNullable: "Declare \"{{property}}\" required and nullable, as it is sent (the handler then receives null instead of a missing value)." },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "optional-forced-required", options, suggestRequiredNullable);
  },
});
