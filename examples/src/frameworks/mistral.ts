// The Mistral SDK: function tools of a chat request, sent to Mistral's API with `parameters` as written.
import { Mistral } from "@mistralai/mistralai";

const client = new Mistral({ apiKey: process.env.MISTRAL_API_KEY });

export async function answer(question: string) {
  return client.chat.complete({
    model: "mistral-large-latest",
    messages: [{ role: "user", content: question }],
    tools: [
      {
        type: "function",
        function: {
          name: "shipments.track", // Mistral refuses the dot: invalid-name
          description: "Tracks one shipment by its number.",
          parameters: { type: "object", properties: { number: { type: "string" } }, required: ["number"] },
        },
      },
      {
        type: "function",
        function: {
          name: "list_parcels",
          description: "Lists the parcels of a shipment.",
          // A draft-04 boolean bound: Mistral answers "Invalid tool schema" (unsupported-keyword).
          parameters: { type: "object", properties: { weight: { type: "number", minimum: 0, exclusiveMinimum: true } } },
        },
      },
    ],
  });
}
