import { Agent, tool } from "@openai/agents";
import { z } from "zod";

/**
 * The SDK renames "refund-order" to "refund_order" and makes the optional note required + nullable. That
 * optional note also makes openai-node's zod helper throw, so the SDK converts with its own fallback,
 * which sends amountCents as a plain "number" without its bound.
 */
export const refundOrder = tool({
  name: "refund-order",
  description: "Refund an order in full or in part.",
  parameters: z.object({
    orderId: z.string(),
    amountCents: z.number().int().positive(),
    note: z.string().optional(),
  }),
  execute: async ({ orderId, amountCents }) => `Refunded ${amountCents} cents on ${orderId}.`,
});

/** A raw JSON Schema tool that opts out of strict mode (the SDK's types then want an open object). */
export const orderStatus = tool({
  name: "order_status",
  description: "Current status of an order.",
  parameters: {
    type: "object" as const,
    properties: { orderId: { type: "string", pattern: "^ord_[a-z0-9]+$" } },
    required: ["orderId"],
    additionalProperties: true as const,
  },
  strict: false,
  execute: async (input) => `Order ${JSON.stringify(input)} is on its way.`,
});

export const supportAgent = new Agent({
  name: "Support",
  instructions: "Help customers with their orders.",
  tools: [refundOrder, orderStatus],
});

/**
 * An agent called as a tool: named after the agent ("Support" stays, "Order desk" becomes
 * "Order_desk"), always strict, and given the SDK's own `{ input: string }` schema.
 */
const orderDesk = new Agent({ name: "Order desk", instructions: "Answer questions about one order." });
export const triageAgent = new Agent({
  name: "Triage",
  instructions: "Route each question.",
  tools: [orderDesk.asTool({ toolDescription: "Ask the order desk about one order." })],
});
