// OpenAI SDK (`openai`): raw `tools` / `functions` of requests, typed tool values, and the helpers
// (zod, Standard Schema, Realtime), whose strict normalisations are in strict-helper.ts and standard-helper.ts.
import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import { untypedRequestTools } from "../core/untyped-request.js";
import { clientBaseURL, compatibleTargets } from "./base-url.js";
import { legacyTargets, readRawTools, type RawToolShape } from "./raw-tools.js";
import { openaiStandardStrict } from "./standard-helper.js";
import { openaiStrictHelper, openaiZodSchemaUri } from "./strict-helper.js";
import type { ExportPath, FrameworkModule, ReadSite, SendContext, ToolForm } from "../types.js";

/**
 * A helper call whose options hold the parts, sent to `targets` whatever the site says: the zod and
 * Standard Schema helpers always set `strict: true`, `zodRealtimeFunction` never sets it.
 */
const readHelper =
  (input: readonly string[], targets: readonly string[]): ReadSite<ts.CallExpression> =>
  (call, reader) => [
    {
      ...readDefinitionParts(
        reader,
        call.arguments[0],
        { name: "name", description: "description", input, execute: "function" },
        { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) },
      ),
      targets: () => targets,
    },
  ];

const readZodHelper = readHelper(["parameters"], ["openai-strict"]);

/** The client classes: the default export and its named aliases, Azure and Bedrock (subclasses). */
const CLIENTS: readonly ExportPath[] = [["default"], ["OpenAI"], ["AzureOpenAI"], ["BedrockOpenAI"]];

/** Methods whose first argument holds `tools`, with the shape of their tools. */
const METHODS: readonly (readonly [readonly string[], RawToolShape])[] = [
  [["chat", "completions", "create"], "chat"],
  [["chat", "completions", "parse"], "chat"],
  [["chat", "completions", "stream"], "chat"],
  [["chat", "completions", "runTools"], "chat"],
  [["responses", "create"], "responses"],
  [["responses", "parse"], "responses"],
  [["responses", "stream"], "responses"],
  [["beta", "responses", "create"], "responses"],
];

/**
 * A request's `tools`, and for Chat Completions also the legacy `functions` list
 * (`{ name, description, parameters }`), which `create` posts in the body as written
 * (resources/chat/completions/completions.js, openai 7.59.0) and which is never strict.
 */
function methodForm([method, shape]: (typeof METHODS)[number]): ToolForm {
  const name = method.join(".");
  return {
    kind: "method",
    instanceOf: CLIENTS,
    method,
    read: (call, reader) => {
      // A request or `tools` typed `any` (a proxy's `{ ...body }`) leads to no definition: said, not taken for none.
      const untyped = untypedRequestTools(reader, call, call.arguments[0], "tools", `${name}()`);
      if (untyped.length > 0) return untyped;
      const request = call.arguments[0] && reader.definition(call.arguments[0]);
      if (!request || "reason" in request) return [];
      // A client whose static baseURL is another provider's OpenAI-compatible API sends there (base-url.ts).
      const baseURL = clientBaseURL(call, method, reader);
      const elsewhere = baseURL === undefined ? undefined : compatibleTargets(baseURL);
      const tools = readRawTools(reader, reader.value(request, "tools"), shape, `${name} tools[]`, elsewhere);
      if (shape !== "chat") return tools;
      // Legacy functions have no `strict` (see legacyTargets), wherever the client sends them.
      const legacy = elsewhere ? (context: SendContext) => elsewhere({ ...context, strict: undefined }) : legacyTargets;
      return [...tools, ...readRawTools(reader, reader.value(request, "functions"), "definition", `${name} functions[]`, legacy)];
    },
  };
}

/** The SDK's tool types, by the shape of a value declared with them (`const tools: ChatCompletionTool[]`). */
const TYPES: readonly (readonly [string, RawToolShape])[] = [
  ["ChatCompletionTool", "chat"],
  ["ChatCompletionFunctionTool", "chat"],
  ["FunctionDefinition", "definition"],
  ["FunctionTool", "responses"],
  ["Tool", "responses"],
  ["BetaFunctionTool", "responses"],
  ["BetaTool", "responses"],
];

