// https://github.com/langchain-ai/langchainjs/issues/10956
// z.number().int().positive() becomes exclusiveMinimum: 0, which @langchain/google-genai passes on to
// Gemini unchanged; Gemini's schema has no such field and answers 400 Invalid JSON payload.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/langchain-ai/langchainjs/issues/10956",
  summary: "A LangChain tool with durationMinutes: z.number().int().positive(), bound to ChatGoogleGenerativeAI.\nexclusiveMinimum reaches Gemini as written and the request fails (unknown name exclusiveMinimum).",
  // @langchain/google-genai 2.3.2 passes exclusiveMinimum on unchanged (dist/utils/zod_to_genai_parameters.js);
  // only @langchain/google-common's converter rewrites it to a minimum.
  framework: "langchain",
  provider: "Google Gemini",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/plan.ts": `import { tool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { z } from "zod";

const addActivity = tool(async () => "added", {
  name: "add_activity",
  description: "Add an activity to the plan",
  schema: z.object({
    name: z.string(),
    durationMinutes: z.number().int().positive(),
  }),
});

export const model = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" }).bindTools([addActivity]);
`,
  },
  expected: [{ file: "src/plan.ts", line: 10, rule: "unsupported-keyword" }],
  status: "caught",
});
