import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "./common.js";
import { readRawTools, type RawToolShape } from "./openai/raw-tools.js";
import type { ExportPath, FrameworkModule, ReadSite, ToolForm } from "./types.js";

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

/**
 * openai-node: raw function tools in `client.chat.completions.*` / `client.responses.*` requests and
 * in values typed with the SDK's tool types, sent as written; `zodFunction` / `zodResponsesFunction`
 * from `openai/helpers/zod`, which convert zod to a strict schema or throw.
 */
export const openai: FrameworkModule = {
  id: "openai",
  label: "OpenAI SDK",
  packages: ["openai", "openai/helpers/zod"],
  versionPackage: "openai",
  forms: [
    { kind: "call", callee: ["zodFunction"], read: readZodHelper },
    { kind: "call", callee: ["zodResponsesFunction"], read: readZodHelper },
    ...METHODS.map(methodForm),
    ...TYPES.map(typedForm),
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // zod reaches here only through the helpers (raw tools take JSON Schema). Their conversion
    // closes objects and keeps an optional property optional unless it is nullable, then throws on
    // it: left as written, the openai-strict checks report the same properties the helper rejects.
    libraries: { zod: "as-written", zod3: "as-written" },
    replaceNonObjectRoot: false,
  },
  source:
    "openai/openai-node src/helpers/zod.ts (zodFunction, zodResponsesFunction: strict: true, zod 4 via toJSONSchema draft-7, zod 3 via the vendored zod-to-json-schema with openaiStrictMode), src/lib/transform.ts (toStrictJsonSchema, ensureStrictJsonSchema), src/resources/chat/completions/completions.ts, src/resources/responses/responses.ts; read in the installed openai 7.59.0 (2026-11)",
};