function typedForm([typeName, shape]: (typeof TYPES)[number]): ToolForm {
  return { kind: "typed", typeNames: [typeName], read: (value, reader) => readRawTools(reader, value, shape, `${typeName} value`) };
}

const SOURCE_VERSION = "read in the installed openai 7.59.0 (2026-11)";

/**
 * openai-node's raw function tools: in `client.chat.completions.*`, `client.responses.*` and
 * `client.beta.responses.create` requests and in values typed with the SDK's tool types. The SDK
 * sends them as written; the site's `strict` decides the target.
 */
export const openai: FrameworkModule = {
  id: "openai",
  label: "OpenAI SDK",
  packages: ["openai"],
  versionPackage: "openai",
  forms: [...METHODS.map(methodForm), ...TYPES.map(typedForm)],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: {},
    replaceNonObjectRoot: false,
  },
  destinations: {
    // A function with `strict: true` narrows this to openai-strict (the site decides).
    targets: ["openai"],
    via: "in the request that holds them, in strict mode only where the function sets strict: true; to Groq, xAI, DeepSeek or OpenRouter where the client's static baseURL is theirs (base-url.ts)",
    source: "openai/openai-node src/resources/shared.ts (FunctionDefinition.strict), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/resources/chat/completions/completions.ts, src/resources/responses/responses.ts, src/resources/beta/responses/responses.ts, src/resources/shared.ts (FunctionDefinition); ${SOURCE_VERSION}`,
};

/**
 * The helpers convert zod when they are called, with zod's default for a type JSON Schema cannot
 * represent (`z.date()`, `z.bigint()`, …): it throws, so the module that defines the tool fails.
 */
function throwsWhenDefined(helper: string, converter: string): FrameworkModule["zodUnrepresentable"] {
  return {
    by: `the OpenAI SDK's ${helper}`,
    throws: "where the tool is defined",
    source: `openai/openai-node ${converter}, no \`unrepresentable\` option; observed in openai 7.59.0 with zod 4.6.7 (z.date()), 2026-12-03`,
  };
}

/**
 * `zodFunction` / `zodResponsesFunction` from `openai/helpers/zod`: always `strict: true`; zod 4 goes
 * through `z.toJSONSchema` (draft-7) and `toStrictJsonSchema`, zod 3 through the vendored
 * zod-to-json-schema in `openaiStrictMode`. Both normalise only what they can do exactly (see
 * openaiStrictHelper) and throw on the rest, which the openai-strict checks then report. A module of
 * its own because that normalisation must not touch raw tools, which the SDK sends as written.
 */
