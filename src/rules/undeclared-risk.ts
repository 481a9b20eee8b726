import type { TSESLint } from "@typescript-eslint/utils";
import ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { locOf } from "../analysis/report/index.js";
import { appendProperty, type TextEdit } from "../analysis/report/edits.js";
import { locateFinding } from "../analysis/report/locate.js";
import type { Finding } from "../checks/types.js";
import { DEFAULT_RISK_VERBS, replacementIn, riskOf, type RiskVerb, type RiskVerbs } from "../design/risk.js";
import { MCP_SERVER_FRAMEWORKS } from "../frameworks/mcp/index.js";
import type { DeclaredAnnotations } from "../frameworks/types.js";
import { createRule } from "../util/create-rule.js";
import { eachToolOfFile } from "../design/each-tool.js";

export type Options = [Partial<RiskVerbs> & { readonly readDescriptions?: boolean }];

type MessageId = "undeclaredRisk" | "noRiskHint" | "readOnlyButChanges" | "notDestructive" | "addAnnotations" | "setHint";

const verbList = (description: string) => ({ type: "array" as const, items: { type: "string" as const, minLength: 1 }, uniqueItems: true, description });

/** The hints to add, in words and as code, for what the verb says. */
function hintsFor(risk: RiskVerb, wrapped: boolean): string {
  if (risk.kind === "destructive") return wrapped ? "`annotations: { readOnlyHint: false, destructiveHint: true }`" : "`readOnlyHint: false, destructiveHint: true`";
  return wrapped ? "`annotations` with `readOnlyHint: false` and a `destructiveHint`" : "`readOnlyHint: false` and a `destructiveHint`";
}

const DESTRUCTIVE_HINTS = "readOnlyHint: false, destructiveHint: true";

