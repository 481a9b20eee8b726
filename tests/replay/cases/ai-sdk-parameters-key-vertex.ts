// https://github.com/vercel/ai/issues/9761
// A tool still written with AI SDK 4's `parameters` key under AI SDK 5: the SDK reads only `inputSchema`,
// so Vertex AI received a declaration without properties or type and rejected it (not an OBJECT schema).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/9761",
  summary: "An AI SDK 4 style tool({ parameters: z.object(...) }) kept after upgrading to AI SDK 5.\nThe key is ignored, so Vertex AI gets an empty parameters schema and rejects the request.",
  framework: "ai-sdk",
  provider: "Google Gemini",
  failureClass: "key ignored by the installed version",
  verdict: "failure",
  files: {
    "src/tools.ts": `import { tool } from "ai";
import { z } from "zod";

export const renameStep = tool({
  description: "Give a workflow step a new name",
  parameters: z.object({ stepId: z.string(), title: z.string() }),
  execute: async ({ stepId, title }: { stepId: string; title: string }) => ({ stepId, title }),
});
`,
  },
  expected: [{ file: "src/tools.ts", line: 6, rule: "root-not-object" }],
  status: "caught",
});
