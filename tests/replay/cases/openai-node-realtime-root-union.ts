// https://github.com/cobuildwithus/murph/pull/2128
// A Realtime session tool whose parameters had a root-level anyOf: the Realtime model stopped with an
// internal error while processing answers; removing the root condition fixed it.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/cobuildwithus/murph/pull/2128",
  summary: "A Realtime function tool built with zodRealtimeFunction from a union of two objects (root anyOf).\nThe Realtime API fails on the root-level anyOf; its parameters must be one object.",
  framework: "openai-node",
  provider: "OpenAI",
  failureClass: "root is not an object",
  verdict: "failure",
  files: {
    "src/voice.ts": `import { zodRealtimeFunction } from "openai/helpers/zod";
import { z } from "zod";

export const updateField = zodRealtimeFunction({
  name: "update_interview",
  description: "Record an answer or move to another topic",
  parameters: z.union([
    z.object({ field: z.string(), value: z.string() }),
    z.object({ topic: z.string() }),
  ]),
});
`,
  },
  expected: [{ file: "src/voice.ts", line: 7, rule: "root-not-object" }],
  status: "caught",
});
