import ts from "../../util/typescript.cjs";
import type { DefinitionObject } from "../../schema/shared/definition-object.js";
import { readDefinitionParts, type DefinitionKeys } from "../core/definition-parts.js";
import { PerFileMemo } from "../core/per-file.js";
import type { SiteReader } from "../core/reader.js";
import type { ExportPath, ReadSite, ToolForm, ToolParts } from "../types.js";
import { boundArrays, boundTargets, isBindTools, withElsewhere, type Binding, type BoundArray } from "./bindings.js";
import { ROUTES } from "./routes.js";
import { toolSymbol } from "./tool-sets.js";

/**
 * Plain objects given to a chat model's `bindTools([...])` beside tool instances, read as the installed
 * packages read them (@langchain/core 1.4.0, @langchain/openai 1.6.0, @langchain/anthropic 1.5.11,
 * @langchain/google-genai and @langchain/google-common 2.3.2):
 *
 * - `{ name, description, schema }` (core's `StructuredToolParams`): `isStructuredToolParams`
 *   (`dist/tools/types.js`) takes any object with `name` and a `schema` that is a zod 3 / zod 4 schema or
 *   a JSON Schema whose `type` is a string, so `isLangChainTool` holds and every chat model converts it
 *   as it converts a `tool()`: ChatOpenAI through core's `convertToOpenAITool` → `convertToOpenAIFunction`
 *   (`dist/utils/function_calling.js`: `parameters: toJsonSchema(schema)`, no `strict` of its own),
 *   ChatAnthropic through `formatStructuredToolToAnthropic` (`dist/chat_models.js`: `input_schema` =
 *   `toJsonSchema(schema)` for zod, the object as it is otherwise; `strict` = bindTools' ?? `extras.strict`),
 *   the Gemini classes through `schemaToGenerativeAIParameters` / `schemaToGeminiParameters`.
 * - `{ type: "function", function: { name, description, parameters, strict? } }` (core's `isOpenAITool`,
 *   `dist/language_models/base.js`): ChatOpenAI sends it as it is
 *   (`_convertChatOpenAIToolToCompletionsTool`, `dist/chat_models/base.js`), with `function.strict`
 *   replaced only when bindTools' `strict` or the model's `supportsStrictToolCalling` is set; ChatAnthropic
 *   sends `{ name, description, input_schema: parameters, strict: bindTools' ?? function.strict }`;
 *   ChatGoogleGenerativeAI `removeAdditionalProperties(parameters)` (`convertOpenAIToolToGenAI`,
 *   `dist/utils/tools.js`), google-common `jsonSchemaToGeminiParameters(parameters)`
 *   (`convertToGeminiTools`, `dist/utils/common.js`): the same rewrites as for a JSON Schema `schema`.
 *
 * Elements that are tools already (`tool()`, `new DynamicStructuredTool()`, `new X()`) are not
 * object literals and are left to their own forms.
 */

/** A plain object's shape, and the object holding its parts (the `function` object of an OpenAI function tool). */
interface PlainTool {
  readonly element: ts.Expression;
  readonly shape: "params" | "function";
  readonly outer: DefinitionObject;
  readonly inner: DefinitionObject;
}

const PARAMS_KEYS: DefinitionKeys = { name: "name", description: "description", input: ["schema"] };
const FUNCTION_KEYS: DefinitionKeys = { name: "name", description: "description", input: ["parameters"], strict: "strict" };

/** The `type`s `isStructuredToolParams` (@langchain/core 1.4.0 dist/tools/types.js) accepts for a JSON Schema `schema`. */
const PARAMS_TYPES = ["null", "boolean", "object", "array", "number", "string"];

const PARAMS_SOURCE = "@langchain/core 1.4.0 dist/tools/types.js (isStructuredToolParams), dist/utils/function_calling.js (convertToOpenAITool); @langchain/anthropic 1.5.11 dist/chat_models.js (formatStructuredToolToAnthropic); @langchain/google-common 2.3.2 dist/utils/common.js (convertToGeminiTools)";

/**
 * The plain tool an element of a bound array is, or undefined: not an object literal (a tool
 * instance, a call), a provider's built-in or Anthropic-shaped tool (`type` other than "function",
 * `input_schema`, `extras.providerToolDefinition`: sent as they are, with no schema of the user's),
 * or an object with neither shape.
 */
