import { designSetsToCheck, isSpreadVia, locAt, placeOf, sameSpread, type DesignMember } from "../design/set-members.js";
import { GUIDANCE_PHRASES, guidanceMatcher, headOfName, namesAnotherTool, operationKind } from "../design/usage-guidance.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ phrases?: string[]; minSiblings?: number; anyOperation?: boolean }];
export type MessageIds = "noUsageGuidance" | "noDescriptionForSiblings";

const DEFAULT_MIN_SIBLINGS = 1;

export default createRule<Options, MessageIds>({
  name: "missing-usage-guidance",
  meta: {
    type: "suggestion",
    docs: {
      description: "Require the description of a tool with siblings on the same resource to say when to use it or which sibling to use instead",
      recommended: "design",
      requiresTypeChecking: true,
    },
    messages: {
      noUsageGuidance:
        'The description of "{{name}}" does not say when to use it rather than {{siblings}} (same resource: {{resource}}). Add when to call it, or which tool to call instead.',
      noDescriptionForSiblings:
        'Tool "{{name}}" has no description, but shares its resource ({{resource}}) with {{siblings}}: the model can only guess from the names. Describe what it does and when to use it.',
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          phrases: {
            description:
              "The phrases that count as usage guidance, matched as whole words without regard to case; `…` stands for up to six words (`use … instead`). Replaces the default list. Naming another tool of the set always counts.",
            type: "array",
            items: { type: "string", minLength: 1 },
          },
          minSiblings: {
            description:
              "Check a tool only when at least this many siblings are in its set: other tools on the same resource (the last word of the name before any preposition, singular, an aspect word like `details` skipped) with the same kind of operation.",
            type: "integer",
            minimum: 1,
          },
          anyOperation: {
            description: "Count every other tool on the same resource as a sibling, whatever its operation (`create_ticket` beside `delete_ticket`), not only those of the same kind (reading, writing, deleting, or the same verb).",
            type: "boolean",
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const hasGuidance = guidanceMatcher(options.phrases ?? GUIDANCE_PHRASES);
    const minSiblings = options.minSiblings ?? DEFAULT_MIN_SIBLINGS;
    const sameKind = options.anyOperation !== true;
    return {
      Program() {
        const { sets, sourceFile } = designSetsToCheck(context);
        if (!sourceFile) return;
        for (const set of sets) {
          const names = set.members.flatMap((member) => (member.name !== undefined ? [member.name] : []));
          for (const member of set.members) {
            if (member.name === undefined) continue;
            const at = placeOf(member, "description", sourceFile);
            if (!at) continue;
            const finding = findingOf(member, set.members, minSiblings, sameKind);
            if (!finding) continue;
            // A tool a spread brings in is checked in its own file when its siblings come with it.
            if (isSpreadVia(member) && findingOf(member, sameSpread(set, member), minSiblings, sameKind)) continue;
            const description = member.tool.description?.value;
            const siblingNames = finding.siblings.map((sibling) => sibling.name!);
            if (description !== undefined) {
              const others = names.filter((name) => name !== member.name);
              if (hasGuidance(description) || namesAnotherTool(description, others)) continue;
              // A sibling that names this tool says which of the two to use (`…; to list them all, call list_console_messages`).
              if (finding.siblings.some((sibling) => sibling.tool.description && namesAnotherTool(sibling.tool.description.value, [member.name!]))) continue;
              context.report({ loc: locAt(context, at, sourceFile), messageId: "noUsageGuidance", data: { name: member.name, siblings: listOfNames(siblingNames, "or"), resource: finding.resource } });
            } else if (hasNoDescription(member)) {
              context.report({ loc: locAt(context, at, sourceFile), messageId: "noDescriptionForSiblings", data: { name: member.name, siblings: listOfNames(siblingNames, "and"), resource: finding.resource } });
            }
          }
        }
      },
    };
  },
});

/**
 * The tool's siblings: the other tools of the set on the same resource and, unless every operation counts,
 * of the same kind of operation (`get_ticket`, `list_tickets` and `search_tickets` read; `create_ticket` writes).
 */
function findingOf(member: DesignMember, members: readonly DesignMember[], minSiblings: number, sameKind: boolean): { resource: string; siblings: DesignMember[] } | undefined {
  const name = member.name;
  const resource = name === undefined ? undefined : headOfName(name);
  if (name === undefined || !resource) return undefined;
  const kind = operationKind(name);
  const siblings = members.filter(
    (other) =>
      other !== member &&
      other.tool !== member.tool &&
      other.name !== undefined &&
      other.name !== name &&
      headOfName(other.name) === resource &&
      (!sameKind || operationKind(other.name) === kind),
  );
  return siblings.length >= minSiblings ? { resource, siblings } : undefined;
}

/**
 * A definition that is an object read whole, without a `description` key. A description the plugin
 * cannot read (a call, a parameter) is not missing, and positional forms (`server.tool(name, handler)`)
 * are left alone.
 */
function hasNoDescription(member: DesignMember): boolean {
  const definition = member.tool.definition;
  return definition !== undefined && definition.complete && !definition.properties.has("description");
}

/** `"a"`, `"a" or "b"`, `"a", "b" or "c"`, `"a", "b" or 2 more` (with "and" where the names are counted together). */
function listOfNames(names: readonly string[], conjunction: "or" | "and"): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length <= 2) return quoted.join(` ${conjunction} `);
  if (quoted.length === 3) return `${quoted[0]}, ${quoted[1]} ${conjunction} ${quoted[2]}`;
  return `${quoted[0]}, ${quoted[1]} ${conjunction} ${quoted.length - 2} more`;
}
