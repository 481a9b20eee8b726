// Vercel AI SDK (`ai`): `tool()` / `dynamicTool()` sites, the converters' send shape per version, and
// the providers' rewrites: OpenAI's normalisation (openai-normalize.ts), Google's OpenAPI (google-openapi.ts).
import ts from "../../util/typescript.cjs";
import { convertToOpenAPISchema } from "./google-openapi.js";
import { normalizeForOpenAI } from "./openai-normalize.js";
import { deepseekStrictOffBeta } from "./deepseek-strict.js";
import { ollamaEmptyObject } from "./ollama-empty-object.js";
import { strictNotForwarded } from "./strict-not-forwarded.js";
import { AI_SDK_TOOL_SINKS, reachedTargets } from "./destinations.js";
import { targetIds } from "../../providers/index.js";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { FrameworkModule, FrameworkTransform, ReadSite, SendContext, SendPolicy, ToolParts } from "../types.js";
import { atLeast, installedVersion } from "../core/version.js";
import { dialectMarker } from "../core/dialect.js";
import { DRAFT_07_URI, type JsonObject } from "../../schema/types.js";
import { outermostWrapper } from "../../schema/shared/static-follow.js";

/** AI SDK 5.0.0 renamed the input key `parameters` to `inputSchema`; each version reads only its own key. */
const INPUT_SCHEMA_SINCE = "5.0.0";
const INPUT_RENAME_SOURCE =
  "vercel/ai packages/provider-utils/src/types/tool.ts (`inputSchema` in ai 5.0.0, `parameters` in ai 4.3.19 packages/ai/core/tool/tool.ts); AI SDK 5 migration guide";

/**
 * `tool({...})` and `dynamicTool({...})`. The name is the key the tool is placed under in a tools
 * object. The input key is `inputSchema` from AI SDK 5 on and `parameters` before; the other key is
 * ignored at runtime, so only the one the installed version reads is taken, and a definition written
 * with the other one alone is sent without parameters (`ignoredInput`). Without an input the
 * SDK sends an empty object whatever `execute` accepts, so `execute` is then left out.
 */
const readTool: ReadSite<ts.CallExpression> = (call, reader) => readToolAt(call, call.arguments[0], reader);

/**
 * A tool written as a plain object under its key where the AI SDK's `Tool` is expected
 * (`generateText({ tools: { search: { description, inputSchema, execute } } })`): `tool()` returns the
 * object it is given, so the object is the tool as it is (provider-utils `tool`, ai 7.0.173).
 */
const readPlainTool: ReadSite<ts.Expression> = (literal, reader) => {
  // The object given to `tool()` is read at that call; other calls' arguments are no tools of this form.
  if (!ts.isObjectLiteralExpression(literal) || ts.isCallExpression(outermostWrapper(literal).parent)) return [];
  return readToolAt(literal, literal, reader);
};

