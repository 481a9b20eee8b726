// LangChain JS (`@langchain/core`): `tool()`, structured tool classes and subclasses, string tools,
// with the Gemini converter, string-input detection and tools arrays beside this file.
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import { zodOutputShape } from "../core/zod-output.js";
import { dropRootComposition } from "./anthropic.js";
import { toGeminiParameters } from "./gemini.js";
import { GENAI, genaiConverter } from "./genai.js";
import { isStringInputSchema } from "./string-input.js";
import { readClassMembers } from "./subclass.js";
import { arrayHoldingTool } from "./tool-sets.js";
import { bindingsOf, boundTargets, boundToGenai } from "./bindings.js";
import { CHAT_MODEL_PACKAGES, plainToolForm } from "./plain-tools.js";
import { LANGCHAIN_TOOL_SINKS } from "./sinks.js";
import { ROUTES } from "./routes.js";
import { structuredOutputForm } from "./structured-output.js";
import type { SiteReader } from "../core/reader.js";
import { dialectMarker } from "../core/dialect.js";
import { DRAFT_07_URI } from "../../schema/types.js";
import type { FrameworkModule, ReadSite, SendContext, ToolForm, ToolParts } from "../types.js";

const DEFINITION = { name: "name", description: "description", input: ["schema"] } as const;

/**
 * What a string-input tool (`DynamicTool`, `Tool`) sends, whatever its function accepts: the schema
 * `Tool` declares, `z.object({ input: z.string().optional() })` (zod 3), through `toJsonSchema`.
 * `input` is optional, so OpenAI's strict mode refuses the tool. (Printed by `convertToOpenAITool`
 * of @langchain/core 1.4.0 for a `tool()` without a schema and for `new DynamicTool()`, 2026-11.)
 */
const STRING_TOOL_SCHEMA = {
  schema: {
    type: "object",
    properties: { input: { type: "string" } },
    additionalProperties: false,
    $schema: DRAFT_07_URI,
  },
  source: "langchain-ai/langchainjs `libs/langchain-core/src/tools/index.ts` (`Tool.schema`); @langchain/core 1.4.0 `dist/tools/index.js`",
} as const;

/**
 * A string-input tool: neither a schema written in the definition nor the function's parameter
 * says what is sent, so both are left out and the fixed schema stands in.
 */
function asStringTool(parts: ToolParts): ToolParts {
  return { ...parts, input: undefined, execute: undefined, fixedSchema: STRING_TOOL_SCHEMA };
}

/**
 * `extras: { strict }` of a `tool()` / `DynamicStructuredTool` definition: `ChatAnthropic` sends it as the
 * tool's `strict` (`AnthropicToolExtrasSchema`, `formatStructuredToolToAnthropic` of @langchain/anthropic
 * 1.5.11) unless bindTools' own `strict` overrides it; `ChatOpenAI` ignores extras (core's
 * `convertToOpenAIFunction` reads no `extras`). Seen on the wire (tests/wire/langchain), 2026-12-01.
 */
function withExtrasStrict(parts: ToolParts, reader: SiteReader): ToolParts {
  const extras = parts.definition ? reader.definition(reader.value(parts.definition, "extras")) : undefined;
  const strict = extras && !("reason" in extras) ? reader.value(extras, "strict") : undefined;
  return strict ? { ...parts, strict } : parts;
}

/**
 * The tools array a tool defined apart is sent in, and where it goes: the chat models whose
 * `bindTools(...)` in this file take it (`bindings.ts`), else the given targets.
 */
function placed(parts: ToolParts, reader: SiteReader): ToolParts {
  const toolSet = parts.toolSet ?? arrayHoldingTool(reader.checker, parts.node);
  const bindings = bindingsOf(reader, parts.node);
  const targets: ToolParts["targets"] = (context, configured) => boundTargets(bindings, { anthropic: context.strict }, configured);
  return { ...parts, targets, ...(toolSet ? { toolSet } : {}) };
}

/**
 * The form, keeping only the tools `keep` accepts: LangChain's tools are split between two modules by
 * the chat class they are bound to, since the Gemini converter differs (the core picks transforms
 * per module and target, not per site).
 */
