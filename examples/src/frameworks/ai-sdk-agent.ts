// The assistant's whole tool set, put together from the support module and this one's lookups.
import { tool } from "ai";
import { z } from "zod";
import { supportTools } from "./ai-sdk.js";

export const assistantTools = {
  ...supportTools,
  // Added as a lookup by e-mail address, under a key the support tools already use: the object keeps
  // this one, and the model never sees the lookup by order number.
  findOrder: tool({
    description: "Find a customer's latest order by their e-mail address.",
    inputSchema: z.object({ email: z.string().email() }),
    execute: async ({ email }) => ({ email, status: "processing" }),
  }),
};
