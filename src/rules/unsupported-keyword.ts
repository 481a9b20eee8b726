import { reportCheckFindings } from "../analysis/report/index.js";
import { fixKeywordReplacement } from "../analysis/report/fix-providers.js";
import { checkMessages } from "../checks/messages.js";
import type { CheckOptions } from "../checks/types.js";
import { ruleOptionSchema } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];

export default createRule({
  name: "unsupported-keyword",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow JSON Schema keywords that a target provider rejects",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    // oneOf → anyOf is a fix only when the branches are disjoint (then both accept the same values).
    fixable: "code",
    hasSuggestions: true,
    messages: {
      ...checkMessages["unsupported-keyword"],
      useAnyOf:
        'Rename "oneOf" to "anyOf": a value that matches more than one branch is then accepted instead of rejected (the branches are not provably disjoint).',
      useUnion: "Use z.union([…]) instead of z.discriminatedUnion(…), so zod emits anyOf (it no longer checks the discriminator first).",
    },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    return reportCheckFindings(context, "unsupported-keyword", options, fixKeywordReplacement);
  },
});
