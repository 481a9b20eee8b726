import { genkit, z } from "genkit";

/** A Genkit app: tools defined on the instance go to whichever model plugin a generate() names. */
const ai = genkit({ plugins: [] });

// Genkit sends only the part after the last "/" ("find_flights"); its Gemini plugin drops the seat bounds.
export const findFlights = ai.defineTool(
  {
    name: "travel/find_flights",
    description: "Find flights between two airports on a day.",
    inputSchema: z.object({ from: z.string(), to: z.string(), day: z.string(), seats: z.number().int().min(1).max(9) }),
  },
  async ({ from, to }) => `flights ${from} → ${to}`,
);

// No input: Genkit sends `{ "$schema": … }` without "type", which OpenAI rejects (genkit-ai/genkit#1361).
export const listAirports = ai.defineTool({ name: "list_airports", description: "List the airports served." }, async () => ["LIS", "OPO"]);