export function onlyTools(form: ToolForm, keep: (parts: ToolParts, reader: SiteReader) => boolean, inFile: (reader: SiteReader) => boolean = () => true): ToolForm {
  const read = form.read as ReadSite<ts.Node>;
  // `inFile` first: a file that cannot hold any tool kept is not read a second time.
  return { ...form, read: (node: ts.Node, reader: SiteReader) => (inFile(reader) ? read(node, reader).filter((parts) => keep(parts, reader)) : []) } as ToolForm;
}

/** `tool(fn, { name, description, schema })`: the definition is the second argument. */
const readToolCall: ReadSite<ts.CallExpression> = (call, reader) => {
  const [fn, fields] = call.arguments;
  // `tool(...args)`: the definition is somewhere in the spread; say so rather than "missing".
  const spread = [fn, fields].find((arg) => arg && ts.isSpreadElement(arg));
  const parts = readDefinitionParts(reader, spread ?? fields, DEFINITION, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) });
  if (parts.unreadable) return [placed(parts, reader)];
  // Without a schema the tool is a string tool; unless a spread we cannot read might hold the schema.
  if (!parts.input) return [placed(parts.definition?.complete === false ? { ...parts, execute: undefined } : asStringTool(parts), reader)];
  if (isStringInputSchema(reader.checker, parts.input)) return [placed(asStringTool(parts), reader)];
  return [placed(withExtrasStrict({ ...parts, execute: fn && !ts.isSpreadElement(fn) ? fn : undefined }, reader), reader)];
};

/** `new DynamicStructuredTool({ name, description, schema, func })`: the schema is sent as given, even a string one. */
const readStructuredNew: ReadSite<ts.NewExpression> = (expr, reader) => [
  placed(
    withExtrasStrict(
      readDefinitionParts(reader, expr.arguments?.[0], { ...DEFINITION, execute: "func" }, { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) }),
      reader,
    ),
    reader,
  ),
];

/** `new DynamicTool({ name, description, func })`: string input. */
const readStringNew: ReadSite<ts.NewExpression> = (expr, reader) => {
  const parts = readDefinitionParts(reader, expr.arguments?.[0], { name: "name", description: "description", input: [] }, {
    node: expr,
    anchor: expr.expression,
    form: calleeForm(expr, reader.sourceFile),
  });
  return [placed(asStringTool(parts), reader)];
};

/** `class X extends StructuredTool { name = …; description = …; schema = …; _call() {} }`; a `Tool` without `schema` takes a string. */
function readSubclass(base: string): ReadSite<ts.ClassLikeDeclaration> {
  return (declaration, reader) => {
    const members = readClassMembers(declaration);
    const heritage = declaration.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    const parts: ToolParts = {
      node: declaration,
      anchor: declaration.name ?? heritage ?? declaration,
      form: `extends ${heritage ? heritage.expression.getText(reader.sourceFile) : base}`,
      name: members.name,
      description: members.description,
      input: members.schema,
      execute: members.schema ? members.call : undefined,
    };
    // `Tool`'s own schema stands when the subclass declares none.
    return [placed(base === "Tool" && !members.schema ? asStringTool(parts) : parts, reader)];
  };
}

/** The same names are exported by `@langchain/core/tools` and re-exported by `langchain`. */
export const LANGCHAIN_FORMS: readonly ToolForm[] = [
  { kind: "call", callee: ["tool"], read: readToolCall },
  { kind: "new", callee: ["DynamicStructuredTool"], read: readStructuredNew },
  { kind: "new", callee: ["DynamicTool"], read: readStringNew },
  { kind: "subclass", base: ["StructuredTool"], read: readSubclass("StructuredTool") },
  { kind: "subclass", base: ["Tool"], read: readSubclass("Tool") },
];

/** The chat model packages built on `@langchain/google-common`, whose converter refuses unions (gemini.ts). */
const GOOGLE_COMMON_PACKAGES = ["@langchain/google-common", "@langchain/google-vertexai", "@langchain/google-vertexai-web", "@langchain/google-gauth", "@langchain/google-webauth"];

