import { comparedWords, contentWords, orderedSimilarity, wordCount } from "../design/description-similarity.js";
import { designSetsToCheck, isSpreadVia, locAt, placeOf, whereIs, type DesignMember } from "../design/set-members.js";
import { namesToldApart, quantitiesToldApart, verbsToldApart } from "../design/told-apart.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ threshold?: number; minWords?: number }];
export type MessageIds = "overlappingDescription";

const DEFAULT_THRESHOLD = 0.8;
const DEFAULT_MIN_WORDS = 4;

export default createRule<Options, MessageIds>({
  name: "overlapping-descriptions",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report two tools of one set whose descriptions are near-identical",
      recommended: "design",
      requiresTypeChecking: true,
    },
    messages: {
      overlappingDescription:
        'The descriptions of {{name}} and of {{other}} ({{place}}) share {{percent}}% of their words in order: the model cannot tell which tool to pick. Say what sets each one apart.',
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          threshold: {
            description:
              "Report two descriptions whose similarity is at least this, from 0 to 1: the words both say in the same order over the words either says (articles, pronouns and auxiliaries left out).",
            type: "number",
            minimum: 0,
            maximum: 1,
          },
          minWords: {
            description: "Leave out descriptions with fewer words than this: short ones share words by chance.",
            type: "integer",
            minimum: 1,
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const threshold = options.threshold ?? DEFAULT_THRESHOLD;
    const minWords = options.minWords ?? DEFAULT_MIN_WORDS;
    return {
      Program() {
        const { sets, sourceFile } = designSetsToCheck(context);
        if (!sourceFile) return;
        for (const set of sets) {
          const described = set.members.flatMap((member) => {
            const text = member.tool.description?.value;
            return text !== undefined && wordCount(text) >= minWords ? [{ member, words: contentWords(text), sequence: comparedWords(text) }] : [];
          });
          described.forEach((later, index) => {
            const at = placeOf(later.member, "description", sourceFile);
            if (!at) return;
            // A tool a spread brings in was compared with its neighbours in its own file: only tools from outside that spread here.
            const candidates = described.slice(0, index).filter((earlier) => earlier.member.tool !== later.member.tool && !(isSpreadVia(later.member) && earlier.member.via === later.member.via));
            let best: { member: DesignMember; similarity: number } | undefined;
            for (const earlier of candidates) {
              const similarity = orderedSimilarity(earlier.sequence, later.sequence, threshold);
              if (similarity < threshold || (best && similarity <= best.similarity)) continue;
              if (namesToldApart(asDescribed(earlier), asDescribed(later)) || verbsToldApart(earlier.words, later.words) || quantitiesToldApart(earlier.sequence, later.sequence)) continue;
              best = { member: earlier.member, similarity };
            }
            if (!best) return;
            context.report({
              loc: locAt(context, at, sourceFile),
              messageId: "overlappingDescription",
              data: {
                name: nameOf(later.member),
                other: nameOf(best.member),
                place: whereIs(best.member, sourceFile, context.cwd),
                percent: String(Math.floor(best.similarity * 100)),
              },
            });
          });
        }
      },
    };
  },
});

interface Described {
  readonly member: DesignMember;
  /** The content words, for the told-apart tests. */
  readonly words: ReadonlySet<string>;
  /** The words compared, in order (see comparedWords). */
  readonly sequence: readonly string[];
}

const asDescribed = (entry: Described) => ({ name: entry.member.name, words: entry.words });

function nameOf(member: DesignMember): string {
  return member.name !== undefined ? `"${member.name}"` : "an unnamed tool";
}