function readToolAt(site: ts.CallExpression | ts.ObjectLiteralExpression, definition: ts.Expression | undefined, reader: Parameters<ReadSite<ts.Node>>[1]): ToolParts[] {
  const version = installedVersion("ai", reader.sourceFile.fileName);
  const [reads, ignored] = atLeast(version, INPUT_SCHEMA_SINCE) ? ["inputSchema", "parameters"] : ["parameters", "inputSchema"];
  const key = reader.keyOf(site);
  const where = ts.isCallExpression(site) ? { node: site, anchor: site.expression, form: calleeForm(site, reader.sourceFile) } : { node: site, anchor: key?.node ?? site, form: "plain object under a tools key" };
  const parts = readDefinitionParts(
    reader,
    definition,
    { description: "description", input: [reads], execute: "execute", strict: "strict", ignoredInput: { key: ignored, source: INPUT_RENAME_SOURCE } },
    where,
  );
  const wrapper = reader.callOf(parts.input, [["jsonSchema"], ["zodSchema"]]);
  const tool: ToolParts = {
    ...parts,
    ...(parts.input && !wrapper && isPlainObject(parts.input) ? { fails: plainObjectInput(parts.input) } : {}),
    ...(parts.ignoredInput && reads === "parameters" ? { ignoredInput: undefined, fails: inputSchemaBeforeFive(parts.ignoredInput.node) } : {}),
    input: wrapper ? wrapper.arguments[0] : parts.input,
    execute: parts.input ? parts.execute : undefined,
    nameFromKey: key ? { value: key.value, node: key.node } : undefined,
    // `toolSet[tool.name] = { … }`: the key is computed; what it reads names the tool (per element, in a loop over definitions).
    ...(key ? {} : { name: computedKeyOf(site) }),
    toolSet: key ? { node: key.object, label: "this tools object" } : undefined,
    // The model calls a tool reaches are indexed from `tool()` calls; a plain object keeps the targets given.
    targets: (context, configured) => strictAsWritten(context, ts.isCallExpression(site) ? reachedTargets(context.program ?? reader.program, site, configured) : configured),
  };
  return [tool];
}

/** The key expression of `holder[key] = site`, when it is not written as a string. */
function computedKeyOf(site: ts.Node): ts.Expression | undefined {
  const parent = outermostWrapper(site).parent;
  if (!parent || !ts.isBinaryExpression(parent) || parent.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isElementAccessExpression(parent.left)) return undefined;
  return ts.isStringLiteralLike(parent.left.argumentExpression) ? undefined : parent.left.argumentExpression;
}

/**
 * AI SDK 4 converts `tool.parameters` whatever it is: a definition with `inputSchema` only makes every
 * request carrying the tool throw (the SDK 5+ key is not read; observed with ai 4.3.19 and a stub model).
 */
function inputSchemaBeforeFive(node: ts.Node): NonNullable<ToolParts["fails"]> {
  return {
    reason: 'throws "TypeError: Cannot read properties of undefined (reading \'_def\')" when the tool is sent (AI SDK 4 reads the input from "parameters"): rename "inputSchema" to "parameters"',
    node,
    source: "vercel/ai packages/ai/core/prompt/prepare-tools-and-tool-choice.ts (asSchema(tool.parameters)), observed with ai 4.3.19",
  };
}

/** `inputSchema: { type: "object", ... }` written without `jsonSchema()`, behind any `as`/`satisfies`/parentheses. */
function isPlainObject(expr: ts.Expression): boolean {
  let node: ts.Node = expr;
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node) || ts.isTypeAssertionExpression(node)) node = node.expression;
  return ts.isObjectLiteralExpression(node);
}

/**
 * `asSchema` (provider-utils src/schema.ts, 5.0.81) takes a value that is neither a `Schema` nor a
 * Standard Schema for a lazy schema and calls it: a plain JSON Schema object throws
 * "TypeError: schema is not a function" when the tool is sent, whatever the provider.
 */
function plainObjectInput(input: ts.Expression): NonNullable<ToolParts["fails"]> {
  return {
    reason: 'throws "TypeError: schema is not a function" when the tool is sent: a plain object is taken for a function that makes the schema; a JSON Schema must be wrapped in jsonSchema()',
    node: input,
    source: "vercel/ai packages/provider-utils/src/schema.ts asSchema (@ai-sdk/provider-utils 5.0.81, observed with ai 7.0.173)",
  };
}

/**
 * Strictness is per tool and off by default since vercel/ai #10817 (2025-12-03, taken here as AI SDK
 * 6): the OpenAI and Anthropic providers forward `tool.strict` as it is (`anthropic-prepare-tools.ts`
 * in @ai-sdk/anthropic 4.0.105 sends `strict` for models with native structured outputs, Claude 4.5
 * and newer, and warns and leaves it out for older ones). So the tool decides the mode of both: without
 * `strict: true` a strict-mode target is checked in its non-strict form, with it `openai` and
 * `anthropic` are checked in strict mode. Before that, strictness was a provider setting the tool
 * cannot show, so the configured targets stand.
 */
