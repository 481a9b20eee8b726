// Mistral TypeScript SDK (`@mistralai/mistralai`): function tools in chat, agents and conversations
// requests and in values typed with its tool types, sent to Mistral's API as written (read.ts).
import { untypedRequestTools } from "../core/untyped-request.js";
import type ts from "typescript";
import { declaredTypeText } from "../core/definition-parts.js";
import { readTools, toMistral, VALIDATION_SOURCE, type MistralShape } from "./read.js";
import type { FrameworkModule, FrameworkTransform, ToolForm } from "../types.js";

const SDK = "@mistralai/mistralai";
const VERSION = `${SDK} 2.7.0 (npm), read 2026-12-04`;

/**
 * Methods of the `Mistral` client whose request (first argument) holds `tools`, with the keys from the
 * request to that array (`beta.agents.update` nests it under `updateAgentRequest`).
 */
const METHODS: readonly (readonly [method: readonly string[], path: readonly string[]])[] = [
  [["chat", "complete"], ["tools"]],
  [["chat", "stream"], ["tools"]],
  [["chat", "parse"], ["tools"]],
  [["chat", "parseStream"], ["tools"]],
  [["agents", "complete"], ["tools"]],
  [["agents", "stream"], ["tools"]],
  [["beta", "conversations", "start"], ["tools"]],
  [["beta", "conversations", "startStream"], ["tools"]],
  [["beta", "agents", "create"], ["tools"]],
  [["beta", "agents", "update"], ["updateAgentRequest", "tools"]],
];

function methodForm([method, path]: (typeof METHODS)[number]): ToolForm {
  const name = method.join(".");
  return {
    kind: "method",
    instanceOf: [["Mistral"]],
    method,
    read: (call, reader) => {
      // The request's outer keys are written by the SDK's types; only the last holds the tools.
      const untyped = path.length === 1 ? untypedRequestTools(reader, call, call.arguments[0], path[0]!, `${name}()`) : [];
      if (untyped.length > 0) return untyped;
      let value: ts.Expression | undefined = call.arguments[0];
      for (const key of path) {
        const object = value && reader.definition(value);
        if (!object || "reason" in object) return [];
        value = reader.value(object, key);
      }
      return readTools(reader, value, "tool", `${name} tools[]`);
    },
  };
}

/** The SDK's tool types, by the shape of a value declared with them (`const tools: Tool[]`); the form is the type as written. */
const TYPES: readonly (readonly [string, MistralShape])[] = [
  ["Tool", "tool"],
  ["FunctionTool", "tool"],
  ["FunctionT", "function"],
];

/**
 * `parameters` must be a plain object (`z.record`): a zod schema placed there fails the SDK's request
 * validation ("expected record, received ZodObject"), so the tool is never sent.
 */
const schemaObjectOnly: FrameworkTransform = {
  id: "mistral-parameters-plain-object",
  by: "the Mistral SDK",
  targets: "all",
  source: `${VALIDATION_SOURCE}; a zod 4.6.7 z.object() and a zod/v3 z.object() as parameters, observed`,
  apply: ({ route }) =>
    route === "zod" || route === "zod3"
      ? { fails: 'throws "Input validation failed" before sending: `parameters` must be a JSON Schema object, not a zod schema (convert it with z.toJSONSchema)', changes: [] }
      : { changes: [] },
};

/**
 * The Mistral SDK (Speakeasy-generated): `client.chat.complete/stream/parse/parseStream`,
 * `client.agents.complete/stream`, `client.beta.conversations.start/startStream` and
 * `client.beta.agents.create` / `update` take `tools: [{ type: "function", function: { name,
 * description, parameters, strict } }]`. The request's zod schemas rename top-level keys to snake_case and strip
 * unknown keys of `function`, but copy `parameters` whole; `strict` is passed on as written.
 */
export const mistral: FrameworkModule = {
  id: "mistral",
  label: "Mistral SDK",
  packages: [SDK, `${SDK}/models/components`],
  versionPackage: SDK,
  forms: [
    ...METHODS.map(methodForm),
    ...TYPES.map(([typeName, shape]): ToolForm => ({ kind: "typed", typeNames: [typeName], read: (value, reader) => readTools(reader, value, shape, declaredTypeText(value, reader.sourceFile) ?? typeName) })),
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // Read as their JSON so the transform can say the SDK throws on them.
    libraries: { zod: "as-written", zod3: "as-written" },
    replaceNonObjectRoot: false,
  },
  transforms: [schemaObjectOnly],
  destinations: {
    targets: toMistral(),
    via: "in the chat, agents or conversations request that holds them, `parameters` as written",
    source: `${SDK} 2.7.0 src/models/components/chatcompletionrequest.ts, agentscompletionrequest.ts, conversationrequest.ts (tools), function.ts (FunctionT); seen on the wire (tests/wire/mistral), 2026-12-04`,
  },
  source: `${SDK} src/sdk/chat.ts, agents.ts, conversations.ts, betaagents.ts, src/extra/structChat.ts (parse passes tools on), src/models/components/function.ts, tool.ts, functiontool.ts; ${VERSION}`,
};