export default createRule<Options, MessageId>({
  name: "undeclared-risk",
  meta: {
    type: "suggestion",
    docs: {
      description: "Require MCP tools whose name says they delete, write, send or execute to declare it in their annotations",
      recommended: "design",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: {
      undeclaredRisk: 'Tool "{{name}}" says it will {{verb}} but declares no annotations, so clients cannot tell that it changes anything. Add {{hints}}.',
      noRiskHint: 'Tool "{{name}}" says it will {{verb}} but its annotations hold no risk hint, so clients cannot tell that it changes anything. Add {{hints}}.',
      readOnlyButChanges: 'Tool "{{name}}" says it will {{verb}} but declares `readOnlyHint: true`, so clients may run it without asking. Set `readOnlyHint` to false.',
      notDestructive: 'Tool "{{name}}" says it will {{verb}} but declares `destructiveHint: false` (additive only), so clients may not warn. Set `destructiveHint` to true.',
      addAnnotations: "Add `{{text}}`.",
      setHint: "Set `{{hint}}` to {{value}}.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          destructiveVerbs: verbList(
            "Verbs that say a tool deletes or overwrites (`delete_file`): reported without annotations, with `readOnlyHint: true` or with `destructiveHint: false`. Replaces the default list.",
          ),
          writeVerbs: verbList("Verbs that say a tool changes state, sends or pays (`create_issue`, `send_email`): reported without annotations or with `readOnlyHint: true`. Replaces the default list."),
          executeVerbs: verbList("Verbs that say a tool runs code or commands (`run_command`): reported without annotations; any declared hint is accepted. Replaces the default list."),
          readVerbs: verbList("Verbs that say a tool only reads (`get_commit`): when one comes first in the name, the tool is not reported. Replaces the default list."),
          readDescriptions: {
            type: "boolean",
            description: "Read a name without any known verb from the first word of its description (`Deletes the file at …`); such a tool is reported only when it declares no hint at all.",
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const lower = (list: readonly string[] | undefined, fallback: readonly string[]) => (list ?? fallback).map((verb) => verb.toLowerCase());
    const verbs: RiskVerbs = {
      destructiveVerbs: lower(options.destructiveVerbs, DEFAULT_RISK_VERBS.destructiveVerbs),
      writeVerbs: lower(options.writeVerbs, DEFAULT_RISK_VERBS.writeVerbs),
      executeVerbs: lower(options.executeVerbs, DEFAULT_RISK_VERBS.executeVerbs),
      readVerbs: lower(options.readVerbs, DEFAULT_RISK_VERBS.readVerbs),
    };
    const readDescriptions = options.readDescriptions ?? true;
    return eachToolOfFile(context, checkTool);

    function checkTool(analysis: ToolAnalysis, sourceFile: ts.SourceFile): void {
      const annotations = analysis.annotations;
      if (!annotations || analysis.lint === false || analysis.fails || !analysis.name) return;
      const description = readDescriptions ? analysis.description?.value : undefined;
      const risk = riskOf(analysis.name.value, description, verbs);
      // A description that says the tool replaces what is there contradicts `destructiveHint: false`, whatever verb the name has.
      const replacement = replacementIn(description);
      if (!risk && !replacement) return;
      const data = { name: analysis.name.value, verb: risk?.verb ?? "" };
      const inFile = (node: ts.Node | undefined): node is ts.Node => node !== undefined && node.getSourceFile() === sourceFile;
      type Report = { readonly messageId: MessageId; readonly data?: Record<string, string> };
      type Suggestion = Report & { readonly edits: readonly TextEdit[] };
      const report = (node: ts.Node, { messageId, data: extra }: Report, suggestions: readonly Suggestion[]) =>
        context.report({
          loc: locOf(context, node, sourceFile),
          messageId,
          data: { ...data, ...extra },
          suggest: suggestions.map(
            (s): TSESLint.SuggestionReportDescriptor<MessageId> => ({
              messageId: s.messageId,
              data: s.data,
              fix: (fixer) => s.edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text)),
            }),
          ),
        });

      if (!annotations.node) {
        // Nothing declared, as far as can be seen: a definition that cannot be read whole may hold them.
        if (!annotations.complete || !risk) return;
        const place = locateFinding(analysis, nameFinding, sourceFile).node;
        const target = risk.kind === "destructive" ? ownedDefinition(analysis, sourceFile) : undefined;
        const text = `annotations: { ${DESTRUCTIVE_HINTS} }`;
        const add: Suggestion[] = target ? [{ messageId: "addAnnotations", data: { text }, edits: appendProperty(target, text, sourceFile) }] : [];
        report(place, { messageId: "undeclaredRisk", data: { hints: hintsFor(risk, true) } }, add);
        return;
      }

      const readOnly = annotations.hints.get("readOnlyHint");
      const destructive = annotations.hints.get("destructiveHint");
      const at = (node: ts.Node) => (inFile(node) ? node : inFile(annotations.node) && isSingleLine(annotations.node, sourceFile) ? annotations.node : locateFinding(analysis, nameFinding, sourceFile).node);
      // A contradiction is reported only when the name says it: a description's first word is weaker evidence.
      if (risk?.from === "name" && risk.kind !== "execute" && readOnly?.value === true) {
        const edit = flipped(readOnly.node, false, analysis, sourceFile);
        report(at(readOnly.node), { messageId: "readOnlyButChanges" }, edit ? [{ messageId: "setHint", data: { hint: "readOnlyHint", value: "false" }, edits: [edit] }] : []);
        return;
      }
      const destructiveName = risk?.from === "name" && risk.kind === "destructive";
      if ((destructiveName || replacement) && destructive?.value === false && readOnly?.value !== true) {
        const edit = flipped(destructive.node, true, analysis, sourceFile);
        // The name's verb when it says delete; else what the description says the tool replaces, for writes and any other verb.
        const verb = destructiveName ? risk.verb : replacement!;
        report(at(destructive.node), { messageId: "notDestructive", data: { verb } }, edit ? [{ messageId: "setHint", data: { hint: "destructiveHint", value: "true" }, edits: [edit] }] : []);
        return;
      }
      if (annotations.hints.size > 0 || !annotations.complete || !risk) return;
      const literal = risk.kind === "destructive" ? ownedAnnotations(analysis, annotations, sourceFile) : undefined;
      const add: Suggestion[] = literal ? [{ messageId: "addAnnotations", data: { text: DESTRUCTIVE_HINTS }, edits: appendProperty(literal, DESTRUCTIVE_HINTS, sourceFile) }] : [];
      report(annotationsPlace(analysis, annotations, sourceFile), { messageId: "noRiskHint", data: { hints: hintsFor(risk, false) } }, add);
    }
  },
});

