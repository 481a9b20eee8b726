import path from "node:path";
import type ts from "typescript";
import { composedSetsOf, type ComposedSet, type SetMember } from "../analysis/composed-sets.js";
import { fileAnalysis } from "../analysis/context.js";
import { optionsFor } from "../analysis/report.js";
import { sentNames, toolSetsOf } from "../analysis/tool-sets.js";
import type { CheckOptions } from "../checks/types.js";
import { mergeCheckOptions, readPluginSettings, ruleOptionSchema, validateCheckOptions } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];
export type MessageIds = "duplicate" | "duplicateFrom" | "overwritten";

export default createRule<Options, MessageIds>({
  name: "duplicate-tool-name",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow two tools with the same name in one tool set",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      duplicate:
        'Tool name "{{name}}" is already used by the tool on line {{line}} of {{set}}; the provider rejects the request or the model cannot tell the two apart.',
      duplicateFrom:
        'Tool name "{{name}}" is already used in {{set}} by the tool at {{first}}; the provider rejects the request or the model cannot tell the two apart.',
      overwritten: 'The tool "{{name}}" here replaces the one at {{first}} in {{set}}: an object keeps one tool per key, so that one is never sent.',
    },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    const defaults = mergeCheckOptions(settings.options, validateCheckOptions(options, `options of "${context.id}"`));
    const targetsOf = (tool: SetMember["tool"]) => optionsFor(tool, defaults).targets;

    const report = (at: ts.Node, sourceFile: ts.SourceFile, message: { messageId: MessageIds; data: Record<string, string> }) =>
      context.report({
        loc: { start: context.sourceCode.getLocFromIndex(at.getStart(sourceFile)), end: context.sourceCode.getLocFromIndex(at.getEnd()) },
        ...message,
      });

    /** Sets written in this file, each tool one of its own elements (or registered on one server). */
    const checkOwnSets = (tools: Parameters<typeof toolSetsOf>[0], sourceFile: ts.SourceFile) => {
      for (const set of toolSetsOf(tools)) {
        const firstByName = new Map<string, ts.Node>();
        for (const tool of set.tools) {
          if (tool.lint === false) continue;
          // Compared as sent: a framework's rename can make two written names one.
          for (const name of sentNames(tool, targetsOf(tool))) {
            const first = firstByName.get(name);
            if (!first) {
              firstByName.set(name, tool.name?.node ?? tool.anchor);
              continue;
            }
            const at = tool.name?.node && tool.name.node.getSourceFile() === sourceFile ? tool.name.node : tool.anchor;
            report(at, sourceFile, { messageId: "duplicate", data: { name, line: String(lineOf(first)), set: set.ref.label } });
          }
        }
      }
    };

    /**
     * The same sets followed through spreads, `const`s and imports: a pair is reported here unless
     * the file's own sets already hold both tools (reported above), or one element of the literal
     * brings both in (reported where that source is written). One tool placed twice counts too.
     */
    const checkAssembledSet = (set: ComposedSet, sourceFile: ts.SourceFile) => {
      const firstByName = new Map<string, SetMember>();
      for (const member of set.members) {
        if (member.tool.lint === false) continue;
        const names = member.key !== undefined ? [member.key] : [...sentNames(member.tool, targetsOf(member.tool))];
        for (const name of names) {
          const first = firstByName.get(name);
          if (!first) {
            firstByName.set(name, member);
            continue;
          }
          const sameTool = first.tool === member.tool;
          if (first.via === member.via || (!sameTool && inOneOwnSet(first.tool, member.tool, sourceFile))) continue;
          // An object that gets one tool twice under one key still holds it once.
          if (sameTool && member.key !== undefined) continue;
          // One tool placed twice is shown at its second placing, a second tool at its name.
          const written = member.tool.name?.node;
          const at = !member.assembled && !sameTool && written && written.getSourceFile() === sourceFile ? written : member.via;
          const where = placeOf(first.tool.name?.node ?? first.tool.anchor, sourceFile, context.cwd);
          const data = { name, first: where, set: set.label };
          report(at, sourceFile, member.key !== undefined ? { messageId: "overwritten", data } : { messageId: "duplicateFrom", data });
        }
      }
    };

    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        checkOwnSets(file.tools, sourceFile);
        for (const set of composedSetsOf(file)) checkAssembledSet(set, sourceFile);
      },
    };
  },
});

/** Both tools are of this file and the file's own grouping puts them in one set. */
function inOneOwnSet(a: SetMember["tool"], b: SetMember["tool"], sourceFile: ts.SourceFile): boolean {
  if (a.node.getSourceFile() !== sourceFile || b.node.getSourceFile() !== sourceFile) return false;
  return a.toolSet !== undefined && a.toolSet.node === b.toolSet?.node;
}

function lineOf(node: ts.Node): number {
  const sourceFile = node.getSourceFile();
  return sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
}

/** `line 4` in the linted file; `tools/search.ts:4` (from ESLint's working directory) elsewhere. */
function placeOf(node: ts.Node, linted: ts.SourceFile, cwd: string): string {
  const home = node.getSourceFile();
  if (home === linted) return `line ${lineOf(node)}`;
  return `${path.relative(cwd, home.fileName).split(path.sep).join("/")}:${lineOf(node)}`;
}
