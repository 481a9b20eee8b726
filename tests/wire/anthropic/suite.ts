import path from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface ToolOnWire {
  readonly name: string;
  readonly input_schema: JsonObject;
  readonly strict?: boolean;
}

const captureOf = (tool: string, sent: ToolOnWire): WireCapture => ({
  tool,
  target: sent.strict === true ? "anthropic-strict" : "anthropic",
  sent: { name: sent.name, schema: sent.input_schema },
});

/** Runs `send` against a client whose fetch records each request body; returns the tools of all bodies. */
async function sendAll(send: (client: Anthropic) => Promise<unknown>): Promise<ToolOnWire[]> {
  const { fetch, bodies } = recordingFetch();
  const client = new Anthropic({ apiKey: "x", fetch, maxRetries: 0 });
  await send(client).catch(() => undefined); // the fake answers 400 once the body is recorded
  // Server tools and Managed Agents toolsets carry no schema.
  return bodies.flatMap((body) => ((body as { tools?: ToolOnWire[] }).tools ?? []).filter((tool) => tool.input_schema !== undefined));
}

const request = { model: "claude-sonnet-5", max_tokens: 100, messages: [{ role: "user" as const, content: "hi" }] };

const PROVIDERS = "shared/reference/providers.md";
const STRUCTURED_OUTPUTS = "platform.claude.com/docs/en/build-with-claude/structured-outputs";

export const suite: WireSuite = {
  label: "Anthropic SDK (@anthropic-ai/sdk 1.14.0)",
  dir,
  async capture() {
    const raw = await import("./fixture/raw.js");
    const { tools } = await import("./fixture/zod.js");
    const agents = await import("./fixture/agents.js");
    const captures: WireCapture[] = [...(await sendAll(raw.send)), ...(await sendAll(agents.createAgent)), ...(await sendAll(agents.updateAgent))].map((sent) => captureOf(sent.name, sent));
    const [invoice] = await sendAll((client) => client.beta.messages.create({ ...request, tools: [raw.lookupInvoice] }));
    captures.push(captureOf("lookup_invoice", invoice!));
    // A typed runnable tool and a strict betaTool, as the tool runner sends them.
    const runnable = await sendAll(async (client) => {
      for await (const _ of client.beta.messages.toolRunner({ ...request, tools: [agents.currentTime, agents.strictInvoice] })) break;
    });
    for (const sent of runnable) captures.push(captureOf(sent.name, sent));
    // betaZodTool: built one by one (the helper throws on some schemas), then run by the tool runner.
    const built: { key: string; tool: ReturnType<(typeof tools)[keyof typeof tools]> }[] = [];
    for (const [key, make] of Object.entries(tools)) {
      try {
        built.push({ key, tool: make() });
      } catch (error) {
        captures.push({ tool: key, target: "anthropic", thrown: (error as Error).message });
      }
    }
    const sent = await sendAll(async (client) => {
      for await (const _ of client.beta.messages.toolRunner({ ...request, tools: built.map((b) => b.tool) })) break;
    });
    sent.forEach((tool, i) => captures.push(captureOf(built[i]!.key, tool)));
    return captures;
  },
  rejections: [
    ...["search.docs", "zb.invalid name"].map((tool) => ({ tool, target: "anthropic", code: "invalid-name", why: `tool names match ^[a-zA-Z0-9_-]{1,128}$ (${PROVIDERS} §2, API reference)` })),
    { tool: "root_union", target: "anthropic", code: "root-not-object", why: `"input_schema does not support oneOf, allOf, or anyOf at the top level" (${PROVIDERS} §2)` },
    { tool: "no_type_root", target: "anthropic", code: "root-not-object", why: `"tools.N.custom.input_schema.type: Field required" (${PROVIDERS} §2, API reference)` },
    ...["zb_root_union", "zb_root_discriminated"].map((tool) => ({ tool, target: "anthropic", code: "sdk", why: "betaZodTool throws at definition: the schema must be an object (observed; src/helpers/beta/zod.ts)" })),
    { tool: "strict_open_object", target: "anthropic-strict", code: "missing-additional-properties-false", why: `strict tools need additionalProperties: false on every object (${STRUCTURED_OUTPUTS})` },
    ...["strict_number_bounds", "zb_strict_bounds"].map((tool) => ({ tool, target: "anthropic-strict", code: "unsupported-keyword", why: `"For 'integer' type, properties maximum, minimum are not supported" (${STRUCTURED_OUTPUTS})` })),
    { tool: "strict_string_length", target: "anthropic-strict", code: "unsupported-keyword", why: `minLength / maxLength are not supported in strict tools (${STRUCTURED_OUTPUTS})` },
    { tool: "strict_invoice", target: "anthropic-strict", code: "missing-additional-properties-false", why: `strict tools need additionalProperties: false on every object (${STRUCTURED_OUTPUTS})` },
    { tool: "agent.lookup", target: "anthropic", code: "invalid-name", why: "a Managed Agents custom tool name has 1-128 letters, digits, underscores and hyphens (BetaManagedAgentsCustomToolParams.name, resources/beta/agents/agents.d.ts, @anthropic-ai/sdk 1.14.0)" },
  ],
  knownDifferences: [
    {
      tool: "zb_reused",
      target: "anthropic",
      reason:
        "betaZodTool converts with `reused: \"ref\"`, which moves a zod schema used twice (the same instance) into `$defs`; the plugin's zod extraction inlines it, and instance identity is not in the JSON the transform sees. Same values accepted; `$ref`-specific findings can be missed",
    },
  ],
};
