/**
 * A provider module is data: what one target accepts in a tool definition, each fact with the
 * public source it was read from and the date of that source. Checks read only this data, so adding
 * a target is one new module registered in `./index.ts`.
 */

export type Confidence = "high" | "medium" | "low";

/** Where a fact comes from. Every fact in a provider module carries one; a test enforces it. */
export interface Provenance {
  /** Repository + path, documentation URL or issue number the fact was read from. */
  readonly source: string;
  /** Date (or date range) of that source, ISO-like: "2026-05-21", "2025-06 → 2026-09". */
  readonly date: string;
  readonly confidence: Confidence;
  /** Why this value was chosen where sources disagree. */
  readonly note?: string;
}

export interface Fact<T> extends Provenance {
  readonly value: T;
}

/** What the provider does with a keyword it does not support. */
export type KeywordEffect = "rejected" | "ignored";

export interface KeywordRule extends Provenance {
  readonly keyword: string;
  readonly effect: KeywordEffect;
  /** A keyword to use instead, when one exists (`oneOf` → `anyOf`). */
  readonly instead?: string;
}

export interface ProviderProfile {
  /** Target id used in options and messages: `openai-strict`. */
  readonly id: string;
  /** Human name: "OpenAI (strict mode)". */
  readonly label: string;
  /** The provider as a finding names it, mid-sentence: "OpenAI strict mode", "Gemini's parameters field". */
  readonly inWords: string;
  /** Request field that carries the schema: `parameters`, `input_schema`, `parametersJsonSchema`, `inputSchema`. */
  readonly schemaField: string;
  readonly name: {
    /** Regular expression (source text, anchored) a tool name must match. */
    readonly pattern: Fact<string>;
    readonly maxLength: Fact<number>;
    /** Plain-words version of the pattern for messages: "letters, digits, _ and -". */
    readonly allowed: string;
  };
  /** Published or enforced cap on the tool description, when there is one. */
  readonly descriptionMaxChars?: Fact<number>;
  readonly root: {
    /** The schema root must be `type: "object"`. */
    readonly mustBeObject: Fact<boolean>;
    /** Combinators rejected at the root even when nested ones are fine. */
    readonly rejectedCombinators: Fact<readonly string[]>;
    /**
     * A root `anyOf`/`oneOf` is taken only when every branch is an object schema: one branch that is
     * not (a string, `null`, a schema without `type`) fails the request, even beside `"type": "object"`.
     */
    readonly unionBranchesMustBeObjects?: Fact<boolean>;
  };
  /** Every key of `properties` must be listed in `required` (strict modes). */
  readonly requiresAllPropertiesRequired?: Fact<boolean>;
  /** Every object must set `additionalProperties: false` (strict modes). */
  readonly requiresAdditionalPropertiesFalse?: Fact<boolean>;
  /** Keywords the provider rejects or ignores anywhere in the schema. */
  readonly keywords: readonly KeywordRule[];
  /** `"type": ["string", "null"]` is rejected: one type per schema (OpenAPI-style targets). */
  readonly rejectsTypeArrays?: Fact<boolean>;
  /** Every `enum` value must be a string (OpenAPI-style targets). */
  readonly enumValuesMustBeStrings?: Fact<boolean>;
  /**
   * The schema must be valid JSON Schema draft 2020-12: a keyword written in an older draft's form
   * (`items` as an array of positions, a boolean `exclusiveMinimum`) fails the whole request.
   */
  readonly requiresDraft2020?: Fact<boolean>;
  /** An array schema (`type` "array" or a list holding it) without `items` fails the whole request. */
  readonly arrayNeedsItems?: Fact<boolean>;
  /** The only `format` values accepted on a string schema, when the target restricts them. */
  readonly stringFormats?: Fact<readonly string[]>;
  /** Hard cap on tool definitions in one request; more is an error from the API. */
  readonly maxTools?: Fact<number>;
  /** Soft advice: above this many tools in one request, the provider says tool choice degrades. */
  readonly recommendedMaxTools?: Fact<number>;
  /**
   * A boolean `exclusiveMinimum`/`exclusiveMaximum` (draft-04's form) fails the whole request, where
   * the target is not known to require draft 2020-12 in everything else (`requiresDraft2020` implies it).
   */
  readonly rejectsBooleanBounds?: Fact<boolean>;
  /**
   * The target decodes the schema into fixed structures (Ollama's Go structs): a keyword they have no
   * field for is dropped without an error, a kept one whose value does not decode fails the request.
   * `root` gives the kept keywords of the root and what each must hold, `nested` those of each subschema
   * reached through a `schema-map` or `schema-list` keyword.
   */
  readonly decodedKeywords?: Fact<{ readonly root: DecodedFields; readonly nested: DecodedFields }>;
  /** An object schema that lists `required` without a `properties` key fails the whole request (Groq). */
  readonly requiredNeedsProperties?: Fact<boolean>;
  /**
   * A root `type: "object"` with no `properties` key (nor `additionalProperties` or `patternProperties`)
   * fails the whole request: what a tool without parameters is sent as by some frameworks (OpenAI).
   */
  readonly objectRootNeedsProperties?: Fact<boolean>;
}

/**
 * What a decoded keyword's value must be: a string; a type (a string or a list of strings); a list of
 * strings; any list; an object of subschemas (`properties`) or a list of them (`anyOf`), each decoded
 * with the nested fields; or anything (kept whole, unread). `null` decodes as every kind.
 */
export type DecodedKind = "string" | "type" | "strings" | "list" | "schema-map" | "schema-list" | "any";

export type DecodedFields = Readonly<Record<string, DecodedKind>>;
