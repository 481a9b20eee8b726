import { FunctionTool, tool } from "llamaindex";
import { z } from "zod";

/** LlamaIndex.TS tools: converted when made, then sent by whichever LLM an agent or chat() is given. */

// zod's output conversion lists `nights` as required, though it has a default.
export const findHotels = tool({
  name: "find_hotels",
  description: "Find hotels in a city.",
  parameters: z.object({ city: z.string(), nights: z.number().int().default(1) }),
  execute: ({ city }) => [city],
});

// A root union: OpenAI rejects it, and @llamaindex/anthropic throws before sending anything.
export const findBooking = FunctionTool.from(() => "none", {
  name: "find_booking",
  description: "Find a booking by reference or by email.",
  parameters: z.union([z.object({ reference: z.string() }), z.object({ email: z.string() })]),
});
