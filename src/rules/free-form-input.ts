import type ts from "typescript";
import type { ToolAnalysis } from "../analysis/analyze.js";
import type { ToolRuleContext } from "../analysis/context.js";
import { schemaNodes, valueAt } from "../checks/walk.js";
import { capitalised } from "../checks/words.js";
import { designedSchema, fieldInWords, schemaRange } from "../design/fields.js";
import type { Finding } from "../checks/types.js";
import { phraseIn } from "../design/words.js";
import { isJsonObject, type JsonObject, type JsonValue, type Pointer } from "../schema/types.js";
import { createRule } from "../util/create-rule.js";
import { eachToolOfFile } from "../design/each-tool.js";

export interface FreeFormInputOptions {
  /** Words or phrases that, in a field's own description, say why it takes any value. */
  readonly freeFormWords?: readonly string[];
  /** Also report a tool whose whole input is an explicitly open object without properties. */
  readonly checkRoot?: boolean;
  /** Also report fields that are objects of anything (maps whose keys and values are both unknown). */
  readonly checkObjects?: boolean;
}

export type Options = [FreeFormInputOptions];
export type MessageIds = "untyped" | "untypedItems" | "anyObject" | "anyInput";

/**
 * Words that say a field is free-form on purpose ("any JSON value", "passed through to the API as-is"):
 * a field whose own description holds one is not reported.
 */
export const DEFAULT_FREE_FORM_WORDS: readonly string[] = [
  "any",
  "anything",
  "arbitrary",
  "free-form",
  "freeform",
  "free form",
  "opaque",
  "unstructured",
  "schemaless",
  "passthrough",
  "pass-through",
  "pass through",
  "passed through",
  "passed directly",
  "forwarded",
  "as-is",
  "as is",
  "verbatim",
  "raw",
  "json",
  "schema",
  "passed to",
  "forwarded to",
  "depends on",
  "depending on",
];

/**
 * Keywords that tell the model something about the type of a value. A schema with none of them
 * (`{}`, `z.any()`, `z.unknown()`, or only a description) accepts every value.
 */
const TYPE_KEYWORDS = [
  "type",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  "$ref",
  "$dynamicRef",
  "properties",
  "patternProperties",
  "additionalProperties",
  "items",
  "prefixItems",
  "format",
  "pattern",
];

type Kind = Exclude<MessageIds, "anyInput">;

export default createRule<Options, MessageIds>({
  name: "free-form-input",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report input fields that accept any value, so the model must guess what to send",
      recommended: "design",
      requiresTypeChecking: true,
    },
    messages: {
      untyped: "{{Where}} has no type, so the model must guess what to send. Give it a type, or say why any value is fine in its description.",
      untypedItems: "{{Where}} is a list of anything, so the model must guess its items. Give the items a type, or say why any value is fine in its description.",
      anyObject:
        "{{Where}} is an object of anything, so the model must guess its keys and values. Declare its properties or a value type, or say why in its description.",
      anyInput:
        "The input is an object of anything, so the model must guess every argument. Declare the properties the tool takes, or say why in the tool's description.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          freeFormWords: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description:
              "Words or phrases (matched as whole words, ignoring case) that, in a field's own description, say why it takes any value; such a field is not reported. Replaces the default list.",
          },
          checkRoot: {
            type: "boolean",
            description: "Also report a tool whose whole input is an explicitly open object without properties (additionalProperties true or {}).",
          },
          checkObjects: {
            type: "boolean",
            description:
              "Also report fields that are objects of anything (no properties, values of any type): off by default, since such fields are mostly maps whose keys come from elsewhere (a chart's values, a table's columns, a command's flags).",
          },
        },
      },
    ],
  },
  defaultOptions: [{}],
  create(context, [options]) {
    const words = options.freeFormWords ?? DEFAULT_FREE_FORM_WORDS;
    const checkRoot = options.checkRoot ?? true;
    const checkObjects = options.checkObjects ?? false;
    return eachToolOfFile(context, (analysis, sourceFile) => {
      for (const field of freeFormFields(analysis, words, checkRoot, checkObjects)) report(context, analysis, field, sourceFile);
    });
  },
});

export interface FreeField {
  readonly messageId: MessageIds;
  /** The field, as the message names it. */
  readonly pointer: Pointer;
  /** The schema node to underline: the field, or the branch of a nullable field that is free. */
  readonly at: Pointer;
  /** The keyword that opened the object, when written (`additionalProperties`, `.passthrough()`). */
  readonly keyword?: string;
}

function report(context: ToolRuleContext, analysis: ToolAnalysis, field: FreeField, sourceFile: ts.SourceFile): void {
  const location: Finding["location"] = field.keyword ? { kind: "schema", pointer: field.at, keyword: field.keyword } : { kind: "schema", pointer: field.at };
  const [start, end] = schemaRange(analysis, location, field.messageId, sourceFile);
  const where = fieldInWords(field.pointer);
  context.report({
    loc: { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) },
    messageId: field.messageId,
    data: { where, Where: capitalised(where) },
  });
}

