import type { TSESLint } from "@typescript-eslint/utils";
import ts from "../util/typescript.cjs";
import { attachesOrDetaches, majorityOf, namedOperation, relatedResources, restyle, STYLE_WORDS, verbIndex, withVerb, writtenStyle, type NamedOperation, type VerbIndex, type WrittenStyle } from "../design/name-family.js";
import { designSetsToCheck, isSpreadVia, locAt, placeOf, sameSpread, type DesignMember } from "../design/set-members.js";
import { OPERATION_VERBS } from "../design/words.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ operationVerbs?: Record<string, string[]>; minTools?: number }];
export type MessageIds = "mixedNameStyle" | "mixedVerb" | "renameTool";

const DEFAULT_MIN_TOOLS = 3;

export default createRule<Options, MessageIds>({
  name: "inconsistent-tool-names",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report tools of one set whose names mix naming styles or use different verbs for one operation",
      recommended: "design",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: {
      mixedNameStyle:
        'Tool name "{{name}}" is {{style}}, but most names in {{set}} are {{majority}}: one naming scheme lets the model see how the tools relate. Rename it to "{{renamed}}".',
      mixedVerb:
        'Tool "{{name}}" says "{{verb}}" where other tools of {{set}} say "{{usual}}" for the same operation ({{operation}}): two verbs read as two kinds of action. Rename it to "{{renamed}}".',
      renameTool: 'Rename the tool to "{{name}}".',
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          operationVerbs: {
            description:
              'The verbs that name one operation, by operation (`{ read: ["get", "fetch"] }`): a set using two verbs of one group is reported. Replaces the default groups.',
            type: "object",
            additionalProperties: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 },
          },
          minTools: {
            description: "Compare the names of a set only when it has at least this many tools with a static name.",
            type: "integer",
            minimum: 2,
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const minTools = options.minTools ?? DEFAULT_MIN_TOOLS;
    const verbs = verbIndex(options.operationVerbs ?? OPERATION_VERBS);
    return {
      Program() {
        const { sets, sourceFile } = designSetsToCheck(context);
        if (!sourceFile) return;
        for (const set of sets) {
          const styles = styleFindings(set.members, minTools);
          const verbFindings = operationFindings(set.members, minTools, verbs);
          // A rename to a name the set already has would make two tools of one name (a server throws on it at start-up): never offered.
          const taken = new Set(set.members.flatMap((member) => (member.name === undefined ? [] : [member.name])));
          for (const member of set.members) {
            const at = placeOf(member, "name", sourceFile);
            if (!at || member.name === undefined) continue;
            // A tool a spread brings in was compared with its own set where it is written: only what the assembly adds is shown here.
            const group = isSpreadVia(member) ? sameSpread(set, member) : undefined;
            const style = styles.get(member);
            const restyled = style && restyle(member.name, style.majority);
            if (style && restyled && !taken.has(restyled) && !(group && styleFindings(group, minTools).get(member))) {
              const renamed = restyled;
              context.report({
                loc: locAt(context, at, sourceFile),
                messageId: "mixedNameStyle",
                data: { name: member.name, style: STYLE_WORDS[style.style], majority: STYLE_WORDS[style.majority], set: set.label, renamed },
                suggest: renameSuggestion(member, at, renamed, sourceFile),
              });
            }
            const verb = verbFindings.get(member);
            const reworded = verb && withVerb(member.name, verb.named.verb, verb.usual);
            if (verb && reworded && !taken.has(reworded) && !(group && operationFindings(group, minTools, verbs).get(member))) {
              const renamed = reworded;
              context.report({
                loc: locAt(context, at, sourceFile),
                messageId: "mixedVerb",
                data: { name: member.name, verb: verb.named.verb, usual: verb.usual, operation: verb.named.operation, set: set.label, renamed },
                suggest: renameSuggestion(member, at, renamed, sourceFile),
              });
            }
          }
        }
      },
    };
  },
});

/** Each tool whose name is written in a style other than the one most names of the set share. */
function styleFindings(members: readonly DesignMember[], minTools: number): Map<DesignMember, { style: WrittenStyle; majority: WrittenStyle }> {
  const out = new Map<DesignMember, { style: WrittenStyle; majority: WrittenStyle }>();
  const named = members.filter((member) => member.name !== undefined);
  if (named.length < minTools) return out;
  const styled = named.flatMap((member) => {
    const style = writtenStyle(member.name!);
    return style ? [{ member, style }] : [];
  });
  const majority = majorityOf(styled.map((entry) => entry.style));
  if (!majority) return out;
  for (const { member, style } of styled) if (style !== majority) out.set(member, { style, majority });
  return out;
}

/**
 * Each tool whose leading verb is not the one the set uses most for that operation (`fetch_user` beside
 * `get_ticket` and `get_comment`), when some tool of the usual verb acts on an unrelated resource. On a tie
 * the verb its group lists first is the set's: `get` over `fetch`.
 */
function operationFindings(members: readonly DesignMember[], minTools: number, verbs: VerbIndex): Map<DesignMember, { named: NamedOperation; usual: string }> {
  const out = new Map<DesignMember, { named: NamedOperation; usual: string }>();
  const named = members.filter((member) => member.name !== undefined);
  if (named.length < minTools) return out;
  const byOperation = new Map<string, { member: DesignMember; named: NamedOperation }[]>();
  for (const member of named) {
    const operation = namedOperation(member.name!, verbs);
    if (!operation || attachesOrDetaches(operation, member.tool.description?.value)) continue;
    const entries = byOperation.get(operation.operation) ?? [];
    entries.push({ member, named: operation });
    byOperation.set(operation.operation, entries);
  }
  for (const entries of byOperation.values()) {
    const counts = new Map<string, number>();
    for (const entry of entries) counts.set(entry.named.verb, (counts.get(entry.named.verb) ?? 0) + 1);
    if (counts.size < 2) continue;
    // On a tie the verb listed first in its group is the set's (the groups list the usual verb first).
    const rank = (verb: string) => verbs.rank.get(verb) ?? Number.MAX_SAFE_INTEGER;
    const usual = [...counts].reduce((best, next) => (next[1] > best[1] || (next[1] === best[1] && rank(next[0]) < rank(best[0])) ? next : best))[0];
    const usualResources = entries.filter((entry) => entry.named.verb === usual).map((entry) => entry.named.resource);
    for (const entry of entries) {
      if (entry.named.verb === usual) continue;
      // `read_file` beside `get_file_info`: two verbs on one resource may name two actions; only unrelated resources are compared.
      if (!usualResources.some((resource) => !relatedResources(resource, entry.named.resource))) continue;
      out.set(entry.member, { named: entry.named, usual });
    }
  }
  return out;
}

/** A rename offered only where the name is written as a string or a plain key in this file. */
function renameSuggestion(member: DesignMember, at: ts.Node, renamed: string, sourceFile: ts.SourceFile): TSESLint.SuggestionReportDescriptor<MessageIds>[] {
  const node = member.nameNode;
  if (!node || node !== at || node.getSourceFile() !== sourceFile || renamed === member.name) return [];
  const start = node.getStart(sourceFile);
  let text: string | undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    const quote = sourceFile.text[start];
    text = `${quote}${renamed}${quote}`;
  } else if (ts.isIdentifier(node) && node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node) {
    text = /^[A-Za-z_$][\w$]*$/.test(renamed) ? renamed : JSON.stringify(renamed);
  }
  if (text === undefined) return [];
  const replacement = text;
  return [{ messageId: "renameTool", data: { name: renamed }, fix: (fixer) => fixer.replaceTextRange([start, node.getEnd()], replacement) }];
}
