import path from "node:path";
// Resolved from this folder's own node_modules (its package.json): AI SDK 4 with zod 3.25.
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, type Tool } from "ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface ChatFunction {
  readonly name: string;
  readonly parameters: JsonObject;
}

/** Sends one tool through `generateText` and a Chat Completions model (`openai(id)` in @ai-sdk/openai 1.x). */
async function send(name: string, tool: Tool): Promise<WireCapture> {
  const recorder = recordingFetch();
  let thrown: string | undefined;
  try {
    await generateText({ model: createOpenAI({ fetch: recorder.fetch, apiKey: "x" })("gpt-4o"), tools: { [name]: tool }, prompt: "x", maxRetries: 0 });
  } catch (error) {
    thrown = error instanceof Error ? error.message : String(error);
  }
  const body = recorder.bodies[0] as { tools?: { function: ChatFunction }[] } | undefined;
  if (!body) return { tool: name, target: "openai", thrown: thrown ?? "no request" };
  const fn = body.tools?.[0]?.function;
  return fn ? { tool: name, target: "openai", sent: { name: fn.name, schema: fn.parameters } } : { tool: name, target: "openai", dropped: true };
}

export const suite: WireSuite = {
  label: "Vercel AI SDK 4 (ai 4.3.19, @ai-sdk/openai 1.3.24, zod 3.25.76)",
  dir,
  // Sent through the OpenAI provider only: the other destinations are not on this wire.
  targets: ["openai"],
  async capture() {
    const { tools } = await import("./fixture/tools.js");
    const captures: WireCapture[] = [];
    for (const [name, tool] of Object.entries(tools as unknown as Record<string, Tool>)) captures.push(await send(name, tool));
    return captures;
  },
  rejections: [
    // Observed: generateText rejects with "Cannot read properties of undefined (reading '_def')" before any request.
    { tool: "define_word", target: "openai", code: "sdk", why: "AI SDK 4 reads `parameters`; with `inputSchema` alone it throws when the request is built (observed, ai 4.3.19)" },
    // Observed: parameters is { "$schema": "…draft-07…" } alone, which OpenAI refuses.
    {
      tool: "tag_note",
      target: "openai",
      code: "sdk",
      why: 'AI SDK 4\'s zod-to-json-schema reads zod 3 only and sends a zod 4 schema as { "$schema" } alone (observed, ai 4.3.19); parameters must be "type": "object" (shared/reference/providers.md §1a)',
    },
  ],
};
