import ts from "../util/typescript.cjs";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { locOf } from "../analysis/report/index.js";
import { locateFinding } from "../analysis/report/locate.js";
import type { Finding } from "../checks/types.js";
import { isSelector, nameVerb } from "../design/risk.js";
import { nameWords } from "../design/words.js";
import { isJsonObject, pointerJoin, type JsonObject } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";
import { eachToolOfFile } from "../design/each-tool.js";

export type Options = [{ readonly verbs?: readonly string[]; readonly selectors?: readonly string[] }];

export const DEFAULT_DESTRUCTIVE_VERBS = ["delete", "del", "remove", "rm", "destroy", "drop", "purge", "erase", "clear", "wipe", "truncate"];
export const DEFAULT_SELECTORS = ["id", "uuid", "slug", "name", "key", "path", "uri", "filter", "query", "where", "selector", "pattern"];

/** Root keywords that can make a property required other than `required` itself: the rule then says nothing. */
const CONDITIONAL_KEYWORDS = ["anyOf", "oneOf", "allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas", "dependencies", "$ref"];

const MAX_LISTED = 3;

export default createRule({
  name: "unbounded-destructive",
  meta: {
    type: "suggestion",
    docs: {
      description: "Require tools whose name says they delete to make at least one of their selector fields required",
      recommended: "design",
      requiresTypeChecking: true,
    },
    messages: {
      optionalSelector: 'Tool "{{name}}" says it will {{verb}}, but its selector `{{selector}}` is optional, so a call may leave it out and reach everything. Make it required.',
      optionalSelectors: 'Tool "{{name}}" says it will {{verb}}, but none of its selectors ({{selectors}}) is required, so a call may omit them all. Require one, or split the tool.',
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          verbs: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Verbs that say a tool deletes (`delete_issue`, `purge_cache`), matched against the words of the name; the first known verb decides. Replaces the default list.",
          },
          selectors: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description: "Property names that pick what the tool acts on; a property matches when its name or its last word (`issueId`, `file_path`, `ids`) is one of them. Replaces the default list.",
          },
        },
      },
    ],
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    const verbs = (options.verbs ?? DEFAULT_DESTRUCTIVE_VERBS).map((verb) => verb.toLowerCase());
    const selectors = options.selectors ?? DEFAULT_SELECTORS;
    return eachToolOfFile(context, checkTool);

    function checkTool(analysis: ToolAnalysis, sourceFile: ts.SourceFile): void {
      // The schema as defined: a strict-mode conversion that lists every property in `required`
      // (optional ones made nullable) leaves the call just as unbounded.
      const schema = analysis.draft;
      if (analysis.lint === false || analysis.fails || !analysis.name || !schema) return;
      const name = analysis.name.value;
      const verb = nameVerb(name, verbs);
      // A name that says "all" (`delete_all_drafts`) declares its reach: nothing to narrow.
      if (!verb || nameWords(name).includes("all")) return;
      const optional = optionalSelectors(schema, selectors);
      if (!optional || optional.length === 0) return;
      const [first] = optional;
      const finding = { location: { kind: "schema", pointer: pointerJoin("", "properties", first), property: first } } as Finding;
      const place = locateFinding(analysis, finding, sourceFile);
      // The optional selector itself when it is found exactly; else the tool's name.
      const node = place.exact ? place.node : locateFinding(analysis, { location: { kind: "name" } } as Finding, sourceFile).node;
      const loc = place.exact && place.range ? { start: context.sourceCode.getLocFromIndex(place.range[0]), end: context.sourceCode.getLocFromIndex(place.range[1]) } : locOf(context, node, sourceFile);
      if (optional.length === 1) {
        context.report({ loc, messageId: "optionalSelector", data: { name, verb, selector: first } });
        return;
      }
      const listed = optional.slice(0, MAX_LISTED).map((p) => `\`${p}\``);
      const selectorsText = optional.length > MAX_LISTED ? `${listed.join(", ")}, …` : listed.join(", ");
      context.report({ loc, messageId: "optionalSelectors", data: { name, verb, selectors: selectorsText } });
    }
  },
});

/**
 * The selector properties of the input's root, in order, when none of them is required; undefined
 * when the root is not a plain object of properties (a combinator or condition may require one).
 */
function optionalSelectors(schema: JsonObject, selectors: readonly string[]): string[] | undefined {
  if (CONDITIONAL_KEYWORDS.some((keyword) => keyword in schema)) return undefined;
  const properties = schema.properties;
  if (!isJsonObject(properties)) return undefined;
  const found = Object.keys(properties).filter((property) => isSelector(property, selectors));
  const required = Array.isArray(schema.required) ? new Set(schema.required.filter((r): r is string => typeof r === "string")) : new Set<string>();
  return found.some((property) => required.has(property)) ? [] : found;
}
