// Reporting through ESLint: each rule's findings placed at the exact node (`locate.ts`), with fixes
// only where the definition owns the edited range (`ownership.ts`) and suggestions where meaning changes.
import type { TSESTree } from "@typescript-eslint/utils";
import type { RuleFix, RuleFixer } from "@typescript-eslint/utils/ts-eslint";
import type ts from "typescript";
import type { CheckCode, CheckOptions, Finding } from "../../checks/types.js";
import { mergeCheckOptions, readPluginSettings, validateCheckOptions, withTargets, type ConfiguredOptions } from "../../options.js";
import type { ToolAnalysis } from "../analyze.js";
import { fileAnalysis, type ToolRuleContext } from "../context.js";
import type { TextEdit } from "./edits.js";
import { locateFinding, writtenElsewhere, type FindingPlace } from "./locate.js";
import { toolsToCheck } from "../sets/names.js";

/** The ESLint location of a node of the linted file. */
export function locOf(context: ToolRuleContext, node: ts.Node, sourceFile: ts.SourceFile): TSESTree.SourceLocation {
  return { start: context.sourceCode.getLocFromIndex(node.getStart(sourceFile)), end: context.sourceCode.getLocFromIndex(node.getEnd()) };
}

export interface FixRequest {
  readonly context: ToolRuleContext;
  readonly analysis: ToolAnalysis;
  readonly finding: Finding;
  readonly place: FindingPlace;
  readonly sourceFile: ts.SourceFile;
}

export interface FixOffer {
  /** Applied by `--fix`: only rewrites that keep the meaning and edit what the definition owns. */
  readonly fix?: readonly TextEdit[];
  /** Offered in the editor: rewrites that change what the tool accepts. */
  readonly suggest?: readonly { readonly messageId: string; readonly data?: Record<string, string>; readonly edits: readonly TextEdit[] }[];
}

export type FixProvider = (request: FixRequest) => FixOffer | undefined;

function applyEdits(fixer: RuleFixer, edits: readonly TextEdit[]): RuleFix[] {
  return edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text));
}

/** A fix that fails to compute is dropped; the finding is still reported. */
function safeOffer(provider: FixProvider | undefined, request: FixRequest): FixOffer | undefined {
  if (!provider) return undefined;
  try {
    return provider(request);
  } catch {
    return undefined;
  }
}

/**
 * The body of every check rule: for each tool call, read the shared analysis, keep this rule's
 * findings under the merged options, and report each at its exact node with the offered fixes.
 */
export function reportCheckFindings(
  context: ToolRuleContext,
  code: CheckCode,
  ruleOptions: Partial<CheckOptions>,
  fixProvider?: FixProvider,
) {
  // Validate settings up front so a bad configuration fails even in files without tools.
  const settings = readPluginSettings(context.settings as Record<string, unknown>);
  const ruleDefaults = interned(mergeCheckOptions(settings.options, validateCheckOptions(ruleOptions, `options of "${context.id}"`)));
  return {
    Program() {
      const file = fileAnalysis(context);
      const sourceFile = file.sourceFile;
      if (!sourceFile) return;
      // One message at one place once: choices of one tool under one key (`variantOf`) share their name's place.
      const said = new Set<string>();
      // Name checks also run for the names this file's tool sets give to tools defined elsewhere.
      for (const analysis of toolsToCheck(file, code)) {
      const options = optionsFor(analysis, ruleDefaults);
      for (const finding of analysis.findings(options, code)) {
        if (finding.code !== code) continue;
        const place = locateFinding(analysis, finding, sourceFile);
        // A place in another file (never expected) is not reported here rather than at a wrong offset.
        if (!place.range && place.node.getSourceFile() !== sourceFile) continue;
        const [start, end] = place.range ?? [place.node.getStart(sourceFile), place.node.getEnd()];
        // Reported at the call that sends a definition written in another file: the message says where.
        const elsewhere = place.exact ? undefined : writtenElsewhere(analysis, finding, sourceFile);
        const data = elsewhere ? { ...finding.data, fix: ` It is written at ${elsewhere}.${finding.data.fix ?? ""}` } : finding.data;
        const key = `${start}:${end}:${finding.messageId}:${JSON.stringify(data)}`;
        if (said.has(key)) continue;
        said.add(key);
        const offer = safeOffer(fixProvider, { context, analysis, finding, place, sourceFile });
        context.report({
          loc: { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) },
          messageId: finding.messageId,
          data,
          ...(offer?.fix ? { fix: (fixer: RuleFixer) => applyEdits(fixer, offer.fix!) } : {}),
          ...(offer?.suggest?.length
            ? {
                suggest: offer.suggest.map((s) => ({
                  messageId: s.messageId,
                  data: s.data,
                  fix: (fixer: RuleFixer) => applyEdits(fixer, s.edits),
                })),
              }
            : {}),
        });
      }
      }
    },
  };
}

/**
 * The options one tool is checked with: the rule's (over settings), then the targets as the site
 * uses them (a raw Anthropic array decides its own), then the definition's own `lint` overrides.
 */
export function optionsFor(analysis: ToolAnalysis, defaults: ConfiguredOptions): CheckOptions {
  let byDefaults = optionsByTool.get(analysis);
  if (!byDefaults) optionsByTool.set(analysis, (byDefaults = new Map()));
  let options = byDefaults.get(defaults);
  if (!options) byDefaults.set(defaults, (options = computeOptionsFor(analysis, defaults)));
  return options;
}

/**
 * `optionsFor`'s results, by tool and then by the defaults object. The result depends on nothing
 * else: the tool's targets, site and `lint` are fixed once it is analysed, and options objects are
 * never changed. Every rule of a file asks for every tool; with `interned` defaults they share one entry.
 */
const optionsByTool = new WeakMap<ToolAnalysis, Map<ConfiguredOptions, CheckOptions>>();

/** Equal rule defaults as one object, keyed by their content (option names, value types and values). */
const internedDefaults = new Map<string, ConfiguredOptions>();

function interned(defaults: ConfiguredOptions): ConfiguredOptions {
  const key = Object.entries(defaults)
    .map(([name, value]) => `${name}=${typeof value}:${Array.isArray(value) ? JSON.stringify(value) : String(value)}`)
    .join("\n");
  const known = internedDefaults.get(key);
  if (known) return known;
  internedDefaults.set(key, defaults);
  return defaults;
}

function computeOptionsFor(analysis: ToolAnalysis, defaults: ConfiguredOptions): CheckOptions {
  const asserted = defaults.targets !== undefined;
  const inferred: CheckOptions = { ...defaults, targets: analysis.targetsFor(defaults.targets), targetsAsserted: asserted };
  if (analysis.lint === false || Object.keys(analysis.lint).length === 0) return inferred;
  // The definition's own `lint.targets`, when it lists some, wins over everything else.
  const own = withTargets(mergeCheckOptions(inferred, analysis.lint), inferred.targets);
  return { ...own, targetsAsserted: asserted || analysis.lint.targets !== undefined };
}
