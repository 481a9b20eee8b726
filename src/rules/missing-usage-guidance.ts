import { designSetsToCheck, isSpreadVia, locAt, placeOf, sameSpread, type DesignMember } from "../design/set-members.js";
import { GUIDANCE_PHRASES, guidanceMatcher, interchangeable, namesAnotherTool, operationOfName, resourceInSet, resourceWordsOf, sameResource, type ResourceWords } from "../design/usage-guidance.js";
import { contentWords } from "../design/description-similarity.js";
import { namesToldApart } from "../design/told-apart.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ phrases?: string[]; minSiblings?: number; anyOperation?: boolean; variants?: boolean }];
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
              "Check a tool only when at least this many siblings are in its set: other tools on the same resource (the last word of the name before any preposition, singular, an aspect word like `details` skipped) with the same operation, or one the model may take for it (listing and searching; writing a record and creating or updating one).",
            type: "integer",
            minimum: 1,
          },
          variants: {
            description:
              "Count narrower variants of a resource as siblings too: names whose words before the resource differ without naming two resources of the set (`create_note` beside `create_issue_note`, `read_text_file` beside `read_media_file`).",
            type: "boolean",
          },
          anyOperation: {
            description: "Count every other tool on the same resource as a sibling, whatever its operation (`get_ticket` beside `list_tickets`, `create_ticket` beside `delete_ticket`), not only those the model may take one for the other.",
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
    const variants = options.variants === true;
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
            const finding = findingOf(member, set.members, { minSiblings, sameKind, variants });
            if (!finding) continue;
            // A tool a spread brings in is checked in its own file when its siblings come with it.
            if (isSpreadVia(member) && findingOf(member, sameSpread(set, member), { minSiblings, sameKind, variants })) continue;
            const description = member.tool.description?.value;
            if (description !== undefined) {
              const others = names.filter((name) => name !== member.name);
              if (hasGuidance(description) || namesAnotherTool(description, others)) continue;
              // A sibling that names this tool says which of the two to use (`…; to list them all, call list_console_messages`).
              if (finding.siblings.some((sibling) => sibling.tool.description && namesAnotherTool(sibling.tool.description.value, [member.name!]))) continue;
              // A sibling whose description and this one name what sets the two names apart (`…in a project`, `…in a group`) is
              // told apart already; the verbs do not count (siblings do one thing, or all things with anyOperation).
              const own = { name: member.name, words: contentWords(description) };
              const unsettled = finding.siblings.filter((sibling) => !namesToldApart(own, { name: sibling.name, words: contentWords(sibling.tool.description?.value ?? "") }, false));
              if (unsettled.length < minSiblings) continue;
              context.report({ loc: locAt(context, at, sourceFile), messageId: "noUsageGuidance", data: { name: member.name, siblings: listOfNames(unsettled.map((sibling) => sibling.name!), "or"), resource: finding.resource } });
            } else if (hasNoDescription(member)) {
              context.report({ loc: locAt(context, at, sourceFile), messageId: "noDescriptionForSiblings", data: { name: member.name, siblings: listOfNames(finding.siblings.map((sibling) => sibling.name!), "and"), resource: finding.resource } });
            }
          }
        }
      },
    };
  },
});

interface SiblingTest {
  readonly minSiblings: number;
  readonly sameKind: boolean;
  readonly variants: boolean;
}

/**
 * The tool's siblings: the other tools of the set on the same resource (see sameResource; its variants
 * too with `variants`; a resource one name shortens or runs together read as the others spell it, see
 * resourceWordsOf) whose operation is the same or may be taken for it (listing and searching; writing a
 * record and creating or updating one), or, when every operation counts, any other tool on that resource.
 */
function findingOf(member: DesignMember, members: readonly DesignMember[], { minSiblings, sameKind, variants }: SiblingTest): { resource: string; siblings: DesignMember[] } | undefined {
  const name = member.name;
  const { words, heads } = vocabularyOf(members);
  const resource = name === undefined ? undefined : resourceInSet(name, words);
  if (name === undefined || !resource) return undefined;
  const operation = operationOfName(name);
  const siblings = members.filter((other) => {
    if (other === member || other.tool === member.tool || other.name === undefined || other.name === name) return false;
    const theirs = resourceInSet(other.name, words);
    // One thing beside all of them at once (`publish_draft_note`, `bulk_publish_draft_notes`) is told apart by the names.
    return theirs !== undefined && theirs.batch === resource.batch && sameResource(resource, theirs, heads, variants) && (!sameKind || interchangeable(operationOfName(other.name), operation));
  });
  return siblings.length >= minSiblings ? { resource: resource.head, siblings } : undefined;
}

const vocabularies = new WeakMap<readonly DesignMember[], { words: ResourceWords; heads: ReadonlySet<string> }>();

/** The words of the set's resources and the resources its names act on, once per set. */
function vocabularyOf(members: readonly DesignMember[]): { words: ResourceWords; heads: ReadonlySet<string> } {
  let known = vocabularies.get(members);
  if (!known) {
    const names = members.flatMap((member) => (member.name === undefined ? [] : [member.name]));
    const words = resourceWordsOf(names);
    const heads = new Set(names.flatMap((name) => resourceInSet(name, words)?.head ?? []));
    known = { words, heads };
    vocabularies.set(members, known);
  }
  return known;
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
