import { defineToolkit, makeAssistantTool, useAssistantTool } from "@assistant-ui/react";
import { z } from "zod";
import { z as z3 } from "zod/v3";

/** assistant-ui frontend tools: converted in the browser, sent by the route's AI SDK model through frontendTools(). */

// A root union: OpenAI, Anthropic and Gemini all reject a tool whose parameters are not an object.
export const FindOrder = makeAssistantTool({
  toolName: "find_order",
  description: "Find an order by its number or by the customer's email.",
  parameters: z.union([z.object({ number: z.string() }), z.object({ email: z.email() })]),
  execute: async () => "none",
});

// zod 3 has no Standard JSON Schema converter: the transport throws on every message.
export function useCancelOrder() {
  useAssistantTool({
    toolName: "cancel_delivery",
    description: "Cancel an order that has not shipped yet.",
    parameters: z3.object({ number: z3.string() }),
    execute: async () => "cancelled",
  });
}

// A lookahead pattern: the AI SDK's OpenAI provider drops it on the way.
export const toolkit = defineToolkit({
  track_delivery: {
    type: "frontend",
    description: "Track a parcel by its tracking code.",
    parameters: { type: "object", properties: { code: { type: "string", pattern: "^(?!TEST)[A-Z0-9]{10}$" } }, required: ["code"] },
    execute: async () => "in transit",
    render: () => null,
  },
});
