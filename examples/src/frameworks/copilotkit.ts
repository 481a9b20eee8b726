import { useCopilotAction } from "@copilotkit/react-core";
import { useFrontendTool } from "@copilotkit/react-core/v2";
import { z } from "zod";

/** CopilotKit frontend tools: registered by React hooks, sent over AG-UI to the runtime's agent. */

export function TravelTools(): null {
  // The v1 parameters array, turned into JSON Schema, zod and back: `extras` reaches the model without its
  // description, and the "date[]" items become a list of anything, which OpenAI refuses.
  useCopilotAction({
    name: "plan_trip",
    description: "Plan a trip through some cities.",
    parameters: [
      { name: "cities", type: "string[]", description: "Cities to visit, in order" },
      { name: "dates", type: "date[]" as "string[]", description: "Travel dates" },
      { name: "extras", type: "object", description: "Wishes such as a window seat" },
    ],
    handler: async ({ cities }) => cities.join(" → "),
  });

  // v2 with zod: the core strips every additionalProperties, so the record reaches the model as an object
  // without fields; and "book trip" is no name OpenAI, Anthropic or Gemini accepts.
  useFrontendTool({
    name: "book trip",
    description: "Book the planned trip.",
    parameters: z.object({ trip: z.string(), notes: z.record(z.string(), z.string()).optional() }),
    handler: async ({ trip }) => trip,
  });
  return null;
}
