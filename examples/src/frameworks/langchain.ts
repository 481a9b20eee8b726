import { StructuredTool, tool } from "@langchain/core/tools";
import { z } from "zod";

/** Support-desk tools for a LangChain agent: `createAgent({ model, tools: supportTools })`. */

export const findTicket = tool(async ({ ticketId }) => `Ticket ${ticketId} is open.`, {
  // A dot is fine for LangChain, but OpenAI and Anthropic reject the name.
  name: "tickets.find",
  description: "Find a support ticket by its id.",
  schema: z.object({
    // Gemini: LangChain's converter throws on the ["string", "number"] type list zod writes here.
    ticketId: z.union([z.string(), z.number()]).describe("Ticket id, as printed or as a number"),
  }),
});

export class EscalateTicket extends StructuredTool {
  name = "escalate_ticket";
  description = "Hand a ticket to the on-call engineer. Only after the customer agreed to wait.";
  schema = z.object({
    ticketId: z.string(),
    // Gemini receives "nullable": true instead of the type list.
    note: z.string().nullable().describe("What the engineer should know first"),
  });

  async _call({ ticketId }: { ticketId: string; note: string | null }): Promise<string> {
    return `Escalated ${ticketId}.`;
  }
}

export const supportTools = [findTicket, new EscalateTicket()];