function plainTool(reader: SiteReader, element: ts.Expression): PlainTool | undefined {
  const outer = reader.definition(element);
  if ("reason" in outer) return undefined;
  const has = (key: string) => outer.properties.has(key);
  if (has("input_schema")) return undefined;
  if (has("type")) {
    // ChatOpenAI's isBuiltInTool: any `type` but "function" is a built-in tool, sent as written.
    if (reader.string(reader.value(outer, "type")) !== "function" || !has("function")) return undefined;
    const inner = reader.definition(reader.value(outer, "function"));
    // core's isOpenAITool needs `function.name` and `function.parameters`.
    if ("reason" in inner || !inner.properties.has("name") || !inner.properties.has("parameters")) return undefined;
    return { element, shape: "function", outer, inner };
  }
  if (!has("name") || !has("schema")) return undefined;
  const extras = reader.definition(reader.value(outer, "extras"));
  if (!("reason" in extras) && extras.properties.has("providerToolDefinition")) return undefined;
  return { element, shape: "params", outer, inner: outer };
}

/**
 * Why LangChain does not take a `{ name, schema }` object as a tool, when its `schema` is a JSON Schema
 * literal whose `type` is missing or not one `isStructuredToolParams` accepts: then no chat model converts
 * it (ChatAnthropic throws "Unknown tool type passed to ChatAnthropic", ChatOpenAI sends the object as it
 * is, google-common throws "Received invalid tool"). Undefined when it is taken or cannot be told.
 */
function refusedSchema(reader: SiteReader, schema: ts.Expression | undefined): { readonly reason: string; readonly node: ts.Node } | undefined {
  if (!schema) return undefined;
  const literal = reader.definition(schema);
  // A zod schema (a call), or a value not followed: not told here.
  if ("reason" in literal) return undefined;
  const typeExpr = reader.value(literal, "type");
  const allowed = PARAMS_TYPES.map((t) => `"${t}"`).join(", ");
  const refusal = (what: string) =>
    `does not take this object as a tool, since its schema ${what} (\`isStructuredToolParams\` wants a zod schema or a JSON Schema whose "type" is one of ${allowed}): ChatAnthropic throws "Unknown tool type passed to ChatAnthropic", google-common throws "Received invalid tool", ChatOpenAI sends the object as it is (or throws when bindTools sets \`strict\`)`;
  if (!typeExpr) return literal.complete ? { reason: refusal('has no "type"'), node: schema } : undefined;
  const value = reader.string(typeExpr);
  if (value !== undefined) return PARAMS_TYPES.includes(value) ? undefined : { reason: refusal(`has "type": "${value}"`), node: typeExpr };
  return ts.isArrayLiteralExpression(reader.follow(typeExpr)) ? { reason: refusal('has a list as its "type"'), node: typeExpr } : undefined;
}

/** Per file: each plain object bound by a bindTools of the file (by its literal), with every binding that takes it. */
const plainBindingsOfFile = new PerFileMemo<Map<ts.ObjectLiteralExpression, BoundArray[]>>();

function plainBindings(reader: SiteReader): Map<ts.ObjectLiteralExpression, BoundArray[]> {
  return plainBindingsOfFile.get(reader.checker, reader.sourceFile, () => {
    const map = new Map<ts.ObjectLiteralExpression, BoundArray[]>();
    for (const bound of boundArrays(reader)) {
      for (const element of bound.elements) {
        const plain = plainTool(reader, element);
        if (!plain) continue;
        const list = map.get(plain.outer.node) ?? [];
        if (!list.includes(bound)) list.push(bound);
        map.set(plain.outer.node, list);
      }
    }
    return map;
  });
}

/** The bindings of a plain object, and a binding to no known model when its `const` is in an array no bindTools takes. */
function bindingsOfPlain(reader: SiteReader, plain: PlainTool): readonly Binding[] {
  const bound = plainBindings(reader).get(plain.outer.node) ?? [];
  const literal = plain.outer.node;
  const symbol = literal.getSourceFile() === reader.sourceFile ? toolSymbol(reader.checker, literal) : undefined;
  return withElsewhere(reader, bound, symbol, literal);
}

/** A plain object bound to a visible `ChatGoogleGenerativeAI` is the `langchain-google-genai` module's (google-genai.ts). */
export type PlainOwner = "langchain" | "langchain-google-genai";

function ownerOf(bindings: readonly Binding[]): PlainOwner {
  return bindings.some((b) => b.provider === "google-genai") ? "langchain-google-genai" : "langchain";
}

