import type { TSESTree } from "@typescript-eslint/utils";
import type { CheckOptions } from "../../checks/types.js";
import { mergeCheckOptions, readPluginSettings, validateCheckOptions, type ConfiguredOptions, type PluginSettings } from "../../options.js";
import ts from "../../util/typescript.cjs";
import type { ToolAnalysis } from "../analyze.js";
import { composedSetsOf } from "./composed.js";
import { fileAnalysis, toolsOfSetElsewhere, type ToolRuleContext } from "../context.js";
import { toolSetsOf } from "./index.js";

/** One set of tools as a request receives it, for the rules that count or price a whole set. */
export interface CountedSet {
  readonly node: ts.Node;
  readonly label: string;
  readonly tools: readonly ToolAnalysis[];
}

/**
 * The file's sets, each whole: a literal's own tools, or all it takes in through spreads, `const`s
 * and imports when that is more, and the literals that only assemble tools from elsewhere.
 */
export function countedSetsOf(file: ReturnType<typeof fileAnalysis>): CountedSet[] {
  const assembled = new Map(composedSetsOf(file).map((set) => [set.node as ts.Node, set]));
  const out: CountedSet[] = [];
  for (const set of toolSetsOf(file.tools)) {
    const whole = assembled.get(set.ref.node);
    assembled.delete(set.ref.node);
    if (!isLiteral(set.ref.node)) {
      // One server other files register tools on too: counted whole, in one file only.
      const tools = [...set.tools, ...toolsOfSetElsewhere(file, set.ref.node)];
      if (reportingFile(set.ref.node, tools) === file.sourceFile) out.push({ node: set.ref.node, label: set.ref.label, tools });
      continue;
    }
    out.push({ node: set.ref.node, label: set.ref.label, tools: oneOfEachChoice(whole && whole.members.length > set.tools.length ? whole.members.map((m) => m.tool) : set.tools) });
  }
  for (const set of assembled.values()) {
    if (set.members.some((m) => m.assembled)) out.push({ node: set.node, label: set.label, tools: oneOfEachChoice(set.members.map((m) => m.tool)) });
  }
  return out;
}

/** Tools that are choices of one (`variantOf`: a catalog entry's, a function's returns) are one tool in a request: the first stands for them. */
function oneOfEachChoice(tools: readonly ToolAnalysis[]): readonly ToolAnalysis[] {
  const seen = new Set<ts.Node>();
  return tools.filter((tool) => {
    if (tool.variantOf === undefined) return true;
    if (seen.has(tool.variantOf)) return false;
    seen.add(tool.variantOf);
    return true;
  });
}

function isLiteral(node: ts.Node): boolean {
  return ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node);
}

/** The file a set spread over files is reported in: the one declaring it when it holds some of its tools, else the first by path. */
function reportingFile(setNode: ts.Node, tools: readonly ToolAnalysis[]): ts.SourceFile | undefined {
  const files = [...new Set(tools.map((tool) => tool.node.getSourceFile()))];
  if (files.includes(setNode.getSourceFile())) return setNode.getSourceFile();
  return files.sort((a, b) => (a.fileName < b.fileName ? -1 : 1))[0];
}

/** Where to underline a set: its first line (the opening of an array or object, a declaration's name). */
export function setHead(node: ts.Node, sourceFile: ts.SourceFile): [number, number] {
  const named = (node as { name?: ts.Node }).name;
  const target = named ?? node;
  const start = target.getStart(sourceFile);
  const lineEnd = sourceFile.text.indexOf("\n", start);
  return [start, Math.min(target.getEnd(), lineEnd === -1 ? target.getEnd() : lineEnd)];
}

/**
 * The options a set rule starts from, read when the rule is created so a bad configuration fails even
 * in files without tools: the plugin settings, and the check options of the defaults, then the
 * settings, then the rule's own (`ruleOptions`), validated under the rule's name.
 */
export function setRuleOptions(context: ToolRuleContext, ruleOptions: Partial<CheckOptions> = {}): { readonly settings: PluginSettings; readonly defaults: ConfiguredOptions; readonly where: string } {
  const settings = readPluginSettings(context.settings as Record<string, unknown>);
  const where = `options of "${context.id}"`;
  return { settings, defaults: mergeCheckOptions(settings.options, validateCheckOptions(ruleOptions, where)), where };
}

/** One set of the linted file as a set rule reports it. */
export interface SetToReport {
  readonly set: CountedSet;
  /** The set's tools, without the definitions that turn their own lint off (`lint: false`). */
  readonly tools: readonly ToolAnalysis[];
  /** Its first line in this file: the set's head, or its first tool here when the set is declared elsewhere. */
  readonly loc: TSESTree.SourceLocation;
  /** `This array of tools`: the set's label, capitalised to open a message. */
  readonly label: string;
}

/** The linted file's sets, each with the tools a rule counts and where to report it (none without a place here). */
export function setsToReport(context: ToolRuleContext): SetToReport[] {
  const file = fileAnalysis(context);
  const sourceFile = file.sourceFile;
  if (!sourceFile) return [];
  // A literal's own tools, and those it takes in through spreads, `const`s and imports.
  return countedSetsOf(file).flatMap((set) => {
    const tools = set.tools.filter((tool) => tool.lint !== false);
    // A set declared in another file (a server typed in a library) is reported at its first tool here.
    const place = set.node.getSourceFile() === sourceFile ? set.node : tools.find((tool) => tool.anchor.getSourceFile() === sourceFile)?.anchor;
    if (!place) return [];
    const [start, end] = setHead(place, sourceFile);
    const loc = { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) };
    return [{ set, tools, loc, label: set.label.charAt(0).toUpperCase() + set.label.slice(1) }];
  });
}