/**
 * Strict mode before AI SDK 6, read in the published providers: @ai-sdk/openai 1.x (AI SDK 4) sends
 * `strict: true` on Chat Completions only with the `structuredOutputs` setting, which defaults to on
 * for reasoning models alone, and on the Responses API unless `strictSchemas: false`; @ai-sdk/openai
 * 2.x (AI SDK 5) only with `strictJsonSchema: true`, off by default on both APIs. A user who turns it
 * on lists `openai-strict` in `targets`.
 */
const STRICT_BEFORE_SIX =
  "@ai-sdk/openai 1.0.20 and 1.3.24 dist/index.mjs (prepareTools: strict only with structuredOutputs; responses strictSchemas ?? true), 2.0.30 dist/index.mjs (strictJsonSchema ?? false), read 2026-12";

function strictAsWritten(context: SendContext, configured: readonly string[]): readonly string[] {
  if (!atLeast(context.version, "6.0.0")) return configured;
  const mode = (target: string) => {
    const base = target === "openai-strict" ? "openai" : target === "anthropic-strict" ? "anthropic" : target;
    return context.strict === true && (base === "openai" || base === "anthropic") ? `${base}-strict` : base;
  };
  return [...new Set(configured.map(mode))];
}

/**
 * AI SDK 6 (`@ai-sdk/provider-utils` 4) closes every object of a converted zod 4 or Standard
 * Schema (`addAdditionalPropertiesToJsonSchema`); AI SDK 5 sent the converter's output as it was.
 * zod 3 always goes through the vendored zod-to-json-schema, and `jsonSchema({...})` is sent as written.
 * From 6.0.0 a Standard Schema other than zod is converted by `~standard.jsonSchema.input({ target:
 * "draft-07" })` (provider-utils 4.0.0 and 5.0.81 `standardSchema`), which the ArkType and Effect 4 routes read.
 */
function sends(context: SendContext): SendPolicy {
  const six = atLeast(context.version, "6.0.0");
  const converted = six ? "closed-objects" : "as-written";
  return {
    literal: "as-written",
    typed: converted,
    libraries: { zod: converted, zod3: "as-written", seal: converted, standard: converted },
    replaceNonObjectRoot: false,
    // zod4Schema: `toJSONSchema(schema, { target: "draft-7", io: "input" })` (provider-utils 5.0.81, as from AI SDK 5).
    zodTarget: atLeast(context.version, "5.0.0") ? "draft-07" : "other",
    ...(six ? { standardConverters: { arktype: "draft-07", effect4: "draft-07" } } : {}),
  };
}

/**
 * `@ai-sdk/google` sent tools as OpenAPI `parameters` built by `convertJSONSchemaToOpenAPISchema`
 * until 4.0.70, which sends `parametersJsonSchema` unchanged. The gate is on the installed
 * `@ai-sdk/google` when it is found; otherwise on `ai`: 4.0.70 came out with ai 7.0.97–7.0.100 (both
 * depended on provider-utils 5.0.40), so ai ≤ 7.0.97 is taken to pair with a converting Google provider.
 */
const googleOpenAPI: FrameworkTransform = {
  id: "ai-sdk-google-openapi",
  by: "the AI SDK's Google provider",
  targets: ["google", "google-parameters"],
  appliesTo: (context) => {
    const google = context.versionOf?.("@ai-sdk/google");
    return google !== undefined ? !atLeast(google, "4.0.70") : !atLeast(context.version, "7.0.98");
  },
  source:
    "vercel/ai packages/google/src/convert-json-schema-to-openapi-schema.ts (code read in @ai-sdk/google 3.0.101, bundled in @mastra/core 1.71.0 dist); removed in @ai-sdk/google 4.0.70 (2a32459, CHANGELOG), which sends parametersJsonSchema (src/google-prepare-tools.ts, 4.0.121)",
  apply: ({ schema }) => convertToOpenAPISchema(schema),
};

