import { reportCheckFindings } from "../analysis/report/index.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets" | "maxDescriptionChars" | "maxPropertyDescriptionChars">>];

export default createRule({
  name: "oversized-description",
  meta: {
    type: "suggestion",
    docs: {
      description: "Disallow tool and property descriptions longer than their budget",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: { ...checkMessages["oversized-description"] },
    schema: ruleOptionSchema(["targets", "maxDescriptionChars", "maxPropertyDescriptionChars"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "oversized-description", options);
  },
});
