import { FunctionTool, LlmAgent, LongRunningFunctionTool } from "@google/adk";
import { Type } from "@google/genai";
import { z } from "zod";

/**
 * Google ADK tools: converted to a Gemini Schema each time an agent builds a request, then sent by its
 * Gemini model in `functionDeclarations[].parameters`. `@google/adk` is not installed in this project:
 * the plugin finds the tools by the import alone.
 */

// zod writes `.gt(0)` as `exclusiveMinimum`, which Gemini's parameters field does not know.
export const quoteShipping = new FunctionTool({
  name: "quote_shipping",
  description: "Quote the shipping cost of a parcel.",
  parameters: z.object({ destination: z.string(), weightKg: z.number().gt(0) }),
  execute: ({ destination }) => ({ destination, cost: 12 }),
});

// ADK drops the record's value schema on the way: the model is not told the quantities are numbers.
export const updateStock = new FunctionTool({
  name: "update_stock",
  description: "Set the stock level of several products.",
  parameters: z.object({ levels: z.record(z.string(), z.number().int()) }),
  execute: () => "updated",
});

// A genai Schema written by hand is sent as given; the name comes from the execute function.
export const trackParcel = new LongRunningFunctionTool({
  description: "Track a parcel until it is delivered.",
  parameters: { type: Type.OBJECT, properties: { parcelId: { type: Type.STRING } }, required: ["parcelId"] },
  execute: async function track_parcel() {
    return { status: "pending" };
  },
});

export const shippingAgent = new LlmAgent({
  name: "shipping_agent",
  model: "gemini-2.5-flash",
  instruction: "Help customers ship and track parcels.",
  tools: [quoteShipping, updateStock, trackParcel],
});
