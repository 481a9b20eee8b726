import type { Route } from "../schema/types.js";
import type { RawFinding } from "./types.js";

/** How the user wrote the schema, which decides how a fix is spelled. */
export type Spelling = "zod" | "zod3" | "seal" | "json" | "type";

export function spellingOf(route: Route | "none" | undefined): Spelling {
  switch (route) {
    case "zod":
    case "zod3":
    case "seal":
      return route;
    // A converter's JSON is written as a zod schema in the source: the fix is spelled in zod (zod 3
    // has the same z.strictObject and .nullable() as zod 4).
    case "converted":
      return "zod";
    case "type":
    case "inferred":
      return "type";
    default:
      return "json";
  }
}

const zodish = (spelling: Spelling) => spelling === "zod" || spelling === "zod3";

/** One short sentence saying how to fix the finding in the user's own library. */
export function fixFor(raw: RawFinding, spelling: Spelling): string {
  const { data } = raw;
  switch (raw.messageId) {
    case "invalidName":
      return `Rename it, e.g. "${data.suggestion}".`;
    case "hostName":
      return data.kind === "characters" ? `Rename it, e.g. "${data.suggestion}".` : "Shorten the tool or server name.";
    case "descriptionTooLong":
    case "propertyDescriptionTooLong":
      return "Cut it to what the model needs.";
    case "unsupportedKeyword":
      return keywordFix(data.keyword, data.instead, spelling);
    case "typeArray":
      return zodish(spelling) ? "Give the field one type (drop .nullable())." : 'Use one "type", with "nullable": true for null.';
    case "nonStringEnum":
      return zodish(spelling) ? "Use z.enum() with string values." : "Use string values in the enum.";
    case "tupleItems":
      return zodish(spelling) ? "Use z.array().length(n), not z.tuple()." : 'Use "prefixItems" for the positions.';
    case "arrayWithoutItems":
      return zodish(spelling) ? "Use z.unknown() or a real schema for the elements, not z.any()." : 'Add "items" with the element schema.';
    case "requiredWithoutProperties":
      return 'Add "properties" ({} when it takes none), or drop "required".';
    case "objectWithoutProperties":
      return data.withoutInput
        ? "Give the tool an input schema that is an empty object."
        : data.replacedInput
          ? "Pass an input the framework takes, so it lists its properties."
          : 'Add "properties" ({} when it takes none).';
    case "undecodable":
      return `Write it as ${data.expected}.`;
    case "notSchemaObject":
      return zodish(spelling) ? "Give it a schema (z.unknown() for any value)." : "Use a schema object there ({} for any value).";
    case "booleanBound":
      return `Put the bound in "${data.keyword}" and drop "${data.bound}".`;
    case "stringFormat":
      return zodish(spelling) ? "Drop that format check, or describe it in words." : 'Remove "format", or describe it in words.';
    case "ignoredKeyword":
      return "State the rule in the description, and check it in the handler.";
    case "forcedRequired":
      return "Make it required, or accept null.";
    case "notRequired":
      return notRequiredFix(spelling);
    case "missingAdditionalPropertiesFalse":
      return closeFix(spelling);
    case "openAdditionalProperties":
      return zodish(spelling) ? "Use an array of { key, value } objects instead." : 'Use an array of key/value objects instead.';
    case "rootNotObject":
      return data.withoutInput ? "Give the tool an input schema that is an empty object." : objectRootFix(spelling, data.rootKind);
    case "rootUnionBranch":
      return zodish(spelling) ? "Make every branch a z.object()." : 'Give every branch "type": "object".';
    case "rootCombinator":
    case "rootDropped":
      return objectRootFix(spelling, data.rootKind);
    case "inputDropped":
      return "Pass a JSON Schema object or a schema it converts.";
    case "inputIgnored":
      return `Rename "${data.key}" to "${data.reads}".`;
    case "heavy":
      return "Shorten the descriptions, or split the tool.";
    case "transform":
      return data.fix || "Make sure the handler copes with it.";
    case "fails":
      // Many SDK errors already end in their own advice (": use registerTool() for …"); one is enough.
      return data.fix || (/: (use|wrap|pass|give|rename) /i.test(data.reason ?? "") ? "" : "Change what the error names.");
    default:
      return "";
  }
}

function keywordFix(keyword: string, instead: string | undefined, spelling: Spelling): string {
  if (instead) {
    return keyword === "oneOf" && instead === "anyOf" && zodish(spelling) ? "Use z.union() instead of z.discriminatedUnion()." : `Use "${instead}" instead.`;
  }
  // zod's converter writes these itself: the user cannot remove them from a zod schema.
  if (zodish(spelling) && (keyword === "$schema" || keyword === "propertyNames" || keyword === "additionalProperties")) {
    return "The converter adds it: send the tool through a field that takes JSON Schema, or as a JSON literal without it.";
  }
  return zodish(spelling) ? "Remove the check that adds it, and state the rule in the description." : `Remove "${keyword}", and state the rule in the description.`;
}

function notRequiredFix(spelling: Spelling): string {
  switch (spelling) {
    case "zod":
    case "zod3":
      return "Use .nullable() instead of .optional().";
    case "seal":
      return "Use .required().nullable() so it is sent required.";
    case "type":
      return "Declare it `name: T | null` instead of `name?: T`.";
    default:
      return 'List it in "required" and allow null ("type": [T, "null"]).';
  }
}

function closeFix(spelling: Spelling): string {
  switch (spelling) {
    case "zod":
      return "Use z.strictObject() (it then rejects unknown keys).";
    case "zod3":
      return "Add .strict() (it then rejects unknown keys).";
    default:
      return 'Add "additionalProperties": false.';
  }
}

/** The fix for a root that is not an object, by what the root is (`RootKind`, absent: a union). */
function objectRootFix(spelling: Spelling, kind: string | undefined): string {
  const zod = zodish(spelling);
  switch (kind) {
    case "intersection":
      return zod ? "Merge the parts into one z.object() with .extend()." : 'Merge the parts into one schema with "type": "object".';
    case "typeless-object":
      return 'Add "type": "object" to the root.';
    case "reference":
      return zod ? "Use a z.object() root with the value in a property." : 'Write the referenced object at the root instead of "$ref".';
    case "value":
      return zod ? "Use a z.object() root with the value in a property." : "Use an object root with the value in a property.";
    default:
      return zod ? "Use a z.object() root with the union in a property." : "Use an object root with the union in a property.";
  }
}
