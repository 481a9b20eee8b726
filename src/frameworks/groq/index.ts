// Groq SDK (`groq-sdk`): raw `tools` / legacy `functions` of `groq.chat.completions.create` requests and values
// typed with its tool types, read with the OpenAI framework's raw-tools reader (same Chat Completions shape).
import { untypedRequestTools } from "../core/untyped-request.js";
import { readRawTools, type RawToolShape } from "../openai/raw-tools.js";
import type { ExportPath, FrameworkModule, ToolForm } from "../types.js";

/** The client class: the default export and its named alias (index.d.ts, groq-sdk 1.6.0). */
const CLIENTS: readonly ExportPath[] = [["default"], ["Groq"]];

/**
 * Every function goes to Groq, non-strict: the SDK types have `FunctionDefinition.strict`, but Groq
 * documents strict mode (constrained decoding) only for `response_format` and says tool use is not
 * supported with it (console.groq.com/docs/structured-outputs), so no stricter target is claimed.
 */
const groqTargets = (): readonly string[] => ["groq"];

/**
 * `chat.completions.create` (streaming or not: one method, `stream: true` in the body) posts `tools`
 * and the deprecated `functions` as written (resources/chat/completions.js, groq-sdk 1.6.0).
 */
const requestForm: ToolForm = {
  kind: "method",
  instanceOf: CLIENTS,
  method: ["chat", "completions", "create"],
  read: (call, reader) => {
    const form = "chat.completions.create";
    const untyped = untypedRequestTools(reader, call, call.arguments[0], "tools", `${form}()`);
    if (untyped.length > 0) return untyped;
    const request = call.arguments[0] && reader.definition(call.arguments[0]);
    if (!request || "reason" in request) return [];
    return [
      ...readRawTools(reader, reader.value(request, "tools"), "chat", `${form} tools[]`, groqTargets),
      ...readRawTools(reader, reader.value(request, "functions"), "definition", `${form} functions[]`, groqTargets),
    ];
  },
};

/** The SDK's tool types, by the shape of a value declared with them (`const tools: ChatCompletionTool[]`). */
const TYPES: readonly (readonly [string, RawToolShape])[] = [
  ["ChatCompletionTool", "chat"],
  ["FunctionDefinition", "definition"],
];

const typedForm = ([typeName, shape]: (typeof TYPES)[number]): ToolForm => ({
  kind: "typed",
  typeNames: [typeName],
  read: (value, reader) => readRawTools(reader, value, shape, `${typeName} value`, groqTargets),
});

/** groq-sdk's raw function tools: sent as written to Groq's OpenAI-compatible Chat Completions endpoint. */
export const groq: FrameworkModule = {
  id: "groq",
  label: "Groq SDK",
  packages: ["groq-sdk"],
  versionPackage: "groq-sdk",
  forms: [requestForm, ...TYPES.map(typedForm)],
  sends: { literal: "as-written", typed: "as-written", libraries: {}, replaceNonObjectRoot: false },
  destinations: {
    targets: ["groq"],
    via: "in the request that holds them, to Groq's /openai/v1/chat/completions",
    source: "groq/groq-typescript src/resources/chat/completions.ts (post '/openai/v1/chat/completions'), read in groq-sdk 1.6.0 (2026-12-04)",
  },
  source: "groq/groq-typescript src/client.ts, src/resources/chat/completions.ts (ChatCompletionTool, CompletionCreateParams.tools and functions), src/resources/shared.ts (FunctionDefinition); read in the installed groq-sdk 1.6.0 (2026-12-04)",
};