/**
 * Every converter of `provider-utils` writes the draft-07 dialect marker: zod 4's `toJSONSchema` with
 * `target: "draft-7"` (the zod route converts for that target: `sends.zodTarget`), the vendored
 * zod-to-json-schema for zod 3 and a Standard Schema's `jsonSchema.input({ target: "draft-07" })`, which
 * this adds. `jsonSchema({...})` is sent as written and a tool without an input gets
 * `asSchema(undefined)`, both without it. Not for `google-parameters`: the only Google provider that
 * sent `parameters` converted the schema to OpenAPI first, which leaves the marker out (google-openapi.ts).
 */
const WITHOUT_INPUT: JsonObject = { type: "object", properties: {}, additionalProperties: false };

const dialect = dialectMarker({
  id: "ai-sdk-json-schema-dialect",
  by: "the AI SDK's schema conversion",
  targets: targetIds.filter((id) => id !== "google-parameters"),
  appliesTo: (context) => atLeast(context.version, "5.0.0"),
  source:
    "vercel/ai packages/provider-utils/src/schema.ts (zod4Schema, zod3Schema, standardSchema), @ai-sdk/provider-utils 5.0.81 (ai 7.0.173): observed on the wire with the OpenAI, Anthropic and Google providers, and with @ai-sdk/mistral, groq, xai, deepseek, cohere, ollama-ai-provider-v2 and @openrouter/ai-sdk-provider (tests/wire/ai-sdk-providers)",
  // A converter's result in `jsonSchema(…)` is sent as written, with the `$schema` it carries or none.
  marks: (route) => route !== "literal" && route !== "converted" && route !== "none",
  unmarked: [WITHOUT_INPUT],
});

/** AI SDK 4's zod-to-json-schema writes the draft-07 marker on the zod 3 schemas it converts (seen on the wire). */
const dialectBeforeFive = dialectMarker({
  id: "ai-sdk-4-zod-3-dialect",
  by: "the zod-to-json-schema of AI SDK 4",
  targets: "all",
  appliesTo: (context) => context.version !== undefined && !atLeast(context.version, "5.0.0"),
  source: "vercel/ai packages/ui-utils/src/zod-schema.ts (zodToJsonSchema, target jsonSchema7) in ai 4.3.19; observed on the wire (tests/wire/ai-sdk-4) with zod 3.25.76, 2026-12-03",
  marks: (route) => route === "zod3",
  unmarked: [WITHOUT_INPUT],
});

/**
 * AI SDK 4 converts every input with its zod-to-json-schema 3.x, which reads zod 3's `_def.typeName`: a
 * zod 4 schema (also `zod/v4` of zod 3.25) gives nothing but the dialect marker, which every provider
 * refuses as a root that is not an object: the request fails, reported by `unsendable-tool`. Observed with ai 4.3.19 and zod 4.1.12 and a stub model:
 * `parameters: { "$schema": "http://json-schema.org/draft-07/schema#" }`.
 */
const zod4BeforeFive: FrameworkTransform = {
  id: "ai-sdk-4-zod-4",
  by: "the zod-to-json-schema of AI SDK 4",
  targets: "all",
  appliesTo: (context) => context.version !== undefined && !atLeast(context.version, "5.0.0"),
  source: "vercel/ai packages/ui-utils/src/zod-schema.ts (zodToJsonSchema, zod 3 only) in ai 4.3.19; observed with zod 4.1.12 and a stub model, 2026-12 (vercel/ai #7325), and on the wire (tests/wire/ai-sdk-4) with zod 3.25.76's zod/v4, 2026-12-03",
  apply: ({ route }) =>
    route === "zod"
      ? {
          fails: 'sends this zod 4 schema as { "$schema": "…draft-07…" } alone (it reads zod 3 only), and the provider refuses a root that is not an object: use zod 3 (`zod/v3`), or AI SDK 5+',
          schema: { $schema: DRAFT_07_URI },
          changes: [],
        }
      : { changes: [] },
};

