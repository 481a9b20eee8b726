import ts from "../../util/typescript.cjs";
import { declaredOutsideDefaultLibrary } from "./facts.js";
import type { JsonObject, JsonValue } from "../types.js";

/**
 * JSDoc → JSON Schema keywords for the checker walk, following the tag set ts-json-schema-generator
 * reads with `jsDoc: "extended"`, so both routes describe a type the same way. Docs declared only in
 * the default lib files are skipped (TSJ drops them too: `Array#length`'s prose is not a field doc).
 */

/** Tags copied as their raw text (`@format email`). */
const TEXT_TAGS = new Set(["title", "description", "format", "pattern", "comment", "contentMediaType", "contentEncoding"]);
/** Tags whose text is a JSON value (`@minimum 0`, `@examples ["a"]`); bare tags mean `true`. */
const JSON_TAGS = new Set([
  "minimum",
  "exclusiveMinimum",
  "maximum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minProperties",
  "maxProperties",
  "minItems",
  "maxItems",
  "uniqueItems",
  "const",
  "examples",
  "default",
  "readOnly",
  "writeOnly",
  "deprecated",
]);
/** Tags TSJ turns into structure (refs, conditionals, discriminators) that the walk does not rebuild. */
const STRUCTURAL_TAGS = new Set(["ref", "id", "discriminator", "nullable", "if", "then", "else", "required"]);
const DOLLAR_TAGS = new Set(["comment", "id", "ref"]);

export interface Annotations {
  readonly keywords: JsonObject;
  /** Tags seen but not applied, for `gaps`. */
  readonly skipped: readonly string[];
}

const NONE: Annotations = { keywords: {}, skipped: [] };

export function readAnnotations(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): Annotations {
  if (!symbol || !declaredOutsideDefaultLibrary(symbol)) return NONE;
  const keywords: JsonObject = {};
  const skipped: string[] = [];

  const description = descriptionText(symbol.getDocumentationComment(checker));
  if (description) keywords.description = description;

  const examples: JsonValue[] = [];
  for (const tag of symbol.getJsDocTags(checker)) {
    const text = (tag.text ?? []).map((part) => part.text).join("");
    if (tag.name === "asType") {
      keywords.type = text;
    } else if (tag.name === "example") {
      const parsed = parseJson(text);
      if (parsed !== undefined) examples.push(parsed);
    } else if (TEXT_TAGS.has(tag.name)) {
      keywords[keywordFor(tag.name)] = text;
    } else if (JSON_TAGS.has(tag.name)) {
      const source = text || "true";
      keywords[keywordFor(tag.name)] = parseJson(source) ?? source;
    } else if (STRUCTURAL_TAGS.has(tag.name)) {
      skipped.push(`@${tag.name}`);
    }
  }
  // TSJ lets an explicit `@examples` win over collected `@example` blocks.
  if (examples.length > 0 && !("examples" in keywords)) keywords.examples = examples;
  return { keywords, skipped };
}

function keywordFor(tagName: string): string {
  return DOLLAR_TAGS.has(tagName) ? `$${tagName}` : tagName;
}

/** Joins doc parts and unwraps soft line breaks the way TSJ does, keeping paragraphs and lists. */
function descriptionText(parts: readonly ts.SymbolDisplayPart[]): string {
  const joined = parts
    .map((part) => part.text)
    .join(" ")
    .replace(/\r/g, "")
    .trim();
  return joined.replace(/(?<=[^\n])\n(?=[^\n*-])/g, " ").trim();
}

/** JSON first, then the single-quote/bare-word forms people write in tags (`@default 'a'`). */
function parseJson(text: string): JsonValue | undefined {
  const attempts = [text, text.replace(/'/g, '"')];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt) as JsonValue;
    } catch {
      // try the next form
    }
  }
  return undefined;
}
