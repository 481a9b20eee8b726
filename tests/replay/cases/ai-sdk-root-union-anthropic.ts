// https://github.com/vercel/ai/issues/21350
// A tool whose whole input is a discriminated union: Anthropic requires an object at the root of
// input_schema, so every request carrying the tool fails with HTTP 400, whether or not the tool is called.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/21350",
  summary: "An AI SDK tool whose inputSchema is a z.discriminatedUnion at the top level.\nAnthropic rejects the whole request because input_schema's root is an anyOf, not an object.",
  framework: "ai-sdk",
  provider: "Anthropic",
  failureClass: "root is not an object",
  verdict: "failure",
  files: {
    "src/tools.ts": `import { tool } from "ai";
import { z } from "zod";

export const lookup = tool({
  description: "Look a record up by id or search for it",
  inputSchema: z.discriminatedUnion("mode", [
    z.object({ mode: z.literal("byId"), id: z.string() }),
    z.object({ mode: z.literal("search"), text: z.string() }),
  ]),
  execute: async () => "ok",
});
`,
  },
  expected: [{ file: "src/tools.ts", line: 6, rule: "root-not-object" }],
  status: "caught",
});