const openaiNormalize: FrameworkTransform = {
  id: "ai-sdk-openai-normalize",
  by: "the AI SDK's OpenAI provider",
  targets: ["openai", "openai-strict"],
  appliesTo: (context) => {
    const openai = context.versionOf?.("@ai-sdk/openai");
    return openai === undefined ? atLeast(context.version, "7.0.0") : atLeast(openai, "4.0.66");
  },
  source:
    "vercel/ai packages/openai/src/normalize-openai-json-schema.ts, called by chat/openai-chat-prepare-tools.ts and responses/openai-responses-prepare-tools.ts (@ai-sdk/openai 4.0.118); propertyNames from 4.0.66 (d5e3024), lookaround patterns from 4.0.72 (411b3f2), singleton allOf from 4.0.81 (4e94782)",
  apply: ({ schema }) => normalizeForOpenAI(schema),
};

export const aiSdk: FrameworkModule = {
  id: "ai-sdk",
  label: "Vercel AI SDK",
  packages: ["ai", "@ai-sdk/provider-utils"],
  versionPackage: "ai",
  forms: [
    { kind: "call", callee: ["tool"], read: readTool },
    { kind: "call", callee: ["dynamicTool"], read: readTool },
    { kind: "typed", typeNames: ["Tool"], read: readPlainTool, contextual: true, contextualSets: ["ToolSet"] },
  ],
  sends,
  transforms: [zod4BeforeFive, dialectBeforeFive, dialect, openaiNormalize, googleOpenAPI, deepseekStrictOffBeta, ollamaEmptyObject, ...strictNotForwarded],
  zodUnrepresentable: {
    throws: "when a request with it is prepared",
    source:
      "vercel/ai packages/provider-utils/src/schema.ts zod4Schema (lazy `toJSONSchema` without `unrepresentable`); observed with ai 7.0.173, zod 4.6.7 and a stub model (z.date()), 2026-12",
  },
  withoutInput: WITHOUT_INPUT,
  sentWhenPassedOn: {
    source: "vercel/ai packages/provider-utils/src/types/tool.ts: `tool()` returns the object it is given (ai 7.0.173, @ai-sdk/provider-utils dist/index.mjs)",
  },
  toolSinks: AI_SDK_TOOL_SINKS,
  destinations: {
    // The site sets the mode (AI SDK 6+): strict targets only for a tool with `strict: true` (strictAsWritten).
    // Before AI SDK 6 the mode is a provider option the tool does not show, off by default for the models
    // most tools are written for: non-strict (STRICT_BEFORE_SIX).
    targets: (context) => (atLeast(context.version, "6.0.0") ? ["openai-strict", "anthropic", "google"] : ["openai", "anthropic", "google"]),
    via: "by whichever provider the model belongs to; strict mode only for a tool with `strict: true` (AI SDK 6+, Anthropic models with native structured outputs); before AI SDK 6 non-strict unless a provider option turns it on",
    source:
      `${STRICT_BEFORE_SIX}; ` +
      "vercel/ai #10817 (per-tool strict, 2025-12-03); packages/openai and packages/anthropic prepare-tools forward tool.strict (@ai-sdk/openai 4.0.118, @ai-sdk/anthropic 4.0.105 anthropic-prepare-tools.ts); packages/google/src/google-prepare-tools.ts sends parametersJsonSchema (4.0.121)",
  },
  source:
    "vercel/ai packages/provider-utils/src/schema.ts (zodSchema, zod4Schema, standardSchema, asSchema), src/add-additional-properties-to-json-schema.ts, as installed in @ai-sdk/provider-utils 5.0.81 (ai 7.0.173, read 2026-11); packages/google/src/google-prepare-tools.ts in @ai-sdk/google 4.0.121",
};
