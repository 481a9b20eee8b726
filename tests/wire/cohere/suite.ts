import path from "node:path";
import { CohereClient, CohereClientV2 } from "cohere-ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface Body {
  readonly tools?: { readonly function?: { readonly name: string; readonly parameters: JsonObject } }[];
  readonly strict_tools?: boolean;
}

/** Chat v2 with `strict_tools: true` is the cohere-strict target; without it, cohere. */
const targetOf = (body: Body) => (body.strict_tools === true ? "cohere-strict" : "cohere");

/** The tool names of each request, as the fixture writes them, for a request the SDK throws on. */
const THROWS: Readonly<Record<string, string>> = { zodObject: "zod_object", withoutParameters: "no_parameters" };

/**
 * Each fixture request through the real SDK (`CohereClientV2`, or `CohereClient#v2`) with a fake
 * `fetch` that records the body and answers 400: nothing leaves the machine; `maxRetries: 0`.
 */
async function sendAll(): Promise<WireCapture[]> {
  const fixture = await import("./fixture/tools.js");
  const captures: WireCapture[] = [];
  for (const [key, send] of Object.entries(fixture)) {
    const { fetch, bodies } = recordingFetch();
    const v2 = new CohereClientV2({ token: "wire-test", fetch, maxRetries: 0 } as never);
    const v1 = new CohereClient({ token: "wire-test", fetch, maxRetries: 0 } as never);
    const client = key === "throughV1Client" ? v1 : v2;
    let thrown: string | undefined;
    await (send as (client: never) => Promise<void>)(client as never).catch((error: unknown) => {
      if (bodies.length === 0) thrown = error instanceof Error ? error.message : String(error);
    });
    if (thrown !== undefined) {
      captures.push({ tool: THROWS[key] ?? key, target: "cohere", thrown });
      continue;
    }
    for (const body of bodies as Body[]) {
      for (const tool of body.tools ?? []) {
        if (tool.function) captures.push({ tool: tool.function.name, target: targetOf(body), sent: { name: tool.function.name, schema: tool.function.parameters } });
      }
    }
  }
  return captures;
}

const DOCS = "docs.cohere.com/docs/structured-outputs (cohere-ai/cohere-developer-experience fern/pages/v2/text-generation/structured-outputs.mdx, 2026-08-06)";

export const suite: WireSuite = {
  label: "Cohere SDK (cohere-ai 8.1.0)",
  dir,
  capture: sendAll,
  rejections: [
    { tool: "find_contact", target: "cohere-strict", code: "root-not-object", why: `"The \`type\` in the top level schema must be \`object\`" (${DOCS}, Schema constraints)` },
    {
      tool: "openai_style",
      target: "cohere",
      code: "unsendable-tool",
      why: "Cohere answers 422 `unknown field: parameter 'strict' is not a valid field` to a function with OpenAI's `strict` (OpenRouterTeam/openrouter-examples#71); the SDK passes the key through (seen on the wire)",
    },
    { tool: "zod_object", target: "cohere", code: "sdk", why: "the SDK throws `tools -> [0] -> function -> parameters: Expected object. Received object.` (observed)" },
    { tool: "no_parameters", target: "cohere", code: "sdk", why: 'the SDK throws `tools -> [0] -> function: Missing required key "parameters"` (observed)' },
  ],
};
