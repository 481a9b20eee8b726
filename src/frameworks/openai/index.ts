// OpenAI SDK (`openai`): raw `tools` arrays of chat / responses requests and typed tool values,
// and the zod helpers (`zodFunction`), whose strict normalisation is in strict-helper.ts.
import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import { readRawTools, type RawToolShape } from "./raw-tools.js";
import { openaiStrictHelper, openaiZodSchemaUri } from "./strict-helper.js";
import type { ExportPath, FrameworkModule, ReadSite, ToolForm } from "../types.js";

/** `zodFunction` / `zodResponsesFunction` always send `strict: true`. */
const readZodHelper: ReadSite<ts.CallExpression> = (call, reader) => [
  {
    ...readDefinitionParts(
      reader,
      call.arguments[0],
      { name: "name", description: "description", input: ["parameters"], execute: "function" },
      { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) },
    ),
    targets: () => ["openai-strict"],
  },
];

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

function methodForm([method, shape]: (typeof METHODS)[number]): ToolForm {
  const form = `${method.join(".")} tools[]`;
  return {
    kind: "method",
    instanceOf: CLIENTS,
    method,
    read: (call, reader) => {
      const request = call.arguments[0] && reader.definition(call.arguments[0]);
      if (!request || "reason" in request) return [];
      return readRawTools(reader, reader.value(request, "tools"), shape, form);
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
    via: "in the request that holds them, in strict mode only where the function sets strict: true",
    source: "openai/openai-node src/resources/shared.ts (FunctionDefinition.strict), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/resources/chat/completions/completions.ts, src/resources/responses/responses.ts, src/resources/beta/responses/responses.ts, src/resources/shared.ts (FunctionDefinition); ${SOURCE_VERSION}`,
};

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
  destinations: {
    targets: ["openai-strict"],
    via: "always in strict mode (the helpers set strict: true)",
    source: "openai/openai-node src/helpers/zod.ts (zodFunction: strict: true), read in openai 7.59.0 (2026-11)",
  },
  source: `openai/openai-node src/helpers/zod.ts (zodFunction, zodResponsesFunction, zodV4ToJsonSchema, zodV3ToJsonSchema), src/lib/transform.ts (toStrictJsonSchema), src/_vendor/zod-to-json-schema/parsers/object.ts; ${SOURCE_VERSION}`,
};