/** `locateFinding` reads only a finding's location: this one stands for "the tool's name". */
const nameFinding = { location: { kind: "name" } } as Finding;

function isSingleLine(node: ts.Node, sourceFile: ts.SourceFile): boolean {
  return sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line === sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
}

/** Inside the tool's own site, so an edit there changes this tool only (not a template read for many). */
function withinTool(node: ts.Node, analysis: ToolAnalysis): boolean {
  return node.getSourceFile() === analysis.node.getSourceFile() && node.pos >= analysis.node.pos && node.end <= analysis.node.end;
}

/**
 * The object literal an `annotations` property can be added to: the MCP definition written inline in
 * this tool's site (`registerTool`'s config, a listed `Tool`), read whole, reached through no `const`
 * or spread. Mastra's tools keep theirs under `mcp`, and `tool()`'s are an argument: no suggestion.
 */
function ownedDefinition(analysis: ToolAnalysis, sourceFile: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const definition = analysis.definition;
  if (!MCP_SERVER_FRAMEWORKS.has(analysis.framework.id) || !definition || !definition.complete || definition.via.length > 0) return undefined;
  if (definition.node.getSourceFile() !== sourceFile || !withinTool(definition.node, analysis)) return undefined;
  // Every property read from the literal itself, none through a spread.
  if ([...definition.properties.values()].some((p) => p.via.length > 0)) return undefined;
  return definition.node;
}

/** The annotations literal written inline in this tool's site, to add hints to. */
function ownedAnnotations(analysis: ToolAnalysis, annotations: DeclaredAnnotations, sourceFile: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  const { node, literal } = annotations;
  if (!node || !literal || literal.getSourceFile() !== sourceFile || !withinTool(literal, analysis)) return undefined;
  let inner: ts.Node = node;
  while (ts.isParenthesizedExpression(inner) || ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner)) inner = inner.expression;
  return inner === literal ? literal : undefined;
}

/** Where annotations without a hint are reported: the `annotations` key when it is written here, else the object. */
function annotationsPlace(analysis: ToolAnalysis, annotations: DeclaredAnnotations, sourceFile: ts.SourceFile): ts.Node {
  const node = annotations.node;
  if (!node || node.getSourceFile() !== sourceFile) return locateFinding(analysis, nameFinding, sourceFile).node;
  const parent = node.parent;
  if (parent && ts.isPropertyAssignment(parent) && parent.initializer === node) return parent.name;
  return node;
}

/** `readOnlyHint: true` → `readOnlyHint: false`, when the value is a boolean literal of this tool's own site. */
function flipped(property: ts.Node, to: boolean, analysis: ToolAnalysis, sourceFile: ts.SourceFile): TextEdit | undefined {
  if (property.getSourceFile() !== sourceFile || !withinTool(property, analysis) || !ts.isPropertyAssignment(property)) return undefined;
  const value = property.initializer;
  const literal = to ? ts.SyntaxKind.FalseKeyword : ts.SyntaxKind.TrueKeyword;
  if (value.kind !== literal) return undefined;
  return { range: [value.getStart(sourceFile), value.getEnd()], text: String(to) };
}
