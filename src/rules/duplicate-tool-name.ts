import path from "node:path";
import ts from "../util/typescript.cjs";
import { composedSetsOf, type ComposedSet, type SetMember } from "../analysis/sets/composed.js";
import { fileAnalysis, toolsOfSetElsewhere } from "../analysis/context.js";
import { locOf, optionsFor } from "../analysis/report/index.js";
import { sentNames, toolSetsOf } from "../analysis/sets/index.js";
import type { CheckOptions } from "../checks/types.js";
import { mergeCheckOptions, readPluginSettings, ruleOptionSchema, validateCheckOptions } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">>];
export type MessageIds = "duplicate" | "duplicateFrom" | "overwritten" | "replaced" | "throwsOnRegister" | "keptByName";

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
        'Tool name "{{name}}" is already used by the tool on line {{line}} of {{set}}: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
      duplicateFrom:
        'Tool name "{{name}}" is already used in {{set}} by the tool at {{first}}: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
      replaced:
        'The tool "{{name}}" here replaces the one at {{first}} in {{set}}: {{framework}} keeps the last tool added under a name, so that one is never listed. Rename one of them.',
      throwsOnRegister:
        'Tool name "{{name}}" is already used at {{first}} in {{set}}: {{framework}} throws "{{error}}" when this one is registered. Rename one of them.',
      keptByName:
        'Tool name "{{name}}" is used here and at {{first}} in {{set}}: the program keeps them in `{{map}}` by name, so only the one added last is listed. Rename one of them.',
      overwritten:
        'The tool "{{name}}" here replaces the one at {{first}} in {{set}}: an object keeps one tool per key, so that one is never sent. Give each tool its own key.',
    },
    schema: ruleOptionSchema(["targets"]),
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const settings = readPluginSettings(context.settings as Record<string, unknown>);
    const defaults = mergeCheckOptions(settings.options, validateCheckOptions(options, `options of "${context.id}"`));
    const targetsOf = (tool: SetMember["tool"]) => optionsFor(tool, defaults).targets;

    const report = (at: ts.Node, sourceFile: ts.SourceFile, message: { messageId: MessageIds; data: Record<string, string> }) =>
      context.report({ loc: locOf(context, at, sourceFile), ...message });

    /** Sets written in this file, each tool one of its own elements (or registered on one server). */
    const checkOwnSets = (tools: Parameters<typeof toolSetsOf>[0], sourceFile: ts.SourceFile) => {
      for (const set of toolSetsOf(tools)) {
        // Compared as sent: a framework's rename can make two written names one.
        const repeats = repeatedNames(set.tools.filter((tool) => tool.lint !== false), (tool) => sentNames(tool, targetsOf(tool)));
        for (const { first, later, name } of repeats) {
          if (variants(first, later) || (assignedUnderKey(first.name?.node) && assignedUnderKey(later.name?.node))) continue;
          const at = later.name?.node && later.name.node.getSourceFile() === sourceFile ? later.name.node : later.anchor;
          const line = String(lineOf(first.name?.node ?? first.anchor));
          const replaced = replacedBy(first, later);
          const throws = throwsOnRegister(first, later, name);
          const map = keptInOneMap(first, later);
          if (map) report(at, sourceFile, { messageId: "keptByName", data: { name, first: `line ${line}`, set: set.ref.label, map } });
          else if (replaced) report(at, sourceFile, { messageId: "replaced", data: { name, first: `line ${line}`, set: set.ref.label, framework: replaced } });
          else if (throws) report(at, sourceFile, { messageId: "throwsOnRegister", data: { name, first: `line ${line}`, set: set.ref.label, ...throws } });
          else report(at, sourceFile, { messageId: "duplicate", data: { name, line, set: set.ref.label } });
        }
      }
    };

    /**
     * A set whose tools other files register too (one server passed to `registerPostTools(context)`
     * and `registerAccountTools(context)`): a name is reported in the file that comes later, by path,
     * at the tool that repeats it.
     */
    const checkSetAcrossFiles = (tools: Parameters<typeof toolSetsOf>[0], file: Parameters<typeof toolsOfSetElsewhere>[0], sourceFile: ts.SourceFile) => {
      for (const set of toolSetsOf(tools)) {
        // An array or object of tools is one literal: its members across files are followed by `checkAssembledSet`.
        if (ts.isArrayLiteralExpression(set.ref.node) || ts.isObjectLiteralExpression(set.ref.node)) continue;
        const earlier = toolsOfSetElsewhere(file, set.ref.node).filter((tool) => tool.lint !== false && tool.node.getSourceFile().fileName < sourceFile.fileName);
        if (earlier.length === 0) continue;
        const firstByName = new Map<string, SetMember["tool"]>();
        for (const tool of earlier) for (const name of sentNames(tool, targetsOf(tool))) if (!firstByName.has(name)) firstByName.set(name, tool);
        for (const tool of set.tools) {
          if (tool.lint === false) continue;
          for (const name of sentNames(tool, targetsOf(tool))) {
            const first = firstByName.get(name);
            if (!first || variants(first, tool)) continue;
            const at = tool.name?.node && tool.name.node.getSourceFile() === sourceFile ? tool.name.node : tool.anchor;
            const data = { name, first: placeOf(first.name?.node ?? first.anchor, sourceFile, context.cwd), set: set.ref.label };
            const replaced = replacedBy(first, tool);
            const throws = throwsOnRegister(first, tool, name);
            const map = keptInOneMap(first, tool);
            if (map) report(at, sourceFile, { messageId: "keptByName", data: { ...data, map } });
            else if (replaced) report(at, sourceFile, { messageId: "replaced", data: { ...data, framework: replaced } });
            else if (throws) report(at, sourceFile, { messageId: "throwsOnRegister", data: { ...data, ...throws } });
            else report(at, sourceFile, { messageId: "duplicateFrom", data });
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
      const members = set.members.filter((member) => member.tool.lint !== false);
      const namesOf = (member: SetMember) => (member.key !== undefined ? [member.key] : sentNames(member.tool, targetsOf(member.tool)));
      for (const { first, later: member, name } of repeatedNames(members, namesOf)) {
        const sameTool = first.tool === member.tool;
        if (first.via === member.via || (!sameTool && inOneOwnSet(first.tool, member.tool, sourceFile))) continue;
        // `tools.search = a` and `tools.search = b`: which one the key ends up holding depends on which assignments run.
        if (ts.isBinaryExpression(first.via) && ts.isBinaryExpression(member.via)) continue;
        // An object that gets one tool twice under one key still holds it once.
        if (sameTool && member.key !== undefined) continue;
        // One tool placed twice is shown at its second placing, a second tool at its name.
        const written = member.tool.name?.node;
        const at = !member.assembled && !sameTool && written && written.getSourceFile() === sourceFile ? written : member.via;
        const data = { name, first: placeOf(first.tool.name?.node ?? first.tool.anchor, sourceFile, context.cwd), set: set.label };
        report(at, sourceFile, member.key !== undefined ? { messageId: "overwritten", data } : { messageId: "duplicateFrom", data });
      }
    };

    return {
      Program() {
        const file = fileAnalysis(context);
        const sourceFile = file.sourceFile;
        if (!sourceFile) return;
        checkOwnSets(file.tools, sourceFile);
        checkSetAcrossFiles(file.tools, file, sourceFile);
        for (const set of composedSetsOf(file)) checkAssembledSet(set, sourceFile);
      },
    };
  },
});

