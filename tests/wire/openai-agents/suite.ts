import path from "node:path";
import OpenAI from "openai";
import { Agent, run, setDefaultOpenAIClient, setTracingDisabled, type Tool } from "@openai/agents";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface FunctionOnWire {
  readonly name: string;
  readonly parameters: JsonObject;
  readonly strict?: boolean | null;
}

/** The fixture's tools with `strict: false`: they go to OpenAI non-strict. */
const LOOSE = new Set(["ag_loose", "ag_literal_root_union", "ag_zod_not_strict"]);
const PROVIDERS = "shared/reference/providers.md";
const STRICT_GUIDE = "OpenAI structured-outputs guide, copy compiled 2026-04-07";

export const suite: WireSuite = {
  label: "OpenAI Agents SDK (@openai/agents 0.20.0)",
  dir,
  async capture() {
    const { tools } = await import("./fixture/tools.js");
    const captures: WireCapture[] = [];
    // tool() throws at definition for some inputs: each is built alone.
    const built: { key: string; tool: Tool }[] = [];
    for (const [key, make] of Object.entries(tools)) {
      try {
        built.push({ key, tool: make() as Tool });
      } catch (error) {
        captures.push({ tool: key, target: LOOSE.has(key) ? "openai" : "openai-strict", thrown: (error as Error).message });
      }
    }
    const { fetch, bodies } = recordingFetch();
    setTracingDisabled(true);
    setDefaultOpenAIClient(new OpenAI({ apiKey: "x", fetch, maxRetries: 0 }));
    const agent = new Agent({ name: "wire", model: "gpt-4.1", tools: built.map((b) => b.tool) });
    await run(agent, "hi").catch(() => undefined); // the fake answers 400 once the body is recorded
    // The Responses request lists the agent's tools in order; a tool missing from it was dropped.
    const sent = (bodies[0] as { tools?: FunctionOnWire[] }).tools ?? [];
    built.forEach(({ key }, index) => {
      const fn = sent[index];
      if (!fn) captures.push({ tool: key, target: LOOSE.has(key) ? "openai" : "openai-strict", dropped: true });
      else captures.push({ tool: key, target: fn.strict === true ? "openai-strict" : "openai", sent: { name: fn.name, schema: fn.parameters } });
    });
    return captures;
  },
  rejections: [
    { tool: "ag_literal_root_union", target: "openai", code: "root-not-object", why: `parameters must be "type": "object", even without strict (${PROVIDERS} §1a; alibaba/spring-ai-alibaba#4576)` },
    { tool: "ag_record", target: "openai-strict", code: "missing-additional-properties-false", why: `the record goes out with additionalProperties: { type: "string" }; strict mode needs false on every object (${STRICT_GUIDE})` },
    { tool: "ag_required_zod", target: "openai-strict", code: "unsupported-keyword", why: `the SDK keeps the field's default, and "'default' is not permitted" in strict mode (${PROVIDERS} §1c)` },
    ...["ag_root_union", "ag_root_discriminated", "ag_zod_not_strict", "ag_literal_one_of", "ag_literal_ambiguous", "ag_unconvertible"].map((tool) => ({ tool, target: LOOSE.has(tool) ? "openai" : "openai-strict", code: "sdk", why: "tool() throws at definition (observed; agents-core src/utils/tools.ts, src/utils/strictToolSchema.ts)" })),
  ],
};
