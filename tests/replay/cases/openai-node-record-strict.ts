// https://github.com/YourGPT/copilot-sdk/pull/108
// A strict Responses function whose 'metadata' field is a free-form map (additionalProperties: true, what
// z.record or passthrough produce): strict mode wants every object closed, so the call failed with 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/YourGPT/copilot-sdk/pull/108",
  summary: "A strict Responses API function with a metadata object that allows any extra keys.\nOpenAI strict mode rejects it: additionalProperties must be supplied and be false.",
  framework: "openai-node",
  provider: "OpenAI",
  failureClass: "strict mode requires closed objects",
  verdict: "failure",
  files: {
    "src/booking.ts": `import OpenAI from "openai";

const client = new OpenAI();

export async function book() {
  return client.responses.create({
    model: "gpt-4.1",
    input: "Book a call for tomorrow",
    tools: [
      {
        type: "function",
        name: "create_booking",
        strict: true,
        parameters: {
          type: "object",
          properties: {
            start: { type: "string" },
            metadata: { type: "object", additionalProperties: true },
          },
          required: ["start", "metadata"],
          additionalProperties: false,
        },
      },
    ],
  });
}
`,
  },
  expected: [{ file: "src/booking.ts", line: 18, rule: "missing-additional-properties-false" }],
  status: "caught",
});
