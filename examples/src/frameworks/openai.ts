import OpenAI from "openai";
import { zodFunction } from "openai/helpers/zod";
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
  return { chat, response };
}