/**
 * The project installs `@langchain/google-genai` and none of the google-common packages: a tool bound to
 * a chat model the program does not show reaches Gemini only through google-genai's converter. When
 * nothing is found installed (or both are), google-common's converter is assumed, as before.
 */
function onlyGenaiInstalled(context: SendContext): boolean {
  const versionOf = context.versionOf;
  return versionOf !== undefined && versionOf(GENAI) !== undefined && GOOGLE_COMMON_PACKAGES.every((pkg) => versionOf(pkg) === undefined);
}

/**
 * LangChain.js tools (`@langchain/core/tools`, re-exported by `langchain` 1.x). Every chat model
 * sends `toJsonSchema(tool.schema)` of `@langchain/core/utils/json_schema`: a JSON Schema as
 * written; zod 3 through its vendored zod-to-json-schema (defaults); zod 4 through zod's own
 * `toJSONSchema`; other Standard JSON Schemas through `~standard.jsonSchema.input` (draft-07).
 * Gemini requests made by `@langchain/google-common` go through `schemaToGeminiParameters` too.
 */
export const langchain: FrameworkModule = {
  id: "langchain",
  label: "LangChain.js",
  // The chat model packages: their classes' `bindTools([...])` takes plain objects as tools (plain-tools.ts).
  packages: ["@langchain/core/tools", "langchain", ...CHAT_MODEL_PACKAGES],
  // A tool bound to a ChatGoogleGenerativeAI of its file is the `langchain-google-genai` module's (google-genai.ts).
  forms: [...LANGCHAIN_FORMS.map((form) => onlyTools(form, (parts, reader) => !boundToGenai(reader, parts.node))), plainToolForm("langchain"), structuredOutputForm],
  sends: {
    literal: "as-written",
    // A tool without a readable schema: LangChain sends whatever `toJsonSchema` makes of the value.
    typed: "as-written",
    // zod 4: `toJSONSchema` in its default output mode, after `interopZodObjectStrict`: every object
    // is closed; output mode also lists `.default()` fields as required (the `langchain-zod-output` transform).
    libraries: { zod: "closed-objects", zod3: "as-written", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
    // `toJSONSchema(schema)` without a target: zod's default, draft 2020-12.
    zodTarget: "draft-2020-12",
  },
  toolSinks: LANGCHAIN_TOOL_SINKS,
  transforms: [
    {
      id: "langchain-zod-output",
      by: "LangChain's zod conversion",
      targets: "all",
      source:
        "@langchain/core 1.4.0 dist/utils/json_schema.js (toJsonSchema: zod 4 through toJSONSchema(schema) without `io`, so zod's output mode); zod 4.6.7 to-json-schema.js (io defaults to \"output\"); seen on the wire (tests/wire/langchain) 2026-12-01",
      apply: ({ schema, route }) => (route === "zod" ? zodOutputShape(schema) : { changes: [] }),
    },
    dialectMarker({
      id: "langchain-zod3-dialect",
      by: "LangChain's zod 3 conversion",
      source: "@langchain/core 1.4.0 dist/utils/json_schema.js (zod 3 through its vendored zodToJsonSchema, target jsonSchema7, which writes $schema); seen on the wire 2026-12-01",
      marks: (route) => route === "zod3",
    }),
    {
      id: "langchain-anthropic-root-composition",
      by: "ChatAnthropic (@langchain/anthropic)",
      targets: ["anthropic", "anthropic-strict"],
      source:
        "@langchain/anthropic 1.5.11 (npm) dist/chat_models.js (formatStructuredToolToAnthropic filters tools by getTopLevelSchemaCompositionKeys), dist/utils/tools.js (TOP_LEVEL_SCHEMA_COMPOSITION_KEYS); seen on the wire as `tools: []` (tests/wire/langchain), 2026-12-01",
      apply: ({ schema }) => dropRootComposition(schema),
    },
    {
      id: "langchain-gemini-parameters",
      by: "LangChain's Gemini converter",
      targets: ["google", "google-parameters"],
      source:
        "@langchain/google-common 2.3.2 (npm) dist/utils/zod_to_gemini_parameters.js (schemaToGeminiParameters, removeAdditionalProperties, adjustObjectType), run by hand on the wire fixture's tools 2026-12-01; first read in langchain-ai/langchainjs libs/langchain-google-common/src/utils/zod_to_gemini_parameters.ts at commit 08fb7147af7273e1cc20e02a2504574f6ce399e8",
      appliesTo: (context) => !onlyGenaiInstalled(context),
      apply: ({ schema }) => toGeminiParameters(schema),
    },
    // A project whose only Gemini chat model package is `@langchain/google-genai` reaches Gemini through
    // that package's converter whichever model object the tools are bound to.
    genaiConverter(true, onlyGenaiInstalled),
    genaiConverter(false, onlyGenaiInstalled),
  ],
  zodUnrepresentable: {
    throws: "when a chat model converts it",
    source:
      "@langchain/core 1.4.0 dist/utils/json_schema.js toJsonSchema (zod's toJSONSchema without `unrepresentable`); observed with zod 4.6.7 (z.date()) through convertToOpenAITool, ChatOpenAI 1.6.0 bindTools, ChatAnthropic 1.5.11 and ChatGoogleGenerativeAI 2.3.2, 2026-12-03",
  },
  sentWhenPassedOn: {
    source: "langchain-ai/langchainjs langchain-core/src/tools/index.ts: `tool()` returns a `new DynamicStructuredTool` or `new DynamicTool`, registering nothing (@langchain/core 1.4.0 dist/tools/index.js)",
  },
  destinations: {
    targets: ["openai", "anthropic", "google-parameters"],
    via:
      "by the chat model the tools are bound to; a `bindTools()` on a visible `new ChatOpenAI()` / `new ChatAnthropic()` that takes the tool (in its file, or in another through the lists the program builds) narrows them to that provider, in strict mode when its `strict` (or the model's `supportsStrictToolCalling`, the tool's `extras.strict` for Anthropic) says so; otherwise non-strict. On a visible `ChatMistralAI`, `ChatGroq`, `ChatOllama`, `ChatXAI` or `ChatDeepSeek` (routes.ts) to `mistral`, `groq`, `ollama`, `xai` or `deepseek` only (`deepseek-strict` when strict is sent to the beta base URL)",
    source:
      `@langchain/openai 1.6.0 dist/chat_models/base.js (bindTools: strict from its options, else supportsStrictToolCalling), dist/utils/tools.js (_convertToOpenAITool: core's convertToOpenAITool, function.strict only when set), @langchain/anthropic 1.5.11 dist/chat_models.js (bindTools, formatStructuredToolToAnthropic: strict = bindTools' strict ?? extras.strict), all seen on the wire (tests/wire/langchain) 2026-12-01; @langchain/google-common 2.3.2 dist/utils/common.js and utils/gemini.js (schemaToGeminiParameters → functionDeclarations[].parameters); ${ROUTES.map((route) => route.source).join("; ")}; seen on the wire (tests/wire/langchain-providers) 2026-12-05`,
  },
  source:
    "@langchain/core 1.4.0 (npm): dist/tools/index.js (tool, DynamicTool, DynamicStructuredTool, Tool, StructuredTool), dist/utils/json_schema.js (toJsonSchema, validatesOnlyStrings), dist/utils/types/zod.js (isSimpleStringZodSchema, interopZodObjectStrict), dist/utils/function_calling.js (convertToOpenAIFunction); langchain-ai/langchainjs libs/langchain/src/index.ts (re-exports); libs/langchain-google-common/src/utils/zod_to_gemini_parameters.ts; read 2026-11. Plain objects given to bindTools: @langchain/core 1.4.0 dist/tools/types.js (isStructuredToolParams), dist/language_models/base.js (isOpenAITool), dist/utils/function_calling.js (convertToOpenAITool); @langchain/openai 1.6.0 dist/utils/tools.js (_convertToOpenAITool, isBuiltInTool), dist/chat_models/base.js (bindTools, _convertChatOpenAIToolToCompletionsTool); @langchain/anthropic 1.5.11 dist/chat_models.js (formatStructuredToolToAnthropic); @langchain/google-genai 2.3.2 dist/utils/tools.js (processTools, convertOpenAIToolToGenAI); @langchain/google-common 2.3.2 dist/utils/common.js (convertToGeminiTools); read 2026-12",
};
