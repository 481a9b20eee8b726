// Schema types shared by every route: JSON values, pointers, source maps and a route's result.
// A route turns a TypeScript expression or type into one `Resolution`.
import type ts from "typescript";

/** A JSON value as a schema resolver produces it: plain data, no functions or undefined. */
export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}
/** A JSON Schema node. Boolean schemas are legal JSON Schema and must survive every step. */
export type JsonSchema = JsonObject | boolean;

/** RFC 6901 JSON pointer into a schema: "" is the root, "/properties/note" a property. */
export type Pointer = string;

/**
 * Where one schema node came from in the source, so findings can point at it and fixes can edit it.
 * Resolvers record one origin per schema node they produce (not per keyword value).
 */
export interface SchemaOrigin {
  /** The node whose evaluation produced the schema at this pointer (object literal, type node, builder call). */
  readonly node: ts.Node;
  /**
   * The declaration that holds this schema as a property of its parent object, when there is one:
   * a PropertySignature (`note?: string`), a PropertyAssignment (`note: {...}`), a shorthand property.
   * Findings about a property (optional, required) point here.
   */
  readonly declaration?: ts.Node;
  /** For literal schemas: keyword → the PropertyAssignment that wrote it (`oneOf: [...]`). */
  readonly keywords?: ReadonlyMap<string, ts.Node>;
  /**
   * Every `const` declaration or spread element crossed on the way from the definition to this node.
   * Empty when the node is written inline in the definition. Fixes use it to decide ownership.
   */
  readonly via: readonly ts.Node[];
}

export type SourceMap = Map<Pointer, SchemaOrigin>;

/** How a definition's input was turned into JSON Schema. Shown by the CLI and in `unresolved-schema`. */
export type Route =
  | "literal" // a JSON Schema object literal evaluated statically
  | "converted" // a converter's result (`zodToJsonSchema(S)`, `z.toJSONSchema(S)`): the JSON it returns, read from the zod chain
  | "type" // ts-json-schema-generator on a type node written in the source
  | "inferred" // the checker's inferred input type, walked
  | "zod" // a zod 4 schema: its builder chain interpreted, or (approximately) its TypeScript type
  | "zod3" // a zod 3 schema: its builder chain interpreted as zod-to-json-schema converts it
  | "seal" // a Seal schema read through its TypeScript type
  | "typebox" // TypeBox builder calls, read into the JSON Schema they return
  | "valibot" // valibot builder calls, read into the JSON Schema @valibot/to-json-schema writes for them
  | "arktype" // an ArkType definition, read into the JSON Schema its `toJsonSchema` writes
  | "effect" // Effect 3 schema builders, read into the JSON Schema `JSONSchema.make` writes for them
  | "parameter-list" // a framework's own list of parameters (CopilotKit's `[{ name, type }]`), read into the JSON Schema it builds from it
  | "framework"; // a schema the framework sends in place of the definition's (LangChain's string tools)

export interface ResolvedSchema {
  readonly schema: JsonObject;
  readonly map: SourceMap;
  readonly route: Route;
  /**
   * `true` when every keyword of the emitted schema is known. `false` when the resolver saw the
   * structure but may miss annotations or constraints (a zod `.min()` or `.describe()` seen only
   * through its type): findings on such a schema must hold whatever the missing keywords are.
   */
  readonly exact: boolean;
  /** What the resolver could not see, for `unresolved-schema` and the CLI. */
  readonly gaps: readonly string[];
}

export interface UnresolvedSchema {
  readonly reason: string;
  /** Node the explanation is about (the `input` property, the type argument, the call). */
  readonly node: ts.Node;
  /**
   * Set when zod's own converter throws on the schema (a type JSON Schema cannot represent): zod's
   * error text and the schema written for that type. What a framework then does is its own fact
   * (`FrameworkModule.zodUnrepresentable`).
   */
  readonly unrepresentable?: { readonly message: string; readonly node: ts.Node };
}

export type Resolution =
  | ({ readonly ok: true } & ResolvedSchema)
  | ({ readonly ok: false } & UnresolvedSchema);

/** JSON pointer helpers shared by resolvers, checks and fixes. */
export function pointerJoin(base: Pointer, ...segments: (string | number)[]): Pointer {
  let out = base;
  for (const segment of segments) {
    out += "/" + String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
  }
  return out;
}

export function pointerSegments(pointer: Pointer): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** `properties.note.items` — the dotted form used in messages, as the runtime lint prints paths. */
export function pointerToPath(pointer: Pointer): string {
  return pointerSegments(pointer).join(".");
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The `$schema` converters write for the two JSON Schema drafts frameworks ask for. */
export const DRAFT_07_URI = "http://json-schema.org/draft-07/schema#";
export const DRAFT_2020_12_URI = "https://json-schema.org/draft/2020-12/schema";

/** The dialects a Standard JSON Schema converts to (`~standard.jsonSchema.input({ target })`). */
export type JsonDialect = "draft-07" | "draft-2020-12";