/**
 * A name written as the key of an assignment into a tools object (`tools.search = tool(…)`,
 * `tools["search"] = …`). Two such assignments of one key are often on branches of which one runs
 * (`if (admin) tools.search = a; else tools.search = b`); when both run, the object still holds one
 * tool under the key. Either way the request never carries two tools of that name, so neither is reported.
 */
function assignedUnderKey(name: ts.Node | undefined): boolean {
  const access = name?.parent;
  if (!access || !(ts.isPropertyAccessExpression(access) || ts.isElementAccessExpression(access))) return false;
  const assignment = access.parent;
  return ts.isBinaryExpression(assignment) && assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken && assignment.left === access;
}

/**
 * The framework's label when both tools go to a server of a framework that keeps the last tool
 * added under a name (`replacesSameName`): the earlier one is then never listed, nothing is rejected.
 */
function replacedBy(first: SetMember["tool"], later: SetMember["tool"]): string | undefined {
  if (first.framework !== later.framework) return undefined;
  // A server that throws on a second name may have a form that replaces instead (`throwsOnSameName.except`).
  const replaces = later.framework.replacesSameName !== undefined || later.framework.throwsOnSameName?.except?.test(later.form) === true;
  return replaces ? later.framework.label : undefined;
}

/**
 * Both tools reach their listing through one Map the program keys by name (`ToolParts.keptByName`):
 * which one is listed depends on the order the program adds them, so neither is said to replace the other.
 */
function keptInOneMap(first: SetMember["tool"], later: SetMember["tool"]): string | undefined {
  return first.keptByName !== undefined && first.keptByName === later.keptByName ? first.keptByName : undefined;
}

/**
 * Two tools of one framework whose server throws when a name is registered twice (`throwsOnSameName`):
 * the second registration throws, which is what happens, not a rejected request.
 */
function throwsOnRegister(first: SetMember["tool"], later: SetMember["tool"], name: string): { framework: string; error: string } | undefined {
  const throws = first.framework === later.framework ? later.framework.throwsOnSameName : undefined;
  if (!throws || throws.except?.test(later.form)) return undefined;
  return { framework: later.framework.label, error: throws.error.replace("{name}", name) };
}

/** Two choices of one catalog entry, one of which is registered at run time: their name is the entry's, once. */
function variants(a: SetMember["tool"], b: SetMember["tool"]): boolean {
  return a.variantOf !== undefined && a.variantOf === b.variantOf;
}

/** Each entry that repeats a name an earlier entry has, with the first entry of that name. */
function repeatedNames<T>(entries: readonly T[], namesOf: (entry: T) => Iterable<string>): { first: T; later: T; name: string }[] {
  const firstByName = new Map<string, T>();
  const repeats: { first: T; later: T; name: string }[] = [];
  for (const entry of entries) {
    for (const name of namesOf(entry)) {
      const first = firstByName.get(name);
      if (first === undefined) firstByName.set(name, entry);
      else repeats.push({ first, later: entry, name });
    }
  }
  return repeats;
}

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
