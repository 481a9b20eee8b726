import path from "node:path";
import { HTTPClient, Mistral } from "@mistralai/mistralai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface ToolOnWire {
  readonly type?: string;
  readonly function?: { readonly name: string; readonly parameters: JsonObject };
}

/**
 * The SDK's own pipeline (request validation with its zod schemas, key renaming, serialisation) down
 * to its HTTPClient, whose fetcher hands the Request to the recorder: it keeps the body and answers
 * 400, which the SDK throws as an error (retries off, nothing leaves the machine).
 */
function recordingClient(): { client: Mistral; bodies: unknown[] } {
  const { fetch, bodies } = recordingFetch();
  const fetcher = async (input: string | URL | Request, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return fetch(request.url, { method: request.method, body: await request.text() });
  };
  const client = new Mistral({ apiKey: "wire-test", httpClient: new HTTPClient({ fetcher }), retryConfig: { strategy: "none" } });
  return { client, bodies };
}

/** Fixture sends that the SDK refuses before any request, with the tool each one holds. */
const THROWING: Readonly<Record<string, string>> = { withoutParameters: "ping", zodParameters: "zod_tool" };

/** Runs each fixture request; returns every function tool of every body, as the `mistral` destination received it. */
async function sendAll(): Promise<WireCapture[]> {
  const fixture = (await import("./fixture/tools.js")) as Record<string, (client: Mistral) => Promise<void>>;
  const { client, bodies } = recordingClient();
  const captures: WireCapture[] = [];
  for (const [name, send] of Object.entries(fixture)) {
    const before = bodies.length;
    // The recorder answers 400 once the body is kept; an error before that is the SDK's own.
    const thrown = await send(client).then(
      () => undefined,
      (error: unknown) => (bodies.length === before ? (error as Error).message : undefined),
    );
    if (thrown !== undefined) {
      const tool = THROWING[name];
      if (!tool) throw new Error(`${name} threw before sending: ${thrown}`);
      captures.push({ tool, target: "mistral", thrown });
      continue;
    }
    const tools = (bodies[bodies.length - 1] as { tools?: ToolOnWire[] }).tools ?? [];
    for (const tool of tools) {
      if (tool.type === "function" && tool.function) captures.push({ tool: tool.function.name, target: "mistral", sent: { name: tool.function.name, schema: tool.function.parameters } });
    }
  }
  return captures;
}

const PROVIDERS = "shared/reference/providers.md";
const NAME_RULE = `Mistral: \`Function name was <name> but must be a-z, A-Z, 0-9, or contain underscores and dashes, with a maximum length of 64.\` (Kochava-Studios/witsy PR #164; ${PROVIDERS} §4)`;
const SDK_THROWS = "the SDK's request validation (FunctionT$outboundSchema, @mistralai/mistralai 2.7.0) throws \"Input validation failed\" before any request (captured)";

export const suite: WireSuite = {
  label: "Mistral SDK (@mistralai/mistralai 2.7.0)",
  dir,
  capture: sendAll,
  rejections: [
    { tool: "search.docs", target: "mistral", code: "invalid-name", why: `${NAME_RULE}: no dot` },
    { tool: "look_up_the_complete_shipping_history_of_one_parcel_with_every_scan", target: "mistral", code: "invalid-name", why: `${NAME_RULE}: 67 characters` },
    {
      tool: "read_pages",
      target: "mistral",
      code: "unsupported-keyword",
      why: "a boolean exclusiveMinimum fails Mistral's schema check: `Invalid tool schema: {…'exclusiveMinimum': True…} is not valid under any of the given schemas` (SylphxAI/pdf-reader-mcp#63, the same schema)",
    },
    { tool: "ping", target: "mistral", code: "sdk", why: `${SDK_THROWS}: \`function.parameters\` is required` },
    { tool: "zod_tool", target: "mistral", code: "sdk", why: `${SDK_THROWS}: \`parameters\` is a z.record, "expected record, received ZodObject"` },
  ],
};
