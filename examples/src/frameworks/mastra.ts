// A Mastra agent's calendar tool: `new Agent({ tools: { bookMeeting } })`.
import { createTool } from "@mastra/core/tools";
import { z } from "zod";

export const bookMeeting = createTool({
  id: "book-meeting",
  description: "Book a meeting room for a group.",
  inputSchema: z.object({
    room: z.string().regex(/^[A-Z]-[0-9]{3}$/),
    attendees: z.array(z.string().email()).min(2).max(12),
    notes: z.string().max(500).optional(),
  }),
  execute: async ({ room }) => ({ booked: room }),
});