/** Every field of a tool's sent input that accepts any value, and the input itself when it is an open object. */
export function freeFormFields(analysis: ToolAnalysis, words: readonly string[], checkRoot: boolean, checkObjects: boolean): FreeField[] {
  const sent = designedSchema(analysis);
  if (!sent) return [];
  const out: FreeField[] = [];
  if (checkRoot && isExplicitlyOpen(sent) && !(analysis.description && phraseIn(analysis.description.value, words))) {
    out.push({ messageId: "anyInput", pointer: "", at: "", keyword: "additionalProperties" });
  }
  for (const visit of schemaNodes(sent)) {
    if (!isField(visit.pointer, visit.propertyName)) continue;
    const free = classify(visit.node, visit.pointer);
    // The values of a map are untyped exactly when the map is an open object, reported there.
    if (!free || (free.messageId === "untyped" && visit.pointer.endsWith("/additionalProperties"))) continue;
    if (free.messageId === "anyObject" && !checkObjects) continue;
    if (explained(sent, visit.pointer, free.at, words)) continue;
    out.push({ messageId: free.messageId, pointer: visit.pointer, at: free.at, ...(free.keyword ? { keyword: free.keyword } : {}) });
  }
  return out;
}

/** A property's schema, the items of an array, the values of a map: what the model fills in. */
function isField(pointer: Pointer, propertyName: string | undefined): boolean {
  if (propertyName !== undefined) return true;
  return pointer.endsWith("/items") || pointer.endsWith("/additionalProperties") || /\/prefixItems\/\d+$/.test(pointer);
}

function isUntyped(node: JsonValue): boolean {
  if (node === true) return true;
  if (!isJsonObject(node)) return false;
  for (const keyword of TYPE_KEYWORDS) if (node[keyword] !== undefined) return false;
  return true;
}

function isNullSchema(node: JsonValue): boolean {
  return isJsonObject(node) && (node.type === "null" || node.const === null || (Array.isArray(node.enum) && node.enum.length === 1 && node.enum[0] === null));
}

/**
 * The branch that carries the value of a nullable (`anyOf: [X, { type: "null" }]`), with its pointer;
 * the node itself otherwise.
 */
function throughNullable(node: JsonObject, pointer: Pointer): { node: JsonObject; pointer: Pointer; outer?: JsonObject } {
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    const values = branches.map((branch, index) => ({ branch, index })).filter(({ branch }) => !isNullSchema(branch));
    if (values.length === 1 && isJsonObject(values[0].branch)) return { node: values[0].branch, pointer: `${pointer}/${key}/${values[0].index}`, outer: node };
  }
  return { node, pointer };
}

function isObjectTyped(node: JsonObject): boolean {
  const type = node.type;
  return type === "object" || (Array.isArray(type) && type.includes("object") && type.every((t) => t === "object" || t === "null"));
}

function hasProperties(node: JsonObject): boolean {
  const properties = node.properties;
  const patterns = node.patternProperties;
  return (isJsonObject(properties) && Object.keys(properties).length > 0) || (isJsonObject(patterns) && Object.keys(patterns).length > 0);
}

/**
 * An object whose keys and values are both unknown: no properties, and values that may be anything
 * (`additionalProperties` true, `{}`, or not written when `properties` is not written either). An
 * object written with an empty `properties` and nothing else reads as "no keys", and is left alone.
 */
function isOpenObject(node: JsonObject): boolean {
  if (!isObjectTyped(node) || hasProperties(node)) return false;
  const additional = node.additionalProperties;
  if (additional === undefined) return node.properties === undefined;
  return isUntyped(additional);
}

/** The input's own root: open only when written so (`additionalProperties: true` or `{}`), since `{ type: "object" }` alone is how many SDKs spell "no parameters". */
function isExplicitlyOpen(root: JsonObject): boolean {
  return isObjectTyped(root) && !hasProperties(root) && root.additionalProperties !== undefined && isUntyped(root.additionalProperties);
}

function classify(node: JsonObject, pointer: Pointer): { messageId: Kind; at: Pointer; keyword?: string } | undefined {
  if (isUntyped(node)) return { messageId: "untyped", at: pointer };
  const inner = throughNullable(node, pointer);
  if (inner.outer) {
    // `z.any().nullable()`: every branch but null is untyped.
    if (isUntyped(inner.node)) return { messageId: "untyped", at: inner.pointer };
  } else {
    const branches = [node.anyOf, node.oneOf].find(Array.isArray);
    if (branches && node.type === undefined && branches.every((branch) => isNullSchema(branch) || isUntyped(branch))) return { messageId: "untyped", at: pointer };
  }
  const value = inner.node;
  if (isOpenObject(value)) return { messageId: "anyObject", at: inner.pointer, ...(value.additionalProperties !== undefined ? { keyword: "additionalProperties" } : {}) };
  if (isArrayTyped(value) && value.items === undefined && value.prefixItems === undefined) return { messageId: "untypedItems", at: inner.pointer };
  return undefined;
}

function isArrayTyped(node: JsonObject): boolean {
  const type = node.type;
  return type === "array" || (Array.isArray(type) && type.includes("array") && type.every((t) => t === "array" || t === "null"));
}

/**
 * Does a description say why the field takes anything? The field's own description (on the field,
 * or on the branch of a nullable), and for the items of a list, the list's.
 */
function explained(root: JsonObject, fieldPointer: Pointer, at: Pointer, words: readonly string[]): boolean {
  const texts: string[] = [];
  const add = (node: JsonValue | undefined) => {
    if (isJsonObject(node) && typeof node.description === "string") texts.push(node.description);
  };
  add(valueAt(root, at));
  // From the field up to the property it belongs to: the items' list, the nullable around it.
  const segments = fieldPointer === "" ? [] : fieldPointer.slice(1).split("/");
  for (let length = segments.length; length > 0; length--) {
    add(valueAt(root, `/${segments.slice(0, length).join("/")}`));
    if (segments[length - 2] === "properties") break;
  }
  return texts.some((text) => phraseIn(text, words) !== undefined);
}
