// https://github.com/vercel/ai/issues/20681
// A strict tool with a hand-written JSON Schema that leaves objects open, sent to Claude through Bedrock:
// strict tool use wants additionalProperties: false on every object, so the request failed with HTTP 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/20681",
  summary: "An AI SDK tool with jsonSchema({...}) whose objects never say additionalProperties, and strict: true.\nBedrock's Anthropic models refuse it: every object must set additionalProperties to false.",
  framework: "ai-sdk",
  provider: "AWS Bedrock",
  failureClass: "strict mode requires closed objects",
  verdict: "failure",
  files: {
    "src/weather.ts": `import { jsonSchema, tool } from "ai";

export const weather = tool({
  description: "Current weather in a city",
  inputSchema: jsonSchema<{ city: string }>({
    type: "object",
    properties: { city: { type: "string" } },
    required: ["city"],
  }),
  strict: true,
  execute: async () => "sunny",
});
`,
  },
  expected: [{ file: "src/weather.ts", line: 5, rule: "missing-additional-properties-false" }],
  status: "caught",
});
