// Ollama's JavaScript library (`ollama`): `tools` of `chat` requests on the default instance or a
// `new Ollama()`, and values typed `Tool`; posted to the server's /api/chat as written (JSON.stringify).
import { untypedRequestTools } from "../core/untyped-request.js";
import { readRawTools } from "../openai/raw-tools.js";
import type { ExportPath, FrameworkModule, ToolForm } from "../types.js";

const SDK = "ollama 0.6.4 (npm): src/browser.ts (chat → processStreamableRequest('chat', request): posts the request to `${host}/api/chat`), src/utils.ts (post: JSON.stringify of the request), src/interfaces.ts (Tool, ChatRequest.tools)";

const toOllama = (): readonly string[] => ["ollama"];

/** The default export is an instance of `Ollama` (src/index.ts `export default new Ollama()`); both entries export the class. */
const INSTANCES: readonly ExportPath[] = [["Ollama"], ["default"]];

/** `chat` (streaming or not: one method, `stream: true` in the body) posts `tools` as written. */
const chatForm: ToolForm = {
  kind: "method",
  instanceOf: INSTANCES,
  method: ["chat"],
  read: (call, reader) => {
    const untyped = untypedRequestTools(reader, call, call.arguments[0], "tools", "chat()");
    if (untyped.length > 0) return untyped;
    const request = call.arguments[0] && reader.definition(call.arguments[0]);
    if (!request || "reason" in request) return [];
    return readRawTools(reader, reader.value(request, "tools"), "chat", "chat tools[]", toOllama);
  },
};

/** A value declared with the library's `Tool` type (`const tools: Tool[]`). */
const typedForm: ToolForm = {
  kind: "typed",
  typeNames: ["Tool"],
  read: (value, reader) => readRawTools(reader, value, "chat", "Tool value", toOllama),
};

/**
 * ollama-js adds nothing and converts nothing: `parameters` go in the JSON body as written, and the
 * server keeps of them only what its Go structs hold (the `ollama` target's `decodedKeywords`). A
 * schema library's object would be serialised as its internals, so such an input counts as unconvertible.
 */
export const ollama: FrameworkModule = {
  id: "ollama",
  label: "ollama-js",
  packages: ["ollama", "ollama/browser"],
  versionPackage: "ollama",
  forms: [chatForm, typedForm],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "unconvertible", zod3: "unconvertible", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
  },
  destinations: {
    targets: ["ollama"],
    via: "in the chat request that holds them, to the Ollama server's /api/chat, as written",
    source: `${SDK}; seen on the wire (tests/wire/ollama), 2026-12-04`,
  },
  source: `${SDK}; src/index.ts (default export, class Ollama); read 2026-12-04`,
};