function readPlain(reader: SiteReader, plain: PlainTool, toolSet: ToolParts["toolSet"], bindings: readonly Binding[]): ToolParts {
  const literal = plain.outer.node;
  const local = literal.getSourceFile() === reader.sourceFile;
  const nameKey = plain.inner.properties.get("name")?.key;
  // Placed at its object literal when it is written in this file (found again there whatever array holds it), else at the element.
  const node = local ? literal : plain.element;
  const anchor = local && nameKey && nameKey.getSourceFile() === reader.sourceFile ? nameKey : node;
  const form = plain.shape === "function" ? 'bindTools() { type: "function" }' : "bindTools() { name, schema }";
  if (plain.shape === "function") {
    const parts = readDefinitionParts(reader, reader.value(plain.outer, "function"), FUNCTION_KEYS, { node, anchor, form });
    // `function.strict` is sent by ChatOpenAI as written and taken by ChatAnthropic when it is a boolean.
    const targets: ToolParts["targets"] = (context, configured) => boundTargets(bindings, { openai: context.strict, anthropic: context.strict }, configured);
    return { ...parts, targets, ...(toolSet ? { toolSet } : {}) };
  }
  const parts = readDefinitionParts(reader, plain.element, PARAMS_KEYS, { node, anchor, form });
  // `extras.strict`: ChatAnthropic's AnthropicToolExtrasSchema reads it from any LangChain tool, a plain one too.
  const extras = reader.definition(reader.value(plain.outer, "extras"));
  const strict = "reason" in extras ? undefined : reader.value(extras, "strict");
  const targets: ToolParts["targets"] = (context, configured) => boundTargets(bindings, { anthropic: context.strict }, configured);
  const refused = refusedSchema(reader, parts.input);
  return {
    ...parts,
    ...(strict ? { strict } : {}),
    targets,
    ...(toolSet ? { toolSet } : {}),
    ...(refused ? { fails: { ...refused, source: PARAMS_SOURCE } } : {}),
  };
}

/** `model.bindTools([...], options)`: the plain objects among the elements, for the module that owns them. */
function readBindTools(owner: PlainOwner): ReadSite<ts.CallExpression> {
  return (call, reader) => {
    if (!isBindTools(call)) return [];
    // Text first: a file that never names the class binds nothing to it.
    if (owner === "langchain-google-genai" && !reader.sourceFile.text.includes("ChatGoogleGenerativeAI")) return [];
    const bound = boundArrays(reader).find((b) => b.array === reader.array(call.arguments[0])?.node);
    if (!bound) return [];
    const toolSet = bound.array.getSourceFile() === reader.sourceFile ? { node: bound.array, label: "this array of tools" } : undefined;
    return bound.elements.flatMap((element) => {
      const plain = plainTool(reader, element);
      if (!plain) return [];
      const bindings = bindingsOfPlain(reader, plain);
      return ownerOf(bindings) === owner ? [readPlain(reader, plain, toolSet, bindings)] : [];
    });
  };
}

/**
 * The chat model classes whose `bindTools` is read, by their export (the packages are the module's):
 * the visible ones of bindings.ts, and `BaseChatModel`, which every chat model extends (a parameter so
 * typed, `initChatModel`'s model, another provider's class), whose requests are not known.
 */
const CHAT_MODELS: readonly ExportPath[] = [
  ["ChatOpenAI"],
  ["AzureChatOpenAI"],
  ["ChatAnthropic"],
  ["ChatGoogleGenerativeAI"],
  ["ChatVertexAI"],
  ["ChatGoogle"],
  ...ROUTES.map((route): ExportPath => [route.className]),
  ["BaseChatModel"],
];

/** The packages that export them. */
export const CHAT_MODEL_PACKAGES: readonly string[] = [
  "@langchain/core/language_models/chat_models",
  "@langchain/openai",
  "@langchain/anthropic",
  "@langchain/google-genai",
  "@langchain/google-vertexai",
  "@langchain/google-vertexai-web",
  "@langchain/google-gauth",
  "@langchain/google-webauth",
  ...ROUTES.map((route) => route.specifier),
];

/** The form: `bindTools([...])` on a chat model instance, keeping the plain objects `owner` takes. */
export function plainToolForm(owner: PlainOwner): ToolForm {
  return { kind: "method", instanceOf: CHAT_MODELS, method: ["bindTools"], read: readBindTools(owner) };
}
