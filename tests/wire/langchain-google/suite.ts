import path from "node:path";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface Declarations {
  readonly tools?: readonly { readonly functionDeclarations?: readonly { name: string; parameters?: JsonObject }[] }[];
}

/**
 * Invokes one bound model (built in the call) with the global `fetch` swapped for the recorder: `@google/generative-ai`
 * (under ChatGoogleGenerativeAI) and google-common's API-key client (under ChatVertexAI) both call the
 * global one and take no `fetch` option. Restored at once; the recorder answers 400, so nothing leaves.
 */
async function send(tool: string, bind: () => { invoke(input: string): Promise<unknown> }): Promise<WireCapture> {
  const { fetch, bodies } = recordingFetch();
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    await bind().invoke("x");
  } catch (error) {
    // An error after the body is recorded is the fake 400; one before it is the converter's.
    if ((error as Error).message.includes(NO_NETWORK)) throw error;
    if (bodies.length === 0) return { tool, target: "google-parameters", thrown: (error as Error).message };
  } finally {
    globalThis.fetch = original;
  }
  const [declaration] = (bodies[0] as Declarations).tools?.flatMap((t) => t.functionDeclarations ?? []) ?? [];
  if (!declaration) return { tool, target: "google-parameters", dropped: true };
  return { tool, target: "google-parameters", sent: { name: declaration.name, schema: declaration.parameters ?? {} } };
}

const NO_NETWORK = "the wire test blocks the network";
const PROVIDERS = "shared/reference/providers.md";
const UNKNOWN = (keyword: string) => `Gemini's parameters answer "${keyword}" with \`Unknown name "${keyword}" ... Cannot find field\` (${PROVIDERS} §3; openswarm-ai/openswarm#24)`;
const TYPE_LIST =
  "Gemini's parameters answer a type list with `Proto field is not repeating, cannot start list.` (symfony/ai PR #1330, WordPress/ai-provider-for-google#33); ChatGoogleGenerativeAI forwards it unchanged (captured)";

export const suite: WireSuite = {
  label: "LangChain.js Gemini (@langchain/google-genai 2.3.2, @langchain/google-vertexai 2.3.2)",
  dir,
  async capture() {
    // Any call that reaches the global fetch outside a recording fails the test instead of the network.
    const original = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error(NO_NETWORK));
    try {
      const { bound } = await import("./fixture/bound.js");
      const captures: WireCapture[] = [];
      for (const [tool, bind] of Object.entries(bound)) captures.push(await send(tool, bind));
      return captures;
    } finally {
      globalThis.fetch = original;
    }
  },
  rejections: [
    { tool: "resize", target: "google-parameters", code: "unsupported-keyword", why: `${UNKNOWN("exclusiveMinimum")}; zod's .positive() writes it and ChatGoogleGenerativeAI keeps it (captured)` },
    { tool: "save_note", target: "google-parameters", code: "unsupported-keyword", why: TYPE_LIST },
    { tool: "configure", target: "google-parameters", code: "unsupported-keyword", why: TYPE_LIST },
    { tool: "draw", target: "google-parameters", code: "unsupported-keyword", why: `"oneOf" is not a field of Gemini's OpenAPI Schema (${PROVIDERS} §3); ChatGoogleGenerativeAI keeps the discriminated union's oneOf (captured)` },
    { tool: "pick", target: "google-parameters", code: "sdk", why: 'bindTools throws "Invalid enum: empty string not allowed in tool "pick" …" (observed, @langchain/google-genai 2.3.2 assertNoEmptyStringEnums)' },
    {
      tool: "v_draw",
      target: "google-parameters",
      code: "unsendable-tool",
      why: '@langchain/google-common 2.3.2 schemaToGeminiParameters throws "Gemini cannot handle union types" for a union but [X, null] (observed): the request is never made',
    },
  ],
};
