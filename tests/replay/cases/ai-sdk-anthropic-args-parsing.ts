// https://github.com/vercel/ai/issues/6865
// A tool taking an array of objects and a nested object worked with OpenAI but Claude's arguments failed
// validation (a string where an array was expected): a model output problem, not a schema the API rejected.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/6865",
  summary: "An 'answer' tool with an array of step objects and a nested result object, used with Claude.\nThe request was accepted; the model's arguments then failed zod validation, so no schema error applies.",
  framework: "ai-sdk",
  provider: "Anthropic",
  failureClass: "not a schema problem",
  verdict: "user-error",
  files: {
    "src/answer.ts": `import { tool } from "ai";
import { z } from "zod";

export const answer = tool({
  description: "Give the final answer with the reasoning steps behind it",
  inputSchema: z.object({
    steps: z.array(z.object({ reasoning: z.string() })),
    result: z.object({ verdict: z.enum(["true_positive", "false_positive"]), note: z.string() }),
  }),
  execute: async (input) => input,
});
`,
  },
  expected: [],
  status: "caught",
});
