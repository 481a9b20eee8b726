import OpenAI from "openai";
import { standardFunction } from "openai/helpers/standard-schema";
import { zodFunction, zodRealtimeFunction } from "openai/helpers/zod";
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { z } from "zod";

const client = new OpenAI();

/** Shared with other chat calls; strict mode asked for but the object is left open. */
export const supportTools: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "lookup_ticket",
      description: "Find a support ticket by its id.",
      parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
      strict: true,
    },
  },
];

/** `zodFunction` is always strict: an optional field without `.nullable()` makes it throw. */
const escalate = zodFunction({
  name: "escalate_ticket",
  description: "Hand a ticket to a human agent.",
  parameters: z.object({
    id: z.string(),
    reason: z.string().optional(),
  }),
});

/**
 * The Standard Schema helper is strict too, but converts the input side: the `.default()` stays
 * optional, and the helper throws on it.
 */
export const triage = standardFunction({
  name: "triage_ticket",
  description: "Set the priority of a ticket.",
  parameters: z.object({ id: z.string(), priority: z.enum(["low", "high"]).default("low") }),
});

/** A Realtime session tool: never strict, sent as zod writes the input side. */
export const voiceLookup = zodRealtimeFunction({
  name: "voice_lookup_ticket",
  description: "Find a support ticket by its id, by voice.",
  parameters: z.object({ id: z.string(), verbose: z.boolean().optional() }),
});

export async function answer(question: string) {
  const chat = await client.chat.completions.create({
    model: "gpt-4.1",
    messages: [{ role: "user", content: question }],
    tools: [...supportTools, escalate],
  });
  // The Responses API takes the flat form; "search.kb" has a dot, which OpenAI rejects in names.
  const response = await client.responses.create({
    model: "gpt-4.1",
    input: question,
    tools: [
      {
        type: "function",
        name: "search.kb",
        description: "Search the knowledge base.",
        parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"], additionalProperties: false },
        strict: true,
      },
    ],
  });
  // The legacy `functions` parameter: never strict, and the same name rules.
  const legacy = await client.chat.completions.create({
    model: "gpt-4.1",
    messages: [{ role: "user", content: question }],
    functions: [{ name: "ticket.count", description: "Count open tickets.", parameters: { type: "object", properties: { team: { type: "string" } } } }],
  });
  return { chat, response, legacy };
}
