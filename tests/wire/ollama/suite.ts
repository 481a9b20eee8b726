import path from "node:path";
import ollama, { Ollama } from "ollama";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface Body {
  readonly tools?: { readonly function?: { readonly name: string; readonly parameters?: JsonObject } }[];
}

/**
 * Each fixture request through the real library with a fake `fetch` that records the body and answers
 * 400: a `new Ollama({ fetch })` for the requests that take a client, and for the default instance its
 * `fetch` member replaced for the call (it keeps the global fetch it was built with). Nothing leaves the machine.
 */
async function sendAll(): Promise<WireCapture[]> {
  const fixture = await import("./fixture/tools.js");
  const captures: WireCapture[] = [];
  const instance = ollama as unknown as { fetch: typeof fetch };
  const original = instance.fetch;
  for (const send of Object.values(fixture)) {
    const { fetch, bodies } = recordingFetch();
    instance.fetch = fetch;
    try {
      // The fake answers 400 once the body is recorded: ollama-js then throws a ResponseError.
      await (send as (client: Ollama) => Promise<void>)(new Ollama({ host: "http://127.0.0.1:11434", fetch })).catch((error: unknown) => {
        if (bodies.length === 0) throw error;
      });
    } finally {
      instance.fetch = original;
    }
    for (const body of bodies as Body[]) {
      for (const tool of body.tools ?? []) {
        if (tool.function) captures.push({ tool: tool.function.name, target: "ollama", sent: { name: tool.function.name, schema: tool.function.parameters ?? {} } });
      }
    }
  }
  return captures;
}

const STRUCTS = "ollama/ollama api/types.go at v0.32.15 (ToolFunctionParameters, ToolProperty)";

export const suite: WireSuite = {
  label: "Ollama JavaScript library (ollama 0.6.4)",
  dir,
  capture: sendAll,
  rejections: [
    {
      tool: "zod_object",
      target: "ollama",
      code: "root-not-object",
      why: `ollama-js writes the zod object's internals (\`{ def, type: "object" }\`, seen on the wire); the server keeps only \`type\` of them (${STRUCTS}), so the tool reaches the model without parameters`,
    },
    ...[
      ["remember", "cannot unmarshal bool into Go struct field ToolFunctionParameters.tools.function.parameters.properties (can1357/oh-my-pi#4488)"],
      ["maybe_args", "the root's `type` is a Go string: a list does not decode"],
    ].map(([tool, error]) => ({
      tool,
      target: "ollama",
      code: "unsupported-keyword",
      why: `/api/chat answers 400 when a tool does not decode into ${STRUCTS}: ${error} (server/routes.go ChatHandler)`,
    })),
  ],
  knownDifferences: [
    {
      tool: "zod_object",
      target: "ollama",
      reason: "a zod object is serialised as its internals (`def`, `type`); the plugin's view is the object without parameters the server is left with",
    },
  ],
};
