import { reportCheckFindings } from "../analysis/report/index.js";
import { fixAdditionalPropertiesFalse } from "../analysis/report/fix-providers.js";
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
    // Closing an object changes what its validators accept (unknown keys rejected), so it is only suggested.
    hasSuggestions: true,
    messages: {
      ...checkMessages["missing-additional-properties-false"],
      // Suggestions name no framework: the same text is offered for every framework's tools.
      useStrictObject: "Use z.strictObject(): wherever zod validates the tool's arguments, unknown keys are then rejected instead of stripped.",
      closeObject: "Add additionalProperties: false: a JSON Schema validator of the tool's arguments then rejects keys that properties does not list.",
    },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "missing-additional-properties-false", options, fixAdditionalPropertiesFalse);
  },
});
