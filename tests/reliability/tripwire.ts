import { ESLintUtils, type TSESTree } from "@typescript-eslint/utils";
import type { ESLint } from "eslint";
import { composedSetsOf } from "../../src/analysis/sets/composed.js";
import { findTools } from "../../src/analysis/recognition/index.js";
import { calleeFramework, frameworks } from "../../src/frameworks/index.js";
import { fileAnalysis } from "../../src/analysis/context.js";
import {
  fixAdditionalPropertiesFalse,
  fixKeywordReplacement,
  suggestRequiredNullable,
  suggestValidToolName,
} from "../../src/analysis/report/fix-providers.js";
import { locateFinding } from "../../src/analysis/report/locate.js";
import { optionsFor, type FixProvider } from "../../src/analysis/report/index.js";
import { checkTool } from "../../src/checks/run.js";
import type { CheckCode } from "../../src/checks/types.js";
import { mergeCheckOptions, readPluginSettings } from "../../src/options.js";

/**
 * The plugin guards each call site: a failure in recognition, in the checks or in a fix provider is
 * swallowed (the tool just gets no findings or no fix) so that one odd definition cannot take down
 * the lint of a file. Good for users, blind for a fuzzer. This rule re-runs those steps without the
 * guards and reports any exception with its stack, so a test can fail on it.
 */

/** The fix provider each rule passes to the shared reporter (see `src/rules/*`). */
const PROVIDERS: Partial<Record<CheckCode, FixProvider>> = {
  "unsupported-keyword": fixKeywordReplacement,
  "missing-additional-properties-false": fixAdditionalPropertiesFalse,
  "optional-forced-required": suggestRequiredNullable,
  "optional-not-required": suggestRequiredNullable,
  "invalid-name": suggestValidToolName,
};

const unguarded = ESLintUtils.RuleCreator.withoutDocs({
  meta: {
    type: "problem",
    messages: { threw: "tripwire: {{what}} threw: {{stack}}" },
    schema: [],
  },
  defaultOptions: [],
  create(context) {
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    return {
      Program(node: TSESTree.Program) {
        const guard = <T>(what: string, body: () => T): T | undefined => {
          try {
            return body();
          } catch (error) {
            const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
            context.report({ node, messageId: "threw", data: { what, stack } });
            return undefined;
          }
        };
        const file = fileAnalysis(context);
        const { program, sourceFile } = file;
        if (!program || !sourceFile) return;
        const all = [...frameworks, ...settings.callees.map((callee) => calleeFramework(callee, context.cwd))];
        guard("findTools", () => findTools(program, sourceFile, all, { rethrow: true }));
        guard("composedSetsOf", () => composedSetsOf(file, { rethrow: true }));
        for (const analysis of file.tools) {
          if (analysis.lint === false || !analysis.sent || !analysis.draft) continue;
          const { name, description, sent, draft, exact, droppedRoot, viewFor } = analysis;
          const options = optionsFor(analysis, mergeCheckOptions(settings.options));
          const findings = guard("checkTool", () =>
            checkTool({ name: name?.value, description: description?.value, sent, draft, exact, droppedRoot, viewFor }, options),
          );
          for (const finding of findings ?? []) {
            const place = guard(`locateFinding (${finding.code} at ${finding.path})`, () => locateFinding(analysis, finding, sourceFile));
            const provider = PROVIDERS[finding.code];
            if (!place || !provider) continue;
            guard(`the fix provider of ${finding.code} at ${finding.path}`, () => provider({ context, analysis, finding, place, sourceFile }));
          }
        }
      },
    };
  },
});

export const tripwirePlugin = { rules: { unguarded } } as unknown as ESLint.Plugin;