export const openaiZodHelpers: FrameworkModule = {
  id: "openai-zod",
  label: "OpenAI SDK zod helpers",
  packages: ["openai/helpers/zod"],
  versionPackage: "openai",
  forms: [
    { kind: "call", callee: ["zodFunction"], read: readZodHelper },
    { kind: "call", callee: ["zodResponsesFunction"], read: readZodHelper },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written" },
    // zodV4ToJsonSchema: `z4.toJSONSchema(schema, { target: "draft-7" })` (src/helpers/zod.ts, openai 7.59.0).
    zodTarget: "draft-07",
    replaceNonObjectRoot: false,
  },
  transforms: [openaiStrictHelper, openaiZodSchemaUri],
  zodUnrepresentable: throwsWhenDefined("zod helper", "src/helpers/zod.ts zodV4ToJsonSchema"),
  destinations: {
    targets: ["openai-strict"],
    via: "always in strict mode (the helpers set strict: true)",
    source: "openai/openai-node src/helpers/zod.ts (zodFunction: strict: true), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/helpers/zod.ts (zodFunction, zodResponsesFunction, zodV4ToJsonSchema, zodV3ToJsonSchema), src/lib/transform.ts (toStrictJsonSchema), src/_vendor/zod-to-json-schema/parsers/object.ts; ${SOURCE_VERSION}`,
};

/**
 * `standardFunction` / `standardResponsesFunction` from `openai/helpers/standard-schema` (since
 * 6.49.0): always `strict: true`; the JSON Schema is `schema` when given, else the Standard Schema's
 * `~standard.jsonSchema.input({ target: "draft-07" })` (zod 4: its input conversion, with `$schema`),
 * then the oneOf proof and `toStrictJsonSchema` (standard-helper.ts). A module of its own because
 * its normalisation differs from the zod helpers' (input side, oneOf renamed only when proven).
 */
export const openaiStandardHelpers: FrameworkModule = {
  id: "openai-standard",
  label: "OpenAI SDK Standard Schema helpers",
  packages: ["openai/helpers/standard-schema"],
  versionPackage: "openai",
  forms: [
    // `schema` first: the helper asks the Standard Schema for JSON Schema only without it.
    { kind: "call", callee: ["standardFunction"], read: readHelper(["schema", "parameters"], ["openai-strict"]) },
    { kind: "call", callee: ["standardResponsesFunction"], read: readHelper(["schema", "parameters"], ["openai-strict"]) },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // zod 3 reaches the transform, which says the helper throws (it has no `~standard.jsonSchema`).
    libraries: { zod: "as-written", zod3: "as-written", standard: "as-written" },
    zodTarget: "draft-07",
    replaceNonObjectRoot: false,
  },
  transforms: [openaiStandardStrict],
  zodUnrepresentable: throwsWhenDefined("Standard Schema helper", "src/helpers/standard-schema.ts resolveStandardJSONSchema (zod's `~standard.jsonSchema.input`)"),
  destinations: {
    targets: ["openai-strict"],
    via: "always in strict mode (the helpers set strict: true)",
    source: "openai/openai-node src/helpers/standard-schema.ts (standardFunction, standardResponsesFunction: strict: true), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/helpers/standard-schema.ts (standardFunction, standardResponsesFunction, resolveStandardJSONSchema, normalizeStructuredOutputSchema), src/lib/transform.ts (toStrictJsonSchema); ${SOURCE_VERSION}; added in 6.49.0 (commit 4ced1a8e, 2026-07-22)`,
};

/**
 * `zodRealtimeFunction` from `openai/helpers/zod` (since 6.49.0): a Realtime API function tool
 * without `strict` (Realtime function tools have none), its zod converted on the input side without
 * any strict normalisation: zod 4 by `z.toJSONSchema(schema, { target: "draft-7", io: "input" })`,
 * zod 3 by the vendored zod-to-json-schema (`pipeStrategy: "input"`). A module of its own because the
 * zod helpers' strict transforms must not touch it.
 */
export const openaiZodRealtime: FrameworkModule = {
  id: "openai-realtime",
  label: "OpenAI SDK Realtime helper",
  packages: ["openai/helpers/zod"],
  versionPackage: "openai",
  forms: [{ kind: "call", callee: ["zodRealtimeFunction"], read: readHelper(["parameters"], ["openai"]) }],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written" },
    // zodV4ToNonStrictJsonSchema: target "draft-7", io "input" (src/helpers/zod.ts, openai 7.59.0).
    zodTarget: "draft-07",
    replaceNonObjectRoot: false,
  },
  transforms: [openaiZodSchemaUri],
  zodUnrepresentable: throwsWhenDefined("zod helper", "src/helpers/zod.ts zodV4ToNonStrictJsonSchema"),
  destinations: {
    targets: ["openai"],
    via: "to the Realtime API in the session's tools, never strict (the helper sets no strict)",
    source: "openai/openai-node src/helpers/zod.ts (zodRealtimeFunction: no strict), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/helpers/zod.ts (zodRealtimeFunction, zodV4ToNonStrictJsonSchema, zodV3ToNonStrictJsonSchema); ${SOURCE_VERSION}; added in 6.49.0 (commit ee599118, 2026-07-22)`,
};
