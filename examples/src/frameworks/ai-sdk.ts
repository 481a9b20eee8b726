// A support assistant's tools for the Vercel AI SDK: `streamText({ model, tools: supportTools })`.
import { jsonSchema, tool } from "ai";
import { z } from "zod";

const findOrder = tool({
  description: "Find a customer's order by its number.",
  // Per-tool strict mode: OpenAI and Anthropic get this tool with `strict: true`.
  strict: true,
  // `jsonSchema` sends this object exactly as written: nothing closes it for OpenAI strict mode.
  inputSchema: jsonSchema<{ orderNumber: string }>({
    type: "object",
    properties: { orderNumber: { type: "string", pattern: "^ORD-[0-9]{6}$" } },
    required: ["orderNumber"],
  }),
  execute: async ({ orderNumber }) => ({ orderNumber, status: "shipped" }),
});

export const supportTools = {
  findOrder,
  refund: tool({
    description: "Refund part or all of an order.",
    strict: true,
    inputSchema: z.object({
      orderNumber: z.string(),
      amount: z.number().positive(),
      // Optional: OpenAI strict mode rejects the tool unless every property is required.
      reason: z.string().optional(),
    }),
    execute: async ({ orderNumber, amount }) => ({ orderNumber, refunded: amount }),
  }),
};
