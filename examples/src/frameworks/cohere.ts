// Cohere's Chat v2 through cohere-ai: `strictTools: true` sends every tool of the request to
// Structured Outputs, whose JSON Schema subset leaves bounds unenforced and refuses a union root.
import { CohereClientV2, type Cohere } from "cohere-ai";

const cohere = new CohereClientV2({ token: process.env.CO_API_KEY });
const messages: Cohere.ChatMessages = [{ role: "user", content: "Book two nights in Lyon from May 3." }];

/** "minimum" is not enforced with strictTools; the union root is refused. */
export const book = () =>
  cohere.chat({
    model: "command-a-03-2025",
    messages,
    strictTools: true,
    tools: [
      {
        type: "function",
        function: {
          name: "book_room",
          description: "Book a hotel room.",
          parameters: {
            type: "object",
            properties: { city: { type: "string" }, check_in: { type: "string", format: "date" }, nights: { type: "integer", minimum: 1 } },
            required: ["city", "check_in", "nights"],
          },
        },
      },
      {
        type: "function",
        function: {
          name: "find_booking",
          description: "Find a booking by its reference or by the guest's email.",
          parameters: { anyOf: [{ type: "object", properties: { reference: { type: "string" } }, required: ["reference"] }, { type: "object", properties: { email: { type: "string" } }, required: ["email"] }] },
        },
      },
    ],
  });
